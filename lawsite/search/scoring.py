"""The site's queries scored straight from the postings: Whoosh's BM25F scores, without its matchers.

Whoosh walks a tree of matchers one posting at a time and scores each document through several
method calls and a column read for the field length: about 5 µs per matching document, so a common
word with its glossary forms (2,000 matches at 10x the law book) took 10 ms. Here a term's postings
are read a block at a time and scored in one loop against field lengths read once per searcher, the
Or of a unit is a dict sum and the And of units a key intersection: the same documents and the same
scores (tested against ``Searcher.search``), and an exact total for free. Phrases and prefixes, which
need positions or a lexicon walk, keep Whoosh's own matcher and scorer for their documents.
"""
from __future__ import annotations

import heapq
from itertools import accumulate
import threading
import weakref

from whoosh.codec.whoosh3 import W3LeafMatcher
from whoosh.reading import TermNotFound
from whoosh.query import And, Or, Phrase, Prefix, Query, Term
from whoosh.scoring import BM25F

_K1, _B = BM25F().K1, BM25F().B


class _SearcherData:
    """Per-searcher tables (an index version is immutable): length norms and filter sets."""

    def __init__(self):
        self.norms: dict[tuple[int, str], list[float]] = {}
        self.filters: dict[Query, frozenset] = {}
        self.lock = threading.Lock()


_data: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_data_lock = threading.Lock()


def _searcher_data(searcher) -> _SearcherData:
    with _data_lock:
        data = _data.get(searcher)
        if data is None:
            data = _data[searcher] = _SearcherData()
        return data


def supported(query) -> bool:
    """What :func:`top_docs` evaluates: an And of Ors (or one Or, or one leaf) of field queries."""
    if isinstance(query, And):
        return all(isinstance(part, Or) or _leaf(part) for part in query.subqueries)
    if isinstance(query, Or):
        return all(_leaf(part) for part in query.subqueries)
    return _leaf(query)


def _leaf(query) -> bool:
    return isinstance(query, (Term, Phrase, Prefix)) and query.boost == 1.0


def scores(searcher, query, filter_query=None) -> dict[int, float]:
    """Every matching document (top-level docnum) with its score, as ``Searcher.search`` scores it."""
    data = _searcher_data(searcher)
    allowed = _filter_set(searcher, data, filter_query) if filter_query is not None else None
    result: dict[int, float] = {}
    for subsearcher, offset in searcher.leaf_searchers():
        part = _evaluate(searcher, subsearcher, offset, query, data)
        result.update(part)
    if allowed is not None:
        result = {docnum: score for docnum, score in result.items() if docnum in allowed}
    return result


def top_docs(matches: dict[int, float], limit: int) -> list[int]:
    """The best ``limit`` documents, the highest score first and the lower docnum on a tie (as Whoosh)."""
    if len(matches) > limit:
        threshold = heapq.nlargest(limit, matches.values())[-1]
        matches = {docnum: score for docnum, score in matches.items() if score >= threshold}
    return sorted(matches, key=lambda docnum: (-matches[docnum], docnum))[:limit]


def _evaluate(searcher, subsearcher, offset, query, data) -> dict[int, float]:
    if isinstance(query, And):
        parts = [_evaluate(searcher, subsearcher, offset, part, data) for part in query.subqueries]
        parts.sort(key=len)
        result = parts[0]
        for part in parts[1:]:
            result = {docnum: score + part[docnum] for docnum, score in result.items() if docnum in part}
            if not result:
                break
        return result
    if isinstance(query, Or):
        result: dict[int, float] = {}
        for part in query.subqueries:
            for docnum, score in _evaluate(searcher, subsearcher, offset, part, data).items():
                result[docnum] = result.get(docnum, 0.0) + score
        return result
    if isinstance(query, Term):
        return _term_scores(searcher, subsearcher, offset, query.fieldname, query.text, data)
    if isinstance(query, Phrase) and query.slop == 1:
        return _phrase_scores(searcher, subsearcher, offset, query, data)
    return _whoosh_scores(searcher, subsearcher, offset, query)


