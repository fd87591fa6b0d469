"""Laws 53/56 (a defender's later lead out of turn) and 57/58 (premature and simultaneous plays)."""

import pytest
from auction_play_cases import later_lead, premature, ruled

from lawsite.rulings import FactsError, rule_dict

FOUR = {"require_highest", "require_lowest", "require_other_suit", "forbid_other_suit"}


def test_declarer_may_accept_or_refuse_a_defenders_lead_out_of_turn():
    ruling = ruled(later_lead())
    assert ruling["declarer_options"] == ["accept", "refuse"] and ruling["laws"] == ["56"]


def test_accepted_the_lead_stands():
    ruling = ruled(later_lead(declarer_choice="accept"))
    assert "53A" in ruling["laws"] and ruling["lead_stands"] is True and ruling["penalty_card"] is None


def test_a_card_from_the_next_hand_accepts_it():
    assert ruled(later_lead(next_hand_played=True))["lead_stands"] is True


def test_refused_the_card_is_major_and_the_proper_leader_partner_meets_50d2():
    ruling = ruled(later_lead(declarer_choice="refuse"))
    assert {"56", "50D2"} <= set(ruling["laws"])
    assert ruling["penalty_card"] == "major" and ruling["on_lead_after"] == "E"


def test_refused_then_suit_required():
    ruling = ruled(later_lead(declarer_choice="refuse", then_partner_choice="require_suit"))
    assert ruling["must_lead_suit"] == "D" and ruling["card_picked_up"] is True


def test_refused_when_declarers_side_was_to_lead_the_card_waits_for_its_first_opportunity():
    ruling = ruled(later_lead(proper_leader="N", declarer_choice="refuse"))
    assert "50D1(a)" in ruling["laws"] and ruling["on_lead_after"] == "N"
    assert ruling["must_play_penalty_card_at_first_legal_opportunity"] is True


def test_at_trick_13_the_lead_cannot_be_accepted():
    assert ruled(later_lead(trick=13))["lead_can_be_accepted"] is False


@pytest.mark.parametrize(
    ("facts", "field"),
    [
        (later_lead(led_by="N"), "led_by"),
        (later_lead(proper_leader="W"), "proper_leader"),
        (later_lead(trick=1), "trick"),
        (later_lead(next_hand_played=True, declarer_choice="refuse"), "declarer_choice"),
        (
            later_lead(proper_leader="N", declarer_choice="refuse", then_partner_choice="forbid_suit"),
            "then_partner_choice",
        ),
        ({k: v for k, v in later_lead(declarer_choice="refuse").items() if k != "card"}, "card"),
        (later_lead(edition="2007"), "edition"),
    ],
)
def test_bad_lead_facts_name_their_field(facts, field):
    with pytest.raises(FactsError) as error:
        rule_dict(facts)
    assert error.value.field == field


def before_partner(**extra):
    """South leads a club; East plays before West, whose turn it is."""
    return premature(offender="E", card="C2", led_by="S", cards_played={"S": "C5"}, **extra)


def test_playing_before_partner_gives_declarer_four_options_over_partner():
    ruling = ruled(before_partner())
    assert set(ruling["declarer_options"]) == FOUR
    assert ruling["penalty_card"] == "major" and "57A" in ruling["laws"]


def test_highest_card_required_is_named_from_partners_holding():
    ruling = ruled(before_partner(declarer_choice="require_highest", holding=["CK", "C9"]))
    assert "57A1" in ruling["laws"] and ruling["must_play_card"] == "CK"


def test_partner_who_cannot_comply_plays_any_card():
    ruling = ruled(before_partner(declarer_choice="require_lowest", partner_void_in_suit_led=True))
    assert "57B" in ruling["laws"] and ruling["obligation"] == "any_card"
    assert (
        ruled(before_partner(declarer_choice="require_other_suit", suit="D", partner_void_in_suit_led=False))[
            "obligation"
        ]
        == "any_card"
    )


def test_another_suit_forbidden():
    assert ruled(before_partner(declarer_choice="forbid_other_suit", suit="D"))["forbidden_suit"] == "D"


def test_leading_to_the_next_trick_before_partner_played_is_57a():
    assert "57A" in ruled(premature(offender="E", card="SA", prematurely_led=True, turn_of="W"))["laws"]


