"""Rulings a director can trust (issue 22): never firm from incomplete facts, every fact the contract
names accepted, every outcome field saying the position after the choices made, each branch's clause cited."""

import pytest
from auction_play_cases import CASES, ib, later_lead, opening, penalty, premature, ruled
from hypothesis import given
from hypothesis import strategies as st
from test_auction_play_properties import SETTINGS, auction_facts, play_facts

from lawsite.rulings import FactsError, facts_from_dict, rule_dict


def revoke(winners, **extra):
    return {
        "situation": "revoke",
        "declarer": "S",
        "offender": "E",
        "revoke_trick": 5,
        "trick_winners": list(winners),
        "established": True,
        **extra,
    }


def refused(data):
    with pytest.raises(FactsError) as caught:
        rule_dict(data)
    return caught.value


# --- never a firm answer from incomplete facts ---------------------------------------------------------------


def test_a_partial_trick_list_rules_what_it_can_and_names_the_tricks_it_needs():
    ruling = rule_dict(revoke("SSNSS"))
    assert ruling["complete"] is False and ruling["missing_facts"] == ["trick_winners"]
    assert ruling["tricks_transferred"] is None and ruling["transferred_to"] == "NS"
    (pending,) = [s for s in ruling["steps"] if s["key"].startswith("revoke.transfer_pending")]
    assert pending["params"]["first"] == 6 and "tricks 6 to 13" in pending["text"]
    assert "revoke.no_rectification.no_trick_won" not in {s["key"] for s in ruling["steps"]}
    assert "63A1" in ruling["laws"]  # the establishment is firm: only the transfer waits


def test_the_same_list_completed_gives_the_firm_answer_either_way():
    assert rule_dict(revoke("SSNSSNNNNNNNN"))["tricks_transferred"] == 0
    assert rule_dict(revoke("SSNSSNNENNNNN"))["tricks_transferred"] == 1


def test_a_partial_list_that_already_settles_the_transfer_is_firm():
    ruling = rule_dict(revoke("SSNSEW", offender="E"))  # E won the revoke trick and W a later one: 64A1's two
    assert ruling["complete"] is True and ruling["tricks_transferred"] == 2


def test_an_offender_who_won_the_revoke_trick_owes_at_least_one_while_play_goes_on():
    ruling = rule_dict(revoke("SSNSE"))
    assert ruling["tricks_transferred"] is None
    (pending,) = [s for s in ruling["steps"] if s["key"] == "revoke.transfer_pending_won_by_offender"]
    assert pending["params"]["tricks"] == 1 and pending["clause"] == "64A1"


def test_an_established_revoke_with_no_trick_winners_asks_for_them():
    error = refused(revoke(""))
    assert error.field == "trick_winners" and error.missing
    assert "64A" in error.message


def test_an_unestablished_revoke_needs_no_trick_winners():
    ruling = rule_dict(revoke("", established=False))
    assert ruling["revoke_must_be_corrected"] is True and ruling["complete"] is True


def test_a_contradiction_is_not_reported_as_a_missing_fact():
    error = refused(revoke("SSNSSNNNNNNNN", revoke_trick=13))
    assert not error.missing


def test_dummys_question_with_the_play_not_over_waits_for_the_later_tricks():
    ruling = rule_dict(
        {
            "situation": "dummy_limitation",
            "declarer": "S",
            "violated_43A2": True,
            "event": "asked_about_revoke",
            "question_trick": 5,
            "revoke": {"offender": "S", "revoke_trick": 5, "trick_winners": list("WNEWE")},
        }
    )
    assert ruling["complete"] is False and ruling["missing_facts"] == ["revoke.trick_winners"]
    assert ruling["tricks_transferred"] is None


# --- every fact the contract names accepted, what follows derived ----------------------------------------------


def test_premature_play_reads_turn_relation():
    ruling = ruled(premature(offender="E", card="S5", turn_relation="partner"))
    assert "57A" in ruling["laws"] and ruling["penalty_card"] == "major"
    assert "57D" in ruled(premature(offender="E", card="S5", turn_relation="RHO", card_legal=True))["laws"]


def test_premature_play_reads_card_played_as_the_card():
    ruling = ruled(premature(offender="W", card_played="S5", turn_relation="LHO"))
    assert "57A" in ruling["laws"] and ruling["penalty_cards_remaining"] == ["S5"]


def test_premature_play_derives_the_turn_from_the_lead():
    # North led the ♠2: East was next, so West playing now played before his partner (57A).
    ruling = ruled(premature(offender="W", card="S5", led_by="N", card_led="S2"))
    assert "57A" in ruling["laws"]


