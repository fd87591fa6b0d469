"""Laws 28-32: a call out of rotation in rotation after all, accepted, or cancelled and rectified by its kind and turn."""

import pytest
from auction_play_cases import coor, ruled

from lawsite.rulings import FactsError, rule_dict


def test_call_at_a_barred_rhos_turn_counts_as_in_rotation():
    ruling = ruled(coor("1S", "S", auction=["1H"], barred_player="E"))
    assert ruling["laws"] == ["28", "28A"]
    assert ruling["call_in_rotation"] is True and ruling["call_cancelled"] is False


def test_correct_player_calling_first_forfeits_rectification_but_16c2_applies():
    ruling = ruled(coor("1S", "S", auction=["1H"], correct_player_called_first=True))
    assert {"28B", "16C2"} <= set(ruling["laws"])
    assert ruling["lead_restrictions"] is False
    assert ruling["ui_for_offending_side"] is True
    assert ruling["offender_partner_must_pass"] == "no"


def test_a_pass_followed_by_the_correct_players_call_is_listed_to_consider():
    ruling = ruled(coor("P", "S", auction=["1H"], correct_player_called_first=True))
    assert "28B" in ruling["laws_to_consider"]


def test_lho_accepts_by_calling():
    ruling = ruled(coor("1H", "S", accepted_by_lho=True))
    assert "29A" in ruling["laws"]
    assert ruling["call_cancelled"] is False and ruling["offender_partner_must_pass"] == "no"


def test_lho_calling_at_his_own_turn_accepts():
    ruling = ruled(coor("1H", "W", correct_player_called_first=True))
    assert "29A" in ruling["laws"] and ruling["call_cancelled"] is False


def test_pass_at_rhos_turn_the_offender_passes_once_and_26b_is_left_open():
    ruling = ruled(coor("P", "W", auction=["1H", "P"], accepted_by_lho=False))
    assert {"29B", "30A", "72C"} <= set(ruling["laws"])
    assert ruling["offender_must_pass"] == "once"
    assert ruling["offender_partner_must_pass"] == "no"
    assert ruling["lead_restrictions"] is None
    assert "30A" in ruling["laws_to_consider"]
    assert ruling["auction_reverts_to"] == "S"


def test_pass_at_partners_turn_leaves_partner_free_under_16c2():
    ruling = ruled(coor("P", "S", accepted_by_lho=False))
    assert {"30B1(a)", "16C2", "30B1(b)"} <= set(ruling["laws"])
    assert ruling["ui_for_offending_side"] is True
    assert ruling["offender_partner_must_pass"] is None  # depends on the offender's next call


def test_pass_at_partners_turn_then_a_comparable_call():
    ruling = ruled(coor("P", "S", accepted_by_lho=False, offender_next_call="1NT", comparable=True))
    assert {"30B1(b)(i)", "23C"} <= set(ruling["laws"])
    assert ruling["offender_partner_must_pass"] == "no" and ruling["lead_restrictions"] is False


def test_pass_at_partners_turn_then_a_call_that_is_not_comparable_bars_partner_once():
    ruling = ruled(coor("P", "S", accepted_by_lho=False, offender_next_call="1NT", comparable=False))
    assert {"30B1(b)(ii)", "26B", "72C"} <= set(ruling["laws"])
    assert ruling["offender_partner_must_pass"] == "once" and ruling["lead_restrictions"] is True
    assert [step["key"] for step in ruling["steps"]].count("withdrawn.ui") == 1


def test_pass_at_dealer_lhos_turn_is_30b():
    ruling = ruled(coor("P", "W", accepted_by_lho=False))
    assert "30B1(a)" in ruling["laws"]


def test_pass_at_lhos_turn_after_calling_is_a_change_of_call():
    ruling = ruled(coor("P", "N", auction=["1H"]))
    assert ruling["laws"][-1] == "30B2"
    assert ruling["change_of_call"] is True and ruling["governing_law"] == "25"


def test_bid_at_rhos_turn_rho_passes_the_offender_repeats():
    ruling = ruled(coor("1H", "E", accepted_by_lho=False, rho_action="P"))
    assert "31A1" in ruling["laws"]
    assert ruling["offender_must_repeat"] is True and ruling["offender_partner_must_pass"] == "no"


def test_bid_at_rhos_turn_repeated_must_be_the_same_call():
    with pytest.raises(FactsError) as error:
        rule_dict(coor("1H", "E", accepted_by_lho=False, rho_action="P", offender_next_call="2H"))
    assert error.value.field == "offender_next_call"


def test_bid_repeated_in_rotation_and_still_insufficient_goes_to_law_27():
    ruling = ruled(coor("1S", "E", auction=["1NT", "P", "P"], dealer="E", accepted_by_lho=False, rho_action="P"))
    assert ruling["governing_law"] == "27"


