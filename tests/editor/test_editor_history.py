"""Every save is a revision; any two show as a diff; an earlier one can be restored as a new revision."""

import pytest
from django.test import Client

from lawsite.editor import diffing, revisions, saving
from lawsite.editor.models import Revision
from lawsite.laws.models import ClauseText

pytestmark = pytest.mark.usefixtures("content")


def save(editor, clause_id, language, text, message="", heading=None):
    target = revisions.clause_target(clause_id, language)
    heading = target.current[0] if heading is None and target.current else heading or ""
    return saving.save(saving.Edit(target, heading, text, revisions.token(target)), editor, message)


def test_revisions_carry_author_time_and_message(editor, make_editor):
    other = make_editor("second")
    first = save(editor, "55C", "en", "Law 16 applies.", "shorter")
    second = save(other, "55C", "en", "Law 16 applies at once.", "clearer")
    history = list(revisions.clause_target("55C", "en").history().order_by("number"))
    assert [(r.number, r.origin, r.author, r.message) for r in history] == [
        (1, Revision.LOAD, None, ""),
        (2, Revision.EDIT, editor, "shorter"),
        (3, Revision.EDIT, other, "clearer"),
    ]
    assert first.created_at <= second.created_at
    assert history[0].text.startswith("When declarer adopts")


def test_diff_marks_changed_words_in_a_line():
    lines = diffing.diff_lines("Law 16 applies.\nSecond line.", "Law 16 applies at once.\nSecond line.\nThird.")
    assert [line.kind for line in lines] == [diffing.CHANGED, diffing.SAME, diffing.ADDED]
    assert [(s.op, s.text) for s in lines[0].segments] == [
        ("same", "Law 16 "),
        ("del", "applies."),
        ("ins", "applies at once."),
    ]
    assert lines[2].segments[0].text == "Third." and lines[2].new_number == 3 and lines[2].old_number is None


def test_diff_page_shows_what_changed(client, editor):
    save(editor, "55C", "en", "Law 16 applies at once.", heading="Information")
    html = client.get("/en/editor/history/clause/55C/en/diff/?a=1&b=2").content.decode()
    assert "<del>Declarer Might Obtain </del>Information" in html
    assert "<del>When declarer adopts a line of play" in html
    assert "</del>Law 16 <del>applies.</del><ins>applies at once.</ins>" in html


def test_restore_brings_back_an_old_revision_as_a_new_one(editor_client, editor):
    save(editor, "55C", "en", "A mistake.")
    original = revisions.revision(revisions.clause_target("55C", "en"), 1).text
    response = editor_client.post("/en/editor/history/clause/55C/en/restore/1/", {"based_on": 2})
    assert response.status_code == 302
    assert ClauseText.objects.get(clause__clause_id="55C", language="en").text == original
    latest = revisions.latest(revisions.clause_target("55C", "en"))
    assert (latest.number, latest.origin, latest.restored_from, latest.author) == (3, Revision.RESTORE, 1, editor)
    assert latest.text == original


def test_restore_on_a_stale_base_is_refused(editor_client, editor):
    save(editor, "55C", "en", "Second.")
    save(editor, "55C", "en", "Third.")
    response = editor_client.post("/en/editor/history/clause/55C/en/restore/1/", {"based_on": 2}, follow=True)
    assert "nothing was restored" in response.content.decode()
    assert ClauseText.objects.get(clause__clause_id="55C", language="en").text == "Third."
    assert revisions.token(revisions.clause_target("55C", "en")) == 3


def test_history_page_lists_revisions_with_restore_for_editors(editor_client, editor):
    save(editor, "55C", "en", "Changed.", "why it changed")
    public = Client().get("/en/editor/history/clause/55C/en/").content.decode()
    assert "why it changed" in public and "As loaded from laws_content" in public
    assert "Restore" not in public
    assert "/restore/1/" in editor_client.get("/en/editor/history/clause/55C/en/").content.decode()


def test_changes_page_lists_recent_edits_per_law_and_language(client, editor):
    save(editor, "55C", "en", "English change.", "en edit")
    save(editor, "55C", "el", "Ελληνική αλλαγή.", "el edit")
    save(editor, "67A1", "pl", "Polska zmiana.", "pl edit")
    everything = client.get("/en/editor/changes/")
    assert [c.message for c in everything.context["changes"]] == ["pl edit", "el edit", "en edit"]
    assert "As loaded" not in everything.content.decode()  # loads are not edits
    by_law = client.get("/en/editor/changes/", {"law": 55})
    assert [c.message for c in by_law.context["changes"]] == ["el edit", "en edit"]
    by_language = client.get("/en/editor/changes/", {"law": 55, "language": "el"})
    assert [c.message for c in by_language.context["changes"]] == ["el edit"]
    assert "/en/editor/history/clause/55C/el/diff/?a=1&amp;b=2" in by_language.content.decode()
