"""Greek typed in Latin letters (Greeklish), read back into Greek as another reading of a query word.

The readings follow ELOT 743 (the Greek standard: η → i, υ → y, χ → ch, ψ → ps, ου → ou, αυ → av/af, μπ → b)
and the informal spellings people type (ω → w or o, η → h or e, θ → 8, ξ → 3 or ks, χ → h or x, υ → u or i,
ει/οι → i). A Latin word has many Greek spellings; only those that are words of the index survive: the walk
extends a Greek spelling letter by letter only while some indexed word starts with it, so it stays small.
No Whoosh and no Django here: the index is asked through :class:`Lexicon`.
"""

from __future__ import annotations

import re
from typing import Protocol

from .analyzers import fold

#: Latin letters (folded) -> Greek spellings (folded: lower case, no accents, σ also for final ς),
#: the likelier first. Two- and three-letter groups are tried before the single letters they begin with.
_GROUPS = {
    "nch": ("γχ",),
    "th": ("θ",),
    "ch": ("χ",),
    "kh": ("χ",),
    "ps": ("ψ",),
    "ks": ("ξ",),
    "mp": ("μπ",),
    "nt": ("ντ",),
    "gk": ("γκ",),
    "gg": ("γγ",),
    "ng": ("γγ",),
    "nx": ("γξ",),
    "ou": ("ου",),
    "ai": ("αι",),
    "ei": ("ει",),
    "oi": ("οι",),
    "ui": ("υι",),
    "yi": ("υι",),
    "av": ("αυ",),
    "af": ("αυ",),
    "au": ("αυ",),
    "ev": ("ευ",),
    "ef": ("ευ",),
    "eu": ("ευ",),
}
_LETTERS = {
    "a": ("α",),
    "b": ("β", "μπ"),
    "c": ("κ", "σ"),
    "d": ("δ", "ντ"),
    "e": ("ε", "η", "αι"),
    "f": ("φ",),
    "g": ("γ",),
    "h": ("η", "χ"),
    "i": ("ι", "η", "υ", "ει", "οι"),
    "j": ("τζ",),
    "k": ("κ",),
    "l": ("λ",),
    "m": ("μ",),
    "n": ("ν",),
    "o": ("ο", "ω"),
    "p": ("π",),
    "q": ("κ",),
    "r": ("ρ",),
    "s": ("σ",),
    "t": ("τ",),
    "u": ("ου", "υ"),
    "v": ("β",),
    "w": ("ω",),
    "x": ("ξ", "χ"),
    "y": ("υ", "γ"),
    "z": ("ζ",),
    "3": ("ξ",),
    "8": ("θ",),
}
_LONGEST = max(map(len, _GROUPS))
_TYPED = re.compile(r"[a-z38]*[a-z][a-z38]*")
MIN_LETTERS = 3  # "mor" (μορ) is the shortest word of the Laws worth reading as Greek
MAX_LETTERS = 30
MAX_STEPS = 600  # prefixes asked of the index per word, at most
MAX_READINGS = 3


class Lexicon(Protocol):
    """The folded words of the index, as the walk asks about them."""

    def has_prefix(self, prefix: str) -> bool: ...

    def frequency(self, word: str) -> int: ...  # documents holding the word; 0: not a word of the index


def typed_in_latin(word: str) -> str | None:
    """The word folded, if it is Latin letters (and Greeklish digits) that could spell a Greek word."""
    folded = fold(word)
    if MIN_LETTERS <= len(folded) <= MAX_LETTERS and _TYPED.fullmatch(folded):
        return folded
    return None


def readings(word: str, lexicon: Lexicon) -> list[str]:
    """Greek words of the index (folded) that ``word`` spells in Latin letters, the commonest first."""
    latin = typed_in_latin(word)
    if latin is None:
        return []
    found: dict[str, int] = {}
    steps = 0
    known: dict[str, bool] = {}

    def walk(at: int, greek: str):
        nonlocal steps
        if at == len(latin):
            if greek not in found:
                frequency = lexicon.frequency(greek)
                if frequency:
                    found[greek] = frequency
            return
        for size in range(min(_LONGEST, len(latin) - at), 0, -1):
            piece = latin[at : at + size]
            for spelling in (_GROUPS if size > 1 else _LETTERS).get(piece, ()):
                candidate = greek + spelling
                if candidate not in known:
                    if steps >= MAX_STEPS:
                        return
                    steps += 1
                    known[candidate] = lexicon.has_prefix(candidate)
                if known[candidate]:
                    walk(at + size, candidate)

    walk(0, "")
    return sorted(found, key=lambda greek: (-found[greek], greek))[:MAX_READINGS]
