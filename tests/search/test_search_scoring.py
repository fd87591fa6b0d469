"""The fast scorer against Whoosh's own search: the same documents with the same scores."""

import pytest
from providers import ListProvider
from whoosh.query import And, Prefix, Term

from lawsite.search import scoring
from lawsite.search.engine import LANGUAGES, Filters, _compiled, clean, parse
from lawsite.search.index import IndexStore, SearchDoc, Searchers

QUERIES = [
    "declarer",
    "revoke",
    "lewe",
    "εκτελεστης",
    "defender hand",
    '"card led in error"',
    '"lead out of turn"',
    "lew*",
    "trick dummy",
    "kartę",
    "renonsu",
]


def whoosh_scores(searcher, query, filter_query=None):
    return {hit.docnum: hit.score for hit in searcher.search(query, limit=None, filter=filter_query)}


def assert_same(found, expected):
    assert set(found) == set(expected)
    for docnum, score in expected.items():
        assert found[docnum] == pytest.approx(score, rel=1e-9)


@pytest.mark.parametrize("typed", QUERIES)
@pytest.mark.parametrize("filters", [Filters(), Filters(language="pl"), Filters(law=67)], ids=["all", "pl", "law67"])
def test_the_fast_scorer_finds_and_scores_what_whoosh_does(engine, typed, filters):
    searcher, _ = engine.searchers.get()
    query, _ = _compiled(parse(clean(typed), engine.glossary()), filters.languages)
    assert scoring.supported(query)
    expected = whoosh_scores(searcher, query, filters.query())
    assert_same(scoring.scores(searcher, query, filters.query()), expected)
    if filters == Filters() and typed != "lew*":
        assert expected  # each query finds something in the real content


def test_several_segments_and_deleted_documents_score_as_in_whoosh(tmp_path):
    """Updates leave deleted documents in old segments and add new ones: both must match Whoosh.

    One rare word among many common ones makes an And and a phrase skip to their few candidates."""

    def text(n):
        words = f"the {'declarer ' if n % 5 else ''}{'leads' if n % 3 else 'plays'} card {n} " * (n % 4 + 1)
        return words + ("after a revoke" if n in (7, 9, 251) else "")

    # 300 texts: postings of several blocks (128 each), common words missing from some texts
    provider = ListProvider([SearchDoc("clause", f"1A{n}", 1, "I", "en", text(n)) for n in range(300)])

    queries = [
        Term("text_en", "declar"),
        Term("folded", "leads"),
        *(
            _compiled(parse(q, _NoGlossary()), LANGUAGES)[0]
            for q in (
                '"declarer leads"',
                "declarer card",
                "lead*",
                "revoke declarer",
                "leads revoke",
                '"by the declarer"',
                '"leads card"',
                '"a revoke"',
                '"declarer plays card 6 the declarer"',  # a word twice: its positions read for both places
            )
        ),
    ]
    store = IndexStore(tmp_path)
    store.sync(provider)
    searchers = Searchers(store)
    for query in queries:
        assert_same(scoring.scores(searchers.get()[0], query), whoosh_scores(searchers.get()[0], query))

    provider.docs["1A3"] = SearchDoc("clause", "1A3", 1, "I", "en", "a revoke by the declarer")
    provider.change("1A3", removed=["1A5"])
    store.sync(provider)
    searcher, _ = searchers.get()
    assert len(searcher.leaf_searchers()) > 1 and searcher.reader().has_deletions()
    for query in queries:
        assert_same(scoring.scores(searcher, query), whoosh_scores(searcher, query))
    # filters, read from the postings of segments with deletions
    for filter_query in (
        Term("language", "en"),
        And([Term("language", "en"), Term("law", "1")]),
        Term("clause_id", "1A3"),
        Term("clause_id", "1A5"),
    ):
        for query in queries:
            assert_same(scoring.scores(searcher, query, filter_query), whoosh_scores(searcher, query, filter_query))
    assert len(scoring.scores(searcher, queries[5])) == 4  # "revoke declarer": 1A3, 1A7, 1A9 and 1A251
    live = [n for n in range(searcher.doc_count_all()) if not searcher.reader().is_deleted(n)]
    by_group = {scoring.group_of(searcher, n): scoring.stored_fields(searcher, n)["text_en"] for n in live}
    assert len(by_group) == 299 and b"clause:1A5" not in by_group
    assert by_group[b"clause:1A3"] == "a revoke by the declarer"


