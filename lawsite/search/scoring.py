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
from bisect import bisect_left
from itertools import accumulate
import threading
import weakref

from whoosh.codec.whoosh3 import LENGTHS_COLUMN, W3LeafMatcher, _lenfield
from whoosh.reading import TermNotFound
from whoosh.query import And, Or, Phrase, Prefix, Query, Term
from whoosh.scoring import BM25F
from whoosh.util.numeric import byte_to_length

_K1, _B = BM25F().K1, BM25F().B
MAX_FILTER_SETS = 64  # filter combinations kept per searcher, the oldest dropped first


class _SearcherData:
    """Per-searcher tables (an index version is immutable): length norms and filter sets."""

    def __init__(self):
        self.norms: dict[tuple[int, str], list[float]] = {}
        self.ones: dict[int, list[float]] = {}  # by id() of the norms list they come from
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


def _evaluate(searcher, subsearcher, offset, query, data, within=None) -> dict[int, float]:
    """Scores in one segment; ``within`` (sorted docnums) limits the work to documents an earlier
    unit of an And already matched."""
    if isinstance(query, And):
        parts = sorted(query.subqueries, key=lambda part: _estimate(subsearcher.reader(), part))
        result = _evaluate(searcher, subsearcher, offset, parts[0], data, within)
        for part in parts[1:]:
            if not result:
                break
            found = _evaluate(searcher, subsearcher, offset, part, data, sorted(result))
            result = {docnum: score + found[docnum] for docnum, score in result.items() if docnum in found}
        return result
    if isinstance(query, Or):
        result: dict[int, float] = {}
        for part in query.subqueries:
            if isinstance(part, Term):
                _term_scores(searcher, subsearcher, offset, part.fieldname, part.text, data, result, within)
                continue
            for docnum, score in _evaluate(searcher, subsearcher, offset, part, data, within).items():
                result[docnum] = result.get(docnum, 0.0) + score
        return result
    if isinstance(query, Term):
        return _term_scores(searcher, subsearcher, offset, query.fieldname, query.text, data, None, within)
    if isinstance(query, Phrase) and query.slop == 1:
        return _phrase_scores(searcher, subsearcher, offset, query, data, within)
    found = _whoosh_scores(searcher, subsearcher, offset, query)
    return found if within is None else {docnum: found[docnum] for docnum in within if docnum in found}


def _estimate(reader, query) -> int:
    """About how many documents a unit matches: evaluate the rarest first."""
    if isinstance(query, (And, Or)):
        return sum(_estimate(reader, part) for part in query.subqueries)
    if isinstance(query, Term):
        return reader.doc_frequency(query.fieldname, query.text)
    if isinstance(query, Phrase):
        return min((reader.doc_frequency(query.fieldname, word) for word in query.words), default=0)
    return reader.doc_count_all()


def _phrase_scores(searcher, subsearcher, offset, query, data, within=None) -> dict[int, float]:
    """Words at consecutive positions, scored as Whoosh scores a phrase: the sum of its words' scores.

    Whoosh's matcher steps through every word's postings together; here the intersection of their
    document ids (or ``within``) gives the candidates, and only their positions are read.
    """
    reader, fieldname, words = subsearcher.reader(), query.fieldname, list(query.words)
    if any((fieldname, word) not in reader for word in words):
        return {}
    unique = list(dict.fromkeys(words))
    if within is None:  # the documents holding the rarer words, from their ids alone
        by_frequency = sorted(unique, key=lambda word: reader.doc_frequency(fieldname, word))
        common = _doc_ids(reader, fieldname, by_frequency[0])
        for word in by_frequency[1:]:
            if reader.doc_frequency(fieldname, word) > 8 * len(common):
                break  # a common word: cheaper to skip to the few candidates below than to read it all
            common &= _doc_ids(reader, fieldname, word)
        within = sorted(docnum + offset for docnum in common)
    matchers = {word: reader.postings(fieldname, word) for word in unique}
    idf = {word: searcher.idf(fieldname, word) for word in unique}
    norms = _norms(searcher, subsearcher, offset, fieldname, data)
    k1 = _K1 + 1
    result = {}
    for docnum in within:
        local, positions, weights = docnum - offset, {}, {}
        for word in unique:
            if not _seek(matchers[word], local):
                break
            matcher = matchers[word]
            positions[word], weights[word] = set(matcher.value_as("positions")), matcher.weight()
        else:
            if any(all(start + i in positions[word] for i, word in enumerate(words)) for start in positions[words[0]]):
                result[docnum] = sum(
                    idf[word] * ((weights[word] * k1) / (weights[word] + norms[local])) for word in words
                )
        if not all(matcher.is_active() for matcher in matchers.values()):
            break
    return result