@pytest.mark.parametrize(
    ("extra", "fields"),
    [
        ({"card": "S5", "card_played": "S6", "turn_relation": "partner"}, {"card", "card_played"}),
        ({"card": "S5", "turn_relation": "RHO", "turn_of": "W"}, {"turn_relation", "turn_of"}),
        ({"card": "S5", "led_by": "N", "card_led": "S2", "turn_of": "S"}, {"turn_of", "card_led"}),
    ],
)
def test_premature_play_refuses_a_contradiction_naming_both_fields(extra, fields):
    error = refused(premature(offender="W", **extra))
    assert error.field in fields
    other = (fields - {error.field}).pop()
    assert other in error.message or other.replace("_", " ") in error.message


@pytest.mark.parametrize("flag", ["declarer_played_both_hands", "dummy_prematurely_selected"])
def test_57c_needs_no_card(flag):
    ruling = ruled(premature(offender="E", **{flag: True}))
    assert ruling["no_rectification"] is True and ruling["card_played"] is None


def test_insufficient_bid_judged_comparable_needs_no_other_judgement():
    ruling = ruled(ib(accepted_by_lho=False, replacement="2S", comparable=True))
    assert "27B1(b)" in ruling["laws"] and ruling["offender_partner_must_pass"] == "no"


def test_penalty_card_whose_type_is_given_needs_no_exposure():
    listed = [{"owner": "W", "card": "S5", "type": "minor"}]
    ruling = ruled(penalty(offender="W", card="S5", penalty_cards=listed))
    assert ruling["penalty_card"] == "minor"


def test_a_penalty_card_given_twice_to_two_owners_is_refused_naming_the_offender():
    listed = [{"owner": "W", "card": "S5", "type": "minor"}]
    assert refused(penalty(offender="E", card="S5", penalty_cards=listed)).field == "offender"


def test_the_second_card_after_an_accepted_opening_lead_is_a_fact():
    ruling = ruled(opening(declarer_choice="accept_and_play", card_played="H2"))
    assert ruling["card_played"] == "H2" and ruling["card_may_be_withdrawn"] is False
    from_dummy = ruled(opening(card_played="H2", declarer_played_second_card_from="N"))
    assert "54B2" in from_dummy["laws"] and from_dummy["second_card_from"] == "N"
    assert refused(opening(declarer_choice="refuse", card_played="H2")).field == "card_played"


# --- outcome fields say the position after the choices made ---------------------------------------------------


def test_a_major_penalty_card_picked_up_after_the_suit_is_required_is_no_longer_a_penalty_card():
    major = [{"owner": "W", "card": "S5", "type": "major"}]
    ruling = ruled(penalty(penalty_cards=major, on_lead="E", declarer_choice="require_suit"))
    assert ruling["card_picked_up"] is True and ruling["penalty_card"] is None
    assert ruling["penalty_cards_remaining"] == [] and ruling["declarer_options"] == []
    assert ruling["must_play_penalty_card_at_first_legal_opportunity"] is False


def test_a_refused_later_lead_opens_declarers_50d2_choice():
    ruling = ruled(later_lead(declarer_choice="refuse"))
    assert ruling["declarer_options"] == ["require_suit", "forbid_suit", "no_restriction"]
    assert ruling["penalty_card"] == "major"
    chosen = ruled(later_lead(declarer_choice="refuse", then_partner_choice="forbid_suit"))
    assert chosen["declarer_options"] == [] and chosen["penalty_card"] is None
    assert ruled(later_lead(declarer_choice="accept"))["declarer_options"] == []


def test_a_minor_penalty_card_with_partner_on_lead_means_no_lead_restriction():
    minor = [{"owner": "W", "card": "S5", "type": "minor"}]
    assert ruled(penalty(penalty_cards=minor, on_lead="E"))["lead_restrictions"] is False
    major = [{"owner": "W", "card": "S5", "type": "major"}]
    assert ruled(penalty(penalty_cards=major, on_lead="E"))["lead_restrictions"] is True


# --- the clause of the branch --------------------------------------------------------------------------------


def test_an_opening_lead_out_of_turn_cites_the_clause_of_each_option():
    ruling = ruled(opening())
    assert {"54A", "54B", "54D"} <= set(ruling["laws"])
    assert "54A" in ruled(opening(declarer_choice="accept_become_dummy"))["laws"]
    assert "54B1" in ruled(opening(declarer_choice="accept_and_play"))["laws"]
    assert "54D" in ruled(opening(declarer_choice="refuse_free_lead"))["laws"]


