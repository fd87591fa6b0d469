"""Searching: what the user typed -> a law-number jump, a word about a law number that does not exist,
or ranked hits with extracts, partial matches below them when few texts hold every word.

The pipeline is plain functions over plain data: :mod:`.query` turns the text into a Whoosh query
(adding the Greek readings of Latin words, :mod:`.greeklish`), :mod:`.scoring` scores it from the
postings, :func:`rank` weighs the kinds of text and phrase matches, :mod:`.extracts` cuts what each hit
shows. :meth:`Engine.search` caches by query, filters and index version, and first brings this host's
index up to the database (at most every ``SEARCH_FOLLOW_SECONDS``). The views only call
:meth:`Engine.search`, :func:`jump_target` and :func:`jump_url`.
"""

from __future__ import annotations

import heapq
import logging
import re
import threading
import time
from bisect import bisect_left
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.urls import get_script_prefix, get_urlconf, reverse
from django.utils.safestring import SafeString
from django.utils.translation import get_language
from whoosh.query import And, Term

from lawsite.laws.numbering import ClauseId
from lawsite.query_params import integer_param

from . import greeklish, scoring
from .analyzers import LANGUAGES, fold, is_greek_word, spans
from .extracts import FRAGMENT_CHARS, OTHER_TEXT_CHARS, fragment, mark_all, plain, preview, shorten, split_title
from .glossary import Glossary, load_glossary
from .index import IndexStore, Provider, Searchers, check_index, greek_words
from .jumps import NumberNotice, jump_target, jump_url, number_notice
from .query import MAX_QUERY_CHARS, MAX_UNITS, Highlight, ParsedQuery, Unit, build_query, clean, parse, phrase_query

__all__ = [
    "Engine",
    "Filters",
    "Hit",
    "SearchResult",
    "get_engine",
    "jump_target",
    "jump_url",
    "clean",
    "parse",
    "MAX_QUERY_CHARS",
    "MAX_UNITS",
    "FRAGMENT_CHARS",
    "Highlight",
]

logger = logging.getLogger(__name__)

PAGE_SIZE = 10
RESULT_CACHE_SIZE = 2048
ECHO_CHARS = 80  # of the query, said back on the page ("No text matches …"): a long query never widens it
FEW_HITS = 5  # fewer clauses than this hold every word: the best partial matches follow
#: Ranking by kind of text: a clause's own words and the titles first, then commentary, then examples.
KIND_WEIGHTS = {"clause": 1.0, "law": 1.0, "chapter": 1.0, "commentary": 0.5, "example": 0.15}
#: A text holding the query's words in the order typed scores its phrase again on top, twice: the phrase is
#: scored in the language's field only, the words in that field and the accent-free one.
PHRASE_BONUS = 2.0
_MARKUP = re.compile(r"[<>{}\[\]=;&]")


def echo(query: str) -> str:
    """The query as the page says it back, at most :data:`ECHO_CHARS` characters."""
    return shorten(query, ECHO_CHARS) if len(query) > ECHO_CHARS else query


# ---- results ---------------------------------------------------------------------------------


@dataclass
class OtherText:
    language: str
    title: str
    text: str  # running text: no line breaks, cut after a whole word
    url: str


@dataclass
class Hit:
    kind: str  # clause | commentary | example | law | chapter
    clause_id: str  # "" for a law or chapter title
    law: int | None
    law_title: str
    title: SafeString  # the heading, the commentary's or example's title, the law's or chapter's title
    language: str
    fragment: SafeString  # extracts of the body (the title apart)
    url: str
    side_by_side_url: str
    others: list[OtherText]
    chapter: str = ""
    missing: tuple[str, ...] = ()  # a partial match: the words it lacks
    edition: str = ""  # the edition the text is of
    from_other_edition: bool = False  # of another edition than the one searched (or than the one in force)
    edition_url: str = ""  # the text on its own edition's page, when that is another page than ``url``
    law_title_language: str = "en"  # the reader's language where the law has a title in it, else English (else any)


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
    readings: tuple[str, ...] = ()  # Greek words a Latin-letter word was also searched as
    dropped: tuple[str, ...] = ()  # stop words left out
    partial: list[Hit] = field(default_factory=list)  # texts with some of the words, below the others
    number: NumberNotice | None = None  # said instead of results: "there are 93 laws"

    @property
    def empty(self) -> bool:
        return not self.hits and not self.partial

    @property
    def past_last_page(self) -> bool:
        """A page number beyond the results (an old link, an address typed by hand): texts match, on
        earlier pages, so "no text matches" would be false."""
        return not self.hits and self.page > 1 and self.total > 0

    @property
    def echo(self) -> str:
        return echo(self.query)


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


