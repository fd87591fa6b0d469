"""Law 24 (and 54E): a card exposed or led during the auction, by the role its owner then takes."""

import pytest
from auction_play_cases import exposed, ruled

from lawsite.rulings import FactsError, rule_dict


def test_a_single_low_card_costs_nothing_in_the_auction():
    ruling = ruled(exposed("W", ["S5"]))
    assert {"24", "24A"} <= set(ruling["laws"])
    assert ruling["offender_partner_must_pass"] == "no"
    assert ruling["cards_face_up_until_end_of_auction"] is True
    assert ruling["penalty_card"] is None and ruling["penalty_card_if_defender"] == "minor"


def test_an_honour_bars_partner_at_his_next_turn():
    ruling = ruled(exposed("W", ["SK"]))
    assert {"24B", "72C"} <= set(ruling["laws"])
    assert ruling["offender_partner_must_pass"] == "once"
    assert ruling["penalty_card_if_defender"] == "major"


def test_a_card_led_bars_partner_and_is_a_major_penalty_card_for_a_defender():
    ruling = ruled(exposed("W", ["S5"], prematurely_led=True, offender_becomes="defender"))
    assert {"24B", "24E"} <= set(ruling["laws"])
    assert ruling["penalty_card"] == "major"
    assert "50B" in ruling["laws_to_consider"]  # medium confidence: led counts as deliberate
    assert ruling["lead_can_be_accepted"] is False


def test_two_cards_bar_partner_and_are_both_major_for_a_defender():
    ruling = ruled(exposed("W", ["S5", "H2"], offender_becomes="defender", declarer="N"))
    assert {"24C", "24E", "50B"} <= set(ruling["laws"])
    assert ruling["offender_partner_must_pass"] == "once"
    assert ruling["penalty_card"] == "major"
    assert sorted(ruling["penalty_cards_remaining"]) == ["H2", "S5"]
    assert ruling["designated_by"] == "declarer"  # West, on opening lead, has two penalty cards (51A)


def test_a_defenders_honour_obliges_the_opening_leader_when_he_holds_it():
    ruling = ruled(exposed("W", ["SK"], declarer="S"))
    assert ruling["must_play_card"] == "SK" and ruling["on_lead_after"] == "W"


def test_the_partner_of_the_opening_leader_gives_declarer_the_50d2_choice():
    ruling = ruled(exposed("E", ["SK"], declarer="S"))
    assert ruling["declarer_options"] == ["require_suit", "forbid_suit", "no_restriction"]
    assert ruling["on_lead_after"] == "W"


def test_a_single_low_card_of_a_defender_is_a_minor_penalty_card():
    ruling = ruled(exposed("W", ["S5"], offender_becomes="defender"))
    assert ruling["penalty_card"] == "minor" and "50C" in ruling["laws"]


def test_declarer_or_dummy_picks_the_cards_up():
    ruling = ruled(exposed("N", ["S5"], offender_becomes="dummy"))
    assert "24D" in ruling["laws"]
    assert ruling["card_picked_up"] is True and ruling["penalty_card"] is None


def test_the_declaring_sides_opening_lead_is_law_24_and_cannot_be_accepted():
    facts = exposed("N", ["HQ"], prematurely_led=True, declarer="N", dealer="N", auction_before=["1NT", "P", "P", "P"])
    ruling = ruled(facts)
    assert {"54E", "24", "24B", "24D"} <= set(ruling["laws"])
    assert ruling["lead_can_be_accepted"] is False and ruling["card_picked_up"] is True
    assert "24B" in ruling["laws_to_consider"]  # the auction is over: the bar has no call to apply to


@pytest.mark.parametrize(
    ("facts", "field"),
    [
        ({"situation": "card_exposed_during_auction", "offender": "W"}, "cards_exposed"),
        (exposed("W", []), "cards_exposed"),
        (exposed("W", ["S5", "S5"]), "cards_exposed"),
        (exposed("W", ["S1"]), "cards_exposed[0]"),
        (exposed("W", ["S5"], offender_becomes="dummy", declarer="S"), "offender_becomes"),
        (exposed("W", ["S5"], card="S6"), "card"),
        (
            exposed("W", ["S5"], prematurely_led=True, declarer="S", dealer="N", auction_before=["1S", "P", "P", "P"]),
            "offender_becomes",
        ),
        (exposed("W", ["S5"], edition="2007"), "edition"),
    ],
)
def test_bad_facts_name_their_field(facts, field):
    with pytest.raises(FactsError) as error:
        rule_dict(facts)
    assert error.value.field == field
