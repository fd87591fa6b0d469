"""Searching: what the user typed -> a law-number jump, or hits with highlighted fragments.

The pipeline is plain functions over plain data: :func:`clean` (control characters, length),
:func:`parse` (words, "phrases", trailing wildcards, glossary terms; capped and checked),
:func:`build_query` (one alternative per language field, the accent-free field, and the
glossary's other-language forms), then :func:`search`, which caches by query, filters and index
version. The views only call :func:`search` and :func:`jump_target`.
"""
from __future__ import annotations

import html
import re
import threading
import unicodedata
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.urls import get_script_prefix, get_urlconf, reverse
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, gettext as _
from whoosh.query import And, NullQuery, Or, Phrase, Prefix, Term

from lawsite.laws.numbering import ClauseId, ClauseIdError
from lawsite.query_params import integer_param

from . import scoring
from .analyzers import LANGUAGES, fold, spans, term, words
from .glossary import Glossary, Term as GlossaryTerm, load_glossary
from .index import IndexStore, Searchers

MAX_QUERY_CHARS = 500  # longer input is cut here before anything else looks at it
MAX_UNITS = 12  # words or phrases per query; the rest is ignored with a notice
PAGE_SIZE = 10
FRAGMENT_CHARS = 240
OTHER_TEXT_CHARS = 1200
RESULT_CACHE_SIZE = 2048

_OPERATORS = {"AND", "OR", "NOT", "&&", "||"}
_CHUNK = re.compile(r'"([^"]*)"|(\S+)')


@dataclass(frozen=True)
class Unit:
    """A word, a "quoted phrase", a word with a trailing ``*``, or a glossary term spanning words."""

    words: tuple[str, ...]
    phrase: bool = False
    prefix: bool = False
    term: GlossaryTerm | None = None

    @property
    def text(self) -> str:
        joined = " ".join(self.words)
        return f'"{joined}"' if self.phrase else joined + ("*" if self.prefix else "")


@dataclass(frozen=True)
class ParsedQuery:
    units: tuple[Unit, ...]
    notices: tuple[str, ...] = ()  # gettext-ready messages about what was ignored
    refusal: str = ""  # a message instead of results (a leading wildcard)


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
    refusal = ""
    for match in _CHUNK.finditer(cleaned.replace("“", '"').replace("”", '"').replace("„", '"')):
        phrase, chunk = match.groups()
        if phrase is not None:
            found = tuple(words(phrase))
            if found:
                units.append(Unit(found, phrase=len(found) > 1))
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
        elif len(found) == 1:
            units.append(Unit(found))
        elif found:
            units.append(Unit(found, phrase=True))
    if len(units) > MAX_UNITS:
        notices.append(_("Only the first %(n)s words were searched.") % {"n": MAX_UNITS})
        units = units[:MAX_UNITS]
    return ParsedQuery(tuple(_with_glossary(units, glossary)), tuple(dict.fromkeys(notices)), refusal)


def _with_glossary(units: list[Unit], glossary: Glossary) -> list[Unit]:
    """Merge the words that form a defined term into one unit carrying the term."""
    out, i = [], 0
    while i < len(units):
        unit = units[i]
        if unit.prefix:
            out.append(unit)
            i += 1
            continue
        if unit.phrase:
            hit = glossary.find(list(unit.words))
            whole = hit and hit[0][0] == 0 and hit[0][1] == len(unit.words)
            out.append(Unit(unit.words, True, False, hit[0][2]) if whole else unit)
            i += 1
            continue
        j = i
        while j < len(units) and not units[j].phrase and not units[j].prefix:
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


def _sequence(fieldname: str, terms: list[str]):
    return Term(fieldname, terms[0]) if len(terms) == 1 else Phrase(fieldname, terms)


@dataclass
class Highlight:
    """The terms a hit may have matched, per field, for marking them in its text."""

    by_language: dict[str, set] = field(default_factory=dict)
    folded: set = field(default_factory=set)
    prefixes: tuple = ()


