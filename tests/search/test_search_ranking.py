"""Ranking: the texts that hold a term above the ones that mention it (clause and title, then commentary,
then worked examples), a phrase above scattered words; "did you mean" in real words.

Every target text of these queries is in laws_content/ (the commentary on Law 43, the worked examples
of Laws 43 and 64, Law 90's title), so no corpus is built from the seed texts here.
"""

import pytest
from django.utils import translation

from lawsite.search.engine import Filters
from lawsite.search.index import IndexStore, SearchDoc


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


def order(engine, query, **filters):
    return [(hit.kind, hit.clause_id or str(hit.law)) for hit in engine.search(query, Filters(**filters)).hits]


@pytest.mark.parametrize(
    "query, language",
    [("split score", "en"), ("ΔΙΠΛΉ ΒΑΘΜΟΛΟΓΊΑ", "el"), ("διπλη βαθμολογια", "el"), ("split score", "el")],
)
def test_the_commentary_that_explains_a_term_ranks_above_the_example_that_uses_it(engine, query, language):
    found = order(engine, query, language=language)
    assert found[:2] == [("commentary", "43"), ("example", "43B3")]


def test_a_law_title_then_the_commentary_then_the_example_for_procedural_penalty(engine):
    assert order(engine, "procedural penalty", language="en") == [
        ("law", "90"),
        ("commentary", "43"),
        ("example", "43A1(b)"),
    ]


def test_dummy_revokes_finds_dummys_revoke_64b3_above_64a2(engine):
    """64B3 is the example of dummy's revoke ("Dummy's revoke: no trick transferred"); 64A2's example only
    has declarer revoking and dummy winning a trick. The phrase "dummy revoke" decides it."""
    found = order(engine, "dummy revokes", language="en")
    assert found.index(("example", "64B3")) < found.index(("example", "64A2"))


def test_a_clause_ranks_above_commentary_and_examples_with_the_same_words(engine):
    found = order(engine, "declarer lead", language="en")
    kinds = [kind for kind, _ in found]
    assert kinds[0] in ("law", "clause")
    assert kinds.index("example") > max(i for i, kind in enumerate(kinds) if kind == "clause")


def test_a_phrase_beats_the_same_words_scattered(tmp_path):
    """Two texts of one kind and length with the same words, once as the phrase typed."""
    from lawsite.search import scoring
    from lawsite.search.engine import rank
    from lawsite.search.query import build_query, parse, phrase_query

    class NoGlossary:
        def find(self, words):
            return []

    store = IndexStore(tmp_path)
    store.build(
        [
            SearchDoc("clause", "1A", 1, "I", "en", "the revoke was made by dummy after the lead of a trick"),
            SearchDoc("clause", "1B", 1, "I", "en", "the trick was made after dummy revoke by the lead of a"),
            *(SearchDoc("clause", f"2A{n}", 2, "I", "en", f"other text {n} with lead") for n in range(20)),
        ]
    )
    parsed = parse("dummy revoke", NoGlossary())
    query, _ = build_query(parsed, ("en",))
    from lawsite.search.index import Searchers

    searchers = Searchers(store)
    searcher, _ = searchers.get()
    plain = scoring.scores(searcher, query)
    assert len(plain) == 2 and plain[0] == pytest.approx(plain[1])
    ranked = rank(searcher, dict(plain), phrase_query(parsed, ("en",)))
    assert ranked[1] > ranked[0] * 1.5


def test_greek_did_you_mean_offers_the_word_as_printed(engine):
    result = engine.search("εκτελεστις")
    assert result.hits == [] and result.suggestion == "εκτελεστής"
    assert engine.search(result.suggestion).hits


def test_did_you_mean_keeps_polish_diacritics(engine):
    result = engine.search("falszywx")
    assert result.suggestion == "fałszywy"


@pytest.mark.parametrize("query", ["<script>alert(1)</script>", "<b>x</b>", "a=b; c{d}"])
def test_markup_gets_no_suggestion(engine, query):
    assert engine.search(query).suggestion == ""


@pytest.mark.parametrize("ui_language", ["en", "pl"])
def test_a_clause_or_title_is_shown_in_the_readers_language_when_that_text_matched_too(engine, ui_language):
    """'revoke' finds Law 62's title in English and (through the glossary) in Polish: the reader sees the
    one in their language first, the other beside it."""
    from lawsite.search.engine import Filters

    first = engine.search("revoke", Filters(edition="2017"), ui_language=ui_language).hits[0]
    other = {"en": "pl", "pl": "en"}[ui_language]
    assert (first.kind, first.law, first.language) == ("law", 62, ui_language)
    assert [o.language for o in first.others] == [other]
