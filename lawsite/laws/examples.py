"""Worked examples: the ruling shown beside an example is computed by lawsite.rulings, never stored."""
from __future__ import annotations

from urllib.parse import urlencode

from django.utils.translation import gettext as _

from lawsite.rulings import FactsError, rule_dict

from .step_messages import step_text


def computed_ruling(example, language: str) -> dict:
    try:
        ruling = rule_dict(example.facts)
    except FactsError as error:
        return {"error": _("The facts of this example are invalid: %(error)s") % {"error": error}}
    steps = []
    for step in ruling["steps"]:
        text, untranslated = step_text(step, language)
        steps.append({**step, "text": text, "untranslated": untranslated})
    return {**ruling, "steps": steps, "assistant_url": assistant_url(example.facts, language)}


def assistant_url(facts: dict, language: str) -> str:
    import json

    return f"/{language}/rulings/?" + urlencode({"facts": json.dumps(facts, separators=(",", ":"))})


def disagreements(example) -> list[str]:
    """Fields where the computed ruling differs from what the example's author expected."""
    ruling = rule_dict(example.facts)
    return [
        f"{key}: expected {expected!r}, computed {ruling.get(key)!r}"
        for key, expected in example.expected.items()
        if ruling.get(key) != expected
    ]
