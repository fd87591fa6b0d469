"""Searching the real laws_content/: accent-free Greek, Polish stems, law numbers, other languages, hostile input."""

import pytest
from django.utils import translation

from lawsite.search.engine import MAX_UNITS, Filters


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


def hits(engine, query, **filters):
    return [(hit.clause_id, hit.language) for hit in engine.search(query, Filters(**filters)).hits]


def fragments(engine, query, **filters):
    return " ".join(str(hit.fragment) for hit in engine.search(query, Filters(**filters)).hits)


@pytest.mark.parametrize(
    "typed, printed",
    [("ρενονς", "ρενόνς"), ("εκτελεστης", "εκτελεστής"), ("ΜΟΡ", "μορ")],
)
def test_greek_typed_without_accents_finds_the_accented_word(engine, typed, printed):
    found = engine.search(typed, Filters(language="el")).hits
    assert found
    assert f"<mark>{printed}</mark>" in " ".join(str(hit.fragment) for hit in found)


def test_a_declarer_searched_in_greek_without_accents_finds_law_55(engine):
    assert ("55A", "el") in hits(engine, "εκτελεστης", language="el")


@pytest.mark.parametrize(
    "typed, printed",
    [("lewe", "lewę"), ("falszywy", "fałszywy"), ("renonsu", "renons"), ("wyjście", "wyjścia"), ("karta", "kartę")],
)
def test_polish_forms_and_text_without_diacritics_find_the_printed_word(engine, typed, printed):
    # the edition in force: the 2007 edition's own law titles (upper case, "WYJŚCIE …") rank above its texts
    assert f"{printed}</mark>" in fragments(engine, typed, language="pl", edition="2017")


def test_a_trick_in_the_accusative_is_found_in_67A1(engine):
    assert ("67A1", "pl") in hits(engine, "lewe", language="pl")


@pytest.mark.parametrize(
    "query, language, clause",
    [
        ("revoke", "pl", "67B1(a)"),  # revoke = renons
        ("trick", "pl", "67A1"),  # trick = lewa
        ("dummy", "el", "55A"),  # dummy = μορ
        ("declarer", "el", "55B1"),  # declarer = εκτελεστής
        ("sędzia", "en", "43"),  # Director, in the English commentary on Law 43
        ("ρενόνς", "pl", "67B2(b)"),  # Greek revoke finds the Polish renons
    ],
)
def test_a_defined_term_finds_the_other_languages_texts_through_the_glossary(engine, query, language, clause):
    assert clause in [cid for cid, lang in hits(engine, query, language=language) if lang == language]


def test_a_word_only_one_language_has_does_not_leak_into_others(engine):
    assert hits(engine, "wadliwej", language="en") == []
    assert hits(engine, "wadliwej", language="pl")


def test_a_phrase_matches_only_in_order(engine):
    assert ("55B1", "en") in hits(engine, '"card led in error"')
    assert hits(engine, '"error in led card"') == []


def test_words_outside_quotes_must_all_match(engine):
    both = {cid for cid, _ in hits(engine, "retract correct")}
    assert both == {"55B2"}


def test_results_carry_the_clause_its_law_title_and_its_other_languages(engine):
    hit = next(h for h in engine.search("declarer", Filters(language="en", law=55)).hits if h.clause_id == "55A")
    assert hit.law == 55 and hit.law_title
    assert "<mark>" in hit.fragment
    assert [other.language for other in hit.others] == ["el"]
    assert "εκτελεστής" in hit.others[0].text
    assert hit.url.startswith("/en/laws/55A/") and hit.side_by_side_url.endswith("?cols=en,el#c-55A")


def test_filters_by_law_and_by_chapter(engine):
    in_67 = engine.search("renons", Filters(law=67)).hits
    assert in_67 and {hit.law for hit in in_67} == {67}
    assert hits(engine, "renons", law=55) == []
    assert hits(engine, "declarer", chapter="I") == []
    assert ("55A", "en") in hits(engine, "declarer accept defender", chapter="VI", language="en")


def test_trailing_wildcard_finds_word_beginnings_and_a_leading_one_is_refused(engine):
    assert ("67A1", "pl") in hits(engine, "lew*")
    refused = engine.search("*ewa")
    assert refused.hits == [] and "wildcard" in refused.refusal


def test_the_number_of_words_searched_is_capped(engine):
    result = engine.search(" ".join(["declarer"] * (MAX_UNITS + 5)))
    assert result.notices and result.hits


def test_a_misspelt_word_gets_a_suggestion_that_finds_results(engine):
    result = engine.search("declarr")
    assert result.hits == [] and result.suggestion == "declarer"
    assert engine.search(result.suggestion).hits


def test_highlights_reach_a_match_at_the_end_of_a_long_text():
    from lawsite.search.extracts import fragment
    from lawsite.search.query import Highlight

    text = "filler words " * 5000 + "the declarer leads"
    marks = Highlight({"en": {"declar"}}, set())
    assert "<mark>declarer</mark>" in fragment(text, "en", marks)


def test_the_result_cache_answers_the_same_query_without_searching_again(engine):
    first = engine.search("dummy")
    assert engine.search("dummy") is first
    assert engine.search("dummy", Filters(language="el")) is not first
