"""The double-dummy module: the engine's cards and seats in, DDS's answers out."""

import pytest

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


@pytest.mark.parametrize(
    ("vulnerable", "score"),
    [(frozenset(), 1510), ({"NS"}, 2210), ({"EW"}, 1510), ({"NS", "EW"}, 2210)],
)
def test_par_scores_the_grand_slam_at_the_board_vulnerability(vulnerable, score):
    """Each hand holds one suit: N makes 7♠, which nothing of EW outbids (7NT goes 13 down): 1510 when NS are
    not vulnerable, 2210 when they are (Law 77). DDS read 0-3 as board numbers: love all as EW vulnerable."""
    hands = {seat: [suit + rank for rank in RANKS] for seat, suit in zip(SEATS, "SHDC")}
    assert dd.par(hands, frozenset(vulnerable), "N")["score"] == score


def _random_deals(count, seed):
    import random

    rng = random.Random(seed)
    deck = [suit + rank for suit in "SHDC" for rank in RANKS]
    for _ in range(count):
        cards = rng.sample(deck, 52)
        yield {seat: cards[i * 13 : (i + 1) * 13] for i, seat in enumerate(SEATS)}


def test_solve_agrees_with_the_table_from_another_entry_point_of_dds():
    # `solve` fills DDS's deal structure itself; `dd_table` goes through endplay's Deal and CalcDDtable.
    for hands in _random_deals(3, seed=11):
        table = dd.dd_table(hands)
        for strain in ("S", "NT"):
            for declarer in SEATS:
                leader = SEATS[(SEATS.index(declarer) + 1) % 4]
                defenders = max(dd.solve(hands, None if strain == "NT" else strain, leader).values())
                assert defenders == 13 - table[strain][declarer], (strain, declarer)


def test_the_best_cards_are_those_solve_scores_highest_with_cards_on_the_trick():
    import random

    rng = random.Random(5)
    for hands in _random_deals(6, seed=12):
        hands = {seat: cards[:5] for seat, cards in hands.items()}
        leader = rng.choice(SEATS)
        played, seat = [], leader
        for _ in range(rng.randrange(4)):
            hand = hands[seat]
            follow = [card for card in hand if played and card[0] == played[0][0]]
            card = rng.choice(follow or hand)
            hands = {**hands, seat: [c for c in hand if c != card]}
            played.append(card)
            seat = SEATS[(SEATS.index(seat) + 1) % 4]
        trumps = rng.choice(["S", "H", None])
        values = dd.solve(hands, trumps, leader, tuple(played))
        best = max(values.values())
        assert sorted(dd.best_cards(hands, trumps, leader, tuple(played))) == sorted(
            card for card, tricks in values.items() if tricks == best
        )


def test_a_finished_trick_passes_the_lead_to_its_winner_and_is_not_counted_again():
    # N led the ♠2 and E's ♠A won; E must now lead his ♥2 to N's ♥A.
    hands = {"N": ["HA"], "E": ["H2"], "S": ["D3"], "W": ["D2"]}
    played = ("S2", "SA", "S3", "S4")
    assert dd.best_tricks(hands, None, "N", played, "EW") == 0
    assert dd.best_tricks(hands, None, "N", played, "NS") == 1
    assert dd.solve(hands, None, "N", played) == {"H2": 0}
