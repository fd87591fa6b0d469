"""The rules module's step messages in Greek and Polish, keyed like ``lawsite.rulings.MESSAGES``.

A key missing here is shown in English and marked as not yet translated.
"""
from lawsite.rulings import render

TRANSLATIONS: dict[str, dict[str, str]] = {
    "el": {},
    "pl": {},
}


def step_text(step: dict, language: str) -> tuple[str, bool]:
    """(text in ``language``, True when it fell back to English)."""
    table = TRANSLATIONS.get(language, {})
    if step["key"] in table:
        return render(step["key"], step.get("params", {}), table), False
    return step["text"], language != "en"
