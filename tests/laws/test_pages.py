"""The pages a reader walks through: the laws by chapter, side by side, permalinks, references, cited by."""

import re

import pytest

pytestmark = pytest.mark.usefixtures("content")


def columns_of(html):
    return re.findall(r'<div class="col-head" lang="(\w\w)">', html)


def test_home_lists_all_93_laws_by_chapter(client):
    html = client.get("/en/").content.decode()
    assert html.count('href="/en/laws/') >= 93
    assert "Chapter VI" in html
    assert "Dummy" in html and "Limitations" in html


def test_law_55_in_english_and_greek_side_by_side(client):
    response = client.get("/en/laws/55/?cols=en&cols=el")
    html = response.content.decode()
    assert response.status_code == 200
    assert columns_of(html) == ["en", "el"]
    row = html[html.index('id="c-55B1"') :]
    row = row[: row.index("</section>")]
    assert 'lang="en"' in row and 'lang="el"' in row
    assert "restores the card led in error" in row
    assert "επαναφέρει το φύλλο" in row


def test_default_columns_are_reader_language_then_languages_with_text(client):
    assert columns_of(client.get("/el/laws/55/").content.decode()) == ["el", "en"]
    assert columns_of(client.get("/pl/laws/67/").content.decode()) == ["pl"]


def test_three_columns_mark_the_missing_translation(client):
    html = client.get("/en/laws/55/?cols=en&cols=el&cols=pl").content.decode()
    assert columns_of(html) == ["en", "el", "pl"]
    row = html[html.index('id="c-55B1"') :]
    row = row[: row.index("</section>")]
    assert re.search(r'<div class="cell missing" lang="pl">.*?Not yet translated', row, re.S)


@pytest.mark.parametrize("language", ["en", "el"])
def test_law_55_links_law_53_and_47e1(client, language):
    html = client.get(f"/{language}/laws/55/?cols={language}").content.decode()
    assert f'href="/{language}/laws/53/"' in html
    assert f'href="/{language}/laws/47E1/"' in html
    assert client.get(f"/{language}/laws/53/").status_code == 200
    assert client.get(f"/{language}/laws/47E1/").status_code == 200


def test_law_67_in_polish_follows_64a2_to_its_stub(client):
    html = client.get("/pl/laws/67/").content.decode()
    assert 'lang="pl"' in html and "wadliwej lewie" in html
    # the Polish Law 67 follows the 2007 wording, so its references are 2007's clauses
    assert 'href="/pl/2007/laws/64A2/"' in html
    stub = client.get("/pl/2007/laws/64A2/")
    assert stub.status_code == 200
    page = stub.content.decode()
    assert 'class="stub-notice"' in page
    assert 'id="c-64A2"' in page
    assert 'href="/pl/2007/laws/67B1(a)/"' in page  # cited by 67B1(a), in 2007


def test_law_43_commentary_cites_43b2b_43b3_and_90(client):
    html = client.get("/en/laws/43/").content.decode()
    commentary = html[html.index('id="commentary-dummy-limitations"') :]
    cites = commentary[commentary.index('class="cites"') :]
    cites = cites[: cites.index("</p>")]
    for target in ("43B2(b)", "43B3", "90"):
        assert f'href="/en/laws/{target}/"' in cites


def test_law_90_is_cited_by_law_43(client):
    html = client.get("/en/laws/90/").content.decode()
    heading = html[html.index('<p class="cited-by law-cited-by"') :]  # the whole law is cited: under its heading
    assert heading.startswith('<p class="cited-by law-cited-by" lang="en"><strong>Law 90 as a whole is cited by:')
    assert 'href="/en/laws/43/#commentary-dummy-limitations"' in heading[: heading.index("</p>")]


@pytest.mark.parametrize("typed", ["43b2b", "43B2b", "43Β2(β)", "43b2(b)"])
def test_loose_permalinks_redirect_to_the_canonical_one(client, typed):
    response = client.get(f"/en/laws/{typed}/")
    assert response.status_code == 301
    assert response["Location"] == "/en/laws/43B2(b)/#c-43B2b"  # the fragment lands on the clause


def test_permalink_without_trailing_slash_reaches_canonical(client):
    response = client.get("/en/laws/43B2b", follow=True)
    assert response.redirect_chain[-1][0] == "/en/laws/43B2(b)/#c-43B2b"
    assert response.status_code == 200


def test_permalink_opens_the_law_at_that_clause(client):
    html = client.get("/en/laws/55B2/").content.decode()
    assert re.search(r'class="row depth-2 target" id="c-55B2"', html)
    assert "<h1>" in html and "Law 55" in html


def test_unknown_clause_of_a_law_with_text_is_404_and_garbage_is_404(client):
    assert client.get("/en/laws/55Z9/").status_code == 404
    assert client.get("/en/laws/not-a-law/").status_code == 404
    assert client.get("/en/laws/99/").status_code == 404


def test_previous_and_next_law_navigation(client):
    html = client.get("/en/laws/55/").content.decode()
    assert 'rel="prev" href="/en/laws/54/"' in html
    assert 'rel="next" href="/en/laws/56/"' in html


def test_interface_language_and_text_language_attributes(client):
    html = client.get("/el/laws/55/").content.decode()
    assert html.startswith("<!DOCTYPE html>") and '<html lang="el">' in html
    assert '<div class="cell text" lang="el">' in html


def test_language_prefix_is_added(client):
    response = client.get("/laws/55/")
    assert response.status_code == 302
    assert response["Location"].endswith("/laws/55/")


def test_reference_report_is_for_editors_and_lists_stub_targets(client, django_user_model):
    from django.contrib.auth.models import Group

    assert client.get("/en/reports/references/").status_code == 302
    reader = django_user_model.objects.create_user("reader", password="pw")
    client.force_login(reader)
    assert client.get("/en/reports/references/").status_code == 403
    editor = django_user_model.objects.create_user("editor", password="pw")
    editor.groups.add(Group.objects.get_or_create(name="editors")[0])
    client.force_login(editor)
    html = client.get("/en/reports/references/").content.decode()
    assert 'href="/en/laws/64A2/">64A2</a>' in html
    assert '<td lang="pl">64A2</td>' in html


def test_a_heading_only_english_has_is_marked_untranslated_in_greek(client):
    html = client.get("/en/laws/55/?cols=en&cols=el").content.decode()
    row = html[html.index('id="c-55B"') :]
    row = row[: row.index("</section>")]
    assert "Declarer Required to Retract Lead" in row
    greek = row[row.index('<div class="cell text" lang="el">') :]
    assert "Heading not yet translated." in greek


def test_home_chapter_anchor_exists_for_the_law_page_link(client):
    assert 'id="chapter-VI"' in client.get("/en/").content.decode()
    assert 'href="/en/#chapter-VI"' in client.get("/en/laws/55/").content.decode()
