"""The site's queries scored straight from the postings: Whoosh's BM25F scores, without its matchers.

Whoosh walks a tree of matchers one posting at a time and scores each document through several
method calls and a column read for the field length: about 5 µs per matching document, so a common
word with its glossary forms (2,000 matches at 10x the law book) took 10 ms. Here a term's postings
are read a block at a time and scored in one loop against field lengths read once per searcher, the
Or of a unit is a dict sum and the And of units a key intersection: the same documents and the same
scores (tested against ``Searcher.search``), and an exact total for free. A prefix is the Or of the
words of the segment's lexicon that begin with it; a phrase reads the positions of its candidates only.
"""

from __future__ import annotations

import heapq
import threading
import weakref
from bisect import bisect_left
from itertools import accumulate
from math import log
from pickle import loads

import whoosh
from whoosh.codec.whoosh3 import LENGTHS_COLUMN, W3LeafMatcher, _lenfield
from whoosh.matching.wrappers import FilterMatcher
from whoosh.query import And, Or, Phrase, Prefix, Query, Term
from whoosh.reading import TermNotFound
from whoosh.scoring import BM25F
from whoosh.util.numeric import byte_to_length

#: The Whoosh whose private parts this module reads (leaf matcher block state, the lengths column).
#: On any other version :func:`supported` says no, and the engine falls back to ``Searcher.search``:
#: slower, never wrong. ``tests/search/test_search_scoring.py`` fails on any other version.
WHOOSH_VERSION = (2, 7, 5)
PINNED = tuple(whoosh.__version__[:3]) == WHOOSH_VERSION

_K1, _B = BM25F().K1, BM25F().B
#: Whoosh's Or preloads its matches (and, unweighted, scores each 1.0) for this many words or more, or in a
#: segment of at most this many documents (``whoosh.query.compound.Or._matcher``).
_OR_TOO_MANY, _OR_PRELOAD_DOCS = Or.TOO_MANY_CLAUSES, 5000
MAX_FILTER_SETS = 64  # filter combinations kept per searcher, the oldest dropped first
MAX_TERMS = 8192  # term infos kept per segment, the oldest dropped first
SIBLING_REACH = 4  # documents looked at on each side for the same text in another language


class _SearcherData:
    """Per-searcher tables (an index version is immutable): BM25's length part for each of the 256
    length bytes (it depends on the average length over all segments), and filter sets."""

    def __init__(self):
        self.by_byte: dict[str, tuple[list[float], list[float]]] = {}
        self.filters: dict[Query, frozenset] = {}
        self.groups: list | None = None
        self.idf: dict[tuple[str, str], float] = {}
        self.lock = threading.Lock()


class _SegmentData:
    """Per-segment tables, kept while a segment's reader lives: a searcher reopened after an update keeps
    the readers of the segments that did not change, and with them these."""

    def __init__(self):
        self.lengths: dict[str, bytes] = {}
        self.shifted: dict[tuple[object, int], frozenset] = {}  # (what, offset): those docnums + offset
        self.groups = None  # the group column's reader
        self.filters: dict[Query, frozenset] = {}  # segment docnums a filter lets through
        self.terms: dict[tuple[str, str], object] = {}  # (field, word): its term info, None when not there
        self.lock = threading.Lock()


_data: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_segments: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_data_lock = threading.Lock()


def _searcher_data(searcher) -> _SearcherData:
    with _data_lock:
        data = _data.get(searcher)
        if data is None:
            data = _data[searcher] = _SearcherData()
        return data


def _segment_data(reader) -> _SegmentData:
    with _data_lock:
        data = _segments.get(reader)
        if data is None:
            data = _segments[reader] = _SegmentData()
        return data


def carry_over(old, new):
    """``new`` reads the segment ``old`` reads with more deletions: it keeps what is kept of ``old``. Nothing
    here depends on deletions but the filter sets (kinds and languages among them), which may hold deleted
    documents: the matchers never give those, and the sets are only intersected with what they give."""
    with _data_lock:
        data = _segments.get(old)
        if data is not None:
            _segments[new] = data


def supported(query) -> bool:
    """What :func:`scores` evaluates: an And of Ors (or one Or, or one leaf) of field queries."""
    if not PINNED:
        return False
    if isinstance(query, And):
        return all(isinstance(part, Or) or _leaf(part) for part in query.subqueries)
    if isinstance(query, Or):
        return all(_leaf(part) for part in query.subqueries)
    return _leaf(query)


