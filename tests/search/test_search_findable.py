"""Everything the site shows can be found: law and chapter titles, law numbers however they are typed,
Greek typed in Latin letters, queries with stop words, and a word's beginning."""

import re

import pytest
from django.utils import translation

from lawsite.search.engine import Filters
from lawsite.search.greeklish import readings, typed_in_latin


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


def first(engine, query, **filters):
    hit = engine.search(query, Filters(**filters)).hits[0]
    return hit.kind, hit.law, hit.language


@pytest.mark.parametrize(
    "query, law",
    [("claims", 68), ("insufficient bid", 27), ("procedural penalties", 90), ("dummy's rights", 42)],
)
def test_a_law_title_finds_its_law_first(engine, query, law):
    result = engine.search(query)
    laws = [hit.law for hit in result.hits if hit.kind == "law"]
    assert law in laws
    if query != "claims":  # "claims": Laws 68, 69, 70 and 71 all have "claim" in their titles
        assert first(engine, query)[:2] == ("law", law)


def test_a_title_hit_ranks_the_law_above_passing_mentions(engine):
    hits = engine.search("procedural penalty").hits
    assert (hits[0].kind, hits[0].law) == ("law", 90)
    assert {hit.kind for hit in hits[1:]} == {"commentary", "example"}  # the texts that only mention it


def test_every_law_title_and_chapter_title_in_every_language_is_indexed(engine, content):
    from lawsite.laws.models import Chapter, Law

    searcher, _ = engine.searchers.get()
    indexed = [
        (f["edition"], f["kind"], f["law"] or f["chapter"], f["language"], f["title"])
        for f in searcher.all_stored_fields()
        if f["kind"] in ("law", "chapter")
    ]
    expected = [
        (law.edition.code, "law", str(law.number), lang, title)
        for law in Law.all_editions.select_related("edition")
        for lang, title in law.titles.items()
    ]
    expected += [
        (c.edition.code, "chapter", c.number, lang, title)
        for c in Chapter.all_editions.select_related("edition")
        for lang, title in c.titles.items()
    ]
    assert sorted(indexed) == sorted(expected) and len(indexed) == len(set(indexed))
    assert {key[0] for key in indexed} == {"2007", "2017"}
    assert len({key[2] for key in indexed if key[:2] == ("2017", "law")}) == 93


def test_a_law_title_of_another_edition_says_its_edition(engine):
    """Searching every edition, 2007's Polish title of Law 67 is found as 2007's, linked to the 2007 pages;
    the edition in force finds its own title."""
    older = next(
        hit
        for hit in engine.search("wadliwa lewa", Filters(language="pl")).hits
        if hit.kind == "law" and hit.edition == "2007"
    )
    assert older.title == "<mark>WADLIWA LEWA</mark>" and older.url == "/en/2007/laws/67/?cols=pl"
    in_force = engine.search("wadliwa lewa", Filters(language="pl", edition="2017")).hits
    assert [(hit.kind, hit.edition) for hit in in_force if hit.kind == "law"] == [("law", "2017")]


def test_a_polish_law_title_is_found_and_links_to_the_law(engine):
    hit = next(
        hit for hit in engine.search("wadliwa lewa", Filters(language="pl", edition="2017")).hits if hit.kind == "law"
    )
    assert hit.law == 67 and hit.url == "/en/laws/67/?cols=pl" and not hit.from_other_edition


def test_a_chapter_title_is_found_and_links_to_the_chapter_on_the_home_page(engine):
    hit = next(hit for hit in engine.search("proprieties").hits if hit.kind == "chapter")
    assert hit.chapter == "VII" and hit.url == "/en/#chapter-VII"


@pytest.mark.parametrize(
    "typed, greek",
    [
        ("ektelestis", "εκτελεστής"),
        ("renons", "ρενόνς"),
        ("amynomenos", "αμυνόμενος"),
        ("mor", "μορ"),
        ("Ektelestis", "εκτελεστής"),
        ("amunomenos", "αμυνόμενος"),
        ("ektelesths", "εκτελεστής"),
    ],
)
def test_greek_typed_in_latin_letters_finds_the_greek_texts_and_says_how_it_read_them(engine, typed, greek):
    result = engine.search(typed, Filters(language="el"))
    assert result.hits and all(hit.language == "el" for hit in result.hits)
    assert f"<mark>{greek}</mark>" in " ".join(str(hit.fragment) + str(hit.title) for hit in result.hits).lower()
    assert greek in result.readings


