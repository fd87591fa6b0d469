"""Revokes (Laws 61-64), told as they happen at the table.

Trick winners are written as a string of seats, trick 1 first: "WNNSS..." means
West won trick 1, North tricks 2 and 3, South tricks 4 and 5, and so on.
"""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lawsite.rulings import FactsError, facts_from_dict, rule, rule_board_revokes, rule_dict
from lawsite.rulings.seats import SEATS, next_seat, other_side, partner, side_of


def revoke(winners, **facts):
    """A revoke with South declaring unless told otherwise."""
    data = {"situation": "revoke", "declarer": "S", "established": True, "trick_winners": list(winners)}
    data.update(facts)
    return rule_dict(data)


def keys(ruling):
    return [s["key"] for s in ruling["steps"]]


def test_declarer_revokes_on_trick_5_and_wins_it_then_ns_win_trick_9_two_tricks_to_ew():
    ruling = revoke("WNNWSEWENEEWW", offender="S", revoke_trick=5)
    assert ruling["laws"] == ["63A1", "64A1"]
    assert (ruling["tricks_transferred"], ruling["transferred_to"]) == (2, "EW")
    assert ruling["steps"][1]["params"]["later_trick"] == 9
    assert ruling["revoke_must_be_corrected"] is False
    assert ruling["equity_check"] is True and ruling["laws_to_consider"] == ["64C1"]


def test_declarer_wins_the_revoke_trick_and_no_later_trick_one_trick_to_ew():
    ruling = revoke("NNNNSEWEWEEWW", offender="S", revoke_trick=5)
    assert ruling["laws"] == ["63A1", "64A1"]
    assert (ruling["tricks_transferred"], ruling["transferred_to"]) == (1, "EW")
    assert keys(ruling)[1] == "revoke.won_by_offender"


def test_revoke_trick_won_in_dummy_is_not_won_by_declarer_one_trick_only():
    ruling = revoke("WNNWNNNEWEEWW", offender="S", revoke_trick=5)
    assert ruling["laws"] == ["63A1", "64A2"]
    assert ruling["tricks_transferred"] == 1
    assert ruling["steps"][1]["params"]["won_trick"] == 5


def test_defender_revokes_and_partner_wins_the_trick_one_trick_to_declarers_side():
    ruling = revoke("NNWSSSSSSSSSS", offender="E", revoke_trick=3)
    assert ruling["laws"] == ["63A1", "64A2"]
    assert (ruling["tricks_transferred"], ruling["transferred_to"]) == (1, "NS")


def test_defender_revokes_and_defenders_win_no_trick_from_then_on_nothing_moves_but_equity_is_checked():
    ruling = revoke("WESSSSSSSSSSS", offender="E", revoke_trick=3)
    assert ruling["laws"] == ["63A1", "64B1"]
    assert (ruling["tricks_transferred"], ruling["transferred_to"]) == (0, None)
    assert ruling["equity_check"] is True


def test_defender_notices_revoke_before_it_is_established_it_is_corrected_and_card_is_a_penalty_card():
    ruling = revoke("WNNW", offender="E", revoke_trick=4, established=False)
    assert ruling["laws"] == ["63A", "62A", "62B1", "62C1"]
    assert ruling["revoke_must_be_corrected"] is True
    assert ruling["penalty_card"] is True
    assert (ruling["tricks_transferred"], ruling["equity_check"]) == (0, False)


def test_declarer_corrects_unestablished_revoke_without_penalty_card():
    ruling = revoke("WNNS", offender="S", revoke_trick=4, established=False)
    assert ruling["laws"] == ["63A", "62A", "62B2", "62C1"]
    assert ruling["penalty_card"] is False


def test_established_by_a_claim_cites_63A3():
    ruling = revoke("WNNWSEWE", offender="S", revoke_trick=5, established_by="claim")
    assert ruling["laws"][0] == "63A3"


def test_subsequent_revoke_in_the_same_suit_by_the_same_player_transfers_nothing():
    ruling = revoke("WNNWSEWENEEWW", offender="S", revoke_trick=5, subsequent_revoke_same_suit=True)
    assert ruling["laws"] == ["63A1", "64B2"]
    assert ruling["tricks_transferred"] == 0 and ruling["equity_check"] is True


def test_defender_fails_to_play_a_penalty_card_no_transfer():
    ruling = revoke("NNWSSSSSSSSSS", offender="E", revoke_trick=3, faced_card=True)
    assert ruling["laws"] == ["63A1", "64B3"]
    assert ruling["tricks_transferred"] == 0


def test_revoke_from_dummys_hand_is_always_a_faced_card():
    ruling = revoke("WNNWNNNEWEEWW", offender="N", revoke_trick=5)
    assert ruling["laws"] == ["63A1", "64B3"]
    assert keys(ruling)[1] == "revoke.no_rectification.dummy_card"


@pytest.mark.parametrize(("attention_drawn", "clause"), [("after_call_next_board", "64B4"), ("after_round", "64B5")])
def test_revoke_found_too_late_transfers_nothing(attention_drawn, clause):
    ruling = revoke("WNNWSEWENEEWW", offender="S", revoke_trick=5, attention_drawn=attention_drawn)
    assert ruling["laws"] == ["63A1", clause]
    assert ruling["tricks_transferred"] == 0 and ruling["equity_check"] is True


