"""Numbering labels that Word lists and HTML lists draw but do not hold in their text.

A label is written the way the clause splitter reads it, whatever the list's own decoration
("a)", "a.", "(a)"): upper letters are sections (``B.``), numbers items (``2.``), lower letters
sub-items (``(b)``), lower Roman numerals sub-sub-items (``(ii)``). In Greek text letters are the
Greek numbering letters, the sixth being ΣΤ/στ.
"""

from __future__ import annotations

from lawsite.laws.numbering import LATIN_ORDER, ROMAN, latin_to_greek

SECTION, ITEM, SUB, SUBSUB, BULLET = "section", "item", "sub", "subsub", "bullet"


def _letter(ordinal: int) -> str:
    return LATIN_ORDER[ordinal - 1] if ordinal <= len(LATIN_ORDER) else chr(ord("A") + ordinal - 1)


def label(kind: str, ordinal: int, language: str) -> str:
    """``label(SECTION, 6, "el")`` -> ``"ΣΤ."``; ``label(SUB, 2, "en")`` -> ``"(b)"``; bullets ``"-"``."""
    greek = language == "el"
    if kind == BULLET:
        return "-"
    if kind == ITEM:
        return f"{ordinal}."
    if kind == SUBSUB:
        return f"({ROMAN[ordinal - 1] if ordinal <= len(ROMAN) else ordinal})"
    letter = _letter(ordinal)
    if greek and letter in LATIN_ORDER:
        letter = latin_to_greek(letter)
    if kind == SECTION:
        return f"{letter}."
    return f"({letter.lower()})"


#: Word's w:numFmt values and CSS list-style-type names -> the level of numbering they draw.
FORMATS = {
    "upperLetter": SECTION,
    "upper-alpha": SECTION,
    "upper-latin": SECTION,
    "upper-greek": SECTION,
    "A": SECTION,
    "decimal": ITEM,
    "decimalZero": ITEM,
    "1": ITEM,
    "lowerLetter": SUB,
    "lower-alpha": SUB,
    "lower-latin": SUB,
    "lower-greek": SUB,
    "a": SUB,
    "lowerRoman": SUBSUB,
    "lower-roman": SUBSUB,
    "i": SUBSUB,
    "bullet": BULLET,
    "disc": BULLET,
    "circle": BULLET,
    "square": BULLET,
}
