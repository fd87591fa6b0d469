"""Weighted adjusted scores (12C1(c)) in total points, IMPs and matchpoints, worked by hand."""

import io
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lawsite.rulings import FactsError, rule_dict
from lawsite.rulings.__main__ import run
from lawsite.rulings.weighted_score import imps, matchpoints

FOUR_SPADES = [{"contract": "4S", "tricks": 10, "weight": 0.4}, {"contract": "4S", "tricks": 9, "weight": "60%"}]


def weighted(**extra):
    return {"situation": "weighted_score", "vulnerable": "None", "declarer": "S", "outcomes": FOUR_SPADES, **extra}


def test_total_points_weight_each_score():
    # 4♠= non-vulnerable is +420, 4♠-1 is -50: 40% of 420 and 60% of -50 = 168 - 30 = 138.
    ruling = rule_dict(weighted(scoring="total_points"))
    result = ruling["weighted_score"]
    assert [row["score_ns"] for row in result["outcomes"]] == [420, -50]
    assert result["result_ns"] == 138
    assert result["result_ew"] == -138
    assert ruling["laws"] == ["12C1(c)", "77", "78C"]
    assert ruling["steps"][-1]["text"] == "In total points the weighted score is 138 points to NS."


def test_imps_convert_each_outcome_then_weight():
    # Against +420 at the other table: 4♠= is 0 IMPs, 4♠-1 is -470, -10 IMPs; 60% of -10 = -6.
    result = rule_dict(weighted(scoring="imps", other_table_score=420))["weighted_score"]
    assert [row["imps_ns"] for row in result["outcomes"]] == [0, -10]
    assert result["result_ns"] == -6


def test_imps_vulnerable_against_a_minus_score():
    # Vulnerable: 4♠= +620 against -100 at the other table is 720, 12 IMPs; 4♠-1 -100 against -100 is 0.
    result = rule_dict(weighted(vulnerable="All", scoring="imps", other_table_score=-100))["weighted_score"]
    assert [row["score_ns"] for row in result["outcomes"]] == [620, -100]
    assert [row["imps_ns"] for row in result["outcomes"]] == [12, 0]
    assert result["result_ns"] == 4.8


def test_matchpoints_score_each_outcome_then_weight():
    # Other scores 420, 420, -50, 450, 170 (top 10): +420 beats two and ties two, 6; -50 ties one, 1.
    # 40% of 6 + 60% of 1 = 3 of 10 to NS, 7 to EW, 30%.
    ruling = rule_dict(weighted(scoring="matchpoints", other_scores=[420, 420, -50, 450, 170]))
    result = ruling["weighted_score"]
    assert [row["matchpoints_ns"] for row in result["outcomes"]] == [6, 1]
    assert (result["result_ns"], result["result_ew"], result["top"], result["percent_ns"]) == (3, 7, 10, 30)
    assert ruling["laws"] == ["12C1(c)", "77", "78A"]


def test_an_east_west_declarer_scores_from_north_souths_side():
    data = {
        "situation": "weighted_score",
        "vulnerable": "EW",
        "outcomes": [
            {"contract": "3NT", "declarer": "E", "tricks": 9, "weight": "1/3"},
            {"contract": "4SX", "declarer": "N", "tricks": 8, "weight": "2/3"},
        ],
        "scoring": "total_points",
    }
    result = rule_dict(data)["weighted_score"]
    # 3NT= vulnerable +600 to EW; 4♠X-2 non-vulnerable -300 to NS: (-600 - 600) / 3 = -400.
    assert [row["score_ns"] for row in result["outcomes"]] == [-600, -300]
    assert result["result_ns"] == -400


@pytest.mark.parametrize(
    ("data", "field"),
    [
        (weighted(scoring="total_points", outcomes=[{**FOUR_SPADES[0], "weight": 0.5}, FOUR_SPADES[1]]), "outcomes"),
        (weighted(scoring="imps"), "other_table_score"),
        (weighted(scoring="matchpoints"), "other_scores"),
        (weighted(scoring="total_points", other_scores=[1]), "other_scores"),
        (weighted(scoring="points"), "scoring"),
        ({**weighted(scoring="total_points"), "declarer": None}, "declarer"),
        (weighted(scoring="total_points", vulnerable="Some"), "vulnerable"),
        (
            weighted(scoring="total_points", outcomes=[{"contract": "4S", "tricks": 14, "weight": 1}]),
            "outcomes[0].tricks",
        ),
        (
            weighted(scoring="total_points", outcomes=[{"contract": "4Z", "tricks": 9, "weight": 1}]),
            "outcomes[0].contract",
        ),
        (
            weighted(scoring="total_points", outcomes=[{"contract": "4S", "tricks": 9, "weight": "0"}, FOUR_SPADES[0]]),
            "outcomes[0].weight",
        ),
        (weighted(scoring="total_points", edition="2007"), "edition"),
    ],
)
def test_bad_facts_name_their_field(data, field):
    with pytest.raises(FactsError) as error:
        rule_dict(data)
    assert error.value.field == field


def test_the_cli_exits_2_naming_the_field():
    out, err = io.StringIO(), io.StringIO()
    code = run(json.dumps(weighted(scoring="imps")).encode(), out, err)
    assert code == 2
    assert err.getvalue().startswith("error: other_table_score: ")
    assert out.getvalue() == ""


@pytest.mark.parametrize(
    ("difference", "expected"), [(0, 0), (10, 0), (20, 1), (-50, -2), (470, 10), (720, 12), (3990, 23), (4000, 24)]
)
def test_the_imp_scale_of_78b(difference, expected):
    assert imps(difference) == expected


def test_matchpoints_count_two_for_a_score_beaten_one_for_a_tie():
    assert matchpoints(100, [50, 100, 200]) == 3


@given(
    st.lists(st.tuples(st.integers(7, 13), st.integers(1, 9)), min_size=1, max_size=5),
    st.sampled_from(["None", "NS", "EW", "All"]),
)
def test_the_weighted_total_lies_between_the_outcomes(outcomes, vulnerable):
    total = sum(weight for _, weight in outcomes)
    data = {
        "situation": "weighted_score",
        "vulnerable": vulnerable,
        "declarer": "N",
        "outcomes": [{"contract": "1NT", "tricks": tricks, "weight": f"{w}/{total}"} for tricks, w in outcomes],
        "scoring": "total_points",
    }
    result = rule_dict(data)["weighted_score"]
    scores = [row["score_ns"] for row in result["outcomes"]]
    assert min(scores) - 0.01 <= result["result_ns"] <= max(scores) + 0.01
