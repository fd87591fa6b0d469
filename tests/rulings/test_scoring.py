"""Duplicate scores (Law 77) checked against results every club player knows by heart."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lawsite.rulings.scoring import (
    Contract,
    parse_contract,
    score,
    score_for_side,
    table_and_adjusted_result,
    vulnerable_sides,
)


@pytest.mark.parametrize(
    ("contract", "vulnerable", "tricks", "expected"),
    [
        ("4H", "None", 10, 420),
        ("3NT", "All", 10, 630),
        ("1NTX", "All", 5, -500),
        ("7NTXX", "All", 13, 2980),
        ("6S", "None", 12, 980),
        ("2CX", "None", 8, 180),
        ("1NT", "None", 7, 90),
        ("3NT", "None", 9, 400),
        ("4S", "NS", 10, 620),
        ("5D", "None", 11, 400),
        ("6NT", "All", 12, 1440),
        ("7S", "None", 13, 1510),
        ("7NT", "Both", 13, 2220),
        ("3C", "None", 11, 150),
        ("2HX", "NS", 8, 670),
        ("1CXX", "-", 7, 230),
        ("1NTX", "All", 8, 380),
        ("2SX", "EW", 9, 570),
        ("4HXX", "None", 11, 1080),
    ],
)
def test_well_known_scores(contract, vulnerable, tricks, expected):
    assert score(contract, "N", vulnerable, tricks) == expected


@pytest.mark.parametrize(
    ("contract", "vulnerable", "ladder"),
    [
        ("4S", "None", [-50, -100, -150, -200]),
        ("4S", "All", [-100, -200, -300, -400]),
        ("4SX", "None", [-100, -300, -500, -800, -1100]),
        ("4SX", "All", [-200, -500, -800, -1100, -1400]),
        ("4SXX", "None", [-200, -600, -1000, -1600]),
        ("4SXX", "All", [-400, -1000, -1600, -2200]),
    ],
)
def test_undertrick_ladders(contract, vulnerable, ladder):
    scores = [score(contract, "E", vulnerable, 10 - down) for down in range(1, len(ladder) + 1)]
    assert scores == ladder


def test_the_largest_penalties():
    assert score("7NTXX", "S", "All", 0) == -7600
    assert score("7NTXX", "S", "None", 0) == -7000


def test_vulnerability_follows_declarer_side():
    assert score("4H", "E", "NS", 10) == 420
    assert score("4H", "W", "EW", 10) == 620


def test_passed_out_board_scores_nothing():
    assert score("Pass", "N", "All", 0) == 0
    assert score(None, "N", "All", 0) == 0


def test_score_for_side_is_zero_sum():
    assert score_for_side("3NT", "W", "None", 8) == {"EW": -50, "NS": 50}


def test_contract_parsing():
    assert parse_contract("4hx") == Contract(4, "H", 1)
    assert parse_contract("3N") == Contract(3, "NT", 0)
    assert str(parse_contract("6CXX")) == "6CXX"
    assert parse_contract("Pass") is None
    with pytest.raises(ValueError, match="not a contract"):
        parse_contract("8NT")


def test_vulnerability_parsing():
    assert vulnerable_sides("Both") == vulnerable_sides("All") == frozenset({"NS", "EW"})
    assert vulnerable_sides("Love") == frozenset()
    with pytest.raises(ValueError, match="not a vulnerability"):
        vulnerable_sides("NE")


def test_tricks_must_be_on_the_table():
    with pytest.raises(ValueError, match="0 to 13"):
        score("4H", "N", "None", 14)


class TestTransfer:
    def test_defender_revoke_gives_declarer_two_tricks(self):
        result = table_and_adjusted_result("4H", "S", "None", 9, 2, "NS")
        assert result["table"] == {"tricks": 9, "NS": -50, "EW": 50}
        assert result["adjusted"] == {"tricks": 11, "NS": 450, "EW": -450}
        assert result["moved"] == 2

    def test_declarer_revoke_gives_defenders_one_trick(self):
        result = table_and_adjusted_result("3NT", "E", "EW", 9, 1, "NS")
        assert result["table"]["EW"] == 600
        assert result["adjusted"] == {"tricks": 8, "EW": -100, "NS": 100}

    def test_no_transfer_leaves_the_table_result(self):
        result = table_and_adjusted_result("2D", "N", "None", 8, 0, None)
        assert result["adjusted"] == result["table"] == {"tricks": 8, "NS": 90, "EW": -90}
        assert result["moved"] == 0

    def test_defenders_cannot_give_more_tricks_than_they_took(self):
        result = table_and_adjusted_result("6S", "N", "None", 12, 2, "NS")
        assert result["adjusted"]["tricks"] == 13
        assert result["moved"] == 1

    def test_declarer_cannot_go_below_zero_tricks(self):
        result = table_and_adjusted_result("1C", "N", "None", 1, 2, "EW")
        assert result["adjusted"] == {"tricks": 0, "NS": -350, "EW": 350}
        assert result["moved"] == 1

    def test_transfer_needs_a_side(self):
        with pytest.raises(ValueError, match="transferred_to"):
            table_and_adjusted_result("1C", "N", "None", 7, 1, "N")


contracts = st.builds(Contract, st.integers(1, 7), st.sampled_from(["C", "D", "H", "S", "NT"]), st.integers(0, 2))
seats = st.sampled_from(["N", "E", "S", "W"])
vulnerabilities = st.sampled_from(["None", "NS", "EW", "All"])


@given(contracts, seats, vulnerabilities, st.integers(0, 12))
def test_one_more_trick_never_scores_less(contract, declarer, vulnerable, tricks):
    assert score(contract, declarer, vulnerable, tricks + 1) > score(contract, declarer, vulnerable, tricks)


@given(contracts, seats, vulnerabilities, st.integers(0, 13))
def test_doubling_raises_the_stakes(contract, declarer, vulnerable, tricks):
    plain = Contract(contract.level, contract.strain, 0)
    doubled = Contract(contract.level, contract.strain, 1)
    assert abs(score(doubled, declarer, vulnerable, tricks)) > abs(score(plain, declarer, vulnerable, tricks))
    assert (score(doubled, declarer, vulnerable, tricks) > 0) == (score(plain, declarer, vulnerable, tricks) > 0)


@given(contracts, seats, vulnerabilities, st.integers(0, 13), st.integers(0, 15), st.sampled_from(["NS", "EW"]))
def test_transfer_stays_on_the_table_and_is_zero_sum(contract, declarer, vulnerable, tricks, moved, side):
    result = table_and_adjusted_result(contract, declarer, vulnerable, tricks, moved, side)
    adjusted = result["adjusted"]
    assert 0 <= adjusted["tricks"] <= 13
    assert adjusted["NS"] == -adjusted["EW"]
    assert result["moved"] <= moved
