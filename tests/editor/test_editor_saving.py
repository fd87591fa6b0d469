"""Saving: the text, its revision, its references and the search index change together; a save based on
an old revision is refused with both versions shown and nothing overwritten."""

import pytest

from lawsite.editor import revisions, saving
from lawsite.editor.models import Revision
from lawsite.laws.models import Clause, ClauseText, ContentState, Reference
from lawsite.laws.signals import content_changed

pytestmark = pytest.mark.usefixtures("content")

URL_55B1_EN = "/en/editor/clause/55B1/en/"


def text_of(clause_id, language):
    return ClauseText.objects.get(clause__clause_id=clause_id, language=language)


def form_for(client, url):
    """The form as the editor's browser would send it back: the hidden base revision included."""
    response = client.get(url)
    assert response.status_code == 200
    form = response.context["form"]
    return {name: form[name].value() for name in form.fields if form[name].value() is not None}


def test_save_writes_text_revision_and_references(editor_client, editor, django_capture_on_commit_callbacks):
    data = form_for(editor_client, URL_55B1_EN)
    assert data["based_on"] == 1  # the text as loaded was recorded as revision 1
    version = ContentState.current().version
    sent = []
    content_changed.connect(lambda **kw: sent.append(kw), weak=False, dispatch_uid="test-editor-save")
    try:
        with django_capture_on_commit_callbacks(execute=True):
            response = editor_client.post(
                URL_55B1_EN,
                {**data, "text": data["text"] + " See also Law 55C.", "message": "cite 55C", "action": "save"},
            )
    finally:
        content_changed.disconnect(dispatch_uid="test-editor-save")
    assert response.status_code == 302 and response["Location"] == "/en/laws/55B1/"
    saved = text_of("55B1", "en")
    assert saved.text.endswith("See also Law 55C.")
    assert 'href="/laws/55C/"' in saved.html
    revision = revisions.latest(revisions.clause_target("55B1", "en"))
    assert (revision.number, revision.author, revision.message, revision.based_on) == (2, editor, "cite 55C", 1)
    assert Reference.objects.filter(source_clause__clause_id="55B1", language="en", target_id="55C").exists()
    assert ContentState.current().version == version + 1
    assert sent and sent[0]["clause_ids"] == ["55B1"] and sent[0]["version"] == version + 1
    # cited-by: the law page now shows 55B1 among the citations of 55C
    page = editor_client.get("/en/laws/55/").content.decode()
    row = page[page.index('id="c-55C"') :]
    assert 'href="/en/laws/55B1/"' in row[: row.index("</section>")]


def test_search_finds_the_new_text_right_after_the_save(editor_client, django_capture_on_commit_callbacks):
    from lawsite.search import updates

    updates.rebuild()
    data = form_for(editor_client, URL_55B1_EN)
    assert editor_client.get("/en/api/search", {"q": "quetzalcoatl"}).json()["results"] == []
    with django_capture_on_commit_callbacks(execute=True):
        editor_client.post(URL_55B1_EN, {**data, "text": "The quetzalcoatl rule.", "action": "save"})
    hits = editor_client.get("/en/api/search", {"q": "quetzalcoatl"}).json()["results"]
    assert [(hit["clause_id"], hit["language"]) for hit in hits] == [("55B1", "en")]


def test_conflicting_save_is_refused_with_both_versions(client, editor_client, make_editor):
    other = make_editor("other")
    client.force_login(other)
    mine = form_for(editor_client, URL_55B1_EN)
    theirs = form_for(client, URL_55B1_EN)
    assert client.post(URL_55B1_EN, {**theirs, "text": "Their wording.", "action": "save"}).status_code == 302

    response = editor_client.post(URL_55B1_EN, {**mine, "text": "My wording.", "action": "save"})
    assert response.status_code == 409
    html = response.content.decode()
    assert "Not saved" in html and "Their wording." in html and "My wording." in html
    assert text_of("55B1", "en").text == "Their wording."
    assert revisions.token(revisions.clause_target("55B1", "en")) == 2
    # the re-shown form is based on their revision: saving again, deliberately, is accepted
    assert response.context["form"]["based_on"].value() == 2
    again = editor_client.post(URL_55B1_EN, {**mine, "based_on": 2, "text": "Merged wording.", "action": "save"})
    assert again.status_code == 302
    assert text_of("55B1", "en").text == "Merged wording."


