"""The editor's upload: a file for one law or the whole book, reviewed beside the saved text clause by
clause, then saved as revisions (with the editor's conflict protection) or downloaded as files."""

import io
import re
import zipfile

import pytest
from django.test import Client
from makebooks import Book, Chapter, Law, as_docx, page_of_another_site

from lawsite.editions import drafting
from lawsite.editor import revisions, saving
from lawsite.editor.models import Revision
from lawsite.laws.models import ClauseText, Edition
from lawsite.laws.numbering import ClauseId
from lawsite.laws.splitter import ClauseDraft

URL = "/en/editor/import/"


def upload_file(name: str, data: bytes):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile(name, data)


def edited_55(seed_laws) -> bytes:
    """Law 55 in English with 55C reworded and a new 55D."""
    clauses = []
    for draft in seed_laws[(55, "en")].clauses:
        if str(draft.clause_id) == "55C":
            draft = ClauseDraft(
                draft.clause_id, draft.heading, ["When declarer may have gained information, Law 16 applies."]
            )
        clauses.append(draft)
    clauses.append(ClauseDraft(ClauseId(55, "D"), "A New Section", ["Text of a new section for the upload test."]))
    return as_docx(Book("en", [Chapter("VI", "The Play", [Law(55, "", clauses)])]))


def review(client, data: bytes, name="law55.docx", **fields):
    return client.post(URL, {"file": upload_file(name, data), "language": "en", "edition": "2017", **fields})


def selected_edition(html: str) -> str:
    select = re.search(r'<select name="edition"[^>]*>(.*?)</select>', html, re.S).group(1)
    return re.search(r'<option value="(\d{4})"[^>]*selected', select).group(1)


@pytest.fixture
def draft_2027(editor, content):
    return drafting.copy_edition(Edition.objects.get(code="2017"), "2027", {"en": "Draft 2027"}, editor)


def payload(html: str) -> str:
    return re.search(r'name="review" value="([^"]+)"', html).group(1)


def test_only_editors_may_import(client, reader, content):
    assert client.get(URL).status_code == 302
    client.force_login(reader)
    assert client.get(URL).status_code == 403


def test_the_form_uploads_a_file_without_inline_script(editor_client, content):
    html = editor_client.get(URL).content.decode()
    assert 'enctype="multipart/form-data"' in html and 'name="csrfmiddlewaretoken"' in html
    assert not re.search(r"<script(?![^>]*\bsrc=)", html) and "onclick" not in html


def test_an_upload_lands_in_the_edition_in_force_when_there_is_no_draft(editor_client, content):
    html = editor_client.get(URL).content.decode()
    assert selected_edition(html) == "2017"
    assert '<option value="2007">2007 (superseded)</option>' in html


def test_an_upload_lands_in_the_draft_when_there_is_one(editor_client, draft_2027):
    assert selected_edition(editor_client.get(URL).content.decode()) == "2027"
    assert selected_edition(editor_client.get(URL + "?edition=2017&law=55").content.decode()) == "2017"


@pytest.mark.parametrize(
    "query", ["?edition=1997", "?edition=%00&law=%C2%B2", "?law=9999999999999999999999999", "?law=-1"]
)
def test_odd_query_values_on_the_upload_page_fall_back_to_the_defaults(editor_client, content, query):
    response = editor_client.get(URL + query)
    assert response.status_code == 200
    assert selected_edition(response.content.decode()) == "2017"


def test_the_editor_pages_link_the_upload_in_their_edition(editor_client, draft_2027):
    assert f'href="{URL}?edition=2027"' in editor_client.get("/en/editor/2027/").content.decode()
    assert f'href="{URL}?law=55&amp;edition=2027"' in editor_client.get("/en/editor/2027/law/55/").content.decode()