def build_query(parsed: ParsedQuery, languages: tuple[str, ...]):
    """And over units; each unit an Or over the language fields, the folded field and glossary forms."""
    parts = []
    marks = Highlight({language: set() for language in LANGUAGES})
    prefixes = []
    for unit in parsed.units:
        alternatives = []
        if unit.prefix:
            stem = fold(unit.words[0])
            prefixes.append(stem)
            alternatives.append(Prefix("folded", stem))
            alternatives += [Prefix(f"text_{language}", stem) for language in languages]
        else:
            for language in languages:
                stems = [term(language, w) for w in unit.words]
                alternatives.append(_sequence(f"text_{language}", stems))
                marks.by_language[language].update(stems)
            folded = [fold(w) for w in unit.words]
            alternatives.append(_sequence("folded", folded))
            marks.folded.update(folded)
        if unit.term is not None:
            for language, forms in unit.term.forms.items():
                if language not in languages:
                    continue
                for form in forms:
                    stems = [term(language, w) for w in words(form)]
                    alternatives.append(_sequence(f"text_{language}", stems))
                    marks.by_language[language].update(stems)
        either = Or(list(dict.fromkeys(alternatives)))
        if not unit.prefix:  # a union tree (Whoosh's preloading arrays are slower); prefixes keep the default
            either.matcher_type = Or.DEFAULT_MATCHER
        parts.append(either)
    marks.prefixes = tuple(prefixes)
    if not parts:
        return NullQuery, marks
    return (parts[0] if len(parts) == 1 else And(parts)), marks


