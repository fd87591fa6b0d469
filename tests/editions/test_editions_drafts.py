"""Editors make a draft edition as a copy of another, edit it with the editor, and publish it."""

import json

import pytest
from django.contrib.auth.models import Group, User
from edition_fixtures import CHANGED_B1

from lawsite.editions import drafting
from lawsite.editor import revisions, saving
from lawsite.editor.models import Revision
from lawsite.laws.loader import load_content
from lawsite.laws.models import Clause, ClauseText, Edition, Reference

pytestmark = pytest.mark.usefixtures("two_editions")


@pytest.fixture
def editor(db):
    user = User.objects.create_user("drafter", password="pw-drafter-1")
    user.groups.add(Group.objects.get_or_create(name="editors")[0])
    return user


@pytest.fixture
def draft(editor):
    return drafting.copy_edition(Edition.objects.get(code="2017"), "2027", {"en": "Test draft 2027"}, editor)


def _form_data(form):
    """What a browser sends back of a form as the page shows it (hidden inputs included)."""
    return {name: form[name].value() for name in form.fields if form[name].value() is not None}


def _edit_55b1_in_both(editor, draft):
    """One edit of 55B1 [en] in the draft and one in the edition in force: their revision numbers match."""
    for edition, text in ((draft, "Draft wording."), (Edition.objects.get(code="2017"), "Edited in force.")):
        target = revisions.clause_target("55B1", "en", edition)
        saving.save(saving.Edit(target, target.current[0], text, revisions.token(target)), editor, "m")


def test_a_draft_is_a_full_copy_with_its_own_history(draft):
    source = Edition.objects.get(code="2017")
    count = lambda model, **f: model.objects.filter(**f).count()  # noqa: E731
    assert count(ClauseText, clause__edition=draft) == count(ClauseText, clause__edition=source) > 0
    assert count(Reference, target_clause__edition=draft) == count(Reference, target_clause__edition=source) > 0
    assert Clause.all_editions.filter(edition=draft, clause_id="55B1", parent__clause_id="55B").exists()
    assert (draft.status, draft.based_on) == (Edition.DRAFT, "2017")
    target = revisions.clause_target("55B1", "en", draft)
    (first,) = target.history()
    assert (first.origin, first.edition, first.message) == (Revision.COPY, "2027", "Copied from edition 2017")
    assert ClauseText.objects.get(clause__edition=draft, clause__clause_id="55B1", language="en").source_file == (
        "editions/2027/laws/055/en.md"
    )


def test_the_editor_edits_the_draft_and_leaves_the_edition_in_force(client, editor, draft):
    client.force_login(editor)
    url = "/en/editor/2027/clause/55B1/en/"
    page = client.get(url)
    assert page.status_code == 200 and "edition 2027" in page.content.decode()
    form = page.context["form"]
    data = _form_data(form)
    text = data["text"].replace("No further rectification applies.", "Draft wording for the test.")
    saved = client.post(url, {**data, "text": text, "message": "draft", "action": "save"})
    assert saved.status_code == 302 and saved["Location"] == "/en/2027/laws/55B1/"
    assert (
        "Draft wording for the test."
        in ClauseText.objects.get(clause__edition=draft, clause__clause_id="55B1", language="en").text
    )
    assert (
        "No further rectification applies."
        in ClauseText.objects.get(clause__edition__code="2017", clause__clause_id="55B1", language="en").text
    )
    # a save from the stale form is refused: conflicts work in a draft as in force
    stale = client.post(url, {**data, "text": text + " Again.", "action": "save"})
    assert stale.status_code == 409
    history = client.get("/en/editor/2027/history/clause/55B1/en/").content.decode()
    assert "Copied from edition 2017" in history and "draft" in history
    preview = client.post("/en/editor/2027/preview/clause/55B1/en/", {"text": "See Law 55A."}).content.decode()
    assert 'href="/en/2027/laws/55A/"' in preview


