"""Defective trick (Law 67, seed 003). South declares; East and West defend."""

import pytest

from lawsite.rulings import FactsError, rule_dict


def defective(offender, defect, discovered, **extra):
    data = {
        "situation": "defective_trick",
        "declarer": "S",
        "offender": offender,
        "defect": defect,
        "discovered": discovered,
    }
    data.update(extra)
    return rule_dict(data)


def test_missing_card_noticed_before_the_next_trick_is_complete_is_simply_supplied():
    ruling = defective("E", "failed_to_play", "before_next_trick_complete")
    assert ruling["laws"] == ["67A1"]
    assert ruling["tricks_transferred"] == 0 and ruling["penalty_card"] is False


def test_extra_card_noticed_at_once_sends_to_45E_or_58B():
    ruling = defective("S", "too_many_cards", "before_next_trick_complete")
    assert ruling["laws"] == ["67A2"]
    assert "45E" in ruling["steps"][0]["text"] and "58B" in ruling["steps"][0]["text"]


def test_defenders_extra_card_seen_at_once_becomes_a_penalty_card():
    ruling = defective("W", "too_many_cards", "before_next_trick_complete", restored_card_exposed=True)
    assert ruling["laws"] == ["67A2", "50"]
    assert ruling["penalty_card"] is True


def test_missing_card_found_later_with_the_suit_led_in_hand_is_a_revoke_one_trick_to_the_other_side():
    ruling = defective("E", "failed_to_play", "later", holds_suit_led=True, trick=4, trick_winners=list("NNNW"))
    assert ruling["laws"] == ["67B", "67B1(a)", "64A2"]
    assert (ruling["tricks_transferred"], ruling["transferred_to"]) == (1, "NS")


def test_missing_card_found_later_without_the_suit_led_any_card_and_still_one_trick():
    ruling = defective("S", "failed_to_play", "later", holds_suit_led=False, trick=2, trick_winners=list("ENS"))
    assert ruling["laws"] == ["67B", "67B1(b)", "64A2"]
    assert (ruling["tricks_transferred"], ruling["transferred_to"]) == (1, "EW")


def test_without_the_trick_winners_the_deemed_revoke_waits_for_them():
    ruling = defective("E", "failed_to_play", "later", holds_suit_led=True)
    assert ruling["laws"] == ["67B", "67B1(a)", "64A2"]
    assert ruling["tricks_transferred"] is None and ruling["complete"] is False
    assert ruling["missing_facts"] == ["trick", "trick_winners"]


def test_deemed_revoke_transfers_nothing_when_the_offending_side_won_no_trick_from_then_on():
    ruling = defective(
        "E", "failed_to_play", "later", holds_suit_led=True, trick=4, trick_winners=list("EWNSNSNSNSNSN")
    )
    assert ruling["laws"] == ["67B", "67B1(a)", "64B1"]
    assert ruling["tricks_transferred"] == 0


def test_extra_cards_found_later_go_back_to_hand_and_trick_ownership_stands():
    ruling = defective("E", "too_many_cards", "later")
    assert ruling["laws"] == ["67B", "67B2(a)", "67B2(b)"]
    assert ruling["tricks_transferred"] == 0 and ruling["penalty_card"] is False


def test_a_defenders_restored_card_that_was_exposed_becomes_a_penalty_card():
    ruling = defective("E", "too_many_cards", "later", restored_card_exposed=True)
    assert ruling["laws"] == ["67B", "67B2(a)", "67B2(b)", "50"]
    assert ruling["penalty_card"] is True


def test_declarers_exposed_restored_card_is_never_a_penalty_card():
    assert defective("S", "too_many_cards", "later", restored_card_exposed=True)["penalty_card"] is False


@pytest.mark.parametrize(
    ("defect", "discovered", "extra", "field"),
    [
        ("failed_to_play", "later", {}, "holds_suit_led"),
        ("too_many_cards", "later", {"holds_suit_led": True}, "holds_suit_led"),
        ("failed_to_play", "later", {"holds_suit_led": True, "restored_card_exposed": True}, "restored_card_exposed"),
        ("failed_to_play", "later", {"holds_suit_led": True, "trick_winners": ["N"]}, "trick"),
        ("failed_to_play", "later", {"holds_suit_led": True, "trick": 5, "trick_winners": ["N"]}, "trick"),
        ("failed_to_play", "later", {"holds_suit_led": True, "trick": 13}, "trick"),
        ("lost_card", "later", {}, "defect"),
        ("failed_to_play", "yesterday", {}, "discovered"),
    ],
)
def test_contradictory_defective_tricks_are_refused_naming_the_field(defect, discovered, extra, field):
    with pytest.raises(FactsError) as error:
        defective("E", defect, discovered, **extra)
    assert error.value.field == field