def _phrase_scores(searcher, subsearcher, offset, query, data) -> dict[int, float]:
    """Words at consecutive positions. Whoosh scores a phrase as the sum of its words' scores; its
    matcher walks every document holding all the words, here only their positions are read."""
    reader, fieldname, words = subsearcher.reader(), query.fieldname, list(query.words)
    if any((fieldname, word) not in reader for word in words):
        return {}
    by_word = {word: _term_scores(searcher, subsearcher, offset, fieldname, word, data) for word in words}
    candidates = set.intersection(*(set(found) for found in by_word.values()))
    matchers = {word: reader.postings(fieldname, word) for word in by_word}
    result = {}
    for docnum in sorted(candidates):
        positions = []
        for word in words:
            matcher = matchers[word]
            matcher.skip_to(docnum - offset)
            positions.append(set(matcher.value_as("positions")))
        if any(all(start + i in positions[i] for i in range(1, len(words))) for start in positions[0]):
            result[docnum] = sum(by_word[word][docnum] for word in words)
    return result


def _term_scores(searcher, subsearcher, offset, fieldname, text, data) -> dict[int, float]:
    reader = subsearcher.reader()
    if (fieldname, text) not in reader:
        return {}
    matcher = reader.postings(fieldname, text)
    norms = _norms(searcher, subsearcher, offset, fieldname, data)
    idf = searcher.idf(fieldname, text)
    k1 = _K1 + 1
    result = {}
    if type(matcher) is W3LeafMatcher:  # no deletions in this segment: decode whole blocks
        while matcher.is_active():
            if matcher._data is None:
                matcher._read_data()
            ids, weights = matcher._data[0], matcher._data[1]
            docnums = accumulate(ids)  # ids are stored as deltas
            if weights is None:  # every weight 1.0 (Whoosh's block "minifying")
                for docnum in docnums:
                    result[docnum + offset] = idf * ((1.0 * k1) / (1.0 + norms[docnum]))
            else:
                if isinstance(weights, float):
                    weights = [weights] * len(ids)
                for docnum, weight in zip(docnums, weights):
                    result[docnum + offset] = idf * ((weight * k1) / (weight + norms[docnum]))
            matcher._next_block()
    else:
        while matcher.is_active():
            docnum, weight = matcher.id(), matcher.weight()
            result[docnum + offset] = idf * ((weight * k1) / (weight + norms[docnum]))
            matcher.next()
    return result


def _norms(searcher, subsearcher, offset, fieldname, data) -> list[float]:
    """``K1 * ((1 - B) + B * length / average length)`` of every document: BM25's length part."""
    key = (offset, fieldname)
    norms = data.norms.get(key)
    if norms is None:
        with data.lock:
            norms = data.norms.get(key)
            if norms is None:
                reader = subsearcher.reader()
                average = searcher.avg_field_length(fieldname) or 1
                length = reader.doc_field_length
                norms = [
                    _K1 * ((1 - _B) + _B * (length(docnum, fieldname, 1) or 0) / average)  # None: no words there
                    for docnum in range(reader.doc_count_all())
                ]
                data.norms[key] = norms
    return norms


def _whoosh_scores(searcher, subsearcher, offset, query) -> dict[int, float]:
    """A phrase or prefix: Whoosh's own matcher and scores, only for the documents it matches."""
    matcher = query.matcher(subsearcher, searcher.context())
    result = {}
    while matcher.is_active():
        result[matcher.id() + offset] = matcher.score()
        matcher.next()
    return result


def _filter_set(searcher, data, filter_query) -> frozenset:
    docs = data.filters.get(filter_query)
    if docs is None:
        docs = frozenset(searcher.docs_for_query(filter_query))
        with data.lock:
            data.filters[filter_query] = docs
    return docs


def find_documents(searcher, fieldname: str, text: str) -> list[dict]:
    """Stored fields of the live documents holding a rare term (a clause's ``group``): one lexicon
    read per segment, where ``Searcher.documents`` builds and scores a query for them."""
    found = []
    for subsearcher, offset in searcher.leaf_searchers():
        reader = subsearcher.reader()
        try:
            info = reader.term_info(fieldname, text)
        except TermNotFound:
            continue
        docnums = info.inlined_postings()[0] if info.is_inlined() else reader.postings(fieldname, text).all_ids()
        found += [searcher.stored_fields(docnum + offset) for docnum in docnums if not reader.is_deleted(docnum)]
    return found