def test_a_content_load_in_between_is_a_conflict_too(editor_client):
    data = form_for(editor_client, URL_55B1_EN)
    row = text_of("55B1", "en")
    row.text = "Changed in laws_content and loaded."
    row.save()
    response = editor_client.post(URL_55B1_EN, {**data, "text": "Editor's text.", "action": "save"})
    assert response.status_code == 409
    assert text_of("55B1", "en").text == "Changed in laws_content and loaded."
    # the text as loaded is recorded by the save that needs it: the re-shown form counts it
    assert response.context["form"]["based_on"].value() == 2
    again = editor_client.post(URL_55B1_EN, {**data, "based_on": 2, "text": "Editor's text.", "action": "save"})
    assert again.status_code == 302
    history = revisions.clause_target("55B1", "en").history().order_by("number")
    assert [(r.number, r.origin, r.author, r.text) for r in history][1:] == [
        (2, Revision.LOAD, None, "Changed in laws_content and loaded."),
        (3, Revision.EDIT, history[2].author, "Editor's text."),
    ]


def test_raced_saves_leave_one_winner(editor):
    target = revisions.clause_target("55A", "en")
    base = revisions.token(target)
    saving.save(saving.Edit(target, "Heading", "First.", base), editor, "one")
    with pytest.raises(saving.Conflict) as raised:
        saving.save(saving.Edit(revisions.clause_target("55A", "en"), "Heading", "Second.", base), editor, "two")
    assert raised.value.theirs.text == "First."
    assert text_of("55A", "en").text == "First."


def test_preview_links_references_and_lists_changes(editor_client):
    data = form_for(editor_client, URL_55B1_EN)
    response = editor_client.post(
        URL_55B1_EN, {**data, "text": "Per Law 55A and Law 55C, or 55G9, or Law 64A2.", "action": "preview"}
    )
    assert response.status_code == 200
    preview = response.context["preview"]
    assert 'href="/en/laws/55C/"' in preview.html
    assert preview.added == ["55C", "55G9", "64A2"]
    assert preview.removed == []
    assert preview.unresolvable == ["55G9"]  # Law 55 is in the collection, it has no 55G9
    assert preview.stubs == ["64A2"]
    assert text_of("55B1", "en").text == data["text"]  # a preview saves nothing
    fragment = editor_client.post("/en/editor/preview/clause/55B1/en/", {"text": "Nothing cited."})
    assert fragment.context["preview"].removed == ["55A"]


def test_editor_adds_a_clause(editor_client):
    response = editor_client.post("/en/editor/law/55/add/", {"clause": "55 d", "language": "en"})
    assert response["Location"] == "/en/editor/clause/55D/en/"
    data = form_for(editor_client, "/en/editor/clause/55D/en/")
    assert data["based_on"] == 0
    editor_client.post(
        "/en/editor/clause/55D/en/", {**data, "heading": "New", "text": "A new clause.", "action": "save"}
    )
    assert text_of("55D", "en").heading == "New"
    assert Clause.objects.get(clause_id="55D").position > Clause.objects.get(clause_id="55C").position
    assert "A new clause." in editor_client.get("/en/laws/55/").content.decode()


def test_add_clause_refuses_another_law(editor_client):
    response = editor_client.post("/en/editor/law/55/add/", {"clause": "43B2(b)", "language": "en"})
    assert response.status_code == 200
    assert "is not in Law 55" in response.content.decode()


def test_text_for_a_stub_clause_resolves_references_to_it(editor_client):
    in_force = Reference.objects.filter(target_id="64A2", target_clause__edition__code="2017")
    older = Reference.objects.filter(target_id="64A2", target_clause__edition__code="2007")
    assert set(in_force.values_list("status", flat=True)) == {Reference.STUB}
    data = form_for(editor_client, "/en/editor/clause/64A2/en/")
    editor_client.post("/en/editor/clause/64A2/en/", {**data, "text": "Two tricks are transferred.", "action": "save"})
    assert set(in_force.values_list("status", flat=True)) == {Reference.RESOLVED}
    # references resolve within their own edition: 2007's Law 67 still cites 2007's 64A2, a stub
    assert set(older.values_list("status", flat=True)) == {Reference.STUB}


def test_commentary_edit(editor_client):
    url = "/en/editor/commentary/dummy-limitations/pl/"
    data = form_for(editor_client, url)
    assert data["based_on"] == 0  # no Polish commentary yet
    response = editor_client.post(
        url, {**data, "heading": "Ograniczenia", "text": "Patrz przepis 43B3.", "action": "save"}
    )
    assert response["Location"] == "/en/laws/43/#commentary-dummy-limitations"
    assert Reference.objects.filter(
        source_commentary__slug="dummy-limitations", language="pl", target_id="43B3"
    ).exists()