def test_a_lead_by_the_declaring_side_is_54e_and_cannot_be_accepted():
    ruling = ruled(opening(led_by="N"))
    assert "54E" in ruling["laws"] and ruling["lead_can_be_accepted"] is False
    assert ruling["card_picked_up"] is True and ruling["penalty_card"] is None


# --- properties: no outcome field contradicts a step ---------------------------------------------------------

PICKED_UP_KEYS = {"penalty.require_suit", "penalty.forbid_suit", "opening_lead.misinformed"}


def contradictions(facts: dict, ruling: dict) -> list[str]:
    """Outcome fields that say something a step (or a choice given in the facts) denies."""
    found = []
    keys = {s["key"] for s in ruling["steps"]}
    remaining = ruling.get("penalty_cards_remaining")
    if ruling.get("card_picked_up") and remaining == [] and ruling["penalty_card"] not in (None, False):
        found.append("a card picked up is still called a penalty card")
    if ruling["penalty_card"] in ("major", "minor") and remaining == []:
        found.append("a penalty card with none remaining")
    if ruling.get("must_play_penalty_card_at_first_legal_opportunity") and remaining == []:
        found.append("must play a penalty card, yet none remains")
    if keys & PICKED_UP_KEYS and ruling.get("card_picked_up") is False:
        found.append("a step picks the card up, the field says it is not")
    choice = facts.get("declarer_choice")
    if choice and choice in (ruling.get("declarer_options") or []) and not facts.get("next_hand_played"):
        found.append(f"the choice made ({choice}) is still listed as open")
    if "penalty.minor_partner_free" in keys and ruling.get("lead_restrictions") is not False:
        found.append("the step says no lead restriction, the field does not")
    if ruling["tricks_transferred"] is None and ruling["complete"]:
        found.append("an unknown transfer in a complete ruling")
    return found


@pytest.mark.parametrize("facts", CASES, ids=lambda facts: facts["situation"])
def test_no_outcome_field_contradicts_a_step_in_the_worked_cases(facts):
    assert contradictions(facts, rule_dict(facts)) == []


@SETTINGS
@given(st.one_of(auction_facts(), play_facts()))
def test_no_outcome_field_contradicts_a_step_over_generated_facts(facts):
    try:
        ruling = rule_dict(facts)
    except FactsError:
        return
    assert contradictions(facts, ruling) == []


@SETTINGS
@given(
    winners=st.lists(st.sampled_from("NESW"), min_size=1, max_size=12),
    offender=st.sampled_from("NESW"),
    data=st.data(),
)
def test_a_revoke_ruling_is_complete_only_when_the_rest_of_play_cannot_change_it(winners, offender, data):
    revoke_trick = data.draw(st.integers(1, min(len(winners), 12)))
    facts = revoke(winners, offender=offender, revoke_trick=revoke_trick)
    ruling = rule_dict(facts)
    rest = 13 - len(winners)
    endings = [[seat] * rest for seat in "NESW"] + [
        list(data.draw(st.lists(st.sampled_from("NESW"), min_size=rest, max_size=rest)))
    ]
    outcomes = {
        rule_dict({**facts, "trick_winners": list(winners) + ending})["tricks_transferred"] for ending in endings
    }
    if ruling["complete"]:
        assert outcomes == {ruling["tricks_transferred"]}
    else:
        assert len(outcomes) > 1 and ruling["tricks_transferred"] is None
    facts_from_dict(facts)


@pytest.mark.parametrize(("call", "law"), [("1H", "31"), ("X", "32")])
@pytest.mark.parametrize("comparable", [True, False])
def test_a_call_at_partners_turn_rules_the_offenders_next_call_under_b2_as_in_a2(call, law, comparable):
    # North opens 1S and West calls at East's turn (his partner's); East and South call, then West at his turn.
    facts = {
        "situation": "call_out_of_rotation",
        "dealer": "N",
        "auction_before": ["1S"],
        "offender": "W",
        "irregular_call": call,
        "accepted_by_lho": False,
        "later_calls": ["2S", "P"],
        "offender_next_call": "3H",
        "comparable": comparable,
    }
    ruling = ruled(facts)
    branch = "(a)" if comparable else "(b)"
    assert [f"{law}B1", f"{law}B2", f"{law}A2{branch}"] == [c for c in ruling["laws"] if c.startswith(law)]
    assert ruling["offender_partner_must_pass"] == ("no" if comparable else "once")