def test_an_upload_into_the_draft_is_compared_with_and_saved_into_the_draft(
    editor_client, editor, draft_2027, seed_laws
):
    html = review(editor_client, edited_55(seed_laws), edition="2027").content.decode()
    assert "2 clauses will be saved." in html and "edition 2027" in html
    response = editor_client.post("/en/editor/import/accept/", {"review": payload(html), "message": "2027 text"})
    assert response.status_code == 302 and response["Location"] == "/en/editor/2027/"
    in_draft = ClauseText.objects.get(clause__edition=draft_2027, clause__clause_id="55C", language="en")
    assert in_draft.text == "When declarer may have gained information, Law 16 applies."
    in_force = ClauseText.objects.get(clause__edition__code="2017", clause__clause_id="55C", language="en")
    assert in_force.text != in_draft.text, "the edition in force is untouched"
    assert not ClauseText.objects.filter(clause__edition__code="2017", clause__clause_id="55D").exists()
    saved = Revision.objects.filter(kind=Revision.CLAUSE, key__in=["55C", "55D"], origin=Revision.PASTE)
    assert {r.edition for r in saved} == {"2027"} and {r.message for r in saved} == {"2027 text"}


def test_accepting_into_an_edition_deleted_since_the_review_saves_nothing(editor_client, draft_2027, seed_laws):
    html = review(editor_client, edited_55(seed_laws), edition="2027").content.decode()
    draft_2027.delete()
    response = editor_client.post("/en/editor/import/accept/", {"review": payload(html)})
    assert response.status_code == 400
    assert "Edition 2027 is no longer in the collection; nothing was saved." in response.content.decode()
    assert not ClauseText.objects.filter(clause__clause_id="55D").exists()


def test_an_upload_without_the_csrf_token_is_refused(editor, content, seed_laws):
    client = Client(enforce_csrf_checks=True)
    client.force_login(editor)
    assert review(client, edited_55(seed_laws)).status_code == 403


def test_a_file_over_the_limit_is_refused(editor_client, content, seed_laws, settings):
    settings.IMPORT_MAX_UPLOAD_BYTES = 1000
    response = review(editor_client, edited_55(seed_laws))
    assert response.status_code == 400
    assert "larger than 1000" in response.content.decode()


def test_a_bad_file_is_one_clear_error(editor_client, content):
    response = review(editor_client, page_of_another_site(), name="index.html")
    assert response.status_code == 400
    assert "index.html: no law of the Laws found" in response.content.decode()


def test_the_review_shows_each_clause_new_changed_or_unchanged(editor_client, content, seed_laws):
    response = review(editor_client, edited_55(seed_laws))
    assert response.status_code == 200
    html = response.content.decode()
    states = {
        clause: state
        for state, clause in re.findall(r'<li class="draft (\w+) depth-\d">\s*<strong>([^<]+)</strong>', html)
    }
    assert states == {
        "55A": "unchanged",
        "55B": "unchanged",
        "55B1": "unchanged",
        "55B2": "unchanged",
        "55C": "changed",
        "55D": "new",
    }
    assert "2 clauses will be saved." in html
    assert "<del>adopts a line of play that could</del><ins>may</ins>" in html


def test_accepting_saves_revisions_and_a_later_save_is_not_lost(editor_client, editor, content, seed_laws):
    html = review(editor_client, edited_55(seed_laws)).content.decode()
    response = editor_client.post(
        "/en/editor/import/accept/", {"review": payload(html), "message": "From the federation's file"}
    )
    assert response.status_code == 302
    text = ClauseText.objects.get(clause__edition__code="2017", clause__clause_id="55C", language="en")
    assert text.text == "When declarer may have gained information, Law 16 applies."
    assert (
        ClauseText.objects.get(clause__edition__code="2017", clause__clause_id="55D", language="en").heading
        == "A New Section"
    )
    assert response["Location"] == "/en/editor/"
    saved = Revision.objects.filter(kind=Revision.CLAUSE, key__in=["55C", "55D"], origin=Revision.PASTE)
    assert {r.key for r in saved} == {"55C", "55D"} and {r.message for r in saved} == {"From the federation's file"}
    assert {r.author for r in saved} == {editor}


