"""Point-in-time pages, the currency line, the older-edition column and the same clause in other editions,
on the two test editions (tests/edition_fixtures.py) and on the real content."""

import re

import pytest
from edition_fixtures import CHANGED_B1, ONLY_2007_EN

from lawsite.laws.models import Edition


def words(html: str) -> str:
    """The text a reader sees (defined terms are links, so a phrase may span tags)."""
    return re.sub(r"<[^>]+>", "", html)


def row(html: str, anchor: str) -> str:
    part = html[html.index(f'id="{anchor}"') :]
    return part[: part.index("</section>")]


def cell(html: str, anchor: str, language: str) -> str:
    part = row(html, anchor)
    match = re.search(
        rf'<div class="cell (\w+)" lang="{language}"[^>]*>(.*?)(?=<div class="cell |<div class="cited-by|$)', part, re.S
    )
    assert match, (anchor, language)
    return match.group(1) + "|" + match.group(2)


@pytest.mark.usefixtures("two_editions")
class TestTwoEditions:
    def test_the_plain_address_is_the_edition_in_force_and_the_dated_one_an_edition(self, client):
        in_force = words(client.get("/en/laws/55B1/").content.decode())
        assert "No further rectification applies." in in_force and CHANGED_B1 not in in_force
        older = client.get("/en/2007/laws/55B1/")
        assert older.status_code == 200
        html = words(older.content.decode())
        assert CHANGED_B1 in html and "No further rectification applies." not in html
        assert ONLY_2007_EN in html  # 2007's 55C
        assert words(client.get("/en/2017/laws/55B1/").content.decode()).count("No further rectification applies.") == 1

    def test_each_page_says_which_edition_it_shows_in_the_readers_language(self, client):
        html = client.get("/en/laws/55/").content.decode()
        assert "The Laws of Duplicate Bridge 2017, in force since 30 September 2017" in html
        older = client.get("/en/2007/laws/55/").content.decode()
        assert (
            "The Laws of Duplicate Bridge 2007, in force from 30 September 2008, superseded by the 2017 edition"
            in older
        )
        polish = client.get("/pl/laws/55/").content.decode()
        assert "Międzynarodowe Prawo Brydżowe 2017, obowiązujące od 30 września 2017" in polish
        greek = client.get("/el/2007/laws/55/").content.decode()
        assert "Οι Νόμοι του Duplicate Bridge 2007" in greek and "30 Σεπτεμβρίου 2008" in greek
        assert "The Laws of Duplicate Bridge 2017, in force since" in client.get("/en/glossary/").content.decode()

    def test_links_in_a_point_in_time_page_stay_in_its_edition(self, client):
        html = client.get("/en/2007/laws/55/?cols=en").content.decode()
        assert 'href="/en/2007/laws/55B1/"' in html  # the reference in 2007's 55C
        assert 'rel="next" href="/en/2007/laws/56/"' in html
        in_force = client.get("/en/laws/55/?cols=en").content.decode()
        assert 'href="/en/laws/55A/"' in in_force and "/en/2017/" not in in_force.split("elsewhere")[0]

    def test_the_greek_column_shows_the_2007_wording_marked_never_silently(self, client):
        html = client.get("/en/laws/55/?cols=en&cols=el").content.decode()
        greek = cell(html, "c-55B1", "el")
        assert (
            greek.startswith("older|")
            and "2007 wording" in greek
            and "Δεν εφαρμόζεται περαιτέρω επανόρθωση" in words(greek)
        )
        assert 'data-edition="2007"' in row(html, "c-55B1")
        renumbered = cell(html, "c-55C", "el")
        assert renumbered.startswith("older|") and "(55D in 2007)" in renumbered and "Νόμος 16" in words(renumbered)
        assert cell(html, "c-55B2", "el").startswith("missing|")  # no Greek in either edition
        assert "this Greek text follows the 2007 wording" in html
        # the older text's own references stay in its edition
        assert 'href="/en/2007/laws/55A/"' in row(html, "c-55B1")
        # 2007's own 55C has no counterpart in 2017, so it is not shown there
        assert "Δοκιμαστικό κείμενο" not in html

    def test_the_older_column_is_offered_and_counted_as_a_language_with_text(self, client):
        html = client.get("/el/laws/55/").content.decode()
        assert re.findall(r'<div class="col-head" lang="(\w\w)">', html) == ["el", "en"]

    def test_the_same_clause_in_the_other_editions_follows_the_renumbering(self, client):
        html = client.get("/en/laws/55C/").content.decode()
        box = html[html.index('class="elsewhere"') :]
        box = box[: box.index("</nav>")]
        assert "The same clause in the other editions" in box and 'href="/en/2007/laws/55D/"' in box
        back = client.get("/en/2007/laws/55D/").content.decode()
        box = back[back.index('class="elsewhere"') :]
        assert 'href="/en/2017/laws/55C/"' in box[: box.index("</nav>")]
        removed = client.get("/en/2007/laws/55C/").content.decode()
        box = removed[removed.index('class="elsewhere"') :]
        assert "2017: no counterpart" in box[: box.index("</nav>")]

    def test_loose_ids_redirect_within_their_edition(self, client):
        response = client.get("/en/2007/laws/55b1/?cols=en")
        assert response.status_code == 301 and response["Location"] == "/en/2007/laws/55B1/?cols=en#c-55B1"
        assert client.get("/en/2007/laws/55Z9/").status_code == 404
        assert client.get("/en/1997/laws/55/").status_code == 404
        assert client.get("/en/2007/").status_code == 200

    def test_cited_by_is_per_edition(self, client):
        older = client.get("/en/2007/laws/55B1/").content.decode()
        assert 'href="/en/2007/laws/55C/"' in row(older, "c-55B1")  # 2007's 55C cites 55B1
        newer = client.get("/en/laws/55B1/").content.decode()
        assert "Cited by" not in row(newer, "c-55B1")

    def test_an_edition_without_chapters_or_english_titles_borrows_the_2017_titles_marked(self, client):
        home = client.get("/en/2007/").content.decode()
        assert "The Laws of Duplicate Bridge 2007" in home and "(the chapters of this edition are not recorded)" in home
        assert 'href="/en/2007/laws/55/"' in home and "(title of the 2017 edition)" in home
        page = client.get("/pl/2007/laws/67/").content.decode()
        assert "WADLIWA LEWA" in page and "(title of the 2017 edition)" not in page.split("</h1>")[0]


