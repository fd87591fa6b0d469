"""The glossary in the readers' words: the federations' forms of the Laws' everyday terms (claim,
concession, insufficient bid, opening lead, ...) find the term's texts in every language."""

import json
import re

import pytest

from lawsite.search.glossary import link_terms
from lawsite.search.terms import glossary


def _api(client, language, query):
    return json.loads(client.get(f"/{language}/api/search", {"q": query}).content)


@pytest.mark.parametrize(
    "language, query",
    [
        ("el", "διεκδίκηση"),
        ("el", "διεκδικήσεις"),
        ("pl", "roszczenie"),
        ("pl", "roszczenia"),
        ("pl", "deklaracja"),
        ("en", "claim"),
    ],
)
def test_claim_in_the_readers_words_finds_the_claim_laws(client, engine, language, query):
    data = _api(client, language, query)
    laws = {hit["law"] for hit in data["results"] if hit["kind"] == "law"}
    assert {68, 69, 70} <= laws


def test_a_polish_reader_typing_roszczenie_sees_the_pzbs_titles(client, engine):
    page = client.get("/pl/search/", {"q": "roszczenie"}).content.decode()
    shown = re.sub(r"</?mark>", "", page)
    assert "Deklaracja lub zrzeczenie się lew" in shown and "Sporna deklaracja lub zrzeczenie" in shown


@pytest.mark.parametrize(
    "language, query, law",
    [
        ("el", "παραχώρηση", 71),
        ("pl", "zrzeczenie", 71),
        ("pl", "odzywka niewystarczająca", 27),
        ("pl", "odzywki niewystarczającej", 27),
        ("el", "αντάμ", 54),
        ("el", "Διαιτητής", 81),
        ("pl", "rozdanie zniekształcone", 87),
        ("el", "ρενόνς", 62),
        ("pl", "karta przygwożdżona", 50),
        ("el", "τιμωρημένο φύλλο", 50),
        ("el", "ανεπαρκής αγορά", 27),
        ("el", "ανεπαρκή αγορά", 27),
    ],
)
def test_the_federations_words_for_a_term_find_its_law(client, engine, language, query, law):
    data = _api(client, language, query)
    assert law in {hit["law"] for hit in data["results"]}


def test_each_term_the_issue_names_has_its_greek_and_polish_forms_or_says_why_not():
    terms = {term.key: term for term in glossary().terms}
    for key in ("claim", "concession", "director", "dummy", "declarer", "trick", "lead", "revoke", "penalty-card"):
        assert terms[key].forms.get("el") and terms[key].forms.get("pl"), key
    assert terms["insufficient-bid"].forms["el"] == ("ανεπαρκής αγορά",)  # laws.hellasbridge.org/law_18
    assert terms["alert"].forms["pl"] == ("alert", "alertowanie")  # the PZBS alerting rules
    # no stored copy of the Greek federation's texts gave "alert" (glossary.toml says so): left out, never guessed
    assert "el" not in terms["alert"].forms


@pytest.mark.parametrize("language, typed", [("pl", "alertowanie"), ("pl", "alertowania"), ("en", "alert")])
def test_alert_in_the_readers_words_is_read_as_the_term(language, typed):
    # No text of the collection speaks of alerts yet (Law 40 and the Definitions are stubs), so the search
    # finds no law for it; the word is read as the term, whose other forms a text would be found by.
    assert [t.key for _, _, t in glossary().find([typed], (language,))] == ["alert"]


def test_the_greek_insufficient_bid_finds_law_27_whole_not_bids_without_a_word(client, engine):
    page = re.sub(r"</?mark>", "", client.get("/el/search/", {"q": "ανεπαρκής αγορά"}).content.decode())
    first = re.search(r'<li class="search-hit">\s*<h2><a href="([^"]+)"', page).group(1)
    assert first.startswith("/el/laws/27/") and "Insufficient Bid" in page
    assert 'class="hit-missing"' not in page  # without the form, "αγορά" alone matched, "ανεπαρκής" missing


def test_roszczenie_the_2007_polish_word_for_a_claim_is_a_form_of_the_term():
    claim = next(term for term in glossary().terms if term.key == "claim")
    assert claim.forms["pl"] == ("deklaracja", "roszczenie") and claim.forms["el"] == ("διεκδίκηση",)
    assert [t.key for _, _, t in glossary().find(["roszczenia"])] == ["claim"]
    linked = link_terms("<p>roszczenie</p>", "pl", glossary(), lambda term: f"/pl/laws/{term.defined_in}/")
    assert 'data-term="claim"' in linked and 'href="/pl/laws/68/"' in linked


def test_the_glossary_page_shows_the_new_terms_in_each_language(client, engine):
    page = client.get("/pl/glossary/").content.decode()
    assert "deklaracja, roszczenie" in page and "διεκδίκηση" in page and "odzywka niewystarczająca" in page
