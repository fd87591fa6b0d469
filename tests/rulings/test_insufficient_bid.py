"""Law 27: an insufficient bid accepted, replaced at no cost, or costing partner the rest of the auction."""

import pytest
from auction_play_cases import ib, ruled

from lawsite.rulings import FactsError, rule_dict


def test_lho_accepts_by_calling_and_the_auction_goes_on():
    ruling = ruled(ib(accepted_by_lho=True))
    assert ruling["laws"] == ["27A1"]
    assert ruling["call_cancelled"] is False
    assert ruling["offender_partner_must_pass"] == "no"
    assert ruling["lead_restrictions"] is False
    assert ruling["further_rectification"] is False


def test_a_premature_replacement_is_cancelled_when_the_bid_is_accepted():
    ruling = ruled(ib(accepted_by_lho=True, premature_replacement=True, replacement="2S"))
    assert ruling["laws"] == ["27A1", "27C", "16C2"]
    assert ruling["ui_for_offending_side"] is True


def test_lowest_bid_in_the_same_denomination_costs_nothing():
    ruling = ruled(ib(accepted_by_lho=False, replacement="2S", specifies_same_denominations=True))
    assert {"27B1(a)", "27D"} <= set(ruling["laws"])
    assert ruling["offender_partner_must_pass"] == "no"
    assert ruling["lead_restrictions"] is False
    assert ruling["ui_for_offending_side"] is False
    assert ruling["adjustment_possible"] is True
    assert ruling["adjusted_score"] is None
    assert ruling["call_cancelled"] is True and ruling["auction_reverts_to"] == "E"


def test_the_directors_finding_of_damage_gives_an_adjusted_score_under_27d():
    damaged = ruled(
        ib(
            accepted_by_lho=False,
            replacement="2S",
            specifies_same_denominations=True,
            nos_damaged=True,
            assistance_gained=True,
        )
    )
    assert damaged["adjusted_score"] is True and "12C1(b)" in damaged["laws"]
    undamaged = ruled(ib(accepted_by_lho=False, replacement="2S", specifies_same_denominations=True, nos_damaged=False))
    assert undamaged["adjusted_score"] is False


def test_a_natural_bid_corrected_in_its_denomination_needs_no_separate_judgement():
    ruling = ruled(ib(accepted_by_lho=False, replacement="2S", call_artificial=False))
    assert "27B1(a)" in ruling["laws"] and ruling["offender_partner_must_pass"] == "no"


def test_whether_it_specifies_the_same_denominations_is_asked_never_guessed():
    with pytest.raises(FactsError) as error:
        rule_dict(ib(accepted_by_lho=False, replacement="2S"))
    assert error.value.field == "specifies_same_denominations"


def test_a_jump_in_the_same_suit_is_not_the_lowest_sufficient_bid():
    ruling = ruled(ib(accepted_by_lho=False, replacement="3S", specifies_same_denominations=True, comparable=False))
    assert "27B2" in ruling["laws"]
    assert ruling["offender_partner_must_pass"] == "always"
    not_lowest = next(step for step in ruling["steps"] if step["key"] == "insufficient.not_lowest")
    assert not_lowest["params"]["lowest_call"] == "2♠"


def test_a_comparable_call_costs_nothing_but_the_27d_check():
    ruling = ruled(ib(accepted_by_lho=False, replacement="3S", comparable=True))
    assert {"27B1(b)", "26A", "27D"} <= set(ruling["laws"])
    assert ruling["offender_partner_must_pass"] == "no"
    assert ruling["lead_restrictions"] is False


def test_a_sufficient_bid_that_is_not_comparable_bars_partner_for_the_rest_of_the_auction():
    ruling = ruled(ib(accepted_by_lho=False, replacement="3S", comparable=False))
    assert {"27B2", "26B", "16C2", "72C"} <= set(ruling["laws"])
    assert ruling["offender_partner_must_pass"] == "always"
    assert ruling["offender_partner"] == "W"
    assert ruling["lead_restrictions"] is True
    assert ruling["lead_restriction_type"] == "prohibit_one_suit"
    assert ruling["ui_for_offending_side"] is True
    assert "26B" in ruling["laws_to_consider"]  # the amendment that left only "prohibit"


def test_a_pass_that_is_not_comparable_falls_under_27b2():
    ruling = ruled(ib(accepted_by_lho=False, replacement="P", comparable=False))
    assert "27B2" in ruling["laws"] and ruling["offender_partner_must_pass"] == "always"