# ---- ranking ---------------------------------------------------------------------------------


def rank(searcher, matches: dict[int, float], phrase=None, wanted: int = PAGE_SIZE) -> dict[int, float]:
    """Scores weighed by kind of text, with a phrase match (``phrase``: the words in order) scored again.

    The phrase is looked for only where it could lift a text into the first ``wanted`` clauses: its score
    is at most the words' own (plus a stop word's, hence the margin of two), so a text whose score cannot
    reach the best ones' even with ``PHRASE_BONUS`` times twice its own added is left as it is.
    """
    weights: dict[int, float] = {}
    for kind, weight in KIND_WEIGHTS.items():
        if weight != 1.0 and matches:
            for docnum in scoring.kind_docs(searcher, kind) & matches.keys():
                matches[docnum] *= weight
                weights[docnum] = weight
    if phrase is not None and len(matches) > 1:
        keep = wanted * len(LANGUAGES) + 1
        candidates = matches
        if len(matches) > keep:
            threshold = heapq.nlargest(keep, matches.values())[-1] / (1 + 2 * PHRASE_BONUS)
            candidates = [docnum for docnum, score in matches.items() if score >= threshold]
        for docnum, score in scoring.scores(searcher, phrase, within=candidates).items():
            matches[docnum] += PHRASE_BONUS * score * weights.get(docnum, 1.0)
    return matches


def _matches(searcher, query, filters: Filters) -> dict[int, float]:
    if scoring.supported(query):
        return scoring.scores(searcher, query, filters.query())
    return {hit.docnum: hit.score for hit in searcher.search(query, limit=None, filter=filters.query())}


def _grouped(searcher, ranked: dict[int, float], wanted: int, skip: set[bytes] = frozenset()) -> list[int]:
    """The best text of each clause (its docnum), best first, until ``wanted`` clauses."""
    limit = wanted * len(LANGUAGES) + 1
    while True:  # more texts when one clause's languages fill the first ones
        top = scoring.top_docs(ranked, limit)
        best: dict[bytes, int] = {}
        for docnum in top:
            group = scoring.group_of(searcher, docnum)
            if group not in skip:
                best.setdefault(group, docnum)
            if len(best) >= wanted:
                break
        if len(best) >= wanted or len(top) < limit:
            return list(best.values())
        limit *= 4


def _in_language(searcher, docnum: int, ranked, language: str, typed: tuple[str, ...] = ()) -> int:
    """The text of the same clause (or title) that a hit shows: in the reader's language, else in English
    (the original), whichever language's words matched. A text in one of the two that matched comes first
    (the reader's before the English: what an English reader sees for "revoke" is the English of Law 64A);
    then the text that matched when it is in a language the query was typed in (``typed``: Greek letters or
    Greek readings of Latin ones, Polish letters), so ``ektelestis`` shows the Greek it found; then a text
    in the reader's language or English that did not match (a Polish reader searching "wyjście poza
    kolejnością" sees the English of 55A, there being no Polish 55A, not the Greek that matched through the
    glossary); a hit with neither shows the text that matched. ``ranked``: the texts that matched (any
    container of docnums)."""
    unmatched = None
    for wanted in (language, "en") if language != "en" else ("en",):
        in_language = scoring.language_docs(searcher, wanted)
        if docnum in in_language:
            return docnum  # in that language already
        sibling = scoring.nearby_sibling(searcher, docnum, in_language)
        if sibling is None:
            group = scoring.group_of(searcher, docnum).decode("utf-8")
            sibling = scoring.document_by_key(searcher, f"{group}:{wanted}")
        if sibling is not None:
            if sibling in ranked:
                return sibling
            unmatched = sibling if unmatched is None else unmatched
    if unmatched is None or any(docnum in scoring.language_docs(searcher, other) for other in typed):
        return docnum
    return unmatched


