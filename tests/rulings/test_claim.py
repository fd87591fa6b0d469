"""Contested claims (Laws 68-71) adjudicated from the cards: each branch on a position worked by hand."""

import io
import json

import pytest
from claim_cases import BIG, CONCESSION, FINESSE, OVERTAKE, SQUEEZE, TRUMP_OUT

from lawsite.rulings import FactsError, rule_dict
from lawsite.rulings.__main__ import run


def claim(data):
    ruling = rule_dict(data)
    return ruling, ruling["claim"]


def keys(ruling):
    return [step["key"] for step in ruling["steps"]]


def test_an_outstanding_trump_not_mentioned_the_claimer_likely_unaware_of_loses_a_trick():
    ruling, result = claim({**TRUMP_OUT, "unaware_of_trump_likely": True})
    # ♥A first is normal for a claimer who forgot the ♠2: West ruffs; South ruffs the club back with the ♠A.
    assert result["tricks_awarded"] == 2
    assert result["double_dummy"] == 3
    assert result["worst_line"][0]["cards"][:2] == ["HA", "S2"]
    assert result["worst_line"][0]["winner"] == "W"
    assert "claim.outstanding_trump" in keys(ruling)
    assert "70C" in ruling["laws"]


def test_a_claimer_judged_aware_of_the_trump_draws_it():
    ruling, result = claim({**TRUMP_OUT, "unaware_of_trump_likely": False})
    assert result["tricks_awarded"] == 3
    assert result["draws_trumps"] is True
    assert result["worst_line"][0]["cards"][0] == "SA"
    assert "claim.trump_known" in keys(ruling)
    assert "70C2" in ruling["laws"]


def test_a_statement_that_draws_trumps_needs_no_judgement():
    ruling, result = claim({**TRUMP_OUT, "statement": [{"draw_trumps": True}, {"rest_high": True}]})
    assert result["tricks_awarded"] == 3
    assert "claim.trump_mentioned" in keys(ruling)


def test_the_trump_judgement_is_required_and_never_guessed():
    with pytest.raises(FactsError) as error:
        rule_dict(TRUMP_OUT)
    assert error.value.field == "unaware_of_trump_likely"
    out, err = io.StringIO(), io.StringIO()
    assert run(json.dumps(TRUMP_OUT).encode(), out, err) == 2
    assert err.getvalue().startswith("error: unaware_of_trump_likely: is required")
    assert out.getvalue() == ""


def test_an_unstated_finesse_is_not_accepted():
    ruling, result = claim(FINESSE)
    assert result["tricks_awarded"] == 1
    assert result["double_dummy"] == 2
    # the worst line plays dummy's ♠A over West's low spade; the ♠Q would have taken both tricks
    assert result["finesses"][0]["card"] == "SA"
    assert result["finesses"][0]["better"] == "SQ"
    assert "claim.unstated_finesse" in keys(ruling)
    assert "70E1" in ruling["laws_to_consider"]
    assert result["lines"][0]["id"] == "t1:N:SA"


def test_a_stated_finesse_is_accepted_and_a_cover_is_won():
    _, result = claim({**FINESSE, "statement": [{"card": "S2"}, {"card": "SQ"}]})
    assert result["tricks_awarded"] == 2
    # if West covers with the ♠K, dummy wins with the ♠A rather than play the ♠Q under it
    assert result["open_choices"] == 0 or result["tricks_awarded"] == 2


def test_a_line_the_director_judges_irrational_is_left_out():
    ruling, result = claim({**FINESSE, "irrational": ["t1:N:SA"]})
    assert result["tricks_awarded"] == 2
    assert "claim.irrational_removed" in keys(ruling)


def test_a_squeeze_not_stated_is_not_accepted():
    ruling, result = claim(SQUEEZE)
    assert result["double_dummy"] == 3
    assert result["tricks_awarded"] == 1
    assert "claim.unstated_line" in keys(ruling)
    # stating the squeeze card is not enough: the discards after it are left open and resolved against him
    _, stated = claim({**SQUEEZE, "statement": [{"card": "CA"}]})
    assert stated["worst_line"][0]["cards"][0] == "CA"
    assert result["tricks_awarded"] <= stated["tricks_awarded"] < 3


