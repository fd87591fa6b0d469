"""Message keys are the site's translation contract: every key is used, documented and well formed."""

import re
import string
from pathlib import Path

import pytest
from auction_play_cases import CASES as AUCTION_PLAY_CASES
from claim_cases import CASES as CLAIM_CASES

from lawsite.laws.numbering import ClauseId
from lawsite.rulings import MESSAGES, facts_from_dict, render, rule

README = Path(__file__).resolve().parents[2] / "lawsite" / "rulings" / "README.md"
W = list("WNNWSEWENEEWW")


def revoke(**extra):
    return {
        "situation": "revoke",
        "declarer": "S",
        "offender": "S",
        "revoke_trick": 5,
        "trick_winners": W,
        "established": True,
        **extra,
    }


def dummy(violated, event, **extra):
    return {"situation": "dummy_limitation", "declarer": "S", "violated_43A2": violated, "event": event, **extra}


def asked(violated, question_trick, winners):
    return dummy(
        violated,
        "asked_about_revoke",
        question_trick=question_trick,
        revoke={"offender": "S", "revoke_trick": 5, "trick_winners": list(winners)},
    )


def lead(led_from, proper_leader, choices):
    return {
        "situation": "declarer_lead_out_of_turn",
        "declarer": "S",
        "led_from": led_from,
        "proper_leader": proper_leader,
        "choices": choices,
    }


def defective(offender, defect, discovered, **extra):
    return {
        "situation": "defective_trick",
        "declarer": "S",
        "offender": offender,
        "defect": defect,
        "discovered": discovered,
        **extra,
    }


WEIGHTED_CASES = [
    {
        "situation": "weighted_score",
        "vulnerable": "None",
        "declarer": "S",
        "outcomes": [{"contract": "4S", "tricks": 10, "weight": 0.4}, {"contract": "4S", "tricks": 9, "weight": 0.6}],
        "scoring": scoring,
        **extra,
    }
    for scoring, extra in (
        ("total_points", {}),
        ("imps", {"other_table_score": 420}),
        ("matchpoints", {"other_scores": [420, -50]}),
    )
]
SITUATIONS = [
    revoke(),
    revoke(established=False),
    revoke(offender="E", trick_winners=list("NNWWW"), established=False),
    revoke(trick_winners=list("NNNNSEWEWEEWW")),
    revoke(trick_winners=list("NNNNNNNEWEEWW")),
    revoke(offender="E", revoke_trick=3, trick_winners=list("WESSSSSSSSSSS")),
    revoke(trick_winners=list("WNNWS")),
    revoke(offender="E", trick_winners=list("WNNWSN")),
    asked(True, 5, "WNEWN"),
    revoke(subsequent_revoke_same_suit=True),
    revoke(offender="E", faced_card=True),
    revoke(offender="N"),
    revoke(attention_drawn="after_call_next_board"),
    revoke(attention_drawn="after_round"),
    revoke(both_sides_revoked=True),
    revoke(offender="E", revoke_trick=12),
    revoke(offender="E", revoke_trick=4, trick_winners=list("EENE"), claimed_tricks={"NS": 8, "EW": 1}),
    revoke(
        offender="E",
        revoke_trick=4,
        trick_winners=list("EENN"),
        claimed_tricks={"NS": 8, "EW": 1},
        established_by="claim",
    ),
    revoke(offender="E", revoke_trick=12, edition="2007"),
    revoke(faced_card="declarer_faced_card", edition="2007"),
    revoke(established_by="agreed_claim"),
    revoke(offender="E", revoke_trick=5, trick_winners=list("WNNWE"), other_side_revoked_same_trick=True),
    {**asked(True, 5, "WNEWSEWENEEWW"), "edition": "2007"},
    asked(True, 5, "WNEWSEWENEEWW"),
    asked(True, 6, "WNEWSEWENEEWW"),
    asked(True, 6, "WNEWSEWEWEEWW"),
    asked(False, 5, "WNEWSEWENEEWW"),
    *(
        dummy(True, "drew_attention_to_defender", defender_irregularity=kind)
        for kind in ("lead_out_of_turn", "card_exposed", "revoke")
    ),
    *(
        dummy(False, "drew_attention_to_defender", defender_irregularity=kind)
        for kind in ("lead_out_of_turn", "card_exposed", "revoke")
    ),
    lead("S", "W", {"W": "retract", "E": "accept"}),
    lead("N", "S", {"E": "accept"}),
    lead("N", "S", {"E": "retract"}),
    defective("E", "failed_to_play", "before_next_trick_complete"),
    defective("E", "too_many_cards", "before_next_trick_complete", restored_card_exposed=True),
    defective("E", "failed_to_play", "later", holds_suit_led=True),
    defective("E", "failed_to_play", "later", holds_suit_led=True, trick=4, trick_winners=list("EWNE")),
    defective("E", "failed_to_play", "later", holds_suit_led=False, trick=4, trick_winners=list("EWNSNSNSNSNSN")),
    defective("E", "too_many_cards", "later", restored_card_exposed=True),
    *AUCTION_PLAY_CASES,
    *CLAIM_CASES,
    *WEIGHTED_CASES,
]
NAMESPACES = {
    "revoke",
    "dummy",
    "lead",
    "defective",
    "withdrawn",
    "insufficient",
    "rotation",
    "auction_card",
    "opening_lead",
    "penalty",
    "defender_lead",
    "premature",
    "claim",
    "weighted",
}
STEPS = [s for data in SITUATIONS for s in rule(facts_from_dict(data)).steps]


def equity_steps():
    """The 64C double-dummy aid's steps (played boards, not a situation of its own)."""
    from lawsite.rulings import Step, played_boards, revoke_equity

    text = (Path(__file__).parent / "data" / "session_one_bad_game.pbn").read_text(encoding="utf-8")
    result = next(r for r in played_boards.rule_text(text) if getattr(r, "revokes", None))
    revoke = result.revokes[0].revoke
    found = [revoke_equity.equity(result.board, revoke, tricks) for tricks in (None, 0, 13)]
    return [Step(f["step"]["key"], f["step"]["params"], f["step"]["clause"], f["step"]["text"], True) for f in found]


STEPS += equity_steps()


def placeholders(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_message_key_is_reached_by_some_situation():
    assert {s.key for s in STEPS} == set(MESSAGES)


def test_each_step_carries_exactly_the_params_its_message_uses():
    for s in STEPS:
        assert set(s.params) == placeholders(MESSAGES[s.key]), s.key


def test_every_step_clause_is_a_canonical_clause_id():
    for s in STEPS:
        assert str(ClauseId.parse(s.clause)) == s.clause


def test_readme_documents_every_key_with_its_params():
    rows = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if len(cells) == 2 and re.fullmatch(rf"`({'|'.join(NAMESPACES)})\.(?!py`)[\w.]+`", cells[0]):
            rows[cells[0].strip("`")] = set(re.findall(r"`(\w+)`", cells[1]))
    assert {key: placeholders(template) for key, template in MESSAGES.items()} == rows


def test_a_translated_table_renders_the_same_step():
    polish = {"revoke.equity": "Sędzia przywraca równowagę dla {side}."}
    equity = next(s for s in STEPS if s.key == "revoke.equity")
    assert render(equity.key, equity.params, polish) == f"Sędzia przywraca równowagę dla {equity.params['side']}."


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_message_keys_are_namespaced_by_situation(key):
    assert key.split(".")[0] in NAMESPACES
