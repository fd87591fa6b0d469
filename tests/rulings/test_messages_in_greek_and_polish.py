"""Every step of every ruling, in Greek and Polish: translated, and with seats, sides, calls and cards
written as each language writes them (Greek directors write Β, Α, Ν, Δ and ΒΝ / ΑΔ, never N, E, S, W)."""

import re

import pytest
from test_messages import STEPS

from lawsite.assistant.step_messages import step_text
from lawsite.rulings import MESSAGES, render

#: A seat or side in Latin letters standing as a word ("Ο W κέρδισε", "στον άξονα NS").
LATIN_SEAT = re.compile(r"(?<![A-Za-z0-9])(?:N|E|S|W|NS|EW)(?![A-Za-z0-9])")
#: A word of three or more Latin letters, not all capitals (WBF is a name): English left in a Greek sentence.
LATIN_WORD = re.compile(r"(?<![A-Za-z])(?=[A-Za-z]*[a-z])[A-Za-z]{3,}")


def as_dict(step):
    return {"key": step.key, "params": step.params, "text": render(step.key, step.params, MESSAGES)}


@pytest.mark.parametrize("language", ["el", "pl"])
def test_every_step_of_every_ruling_is_translated(language):
    left = sorted({step.key for step in STEPS if step_text(as_dict(step), language)[1]})
    assert left == []


def test_greek_steps_write_seats_and_sides_in_greek_letters():
    wrong = {}
    for step in STEPS:
        text, _ = step_text(as_dict(step), "el")
        if LATIN_SEAT.search(text) or LATIN_WORD.search(text):
            wrong[step.key] = text
    assert wrong == {}


def test_polish_steps_keep_the_seat_letters_polish_directors_write():
    step = next(s for s in STEPS if s.key == "revoke.established" and s.params["offender"] == "S")
    assert "S" in step_text(as_dict(step), "pl")[0].split()