def test_revoke_found_after_play_but_before_the_next_board_is_rectified_normally():
    ruling = revoke("WNNWSEWENEEWW", offender="S", revoke_trick=5, attention_drawn="after_play")
    assert ruling["tricks_transferred"] == 2


def test_established_revoke_on_trick_12_is_still_corrected_and_transfers_nothing():
    ruling = revoke("NNNNNNNNNNEWW", offender="E", revoke_trick=12)
    assert ruling["laws"] == ["63A1", "62D1", "64B6"]
    assert ruling["laws_to_consider"] == ["62D2", "64C1"]
    assert ruling["revoke_must_be_corrected"] is True
    assert ruling["tricks_transferred"] == 0


def test_revoke_on_trick_12_found_after_the_round_is_not_corrected():
    ruling = revoke("NNNNNNNNNNSSW", offender="S", revoke_trick=12, attention_drawn="after_round")
    assert ruling["laws"] == ["63A1", "64B5", "64B6"]
    assert ruling["revoke_must_be_corrected"] is False


def test_both_sides_revoked_and_established_no_transfer():
    ruling = revoke("WNNWSEWENEEWW", offender="S", revoke_trick=5, both_sides_revoked=True)
    assert ruling["laws"] == ["63A1", "64B7"]
    assert ruling["tricks_transferred"] == 0


def test_every_step_text_is_rendered_from_its_params():
    ruling = revoke("WNNWSEWENEEWW", offender="S", revoke_trick=5)
    assert "trick 5" in ruling["steps"][0]["text"]
    assert "(9)" in ruling["steps"][1]["text"] and "EW" in ruling["steps"][1]["text"]


def facts(winners, **extra):
    data = {"situation": "revoke", "declarer": "S", "established": True, "trick_winners": list(winners)}
    data.update(extra)
    return facts_from_dict(data)


def test_second_revoke_in_the_same_suit_by_the_same_player_is_found_on_the_board():
    board = "WEEWSEWENEEWW"
    first, second = rule_board_revokes(
        [facts(board, offender="E", revoke_trick=2, suit="H"), facts(board, offender="E", revoke_trick=6, suit="H")]
    )
    assert first.laws == ["63A1", "64A1"]
    assert first.tricks_transferred == 2
    assert second.laws == ["63A1", "64B2"] and second.tricks_transferred == 0
    assert second.equity_check is True


def test_revokes_in_different_suits_by_one_player_are_each_rectified():
    board = "WEEWSEWENEEWW"
    first, second = rule_board_revokes(
        [facts(board, offender="E", revoke_trick=2, suit="H"), facts(board, offender="E", revoke_trick=6, suit="S")]
    )
    assert (first.tricks_transferred, second.tricks_transferred) == (2, 2)


def test_revokes_by_both_sides_on_one_board_transfer_nothing():
    board = "WEEWSEWENEEWW"
    rulings = rule_board_revokes(
        [facts(board, offender="E", revoke_trick=2), facts(board, offender="S", revoke_trick=5)]
    )
    assert [r.laws[-1] for r in rulings] == ["64B7", "64B7"]
    assert sum(r.tricks_transferred for r in rulings) == 0


def test_board_revokes_must_describe_the_same_play():
    with pytest.raises(FactsError) as error:
        rule_board_revokes([facts("WEEWS", offender="E", revoke_trick=2), facts("WEEWN", offender="S", revoke_trick=5)])
    assert error.value.field == "revokes[1].trick_winners"


@given(
    winners=st.lists(st.sampled_from(SEATS), min_size=1, max_size=13),
    offender=st.sampled_from(SEATS),
    declarer=st.sampled_from(SEATS),
    data=st.data(),
)
def test_transfer_never_exceeds_two_nor_the_tricks_the_offending_side_won_from_the_revoke_on(
    winners, offender, declarer, data
):
    revoke_trick = data.draw(st.integers(1, min(len(winners), 12)))
    ruling_facts = {
        "situation": "revoke",
        "declarer": declarer,
        "offender": offender,
        "revoke_trick": revoke_trick,
        "trick_winners": winners,
        "established": True,
    }
    ruling = rule(facts_from_dict(ruling_facts))
    won_from_revoke = sum(side_of(seat) == side_of(offender) for seat in winners[revoke_trick - 1 :])
    if ruling.tricks_transferred is None:
        # Not settled only where the rest of the play could still change it: compare two completions.
        assert len(winners) < 13 and ruling.missing_facts == ("trick_winners",)
        rest = 13 - len(winners)
        nos, offending = next_seat(offender), partner(offender)
        counts = {
            rule(facts_from_dict({**ruling_facts, "trick_winners": list(winners) + ending})).tricks_transferred
            for ending in ([nos] * rest, [offending] + [nos] * (rest - 1))
        }
        assert len(counts) == 2
        return
    assert 0 <= ruling.tricks_transferred <= min(2, won_from_revoke)
    if ruling.tricks_transferred:
        assert ruling.transferred_to == other_side(side_of(offender))
    else:
        assert ruling.transferred_to is None