def test_readers_do_not_see_the_draft_until_it_is_published(client, editor, draft):
    assert client.get("/en/2027/laws/55/").status_code == 404
    assert client.get("/en/editor/2027/history/clause/55B1/en/").status_code == 404
    assert client.get("/api/2027/laws/55B1").status_code == 404
    client.force_login(editor)
    response = client.post(
        "/en/editor/editions/2027/publish/", {"publish-2027-confirm": "on", "publish-2027-since": "2027-09-30"}
    )
    assert response.status_code == 302
    client.logout()
    assert Edition.objects.get(code="2027").status == Edition.IN_FORCE
    assert Edition.objects.get(code="2017").status == Edition.SUPERSEDED
    html = client.get("/en/laws/55/").content.decode()
    assert "Test draft 2027, in force since 30 September 2027" in html
    assert client.get("/en/2017/laws/55/").status_code == 200
    assert "superseded by the 2027 edition" in client.get("/en/2017/laws/55/").content.decode()


def test_publishing_needs_the_confirmation_and_an_editor(client, editor, draft, django_user_model):
    reader = django_user_model.objects.create_user("reader", password="pw-reader-1")
    client.force_login(reader)
    assert client.post("/en/editor/editions/2027/publish/", {"publish-2027-confirm": "on"}).status_code == 403
    client.force_login(editor)
    client.post("/en/editor/editions/2027/publish/", {})
    assert Edition.objects.get(code="2027").status == Edition.DRAFT
    with pytest.raises(drafting.DraftError, match="not a draft"):
        drafting.publish(Edition.objects.get(code="2017"))


def test_the_draft_form_refuses_bad_codes(client, editor):
    client.force_login(editor)
    for code, message in (("2017", "exists already"), ("27", "four digits")):
        response = client.post("/en/editor/editions/draft/", {"draft-code": code, "draft-copy_from": "2017"})
        assert response.status_code == 400 and message in response.content.decode()
    created = client.post(
        "/en/editor/editions/draft/", {"draft-code": "2027", "draft-copy_from": "2007", "draft-title_en": "T"}
    )
    assert created.status_code == 302 and created["Location"] == "/en/editor/2027/"
    assert Edition.objects.get(code="2027").based_on == "2007"


def test_history_of_the_draft_survives_a_content_load(two_editions_dir, editor, draft):
    target = revisions.clause_target("55B1", "en", draft)
    saving.save(saving.Edit(target, target.current[0], "Draft text.", revisions.token(target)), editor, "m")
    load_content(two_editions_dir)  # the files do not hold 2027: the draft is left as it is
    assert ClauseText.objects.get(clause__edition=draft, clause__clause_id="55B1", language="en").text == "Draft text."
    assert [r.number for r in revisions.clause_target("55B1", "en", draft).history()] == [2, 1]


def test_the_renumbering_table_is_maintained_by_editors(client, editor):
    client.force_login(editor)
    page = client.get("/en/editor/editions/").content.decode()
    assert "55D" in page and "1997" in page
    bad = client.post(
        "/en/editor/editions/renumbering/",
        {
            "renumbering-from_edition": "2007",
            "renumbering-from_clause": "55D",
            "renumbering-to_edition": "2017",
            "renumbering-to_clause": "55E",
        },
    )
    assert bad.status_code == 400 and "renumbered twice" in bad.content.decode()
    added = client.post(
        "/en/editor/editions/renumbering/",
        {
            "renumbering-from_edition": "2007",
            "renumbering-from_clause": "55c",
            "renumbering-to_edition": "2017",
            "renumbering-to_clause": "55B2",
        },
    )
    assert added.status_code == 302
    html = client.get("/en/2007/laws/55C/").content.decode()
    assert 'href="/en/2017/laws/55B2/"' in html
    from lawsite.laws.models import Correspondence

    row = Correspondence.objects.get(from_clause="55C")
    client.post(f"/en/editor/editions/renumbering/{row.pk}/delete/")
    assert not Correspondence.objects.filter(from_clause="55C").exists()


def test_the_changed_2007_text_is_what_2007_pages_show(client):
    assert CHANGED_B1 in client.get("/en/2007/laws/55B1/").content.decode()


