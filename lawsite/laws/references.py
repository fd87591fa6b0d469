"""Find references to clauses of the Laws in running text (en, el, pl).

Pure Python and no ORM: the parser returns :class:`Reference` spans with
canonical targets; checking that a target exists, and storing "cites" rows, is
the caller's job.  Every language difference (the inflected word for "Law", list
and range words, relative cues, letter maps) lives in :data:`LANGUAGES`, one
entry per language code, with English as the fallback.

Decisions, so that callers can rely on them:

* The span is the id as written (``43B2(b)``, ``43Α2(γ)``, ``43A2©``), never the
  word "Law": one rule for every language and inflection.
* A range is one Reference per clause, all sharing the span of the whole range
  (``61 to 64`` for 61, 62, 63 and 64): spans are either identical or disjoint.
* A whole law (``90``) or a section (``45E``) is a reference only after a word
  for "Law"; without one, a token needs a section letter and an item number
  (``64A2``), so bids (``4H``, ``3NT``), cards, scores and years are not ids.
* A relative id (``A2`` in Law 43) needs a cue word before it and ``current_law``;
  without ``current_law`` it yields nothing.
* A list after a singular "Law" takes only further ids with a section letter
  (``Law 43B2(b) and 43B3``), so ``Law 90, 2 tricks`` is only Law 90; plural
  cues (``Laws 12, 40 and 73``) take whole laws too.  A list ends at its "and".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from lawsite.laws.numbering import ROMAN, ClauseId, ClauseIdError, greek_letter_to_latin


@dataclass(frozen=True)
class Reference:
    """One clause referred to in a text; ``text[start:end]`` is the link text."""

    # Canonical id of the clause referred to: "43A2(c)" for "Νόμος 43Α2(γ)" or "Law 43A2©".
    target: str
    # Offset of the first character of the link text: in "see Law 90", 8 (the "9").
    start: int
    # Offset just past the link text: in "see Law 90", 10, so text[8:10] == "90".
    end: int
    # True when written without a law number and resolved against current_law:
    # "described in A2" inside Law 43 gives target "43A2" with relative True.
    relative: bool = False


@dataclass(frozen=True)
class LanguagePatterns:
    """The regex fragments of one language; compiled once into a :class:`_Grammar`."""

    law_singular: str  # "Law"; Greek "Νόμος/Νόμου/Νόμο"; Polish "przepis/przepisem/…"
    law_plural: str  # "Laws"; these cues also take whole laws in lists and word ranges
    relative_cues: str  # words before a relative id: "in", "στον", "w punkcie"
    conjunctions: str  # "and"/"or" that close a list
    range_words: str  # "to" in "Laws 61 to 64"; dashes are common to all languages
    section: str  # a section letter as written: "B", Greek "Β" or "ΣΤ"
    relative_section: str  # a section letter that may open a relative id
    sub: str  # a sub-item letter inside parentheses: "b", Greek "β" or "στ"
    section_to_latin: Callable[[str], str]  # "ΣΤ" -> "F"
    sub_to_latin: Callable[[str], str]  # "στ" -> "f"


_ACCENTED = {"α": "ά", "ε": "έ", "η": "ή", "ι": "ίϊΐ", "ο": "ό", "υ": "ύϋΰ", "ω": "ώ"}


def _accent_free(alternatives: str) -> str:
    """A regex for ``|``-separated Greek words typed with or without accents (``νομο`` = ``νόμο``).

    A vowel also matches its accented form, precomposed or followed by a combining acute.
    """

    def letter(c: str) -> str:
        if c in _ACCENTED:
            return f"[{c}{_ACCENTED[c]}]\u0301?"
        return r"\s+" if c == " " else c if c == "|" else re.escape(c)

    return "".join(letter(c) for c in alternatives)


def _greek_sub(letter: str) -> str:
    """Latin letters typed into Greek text keep their own value; Greek ones follow the Greek order."""
    return (greek_letter_to_latin(letter, greek_text=False) or "").lower()


_ENGLISH = LanguagePatterns(
    law_singular=r"law",
    law_plural=r"laws",
    relative_cues=r"in|under|see|per|section",
    conjunctions=r"and/or|and|or",
    range_words=r"to|through",
    section=r"[A-M]",
    # "see I was wrong": a lone I is the pronoun, so section I needs its item number.
    relative_section=r"[A-HJ-M]|I(?=\d)",
    sub=r"[a-z]",
    section_to_latin=str.upper,
    sub_to_latin=str.lower,
)

_GREEK_SECTION = r"ΣΤ|Στ|Ϛ|[Α-Μ]|[A-M]"

LANGUAGES: dict[str, LanguagePatterns] = {
    "en": _ENGLISH,
    "el": LanguagePatterns(
        law_singular=_accent_free("νομος|νομου|νομο"),
        law_plural=_accent_free("νομοι|νομων|νομους|νομοις"),
        relative_cues=_accent_free("συμφωνα με τον|συμφωνα με το|στον|στην|στο|στη|στα|στις|βλεπε") + r"|βλ\.",
        conjunctions=_accent_free("και|κι|η"),
        range_words=_accent_free("εως|ως|μεχρι"),
        section=_GREEK_SECTION,
        relative_section=_GREEK_SECTION,
        sub=r"στ|[α-μ]|[a-z]",
        section_to_latin=lambda letter: greek_letter_to_latin(letter) or letter,
        sub_to_latin=_greek_sub,
    ),
    "pl": LanguagePatterns(
        law_singular=r"przepis(?:u|em|ie|owi)?",
        law_plural=r"przepis(?:y|ów|om|ami|ach)",
        # Polish "w" is too common to cue alone: only "punkt" and its forms do.
        relative_cues=r"punkt(?:u|em|y|ów|ach|ami|om)?|punkcie|pkt\.?|ust\.|ustęp(?:u|ie|em)?",
        conjunctions=r"i|oraz|lub|albo|bądź",
        range_words=r"do",
        section=r"[A-M]",
        relative_section=r"[A-M]",
        sub=r"[a-z]",
        section_to_latin=str.upper,
        sub_to_latin=str.lower,
    ),
}
FALLBACK_LANGUAGE = "en"

_SUITS = "♠♥♦♣♤♡♢♧"
_ROMAN = "|".join(sorted(ROMAN, key=len, reverse=True))
_DASHES = "-‐‑–—"


class _Grammar:
    """The compiled patterns of one language and the reading of id lists with them."""

    def __init__(self, lang: LanguagePatterns):
        self.lang = lang
        tail = rf"(?:(?P<item>\d{{1,2}})(?:(?P<sub>\((?:{lang.sub})\)|©)(?P<subsub>\((?:{_ROMAN})\))?)?)?"
        self.absolute = re.compile(rf"(?P<law>\d{{1,2}})(?:(?P<section>{lang.section}){tail})?(?![\w©{_SUITS}])")
        self.relative = re.compile(
            rf"(?P<section>{lang.relative_section}){tail}(?![\w©'’{_SUITS}]|[{_DASHES}][^\W\d_])"
        )
        self.scan = re.compile(
            rf"(?<!\w)(?P<lawcue>(?i:(?P<plural>{lang.law_plural})|{lang.law_singular}))\s+(?=\d)"
            rf"|(?<!\w)(?P<relcue>(?i:{lang.relative_cues}))\s+(?={lang.relative_section})"
            rf"|(?<![\w./{_DASHES}])(?P<bare>\d{{1,2}}(?:{lang.section})\d)"
        )
        and_or = rf"(?i:{lang.conjunctions})"
        self.joiner = re.compile(rf"\s*,\s*(?:(?P<conj>{and_or})\s+)?|\s+(?P<conj2>{and_or})\s+")
        self.range = re.compile(rf"\s*[{_DASHES}]\s*|\s+(?P<word>(?i:{lang.range_words}))\s+")
        self.number = re.compile(r"(\d{1,2})(?![\w©])")
        self.cued_token = re.compile(
            rf"(?<!\w)(?i:{lang.law_plural}|{lang.law_singular})\s+(?P<token>\d+[^\W_]*(?:\([^\W_]{{1,4}}\)|©)*)"
        )

    def clause_at(self, text: str, pos: int, law: int | None) -> tuple[ClauseId, int, int] | None:
        """The id starting at ``pos``: absolute when ``law`` is None, else relative to ``law``."""
        match = (self.absolute if law is None else self.relative).match(text, pos)
        if not match:
            return None
        parts = match.groupdict()
        sub = parts["sub"]
        if sub:
            sub = "c" if sub == "©" else self.lang.sub_to_latin(sub[1:-1])
        try:
            clause = ClauseId(
                law if law is not None else int(parts["law"]),
                self.lang.section_to_latin(parts["section"]) if parts["section"] else None,
                int(parts["item"]) if parts["item"] else None,
                sub or None,
                parts["subsub"][1:-1] if parts["subsub"] else None,
            )
        except ClauseIdError:
            return None
        return clause, match.start(), match.end()

    def range_at(
        self, text: str, pos: int, first: ClauseId, plural: bool, law: int | None
    ) -> tuple[list[ClauseId], int] | None:
        """Clauses after ``first`` up to a range end at ``pos`` (``-64``, `` to 64``, ``-2``), and its end."""
        joint = self.range.match(text, pos)
        if not joint or (joint.group("word") and not plural):
            return None
        number = self.number.match(text, joint.end())
        if number:
            last, end = int(number.group(1)), number.end()
        else:
            found = self.clause_at(text, joint.end(), law)
            if not found or found[0].depth != first.depth or found[0].parent != first.parent:
                return None
            last, end = found[0].item, found[2]
        if first.depth == 0 and law is None:
            start, make = first.law, ClauseId
        elif first.depth == 2:
            start, make = first.item, lambda n: ClauseId(first.law, first.section, n)
        else:
            return None
        if last is None or last <= start:
            return None
        try:
            return [make(n) for n in range(start + 1, last + 1)], end
        except ClauseIdError:
            return None

    def read(self, text: str, pos: int, plural: bool, law: int | None) -> tuple[list[Reference], int]:
        """The list of ids from ``pos`` ("43B2(b) and 43B3", "61 to 64"), and where it ends."""
        found = self.clause_at(text, pos, law)
        if found is None:
            return [], pos
        relative = law is not None
        clause, start, end = found
        refs = [Reference(str(clause), start, end, relative)]
        closed = False
        while True:
            spread = self.range_at(text, end, clause, plural, law)
            if spread:
                more, end = spread
                start = refs.pop().start
                refs += [Reference(str(c), start, end, relative) for c in [clause, *more]]
                clause = more[-1]
            joint = None if closed else self.joiner.match(text, end)
            nxt = joint and self.clause_at(text, joint.end(), law)
            if not nxt or not (relative or plural or self._fits_singular(nxt[0], clause)):
                return refs, end
            clause, start, end = nxt
            refs.append(Reference(str(clause), start, end, relative))
            closed = bool(joint.group("conj") or joint.group("conj2"))

    @staticmethod
    def _fits_singular(clause: ClauseId, previous: ClauseId) -> bool:
        """After a singular "Law", more ids must look like ids: ``43B3``, or ``45F`` after ``45E``."""
        return clause.section is not None and (clause.item is not None or clause.law == previous.law)


_GRAMMARS = {code: _Grammar(lang) for code, lang in LANGUAGES.items()}


def _grammar(language: str) -> _Grammar:
    code = (language or "").lower()
    return _GRAMMARS.get(code) or _GRAMMARS.get(re.split(r"[-_]", code)[0]) or _GRAMMARS[FALLBACK_LANGUAGE]


def _law_number(current_law: int | str | ClauseId | None) -> int | None:
    if current_law is None:
        return None
    if isinstance(current_law, ClauseId):
        return current_law.law
    if isinstance(current_law, str):
        return ClauseId.parse_loose(current_law).law
    return ClauseId(current_law).law


def find_references(text: str, language: str, current_law: int | str | ClauseId | None = None) -> list[Reference]:
    """The references in ``text``, in order; relative ones (``A2``) resolve against ``current_law``."""
    grammar = _grammar(language)
    law = _law_number(current_law)
    references: list[Reference] = []
    pos = 0
    while match := grammar.scan.search(text, pos):
        if match.group("lawcue"):
            refs, end = grammar.read(text, match.end(), match.group("plural") is not None, None)
        elif match.group("relcue"):
            refs, end = grammar.read(text, match.end(), False, law) if law else ([], match.end())
        else:
            refs, end = grammar.read(text, match.start(), False, None)
        references += refs
        pos = end if refs else match.start() + 1
    return references


@dataclass(frozen=True)
class Unreadable:
    """Something written as a reference that names no clause of the Laws: "Law 99Z", "Law 55Q"."""

    written: str  # the id as written, "99Z"
    start: int
    end: int


def find_unreadable(text: str, language: str) -> list[Unreadable]:
    """Ids after a word for "Law" that :func:`find_references` cannot read as any clause.

    The parser leaves them out (so they are never links); editors need to see them flagged.
    """
    grammar = _grammar(language)
    starts = {ref.start for ref in find_references(text, language)}
    return [
        Unreadable(match.group("token"), match.start("token"), match.end("token"))
        for match in grammar.cued_token.finditer(text)
        if match.start("token") not in starts
    ]