def test_bid_at_rhos_turn_rho_acts_and_a_comparable_call_costs_nothing():
    ruling = ruled(coor("1H", "E", accepted_by_lho=False, rho_action="1S", offender_next_call="2H", comparable=True))
    assert {"31A2", "31A2(a)", "26A", "23C"} <= set(ruling["laws"])
    assert ruling["offender_partner_must_pass"] == "no" and ruling["ui_for_offending_side"] is False


def test_bid_at_rhos_turn_rho_acts_and_a_call_not_comparable_bars_partner_once():
    ruling = ruled(coor("1H", "E", accepted_by_lho=False, rho_action="1S", offender_next_call="X", comparable=False))
    assert {"31A2(b)", "26B", "16C2", "72C"} <= set(ruling["laws"])
    assert ruling["offender_partner_must_pass"] == "once" and ruling["lead_restrictions"] is True


def test_bid_at_rhos_turn_pending_rhos_call():
    ruling = ruled(coor("1H", "E", accepted_by_lho=False))
    assert ruling["laws"][-1] == "31A"
    assert ruling["call_cancelled"] is True and ruling["auction_reverts_to"] == "N"


def test_bid_at_partners_turn_is_31b():
    ruling = ruled(coor("1H", "S", accepted_by_lho=False, offender_next_call="2H", comparable=False))
    assert {"31B1", "16C2", "31A2(b)"} <= set(ruling["laws"])
    assert ruling["offender_partner_must_pass"] == "once"


def test_an_artificial_bid_follows_its_denominations_and_an_artificial_pass_is_law_31():
    assert "29C" in ruled(coor("1H", "S", accepted_by_lho=False, call_artificial=True))["laws"]
    ruling = ruled(coor("P", "S", accepted_by_lho=False, call_artificial=True))
    assert "30C" in ruling["laws"] and ruling["governing_law"] == "31"


def test_bid_at_lhos_turn_after_calling_is_a_change_of_call():
    ruling = ruled(coor("1S", "N", auction=["1H"]))
    assert ruling["laws"][-1] == "31C" and ruling["change_of_call"] is True


def test_double_at_partners_turn_bars_partner_once_when_not_comparable():
    ruling = ruled(
        coor("X", "S", auction=["1H"], dealer="W", accepted_by_lho=False, offender_next_call="2S", comparable=False)
    )
    assert {"32B1", "32A2(b)", "26B"} <= set(ruling["laws"])
    assert "32A2(b)" in ruling["laws_to_consider"]
    assert ruling["offender_partner_must_pass"] == "once"


def test_double_at_rhos_turn_repeated_after_a_pass():
    ruling = ruled(coor("X", "W", auction=["1H", "P"], accepted_by_lho=False, rho_action="P"))
    assert "32A1" in ruling["laws"] and ruling["offender_must_repeat"] is True


def test_an_inadmissible_double_is_never_accepted():
    ruling = ruled(coor("X", "W", accepted_by_lho=True))
    assert ruling["governing_law"] == "36" and ruling["call_cancelled"] is True


@pytest.mark.parametrize(
    ("facts", "field"),
    [
        (coor("1H", "N"), "turn_of"),
        ({"situation": "call_out_of_rotation", "offender": "E", "irregular_call": "1H"}, "turn_of"),
        (coor("1H", "E"), "accepted_by_lho"),
        (coor("1H", "E", turn_relation="partner"), "turn_relation"),
        (coor("1H", "S", accepted_by_lho=False, rho_action="P"), "rho_action"),
        (coor("1H", "E", accepted_by_lho=False, rho_action="P", later_calls=["1S"]), "later_calls[0]"),
        (coor("1H", "E", accepted_by_lho=False, later_calls=["P", "P"]), "later_calls"),
        (coor("1H", "S", correct_player_called_first=True), "correct_player_called_first"),
        (coor("1H", "E", accepted_by_lho=False, rho_action="1S", offender_next_call="2H"), "comparable"),
        (
            coor("1H", "E", accepted_by_lho=False, rho_action="1S", offender_next_call="1C", comparable=True),
            "offender_next_call",
        ),
        (coor("P", "W", auction=["1H", "P"], accepted_by_lho=False, offender_next_call="1S"), "offender_next_call"),
        (
            {"situation": "call_out_of_rotation", "offender": "E", "irregular_call": "1H", "turn_relation": "LHO"},
            "offender_previously_called",
        ),
        (coor("1H", "E", edition="2007"), "edition"),
        (coor("1H", "E", irregular_call="1X"), "irregular_call"),
    ],
)
def test_bad_facts_name_their_field(facts, field):
    with pytest.raises(FactsError) as error:
        rule_dict(facts)
    assert error.value.field == field
