"""Issue 23, "nothing in the wrong language, nothing false": what a page says must be true, and in the reader's
language where the interface speaks."""

import html
import re

import pytest
from django.contrib.auth.models import Group, User

from lawsite.assistant import boards
from lawsite.editor import revisions, saving
from lawsite.laws.models import ContentState
from lawsite.laws.permissions import EDITORS_GROUP

pytestmark = pytest.mark.django_db


def text_of(markup):
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", markup)).split())


def get(client, url):
    response = client.get(url)
    assert response.status_code == 200, url
    return response.content.decode()


# ---- a ruling's caption and the deal ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "language, caption, none, all_sides",
    [
        ("el", "Συμβόλαιο 4♠, εκτελεστής ΒΝ, στη ζώνη: Κανείς", "Κανείς", "Και οι δύο πλευρές"),
        ("pl", "Kontrakt 4♠, rozgrywający NS, po partii: Nikt", "Nikt", "Obie strony"),
        ("en", "Contract 4S by NS, vulnerable: None", "None", "Both sides"),
    ],
)
def test_the_vulnerability_of_a_played_board_is_in_the_readers_language(
    client, content, language, caption, none, all_sides
):
    page = get(client, f"/{language}" + boards.share_url(boards.sample_text())[3:])
    captions = [text_of(found) for found in re.findall(r"<caption>(.*?)</caption>", page, re.S)]
    centres = [text_of(found) for found in re.findall(r'<dl class="deal-centre">(.*?)</dl>', page, re.S)]
    assert any(caption in found for found in captions), captions
    assert any(found.endswith(none) for found in centres) and any(found.endswith(all_sides) for found in centres)
    if language != "en":
        assert "None" not in " ".join(captions + centres)
        assert any(("3ΧΑ" if language == "el" else "3BA") in found for found in captions)  # no trumps as written


def test_greek_running_text_writes_the_seats_as_greek_directors_do(client, content):
    page = get(client, "/el/rulings/penalty-card/?declarer=S&offender=W&cards=HK&on_lead=E")
    told = text_of(re.search(r'<section class="consequences".*?</section>', page, re.S).group(0))
    assert "Τιμωρημένο φύλλο του Δ, μεγάλο: ♥Ρ" in told and "Α" in told.split()
    assert not re.search(r"(?<![\w(])[NESW](?![\w)])", told)
    sample = get(client, "/el" + boards.share_url(boards.sample_text())[3:])
    diagram = re.search(r'<div class="deal-diagram".*?</dl>', sample, re.S).group(0)
    assert re.findall(r'<h4 class="hand-seat">(\w)', diagram) == ["Β", "Α", "Ν", "Δ"]
    polish = get(client, "/pl/rulings/penalty-card/?declarer=S&offender=W&cards=HK&on_lead=E")
    assert "Karta przygwożdżona gracza W, duża: ♥K." in text_of(polish)  # Polish directors write N, E, S, W


def test_a_greek_question_label_ends_with_its_question_mark_only(client, content):
    page = get(client, "/el/rulings/revoke/")
    assert "Είναι οριστικοποιημένη η ρενόνς;" in page
    assert ";:" not in page
    every_form = get(client, "/el/rulings/")  # the index holds every situation's form
    assert every_form.count(";</label>") + every_form.count(";</legend>") > 5 and ";:" not in every_form


def test_the_language_column_of_recent_changes_is_in_the_readers_language(client, content):
    editor = User.objects.create_user("editor", password="pw")
    editor.groups.add(Group.objects.get_or_create(name=EDITORS_GROUP)[0])
    for language in ("en", "el"):
        target = revisions.get_target("clause", "55A", language)
        saving.save(
            saving.Edit(target, target.current[0], "Changed for the test.", revisions.token(target)), editor, "t"
        )
    page = get(client, "/el/editor/changes/")
    table = page[page.index('<table class="editor-table changes">') :]
    assert "<td>Αγγλικά</td>" in table and "<td>Ελληνικά</td>" in table
    assert "English" not in text_of(table)


# ---- whole-law citations, the 2007 pages, the compare pages -------------------------------------------------


def test_a_citation_of_a_whole_law_is_listed_under_its_heading_not_as_a_row(client, content):
    page = get(client, "/en/laws/53/")
    heading = re.search(r'<p class="cited-by law-cited-by".*?</p>', page, re.S)
    assert heading and 'href="/en/laws/55A/"' in heading.group(0)
    assert 'id="c-53"' not in page  # no row "53 — Text not yet in the collection"
    greek = get(client, "/el/laws/53/")
    assert "στο σύνολό του αναφέρεται από" in greek


def test_the_english_original_is_never_called_not_yet_translated(client, content):
    page = get(client, "/en/2007/laws/67/")
    english_cells = re.findall(r'<div class="cell (\w+)" lang="en"', page)
    assert english_cells and set(english_cells) == {"stub"}
    rows = page[page.index('<div class="law-text') : page.index("</main>")]
    assert "Not yet translated." not in rows
    assert "Text not yet in the collection." in rows


def test_the_header_names_the_edition_the_page_shows(client, content):
    assert re.search(
        r'<a class="brand" href="/en/2007/">Laws of Duplicate Bridge 2007</a>', get(client, "/en/2007/laws/67/")
    )
    assert re.search(r'<a class="brand" href="/pl/2007/">[^<]* 2007</a>', get(client, "/pl/2007/"))
    assert re.search(r'<a class="brand" href="/en/">Laws of Duplicate Bridge 2017</a>', get(client, "/en/laws/67/"))


def test_a_clause_with_no_text_to_compare_with_says_so_and_not_that_it_was_removed(client, content):
    page = get(client, "/pl/editions/2007/compare/2017/67B1(a)/")
    section = text_of(re.search(r'<section class="clause-diff" lang="pl".*?</section>', page, re.S).group(0))
    assert "usunięty" not in section
    assert "W zbiorze nie ma tekstu tego przepisu w tym języku z wydania 2017" in section
    english = text_of(get(client, "/en/editions/2007/compare/2017/67B1(a)/"))
    assert "There is no 2017 text of this law in this language in the collection to compare with" in english
    assert "Polish not comparable" in english and "removed" not in english


def test_the_readmes_compare_example_answers(client, content):
    page = get(client, "/en/editions/2007/compare/2017/64B3/")
    assert "not comparable" in page and "Neither edition has any text here yet." in page
    assert client.get("/en/editions/2007/compare/2017/67Z/").status_code == 404  # Law 67 has text: no such clause


# ---- previews follow the revision ---------------------------------------------------------------------------


def test_a_page_names_the_content_revision_its_previews_ask_for(client, content):
    state = ContentState.current()
    page = get(client, "/en/laws/55/")
    assert f'<body data-revision="{state.version}-{int(state.updated_at.timestamp())}">' in page
    ContentState.bump()
    state = ContentState.current()
    assert f'data-revision="{state.version}-' in get(client, "/en/laws/55/")
