"""A save is accepted only on the latest revision: any other base, older, newer or none, is refused and writes nothing.

Independent of the two-editor test in test_editor_saving.py: one editor, commentary and worked-example
texts, and bases that were never the latest (a forged or mistyped number counts as stale too).
"""

import pytest

from lawsite.editor import revisions, saving
from lawsite.editor.models import Revision

pytestmark = pytest.mark.usefixtures("content")

TARGETS = [
    ("commentary", "dummy-limitations", "en"),
    ("example", "defenders-disagree", "en"),
]


def snapshot(target):
    fresh = revisions.get_target(target.kind, target.key, target.language)
    return fresh.current, revisions.token(fresh), Revision.objects.count()


@pytest.mark.parametrize(("kind", "key", "language"), TARGETS)
@pytest.mark.parametrize("offset", [-1, 1, 5], ids=["older", "newer", "far-ahead"])
def test_a_base_other_than_the_latest_revision_is_refused(editor, kind, key, language, offset):
    target = revisions.get_target(kind, key, language)
    saving.save(saving.Edit(target, "Title one", "Second revision.", revisions.token(target)), editor, "two")
    target = revisions.get_target(kind, key, language)
    latest = revisions.token(target)
    before = snapshot(target)
    with pytest.raises(saving.Conflict) as refused:
        saving.save(saving.Edit(target, "Title", "Overwrite attempt.", latest + offset), editor, "stale")
    assert refused.value.theirs.number == latest
    assert refused.value.theirs.text == "Second revision."
    assert snapshot(target) == before


@pytest.mark.parametrize(("kind", "key", "language"), TARGETS)
def test_a_save_that_claims_a_new_text_is_refused_when_the_text_exists(editor, kind, key, language):
    target = revisions.get_target(kind, key, language)
    revisions.sync(target)
    before = snapshot(target)
    with pytest.raises(saving.Conflict):
        saving.save(saving.Edit(target, "Title", "As if nothing were there.", 0), editor, "new")
    assert snapshot(target) == before


def test_the_web_form_answers_409_on_a_stale_commentary_and_keeps_the_saved_text(editor_client, editor):
    url = "/en/editor/commentary/dummy-limitations/en/"
    target = revisions.commentary_target("dummy-limitations", "en")
    opened = editor_client.get(url).context["form"]["based_on"].value()
    saving.save(saving.Edit(target, "Saved title", "Saved meanwhile.", opened), editor, "meanwhile")
    response = editor_client.post(
        url, {"heading": "Mine", "text": "Typed on the old page.", "based_on": opened, "action": "save"}
    )
    assert response.status_code == 409
    assert "Saved meanwhile." in response.content.decode()
    assert revisions.get_target("commentary", "dummy-limitations", "en").current[1] == "Saved meanwhile."
    assert revisions.token(target) == opened + 1