_POLISH_LETTERS = frozenset("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ")


def _typed_languages(cleaned: str, readings: dict) -> tuple[str, ...]:
    """The languages a query shows it was typed in, beside English: Greek (its letters, or Latin letters
    read as Greek words of the index), Polish (its letters)."""
    typed = []
    if readings or is_greek_word(cleaned):
        typed.append("el")
    if not _POLISH_LETTERS.isdisjoint(cleaned):
        typed.append("pl")
    return tuple(typed)


# ---- the index as the Greek readings ask about it -------------------------------------------


class _Lexicon:
    """The accent-free field's Greek words, per segment (a prefix is in the index if one segment has it)."""

    def __init__(self, searcher):
        self.words = [greek_words(sub.reader()) for sub, _ in searcher.leaf_searchers()]
        self.reader = searcher.reader()

    def has_prefix(self, prefix: str) -> bool:
        for words in self.words:
            at = bisect_left(words, prefix)
            if at < len(words) and words[at].startswith(prefix):
                return True
        return False

    def frequency(self, word: str) -> int:
        return self.reader.doc_frequency("folded", word)


def printed_form(searcher, folded: str) -> str:
    """The word as a text of the index prints it (accents, final ς), lower case: for "did you mean" and
    "also searched as". ``folded`` is a word of the accent-free field."""
    for subsearcher, offset in searcher.leaf_searchers():
        reader = subsearcher.reader()
        if ("folded", folded) not in reader:
            continue
        for docnum in reader.postings("folded", folded).all_ids():
            stored = scoring.stored_fields(searcher, docnum + offset)
            text = stored.get(f"text_{stored.get('language')}", "")
            for _start, _end, word in spans(text):
                if fold(word) == folded:
                    return word.lower()
    return folded


# ---- the engine --------------------------------------------------------------------------------