class _NoGlossary:
    def find(self, words):
        return []


def test_field_lengths_are_read_in_one_piece_and_give_whooshs_length_norms(engine):
    """The length bytes as Whoosh stored them at commit, read in one piece per segment: each document's
    BM25 length part is the per-byte table at its byte, exactly as Whoosh computes it per document."""
    searcher, _ = engine.searchers.get()
    data = scoring._searcher_data(searcher)
    for subsearcher, _offset in searcher.leaf_searchers():
        reader = subsearcher.reader()
        for fieldname in ["text_en", "text_el", "text_pl", "folded"]:
            average = searcher.avg_field_length(fieldname) or 1
            norms, ones, lengths = scoring._norms(searcher, subsearcher, fieldname, data)
            assert len(lengths) == reader.doc_count_all()
            for docnum in range(reader.doc_count_all()):
                length = reader.doc_field_length(docnum, fieldname, 1) or 0
                expected = scoring._K1 * ((1 - scoring._B) + scoring._B * length / average)
                assert norms[lengths[docnum]] == pytest.approx(expected, rel=1e-12)
                assert ones[lengths[docnum]] == pytest.approx((scoring._K1 + 1) / (1 + expected), rel=1e-12)


def test_the_scorer_runs_only_on_the_whoosh_it_was_written_for():
    """scoring.py reads private parts of Whoosh-Reloaded 2.7.5 (leaf matcher blocks, the lengths column):
    any other version must fail here, loudly, before anyone trusts the scores. (On another version the
    engine stops using the scorer and searches with Whoosh's own, slower, matchers.)"""
    from importlib.metadata import version

    import whoosh

    assert version("whoosh-reloaded") == "2.7.5", "Whoosh was upgraded: re-check lawsite/search/scoring.py"
    assert tuple(whoosh.__version__[:3]) == scoring.WHOOSH_VERSION == (2, 7, 5)
    assert scoring.PINNED


def test_on_another_whoosh_the_engine_searches_with_whooshs_own_matchers(engine, monkeypatch):
    fast = engine.search("declarer")
    engine.clear_cache()
    monkeypatch.setattr(scoring, "PINNED", False)
    slow = engine.search("declarer")
    assert [hit.url for hit in slow.hits] == [hit.url for hit in fast.hits] and slow.total == fast.total


def test_the_documents_of_each_kind_come_from_the_kind_field(engine):
    searcher, _ = engine.searchers.get()
    for kind in ("clause", "commentary", "example", "law", "chapter"):
        expected = {n for n, fields in enumerate(searcher.reader().all_stored_fields()) if fields["kind"] == kind}
        assert scoring.kind_docs(searcher, kind) == expected and expected


def test_a_document_is_found_by_its_key_as_whoosh_finds_it(tmp_path):
    provider = ListProvider([SearchDoc("clause", f"1A{n}", 1, "I", "en", f"text {n}") for n in range(5)])
    store = IndexStore(tmp_path)
    store.sync(provider)
    provider.docs["1A2"] = SearchDoc("clause", "1A2", 1, "I", "en", "text changed")
    provider.change("1A2")
    store.sync(provider)
    searchers = Searchers(store)
    searcher, _ = searchers.get()
    for n in range(5):
        key = f"clause:1A{n}:en"
        assert scoring.document_by_key(searcher, key) == searcher.document_number(key=key) is not None
    assert (
        scoring.stored_fields(searcher, scoring.document_by_key(searcher, "clause:1A2:en"))["text_en"] == "text changed"
    )
    assert scoring.document_by_key(searcher, "clause:9Z:en") is None


