"""The Laws' defined terms (``laws_content/glossary.toml``) as search sees them.

Two uses: a query word in one language also finds the other languages' form of the same term
(revoke = ρενόνς = renons), and :func:`link_terms` turns defined terms inside rendered law text
into links to their definition. Terms are compared stem by stem with the search analyzers, so
``renonsu`` and ``revokes`` are the terms ``renons`` and ``revoke``. No Django and no ORM here.
"""

from __future__ import annotations

import html
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from .analyzers import LANGUAGES, WORD_RE, term, words


@dataclass(frozen=True, eq=False)
class Term:
    """Compared by identity: one object per term of a loaded glossary (queries cache on it)."""

    key: str  # "penalty-card"
    forms: dict[str, tuple[str, ...]]  # {"en": ("penalty card",), "pl": ("karta przygwożdżona",)}
    defined_in: str = ""  # "Definitions", a law number ("50") or ""


@dataclass(eq=False)
class Glossary:
    terms: list[Term]
    # language -> stems of a form -> term; the longest form wins when several start at one word.
    _by_stems: dict[str, dict[tuple[str, ...], Term]] = field(default_factory=dict, repr=False)
    _longest: int = 1

    def __post_init__(self):
        for language in LANGUAGES:
            table = self._by_stems.setdefault(language, {})
            for entry in self.terms:
                for form in entry.forms.get(language, ()):
                    stems = tuple(term(language, w) for w in words(form))
                    if stems:
                        table.setdefault(stems, entry)
                        self._longest = max(self._longest, len(stems))

    @classmethod
    def from_data(cls, data: list[dict]) -> Glossary:
        """From the ``[[term]]`` tables of glossary.toml."""
        terms = [
            Term(
                key=str(item["key"]),
                forms={lang: tuple(item.get(lang, ())) for lang in LANGUAGES if item.get(lang)},
                defined_in=str(item.get("defined_in", "")),
            )
            for item in data
        ]
        return cls(terms)

    def find(self, tokens: list[str], languages=LANGUAGES) -> list[tuple[int, int, Term]]:
        """Terms among ``tokens`` (words of a query): (first word, past last word, term), longest first."""
        found, i = [], 0
        while i < len(tokens):
            hit = self._match_at(tokens, i, languages)
            if hit:
                found.append((i, i + hit[0], hit[1]))
                i += hit[0]
            else:
                i += 1
        return found

    def _match_at(self, tokens: list[str], i: int, languages) -> tuple[int, Term] | None:
        for n in range(min(self._longest, len(tokens) - i), 0, -1):
            for language in languages:
                stems = tuple(term(language, w) for w in tokens[i : i + n])
                entry = self._by_stems[language].get(stems)
                if entry:
                    return n, entry
        return None


@lru_cache(maxsize=8)
def _load(path: str, mtime_ns: int) -> Glossary:
    with open(path, "rb") as handle:
        return Glossary.from_data(tomllib.load(handle).get("term", []))


def load_glossary(path: Path) -> Glossary:
    """The glossary file, re-read when it changes; an absent file is an empty glossary."""
    path = Path(path)
    try:
        mtime = path.stat().st_mtime_ns
    except FileNotFoundError:
        return Glossary([])
    return _load(str(path), mtime)


_TAG = re.compile(r"(<[^>]*>)")
_GAP = re.compile(r"\s+")


def link_terms(
    html: str,
    language: str,
    glossary: Glossary,
    url_for: Callable[[Term], str | None],
    title_for: Callable[[Term, str], str] | None = None,
) -> str:
    """Link the first use of each defined term in rendered, sanitised ``html`` to ``url_for(term)``.

    Only text between tags is touched, never text already inside a link; a term whose
    ``url_for`` is None stays plain. The words kept are the text's own (inflected) words.
    ``title_for(term, language)`` gives the link's title (the reader's words for where the term
    is defined); by default the term in ``language`` and its ``defined_in``.
    """
    out, inside_link, linked = [], 0, set()
    for piece in _TAG.split(html):
        if piece.startswith("<"):
            name = piece[1:].lstrip("/").split(None, 1)[0].lower() if len(piece) > 2 else ""
            if name.rstrip(">") == "a":
                inside_link += -1 if piece.startswith("</") else 1
            out.append(piece)
            continue
        out.append(
            piece if inside_link else _link_text(piece, language, glossary, url_for, title_for or _title, linked)
        )
    return "".join(out)


def _title(entry: Term, language: str) -> str:
    where = f"Law {entry.defined_in}" if entry.defined_in[:1].isdigit() else entry.defined_in
    return f"{form_in(entry, language)}: {where}"


def form_in(entry: Term, language: str) -> str:
    """The term as ``language`` writes it, else in English, else its key."""
    forms = entry.forms.get(language) or entry.forms.get("en") or (entry.key,)
    return forms[0]


def _link_text(text: str, language: str, glossary: Glossary, url_for, title_for, linked: set[str]) -> str:
    matches = list(WORD_RE.finditer(text))
    tokens = [m.group() for m in matches]
    pieces, pos = [], 0
    for first, past, entry in glossary.find(tokens, languages=(language,)):
        start, end = matches[first].start(), matches[past - 1].end()
        joined = all(
            _GAP.fullmatch(text[a.end() : b.start()]) for a, b in zip(matches[first:past], matches[first + 1 : past])
        )
        url = url_for(entry) if entry.key not in linked and joined else None
        if not url:
            continue
        linked.add(entry.key)
        title = html.escape(title_for(entry, language))
        key = html.escape(entry.key)
        pieces += [
            text[pos:start],
            f'<a class="term" href="{html.escape(url)}" data-term="{key}" title="{title}">{text[start:end]}</a>',
        ]
        pos = end
    pieces.append(text[pos:])
    return "".join(pieces)