def _leaf(query) -> bool:
    return isinstance(query, (Term, Phrase, Prefix)) and query.boost == 1.0


def scores(searcher, query, filter_query=None, within=None) -> dict[int, float]:
    """Every matching document (top-level docnum) with its score, as ``Searcher.search`` scores it;
    ``within`` (top-level docnums) limits the work to those documents."""
    data = _searcher_data(searcher)
    allowed = None
    if filter_query is not None and not _lets_everything_through(searcher, filter_query):
        allowed = _filter_set(searcher, data, filter_query)
    result: dict[int, float] = {}
    candidates = sorted(within) if within is not None else None
    for subsearcher, offset in searcher.leaf_searchers():
        part_within = None
        if candidates is not None:
            end = offset + subsearcher.reader().doc_count_all()
            part_within = candidates[bisect_left(candidates, offset) : bisect_left(candidates, end)]
            if not part_within:
                continue
        part = _evaluate(searcher, subsearcher, offset, query, data, part_within)
        result.update(part)
    if allowed is not None:
        result = {docnum: score for docnum, score in result.items() if docnum in allowed}
    return result


def unit_matches(searcher, query, filter_query=None) -> list[dict[int, float]]:
    """Each unit of an And (or the one query) evaluated on its own: what a partial match is made of."""
    units = query.subqueries if isinstance(query, And) else [query]
    return [scores(searcher, unit, filter_query) for unit in units]


def kind_docs(searcher, kind: str) -> frozenset:
    """The documents of one kind (top-level docnums), kept for the searcher's life as a filter is."""
    return _filter_set(searcher, _searcher_data(searcher), Term("kind", kind))


def _shifted(segment: _SegmentData, what, local: frozenset, offset: int) -> frozenset:
    """A segment's docnums as top-level ones, kept with the segment for its offset: a searcher reopened
    after an update finds the segments before the new ones at the offsets they had, so its top-level
    sets are unions of kept sets (no Python loop over every document)."""
    if not offset:
        return local
    key = (what, offset)
    shifted = segment.shifted.get(key)
    if shifted is None:
        shifted = frozenset(docnum + offset for docnum in local)
        with segment.lock:
            if len(segment.shifted) >= MAX_FILTER_SETS:
                segment.shifted.pop(next(iter(segment.shifted)))
            segment.shifted[key] = shifted
    return shifted


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
    if isinstance(query, Prefix) and query.text:
        return _prefix_scores(searcher, subsearcher, offset, query, data, within)
    found = _whoosh_scores(searcher, subsearcher, offset, query)
    return found if within is None else {docnum: found[docnum] for docnum in within if docnum in found}


def _prefix_scores(searcher, subsearcher, offset, query, data, within=None) -> dict[int, float]:
    """A prefix as Whoosh scores it (``MultiTerm.matcher`` with ``constantscore``): the Or of the segment's
    words that begin with it. One word is scored as a term; for several Whoosh asks for no weighting, and
    then either sums the words' BM25F scores (two words, or a segment of over 5,000 documents: its tree of
    unions, whose terms weigh with BM25F all the same) or gives every document holding one of them 1.0
    (its preloaded Or, which then scores nothing)."""
    reader, fieldname = subsearcher.reader(), query.fieldname
    from_bytes = reader.schema[fieldname].from_bytes
    found = [from_bytes(word) for word in reader.expand_prefix(fieldname, query.text) if word]
    if len(found) > 2 and (len(found) >= _OR_TOO_MANY or reader.doc_count_all() <= _OR_PRELOAD_DOCS):
        ids: set[int] = set()
        for word in found:
            ids |= _doc_ids(reader, fieldname, word)
        if within is not None:
            return {docnum: 1.0 for docnum in within if docnum - offset in ids}
        return {docnum + offset: 1.0 for docnum in ids}
    result: dict[int, float] = {}
    for word in found:
        _term_scores(searcher, subsearcher, offset, fieldname, word, data, result, within)
    return result


def _estimate(reader, query) -> int:
    """About how many documents a unit matches: evaluate the rarest first."""
    if isinstance(query, (And, Or)):
        return sum(_estimate(reader, part) for part in query.subqueries)
    if isinstance(query, Term):
        return _frequency(reader, query.fieldname, query.text)
    if isinstance(query, Phrase):
        return min((_frequency(reader, query.fieldname, word) for word in query.words), default=0)
    return reader.doc_count_all()


