"""Worked examples: the ruling shown beside an example is computed by lawsite.rulings, never stored."""

from __future__ import annotations

import json
from functools import lru_cache
from urllib.parse import urlencode

from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _

from lawsite.assistant.step_messages import translated_ruling
from lawsite.rulings import FactsError, rule_dict


def computed_ruling(example, language: str) -> dict:
    """The ruling on the example's facts, worked out once per facts and language in each process."""
    return _ruling(json.dumps(example.facts, sort_keys=True), language)


@lru_cache(maxsize=2048)
def _ruling(facts_json: str, language: str) -> dict:
    facts = json.loads(facts_json)
    try:
        ruling = rule_dict(facts)
    except FactsError as error:
        with translation.override(language):
            return {"error": _("The facts of this example are invalid: %(error)s") % {"error": error}}
    return {**translated_ruling(ruling, language), "assistant_url": assistant_url(facts, language)}


def assistant_url(facts: dict, language: str) -> str:
    """The ruling assistant opened on these facts; it redirects to the situation's form, prefilled."""
    with translation.override(language):
        index = reverse("assistant:index")
    return index + "?" + urlencode({"facts": json.dumps(facts, separators=(",", ":"), sort_keys=True)})


def disagreements(example) -> list[str]:
    """Fields where the computed ruling differs from what the example's author expected."""
    ruling = rule_dict(example.facts)
    return [
        f"{key}: expected {expected!r}, computed {ruling[key]!r}"
        if key in ruling
        else f"{key}: not a field of the ruling"
        for key, expected in example.expected.items()
        if key not in ruling or ruling[key] != expected
    ]
