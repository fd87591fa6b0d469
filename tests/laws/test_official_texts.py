"""Stub law pages and stub clauses link to where the law's official text is published, per language and
edition (the [[official_text]] tables of each edition's edition.toml); titles an edition.toml marks
unverified say so."""

import re

import pytest

from lawsite.laws.content import ContentError
from lawsite.laws.loader import load_content
from lawsite.laws.models import ClauseText
from lawsite.laws.published import official_links, read_official_texts


def test_every_language_of_the_edition_in_force_has_an_address_with_its_source(content):
    texts = read_official_texts(content)
    assert {t.language for t in texts if t.edition == "2017"} == {"en", "el", "pl"}
    assert {t.language for t in texts if t.edition == "2007"} == {"en", "pl"}
    assert all(t.source and t.publisher and t.url_pattern.startswith("https://") for t in texts)


def test_law_numbers_are_written_as_each_site_writes_them(content):
    links = {(link.edition, link.language): link.url for link in official_links(7, "2017", content)}
    assert links[("2017", "el")] == "https://laws.hellasbridge.org/law_07"
    assert links[("2017", "pl")] == "https://www.pzbs.pl/sedziowie/mpb/2017/pl/p7.html"
    assert links[("2017", "en")] == "https://www.pzbs.pl/sedziowie/mpb/2017/en/l7.html"
    assert links[("2007", "pl")] == "https://www.pzbs.pl/sedziowie/mpb/2007/pol/przep7.htm"
    assert links[("2007", "en")] == "https://www.pzbs.pl/sedziowie/mpb/2007/ang/law7.htm"
    assert [link.edition for link in official_links(7, "2017", content)] == ["2017"] * 3 + ["2007"] * 2
    assert [link.edition for link in official_links(7, "2007", content)] == ["2007"] * 2 + ["2017"] * 3, (
        "the page's edition first"
    )


def test_a_stub_law_page_links_to_the_official_texts(client, content):
    html = client.get("/pl/laws/12/").content.decode()
    notice = html[html.index('class="stub-notice"') :][:2500]
    assert 'href="https://www.pzbs.pl/sedziowie/mpb/2017/pl/p12.html"' in notice
    assert 'href="https://laws.hellasbridge.org/law_12"' in notice
    assert 'href="https://www.pzbs.pl/sedziowie/mpb/2007/pol/przep12.htm"' in notice


def test_a_stub_page_of_the_2007_edition_links_its_own_text_first(client, content):
    html = client.get("/en/2007/laws/12/").content.decode()
    notice = html[html.index('class="stub-notice"') :][:2500]
    links = re.findall(r'href="(https://[^"]+)"', notice)
    assert links[:2] == [
        "https://www.pzbs.pl/sedziowie/mpb/2007/ang/law12.htm",
        "https://www.pzbs.pl/sedziowie/mpb/2007/pol/przep12.htm",
    ]
    assert "https://www.pzbs.pl/sedziowie/mpb/2017/en/l12.html" in links[2:]


def test_a_stub_clause_links_to_its_law_in_the_cell_language(client, content):
    html = client.get("/en/laws/64/?cols=en,el").content.decode()
    row = html[html.index('id="c-64A2"') :][:3000]
    assert re.search(
        r'<div class="cell stub" lang="en">.*?href="https://www.pzbs.pl/sedziowie/mpb/2017/en/l64.html"', row, re.S
    )
    assert re.search(r'<div class="cell stub" lang="el">.*?href="https://laws.hellasbridge.org/law_64"', row, re.S)


def test_a_clause_not_yet_translated_links_to_the_translation(client, content):
    html = client.get("/en/laws/55/?cols=en,pl").content.decode()
    cell = html[html.index('id="c-55A"') :][:3000]
    assert 'href="https://www.pzbs.pl/sedziowie/mpb/2017/pl/p55.html"' in cell


@pytest.mark.parametrize(
    "language, law, label",
    [
        ("en", 86, "(title not verified)"),
        ("el", 86, "(ο τίτλος δεν έχει επαληθευτεί)"),
        ("pl", 73, "(tytuł niezweryfikowany)"),
    ],
)
def test_an_unverified_title_says_so(client, content, language, law, label):
    """Law 86's English title and law 73's Polish one (the 2017 page prints the 2024 wording) are unverified."""
    assert label in client.get(f"/{language}/laws/{law}/").content.decode()
    assert label not in client.get(f"/{language}/laws/87/").content.decode()
    home = client.get(f"/{language}/").content.decode()
    assert label in home


def test_a_polish_unverified_title_is_marked_only_in_polish(client, content):
    assert "(tytuł niezweryfikowany)" in client.get("/pl/laws/66/").content.decode()
    assert "(title not verified)" not in client.get("/en/laws/66/").content.decode()


def test_a_broken_address_names_the_entry_and_loads_nothing(content, content_copy):
    path = content_copy / "editions/2017/edition.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("https://laws.", "http://laws.", 1), encoding="utf-8")
    (content_copy / "editions/2017/laws/055/en.md").unlink()
    before = ClauseText.objects.filter(clause__edition__code="2017", language="en").count()
    assert before > 0
    with pytest.raises(
        ContentError,
        match=r"editions/2017/edition.toml:0: \[\[official_text\]\] number 2: the address must start with https://",
    ):
        load_content(content_copy)
    assert ClauseText.objects.filter(clause__edition__code="2017", language="en").count() == before


def test_an_address_with_another_placeholder_is_refused(content_copy, db):
    path = content_copy / "editions/2007/edition.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("law{law}.htm", "law{number}.htm", 1), encoding="utf-8")
    with pytest.raises(
        ContentError, match=r"\[\[official_text\]\] number 1: the address may hold only \{law\} or \{law:02d\}"
    ):
        load_content(content_copy)


def test_an_unverified_marker_without_its_title_is_refused(content_copy, db):
    path = content_copy / "editions/2017/edition.toml"
    path.write_text(
        path.read_text(encoding="utf-8").replace('unverified = ["pl"]       # for 2017', 'unverified = ["el"]', 1),
        encoding="utf-8",
    )
    with pytest.raises(ContentError, match=r"\[law.66\] unverified must list languages whose title is given"):
        load_content(content_copy)