def _phrase_scores(searcher, subsearcher, offset, query, data, within=None) -> dict[int, float]:
    """Words at consecutive positions, scored as Whoosh scores a phrase: the sum of its words' scores.

    Whoosh's matcher steps through every word's postings together; here the intersection of their
    document ids (or ``within``) gives the candidates, and only their positions are read, the rarest
    word's first: a candidate is left as soon as no start of the phrase is left in it.
    """
    reader, fieldname, words = subsearcher.reader(), query.fieldname, list(query.words)
    if any(_term_info(reader, fieldname, word) is None for word in words):
        return {}
    unique = list(dict.fromkeys(words))
    by_frequency = sorted(unique, key=lambda word: _frequency(reader, fieldname, word))
    norms, _, lengths = _norms(searcher, subsearcher, fieldname, data)
    if within is not None:  # a text with no words in the field (another language's) holds no phrase of it
        within = [docnum for docnum in within if lengths[docnum - offset]]
    else:  # the documents holding the rarer words, from their ids alone
        common = _doc_ids(reader, fieldname, by_frequency[0])
        for word in by_frequency[1:]:
            if _frequency(reader, fieldname, word) > 8 * len(common):
                break  # a common word: cheaper to skip to the few candidates below than to read it all
            common &= _doc_ids(reader, fieldname, word)
        within = sorted(docnum + offset for docnum in common)
    matchers, deleted = {}, frozenset()
    for word in unique:
        matchers[word], deleted = _postings(reader, fieldname, word)
    idf = {word: _idf(searcher, data, fieldname, word) for word in unique}
    places = {word: [i for i, other in enumerate(words) if other == word] for word in unique}
    k1 = _K1 + 1
    result = {}
    for docnum in within:
        local, weights, starts = docnum - offset, {}, None
        if local in deleted:
            continue
        if all(_seek(matchers[word], local) for word in by_frequency):  # every word there: only then positions
            for word in by_frequency:  # where the phrase could start, narrowed by the rarest words first
                matcher = matchers[word]
                held = _positions(matcher.value())
                for i in places[word]:
                    shifted = {position - i for position in held}
                    starts = shifted if starts is None else starts & shifted
                if not starts:
                    break
                weights[word] = matcher.weight()
            else:
                norm = norms[lengths[local]]
                result[docnum] = sum(idf[word] * ((weights[word] * k1) / (weights[word] + norm)) for word in words)
        if not all(matcher.is_active() for matcher in matchers.values()):
            break
    return result


def _positions(value: bytes):
    """A posting's positions as ``Positions.decode_positions`` reads them (a count, then the pickled
    deltas, their closing stop byte dropped when the block was written), without its Python loop."""
    return list(accumulate(loads(value[4:] if value.endswith(b".") else value[4:] + b".")))


def _term_info(reader, fieldname, text):
    """A word's term info in one segment (None: not there), kept with the segment's tables: a query's words
    are looked up in the term index once, not for each of ``in``, ``doc_frequency`` and ``postings``."""
    segment = _segment_data(reader)
    key = (fieldname, text)
    try:
        return segment.terms[key]
    except KeyError:
        pass
    try:
        info = reader.term_info(fieldname, text)
    except TermNotFound:
        info = None
    with segment.lock:
        if len(segment.terms) >= MAX_TERMS:
            segment.terms.pop(next(iter(segment.terms)), None)
        segment.terms[key] = info
    return info


def _frequency(reader, fieldname, text) -> int:
    info = _term_info(reader, fieldname, text)
    return info.doc_frequency() if info is not None else 0


def _postings(reader, fieldname, text, info=None):
    """(the leaf matcher, the segment's deleted docnums) of a word, as ``reader.postings`` reads them, from
    its (kept) term info; TermNotFound when the segment does not have it."""
    if info is None:
        info = _term_info(reader, fieldname, text)
    terms = getattr(reader, "_terms", None)
    if terms is None:
        return _unwrapped(reader.postings(fieldname, text))
    if info is None:  # not in this segment (most words, in a segment an update wrote)
        raise TermNotFound(f"{fieldname}:{text!r}")
    tbytes = reader.schema[fieldname].to_bytes(text)
    matcher = terms._codec.postings_reader(
        terms._postfile, info, reader.schema[fieldname].format, term=(fieldname, tbytes)
    )
    return matcher, reader.deleted_docs_set


