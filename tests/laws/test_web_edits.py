"""Which side a content load takes, text by text, from what the file said when it was last loaded."""

import pytest

from lawsite.laws import web_edits
from lawsite.laws.web_edits import ADOPT, APPLY, CONFLICT, KEEP, NOTHING, Past, Reconciler, TextKey, decide

OLD, NEW, WEB = ("H", "as loaded"), ("H", "the file since"), ("H", "edited on the web")


@pytest.mark.parametrize(
    "file, web, loaded, action",
    [
        (OLD, OLD, OLD, NOTHING),  # nobody changed it
        (NEW, OLD, OLD, APPLY),  # the file changed: it goes in
        (None, OLD, OLD, APPLY),  # the file dropped it: it goes
        (NEW, None, OLD, APPLY),  # not in the database (deleted by a load): the file's text comes back
        (OLD, WEB, OLD, KEEP),  # edited on the web, file unchanged: the web edit stays
        (None, WEB, None, KEEP),  # added on the web, in no file: it stays
        (WEB, WEB, OLD, ADOPT),  # the file now says what the web says: an export came back
        (NEW, WEB, OLD, CONFLICT),  # both changed: refused
        (None, WEB, OLD, CONFLICT),  # edited on the web, dropped from the file: refused
    ],
)
def test_decide(file, web, loaded, action):
    assert decide(file, web, loaded) == action


class History:
    def __init__(self, pasts):
        self._pasts, self.recorded = pasts, []

    def pasts(self):
        return self._pasts

    def record(self, changes):
        self.recorded += changes


KEY = TextKey("clause", "55C", "en")


def test_without_a_history_the_files_win_as_before():
    reconciler = Reconciler(web_edits.NoHistory())
    assert reconciler.file_wins(KEY, 55, "laws/055/en.md", NEW, WEB)
    reconciler.finish()
    assert reconciler.lines() == []


def test_a_conflict_refuses_at_the_end_and_records_nothing():
    history = History({KEY: Past(OLD, 4)})
    reconciler = Reconciler(history)
    assert not reconciler.file_wins(KEY, 55, "laws/055/en.md", NEW, WEB)
    with pytest.raises(web_edits.WebEditsConflict) as refused:
        reconciler.finish()
    assert "laws/055/en.md: clause 55C [en] web revision 4: the file changed too" in str(refused.value)
    assert history.recorded == []


def test_overwriting_records_the_file_text_over_the_web_edit():
    history = History({KEY: Past(OLD, 4)})
    reconciler = Reconciler(history, overwrite=True)
    assert reconciler.file_wins(KEY, 55, "laws/055/en.md", NEW, WEB)
    reconciler.finish()
    assert [(c.key, c.before, c.after) for c in history.recorded] == [(KEY, WEB, NEW)]
    assert reconciler.lines() == [
        "overwrote web edit: laws/055/en.md: clause 55C [en] revision 4 (it stays in the text's history)"
    ]


def test_a_web_edit_of_a_text_whose_example_left_the_files_cannot_stay():
    key = TextKey("example", "gone", "pl")
    reconciler = Reconciler(History({key: Past(None, 1)}))
    assert not reconciler.file_wins(key, 55, "laws/055/examples/gone.toml", None, WEB, orphan=True)
    with pytest.raises(web_edits.WebEditsConflict, match="no longer in the files"):
        reconciler.finish()
