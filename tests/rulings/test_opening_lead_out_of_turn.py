"""Law 54: the wrong defender faces the opening lead; declarer's five choices, 54C, 54E and 47E1."""

import pytest
from auction_play_cases import opening, ruled

from lawsite.rulings import FactsError, rule_dict

FIVE = {"accept_and_play", "accept_become_dummy", "refuse_require_suit", "refuse_forbid_suit", "refuse_free_lead"}


def test_declarer_has_five_options():
    ruling = ruled(opening())
    assert set(ruling["declarer_options"]) == FIVE
    assert ruling["designated_by"] == "declarer"
    assert ruling["penalty_card"] is None


def test_accepting_and_playing_the_second_card_comes_from_declarers_hand():
    ruling = ruled(opening(declarer_choice="accept_and_play"))
    assert "54B1" in ruling["laws"]
    assert ruling["lead_stands"] is True
    assert (ruling["declarer_after"], ruling["dummy_after"], ruling["second_card_from"]) == ("S", "N", "S")


def test_spreading_his_hand_declarer_becomes_dummy():
    ruling = ruled(opening(declarer_choice="accept_become_dummy"))
    assert "54A" in ruling["laws"]
    assert (ruling["declarer_after"], ruling["dummy_after"]) == ("N", "S")


def test_exposing_cards_while_spreading_forces_54a():
    ruling = ruled(opening(declarer_exposed_cards_while_spreading=True, declarer_choice="accept_and_play"))
    assert ruling["declarer_after"] == "N"


def test_a_declarer_who_could_see_dummy_must_accept_and_stays_declarer():
    ruling = ruled(
        opening(dummy_cards_exposed=True, declarer_choice="accept_become_dummy", declarer_played_second_card_from="N")
    )
    assert {"54C", "54B1", "54B2"} <= set(ruling["laws"])
    assert ruling["declarer_options"] == []  # his choice is made for him: none is left open
    assert ruling["declarer_after"] == "S"
    assert ruling["card_may_be_withdrawn"] is False


def test_refused_and_suit_required_the_card_is_picked_up():
    ruling = ruled(opening(declarer_choice="refuse_require_suit"))
    assert {"54D", "50D2(a)"} <= set(ruling["laws"])
    assert ruling["penalty_card"] is None  # picked up (50D2(a)): no longer a penalty card
    assert ruling["penalty_cards_remaining"] == [] and ruling["declarer_options"] == []
    assert ruling["must_lead_suit"] == "H" and ruling["card_picked_up"] is True
    assert ruling["on_lead_after"] == "W" and ruling["lead_stands"] is False


def test_refused_and_suit_forbidden():
    ruling = ruled(opening(declarer_choice="refuse_forbid_suit"))
    assert ruling["forbidden_suit"] == "H" and ruling["card_picked_up"] is True


def test_refused_with_a_free_lead_the_card_stays_a_major_penalty_card():
    ruling = ruled(opening(declarer_choice="refuse_free_lead"))
    assert "50D2(b)" in ruling["laws"]
    assert ruling["penalty_cards_remaining"] == ["HQ"]
    assert ruling["must_play_penalty_card_at_first_legal_opportunity"] is True


def test_refuse_then_choose_is_the_same_as_one_code():
    assert ruled(opening(declarer_choice="refuse", then_partner_choice="forbid_suit"))["forbidden_suit"] == "H"


def test_a_lead_before_declarer_chose_is_listed_to_consider_under_49():
    ruling = ruled(opening(declarer_choice="refuse", e_led_before_declarer_chose=True))
    assert "49" in ruling["laws_to_consider"]


def test_the_correct_leaders_face_down_lead_is_withdrawn():
    ruling = ruled(opening(face_down_lead_by="W"))
    assert ruling["face_down_lead_withdrawn"] is True and "54" in ruling["laws"]


def test_a_lead_induced_by_an_opponent_is_withdrawn_without_rectification():
    ruling = ruled(opening(misinformed_by_opponent=True))
    assert ruling["laws"] == ["47E1"]
    assert ruling["lead_can_be_accepted"] is False and ruling["penalty_card"] is None


def test_the_declaring_side_leading_is_law_24():
    ruling = ruled(opening(led_by="N", card="S3"))
    assert {"54E", "24D"} <= set(ruling["laws"])
    assert ruling["penalty_card"] is None and ruling["lead_can_be_accepted"] is False


@pytest.mark.parametrize(
    ("facts", "field"),
    [
        (opening(led_by="W"), "led_by"),
        (opening(proper_leader="E"), "proper_leader"),
        (opening(trick=3), "trick"),
        (opening(offender="W"), "offender"),
        (opening(face_down_lead_by="E"), "face_down_lead_by"),
        (opening(declarer_played_second_card_from="E"), "declarer_played_second_card_from"),
        (opening(declarer_choice="require_highest"), "declarer_choice"),
        (opening(declarer_choice="refuse_free_lead", then_partner_choice="require_suit"), "then_partner_choice"),
        ({"situation": "opening_lead_out_of_turn", "led_by": "E"}, "declarer"),
        (
            {"situation": "opening_lead_out_of_turn", "declarer": "S", "led_by": "E", "declarer_choice": "refuse"},
            "card",
        ),
        (opening(edition="2007"), "edition"),
    ],
)
def test_bad_facts_name_their_field(facts, field):
    with pytest.raises(FactsError) as error:
        rule_dict(facts)
    assert error.value.field == field
