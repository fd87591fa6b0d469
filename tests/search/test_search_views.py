"""The search page, the search box and the JSON endpoint, as a reader meets them."""

import json
import re
from pathlib import Path

import pytest

from lawsite.search.engine import Filters

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "language, typed, clause",
    [
        ("en", "43b2b", "43B2(b)"),
        ("en", "43B2(b)", "43B2(b)"),
        ("en", "law 64 a 2", "64A2"),
        ("el", "Νόμος 43Β2(β)", "43B2(b)"),
        ("el", "νομος 55γ", "55C"),
        ("pl", "przepis 64A2", "64A2"),
        ("pl", "64", "64"),
        ("en", "64", "64"),
        ("en", "L43", "43"),
        ("en", "Law43", "43"),
        ("en", "law 43", "43"),
        ("el", "N43", "43"),
        ("el", "Ν43", "43"),
        ("el", "Νόμος43", "43"),
        ("el", "nomos 43", "43"),
        ("pl", "p43", "43"),
        ("pl", "prz. 43B2", "43B2"),
        ("en", "art. 64", "64"),
        ("en", "l55b1", "55B1"),
    ],
)
def test_a_law_number_goes_straight_to_the_clause(client, engine, language, typed, clause):
    response = client.get(f"/{language}/search/", {"q": typed})
    assert response.status_code == 302
    assert response["Location"] == f"/{language}/laws/{clause}/"


def test_a_clause_not_in_the_collection_jumps_to_its_nearest_ancestor(client, engine):
    response = client.get("/en/search/", {"q": "55C9"})
    assert response["Location"] == "/en/laws/55C/"


def test_the_results_page_shows_the_clause_its_law_and_its_other_language(client, engine):
    page = client.get("/en/search/", {"q": "declarer", "lang": "en", "law": "55"}).content.decode()
    assert 'href="/en/laws/55A/?cols=en#c-55A"' in page
    assert "<mark>declarer</mark>" in page
    assert '<details lang="el">' in page
    assert "Declarer’s Lead Out of Turn" in page or "Lead Out of Turn" in page


def test_an_empty_result_says_so_and_offers_a_correction(client, engine):
    page = client.get("/en/search/", {"q": "declarr"}).content.decode()
    assert "No text of the Laws matches “declarr”." in page
    assert 'href="?q=declarer"' in page


@pytest.mark.parametrize(
    ("language", "says"),
    [
        ("en", "Page 99 is past the last page of results for “revoke”."),
        ("el", "Η σελίδα 99 είναι μετά την τελευταία σελίδα αποτελεσμάτων για «revoke»."),
        ("pl", "Strona 99 wykracza poza ostatnią stronę wyników dla „revoke”."),
    ],
)
def test_a_page_past_the_last_says_so_and_links_the_first_instead_of_no_match(client, engine, language, says):
    page = client.get(f"/{language}/search/", {"q": "revoke", "lang": "en", "page": "99"}).content.decode()
    assert says in page
    assert 'href="?q=revoke&amp;lang=en&amp;page=1"' in page
    assert "No text of the Laws matches" not in page and "search-results" not in page
    first = client.get("/en/search/", {"q": "revoke", "lang": "en", "page": "1"}).content.decode()
    assert "search-results" in first and "past the last page" not in first


HOSTILE = [
    '"unbalanced quote',
    "AND OR (",
    "x" * 10_000,
    "dummy\x00\x07\x1b[31m\u202e",
    "'; DROP TABLE laws_clause; --",
    "<script>alert('q')</script>",
    '"><img src=x onerror=alert(1)>',
    "*",
    "?",
    "lew* *",
    "))))((((",
    "law 999",
    "43B2(b)(iv)(x)",
]


