"""Law pages as a player meets them at the table: named citations, landing on the clause, ids as ids."""

import re

import pytest

pytestmark = pytest.mark.usefixtures("content")


def section(html, anchor):
    row = html[html.index(f'id="{anchor}"') :]
    return row[: row.index("</section>")]


def test_cited_by_names_each_worked_example(client):
    html = client.get("/en/laws/55/").content.decode()
    cited = re.search(r'<div class="cited-by"[^>]*>(.*?)</div>', section(html, "c-55A"), re.S).group(1)
    examples = re.findall(
        r'<a href="(/en/laws/55/#example-[^"]+)">Worked example on Law 55: <span lang="en">([^<]+)</span></a>', cited
    )
    assert len(examples) == 3
    assert len({title for _, title in examples}) == 3  # three different names, not three "Worked example on Law 55"
    assert "West accepts the lead" in cited


def test_cited_by_names_examples_in_the_readers_language(client):
    html = client.get("/el/laws/55/").content.decode()
    cited = re.search(r'<div class="cited-by"[^>]*>(.*?)</div>', section(html, "c-55A"), re.S).group(1)
    titles = re.findall(r'<span lang="el">([^<]+)</span>', cited)
    assert len(titles) == 3 and all(re.search(r"[α-ω]", t) for t in titles)


def test_a_chapter_without_laws_says_why_and_points_to_the_glossary(client):
    for language, word in (("en", "glossary"), ("el", "γλωσσάριο"), ("pl", "słowniczku")):
        html = client.get(f"/{language}/").content.decode()
        chapter = re.search(r'<section class="chapter" id="chapter-I">(.*?)</section>', html, re.S).group(1)
        note = re.search(r'<p class="chapter-note">(.*?)</p>', chapter, re.S).group(1)
        assert f'<a href="/{language}/glossary/">{word}</a>' in note


def test_an_id_typed_with_a_copyright_sign_shows_as_the_id(client, content):
    source = (content / "editions" / "2017" / "laws" / "043" / "commentary" / "dummy-limitations.en.md").read_text(
        encoding="utf-8"
    )
    assert "43A2©" in source  # the source keeps what was typed
    html = client.get("/en/laws/43/").content.decode()
    commentary = html[html.index('id="commentary-dummy-limitations"') :]
    assert re.search(r'<a class="ref" href="/en/laws/43A2\(c\)/"[^>]*>43A2\(c\)</a>', commentary)
    assert "43A2©" not in html


@pytest.mark.parametrize("typed", ["55b2", "55 B 2", "55Β2", "55B(2)", "L55B2", "l55b(2)", "Law55B2", "N55B2"])
def test_a_forgiving_address_redirects_to_the_clause_with_its_fragment(client, typed):
    response = client.get(f"/en/laws/{typed}/?cols=el")
    assert response.status_code == 301
    assert response["Location"] == "/en/laws/55B2/?cols=el#c-55B2"


def test_a_permalink_opens_at_its_clause_with_the_earlier_clauses_folded_above(client):
    html = client.get("/en/laws/55B2/").content.decode()
    law_text = html[html.index('<div class="law-text') :]
    folded = re.search(
        # up to the </details> just before the clause asked for: the rows inside hold folds of their own
        r'<details class="earlier-clauses">\s*<summary[^>]*>(.*?)</summary>(.*?)</details>\s*(?=<section[^>]* target")',
        law_text,
        re.S,
    )
    assert folded, "the clauses before 55B2 are folded"
    assert "55A to 55B1" in folded.group(1)
    assert re.findall(r'<section class="row[^"]*" id="(c-\w+)"', folded.group(2)) == ["c-55A", "c-55B", "c-55B1"]
    after = law_text[folded.end() :]
    assert re.findall(r'<section class="row[^"]*" id="(c-\w+)"', after) == ["c-55B2", "c-55C"]
    assert 'class="row depth-2 target" id="c-55B2"' in after
    # The law's own page is not folded.
    assert "earlier-clauses" not in client.get("/en/laws/55/").content.decode()
    assert "<script>" not in html