PASTED_55_EN = """A. Declarer’s Lead Accepted
Either defender may accept the lead (see Law 53).

B. Declarer Required to Retract Lead
1. Restores the card.

2. Withdraws the card.

C. Declarer Might Obtain Information
Law 16 applies.

D. A New Section
Added by pasting."""


def test_paste_a_law_splits_for_review_then_saves(editor_client):
    url = "/en/editor/law/55/paste/"
    review = editor_client.post(url, {"language": "en", "text": PASTED_55_EN, "action": "split"})
    assert review.status_code == 200
    rows = {row.clause_id: row.state for row in review.context["review"].rows}
    assert rows == {
        "55A": "changed",
        "55B": "unchanged",
        "55B1": "changed",
        "55B2": "changed",
        "55C": "changed",
        "55D": "new",
    }
    assert text_of("55A", "en").text.startswith("If declarer")  # review saves nothing
    tokens = review.context["form"]["tokens"].value()
    saved = editor_client.post(url, {"language": "en", "text": PASTED_55_EN, "tokens": tokens, "action": "save"})
    assert saved.status_code == 302
    assert text_of("55D", "en").text == "Added by pasting."
    assert text_of("55B1", "en").text == "Restores the card."
    assert Revision.objects.filter(origin=Revision.PASTE).count() == 5


def test_paste_conflict_and_split_errors(editor_client, editor):
    url = "/en/editor/law/55/paste/"
    review = editor_client.post(url, {"language": "en", "text": PASTED_55_EN, "action": "split"})
    tokens = review.context["form"]["tokens"].value()
    target = revisions.clause_target("55C", "en")
    saving.save(
        saving.Edit(target, "Declarer Might Obtain Information", "Someone else's.", revisions.token(target)),
        editor,
        "x",
    )
    refused = editor_client.post(url, {"language": "en", "text": PASTED_55_EN, "tokens": tokens, "action": "save"})
    assert refused.status_code == 409
    assert (
        text_of("55C", "en").text == "Someone else's."
        and not ClauseText.objects.filter(clause__clause_id="55D").exists()
    )
    broken = editor_client.post(url, {"language": "en", "text": "A. One\nC. Three", "action": "split"})
    assert "cannot be divided at line 2" in broken.content.decode()


def test_worked_example_text_edit(editor_client):
    url = "/en/editor/example/defenders-disagree/pl/"
    data = form_for(editor_client, url)
    assert data["based_on"] == 0
    refused = editor_client.post(url, {**data, "text": "Obrońcy się nie zgadzają.", "action": "save"})
    assert refused.status_code == 200 and "heading" in refused.context["form"].errors  # an example needs a title
    response = editor_client.post(
        url,
        {
            **data,
            "heading": "Obrońcy się nie zgadzają",
            "text": "Decyduje gracz następny (przepis 55A).",
            "action": "save",
        },
    )
    assert response["Location"] == "/en/laws/55/#example-defenders-disagree"
    page = editor_client.get("/pl/laws/55/?cols=pl").content.decode()
    assert "Decyduje gracz następny" in page and 'href="/pl/laws/55A/"' in page


@pytest.mark.parametrize("tokens", ["not json", '{"tokens": 3}', '{"tokens": {"55A": "x"}, "source": {}}', "[1, 2]"])
def test_a_damaged_paste_review_asks_to_divide_again_and_saves_nothing(editor_client, tokens):
    before = text_of("55A", "en").text
    response = editor_client.post(
        "/en/editor/law/55/paste/", {"language": "en", "text": PASTED_55_EN, "tokens": tokens, "action": "save"}
    )
    assert response.status_code == 200
    assert "The review of this paste is damaged: divide the text into clauses again." in response.content.decode()
    assert text_of("55A", "en").text == before
    assert not Revision.objects.filter(origin=Revision.PASTE).exists()


def test_a_two_space_break_is_saved_as_a_backslash_so_the_export_reads_back_the_same(editor_client):
    data = form_for(editor_client, URL_55B1_EN)
    text = data["text"] + "  \r\nA second line.   "
    response = editor_client.post(URL_55B1_EN, {**data, "text": text, "message": "break", "action": "save"})
    assert response.status_code == 302
    saved = text_of("55B1", "en")
    assert saved.text == data["text"] + "\\\nA second line."
    assert "<br>\nA second line." in saved.html
