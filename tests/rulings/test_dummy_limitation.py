"""Dummy's limitations (Law 43), after the commentary in seed 000.

South declares, so North is dummy and East-West defend.
"""

import pytest

from lawsite.rulings import FactsError, rule_dict


def asked(winners, revoke_trick, question_trick, violated=True, offender="S"):
    return rule_dict(
        {
            "situation": "dummy_limitation",
            "declarer": "S",
            "violated_43A2": violated,
            "event": "asked_about_revoke",
            "question_trick": question_trick,
            "revoke": {"offender": offender, "revoke_trick": revoke_trick, "trick_winners": list(winners)},
        }
    )


def drew_attention(violated, irregularity=None):
    data = {
        "situation": "dummy_limitation",
        "declarer": "S",
        "violated_43A2": violated,
        "event": "drew_attention_to_defender",
    }
    if irregularity:
        data["defender_irregularity"] = irregularity
    return rule_dict(data)


def test_dummy_looks_at_a_defenders_hand_then_asks_about_declarers_revoke_two_tricks_to_defenders():
    ruling = asked("WNEWSEWENEEWW", revoke_trick=5, question_trick=5)
    assert ruling["laws"] == ["43A2", "43B2(b)", "64A1"]
    assert ruling["revoke_must_be_corrected"] is True
    assert (ruling["tricks_transferred"], ruling["transferred_to"]) == (2, "EW")
    assert ruling["penalty_card"] is False


def test_question_on_the_next_trick_leaves_the_revoke_trick_out_of_the_transfer():
    ruling = asked("WNEWSEWENEEWW", revoke_trick=5, question_trick=6)
    assert ruling["laws"] == ["43A2", "43B2(b)", "64A1"]
    assert ruling["tricks_transferred"] == 1
    assert ruling["steps"][2]["key"] == "dummy.only_later_trick_eligible"


def test_only_tricks_from_the_question_on_count_so_a_trick_won_before_it_moves_nothing():
    winners = "WNEWSNWEWEEWW"
    plain = rule_dict(
        {
            "situation": "revoke",
            "declarer": "S",
            "offender": "S",
            "revoke_trick": 5,
            "trick_winners": list(winners),
            "established": True,
        }
    )
    ruling = asked(winners, revoke_trick=5, question_trick=6)
    assert plain["tricks_transferred"] == 2
    assert ruling["tricks_transferred"] == 1
    late = asked("WNEWSEWEWEEWW", revoke_trick=5, question_trick=6)
    assert (late["tricks_transferred"], late["transferred_to"]) == (0, None)
    assert late["laws"] == ["43A2", "43B2(b)"]


def test_revoke_trick_won_in_dummy_gives_one_trick_under_64A2():
    ruling = asked("WNEWNEWEWEEWW", revoke_trick=5, question_trick=5)
    assert ruling["laws"] == ["43A2", "43B2(b)", "64A2"]
    assert ruling["tricks_transferred"] == 1


def test_dummy_who_broke_no_limitation_may_ask_and_the_revoke_is_simply_corrected():
    ruling = asked("WNEWSEWENEEWW", revoke_trick=5, question_trick=5, violated=False)
    assert ruling["laws"] == ["61B2(a)", "62A", "62B2"]
    assert ruling["revoke_must_be_corrected"] is True
    assert ruling["tricks_transferred"] == 0 and ruling["equity_check"] is False


def test_after_a_violation_a_defenders_lead_out_of_turn_pointed_out_by_dummy_is_accepted():
    ruling = drew_attention(True, "lead_out_of_turn")
    assert ruling["laws"] == ["43A2", "43B3"]
    assert "dummy.lead_accepted" in [s["key"] for s in ruling["steps"]]
    assert ruling["split_score_possible"] is True
    assert ruling["penalty_card"] is False


def test_after_a_violation_a_defenders_exposed_card_goes_back_to_hand_without_penalty():
    ruling = drew_attention(True, "card_exposed")
    assert ruling["penalty_card"] is False
    assert "dummy.card_back_to_hand" in [s["key"] for s in ruling["steps"]]


def test_after_a_violation_an_unestablished_defender_revoke_is_still_corrected():
    ruling = drew_attention(True, "revoke")
    assert ruling["revoke_must_be_corrected"] is True
    assert ruling["penalty_card"] is False
    assert ruling["tricks_transferred"] == 0


def test_without_a_violation_the_defenders_irregularity_is_rectified_and_law_90_may_apply():
    ruling = drew_attention(False, "card_exposed")
    assert ruling["laws"] == ["43A1(b)", "49"]
    assert ruling["laws_to_consider"] == ["90"]
    assert ruling["penalty_card"] is True
    assert ruling["split_score_possible"] is False


def test_without_a_violation_a_defenders_corrected_revoke_leaves_a_penalty_card():
    ruling = drew_attention(False, "revoke")
    assert ruling["laws"] == ["43A1(b)", "62A", "62B1"]
    assert ruling["revoke_must_be_corrected"] is True and ruling["penalty_card"] is True


def test_procedural_penalty_is_against_the_declaring_side():
    ruling = drew_attention(False)
    assert ruling["steps"][-1]["params"] == {"side": "NS"}


@pytest.mark.parametrize(
    ("offender", "revoke_trick", "question_trick", "field"),
    [
        ("E", 5, 5, "revoke.offender"),
        ("S", 5, 9, "question_trick"),
        ("S", 5, 4, "question_trick"),
        ("S", 5, 7, "question_trick"),
        ("S", 8, 8, "revoke.trick_winners"),
    ],
)
def test_impossible_questions_are_refused_naming_the_field(offender, revoke_trick, question_trick, field):
    with pytest.raises(FactsError) as error:
        asked("WNEWSEW", revoke_trick=revoke_trick, question_trick=question_trick, offender=offender)
    assert error.value.field == field


def test_question_fields_do_not_belong_to_drawing_attention():
    with pytest.raises(FactsError) as error:
        rule_dict(
            {
                "situation": "dummy_limitation",
                "declarer": "S",
                "violated_43A2": True,
                "event": "drew_attention_to_defender",
                "question_trick": 3,
            }
        )
    assert error.value.field == "question_trick"