class Engine:
    """Searches one index root; per-process caches of results (keyed by index version) and queries.

    With a ``provider`` (the database, in the site) every search first checks, at most every
    ``follow_seconds``, whether the content moved on, and brings the index up to date if it did.
    """

    def __init__(
        self, root: Path, glossary_path: Path, provider: Provider | None = None, follow_seconds: float = 0.5, check=None
    ):
        self.store = IndexStore(root)
        self.searchers = Searchers(self.store)
        self.glossary_path = glossary_path
        self.provider = provider
        self.follow_seconds = follow_seconds
        self.check = check
        self._followed_at = -float("inf")
        self._cache: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def glossary(self) -> Glossary:
        return load_glossary(self.glossary_path)

    def follow(self) -> None:
        """Catch up with the database if it is ahead of this host's index (never waits on a writer)."""
        if self.provider is None or time.monotonic() - self._followed_at < self.follow_seconds:
            return
        self._followed_at = time.monotonic()
        try:
            self.store.sync(self.provider, check=self.check)
        except Exception:
            logger.exception("search index could not catch up with the content")

    def search(self, raw: str, filters: Filters = Filters(), page: int = 1, ui_language: str = "en") -> SearchResult:
        cleaned = clean(raw)
        page = max(1, min(int(page or 1), 100))
        if not filters.in_force:
            filters = replace(filters, in_force=_in_force_code())
        self.follow()
        with self.searchers.reading() as opened:
            if opened is None:
                return SearchResult(cleaned, index_missing=True)
            key = (cleaned, filters, page, ui_language, opened.version)
            with self._lock:
                cached = self._cache.get(key)
                if cached is not None:
                    self._cache.move_to_end(key)
                    return cached
            result = self._search(opened.searcher, cleaned, filters, page, ui_language)
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

    def _search(self, searcher, cleaned, filters: Filters, page: int, ui_language: str) -> SearchResult:
        number = number_notice(cleaned)
        if number is not None:
            return SearchResult(cleaned, page=page, number=number)
        parsed = parse(cleaned, self.glossary())
        result = SearchResult(
            cleaned, page=page, notices=parsed.notices, refusal=parsed.refusal, dropped=parsed.dropped
        )
        if parsed.refusal or not parsed.units:
            return result
        readings = self._readings(searcher, parsed)
        query, marks = _compiled(parsed, filters.languages, tuple(sorted(readings.items())))
        matches = _matches(searcher, query, filters)
        result.total = len(matches)
        wanted = page * PAGE_SIZE
        ranked = rank(searcher, matches, phrase_query(parsed, filters.languages), wanted)
        ordered = _grouped(searcher, ranked, wanted + 1)
        result.has_next = len(ordered) > wanted
        pages = _pages()
        on_page = ordered[wanted - PAGE_SIZE : wanted]
        typed = _typed_languages(cleaned, readings)
        if not filters.language:  # a language asked for is the language shown
            on_page = [_in_language(searcher, docnum, ranked, ui_language, typed) for docnum in on_page]
        result.hits = [self._hit(searcher, docnum, marks, ui_language, filters, pages) for docnum in on_page]
        if page == 1 and len(parsed.units) > 1 and len(ordered) < FEW_HITS:
            groups = {scoring.group_of(searcher, docnum) for docnum in ordered}
            result.partial = self._partial(searcher, query, parsed, filters, marks, ui_language, groups, pages, typed)
        if readings:
            shown = {greek for found in readings.values() for greek in found if _found_in(searcher, greek, ranked)}
            result.readings = tuple(printed_form(searcher, greek) for greek in sorted(shown))
        if not result.hits and page == 1 and not _MARKUP.search(cleaned):
            # also when texts with some of the words are shown: the misspelt word is what they lack
            result.suggestion = self._suggest(searcher, parsed)
        return result

    @staticmethod
    def _readings(searcher, parsed: ParsedQuery) -> dict[str, tuple[str, ...]]:
        """Greek words of the index that the query's Latin-letter words spell (Greeklish)."""
        lexicon = None
        found = {}
        for unit in parsed.units:
            word = unit.word
            if word is None or is_greek_word(word) or greeklish.typed_in_latin(word) is None:
                continue
            lexicon = lexicon or _Lexicon(searcher)
            greek = greeklish.readings(word, lexicon)
            if greek:
                found[word] = tuple(greek)
        return found

    def _partial(
        self,
        searcher,
        query,
        parsed: ParsedQuery,
        filters: Filters,
        marks,
        ui_language,
        shown,
        pages: tuple,
        typed: tuple[str, ...] = (),
    ) -> list[Hit]:
        """Texts holding some of the words, those holding more first, then by score."""
        units = (
            scoring.unit_matches(searcher, query, filters.query())
            if scoring.supported(query)
            else [_matches(searcher, part, filters) for part in query.subqueries]
        )
        counts: dict[int, int] = {}
        sums: dict[int, float] = {}
        for found in units:
            for docnum, score in found.items():
                counts[docnum] = counts.get(docnum, 0) + 1
                sums[docnum] = sums.get(docnum, 0.0) + score
        partial = {docnum: score for docnum, score in sums.items() if counts[docnum] < len(units)}
        if not partial:
            return []
        ranked = rank(searcher, partial)
        best = max(counts[docnum] for docnum in ranked)  # more words matched always first
        ranked = {docnum: score + (counts[docnum] - best) * 1e6 for docnum, score in ranked.items()}
        hits = []
        for docnum in _grouped(searcher, ranked, PAGE_SIZE, skip=shown):
            if not filters.language:
                shown_doc = _in_language(searcher, docnum, ranked, ui_language, typed)
                if counts.get(shown_doc, 0) >= counts[docnum]:  # the reader's language, holding as many words
                    docnum = shown_doc
            hit = self._hit(searcher, docnum, marks, ui_language, filters, pages)
            hit.missing = tuple(unit.text for unit, found in zip(parsed.units, units) if docnum not in found)
            hits.append(hit)
        return hits

    def _hit(
        self,
        searcher,
        docnum: int,
        marks: Highlight,
        ui_language: str,
        filters: Filters,
        pages: tuple,
    ) -> Hit:
        """``pages``: what the addresses depend on, :func:`_pages`, read once per search."""
        stored = scoring.stored_fields(searcher, docnum)
        kind, language = stored["kind"], stored["language"]
        title, body = split_title(stored.get(f"text_{language}", ""), stored.get("title", ""))
        titles = stored.get("law_titles") or {}
        texts = stored.get("others") or {}
        if kind in ("law", "chapter"):
            # A title names its law (or chapter) in the reader's language where the collection has that
            # title, else in English, whichever language's words matched (a language filter is obeyed).
            named = {language: title or body, **{other: texts[other][0] for other in texts}}
            named_in = filters.language or (ui_language if ui_language in named else "en")
            if named_in != language and named_in in named:
                texts = {**{o: t for o, t in texts.items() if o != named_in}, language: (title or body, "")}
                language, title, body = named_in, named[named_in], ""
        law = int(stored["law"]) if stored.get("law") else None
        own_edition = stored.get("edition", "")
        page_edition = filters.edition or own_edition
        clause_id = (stored.get("shown_as") or {}).get(page_edition, stored["clause_id"])
        url = _url(stored, clause_id, _url_edition(page_edition, filters.in_force), pages)
        anchor = _anchor(stored, clause_id)
        from_other = bool(own_edition) and own_edition != (filters.edition or filters.in_force or own_edition)
        edition_url = ""
        if from_other:
            own_url = _url(stored, stored["clause_id"], _url_edition(own_edition, filters.in_force), pages)
            edition_url = own_url + _anchor(stored, stored["clause_id"])
        others = [
            OtherText(other, plain(texts[other][0]), preview(texts[other][1], OTHER_TEXT_CHARS), f"{url}?cols={other}")
            for other in stored.get("languages") or ()
            if other in texts
        ]
        law_title_language = title_language(titles, ui_language)
        columns = ",".join(dict.fromkeys([language, *(o.language for o in others)]))
        return Hit(
            kind=kind,
            clause_id=clause_id,
            law=law,
            law_title=titles.get(law_title_language, ""),
            law_title_language=law_title_language,
            title=mark_all(plain(title), language, marks),
            language=language,
            fragment=fragment(plain(body), language, marks) if body else SafeString(""),
            url=f"{url}?cols={language}{anchor}" if kind != "chapter" else f"{url}{anchor}",
            side_by_side_url=f"{url}?cols={columns}{anchor}" if kind != "chapter" else f"{url}{anchor}",
            others=others,
            chapter=stored.get("chapter", ""),
            edition=own_edition,
            from_other_edition=from_other,
            edition_url=edition_url,
        )

    def _suggest(self, searcher, parsed: ParsedQuery) -> str:
        """A corrected query when some word is not in the index at all ("did you mean"), in the words as
        the texts print them (accents and final ς kept)."""
        reader = searcher.reader()
        changed, out = False, []
        for unit in parsed.units:
            fixed = []
            for word in unit.words:
                folded = fold(word)
                if (
                    unit.prefix
                    or not 4 <= len(folded) <= 30
                    or not folded.isalpha()
                    or reader.frequency("folded", folded)
                ):
                    fixed.append(word)
                    continue
                options = searcher.suggest("folded", folded, limit=1, maxdist=2)
                fixed.append(printed_form(searcher, options[0]) if options else word)
                changed |= bool(options)
            out.append(Unit(tuple(fixed), unit.phrase, unit.prefix).text)
        return " ".join(out) if changed else ""