def test_a_double_that_is_not_comparable_is_cancelled():
    ruling = ruled(ib(accepted_by_lho=False, replacement="X", comparable=False))
    assert "27B3" in ruling["laws"]
    assert ruling["offender_partner_must_pass"] == "always"


def test_a_comparable_double_is_allowed():
    ruling = ruled({**ib(accepted_by_lho=False, replacement="X", comparable=True), "auction_before": ["2H"]})
    assert "27B1(b)" in ruling["laws"] and ruling["offender_partner_must_pass"] == "no"


def test_an_inadmissible_comparable_double_is_refused():
    with pytest.raises(FactsError) as error:
        rule_dict({**ib(accepted_by_lho=False, replacement="XX", comparable=True)})
    assert error.value.field == "replacement"


def test_a_second_insufficient_bid_not_accepted_is_ruled_as_27b3():
    ruling = ruled(ib(accepted_by_lho=False, replacement="1H"))
    assert {"27B4", "27B3"} <= set(ruling["laws"]) and ruling["offender_partner_must_pass"] == "always"


def test_a_second_insufficient_bid_accepted_stands():
    ruling = ruled(ib(accepted_by_lho=False, replacement="1H", second_ib_accepted=True))
    assert "27B4" in ruling["laws"] and ruling["offender_partner_must_pass"] == "no"
    assert "26B" in ruling["laws_to_consider"]


def test_before_the_replacement_the_ruling_lists_what_each_choice_costs():
    ruling = ruled(ib(accepted_by_lho=False))
    assert ruling["laws"] == ["27B", "27B1(a)", "27B1(b)", "27B2"]
    assert ruling["steps"][2]["params"]["lowest_call"] == "2♠"
    assert ruling["offender_partner_must_pass"] is None


def test_an_insufficient_bid_out_of_rotation_goes_to_law_31_first():
    ruling = ruled(ib(offender="W"))
    assert ruling["laws"] == ["27A2"]
    assert ruling["governing_law"] == "31"


def test_the_premature_replacement_stands_and_is_ruled_on():
    ruling = ruled(ib(accepted_by_lho=False, premature_replacement=True, replacement="3S", comparable=True))
    assert {"27C", "27B1(b)"} <= set(ruling["laws"])


def test_without_the_auction_a_bid_above_the_insufficient_one_is_taken_as_sufficient():
    facts = {
        "situation": "insufficient_bid",
        "offender": "E",
        "irregular_call": "1S",
        "accepted_by_lho": False,
        "replacement": "2S",
        "specifies_same_denominations": True,
    }
    assert "27B1(a)" in rule_dict(facts)["laws"]


@pytest.mark.parametrize(
    ("facts", "field"),
    [
        (ib(irregular_call="2S"), "irregular_call"),
        (ib(irregular_call="P"), "irregular_call"),
        (ib(irregular_call="8S"), "irregular_call"),
        (ib(auction_before=["1NT", "P", "P", "P"]), "auction_before"),
        (ib(auction_before=["1NT", "1C"]), "auction_before[1]"),
        ({**ib(), "dealer": None}, "dealer"),
        ({k: v for k, v in ib(accepted_by_lho=True).items() if k != "dealer"}, "dealer"),
        (ib(), "accepted_by_lho"),
        (ib(accepted_by_lho=True, replacement="2S"), "replacement"),
        (ib(accepted_by_lho=False, replacement="2S", offender_next_call="3S"), "offender_next_call"),
        (ib(accepted_by_lho=False, replacement="3S"), "comparable"),
        (ib(accepted_by_lho=False, replacement="3S", second_ib_accepted=True), "second_ib_accepted"),
        (ib(turn_of="S"), "turn_of"),
        (ib(turn_relation="partner"), "turn_relation"),
        (ib(offender_previously_called=True), "offender_previously_called"),
        (ib(comparible=True), "comparible"),
        (ib(edition="2007"), "edition"),
        (ib(edition="1997"), "edition"),
    ],
)
def test_bad_facts_name_their_field(facts, field):
    with pytest.raises(FactsError) as error:
        rule_dict(facts)
    assert error.value.field == field


def test_no_lead_restrictions_once_the_offenders_side_declares():
    ruling = ruled(ib(accepted_by_lho=False, replacement="3S", comparable=False, declarer="W"))
    assert ruling["lead_restrictions"] is False and ruling["offender_partner_must_pass"] == "always"
    assert "withdrawn.lead_restrictions" not in [step["key"] for step in ruling["steps"]]
