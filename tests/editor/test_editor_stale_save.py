"""A save that waited for another one: it reads the text again under the lock, so the conflict it
reports shows the other editor's saved version, and it never records what it read before as a load."""

import pytest

from lawsite.editor import revisions, saving
from lawsite.editor.models import Revision

pytestmark = pytest.mark.usefixtures("content")


def test_a_save_read_before_another_committed_reports_that_save(editor, make_editor):
    stale = revisions.clause_target("55A", "en")  # read by a request before the other save went through
    base = revisions.token(stale)
    saving.save(saving.Edit(revisions.clause_target("55A", "en"), "Heading", "First.", base), make_editor(), "one")

    with pytest.raises(saving.Conflict) as raised:
        saving.save(saving.Edit(stale, "Heading", "Second.", base), editor, "two")
    assert (raised.value.theirs.number, raised.value.theirs.text) == (base + 1, "First.")
    assert stale.current == ("Heading", "First.")
    history = revisions.clause_target("55A", "en").history()
    assert list(history.order_by("number").values_list("number", "origin")) == [(1, Revision.LOAD), (2, Revision.EDIT)]
    assert revisions.token(stale) == base + 1