def _unwrapped(matcher):
    """(the leaf matcher, the segment's deleted docnums): a segment with deletions gives its postings
    wrapped in a FilterMatcher, which steps through them one at a time; the leaf's blocks are decoded
    whole and the deleted documents dropped afterwards."""
    if type(matcher) is FilterMatcher and matcher._exclude and type(matcher.child) is W3LeafMatcher:
        return matcher.child, matcher._ids
    return matcher, frozenset()


def _doc_ids(reader, fieldname, word) -> set[int]:
    """The (segment) docnums of a word's live postings, block by block."""
    matcher, deleted = _postings(reader, fieldname, word)
    if type(matcher) is not W3LeafMatcher:
        return set(matcher.all_ids()) - deleted
    ids: set[int] = set()
    for block_ids, _weights in _blocks(matcher):
        ids.update(accumulate(block_ids))
    return ids - deleted if deleted else ids


def _blocks(matcher):
    """(ids as stored, deltas; weights as stored: None when every one is 1.0, one float when all are alike, or
    a sequence) of each block of a leaf matcher's postings from where it stands, each block decoded whole."""
    while matcher.is_active():
        if matcher._data is None:
            matcher._read_data()
        yield matcher._data[0], matcher._data[1]
        matcher._next_block()


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
    if matcher._ids is None:  # Whoosh decodes the deltas in a generator, one id at a time
        if matcher._data is None:
            matcher._read_data()
        matcher._ids = tuple(accumulate(matcher._data[0]))
    matcher._i = max(matcher._i, bisect_left(matcher._ids, docnum))
    return matcher._ids[matcher._i] == docnum


def _term_scores(searcher, subsearcher, offset, fieldname, text, data, into=None, within=None) -> dict[int, float]:
    """A term's BM25F score in each document holding it (of ``within``); added to ``into`` (an Or)."""
    result = {} if into is None else into
    reader = subsearcher.reader()
    try:
        matcher, deleted = _postings(reader, fieldname, text)
    except TermNotFound:
        return result
    if deleted and within is not None:  # the leaf's postings hold the deleted documents too
        within = [docnum for docnum in within if docnum - offset not in deleted]
    norms, ones, lengths = _norms(searcher, subsearcher, fieldname, data)
    idf = _idf(searcher, data, fieldname, text)
    k1 = _K1 + 1
    get = result.get
    if within is not None and len(within) * 8 < _frequency(reader, fieldname, text):
        for docnum in within:  # few candidates: skip to each, whole blocks unread
            if not matcher.is_active():
                break
            if _seek(matcher, docnum - offset):
                weight = matcher.weight()
                result[docnum] = get(docnum, 0.0) + idf * ((weight * k1) / (weight + norms[lengths[docnum - offset]]))
        return result
    if within is not None and type(matcher) is W3LeafMatcher:  # many candidates: every block read, they scored
        wanted = {docnum - offset for docnum in within}
        for ids, weights in _blocks(matcher):
            if weights is None or isinstance(weights, float):
                weights = [1.0 if weights is None else weights] * len(ids)
            for docnum, weight in zip(accumulate(ids), weights):
                if docnum in wanted:
                    norm = norms[lengths[docnum]]
                    result[docnum + offset] = get(docnum + offset, 0.0) + idf * ((weight * k1) / (weight + norm))
        return result
    if within is not None:
        found = _term_scores(searcher, subsearcher, offset, fieldname, text, data)
        for docnum in within:
            if docnum in found:
                result[docnum] = get(docnum, 0.0) + found[docnum]
        return result
    if type(matcher) is W3LeafMatcher:  # decode whole blocks
        once = [idf * one for one in ones]  # the score of a word once in a text, by length byte: most postings
        for ids, weights in _blocks(matcher):
            docnums = accumulate(ids)  # ids are stored as deltas
            if deleted:
                docnums, weights = _live(list(docnums), weights, deleted)
            if weights is None:  # every weight 1.0 (Whoosh's block "minifying")
                for docnum in docnums:
                    result[docnum + offset] = get(docnum + offset, 0.0) + once[lengths[docnum]]
            else:
                if isinstance(weights, float):
                    weights = [weights] * len(ids)
                for docnum, weight in zip(docnums, weights):
                    score = (
                        once[lengths[docnum]]
                        if weight == 1.0
                        else idf * ((weight * k1) / (weight + norms[lengths[docnum]]))
                    )
                    result[docnum + offset] = get(docnum + offset, 0.0) + score
    else:
        while matcher.is_active():
            docnum, weight = matcher.id(), matcher.weight()
            if docnum not in deleted:
                norm = norms[lengths[docnum]]
                result[docnum + offset] = get(docnum + offset, 0.0) + idf * ((weight * k1) / (weight + norm))
            matcher.next()
    return result


