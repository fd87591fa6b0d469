"""What a law page folds so that a phone shows text, not furniture: a clause without text is one line, a long
cited-by list is folded under its count, and a stub law's worked examples under their titles."""

import re

import pytest

from lawsite.laws.pages import CITED_BY_UNFOLDED

pytestmark = pytest.mark.usefixtures("content")


def section(html, anchor):
    row = html[html.index(f'id="{anchor}"') :]
    return row[: row.index("</section>")]


def test_a_clause_without_text_says_so_once_whatever_the_columns(client):
    html = client.get("/en/laws/64/?cols=en,el,pl").content.decode()
    row = section(html, "c-64A")
    assert row.count("Text not yet in the collection.") == 1
    assert re.findall(r'<div class="cell stub" lang="(\w+)">', row) == ["en", "el", "pl"]  # each column's official link
    assert "Ελληνικά 2017" in row and 'href="https://laws.hellasbridge.org/law_64"' in row


def test_a_long_cited_by_list_is_folded_under_its_count_and_a_short_one_is_not(client):
    html = client.get("/en/laws/64/").content.decode()
    long_list = section(html, "c-64A1")
    fold = re.search(
        r'<details class="cited-by-fold"[^>]*><summary><strong>Cited by</strong> \((\d+)\)</summary>', long_list
    )
    assert fold and int(fold.group(1)) > CITED_BY_UNFOLDED
    assert long_list.count('href="/en/laws/64/#example-') >= int(fold.group(1))  # the list is all there, folded
    start = html.index('class="cited-by law-cited-by"')  # Law 64 as a whole: cited under the law's heading
    short = html[start : html.index("</p>", start)]
    assert "cited-by-fold" not in short and "/en/laws/" in short


def folded_examples(html):
    return re.findall(r'<details class="example-fold"><summary>(.*?)</summary>\s*<div class="example"', html, re.S)


def test_a_stub_laws_worked_examples_are_folded_under_their_titles_in_the_readers_language(client):
    folds = folded_examples(client.get("/el/laws/64/").content.decode())
    assert len(folds) >= 10
    # no Greek text of these yet: the English title, marked as English
    assert all(
        re.search(r'<span lang="en">[^<]+</span> <small class="cell-lang" lang="en">English</small>', t) for t in folds
    )
    greek = folded_examples(client.get("/el/laws/24/").content.decode())
    assert 'Παράδειγμα: <span lang="el">Ένα μικρό φύλλο πέφτει κατά την αγορά</span>' in greek  # not marked


def test_a_law_with_text_keeps_its_examples_open(client):
    html = client.get("/en/laws/55/").content.decode()
    assert 'class="example"' in html and "example-fold" not in html