def test_a_latin_word_keeps_its_own_reading_beside_the_greek_one(engine):
    """A Greek reader sees the Greek texts `renons` found and the Polish ones beside them; an English reader
    sees the same commentary in English, which matched too (revoke, through the glossary)."""
    in_force = Filters(edition="2017")  # what the site searches (every edition adds 2007's Polish titles first)
    result = engine.search("renons", in_force, ui_language="el")
    languages = {hit.language for hit in result.hits}
    assert {"pl", "el"} <= languages and "ρενόνς" in result.readings
    in_english = engine.search("renons", in_force, ui_language="en")
    assert {"pl", "en"} <= {hit.language for hit in in_english.hits} and "ρενόνς" in in_english.readings


def test_an_english_word_is_not_read_as_greek():
    class Lexicon:
        words = {"εκτελεστησ", "μορ"}

        def has_prefix(self, prefix):
            return any(word.startswith(prefix) for word in self.words)

        def frequency(self, word):
            return int(word in self.words)

    assert readings("declarer", Lexicon()) == [] and readings("mor", Lexicon()) == ["μορ"]
    assert readings("ektelestis", Lexicon()) == ["εκτελεστησ"]
    assert typed_in_latin("43B2") is None and typed_in_latin("ab") is None and typed_in_latin("8elw") == "8elw"


def test_stop_words_are_left_out_and_said_so(engine):
    result = engine.search("penalty card not played")
    assert result.dropped == ("not",)
    assert len(result.hits) > 4
    assert engine.search("the declarer").hits == engine.search("declarer").hits


def test_stop_words_stay_inside_quotes_and_glossary_terms(engine):
    assert engine.search('"card led in error"').dropped == ()
    quoted = {hit.clause_id for hit in engine.search('"lead out of turn"').hits}
    assert "55A" in quoted
    assert engine.search("the").dropped == ()  # nothing else left: the word is searched


@pytest.mark.parametrize("query", ["και ο μορ", "i dziadek", "rozgrywający nie"])
def test_greek_and_polish_stop_words_are_dropped_too(engine, query):
    result = engine.search(query)
    assert result.dropped and result.hits


def test_few_texts_with_every_word_are_followed_by_the_best_partial_matches(engine):
    result = engine.search("declarer zebracrossing")
    assert result.hits == [] and result.partial
    assert all(hit.missing == ("zebracrossing",) for hit in result.partial)
    assert result.partial[0].kind in ("law", "clause")
    assert engine.search("declarer").hits[0].url == result.partial[0].url


def test_partial_matches_holding_more_of_the_words_come_first(engine):
    result = engine.search("declarer defender zebracrossing")
    missing = [len(hit.missing) for hit in result.partial]
    assert missing == sorted(missing) and missing[0] == 1
    assert not {hit.url for hit in result.partial} & {hit.url for hit in result.hits}


def test_no_partial_matches_when_enough_texts_hold_every_word(engine):
    assert engine.search("declarer lead").partial == []


@pytest.mark.parametrize("word", ["dummy", "declarer", "lewa", "εκτελεστής", "revoke", "renons"])
def test_a_word_with_a_wildcard_finds_at_least_what_the_word_finds(engine, word):
    def texts(query):
        result = engine.search(query)
        pages = [result]
        while pages[-1].has_next:
            pages.append(engine.search(query, page=pages[-1].page + 1))
        # a clause's result is its best text, whose language may differ between the two: compare clauses
        return {re.sub(r"\?cols=\w+", "", hit.url) for page in pages for hit in page.hits}, result.total

    exact, exact_total = texts(word)
    prefixed, prefixed_total = texts(word + "*")
    assert exact <= prefixed and exact_total <= prefixed_total
