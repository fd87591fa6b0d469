"""Rulings by edition: each difference between the 2007 and 2017 Laws, ruled in both editions."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsite.rulings import FactsError, rule_dict
from lawsite.rulings.__main__ import run

W = list("WNNWSEWENEEWW")  # South wins trick 5, North-South win later tricks


def revoke(edition=None, **extra):
    data = {
        "situation": "revoke",
        "declarer": "S",
        "offender": "S",
        "revoke_trick": 5,
        "trick_winners": W,
        "established": True,
        **extra,
    }
    if edition:
        data["edition"] = edition
    return rule_dict(data)


def keys(ruling):
    return [s["key"] for s in ruling["steps"]]


def test_no_edition_is_2017_and_rules_as_before():
    assert revoke() == revoke("2017")
    assert revoke()["edition"] == "2017"
    assert revoke()["laws_to_consider"] == ["64C1"]


def test_an_unknown_edition_is_refused_naming_the_field():
    for value in ("1997", "2027", 2017, None, ""):
        with pytest.raises(FactsError) as error:
            revoke(value) if value else rule_dict({"situation": "revoke", "declarer": "S", "edition": value})
        assert error.value.field == "edition"


def test_cli_exits_2_naming_edition(capsys):
    import io

    out, err = io.StringIO(), io.StringIO()
    code = run(b'{"situation": "defective_trick", "declarer": "S", "edition": "2027"}', out, err)
    assert code == 2 and out.getvalue() == "" and err.getvalue().startswith("error: edition: ")


# 64B3: 2007 covers any faced card, 2017 only penalty cards and dummy's cards
def test_declarer_failing_to_play_his_own_faced_card_2007_no_transfer():
    ruling = revoke("2007", faced_card="declarer_faced_card")
    assert ruling["laws"] == ["63A1", "64B3"] and ruling["tricks_transferred"] == 0
    assert "revoke.no_rectification.declarer_faced_card" in keys(ruling)


def test_declarer_failing_to_play_his_own_faced_card_2017_transfers():
    ruling = revoke("2017", faced_card="declarer_faced_card")
    assert ruling["laws"] == ["63A1", "64A1"] and ruling["tricks_transferred"] == 2
    assert ruling["transferred_to"] == "EW"


@pytest.mark.parametrize("edition", ["2007", "2017"])
@pytest.mark.parametrize("faced", [True, "penalty_card"])
def test_a_defenders_penalty_card_is_an_exception_in_both(edition, faced):
    ruling = revoke(edition, offender="E", revoke_trick=3, trick_winners=list("NNESSSSSSSSSS"), faced_card=faced)
    assert "64B3" in ruling["laws"] and ruling["tricks_transferred"] == 0


@pytest.mark.parametrize("edition", ["2007", "2017"])
def test_dummy_card_names_dummy(edition):
    ruling = revoke(edition, offender="N", faced_card="dummy_card")
    assert ruling["laws"] == ["63A1", "64B3"]


@pytest.mark.parametrize(
    ("offender", "faced"),
    [
        ("S", "penalty_card"),
        ("N", "penalty_card"),
        ("E", "dummy_card"),
        ("E", "declarer_faced_card"),
        ("S", True),
        ("E", "yes"),
        ("E", 1),
    ],
)
def test_faced_card_of_the_wrong_hand_is_refused(offender, faced):
    with pytest.raises(FactsError) as error:
        revoke(offender=offender, faced_card=faced)
    assert error.value.field == "faced_card"


# 62C3 and 64B8 exist only in 2017
SAME_TRICK = dict(offender="W", revoke_trick=5, trick_winners=list("NNSEE"), other_side_revoked_same_trick=True)


def test_both_sides_revoking_on_one_trick_2017_both_corrected_nothing_transferred():
    ruling = revoke("2017", **SAME_TRICK)
    assert ruling["laws"] == ["63A1", "62C3", "62A", "64B8"]
    assert ruling["revoke_must_be_corrected"] is True and ruling["penalty_card"] is True
    assert ruling["tricks_transferred"] == 0 and ruling["equity_check"] is True


def test_both_sides_revoking_on_one_trick_2007_no_such_rule():
    ruling = revoke("2007", **SAME_TRICK)
    assert "62C3" not in ruling["laws"] and "64B8" not in ruling["laws"]
    assert ruling["laws"] == ["63A1", "64A2"] and ruling["revoke_must_be_corrected"] is False


def test_the_unestablished_revoke_of_the_same_trick_cites_62C3_in_2017_only():
    facts = dict(SAME_TRICK, offender="S", established=False)
    assert "62C3" in revoke("2017", **facts)["laws"]
    assert "62C3" not in revoke("2007", **facts)["laws"]


@pytest.mark.parametrize(
    "extra",
    [
        {"both_sides_revoked": True},
        {"established_by": "claim"},
        {"attention_drawn": "after_play"},
        {"trick_winners": list("NNSEEN")},
    ],
)
def test_same_trick_contradictions_are_refused(extra):
    with pytest.raises(FactsError) as error:
        revoke(**{**SAME_TRICK, **extra})
    assert error.value.field == "other_side_revoked_same_trick"


# 64C: one paragraph in 2007, C1 / C2(a) / C2(b) in 2017
def test_equity_is_64C_in_2007_and_64C1_in_2017():
    assert revoke("2007")["laws_to_consider"] == ["64C"]
    assert revoke("2017")["laws_to_consider"] == ["64C1"]


def test_subsequent_revoke_same_suit_lists_64C2a_in_2017():
    assert revoke("2017", subsequent_revoke_same_suit=True)["laws_to_consider"] == ["64C1", "64C2(a)"]
    assert revoke("2007", subsequent_revoke_same_suit=True)["laws_to_consider"] == ["64C"]


def test_both_sides_revoked_lists_64C2b_in_2017():
    assert revoke("2017", both_sides_revoked=True)["laws_to_consider"] == ["64C1", "64C2(b)"]
    assert revoke("2007", both_sides_revoked=True)["laws_to_consider"] == ["64C"]


def test_dummys_question_cites_the_editions_equity_clause():
    data = {
        "situation": "dummy_limitation",
        "declarer": "S",
        "violated_43A2": True,
        "event": "asked_about_revoke",
        "question_trick": 5,
        "revoke": {"offender": "S", "revoke_trick": 5, "trick_winners": W},
    }
    assert rule_dict({**data, "edition": "2007"})["laws_to_consider"] == ["64C"]
    assert rule_dict(data)["laws_to_consider"] == ["64C1"]


# 63A3 "makes or agrees to" (2007) vs 63A4 (2017)
CLAIM = dict(
    offender="E",
    revoke_trick=4,
    trick_winners=list("NSEESSNS"),
    claimed_tricks={"NS": 4, "EW": 1},
    established_by="agreed_claim",
)


def test_agreeing_to_a_claim_is_63A3_in_2007_and_63A4_in_2017():
    old, new = revoke("2007", **CLAIM), revoke("2017", **CLAIM)
    assert old["laws"] == ["63A3", "64A1"] and new["laws"] == ["63A4", "64A1"]
    assert keys(old)[0] == keys(new)[0] == "revoke.established_by_agreed_claim"
    assert old["tricks_transferred"] == new["tricks_transferred"] == 2


@pytest.mark.parametrize("edition", ["2007", "2017"])
def test_making_a_claim_is_63A3_in_both(edition):
    assert revoke(edition, **{**CLAIM, "established_by": "claim"})["laws"][0] == "63A3"


# 62D2: partner's two suits (2007) vs Law 16C (2017)
def test_twelfth_trick_partner_step_follows_the_edition():
    facts = dict(offender="E", revoke_trick=12, trick_winners=list("SNSSWNSSNSEES"), attention_drawn="after_play")
    old, new = revoke("2007", **facts), revoke("2017", **facts)
    assert "revoke.twelfth_trick_partner" in keys(old) and "revoke.twelfth_trick_partner_16C" in keys(new)
    assert "62D2" in old["laws_to_consider"] and "62D2" in new["laws_to_consider"]
    assert "16C" in next(s["text"] for s in new["steps"] if s["key"] == "revoke.twelfth_trick_partner_16C")


# 43A2(c): "on his own initiative" only in 2007; 43A1(a) and 43A3 change no outcome
@pytest.mark.parametrize("event", ["asked_about_revoke", "drew_attention_to_defender"])
def test_dummys_violation_step_follows_the_edition(event):
    data = {"situation": "dummy_limitation", "declarer": "S", "violated_43A2": True, "event": event}
    if event == "asked_about_revoke":
        data.update(question_trick=5, revoke={"offender": "S", "revoke_trick": 5, "trick_winners": W})
    old, new = rule_dict({**data, "edition": "2007"}), rule_dict(data)
    assert keys(old)[0] == "dummy.violated_limitation_own_initiative" and keys(new)[0] == "dummy.violated_limitation"
    assert old["laws"] == new["laws"] and old["tricks_transferred"] == new["tricks_transferred"]


@pytest.mark.parametrize("irregularity", ["lead_out_of_turn", "card_exposed", "revoke", "other"])
def test_dummy_without_violation_rules_alike_in_both(irregularity):
    data = {
        "situation": "dummy_limitation",
        "declarer": "S",
        "violated_43A2": False,
        "event": "drew_attention_to_defender",
        "defender_irregularity": irregularity,
    }
    old, new = rule_dict({**data, "edition": "2007"}), rule_dict(data)
    assert {**old, "edition": None} == {**new, "edition": None}


@pytest.mark.parametrize(
    "data",
    [
        {
            "situation": "declarer_lead_out_of_turn",
            "declarer": "S",
            "led_from": "N",
            "proper_leader": "S",
            "choices": {"E": "retract"},
        },
        {
            "situation": "defective_trick",
            "declarer": "S",
            "offender": "E",
            "defect": "failed_to_play",
            "discovered": "later",
            "holds_suit_led": True,
        },
    ],
)
def test_situations_without_differences_rule_alike(data):
    old, new = rule_dict({**data, "edition": "2007"}), rule_dict(data)
    assert old["edition"] == "2007" and {**old, "edition": None} == {**new, "edition": None}


@settings(max_examples=300, deadline=None)
@given(
    winners=st.lists(st.sampled_from("NESW"), min_size=13, max_size=13),
    offender=st.sampled_from("NESW"),
    revoke_trick=st.integers(1, 12),
    attention=st.sampled_from(["during_play", "after_play", "after_call_next_board", "after_round"]),
)
def test_outside_the_differences_both_editions_transfer_alike(winners, offender, revoke_trick, attention):
    """The 64A arithmetic and 64B1-B7 are the same in 2007 and 2017 (EDITIONS.md: unchanged)."""
    facts = dict(offender=offender, revoke_trick=revoke_trick, trick_winners=winners, attention_drawn=attention)
    old, new = revoke("2007", **facts), revoke("2017", **facts)
    for name in ("tricks_transferred", "transferred_to", "revoke_must_be_corrected", "equity_check"):
        assert old[name] == new[name], name
    assert [c for c in old["laws"]] == [c for c in new["laws"]]