def _live(docnums: list[int], weights, deleted) -> tuple[list[int], object]:
    """A block's documents (and their weights) without the deleted ones: a block holding none of them, most
    blocks, is told at once and handed back as it is."""
    if deleted.isdisjoint(docnums):
        return docnums, weights
    keep = [i for i, docnum in enumerate(docnums) if docnum not in deleted]
    if weights is not None and not isinstance(weights, float):
        weights = [weights[i] for i in keep]
    return [docnums[i] for i in keep], weights


def _idf(searcher, data, fieldname, text) -> float:
    """BM25F's idf as Whoosh computes it, ``log(documents / (frequency + 1)) + 1`` over all segments
    (deleted documents counted, as Whoosh counts them), from the term infos each segment keeps: Whoosh
    looks the word up again in every segment, and after an update that is most of the first query."""
    key = (fieldname, text)
    idf = data.idf.get(key)
    if idf is None:
        frequency = sum(_frequency(sub.reader(), fieldname, text) for sub, _ in searcher.leaf_searchers())
        idf = data.idf[key] = log(searcher.doc_count_all() / (frequency + 1)) + 1
    return idf


def _norms(searcher, subsearcher, fieldname, data) -> tuple[list[float], list[float], bytes]:
    """BM25's length part by length byte, ``K1 * ((1 - B) + B * length / average length)``; the same for
    a word once in a document, ``(K1 + 1) / (1 + norm)`` (most postings); and the segment's length bytes.

    Whoosh stores every document's field length as one byte when it commits a segment, so the norms of
    all documents are 256 numbers per field and a byte per document, read in one piece: opening a
    searcher computes nothing per document.
    """
    tables = data.by_byte.get(fieldname)
    if tables is None:
        average = searcher.avg_field_length(fieldname) or 1
        norms = [_K1 * ((1 - _B) + _B * (byte_to_length(b) if b else 0) / average) for b in range(256)]
        ones = [(1.0 * (_K1 + 1)) / (1.0 + norm) for norm in norms]
        tables = data.by_byte[fieldname] = (norms, ones)
    return tables[0], tables[1], segment_lengths(subsearcher.reader(), fieldname)


def segment_lengths(reader, fieldname) -> bytes:
    """Every document's length byte in one segment, read once per segment reader."""
    segment = _segment_data(reader)
    lengths = segment.lengths.get(fieldname)
    if lengths is None:
        with segment.lock:
            lengths = segment.lengths.get(fieldname)
            if lengths is None:
                lengths = segment.lengths[fieldname] = _length_bytes(reader, fieldname)
    return lengths


def _length_bytes(reader, fieldname) -> bytes:
    """The lengths column's bytes as stored (Whoosh's column reader reads them one at a time, a second per
    field at 100x the law book); where a segment is not laid out as expected, each length, as a byte."""
    count = reader.doc_count_all()
    try:
        column = reader._perdoc._cached_reader(_lenfield(fieldname), LENGTHS_COLUMN)
        if column is None:
            return bytes(count)  # no document of this segment has text in this field
        if column._typecode == "B":
            return column._dbfile.get(column._basepos, column._count) + bytes(count - column._count)
    except AttributeError:
        pass
    from whoosh.util.numeric import length_to_byte

    return bytes(length_to_byte(reader.doc_field_length(docnum, fieldname, 0) or 0) for docnum in range(count))


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
        terms = _filter_terms(filter_query)
        if terms is not None:  # per segment, from the postings
            parts = []
            for subsearcher, offset in searcher.leaf_searchers():
                reader = subsearcher.reader()
                local = _segment_filter(reader, filter_query, terms)
                parts.append(_shifted(_segment_data(reader), filter_query, local, offset))
            docs = frozenset().union(*parts)
        else:
            docs = frozenset(searcher.docs_for_query(filter_query))
        with data.lock:
            if len(data.filters) >= MAX_FILTER_SETS:
                data.filters.pop(next(iter(data.filters)))
            data.filters[filter_query] = docs
    return docs


def _filter_terms(filter_query) -> list | None:
    """The terms of a filter of the site's shape (a term, or an And of terms), every one required; None for
    any other query."""
    terms = filter_query.subqueries if isinstance(filter_query, And) else [filter_query]
    return terms if all(type(term) is Term for term in terms) else None