def _found_in(searcher, greek: str, ranked: dict[int, float]) -> bool:
    """Whether a Greek reading is in one of the texts found (only those are said on the page)."""
    for subsearcher, offset in searcher.leaf_searchers():
        reader = subsearcher.reader()
        if ("folded", greek) in reader:
            if any(docnum + offset in ranked for docnum in reader.postings("folded", greek).all_ids()):
                return True
    return False


def _in_force_code() -> str:
    from lawsite.laws.models import Edition

    edition = Edition.in_force()
    return edition.code if edition else ""


def _url_edition(code: str, in_force: str) -> str | None:
    """The edition a link must name: None for the edition in force (its pages have the plain addresses)."""
    return None if not code or code == in_force else code


def _pages() -> tuple:
    """What a page's address depends on (the language prefix, the script prefix, the URL configuration):
    each is a context-local lookup, read once per search rather than for every address."""
    return get_language(), get_script_prefix(), get_urlconf()


def _url(stored: dict, clause_id: str, url_edition: str | None, pages: tuple) -> str:
    """The page of a hit: its clause, its law (commentary, examples, a law title) or the contents (a chapter
    title), on the pages of ``url_edition`` (None: the edition in force); ``pages``: :func:`_pages`."""
    kind = stored["kind"]
    if kind == "chapter":
        return _home_url(*pages, url_edition)
    target = clause_id if kind == "clause" else stored["law"]
    return _clause_url(target, *pages, url_edition)


