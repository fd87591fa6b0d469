"""Seats as a director types them, read into the engine's letters N, E, S, W.

Every page reads N, E, S, W. A Greek page also reads the letters Greek directors write, Β, Α, Ν, Δ
(Βορράς, Ανατολή, Νότος, Δύση), told apart by code point: Greek Ν (U+039D) is South, Latin N (U+004E)
North. Since those two, and Greek Α and Latin A, look alike, one answer in both alphabets is not read
at all (``mixed``): a director sees the question again rather than a seat he did not mean.
:func:`read_seats` is pure (no Django).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lawsite.rulings.seats import SEATS

from .step_messages_auction_play import SEAT_LETTERS

SEPARATORS = re.compile(r"[\s,;/-]+")


def reader_letters(language: str) -> dict[str, str]:
    """The seat letters of ``language`` other than N, E, S, W -> the seat: Greek ``{"Β": "N", ...}``."""
    return {letter: seat for seat, letter in SEAT_LETTERS.get(language, {}).items() if seat in SEATS}


@dataclass(frozen=True)
class TypedSeats:
    seats: tuple[str, ...]  # N, E, S, W, in the order typed
    wrong: str  # the letters that are no seat on this page, each once, sorted
    mixed: bool  # Latin and the reader's own seat letters in one answer


def read_seats(text: str, language: str) -> TypedSeats:
    """``"ΔΒ ΒΔ"`` on a Greek page -> W N N W; ``"WNNW"`` on any page -> the same."""
    local = reader_letters(language)
    seats, wrong, alphabets = [], set(), set()
    for letter in SEPARATORS.sub("", text).upper():
        if letter in SEATS:
            seats.append(letter)
            alphabets.add("latin")
        elif letter in local:
            seats.append(local[letter])
            alphabets.add(language)
        else:
            wrong.add(letter)
    return TypedSeats(tuple(seats), "".join(sorted(wrong)), len(alphabets) > 1)
