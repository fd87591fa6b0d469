"""What the user typed -> the Whoosh query searched.

:func:`clean` (control characters, length), :func:`parse` (words, "phrases", trailing wildcards, glossary
terms, stop words dropped; capped and checked; text only, so it is cached), then :func:`build_query`: an
And of units, each an Or of one alternative per language field, the accent-free field, the glossary's
other-language forms, and the Greek readings of a word typed in Latin letters (found in the index by
the engine). No Django here except the translated notices.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from django.utils.translation import gettext as _
from whoosh.query import And, NullQuery, Or, Phrase, Prefix, Term

from .analyzers import LANGUAGES, fold, is_stop_word, term, words
from .glossary import Glossary
from .glossary import Term as GlossaryTerm

MAX_QUERY_CHARS = 500  # longer input is cut here before anything else looks at it
MAX_UNITS = 12  # words or phrases per query; the rest is ignored with a notice

_OPERATORS = {"AND", "OR", "NOT", "&&", "||"}
_CHUNK = re.compile(r'"([^"]*)"|(\S+)')


@dataclass(frozen=True)
class Unit:
    """A word, a "quoted phrase", a word with a trailing ``*``, or a glossary term spanning words."""

    words: tuple[str, ...]
    phrase: bool = False
    prefix: bool = False
    term: GlossaryTerm | None = None
    quoted: bool = False  # typed in quotes: its words are never dropped

    @property
    def text(self) -> str:
        joined = " ".join(self.words)
        return f'"{joined}"' if self.phrase else joined + ("*" if self.prefix else "")

    @property
    def word(self) -> str | None:
        """The one word of a unit of one word (with a wildcard or not)."""
        return self.words[0] if len(self.words) == 1 else None


@dataclass(frozen=True)
class ParsedQuery:
    units: tuple[Unit, ...]
    notices: tuple[str, ...] = ()  # gettext-ready messages about what was ignored
    refusal: str = ""  # a message instead of results (a leading wildcard)
    dropped: tuple[str, ...] = ()  # stop words left out of the search
    typed_words: tuple[str, ...] = ()  # every word as typed, in order ("" where a wildcard breaks the run)


def clean(raw: str) -> str:
    """Drop control and format characters, cut to :data:`MAX_QUERY_CHARS`, squeeze spaces."""
    text = (raw or "")[: MAX_QUERY_CHARS * 2]
    text = "".join(" " if unicodedata.category(c)[0] in "CZ" else c for c in text)
    text = unicodedata.normalize("NFC", text)
    return " ".join(text.split())[:MAX_QUERY_CHARS]


@lru_cache(maxsize=4096)
def parse(cleaned: str, glossary: Glossary) -> ParsedQuery:
    notices: list[str] = []
    units: list[Unit] = []
    typed: list[str] = []
    refusal = ""
    for match in _CHUNK.finditer(cleaned.replace("“", '"').replace("”", '"').replace("„", '"')):
        phrase, chunk = match.groups()
        if phrase is not None:
            found = tuple(words(phrase))
            if found:
                units.append(Unit(found, phrase=len(found) > 1, quoted=True))
                typed += found
            continue
        if chunk in _OPERATORS:
            notices.append(_("Search operators such as AND and OR are not supported: every word must match."))
            continue
        chunk = chunk.replace('"', "")
        if chunk[:1] in ("*", "?"):
            refusal = _("A wildcard cannot start a word: type a few letters first, as in lew*.")
            continue
        prefix = chunk.endswith("*") and "*" not in chunk.rstrip("*") and "?" not in chunk
        if ("*" in chunk or "?" in chunk) and not prefix:
            refusal = _("A wildcard can only end a word, as in lew*.")
            continue
        found = tuple(words(chunk))
        if prefix and len(found) == 1 and len(found[0]) >= 2:
            units.append(Unit(found, prefix=True))
            typed.append("")
        elif len(found) == 1:
            units.append(Unit(found))
            typed += found
        elif found:
            units.append(Unit(found, phrase=True))
            typed += found
    if len(units) > MAX_UNITS:
        notices.append(_("Only the first %(n)s words were searched.") % {"n": MAX_UNITS})
        units = units[:MAX_UNITS]
    units, dropped = _without_stop_words(_with_glossary(units, glossary))
    return ParsedQuery(tuple(units), tuple(dict.fromkeys(notices)), refusal, tuple(dropped), tuple(typed))


def _with_glossary(units: list[Unit], glossary: Glossary) -> list[Unit]:
    """Merge the words that form a defined term into one unit carrying the term."""
    out, i = [], 0
    while i < len(units):
        unit = units[i]
        if unit.prefix:  # the word's own glossary term: what the word finds, its beginning finds too
            hit = glossary.find(list(unit.words))
            out.append(Unit(unit.words, prefix=True, term=hit[0][2]) if hit else unit)
            i += 1
            continue
        if unit.phrase or unit.quoted:
            hit = glossary.find(list(unit.words))
            whole = hit and hit[0][0] == 0 and hit[0][1] == len(unit.words)
            out.append(Unit(unit.words, unit.phrase, False, hit[0][2], quoted=unit.quoted) if whole else unit)
            i += 1
            continue
        j = i
        while j < len(units) and not units[j].phrase and not units[j].prefix and not units[j].quoted:
            j += 1
        run = [u.words[0] for u in units[i:j]]
        pos = 0
        for first, past, entry in glossary.find(run):
            out.extend(Unit((w,)) for w in run[pos:first])
            out.append(Unit(tuple(run[first:past]), phrase=past - first > 1, term=entry))
            pos = past
        out.extend(Unit((w,)) for w in run[pos:])
        i = j
    return out


def _without_stop_words(units: list[Unit]) -> tuple[list[Unit], list[str]]:
    """Single words of no weight ("the", "not", "και", "nie") left out, unless nothing else is left.
    Words in quotes, in a glossary term or with a wildcard always count."""

    def droppable(unit: Unit) -> bool:
        return (
            unit.word is not None
            and not unit.prefix
            and not unit.quoted
            and unit.term is None
            and is_stop_word(unit.word)
        )

    kept = [unit for unit in units if not droppable(unit)]
    if not kept:
        return units, []
    return kept, [unit.word for unit in units if droppable(unit)]


def _sequence(fieldname: str, terms: list[str]):
    return Term(fieldname, terms[0]) if len(terms) == 1 else Phrase(fieldname, terms)


@dataclass
class Highlight:
    """The terms a hit may have matched, per field, for marking them in its text: single words, and
    phrases (marked only where their words stand together)."""

    by_language: dict[str, set] = field(default_factory=dict)
    folded: set = field(default_factory=set)
    prefixes: tuple = ()
    phrases: dict[str, set] = field(default_factory=dict)  # language or "folded" -> tuples of terms

    def add(self, where: str, terms: list[str]):
        if len(terms) > 1:
            self.phrases.setdefault(where, set()).add(tuple(terms))
        elif where == "folded":
            self.folded.update(terms)
        else:
            self.by_language.setdefault(where, set()).update(terms)


def build_query(parsed: ParsedQuery, languages: tuple[str, ...], readings: dict[str, tuple[str, ...]] | None = None):
    """And over units; each unit an Or over the language fields, the folded field, glossary forms and
    Greek readings (``readings``: a Latin word -> folded Greek words of the index it spells)."""
    parts = []
    marks = Highlight({language: set() for language in LANGUAGES})
    prefixes = []
    readings = readings or {}
    for unit in parsed.units:
        alternatives = []
        for language in languages:
            stems = [term(language, w) for w in unit.words]
            alternatives.append(_sequence(f"text_{language}", stems))
            marks.add(language, stems)
        folded = [fold(w) for w in unit.words]
        alternatives.append(_sequence("folded", folded))
        marks.add("folded", folded)
        if unit.prefix:  # the word itself, and every word it begins: dummy* finds all dummy finds
            stem = folded[0]
            prefixes.append(stem)
            alternatives.append(Prefix("folded", stem))
            for language in languages:
                for start in dict.fromkeys([stem, term(language, unit.words[0])]):
                    alternatives.append(Prefix(f"text_{language}", start))
        if unit.term is not None:
            for language, forms in unit.term.forms.items():
                if language not in languages:
                    continue
                for form in forms:
                    stems = [term(language, w) for w in words(form)]
                    alternatives.append(_sequence(f"text_{language}", stems))
                    marks.add(language, stems)
        for greek in readings.get(unit.word or "", ()):
            alternatives.append(Term("folded", greek))
            marks.add("folded", [greek])
            if "el" in languages:
                alternatives.append(Term("text_el", term("el", greek)))
                marks.add("el", [term("el", greek)])
        either = Or(list(dict.fromkeys(alternatives)))
        if not unit.prefix:  # a union tree (Whoosh's preloading arrays are slower); prefixes keep the default
            either.matcher_type = Or.DEFAULT_MATCHER
        parts.append(either)
    marks.prefixes = tuple(prefixes)
    if not parts:
        return NullQuery, marks
    return (parts[0] if len(parts) == 1 else And(parts)), marks


def phrase_query(parsed: ParsedQuery, languages: tuple[str, ...]):
    """The words of a query of several units as one phrase in each field: a text holding them in the
    order typed ranks above one holding them apart. None for one unit, or words broken by a wildcard."""
    typed = parsed.typed_words
    if len(parsed.units) < 2 or len(typed) < 2 or "" in typed or len(typed) > 8:
        return None
    return Or([Phrase(f"text_{language}", [term(language, w) for w in typed]) for language in languages])
