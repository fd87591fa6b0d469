"""Defined terms in law texts link to their definition; the glossary page lists them in three languages."""

import re

import pytest

pytestmark = pytest.mark.usefixtures("content")

TERM_LINK = re.compile(r'<a class="term" href="([^"]+)"[^>]* title="[^"]+">([^<]+)</a>')


def test_polish_director_links_to_law_81_and_trick_to_the_glossary(client):
    html = client.get("/pl/laws/67/").content.decode()
    links = TERM_LINK.findall(html)
    assert ("/pl/laws/81/", "sędzia") in links
    assert any(url == "/pl/glossary/#term-trick" for url, _ in links)


def test_greek_declarer_links_to_its_glossary_entry(client):
    links = TERM_LINK.findall(client.get("/el/laws/55/?cols=el").content.decode())
    assert ("/el/glossary/#term-declarer", "εκτελεστής") in links


def test_a_term_is_never_linked_inside_a_reference_link(client):
    html = client.get("/en/laws/67/?cols=pl").content.decode()
    for anchor in re.findall(r'<a class="ref"[^>]*>.*?</a>', html, re.S):
        assert 'class="term"' not in anchor


def test_glossary_page_lists_revoke_in_three_languages_with_a_search_link(client):
    html = client.get("/en/glossary/").content.decode()
    row = html[html.index('id="term-revoke"') :]
    row = row[: row.index("</tr>")]
    assert "revoke" in row and "ρενόνς" in row and "renons" in row
    assert 'href="/en/search/?q=revoke"' in row


def test_api_search_answers_without_a_language_prefix(client):
    response = client.get("/api/search?q=revoke")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    assert response.json()["query"] == "revoke"


def test_a_term_link_names_where_the_term_is_defined(client):
    html = client.get("/pl/laws/67/").content.decode()
    # The term as the Polish text writes it, where it is defined as a Polish reader says it (issue 12).
    assert '<a class="term" href="/pl/laws/81/" data-term="director" title="sędzia: Przepis 81">sędzia</a>' in html