def _lets_everything_through(searcher, filter_query) -> bool:
    """Whether a filter lets every live text through (the edition searched, when the index holds no other),
    told segment by segment: a new searcher after an update builds no set of all its documents for it."""
    terms = _filter_terms(filter_query)
    if terms is None:
        return False
    for subsearcher, _offset in searcher.leaf_searchers():
        reader = subsearcher.reader()
        if len(_segment_filter(reader, filter_query, terms)) < reader.doc_count():
            return False
    return True


def document_by_key(searcher, key: str) -> int | None:
    """The live document whose ``key`` is this (top-level docnum), from the key's postings: one term
    lookup per segment, where ``Searcher.document_number`` builds and runs a query."""
    for subsearcher, offset in searcher.leaf_searchers():
        reader = subsearcher.reader()
        try:
            info = reader.term_info("key", key)
        except TermNotFound:
            continue
        matcher, deleted = _postings(reader, "key", key, info)
        for docnum in matcher.all_ids():
            if docnum not in deleted:
                return docnum + offset
    return None


def language_docs(searcher, language: str) -> frozenset:
    """The documents in one language (top-level docnums), kept for the searcher's life as a filter is."""
    return _filter_set(searcher, _searcher_data(searcher), Term("language", language))


def _segment_filter(reader, filter_query, terms) -> frozenset:
    """The segment docnums holding every term, kept with the segment's tables (a reader reopened after an
    update keeps them, or carries them over)."""
    segment = _segment_data(reader)
    local = segment.filters.get(filter_query)
    if local is None:
        ids = None
        for term in terms:
            found = (
                _doc_ids(reader, term.fieldname, term.text)
                if _term_info(reader, term.fieldname, term.text) is not None
                else set()
            )
            ids = found if ids is None else ids & found
            if not ids:
                break
        local = frozenset(ids or ())
        with segment.lock:
            if len(segment.filters) >= MAX_FILTER_SETS:
                segment.filters.pop(next(iter(segment.filters)))
            segment.filters[filter_query] = local
    return local


def groups(searcher) -> list[tuple[int, object]]:
    """(offset, the ``group`` column's reader) of each segment, last first: a document's group without
    unpickling its stored fields (grouping the best texts into clauses reads a few dozen)."""
    data = _searcher_data(searcher)
    if data.groups is None:
        data.groups = [(offset, _group_column(sub.reader())) for sub, offset in searcher.leaf_searchers()][::-1]
    return data.groups


def _group_column(reader):
    segment = _segment_data(reader)
    if segment.groups is None:
        segment.groups = reader._perdoc._cached_reader("group", reader.schema["group"].column_type)
    return segment.groups


def nearby_sibling(searcher, docnum: int, in_language: frozenset) -> int | None:
    """The live document of ``docnum``'s group among ``in_language`` (:func:`language_docs` of a language)
    when it lies within :data:`SIBLING_REACH` documents of it in its segment, from the group column: a
    build or an update writes a clause's texts in its languages one after another, so the key's term
    lookup (:func:`document_by_key`) is seldom needed. None: not that near, which says nothing of elsewhere."""
    subsearcher, offset = next((sub, at) for sub, at in reversed(searcher.leaf_searchers()) if docnum >= at)
    reader = subsearcher.reader()
    column, local = _group_column(reader), docnum - offset
    group = column[local]
    for other in range(max(0, local - SIBLING_REACH), min(reader.doc_count_all(), local + SIBLING_REACH + 1)):
        if (
            other != local
            and other + offset in in_language
            and column[other] == group
            and not reader.is_deleted(other)  # language sets carried over to a reopened reader may hold it
        ):
            return other + offset
    return None


def group_of(searcher, docnum: int) -> bytes:
    for offset, column in groups(searcher):
        if docnum >= offset:
            return column[docnum - offset]
    raise IndexError(docnum)


def stored_fields(searcher, docnum: int) -> dict:
    """``searcher.stored_fields`` without the copy that drops fields no longer in the schema (this
    schema removes none): the read and unpickling is all that is left."""
    for subsearcher, offset in reversed(searcher.leaf_searchers()):
        if docnum >= offset:
            reader = subsearcher.reader()
            perdoc = getattr(reader, "_perdoc", None)
            return (
                perdoc.stored_fields(docnum - offset) if perdoc is not None else reader.stored_fields(docnum - offset)
            )
    raise IndexError(docnum)
