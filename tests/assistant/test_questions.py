"""Every fact the rules engine may ask for has a question in the director's words, in every language."""

import re
from pathlib import Path

import pytest
from django.utils import translation

from lawsite.assistant.questions import QUESTIONS, SITUATION_QUESTIONS, base_field, question_for

RULINGS = Path(__file__).resolve().parents[2] / "lawsite" / "rulings"


def fields_the_engine_asks_for():
    """Fields named by a "missing fact" in the engine's source: required(facts, "x", ...) or FactsError("x", "is required"."""
    found = set()
    for path in RULINGS.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= set(re.findall(r'required\(facts, "(\w+)"', text))
        found |= set(re.findall(r'FactsError\(\s*(?:prefix \+ )?"([\w.]+)",\s*(?:f?"is required)', text))
    return {base_field(name) for name in found}


def test_the_engine_asks_for_facts_by_name():
    assert {"trick_winners", "card", "turn_of", "exposure", "comparable"} <= fields_the_engine_asks_for()


@pytest.mark.parametrize("name", sorted(fields_the_engine_asks_for()))
def test_every_missing_fact_has_a_question(name):
    assert question_for("any", name) is not None, f"no question for {name}"


@pytest.mark.parametrize("language", ["el", "pl"])
def test_every_question_is_translated(language):
    for question in [*QUESTIONS.values(), *SITUATION_QUESTIONS.values()]:
        english = str(question)
        with translation.override(language):
            assert str(question) != english, f"{language}: {english}"


def test_a_nested_or_indexed_field_asks_the_question_of_its_fact():
    assert (
        question_for("dummy_limitation", "revoke.trick_winners")
        == SITUATION_QUESTIONS[("dummy_limitation", "trick_winners")]
    )
    assert question_for("penalty_card", "penalty_cards[0].type") == QUESTIONS["penalty_cards"]