def test_no_rectification_after_declarer_played_both_hands_or_dummy_played_first():
    both = ruled(
        premature(
            offender="W", card="C2", led_by="E", cards_played={"E": "C5"}, turn_of="S", declarer_played_both_hands=True
        )
    )
    assert both["laws"] == ["57C1"] and both["no_rectification"] is True
    dummy = ruled(premature(offender="E", card="C2", turn_of="W", dummy_prematurely_selected=True))
    assert dummy["laws"] == ["57C2"] and dummy["no_rectification"] is True


def test_a_legal_card_at_rhos_turn_is_played_at_the_proper_turn():
    ruling = ruled(premature(offender="W", card="C2", led_by="N", cards_played={"N": "C5", "E": "C6"}, card_legal=True))
    assert ruling["laws"] == ["57D"] and ruling["obligation"] == "play_at_proper_turn"
    assert ruling["penalty_card"] is None and ruling["must_play_card"] == "C2"


def test_an_illegal_card_at_rhos_turn_is_a_major_penalty_card():
    ruling = ruled(
        premature(offender="W", card="H2", led_by="N", cards_played={"N": "C5", "E": "C6"}, card_legal=False)
    )
    assert ruling["penalty_card"] == "major"


def test_declarers_premature_play_is_a_played_card():
    ruling = ruled(premature(offender="N", card="C2", turn_of="E"))
    assert ruling["laws"] == ["57C3"] and ruling["card_may_be_withdrawn"] is False and ruling["penalty_card"] is None


def test_simultaneous_play_comes_after():
    assert ruled(premature(offender="W", card="C2", simultaneous_with="N"))["laws"] == ["58A"]


def test_two_cards_one_visible_that_one_is_played():
    ruling = ruled(premature(offender="W", cards_played_together=["C2", "H4"], visible=["C2"]))
    assert "58B1" in ruling["laws"] and ruling["card_played"] == "C2" and ruling["no_rectification"] is True


def test_two_visible_cards_the_player_designates_and_a_defenders_other_card_is_a_penalty_card():
    pending = ruled(premature(offender="W", faced_cards=["C2", "HK"]))
    assert pending["obligation"] == "designate_one_card" and pending["designated_by"] == "W"
    ruling = ruled(premature(offender="W", faced_cards=["C2", "HK"], designated="C2"))
    assert ruling["card_played"] == "C2" and ruling["penalty_cards_remaining"] == ["HK"]
    assert ruling["penalty_card"] == "major"
    low = ruled(premature(offender="W", faced_cards=["HK", "C2"], designated="HK"))
    assert low["penalty_card"] == "minor"


def test_declarers_other_card_goes_back_to_hand():
    ruling = ruled(premature(offender="N", faced_cards=["C2", "HK"], designated="C2"))
    assert ruling["penalty_card"] is None and ruling["card_picked_up"] is True


def test_found_after_the_next_trick_it_is_a_defective_trick():
    assert ruled(premature(offender="W", faced_cards=["C2", "HK"], discovered="later"))["governing_law"] == "67"


@pytest.mark.parametrize(
    ("facts", "field"),
    [
        (premature(offender="W", card="C2", led_by="S", cards_played={"S": "C5"}), "turn_of"),
        (premature(offender="W", card="C2", led_by="S", cards_played={"N": "C5"}), "cards_played"),
        (premature(offender="W", card="C2", cards_played={"S": "C5"}), "led_by"),
        (premature(offender="W", card="C2", turn_of="N", cards_played={"S": "C5"}, led_by="S"), "turn_of"),
        (premature(offender="W", card="C2"), "turn_of"),
        (premature(offender="W", turn_of="N"), "card"),
        (premature(offender="W", card="C2", turn_of="S"), "card_legal"),
        (premature(offender="W", card="C2", partner="N", turn_of="N"), "partner"),
        (before_partner(declarer_choice="require_other_suit"), "suit"),
        (before_partner(declarer_choice="require_other_suit", suit="C"), "suit"),
        (before_partner(declarer_choice="accept"), "declarer_choice"),
        (before_partner(declarer_choice="require_highest", holding=["D4"]), "holding[0]"),
        (premature(offender="W", faced_cards=["C2", "HK"], designated="S3"), "designated"),
        (premature(offender="W", cards_played_together=["C2", "H4"], visible=["S3"]), "visible[0]"),
        (premature(offender="W", cards_played_together=["C2", "H4"]), "visible"),
        (premature(offender="W", card="C2", simultaneous_with="W"), "simultaneous_with"),
        (before_partner(edition="2007"), "edition"),
    ],
)
def test_bad_play_facts_name_their_field(facts, field):
    with pytest.raises(FactsError) as error:
        rule_dict(facts)
    assert error.value.field == field