@pytest.mark.parametrize("query", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_input_gives_a_normal_page_with_nothing_unescaped(client, engine, query):
    for url in ("/en/search/", "/el/api/search"):
        response = client.get(url, {"q": query, "lang": "<b>", "law": "1e9", "chapter": "'", "page": "-1"})
        assert response.status_code in (200, 302)
        body = response.content.decode()
        assert "<script>alert" not in body and "<img src=x" not in body


def test_bytes_that_are_not_utf8_give_a_normal_page(client, engine):
    response = client.get("/en/search/?q=%ED%A0%80%FF%C0&lang=%FF")
    assert response.status_code == 200


def test_json_escapes_markup_in_the_echoed_query(client, engine):
    body = client.get("/en/api/search", {"q": "<b>x</b>"}).content.decode()
    assert "<b>" not in body and json.loads(body)["query"] == "<b>x</b>"


def test_the_search_box_is_on_every_page_and_keeps_the_query(client, engine):
    home = client.get("/pl/").content.decode()
    assert 'action="/pl/search/"' in home and 'name="q"' in home and 'for="site-search"' in home
    page = client.get("/en/search/", {"q": "<dummy>"}).content.decode()
    assert 'value="&lt;dummy&gt;"' in page


def test_the_json_endpoint_returns_the_same_results_as_the_page(client, engine):
    data = json.loads(client.get("/en/api/search", {"q": "renons"}).content)
    assert data["jump"] is None
    ids = [item["clause_id"] for item in data["results"]]
    same_edition = Filters(edition="2017")  # what the page searches: the edition in force
    assert ids == [hit.clause_id for hit in engine.search("renons", same_edition, ui_language="en").hits]
    polish = [item for item in data["results"] if item["language"] == "pl"]
    assert polish and all("<mark>" in item["fragment_html"] + item["title_html"] for item in polish)
    assert all("<mark>" in item["fragment_html"] for item in polish if item["kind"] == "clause")


def test_the_json_endpoint_answers_a_law_number_with_its_url(client, engine):
    data = json.loads(client.get("/pl/api/search", {"q": "przepis 64A2"}).content)
    assert data["jump"] == "/pl/laws/64A2/"


def test_api_search_without_a_language_prefix_reaches_the_endpoint(client, engine):
    response = client.get("/api/search", {"q": "renons"}, follow=True)
    assert response.status_code == 200
    assert json.loads(response.content)["results"]


@pytest.mark.parametrize(
    "language, typed, says, link",
    [
        ("en", "Law 200", "There are 93 laws", "/en/"),
        ("en", "200", "There are 93 laws", "/en/"),
        ("en", "law 0", "There are 93 laws", "/en/"),
        ("en", "43Z", "Law 43 has no clause Z.", "/en/laws/43/"),
        ("en", "law 43 Z", "Law 43 has no clause Z.", "/en/laws/43/"),
        ("pl", "przepis 43Z", "43", "/pl/laws/43/"),
        ("el", "Νόμος 200", "93", "/el/"),
    ],
)
def test_a_law_or_clause_that_does_not_exist_is_said_so_with_a_link(client, engine, language, typed, says, link):
    response = client.get(f"/{language}/search/", {"q": typed})
    page = response.content.decode()
    assert response.status_code == 200
    assert says in page and f'href="{link}"' in page
    assert 'class="search-empty"' not in page


def test_the_json_endpoint_says_why_a_law_number_finds_nothing(client, engine):
    data = json.loads(client.get("/en/api/search", {"q": "43Z"}).content)
    assert data["message"] == "Law 43 has no clause Z." and data["results"] == []


def test_a_word_typed_in_latin_letters_says_it_was_also_searched_in_greek(client, engine):
    page = client.get("/en/search/", {"q": "ektelestis"}).content.decode()
    assert "Also searched as" in page and 'lang="el">εκτελεστής</a>' in page
    assert "<mark>εκτελεστής</mark>" in page
    greek = client.get("/el/search/", {"q": "ektelestis"}).content.decode()
    assert "Αναζητήθηκε επίσης ως" in greek


def test_partial_matches_come_below_under_their_own_heading(client, engine):
    page = client.get("/en/search/", {"q": "declarer zebracrossing"}).content.decode()
    assert "No text of the Laws holds every word of" in page
    assert page.index("Texts with some of the words") < page.index('class="search-hit"')
    assert "Without: zebracrossing" in page


def test_left_out_words_are_named(client, engine):
    page = client.get("/en/search/", {"q": "penalty card not played"}).content.decode()
    assert "Common words left out of the search: not." in page


def test_markup_gets_no_suggestion_and_a_long_query_is_echoed_short(client, engine):
    page = client.get("/en/search/", {"q": "<script>alert(1)</script>"}).content.decode()
    assert "Did you mean" not in page and "<script>alert" not in page
    long = "x" * 2000
    page = client.get("/en/search/", {"q": long}).content.decode()
    # what the screen shows (the box and the links keep the query; the print-only line holds the page's
    # address, wrapped anywhere: see site.css)
    on_screen = re.sub(r'<p class="print-only[^"]*">.*?</p>', " ", page, flags=re.S)
    shown = re.sub(r"<[^>]*>", " ", on_screen)
    assert "x" * 60 in shown and "x" * 81 not in shown and "…" in shown
    assert "overflow-wrap:anywhere" in (REPO / "lawsite/static/css/site.css").read_text().split(".search-empty")[1]