def _doc_ids(reader, fieldname, word) -> set[int]:
    """The (segment) docnums of a word's live postings, block by block."""
    matcher = reader.postings(fieldname, word)
    if type(matcher) is not W3LeafMatcher:
        return set(matcher.all_ids())
    ids: set[int] = set()
    while matcher.is_active():
        if matcher._data is None:
            matcher._read_data()
        ids.update(accumulate(matcher._data[0]))
        matcher._next_block()
    return ids


def _seek(matcher, docnum: int) -> bool:
    """Move to ``docnum`` if the postings hold it. Whoosh's ``skip_to`` steps through a block one
    posting at a time; a block's ids are sorted, so bisect them."""
    if not matcher.is_active():
        return False
    if type(matcher) is not W3LeafMatcher:
        matcher.skip_to(docnum)
        return matcher.is_active() and matcher.id() == docnum
    if docnum > matcher.block_max_id():
        matcher._skip_to_block(lambda: docnum > matcher.block_max_id())
        if not matcher.is_active():
            return False
    if matcher._ids is None:
        matcher._read_ids()
    matcher._i = max(matcher._i, bisect_left(matcher._ids, docnum))
    return matcher._ids[matcher._i] == docnum


def _term_scores(searcher, subsearcher, offset, fieldname, text, data, into=None, within=None) -> dict[int, float]:
    """A term's BM25F score in each document holding it (of ``within``); added to ``into`` (an Or)."""
    result = {} if into is None else into
    reader = subsearcher.reader()
    try:
        matcher = reader.postings(fieldname, text)
    except TermNotFound:
        return result
    norms = _norms(searcher, subsearcher, offset, fieldname, data)
    idf = searcher.idf(fieldname, text)
    k1 = _K1 + 1
    get = result.get
    if within is not None and len(within) * 8 < reader.doc_frequency(fieldname, text):
        for docnum in within:  # few candidates: skip to each, whole blocks unread
            if not matcher.is_active():
                break
            if _seek(matcher, docnum - offset):
                weight = matcher.weight()
                result[docnum] = get(docnum, 0.0) + idf * ((weight * k1) / (weight + norms[docnum - offset]))
        return result
    if within is not None:
        found = _term_scores(searcher, subsearcher, offset, fieldname, text, data)
        for docnum in within:
            if docnum in found:
                result[docnum] = get(docnum, 0.0) + found[docnum]
        return result
    if type(matcher) is W3LeafMatcher:  # no deletions in this segment: decode whole blocks
        while matcher.is_active():
            if matcher._data is None:
                matcher._read_data()
            ids, weights = matcher._data[0], matcher._data[1]
            docnums = accumulate(ids)  # ids are stored as deltas
            if weights is None:  # every weight 1.0 (Whoosh's block "minifying"): BM25 from a table
                ones = _ones(norms, data)
                if offset:
                    for docnum in docnums:
                        result[docnum + offset] = get(docnum + offset, 0.0) + idf * ones[docnum]
                else:
                    for docnum in docnums:
                        result[docnum] = get(docnum, 0.0) + idf * ones[docnum]
            else:
                if isinstance(weights, float):
                    weights = [weights] * len(ids)
                for docnum, weight in zip(docnums, weights):
                    result[docnum + offset] = get(docnum + offset, 0.0) + idf * ((weight * k1) / (weight + norms[docnum]))
            matcher._next_block()
    else:
        while matcher.is_active():
            docnum, weight = matcher.id(), matcher.weight()
            result[docnum + offset] = get(docnum + offset, 0.0) + idf * ((weight * k1) / (weight + norms[docnum]))
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
                norms = data.norms[key] = _compute_norms(searcher, subsearcher.reader(), fieldname)
    return norms