@pytest.mark.parametrize("texts", [300, 5001], ids=["small segment", "segment over 5000 texts"])
def test_a_prefix_scores_as_whooshs_or_of_its_words(tmp_path, texts):
    """One word scores as a term; several: Whoosh sums their scores (two words, or a segment of over 5,000
    texts) or gives each text 1.0 (its preloaded Or)."""
    words = ["bid", "bids", "card", "cards", "carded", "cardinal"]
    provider = ListProvider(
        [SearchDoc("clause", f"1A{n}", 1, "I", "en", f"{words[n % 6]} {words[n % 5]} trick {n}") for n in range(texts)]
    )
    store = IndexStore(tmp_path)
    store.sync(provider)
    searchers = Searchers(store)
    searcher, _ = searchers.get()
    reader = searcher.leaf_searchers()[0][0].reader()
    for prefix, expanded in (("cardi", 1), ("bid", 2), ("card", 4)):
        query = Prefix("folded", prefix)
        assert len(list(reader.expand_prefix("folded", prefix))) == expanded
        expected = whoosh_scores(searcher, query)
        assert expected
        assert_same(scoring.scores(searcher, query), expected)
        assert_same(
            scoring.scores(searcher, query, within=sorted(expected)[::3]),
            {docnum: score for docnum, score in expected.items() if docnum in sorted(expected)[::3]},
        )
        if expanded > 2:  # preloaded: every text 1.0; summed: BM25F scores
            assert (set(expected.values()) == {1.0}) == (texts <= 5000)


# ---- the same text in the reader's language ----------------------------------------------------------


class _LanguagesProvider(ListProvider):
    """Each clause in several languages: ``docs`` holds a clause id's texts, in the order given."""

    def __init__(self, docs):
        super().__init__([])
        for doc in docs:
            self.docs.setdefault(doc.clause_id, []).append(doc)

    def all_docs(self):
        return [doc for texts in self.docs.values() for doc in texts]

    def docs_for(self, clause_ids):
        return [doc for clause_id in clause_ids for doc in self.docs.get(clause_id, [])]


def _clause(clause_id: str, language: str, text: str) -> SearchDoc:
    return SearchDoc("clause", clause_id, 1, "I", language, text, languages=LANGUAGES)


def _by_key(searcher, docnum: int, language: str) -> int | None:
    group = scoring.group_of(searcher, docnum).decode("utf-8")
    return scoring.document_by_key(searcher, f"{group}:{language}")


def _assert_each_live_text_finds_its_languages(searcher, nearby: bool):
    from lawsite.search.engine import _in_language

    live = [n for n in range(searcher.doc_count_all()) if not searcher.reader().is_deleted(n)]
    ranked = {docnum: 1.0 for docnum in live}
    for docnum in live:
        for language in LANGUAGES:
            if docnum in scoring.language_docs(searcher, language):
                continue
            sibling = _by_key(searcher, docnum, language)
            assert sibling is not None and not searcher.reader().is_deleted(sibling)
            nearby_text = scoring.nearby_sibling(searcher, docnum, scoring.language_docs(searcher, language))
            assert nearby_text == (sibling if nearby else None)
            assert _in_language(searcher, docnum, ranked, language) == sibling


def test_the_text_in_the_readers_language_is_found_next_to_it_after_edits(tmp_path):
    """A build writes a clause's languages one after another, an edit writes them again in a new segment
    and deletes the old ones: the text beside a hit is the one its key finds, never a deleted one."""
    provider = _LanguagesProvider(
        _clause(f"1A{n}", language, f"{language} text {n}") for n in range(12) for language in LANGUAGES
    )
    store = IndexStore(tmp_path)
    store.sync(provider)
    searchers = Searchers(store)
    _assert_each_live_text_finds_its_languages(searchers.get()[0], nearby=True)
    for edited in ("1A3", "1A4", "1A3"):
        provider.docs[edited] = [_clause(edited, language, f"{language} changed") for language in LANGUAGES]
        provider.change(edited)
        store.sync(provider)
        searcher, _ = searchers.get()
        _assert_each_live_text_finds_its_languages(searcher, nearby=True)
    assert len(searcher.leaf_searchers()) > 1 and searcher.reader().has_deletions()


