"""Which edition of the Laws the assistant rules by when the user does not choose one."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from lawsite.laws import editions
from lawsite.rulings.facts import DEFAULT_EDITION, EDITIONS

EDITION_TITLES = {"2017": _("The Laws of Duplicate Bridge 2017"), "2007": _("The Laws of Duplicate Bridge 2007")}


def default_edition() -> str:
    """The edition in force, when the rules engine can rule by it; else the engine's own default."""
    current = editions.in_force()
    return current.code if current is not None and current.code in EDITIONS else DEFAULT_EDITION


def edition_choices() -> list[tuple[str, str]]:
    """The editions the rules engine knows, the one in force first."""
    default = default_edition()
    return [(code, EDITION_TITLES[code]) for code in sorted(EDITIONS, key=lambda code: code != default)]


def with_edition(facts: dict, chosen: str | None) -> dict:
    """The facts with the edition chosen, or the one in force when none was (stated unless it is the engine's own)."""
    edition = chosen or default_edition()
    if chosen or edition != DEFAULT_EDITION:
        return {**facts, "edition": edition}
    return facts


def edition_param(facts: dict) -> dict:
    """The form parameter for the facts' edition, when they state one."""
    return {"edition": facts["edition"]} if "edition" in facts else {}