def _ones(norms: list[float], data) -> list[float]:
    """``(1 * (K1 + 1)) / (1 + norm)``: BM25 over idf for a word once in a document (most postings)."""
    ones = data.ones.get(id(norms))
    if ones is None:
        k1 = _K1 + 1
        ones = data.ones[id(norms)] = [(1.0 * k1) / (1.0 + norm) for norm in norms]
    return ones


def _compute_norms(searcher, reader, fieldname) -> list[float]:
    average = searcher.avg_field_length(fieldname) or 1
    raw = _length_bytes(reader, fieldname)
    if raw is not None:  # a length is stored as one byte: 256 possible norms
        by_byte = [_K1 * ((1 - _B) + _B * (byte_to_length(b) if b else 0) / average) for b in range(256)]
        return [by_byte[b] for b in raw]
    length = reader.doc_field_length
    return [
        _K1 * ((1 - _B) + _B * (length(docnum, fieldname, 1) or 0) / average)  # None: no words there
        for docnum in range(reader.doc_count_all())
    ]


def _length_bytes(reader, fieldname) -> bytes | None:
    """Every document's length byte in one read; Whoosh's column reader reads them one at a time
    (a second per field at 100x the law book). None where the segment is not laid out as expected."""
    try:
        column = reader._perdoc._cached_reader(_lenfield(fieldname), LENGTHS_COLUMN)
        if column is None or column._typecode != "B":
            return None
        raw = column._dbfile.get(column._basepos, column._count)
    except AttributeError:
        return None
    return raw + bytes(reader.doc_count_all() - column._count)


def _whoosh_scores(searcher, subsearcher, offset, query) -> dict[int, float]:
    """A phrase or prefix: Whoosh's own matcher and scores, only for the documents it matches."""
    matcher = query.matcher(subsearcher, searcher.context())
    result = {}
    while matcher.is_active():
        result[matcher.id() + offset] = matcher.score()
        matcher.next()
    return result


def _filter_set(searcher, data, filter_query) -> frozenset:
    """The documents a filter (language, law, chapter) lets through, kept for the searcher's life."""
    docs = data.filters.get(filter_query)
    if docs is None:
        docs = frozenset(searcher.docs_for_query(filter_query))
        with data.lock:
            if len(data.filters) >= MAX_FILTER_SETS:
                data.filters.pop(next(iter(data.filters)))
            data.filters[filter_query] = docs
    return docs


def find_documents(searcher, fieldname: str, text: str, besides: int = -1) -> list[dict]:
    """Stored fields of the live documents holding a rare term (a clause's ``group``), except the
    document ``besides`` (the hit itself): one lexicon read per segment, where ``Searcher.documents``
    builds and scores a query for them."""
    found = []
    for subsearcher, offset in searcher.leaf_searchers():
        reader = subsearcher.reader()
        try:
            info = reader.term_info(fieldname, text)
        except TermNotFound:
            continue
        docnums = info.inlined_postings()[0] if info.is_inlined() else reader.postings(fieldname, text).all_ids()
        found += [
            stored_fields(searcher, docnum + offset)
            for docnum in docnums
            if docnum + offset != besides and not reader.is_deleted(docnum)
        ]
    return found


def stored_fields(searcher, docnum: int) -> dict:
    """``searcher.stored_fields`` without the copy that drops fields no longer in the schema (this
    schema removes none): the read and unpickling is all that is left."""
    for subsearcher, offset in reversed(searcher.leaf_searchers()):
        if docnum >= offset:
            reader = subsearcher.reader()
            perdoc = getattr(reader, "_perdoc", None)
            return perdoc.stored_fields(docnum - offset) if perdoc is not None else reader.stored_fields(docnum - offset)
    raise IndexError(docnum)