def test_a_statement_that_omits_which_hand_wins_is_resolved_against_the_claimer():
    _, loose = claim({**OVERTAKE, "statement": [{"card": "DK"}, {"suit_from_top": "S"}]})
    assert loose["tricks_awarded"] == 1
    assert loose["worst_line"][0]["cards"] == ["DK", "D3", "D4", loose["worst_line"][0]["cards"][3]]
    _, exact = claim({**OVERTAKE, "statement": [{"card": "DK"}, {"card": "DA"}, {"suit_from_top": "S"}]})
    assert exact["tricks_awarded"] == 4
    _, steered = claim({**OVERTAKE, "statement": [{"card": "DK"}, {"lead_from": "N"}, {"suit_from_top": "S"}]})
    assert steered["tricks_awarded"] == 4


def test_a_concession_of_a_trick_that_could_not_be_lost_is_cancelled_within_the_correction_period():
    ruling, result = claim({**CONCESSION, "within_correction_period": True})
    assert result["tricks_awarded"] == 3
    assert "claim.concession_cancelled" in keys(ruling)
    assert "71B" in ruling["laws"]
    ruling, result = claim({**CONCESSION, "within_correction_period": False})
    assert result["tricks_awarded"] == 2
    assert "claim.concession_stands" in keys(ruling)
    with pytest.raises(FactsError) as error:
        rule_dict(CONCESSION)
    assert error.value.field == "within_correction_period"


def test_an_agreed_claim_stands_unless_the_agreement_is_withdrawn():
    ruling, result = claim({**TRUMP_OUT, "unaware_of_trump_likely": True, "agreed": True})
    assert result["tricks_awarded"] == 3
    assert ruling["laws"][-1] == "70A" and "69A" in ruling["laws"]
    withdrawn = {**TRUMP_OUT, "unaware_of_trump_likely": True, "agreed": True, "agreement_withdrawn": True}
    ruling, result = claim({**withdrawn, "won_tricks_agreed_lost": 0})
    assert result["tricks_awarded"] == 2
    assert "69B2" in ruling["laws"]
    assert "69B1" not in ruling["laws"] and result["won_tricks_restored"] == 0


def test_a_withdrawn_agreement_asks_for_tricks_already_won_and_restores_them():
    # 10 tricks were played before this 3-card ending; EW agreed to lose one of them they had in fact won (69B1)
    withdrawn = {**TRUMP_OUT, "unaware_of_trump_likely": True, "agreed": True, "agreement_withdrawn": True}
    with pytest.raises(FactsError) as error:
        rule_dict(withdrawn)
    assert error.value.field == "won_tricks_agreed_lost"
    assert error.value.message.startswith("is required") and "10 tricks already played" in error.value.message
    ruling, result = claim({**withdrawn, "won_tricks_agreed_lost": 1})
    assert result["won_tricks_restored"] == 1
    step = next(s for s in ruling["steps"] if s["key"] == "claim.won_trick_restored")
    assert step["clause"] == "69B1" and step["params"] == {"side": "EW", "tricks": 1}
    # the remaining tricks are ruled as before: the ♠2 the claimer was likely unaware of takes one (69B2)
    assert result["tricks_awarded"] == 2 and "69B2" in ruling["laws"]


def test_a_conceded_trick_the_side_had_already_won_is_restored_within_the_correction_period():
    # 10 tricks were played before this 3-card ending; NS conceded one of them that they had in fact won (71A)
    conceded = {**TRUMP_OUT, "unaware_of_trump_likely": True, "won_tricks_conceded": 1}
    with pytest.raises(FactsError) as error:
        rule_dict(conceded)
    assert error.value.field == "within_correction_period" and "71A" in error.value.message
    ruling, result = claim({**conceded, "within_correction_period": True})
    assert result["conceded_tricks_restored"] == 1
    step = next(s for s in ruling["steps"] if s["key"] == "claim.won_trick_conceded_restored")
    assert step["clause"] == "71A" and step["params"] == {"side": "NS", "tricks": 1}
    assert result["tricks_awarded"] == 2  # the remaining tricks are ruled as without it
    ruling, result = claim({**conceded, "within_correction_period": False})
    assert result["conceded_tricks_restored"] == 0
    assert [s["clause"] for s in ruling["steps"] if s["key"] == "claim.won_trick_conceded_stands"] == ["71A"]
    ruling, result = claim({**conceded, "won_tricks_conceded": 0})
    assert "71A" not in ruling["laws"] and result["conceded_tricks_restored"] == 0