@lru_cache(maxsize=8192)
def _clause_url(target: str, language, script_prefix: str, urlconf, url_edition: str | None = None) -> str:
    """``reverse`` once per clause and what it depends on (the language prefix, the script prefix)."""
    return reverse("laws:clause", args=[url_edition, target] if url_edition else [target])


@lru_cache(maxsize=64)
def _home_url(language, script_prefix: str, urlconf, url_edition: str | None = None) -> str:
    return reverse("laws:home", args=[url_edition] if url_edition else [])


def _anchor(stored: dict, clause_id: str) -> str:
    kind = stored["kind"]
    if kind == "clause":
        return "#" + ClauseId.parse(clause_id).anchor
    if kind == "chapter":
        return f"#chapter-{stored['chapter']}"
    if kind == "law":
        return ""
    return f"#{kind}-{stored['slug']}"


@lru_cache(maxsize=4096)
def _compiled(parsed: ParsedQuery, languages: tuple[str, ...], readings: tuple = ()):
    """Pre-parsed queries: the same text, languages and readings reuse one Whoosh query object."""
    return build_query(parsed, languages, dict(readings))


_engines: dict[tuple, Engine] = {}
_engines_lock = threading.Lock()


def get_engine() -> Engine:
    """The engine for the configured index directory (tests point it at a temporary one); it follows the
    database through its change log."""
    from .documents import DatabaseProvider

    key = (str(settings.SEARCH_INDEX_DIR), str(Path(settings.CONTENT_DIR) / "glossary.toml"))
    with _engines_lock:
        if key not in _engines:
            follow = float(getattr(settings, "SEARCH_FOLLOW_SECONDS", 0.5))
            _engines[key] = Engine(Path(key[0]), Path(key[1]), DatabaseProvider(), follow, check_index)
        return _engines[key]


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


def title_language(titles: dict[str, str], ui_language: str) -> str:
    """The language a title is shown in: the reader's where there is one, else English (the original), else any."""
    return next((code for code in (ui_language, "en", *titles) if titles.get(code)), "en")


def chapter_choices(ui_language: str) -> list[tuple[str, str, str]]:
    """(number, title, the title's language) of each chapter in force: the title in the reader's language
    where the collection has it, else in English (else any), as a hit's law title."""
    from lawsite.laws.models import Chapter

    choices = []
    for chapter in Chapter.objects.all():
        code = title_language(chapter.titles, ui_language)
        choices.append((chapter.number, chapter.titles.get(code, ""), code))
    return choices


def _hit_json(hit: Hit) -> dict:
    return {
        "kind": hit.kind,
        "clause_id": hit.clause_id,
        "law": hit.law,
        "chapter": hit.chapter,
        "law_title": hit.law_title,
        "law_title_language": hit.law_title_language,
        "title_html": str(hit.title),
        "language": hit.language,
        "fragment_html": str(hit.fragment),
        "url": hit.url,
        "side_by_side_url": hit.side_by_side_url,
        "missing": list(hit.missing),
        "other_languages": [
            {"language": o.language, "url": o.url, "title": o.title, "text": o.text} for o in hit.others
        ],
        "edition": hit.edition,
        "from_other_edition": hit.from_other_edition,
        "edition_url": hit.edition_url,
    }


def as_json(result: SearchResult) -> dict:
    return {
        "query": result.query,
        "total": result.total,
        "total_exact": result.total_exact,
        "page": result.page,
        "has_next": result.has_next,
        "message": result.refusal
        or (result.number.message if result.number else "")
        or ("index not built" if result.index_missing else ""),
        "notices": list(result.notices),
        "suggestion": result.suggestion,
        "also_searched_as": list(result.readings),
        "left_out": list(result.dropped),
        "results": [_hit_json(hit) for hit in result.hits],
        "partial_results": [_hit_json(hit) for hit in result.partial],
    }
