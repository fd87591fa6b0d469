"""The double-dummy module: the engine's cards and seats in, DDS's answers out."""

from lawsite.rulings import double_dummy as dd
from lawsite.rulings.seats import SEATS

RANKS = "AKQJT98765432"
# Each seat holds a run of ranks per suit, rotated: N ♠AKQJ ♥T98 ♦765 ♣432 and so on.
HANDS = {
    "N": ["SA", "SK", "SQ", "SJ", "HT", "H9", "H8", "D7", "D6", "D5", "C4", "C3", "C2"],
    "E": ["ST", "S9", "S8", "H7", "H6", "H5", "D4", "D3", "D2", "CA", "CK", "CQ", "CJ"],
    "S": ["S7", "S6", "S5", "H4", "H3", "H2", "DA", "DK", "DQ", "DJ", "CT", "C9", "C8"],
    "W": ["S4", "S3", "S2", "HA", "HK", "HQ", "HJ", "DT", "D9", "D8", "C7", "C6", "C5"],
}


def test_the_table_of_a_deal_with_one_suit_a_hand():
    hands = {seat: [suit + rank for rank in RANKS] for seat, suit in zip(SEATS, "SHDC")}
    table = dd.dd_table(hands)
    assert set(table) == {"C", "D", "H", "S", "NT"}
    # N declares spades: every card is a trump, 13 tricks; in notrump the opening leader runs his suit.
    assert table["S"]["N"] == 13
    assert table["D"]["S"] == 13
    assert table["NT"]["N"] == 0
    assert table["NT"]["E"] == 0
    assert table["H"]["E"] == 13


def test_a_position_with_only_top_cards_is_solved_trick_for_trick():
    hands = {"N": ["SA", "SK"], "E": ["S3", "S2"], "S": ["HA", "HK"], "W": ["D3", "D2"]}
    values = dd.solve(hands, None, "N", ())
    assert values == {"SA": 2, "SK": 2}
    assert dd.best_tricks(hands, None, "N", (), "EW") == 0


def test_the_cards_already_played_to_the_trick_count():
    # W led the ♠2; N holds ♠A and ♠3; E and S have discards. N to play: the ace wins 1 of 2.
    hands = {"N": ["SA", "S3"], "E": ["H3", "H2"], "S": ["D3", "D2"], "W": ["SQ"]}
    values = dd.solve(hands, None, "W", ("S2",))
    # The ♠3 wins this trick and the ♠A the next; the ♠A now lets W's ♠Q take the last trick.
    assert values == {"SA": 1, "S3": 2}
    assert dd.to_play("W", ("S2",)) == "N"


def test_par_names_a_contract_and_its_score():
    result = dd.par(HANDS, frozenset(), "N")
    assert result["contracts"]
    assert isinstance(result["score"], int)
    for contract in result["contracts"]:
        assert contract["declarer"] in SEATS
