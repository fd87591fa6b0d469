"""`python -m lawsite.rulings`: JSON in, JSON out, exit 0; bad input exits 2 with one line on stderr."""

import io
import json
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from lawsite.rulings.__main__ import run
from lawsite.rulings.facts import AUCTION_PLAY_SITUATIONS, SITUATIONS

ROOT = Path(__file__).resolve().parents[2]
REQUIRED_OUTPUT = {
    "laws",
    "tricks_transferred",
    "transferred_to",
    "steps",
    "revoke_must_be_corrected",
    "decided_by",
    "lead_retracted",
    "lead_from",
    "penalty_card",
    "split_score_possible",
    "equity_check",
}
REVOKE = {
    "situation": "revoke",
    "declarer": "S",
    "offender": "S",
    "revoke_trick": 5,
    "trick_winners": list("WNNWSEWENEEWW"),
    "established": True,
}


def call(raw: bytes):
    out, err = io.StringIO(), io.StringIO()
    code = run(raw, out, err)
    return code, out.getvalue(), err.getvalue()


def check_contract(code, out, err):
    """Exit 0 with a full ruling and a quiet stderr, or exit 2 with one error line and no stdout."""
    assert code in (0, 2)
    if code == 0:
        ruling = json.loads(out)
        assert REQUIRED_OUTPUT <= set(ruling)
        assert all({"key", "text", "clause"} <= set(s) for s in ruling["steps"])
        assert err == ""
    else:
        assert out == ""
        assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1


def test_revoke_ruling_on_stdout():
    code, out, err = call(json.dumps(REVOKE).encode())
    assert code == 0 and err == ""
    assert json.loads(out)["tricks_transferred"] == 2


def test_bad_seat_exits_2_naming_the_field():
    code, out, err = call(json.dumps(dict(REVOKE, declarer="X")).encode())
    assert (code, out) == (2, "")
    assert err == "error: declarer: 'X' is not a seat (N, E, S, W)\n"


def test_input_that_is_not_json_or_not_utf8_exits_2():
    for raw in (b"", b"{", b"\xff\xfe", b"[" * 100000):
        code, out, err = call(raw)
        assert (code, out) == (2, "")
        assert err.startswith("error: input: not valid JSON")


def test_real_process_writes_the_ruling():
    done = subprocess.run(
        [sys.executable, "-m", "lawsite.rulings"],
        input=json.dumps(REVOKE).encode(),
        capture_output=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 0 and done.stderr == b""
    assert json.loads(done.stdout)["laws"] == ["63A1", "64A1"]


def test_real_process_refuses_bad_facts_without_traceback():
    done = subprocess.run(
        [sys.executable, "-m", "lawsite.rulings"],
        input=b'{"situation": "revoke"}',
        capture_output=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr == b"error: declarer: is required\n"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-20, 20) | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=300)
@given(json_values)
def test_any_json_value_gives_a_ruling_or_an_error_line(value):
    check_contract(*call(json.dumps(value).encode()))