def test_a_text_far_from_its_other_languages_finds_them_by_key(tmp_path):
    store = IndexStore(tmp_path)
    store.build([_clause(f"1A{n}", language, f"{language} text {n}") for language in LANGUAGES for n in range(12)])
    searchers = Searchers(store)
    _assert_each_live_text_finds_its_languages(searchers.get()[0], nearby=False)


def test_a_deleted_text_beside_a_hit_is_passed_over(tmp_path):
    """A commentary shared by two clauses: editing one rewrites its language elsewhere, and the reopened
    reader's language sets (carried over from before the edit) still hold the deleted text beside the hit."""
    from lawsite.search.engine import _in_language

    def commentary(clause_id, language, text):
        return SearchDoc("commentary", clause_id, 1, "I", language, text, slug="note")

    provider = _LanguagesProvider([commentary("1A", "en", "the note"), commentary("1B", "el", "σχόλιο")])
    store = IndexStore(tmp_path)
    store.sync(provider)
    searchers = Searchers(store)
    searcher, _ = searchers.get()
    assert scoring.nearby_sibling(searcher, 0, scoring.language_docs(searcher, "el")) == 1
    provider.docs["1B"] = [commentary("1B", "el", "άλλο σχόλιο")]
    provider.change("1B")
    store.sync(provider)
    searcher, _ = searchers.get()
    assert searcher.reader().is_deleted(1)
    assert 1 in scoring.language_docs(searcher, "el")  # carried over from before the edit
    assert scoring.nearby_sibling(searcher, 0, scoring.language_docs(searcher, "el")) is None
    rewritten = _by_key(searcher, 0, "el")
    assert rewritten == 2 and _in_language(searcher, 0, {0: 1.0, rewritten: 1.0}, "el") == rewritten


def test_top_level_sets_after_edits_are_the_segments_sets_shifted(tmp_path):
    """A reopened searcher's kind and language sets are unions of sets kept per segment and offset: each holds
    a live document exactly when its stored kind or language says so (deleted ones may stay in a set carried
    over), and a segment at the offset it had before the edit gives the very set it gave then."""
    docs = [_clause(f"1A{n}", language, f"{language} text {n}") for n in range(6) for language in LANGUAGES]
    docs += [SearchDoc("commentary", f"1A{n}", 1, "I", "en", f"note {n}", slug=f"n{n}") for n in range(3)]
    provider = _LanguagesProvider(docs)
    store = IndexStore(tmp_path)
    store.sync(provider)
    searchers = Searchers(store)
    kept, reused = None, False
    for edited in ("1A1", "1A2", "1A4", "1A5"):
        provider.docs[edited] = [_clause(edited, language, f"{language} changed") for language in LANGUAGES]
        provider.change(edited)
        store.sync(provider)
        searcher, _ = searchers.get()
        assert len(searcher.leaf_searchers()) > 1
        for n in (n for n in range(searcher.doc_count_all()) if not searcher.reader().is_deleted(n)):
            stored = scoring.stored_fields(searcher, n)
            assert (n in scoring.kind_docs(searcher, "commentary")) == (stored["kind"] == "commentary")
            assert (n in scoring.language_docs(searcher, "el")) == (stored["language"] == "el")
        clauses = scoring.kind_docs(searcher, "clause")
        second, offset = searcher.leaf_searchers()[1]
        shifted = scoring._segment_data(second.reader()).shifted[(Term("kind", "clause"), offset)]
        assert shifted <= clauses and min(shifted) >= offset
        if kept is not None and kept[0] is second.reader():
            assert kept[1] is shifted
            reused = True
        kept = (second.reader(), shifted)
    assert reused