def test_the_regulating_authoritys_order_deems_a_suit_played_from_the_top():
    loose = {**OVERTAKE, "statement": [{"card": "DK"}, {"suit_from_top": "S"}]}
    # no order specified: dummy's ♦4 under the ♦K is normal, South keeps the lead with only losers
    ruling, result = claim(loose)
    assert result["tricks_awarded"] == 1 and result["deemed_by_suit_order"] == []
    step = next(s for s in ruling["steps"] if s["key"] == "claim.suit_order_open")
    assert step["clause"] == "70E2" and step["consider"] is True
    assert step["params"] == {"trick": 1, "seat": "N", "card": "♦4", "higher": "♦A"}
    assert "70E2" in ruling["laws_to_consider"]
    # from the top down (70E2): dummy plays the ♦A, cashes ♠AK and the ♦4 is the last trick
    ruling, result = claim({**loose, "suit_order": "top_down"})
    assert result["tricks_awarded"] == 4
    assert result["deemed_by_suit_order"] == ["t1:N:D4"] and result["suit_order"] == "top_down"
    assert "claim.suit_order" in keys(ruling) and "claim.suit_order_open" not in keys(ruling)
    assert "70E2" in ruling["laws"]
    # the order is not a finesse (70E1 stands: the ♠A is the top card) and not a choice of suit or discard
    _, finesse = claim({**FINESSE, "suit_order": "top_down"})
    assert finesse["tricks_awarded"] == 1 and finesse["deemed_by_suit_order"] == []
    _, squeeze = claim({**SQUEEZE, "suit_order": "top_down"})
    assert squeeze["tricks_awarded"] == 1 and squeeze["deemed_by_suit_order"] == []


def test_a_defenders_claim_resolves_the_partners_choices_against_the_defenders():
    ruling, result = claim({**FINESSE, "claimer": "W", "tricks_claimed": 0, "within_correction_period": False})
    assert result["claiming_side"] == "EW"
    assert "70D2" in ruling["laws"]


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"trumps": "X"}, "trumps"),
        ({"hands": {**FINESSE["hands"], "W": ["SK"]}}, "hands.W"),
        ({"hands": {**FINESSE["hands"], "W": ["SA", "S4"]}}, "hands.W[0]"),
        ({"tricks_claimed": 3}, "tricks_claimed"),
        ({"statement": [{"card": "SK"}]}, "statement[0].card"),
        ({"statement": [{"ruff": "H", "in": "N"}]}, "statement[0].ruff"),
        ({"statement": [{"fly": True}]}, "statement[0]"),
        ({"played": ["S2"]}, "played[0]"),
        ({"claimer": "Q"}, "claimer"),
        ({"unaware_of_trump_likely": True}, "unaware_of_trump_likely"),
        ({"agreement_withdrawn": True}, "agreement_withdrawn"),
        ({"won_tricks_agreed_lost": 1}, "won_tricks_agreed_lost"),
        ({"agreed": True, "agreement_withdrawn": True, "won_tricks_agreed_lost": 12}, "won_tricks_agreed_lost"),
        ({"won_tricks_conceded": 12}, "won_tricks_conceded"),
        ({"won_tricks_conceded": True}, "won_tricks_conceded"),
        ({"suit_order": "bottom_up"}, "suit_order"),
        ({"edition": "2007"}, "edition"),
        ({"irrational": ["tx:N:SA"]}, "irrational[0]"),
        ({"irrational": "t1:N:SA"}, "irrational"),
    ],
)
def test_bad_facts_name_their_field(change, field):
    with pytest.raises(FactsError) as error:
        rule_dict({**FINESSE, **change})
    assert error.value.field == field


def test_a_trick_in_progress_is_part_of_the_claim():
    # South led the ♠2 and West played the ♠4: dummy is to play; the claim counts this trick.
    data = {
        **FINESSE,
        "hands": {"S": ["S3"], "N": ["SA", "SQ"], "W": ["SK"], "E": ["H3", "H2"]},
        "played": ["S2", "S4"],
    }
    _, result = claim(data)
    assert result["remaining"] == 2
    assert result["tricks_awarded"] == 1
    assert result["worst_line"][0]["cards"][:2] == ["S2", "S4"]


def test_a_position_too_large_to_prove_says_so_and_shows_one_normal_line():
    ruling, result = claim(BIG)
    assert result["search_complete"] is False
    assert "claim.search_incomplete" in keys(ruling)
    assert len(result["worst_line"]) == 13
    assert sum(side in "NS" for side in (t["winner"] for t in result["worst_line"])) == result["worst_normal_line"]
    assert result["tricks_awarded"] <= min(result["tricks_claimed"], result["worst_normal_line"])
    assert 0 <= result["worst_normal_line_at_least"] < result["worst_normal_line"]
    incomplete = next(s for s in ruling["steps"] if s["key"] == "claim.search_incomplete")
    assert incomplete["params"]["least"] == result["worst_normal_line_at_least"]


