"""Facts that cannot happen at the table are refused, naming the field to fix."""

import pytest

from lawsite.rulings import FactsError, facts_from_dict
from lawsite.rulings.facts import RevokeFacts

WINNERS = list("WNNWSEWENEEWW")


def revoke(**changes):
    data = {
        "situation": "revoke",
        "declarer": "S",
        "offender": "S",
        "revoke_trick": 5,
        "trick_winners": WINNERS,
        "established": True,
    }
    data.update(changes)
    return {key: value for key, value in data.items() if value is not None}


def refused(data):
    with pytest.raises(FactsError) as error:
        facts_from_dict(data)
    return error.value


def test_good_revoke_facts_become_typed_facts_with_defaults():
    facts = facts_from_dict(revoke())
    assert isinstance(facts, RevokeFacts)
    assert facts.trick_winners == tuple(WINNERS)
    assert (facts.attention_drawn, facts.faced_card, facts.table.dummy) == ("during_play", False, "N")


def test_unknown_seat_message_names_the_field_and_the_seats():
    error = refused(revoke(declarer="X"))
    assert str(error) == "declarer: 'X' is not a seat (N, E, S, W)"


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"situation": "concession"}, "situation"),  # "claim" is a situation since issue 24
        ({"situation": None}, "situation"),
        ({"offender": "south"}, "offender"),
        ({"revoke_trick": 0}, "revoke_trick"),
        ({"revoke_trick": 14}, "revoke_trick"),
        ({"revoke_trick": "5"}, "revoke_trick"),
        ({"revoke_trick": True}, "revoke_trick"),
        ({"revoke_trick": 5.0}, "revoke_trick"),
        ({"revoke_trick": 13}, "revoke_trick"),
        ({"trick_winners": WINNERS[:4]}, "trick_winners"),
        ({"trick_winners": WINNERS[:3], "established": False}, "revoke_trick"),
        ({"trick_winners": WINNERS + ["N"]}, "trick_winners"),
        ({"trick_winners": ["W", "N", "Z", "S", "S"]}, "trick_winners[2]"),
        ({"trick_winners": "WNNWS"}, "trick_winners"),
        ({"established": None}, "established"),
        ({"established": 1}, "established"),
        ({"established": False, "attention_drawn": "after_round"}, "established"),
        ({"established": False, "both_sides_revoked": True}, "both_sides_revoked"),
        ({"faced_card": True}, "faced_card"),
        ({"attention_drawn": "never"}, "attention_drawn"),
        ({"faced_cards": True}, "faced_cards"),
        ({"suit": "NT"}, "suit"),
    ],
)
def test_bad_or_contradictory_revoke_facts_name_the_field(changes, field):
    assert refused(revoke(**changes)).field == field


def test_unestablished_revoke_may_be_on_the_trick_still_being_played():
    facts = facts_from_dict(revoke(trick_winners=WINNERS[:4], established=False))
    assert facts.revoke_trick == len(facts.trick_winners) + 1


@pytest.mark.parametrize("data", [[], "revoke", 3, None])
def test_input_that_is_not_an_object_is_refused(data):
    assert refused(data).field == "input"


def test_nested_revoke_must_be_an_object():
    error = refused(
        {
            "situation": "dummy_limitation",
            "declarer": "S",
            "violated_43A2": True,
            "event": "asked_about_revoke",
            "question_trick": 3,
            "revoke": [1],
        }
    )
    assert error.field == "revoke"