def test_a_code_used_again_continues_its_history(draft, editor):
    target = revisions.clause_target("55B1", "en", draft)
    saving.save(saving.Edit(target, target.current[0], "Draft text.", revisions.token(target)), editor, "m")
    draft.delete()  # the records go, the history (keyed by code) stays
    again = drafting.copy_edition(Edition.objects.get(code="2017"), "2027", {}, editor)
    numbers = [r.number for r in revisions.clause_target("55B1", "en", again).history()]
    assert numbers == [3, 2, 1]


def test_a_form_of_the_edition_in_force_saved_after_a_publish_is_a_conflict(client, editor, draft):
    """The plain address of a text means the edition in force: a form opened before a publish and saved
    after it must not be checked against the new edition's history (its numbers may match by chance)
    and overwrite that edition's text with an edit of the old one's."""
    _edit_55b1_in_both(editor, draft)
    client.force_login(editor)
    url = "/en/editor/clause/55B1/en/"
    form = client.get(url).context["form"]
    data = _form_data(form)
    assert data["based_on"] == revisions.token(revisions.clause_target("55B1", "en", draft)), "numbers match"
    drafting.publish(draft)
    response = client.post(url, {**data, "text": "Edited in force, again.", "action": "save"})
    assert response.status_code == 409
    live = ClauseText.objects.filter(clause__clause_id="55B1", language="en")
    assert live.get(clause__edition=draft).text == "Draft wording."
    assert live.get(clause__edition__code="2017").text == "Edited in force."
    # the conflict page shows the text in force now, and its form saves there
    again = response.context["form"]
    data = _form_data(again)
    assert client.post(url, {**data, "action": "save"}).status_code == 302
    assert live.get(clause__edition=draft).text == "Edited in force, again."


def test_a_restore_confirmed_after_a_publish_is_refused(client, editor, draft):
    """The restore page of a text at its plain address, opened before a publish and confirmed after it, does
    not restore the old edition's revision into the new edition (its revision numbers may match)."""
    _edit_55b1_in_both(editor, draft)
    client.force_login(editor)
    url = "/en/editor/history/clause/55B1/en/restore/1/"
    form = client.get(url).context["form"]
    data = _form_data(form)
    assert data["based_on"] == revisions.token(revisions.clause_target("55B1", "en", draft)), "numbers match"
    drafting.publish(draft)
    response = client.post(url, data, follow=True)
    assert "nothing was restored" in response.content.decode()
    live = ClauseText.objects.filter(clause__clause_id="55B1", language="en")
    assert live.get(clause__edition=draft).text == "Draft wording."


def test_a_pasted_law_reviewed_before_a_publish_and_saved_after_it_is_refused(client, editor, draft):
    """A pasted law reviewed in the edition in force and saved after a publish is a conflict: the review's
    revision numbers were the old edition's, even where they match the new edition's."""
    _edit_55b1_in_both(editor, draft)
    client.force_login(editor)
    url = "/en/editor/law/55/paste/"
    live = ClauseText.objects.filter(clause__law__number=55, clause__edition__code="2017", language="en")
    texts = {text.clause.clause_id: text for text in live.select_related("clause")}
    pasted = "\n\n".join(
        [
            f"A. {texts['55A'].heading}\n{texts['55A'].text}",
            f"B. {texts['55B'].heading}\n1. Pasted before the publish.",
            f"2. {texts['55B2'].text}",
            f"C. {texts['55C'].heading}\n{texts['55C'].text}",
        ]
    )
    review = client.post(url, {"language": "en", "text": pasted, "action": "split"})
    assert review.status_code == 200
    tokens = review.context["form"]["tokens"].value()
    seen = json.loads(tokens)["tokens"]
    assert seen == {key: revisions.token(revisions.clause_target(key, "en", draft)) for key in seen}, "numbers match"
    drafting.publish(draft)
    response = client.post(url, {"language": "en", "text": pasted, "tokens": tokens, "action": "save"})
    assert response.status_code == 409
    assert ClauseText.objects.get(clause__edition=draft, clause__clause_id="55B1", language="en").text == (
        "Draft wording."
    )