seats = st.sampled_from(["N", "E", "S", "W", "X", "", None, 1])
calls = st.sampled_from(["1C", "1S", "2H", "3NT", "7NT", "P", "X", "XX", "1N", "pass", 3, None])
cards = st.sampled_from(["SK", "HA", "D2", "CT", "S5", "H9", "S10", "ZZ", "", 5])
plausible = {
    "situation": st.sampled_from(SITUATIONS + ("claim",)),
    "declarer": seats,
    "offender": seats,
    "revoke_trick": st.integers(-1, 14),
    "question_trick": st.integers(-1, 14),
    "trick": st.integers(0, 14),
    "trick_winners": st.lists(seats, max_size=14),
    "established": st.booleans(),
    "faced_card": st.booleans() | st.sampled_from(["penalty_card", "dummy_card", "declarer_faced_card", "x"]),
    "edition": st.sampled_from(["2017", "2007", "1997", 2007, 2017, None]),
    "other_side_revoked_same_trick": st.booleans(),
    "established_by": st.sampled_from(["play", "designation", "claim", "agreed_claim", "x"]),
    "subsequent_revoke_same_suit": st.booleans(),
    "both_sides_revoked": st.booleans(),
    "attention_drawn": st.sampled_from(["during_play", "after_play", "after_call_next_board", "after_round", "x"]),
    "violated_43A2": st.booleans(),
    "event": st.sampled_from(["asked_about_revoke", "drew_attention_to_defender", "x"]),
    "defender_irregularity": st.sampled_from(["lead_out_of_turn", "card_exposed", "revoke", "other"]),
    "led_from": seats,
    "proper_leader": seats,
    "choices": st.dictionaries(st.sampled_from(["N", "E", "S", "W"]), st.sampled_from(["accept", "retract", 0])),
    "defect": st.sampled_from(["failed_to_play", "too_many_cards"]),
    "discovered": st.sampled_from(["before_next_trick_complete", "later"]),
    "holds_suit_led": st.booleans(),
    "restored_card_exposed": st.booleans(),
    # the auction and play situations
    "dealer": seats,
    "auction_before": st.lists(st.sampled_from(["1C", "1H", "1NT", "2S", "P", "X", "XX", "8C", ""]), max_size=6),
    "irregular_call": calls,
    "replacement": calls,
    "offender_next_call": calls,
    "rho_action": calls,
    "later_calls": st.lists(calls, max_size=4),
    "turn_of": seats,
    "turn_relation": st.sampled_from(["RHO", "partner", "LHO", "self"]),
    "accepted_by_lho": st.booleans(),
    "comparable": st.booleans(),
    "specifies_same_denominations": st.booleans(),
    "call_artificial": st.booleans(),
    "correct_player_called_first": st.booleans(),
    "barred_player": seats,
    "nos_damaged": st.booleans(),
    "cards_exposed": st.lists(cards, max_size=3),
    "card": cards,
    "card_played": cards,
    "holding": st.lists(cards, max_size=3),
    "prematurely_led": st.booleans(),
    "offender_becomes": st.sampled_from(["defender", "declarer", "dummy", "x"]),
    "exposure": st.sampled_from(["dropped_accidentally", "deliberate", "named", "x"]),
    "led_by": seats,
    "on_lead": seats,
    "suit_led": st.sampled_from(["S", "H", "D", "C", "X"]),
    "suit": st.sampled_from(["S", "H", "D", "C", "X"]),
    "declarer_choice": st.sampled_from(
        [
            "accept",
            "refuse",
            "accept_and_play",
            "accept_become_dummy",
            "refuse_require_suit",
            "refuse_free_lead",
            "require_suit",
            "forbid_suits",
            "require_highest",
            "require_other_suit",
            "x",
        ]
    ),
    "then_partner_choice": st.sampled_from(["require_suit", "forbid_suit", "no_restriction"]),
    "dummy_cards_exposed": st.booleans(),
    "next_hand_played": st.booleans(),
    "card_legal": st.booleans(),
    "declarer_played_after": st.booleans(),
    "penalty_cards": st.lists(
        st.fixed_dictionaries(
            {"owner": seats, "card": cards}, optional={"type": st.sampled_from(["major", "minor", "x"])}
        ),
        max_size=3,
    ),
    "cards_played": st.dictionaries(st.sampled_from(["N", "E", "S", "W", "X"]), cards, max_size=3),
    "faced_cards": st.lists(cards, max_size=3),
    "designated": cards,
}


@st.composite
def near_valid_facts(draw):
    """Objects built from the real field names and mostly sensible values, to reach deep into the rules."""
    names = draw(st.sets(st.sampled_from(sorted(plausible)), max_size=len(plausible)))
    data = {name: draw(plausible[name]) for name in names | {"situation", "declarer"}}
    if data["situation"] == "dummy_limitation" and draw(st.booleans()):
        data["revoke"] = {name: draw(plausible[name]) for name in ("offender", "revoke_trick", "trick_winners")}
    return data


@settings(max_examples=2500, deadline=None)
@given(near_valid_facts())
def test_near_valid_facts_give_a_ruling_or_an_error_line(data):
    code, out, err = call(json.dumps(data).encode())
    check_contract(code, out, err)
    if code == 0:
        ruling = json.loads(out)
        assert ruling["situation"] == data["situation"]
        assert (ruling["tricks_transferred"] > 0) == (ruling["transferred_to"] is not None)


def test_the_2007_edition_is_refused_for_the_auction_and_play_situations_naming_the_field():
    for situation in AUCTION_PLAY_SITUATIONS:
        code, out, err = call(json.dumps({"situation": situation, "edition": "2007"}).encode())
        assert (code, out) == (2, "")
        assert err.startswith("error: edition: the 2007 rules") and situation in err


def test_an_insufficient_bid_ruled_by_a_real_process():
    facts = {
        "situation": "insufficient_bid",
        "dealer": "N",
        "auction_before": ["1NT"],
        "offender": "E",
        "irregular_call": "1S",
        "accepted_by_lho": False,
        "replacement": "3S",
        "comparable": False,
    }
    done = subprocess.run(
        [sys.executable, "-m", "lawsite.rulings"],
        input=json.dumps(facts).encode(),
        capture_output=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 0 and done.stderr == b""
    ruling = json.loads(done.stdout)
    assert ruling["offender_partner_must_pass"] == "always" and "27B2" in ruling["laws"]


def test_a_bad_card_exits_2_naming_the_field():
    facts = {"situation": "penalty_card", "declarer": "S", "offender": "W", "card": "S10"}
    code, out, err = call(json.dumps(facts).encode())
    assert (code, out) == (2, "")
    assert err.startswith("error: card: 'S10' is not a card")