@pytest.mark.usefixtures("two_editions")
def test_a_draft_is_shown_to_editors_only(client, django_user_model):
    from django.contrib.auth.models import Group

    Edition.objects.create(code="2027", status=Edition.DRAFT, titles={"en": "Draft for the test"})
    assert client.get("/en/2027/laws/55/").status_code == 404
    assert client.get("/en/2027/").status_code == 404
    assert "2027" not in client.get("/en/editions/").content.decode()
    editor = django_user_model.objects.create_user("editor", password="pw")
    editor.groups.add(Group.objects.get_or_create(name="editors")[0])
    client.force_login(editor)
    assert client.get("/en/2027/").status_code == 200
    assert "a draft: not in force" in client.get("/en/2027/").content.decode()


@pytest.mark.usefixtures("content")
def test_the_real_polish_law_67_is_shown_in_force_as_the_2007_wording(client):
    html = client.get("/pl/laws/67/").content.decode()
    assert "ten polski tekst jest zgodny z brzmieniem z 2007 r." in html
    assert 'class="cell older" lang="pl" data-edition="2007"' in html
    assert "Brzmienie z 2007 r." in html
    english = client.get("/en/laws/67/?cols=pl").content.decode()
    assert "this Polish text follows the 2007 wording" in english
    assert "The 2017 text of this law is not yet in the collection" in english