def highlight(text: str, language: str, marks: Highlight, limit: int = FRAGMENT_CHARS) -> SafeString:
    """Up to two escaped fragments around matched words, each match in <mark>. Works on any length."""
    stems, folds, prefixes = marks.by_language.get(language, set()), marks.folded, marks.prefixes
    matched = []
    for start, end, word in spans(text):
        folded = fold(word)
        if folded in folds or term(language, word) in stems or (prefixes and folded.startswith(prefixes)):
            matched.append((start, end))
    if not matched:
        return mark_safe(escape(_shorten(text, limit)))
    windows: list[tuple[int, int]] = []
    for start, _end in matched:
        if windows and start < windows[-1][1]:
            continue
        if len(windows) == 2:
            break
        left = max(0, start - limit // 3)
        left = text.rfind(" ", 0, left) + 1 if left else 0
        windows.append((left, min(len(text), left + limit)))
    pieces = []
    for left, right in windows:
        out, pos = [], left
        for start, end in matched:  # html.escape: what django's escape does, without its lazy wrapper
            if start >= left and end <= right:
                out += [html.escape(text[pos:start]), "<mark>", html.escape(text[start:end]), "</mark>"]
                pos = end
        out.append(html.escape(text[pos:right]))
        pieces.append(("… " if left else "") + "".join(out) + (" …" if right < len(text) else ""))
    return mark_safe(" ".join(pieces))


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " …"


# ---- law-number jumps ------------------------------------------------------------------------

_JUMP_HINT = re.compile(r"\d")


def jump_target(cleaned: str) -> ClauseId | None:
    """``43b2b``, ``law 64 a 2``, ``Νόμος 43Β2(β)``, ``przepis 64A2`` -> the clause; ``64`` -> the law."""
    if not cleaned or len(cleaned) > 40 or not _JUMP_HINT.search(cleaned):
        return None
    try:
        return ClauseId.parse_loose(cleaned)
    except (ClauseIdError, ValueError):
        return None


# ---- results ---------------------------------------------------------------------------------


@dataclass
class OtherText:
    language: str
    text: str
    url: str


@dataclass
class Hit:
    kind: str  # clause | commentary | example
    clause_id: str
    law: int
    law_title: str
    title: str
    language: str
    fragment: SafeString
    url: str
    side_by_side_url: str
    others: list[OtherText]
    edition: str = ""  # the edition the text is of
    from_other_edition: bool = False  # of another edition than the one searched (or than the one in force)
    edition_url: str = ""  # the text on its own edition's page, when that is another page than ``url``


@dataclass
class SearchResult:
    query: str
    hits: list[Hit] = field(default_factory=list)
    total: int = 0  # matching texts, before grouping by clause
    total_exact: bool = True  # False: ``total`` is a lower bound
    page: int = 1
    has_next: bool = False
    notices: tuple[str, ...] = ()
    refusal: str = ""
    suggestion: str = ""
    index_missing: bool = False

    @property
    def empty(self) -> bool:
        return not self.hits


@dataclass(frozen=True)
class Filters:
    language: str = ""  # "", "en", "el", "pl"
    law: int | None = None
    chapter: str = ""
    edition: str = ""  # "2017": what that edition's pages show; "": every edition
    in_force: str = ""  # the code of the edition in force, whose pages have the plain addresses

    def query(self):
        parts = []
        if self.edition:
            parts.append(Term("shown_in", self.edition))
        if self.language:
            parts.append(Term("language", self.language))
        if self.law:
            parts.append(Term("law", str(self.law)))
        if self.chapter:
            parts.append(Term("chapter", self.chapter))
        return And(parts) if len(parts) > 1 else (parts[0] if parts else None)

    @property
    def languages(self) -> tuple[str, ...]:
        return (self.language,) if self.language in LANGUAGES else LANGUAGES


class Engine:
    """Searches one index root; per-process caches of results (keyed by index version) and queries."""

    def __init__(self, root: Path, glossary_path: Path):
        self.store = IndexStore(root)
        self.searchers = Searchers(self.store)
        self.glossary_path = glossary_path
        self._cache: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def glossary(self) -> Glossary:
        return load_glossary(self.glossary_path)

    def search(self, raw: str, filters: Filters = Filters(), page: int = 1, ui_language: str = "en") -> SearchResult:
        cleaned = clean(raw)
        page = max(1, min(int(page or 1), 100))
        if not filters.in_force:
            filters = replace(filters, in_force=_in_force_code())
        searcher, version = self.searchers.get()
        if searcher is None:
            return SearchResult(cleaned, index_missing=True)
        key = (cleaned, filters, page, ui_language, version)
        with self._lock:
            cached = self._cache.get(key)
            if cached is not None:
                self._cache.move_to_end(key)
                return cached
        result = self._search(searcher, cleaned, filters, page, ui_language)
        with self._lock:
            self._cache[key] = result
            while len(self._cache) > RESULT_CACHE_SIZE:
                self._cache.popitem(last=False)
        return result

    def clear_cache(self):
        with self._lock:
            self._cache.clear()
        parse.cache_clear()
        _compiled.cache_clear()

    def _search(self, searcher, cleaned, filters, page, ui_language) -> SearchResult:
        parsed = parse(cleaned, self.glossary())
        result = SearchResult(cleaned, page=page, notices=parsed.notices, refusal=parsed.refusal)
        if parsed.refusal or not parsed.units:
            return result
        query, marks = _compiled(parsed, filters.languages)
        wanted = page * PAGE_SIZE
        if scoring.supported(query):
            ordered = self._ranked_groups(searcher, query, filters, wanted, result)
        else:
            ordered = self._whoosh_groups(searcher, query, filters, wanted, result)
        result.has_next = len(ordered) > wanted
        result.hits = [
            self._hit(searcher, docnum, stored, marks, ui_language, filters)
            for docnum, stored in ordered[wanted - PAGE_SIZE : wanted]
        ]
        if not result.hits and page == 1:
            result.suggestion = self._suggest(searcher, parsed)
        return result

    @staticmethod
    def _ranked_groups(searcher, query, filters: Filters, wanted: int, result: SearchResult) -> list[tuple[int, dict]]:
        """(docnum, stored fields) of the best text of each clause, best first, until one past the page."""
        matches = scoring.scores(searcher, query, filters.query())
        result.total, result.total_exact = len(matches), True
        limit = wanted * len(LANGUAGES) + 1
        while True:  # more texts when one clause's languages fill the first ones
            ranked = scoring.top_docs(matches, limit)
            groups: dict[str, tuple[int, dict]] = {}
            for docnum in ranked:
                stored = scoring.stored_fields(searcher, docnum)
                groups.setdefault(stored["group"], (docnum, stored))
                if len(groups) > wanted:  # the page and one more, to know there is a next page
                    break
            if len(groups) > wanted or len(ranked) < limit:
                return list(groups.values())
            limit *= 4

    @staticmethod
    def _whoosh_groups(searcher, query, filters: Filters, wanted: int, result: SearchResult) -> list[tuple[int, dict]]:
        hits = searcher.search(query, limit=wanted * len(LANGUAGES) + 1, filter=filters.query())
        # Counting every match is a second pass over all postings: exact only when Whoosh already knows.
        result.total_exact = hits.has_exact_length()
        result.total = len(hits) if result.total_exact else hits.scored_length()
        groups: dict[str, tuple[int, dict]] = {}
        for hit in hits:
            stored = hit.fields()
            groups.setdefault(stored["group"], (hit.docnum, stored))
        return list(groups.values())

    def _hit(self, searcher, docnum: int, stored: dict, marks: Highlight, ui_language: str, filters: Filters = Filters()) -> Hit:
        language = stored["language"]
        text = stored.get(f"text_{language}", "")
        titles = stored.get("law_titles") or {}
        law = int(stored["law"])
        own_edition = stored.get("edition", "")
        page_edition = filters.edition or own_edition
        clause_id = (stored.get("shown_as") or {}).get(page_edition, stored["clause_id"])
        url = _url(stored, law, clause_id, _url_edition(page_edition, filters.in_force))
        anchor = _anchor(stored, clause_id)
        from_other = bool(own_edition) and own_edition != (filters.edition or filters.in_force or own_edition)
        edition_url = ""
        if from_other:
            own_url = _url(stored, law, stored["clause_id"], _url_edition(own_edition, filters.in_force))
            edition_url = own_url + _anchor(stored, stored["clause_id"])
        others = []
        if len(stored.get("languages") or ()) > 1:
            texts = {doc["language"]: doc for doc in scoring.find_documents(searcher, "group", stored["group"], docnum)}
            for other in stored["languages"]:
                doc = texts.get(other)
                if other != language and doc:
                    others.append(OtherText(other, _shorten(doc.get(f"text_{other}", ""), OTHER_TEXT_CHARS), f"{url}?cols={other}"))
        return Hit(
            kind=stored["kind"],
            clause_id=clause_id,
            law=law,
            law_title=titles.get(ui_language) or titles.get("en", ""),
            title=stored.get("title", ""),
            language=language,
            fragment=highlight(text, language, marks),
            url=f"{url}?cols={language}{anchor}",
            side_by_side_url=f"{url}?cols={','.join(dict.fromkeys([language, *(o.language for o in others)]))}{anchor}",
            others=others,
            edition=own_edition,
            from_other_edition=from_other,
            edition_url=edition_url,
        )

    def _suggest(self, searcher, parsed: ParsedQuery) -> str:
        """A corrected query when some word is not in the index at all ("did you mean")."""
        reader = searcher.reader()
        changed, out = False, []
        for unit in parsed.units:
            fixed = []
            for word in unit.words:
                folded = fold(word)
                if unit.prefix or not 4 <= len(folded) <= 30 or folded.isdigit() or reader.frequency("folded", folded):
                    fixed.append(word)
                    continue
                options = searcher.suggest("folded", folded, limit=1, maxdist=2)
                fixed.append(options[0] if options else word)
                changed |= bool(options)
            out.append(Unit(tuple(fixed), unit.phrase, unit.prefix).text)
        return " ".join(out) if changed else ""


def _in_force_code() -> str:
    from lawsite.laws.models import Edition

    edition = Edition.in_force()
    return edition.code if edition else ""


def _url_edition(code: str, in_force: str) -> str | None:
    """The edition a link must name: None for the edition in force (its pages have the plain addresses)."""
    return None if not code or code == in_force else code


def _url(stored: dict, law: int, clause_id: str, url_edition: str | None = None) -> str:
    target = clause_id if stored["kind"] == "clause" else str(law)
    return _clause_url(target, get_language(), get_script_prefix(), get_urlconf(), url_edition)


@lru_cache(maxsize=8192)
def _clause_url(target: str, language, script_prefix: str, urlconf, url_edition: str | None = None) -> str:
    """``reverse`` once per clause and what it depends on (the language prefix, the script prefix)."""
    return reverse("laws:clause", args=[url_edition, target] if url_edition else [target])


def _anchor(stored: dict, clause_id: str) -> str:
    if stored["kind"] == "clause":
        return "#" + ClauseId.parse(clause_id).anchor
    return f"#{stored['kind']}-{stored['slug']}"


@lru_cache(maxsize=4096)
def _compiled(parsed: ParsedQuery, languages: tuple[str, ...]):
    """Pre-parsed queries: the same text and languages reuse one Whoosh query object."""
    return build_query(parsed, languages)


_engines: dict[tuple, Engine] = {}
_engines_lock = threading.Lock()


def get_engine() -> Engine:
    """The engine for the configured index directory (tests point it at a temporary one)."""
    key = (str(settings.SEARCH_INDEX_DIR), str(Path(settings.CONTENT_DIR) / "glossary.toml"))
    with _engines_lock:
        if key not in _engines:
            _engines[key] = Engine(Path(key[0]), Path(key[1]))
        return _engines[key]


def jump_url(target: ClauseId) -> str:
    """The page of ``target``, or of its nearest ancestor in the collection (the law always is)."""
    from lawsite.laws.models import Clause

    chain = [target, *reversed(target.ancestors())]
    known = set(Clause.objects.filter(clause_id__in=[str(c) for c in chain]).values_list("clause_id", flat=True))
    best = next((c for c in chain if str(c) in known), ClauseId(target.law))
    return reverse("laws:clause", args=[str(best)])


_CHAPTER = re.compile(r"[IVXL]{1,8}")


ALL_EDITIONS = "all"


def read_filters(params, in_force: str = "") -> Filters:
    """Filters from request parameters; anything unexpected is simply no filter. The edition searched is
    the one in ``?edition=`` (``all``: every edition), else ``in_force``."""
    language = params.get("lang", "")
    chapter = params.get("chapter", "").strip().upper()
    edition = params.get("edition", "").strip()
    if edition == ALL_EDITIONS:
        edition = ""
    elif not (len(edition) == 4 and edition.isascii() and edition.isdigit()):
        edition = in_force
    return Filters(
        language=language if language in LANGUAGES else "",
        law=integer_param(params, "law", 1, 93),
        chapter=chapter if _CHAPTER.fullmatch(chapter) else "",
        edition=edition,
        in_force=in_force,
    )


def read_page(params) -> int:
    return integer_param(params, "page", 1, 999, default=1)


def chapter_choices(ui_language: str) -> list[tuple[str, str]]:
    from lawsite.laws.models import Chapter

    return [(c.number, c.titles.get(ui_language) or c.titles.get("en", "")) for c in Chapter.objects.all()]


def as_json(result: SearchResult) -> dict:
    return {
        "query": result.query,
        "total": result.total,
        "total_exact": result.total_exact,
        "page": result.page,
        "has_next": result.has_next,
        "message": result.refusal or ("index not built" if result.index_missing else ""),
        "notices": list(result.notices),
        "suggestion": result.suggestion,
        "results": [
            {
                "kind": hit.kind,
                "clause_id": hit.clause_id,
                "law": hit.law,
                "law_title": hit.law_title,
                "title": hit.title,
                "language": hit.language,
                "fragment_html": str(hit.fragment),
                "url": hit.url,
                "side_by_side_url": hit.side_by_side_url,
                "other_languages": [{"language": o.language, "url": o.url, "text": o.text} for o in hit.others],
                "edition": hit.edition,
                "from_other_edition": hit.from_other_edition,
                "edition_url": hit.edition_url,
            }
            for hit in result.hits
        ],
    }
