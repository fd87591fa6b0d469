"""Declarer's lead out of turn (Law 55, seed 001). South declares, North is dummy."""

import pytest

from lawsite.rulings import FactsError, rule_dict


def lead(led_from, proper_leader, **choices):
    return rule_dict(
        {
            "situation": "declarer_lead_out_of_turn",
            "declarer": "S",
            "led_from": led_from,
            "proper_leader": proper_leader,
            "choices": choices,
        }
    )


def test_declarer_leads_when_west_was_to_lead_and_both_defenders_retract_west_leads():
    ruling = lead("S", "W", E="retract", W="retract")
    assert ruling["laws"] == ["55A", "55B1"]
    assert ruling["laws_to_consider"] == ["55C"]
    assert ruling["lead_retracted"] is True
    assert ruling["lead_from"] == "W"
    assert ruling["decided_by"] == "W"


def test_defenders_disagree_and_the_player_next_in_turn_after_the_lead_prevails():
    accepted = lead("S", "W", W="accept", E="retract")
    assert accepted["decided_by"] == "W"
    assert accepted["lead_retracted"] is False and accepted["lead_from"] is None
    assert accepted["laws"] == ["55A", "53A"]
    retracted = lead("S", "W", W="retract", E="accept")
    assert retracted["decided_by"] == "W" and retracted["lead_retracted"] is True


def test_lead_from_dummy_when_declarer_was_on_lead_east_retracts_so_declarer_leads_from_hand():
    ruling = lead("N", "S", E="retract", W="accept")
    assert ruling["decided_by"] == "E"
    assert ruling["laws"] == ["55A", "55B2"]
    assert ruling["lead_from"] == "S"


def test_one_defender_alone_states_a_choice_and_it_stands():
    ruling = lead("N", "S", W="accept")
    assert ruling["decided_by"] == "W"
    assert ruling["lead_retracted"] is False
    assert ruling["steps"][-1]["params"] == {"next_seat": "E"}


def test_law_16_is_the_last_step_after_a_retraction():
    ruling = lead("S", "E", W="retract")
    assert ruling["steps"][-1]["key"] == "lead.information_from_infraction"
    assert "Law 16" in ruling["steps"][-1]["text"]


@pytest.mark.parametrize(
    ("led_from", "proper_leader", "choices", "field"),
    [
        ("E", "S", {"W": "accept"}, "led_from"),
        ("S", "S", {"W": "accept"}, "proper_leader"),
        ("S", "W", {"N": "accept"}, "choices.N"),
        ("S", "W", {"Q": "accept"}, "choices.Q"),
        ("S", "W", {"W": "maybe"}, "choices.W"),
        ("S", "W", {}, "choices"),
        ("S", "W", ["W"], "choices"),
    ],
)
def test_impossible_leads_are_refused_naming_the_field(led_from, proper_leader, choices, field):
    with pytest.raises(FactsError) as error:
        rule_dict(
            {
                "situation": "declarer_lead_out_of_turn",
                "declarer": "S",
                "led_from": led_from,
                "proper_leader": proper_leader,
                "choices": choices,
            }
        )
    assert error.value.field == field