def _play_of(line, choice):
    """The hands, leader and cards on the trick just before the play `choice` (t<trick>:<seat>:<card>) on
    `line`, or None when the line has no such play."""
    from lawsite.rulings.seats import SEATS, next_seat

    number, seat, card = choice.split(":")
    hands = {s: set(BIG["hands"][s]) for s in SEATS}
    for trick in line:
        for i, played in enumerate(trick["cards"]):
            player = next_seat(trick["leader"], i)
            if f"t{trick['trick']}" == number and (player, played) == (seat, card):
                return hands, trick["leader"], trick["cards"][:i]
            hands[player].discard(played)
    return None


def test_an_unproved_line_offers_the_play_that_gives_a_trick_away_as_irrational_and_rules_again_without_it():
    """Where the search cannot prove the worst line, the Director still walks it: the first open choice of the
    claimer's side that gives a trick away double dummy is offered as irrational for the player."""
    from lawsite.rulings import double_dummy

    _, result = claim(BIG)
    assert result["search_complete"] is False
    [line] = result["lines"]  # no further lines: they would be unproved too
    choice = line["id"]
    assert choice is not None
    hands, leader, before = _play_of(result["worst_line"], choice)
    scores = double_dummy.solve(hands, "H", leader, before)
    card = choice.split(":")[2]
    assert scores[card] < max(scores.values())
    _, again = claim({**BIG, "irrational": [choice]})
    assert again["irrational"] == [choice]
    assert _play_of(again["worst_line"], choice) is None
    assert again["lines"][0]["id"] != choice


def test_a_pbn_board_whose_play_stops_at_the_claim_gives_the_position():
    from pathlib import Path

    from lawsite.rulings.pbn import parse_pbn

    text = (Path(__file__).parent / "data" / "revoke_then_claim.pbn").read_text(encoding="utf-8")
    board = parse_pbn(text)
    data = {
        "situation": "claim",
        "pbn": text,
        "claimer": "N",
        "tricks_claimed": 4,
        "unaware_of_trump_likely": False,
        "within_correction_period": True,
    }
    ruling, result = claim(data)
    assert result["remaining"] == 13 - len(board.complete_tricks())
    assert result["worst_line"][0]["leader"] == board.complete_tricks()[-1].winner
    played = {card for trick in board.tricks for card in trick.cards.values()}
    cards = {card for trick in result["worst_line"] for card in trick["cards"]}
    assert cards == {card for hand in board.deal.values() for card in hand} - played
    assert result["tricks_awarded"] <= result["worst_normal_line"] or "claim.concession_cancelled" in keys(ruling)
    for extra, field in (({"hands": FINESSE["hands"]}, "hands"), ({"pbn": '[Board "1"]'}, "pbn")):
        with pytest.raises(FactsError) as error:
            rule_dict({**data, **extra})
        assert error.value.field == field


def test_a_high_card_kept_under_partners_master_is_not_called_an_unstated_finesse():
    """70E1 is about finding one opponent rather than the other with a card. Dummy's ♠Q dropped under South's
    ♠K (East showing out) loses tricks to West's ♠J later, but no card of an opponent lies between the ♠K and the
    ♠Q: playing the ♠2 instead keeps a card, it finds nobody. The finesse of the ♠10 or ♠Q against the ♠J is one."""
    data = {
        "situation": "claim",
        "declarer": "S",
        "trumps": "NT",
        "leader": "S",
        "claimer": "S",
        "tricks_claimed": 5,
        "hands": {
            "N": ["SA", "SQ", "ST", "S2", "H2"],
            "S": ["SK", "S5", "S4", "S3", "H3"],
            "W": ["SJ", "S9", "S8", "S7", "S6"],
            "E": ["D2", "D3", "D4", "D5", "D6"],
        },
        "statement": [{"rest_high": True}],
    }
    ruling, result = claim(data)
    assert result["worst_line"][0]["cards"][:3] == ["SK", "S9", "SQ"]
    assert result["tricks_awarded"] < result["double_dummy"]
    assert all((f["trick"], f["card"]) != (1, "SQ") for f in result["finesses"])
    # a real one is still named: South leads the ♠Q from ♠QJ, West plays low with the ♠K, dummy rises with the ♠A
    _, running = claim(
        {
            **data,
            "tricks_claimed": 2,
            "hands": {"S": ["SQ", "SJ"], "N": ["SA", "S3"], "W": ["SK", "S4"], "E": ["H2", "H3"]},
            "statement": [{"card": "SQ"}],
        }
    )
    assert running["finesses"] == [{"trick": 1, "seat": "N", "card": "SA", "better": "S3"}]