def test_a_clause_saved_between_review_and_accept_is_a_conflict_and_nothing_is_saved(
    editor_client, make_editor, content, seed_laws
):
    html = review(editor_client, edited_55(seed_laws)).content.decode()
    target = revisions.clause_target("55C", "en")
    saving.save(
        saving.Edit(target, target.current[0], "Someone else's wording.", revisions.token(target)),
        make_editor(),
        "edit",
    )
    response = editor_client.post("/en/editor/import/accept/", {"review": payload(html)})
    assert response.status_code == 409
    assert "Clause 55C changed since you reviewed it" in response.content.decode()
    assert ClauseText.objects.get(clause__clause_id="55C", language="en").text == "Someone else's wording."
    assert not ClauseText.objects.filter(clause__clause_id="55D").exists()


def test_an_altered_review_is_refused(editor_client, content, seed_laws):
    html = review(editor_client, edited_55(seed_laws)).content.decode()
    forged = payload(html)[:-3] + "abc"
    response = editor_client.post("/en/editor/import/accept/", {"review": forged})
    assert response.status_code == 400
    assert not ClauseText.objects.filter(clause__clause_id="55D").exists()


def test_the_generated_files_download_as_a_zip(editor_client, content, seed_laws):
    html = review(editor_client, edited_55(seed_laws)).content.decode()
    response = editor_client.post("/en/editor/import/download/", {"review": payload(html)})
    assert response.status_code == 200 and response["Content-Type"] == "application/zip"
    assert 'filename="import-2017-en.zip"' in response["Content-Disposition"]
    archive = zipfile.ZipFile(io.BytesIO(response.content))
    assert sorted(archive.namelist()) == ["editions/2017/imported/en.toml", "editions/2017/laws/055/en.md"]
    body = archive.read("editions/2017/laws/055/en.md").decode()
    assert body.startswith("Law: 55\nLanguage: en\nSource: law55.docx\n\nA. Declarer’s Lead Accepted\n")
    assert "D. A New Section\nText of a new section for the upload test.\n" in body


@pytest.mark.parametrize("language, expected", [("el", "Εισαγωγή από αρχείο"), ("pl", "Import z pliku")])
def test_the_upload_page_is_translated(editor_client, content, language, expected):
    html = editor_client.get(f"/{language}/editor/import/").content.decode()
    assert expected in html and "Import from a file" not in html


def test_a_book_of_many_laws_is_reviewed_and_saved_in_one_go(editor_client, content, edition_data, glossary_data):
    """Chapters I-IV of the generated book (16 laws; the whole book takes about a minute on this machine,
    most of it the editor's saving code, one revision per clause)."""
    from makebooks import records, synthetic_book

    whole = synthetic_book(edition_data, glossary_data, "pl")
    book = Book("pl", whole.chapters[:4], whole.definitions)
    response = editor_client.post(
        URL, {"file": upload_file("book.docx", as_docx(book)), "language": "pl", "edition": "2017"}
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert html.count('<section class="import-law"') == 16
    clauses = sum(len(records(law.clauses)) for law in book.laws)
    assert f"{clauses} clauses will be saved." in html
    response = editor_client.post("/en/editor/import/accept/", {"review": payload(html)})
    assert response.status_code == 302
    saved = dict(
        ClauseText.objects.filter(clause__edition__code="2017", language="pl").values_list("clause__clause_id", "text")
    )
    for law in book.laws:
        for clause_id, _, text in records(law.clauses):
            assert saved[clause_id] == text


def test_the_review_lists_markers_kept_as_text_and_notes_in_the_page_language(editor_client, content):
    text = "LAW 55\n\nTitle One\n1. First placeholder.\n3. Third placeholder.\n2. Second placeholder.\n"
    response = editor_client.post(
        "/pl/editor/import/", {"file": upload_file("law55.txt", text.encode()), "language": "en", "edition": "2017"}
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert "Uwagi o podziale" in html and "Law 55: section letters A supplied" in html
    assert "Oznaczenia nie po kolei (zachowane jako tekst tam, gdzie były) i przepisy niezaimportowane" in html
    assert "line 5: Law 55: 3. out of order after 55A1" in html
