"""Canonical clause ids and the numbering of each language.

One source for the clause-id grammar (``43B2(b)``, ``12C1(e)(ii)``) and for the
Greek letter order used by the Greek texts (A=Α, … F=ΣΤ, G=Ζ …).  Pure Python:
the splitter, the reference parser, the rules module's step clauses and the
URLs all parse and format ids through :class:`ClauseId`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

LANGUAGES = ("en", "el", "pl")

#: Greek letters in Greek numeral order, as Greek references write sections
#: and sub-items; index i is the (i+1)-th Latin letter. The sixth is ΣΤ.
GREEK_ORDER = ("Α", "Β", "Γ", "Δ", "Ε", "ΣΤ", "Ζ", "Η", "Θ", "Ι", "Κ", "Λ", "Μ")
LATIN_ORDER = "ABCDEFGHIJKLM"

#: Greek capital (or digraph) -> Latin capital in numbering order.
GREEK_TO_LATIN = dict(zip(GREEK_ORDER, LATIN_ORDER))
GREEK_TO_LATIN["Ϛ"] = "F"  # stigma (ϛ in lower case), the old single letter for six
LATIN_TO_GREEK = {latin: greek for greek, latin in zip(GREEK_ORDER, LATIN_ORDER)}

#: Latin capitals that look like a Greek capital, as typed into Greek text.
LATIN_HOMOGLYPHS = {"A": "Α", "B": "Β", "E": "Ε", "Z": "Ζ", "H": "Η", "I": "Ι", "K": "Κ", "M": "Μ"}

ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")

MAX_LAW = 93


class ClauseIdError(ValueError):
    """A string that is not a clause id."""


def strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def is_greek(text: str) -> bool:
    """True when ``text`` has a Greek letter (then Latin look-alikes in it stand for Greek ones)."""
    return any("\u0370" <= c <= "\u03ff" or "\u1f00" <= c <= "\u1fff" for c in text)


def greek_letter_to_latin(letter: str, greek_text: bool = True) -> str | None:
    """``"Γ"``/``"γ"``/``"στ"``/``"C"`` -> ``"C"``; None when not a numbering letter.

    In Greek text a Latin look-alike stands for the Greek letter (Latin "Z" typed for Ζ is G);
    with ``greek_text=False`` Latin letters are read as themselves (Law 44I stays I).
    """
    upper = strip_accents(letter).upper()
    if upper in GREEK_TO_LATIN:
        return GREEK_TO_LATIN[upper]
    if greek_text and upper in LATIN_HOMOGLYPHS:
        return GREEK_TO_LATIN[LATIN_HOMOGLYPHS[upper]]
    if len(upper) == 1 and "A" <= upper <= "Z":
        return upper
    return None


def latin_to_greek(letter: str) -> str:
    """``"F"`` -> ``"ΣΤ"``, ``"f"`` -> ``"στ"``."""
    greek = LATIN_TO_GREEK[letter.upper()]
    return greek if letter.isupper() else greek.lower()


@dataclass(frozen=True, order=True)
class ClauseId:
    """A clause's place in the Laws: law, section, item, sub-item, sub-sub-item.

    ``ClauseId(43, "B", 2, "b")`` is ``43B2(b)``; ``ClauseId(12, "C", 1, "e", "ii")``
    is ``12C1(e)(ii)``.  Levels are filled from the left only.
    """

    law: int
    section: str | None = None  # "B" in 43B2(b)
    item: int | None = None  # 2 in 43B2(b)
    sub: str | None = None  # "b" in 43B2(b)
    subsub: str | None = None  # "ii" in 12C1(e)(ii)

    def __post_init__(self):
        if not 1 <= self.law <= MAX_LAW:
            raise ClauseIdError(f"law number {self.law} is not between 1 and {MAX_LAW}")
        levels = (self.section, self.item, self.sub, self.subsub)
        for outer, inner in zip(levels, levels[1:]):
            if outer is None and inner is not None:
                raise ClauseIdError(f"clause id {self!r} skips a level")

    def __str__(self) -> str:
        text = str(self.law)
        if self.section:
            text += self.section
        if self.item is not None:
            text += str(self.item)
        if self.sub:
            text += f"({self.sub})"
        if self.subsub:
            text += f"({self.subsub})"
        return text

    @property
    def depth(self) -> int:
        """0 for a law, 1 for a section, … 4 for a sub-sub-item."""
        return sum(level is not None for level in (self.section, self.item, self.sub, self.subsub))

    @property
    def parent(self) -> ClauseId | None:
        if self.subsub:
            return ClauseId(self.law, self.section, self.item, self.sub)
        if self.sub:
            return ClauseId(self.law, self.section, self.item)
        if self.item is not None:
            return ClauseId(self.law, self.section)
        if self.section:
            return ClauseId(self.law)
        return None

    def ancestors(self) -> list[ClauseId]:
        """From the law down to the parent."""
        chain, node = [], self.parent
        while node is not None:
            chain.append(node)
            node = node.parent
        return chain[::-1]

    def child(self, marker: str | int) -> ClauseId:
        """The child at the next level: section letter, item number, sub-item letter, roman."""
        if self.section is None:
            return ClauseId(self.law, str(marker).upper())
        if self.item is None:
            return ClauseId(self.law, self.section, int(marker))
        if self.sub is None:
            return ClauseId(self.law, self.section, self.item, str(marker).lower())
        if self.subsub is None:
            return ClauseId(self.law, self.section, self.item, self.sub, str(marker).lower())
        raise ClauseIdError(f"{self} has no deeper level")

    def sort_key(self) -> tuple:
        """Document order: 43 < 43A < 43A1 < 43A2 < 43A2(a) < 43B."""
        return (
            self.law,
            LATIN_ORDER.find(self.section) + 1 if self.section else 0,
            self.item or 0,
            letter_ordinal(self.sub) if self.sub else 0,
            roman_ordinal(self.subsub) if self.subsub else 0,
        )

    @property
    def slug(self) -> str:
        """The permalink form: the canonical id itself (``43B2(b)``)."""
        return str(self)

    @property
    def anchor(self) -> str:
        """An HTML id: ``c-43B2b``."""
        return "c-" + str(self).replace("(", "").replace(")", "")

    @classmethod
    def parse(cls, text: str) -> ClauseId:
        """Parse a canonical id exactly as written by ``str()``."""
        match = _CANONICAL.fullmatch(text)
        if not match:
            raise ClauseIdError(f"{text!r} is not a canonical clause id such as 43B2(b)")
        law, section, item, sub, subsub = match.groups()
        return cls(int(law), section, int(item) if item else None, sub, subsub)

    @classmethod
    def parse_loose(cls, text: str) -> ClauseId:
        """Read an id as people type it: ``43b2b``, ``43 B 2 (b)``, ``43Β2(β)``, ``43A2©``, ``law 64 a 2``,
        ``L55B2``, ``55B(2)``."""
        cleaned = LAW_WORD.sub("", text.strip().replace("©", "(c)"), count=1)
        cleaned = re.sub(r"[\s.]+", "", cleaned)
        match = _LOOSE.fullmatch(cleaned)
        if not match:
            raise ClauseIdError(f"{text!r} is not a clause id")
        law, section, item, sub1, sub2 = match.groups()
        greek = is_greek(text)
        section_latin = greek_letter_to_latin(section, greek) if section else None
        sub_latin = _sub_letter(sub1, greek) if sub1 else None
        subsub = _sub_roman(sub2) if sub2 else None
        if sub1 and sub_latin is None:
            raise ClauseIdError(f"{text!r} is not a clause id")
        item = item.strip("()") if item else None
        return cls(int(law), section_latin, int(item) if item else None, sub_latin, subsub)


def letter_ordinal(letter: str) -> int:
    """``"a"`` -> 1 … ``"z"`` -> 26."""
    return ord(letter.lower()) - ord("a") + 1


def roman_ordinal(numeral: str) -> int:
    return ROMAN.index(numeral.lower()) + 1 if numeral.lower() in ROMAN else 99


def _sub_letter(token: str, greek: bool) -> str | None:
    token = token.strip("()")
    latin = greek_letter_to_latin(token, greek)
    return latin.lower() if latin else None


def _sub_roman(token: str) -> str | None:
    token = token.strip("()").lower()
    return token if token in ROMAN else None


#: The word for "law" as typed before a number, and its abbreviations: L43, Law43, N43 and Ν43
#: (Νόμος), nomos 43, p43 and prz. 43 (przepis), art. 43, § 43.
LAW_WORD = re.compile(
    r"^(?:laws?|l|n|ν|nomo[sui]?|νόμο[ςυι]?|νομο[ςυι]?|νόμους|przepis\w*|prz|p|art|§)\.?\s*(?=\d)", re.I
)
_GREEK_LETTERS = "ΑΒΓΔΕΖΗΘΙΚΛΜαβγδεζηθικλμάέ"
_CANONICAL = re.compile(r"(\d{1,2})([A-M])?(\d{1,2})?(?:\(([a-z])\))?(?:\(([ivx]+)\))?")
_LOOSE = re.compile(
    r"(\d{1,2})"
    rf"(ΣΤ|Στ|στ|Ϛ|ϛ|[A-Ma-m{_GREEK_LETTERS}])?"
    r"(\d{1,2}|\(\d{1,2}\))?"
    rf"(\((?:στ|ϛ|[a-z{_GREEK_LETTERS}])\)|(?:στ|ϛ|[a-h{_GREEK_LETTERS}]))?"
    r"(\([ivx]+\))?",
)
