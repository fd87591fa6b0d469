"""A deploy runs load_content after editors worked on the web: it never puts the file text back silently.

Per text, what the file said when it was last loaded decides: a file change applies to a text nobody
edited on the web; a web edit stays where the file did not change; a text changed in both is refused
(nothing imported) unless the operator says the files win.
"""

from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from lawsite.editor import revisions, saving
from lawsite.editor.export import export_content
from lawsite.editor.models import Revision
from lawsite.laws.loader import load_content
from lawsite.laws.models import ClauseText, CommentaryText, ContentState, WorkedExampleText

pytestmark = pytest.mark.django_db

# kind, key, language, file, a sentence of its text as the file has it, and a changed wording
TEXTS = [
    ("clause", "55C", "en", "editions/2017/laws/055/en.md", "Law 16 applies.", "Law 16 applies at once."),
    (
        "commentary",
        "dummy-limitations",
        "en",
        "editions/2017/laws/043/commentary/dummy-limitations.en.md",
        "Law 43A3 says",
        "Law 43A3 states",
    ),
    (
        "example",
        "defenders-disagree",
        "en",
        "editions/2017/laws/055/examples/defenders-disagree.toml",
        "South plays 4♥.",
        "South is in 4♥.",
    ),
]


def live_text(kind, key, language):
    return revisions.get_target(kind, key, language).current[1]


def edit_on_the_web(editor, kind, key, language, text):
    target = revisions.get_target(kind, key, language)
    return saving.save(saving.Edit(target, target.current[0], text, revisions.token(target)), editor, "on the web")


def change_file(root, relative, old, new):
    path = root / relative
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def load(root, *flags) -> str:
    out = StringIO()
    call_command("load_content", str(root), *flags, stdout=out)
    return out.getvalue()


def everything():
    return (
        list(ClauseText.objects.order_by("pk").values_list("pk", "heading", "text", "source_line")),
        list(CommentaryText.objects.order_by("pk").values_list("pk", "title", "text")),
        list(WorkedExampleText.objects.order_by("pk").values_list("pk", "title", "text")),
        list(Revision.objects.order_by("pk").values_list("pk", "kind", "key", "language", "number", "origin")),
        ContentState.current().version,
    )


@pytest.fixture
def loaded(content_copy):
    load_content(content_copy)
    return content_copy


@pytest.mark.parametrize("kind, key, language, relative, sentence, changed", TEXTS)
def test_a_web_edit_stays_when_its_file_did_not_change(
    loaded, editor, kind, key, language, relative, sentence, changed
):
    saved = edit_on_the_web(editor, kind, key, language, "Edited on the web.")
    output = load(loaded)
    assert live_text(kind, key, language) == "Edited on the web."
    assert f"kept web edit: {relative}: {kind} {key} [{language}] revision {saved.number}" in output
    assert "nothing changed" in output


@pytest.mark.parametrize("kind, key, language, relative, sentence, changed", TEXTS)
def test_a_text_changed_on_the_web_and_in_its_file_is_refused_and_nothing_imported(
    loaded, editor, kind, key, language, relative, sentence, changed
):
    saved = edit_on_the_web(editor, kind, key, language, "Edited on the web.")
    change_file(loaded, relative, sentence, changed)
    change_file(
        loaded, "editions/2017/laws/055/en.md", "He must lead from the correct hand.", "He leads from the correct hand."
    )
    before = everything()
    with pytest.raises(CommandError) as refused:
        load(loaded)
    assert refused.value.returncode == 1
    message = str(refused.value)
    assert "nothing imported" in message and "--overwrite-web-edits" in message
    assert f"{relative}: {kind} {key} [{language}] web revision {saved.number}" in message
    assert everything() == before
    assert "He must lead" in ClauseText.objects.get(clause__clause_id="55B2", language="en").text


def test_every_conflict_is_listed_at_once(loaded, editor):
    for kind, key, language, relative, sentence, changed in TEXTS:
        edit_on_the_web(editor, kind, key, language, "Edited on the web.")
        change_file(loaded, relative, sentence, changed)
    with pytest.raises(CommandError) as refused:
        load(loaded)
    listed = [line for line in str(refused.value).splitlines() if "web revision" in line]
    expected = [f"{kind} {key} [{language}] web revision 2" for kind, key, language, *_ in TEXTS]
    assert [line.split(": ")[1] for line in listed] == expected


def test_file_changes_apply_to_texts_nobody_edited_while_web_edits_stay(loaded, editor):
    edit_on_the_web(editor, "clause", "55C", "en", "Edited on the web.")
    change_file(
        loaded, "editions/2017/laws/055/en.md", "He must lead from the correct hand.", "He leads from the correct hand."
    )
    change_file(loaded, "editions/2017/laws/043/commentary/dummy-limitations.en.md", "Law 43A3 says", "Law 43A3 states")
    output = load(loaded)
    assert "clause texts updated: 1" in output and "commentary texts updated: 1" in output
    assert ClauseText.objects.get(clause__clause_id="55B2", language="en").text.endswith(
        "He leads from the correct hand."
    )
    assert "Law 43A3 states" in live_text("commentary", "dummy-limitations", "en")
    assert live_text("clause", "55C", "en") == "Edited on the web."
    # the file change is a revision of its own, so a save begun before the load is refused
    loaded_revision = revisions.latest(revisions.clause_target("55B2", "en"))
    assert loaded_revision.origin == Revision.LOAD and loaded_revision.text.endswith("He leads from the correct hand.")


@pytest.mark.parametrize("kind, key, language, relative, sentence, changed", TEXTS)
def test_overwriting_web_edits_takes_an_explicit_flag(loaded, editor, kind, key, language, relative, sentence, changed):
    saved = edit_on_the_web(editor, kind, key, language, "Edited on the web.")
    change_file(loaded, relative, sentence, changed)
    output = load(loaded, "--overwrite-web-edits")
    assert f"overwrote web edit: {relative}: {kind} {key} [{language}] revision {saved.number}" in output
    assert changed in live_text(kind, key, language)
    history = list(revisions.get_target(kind, key, language).history().order_by("number"))
    assert [(r.origin, r.text) for r in history[-2:]] == [
        (Revision.EDIT, "Edited on the web."),
        (Revision.LOAD, live_text(kind, key, language)),
    ]
    assert load(loaded).strip().endswith("nothing changed")


def test_the_editorial_round_trip(loaded, editor, tmp_path):
    """Edit on the web, export, commit the export, deploy it: the files now hold the edit, and own it again."""
    edit_on_the_web(editor, "clause", "55C", "en", "Edited on the web.")
    edit_on_the_web(editor, "commentary", "dummy-limitations", "el", "Σχόλιο από τον ιστότοπο.")
    exported = tmp_path / "export"
    export_content(exported, loaded)
    output = load(exported)
    assert "kept web edit" not in output
    assert live_text("clause", "55C", "en") == "Edited on the web."
    assert load(exported).strip().endswith("nothing changed")
    # the text follows its file again: a later file change applies, a later web edit stays
    change_file(exported, "editions/2017/laws/055/en.md", "Edited on the web.", "Edited, reviewed and committed.")
    load(exported)
    assert live_text("clause", "55C", "en") == "Edited, reviewed and committed."
    edit_on_the_web(editor, "clause", "55C", "en", "Edited again.")
    assert "kept web edit" in load(exported)
    assert live_text("clause", "55C", "en") == "Edited again."


def test_a_clause_text_added_on_the_web_is_not_deleted_by_a_load(loaded, editor):
    target = revisions.clause_target("43B2(b)", "en")  # a stub: no file has its text
    assert target.row is None
    saving.save(saving.Edit(target, "", "Dummy's rights are forfeit.", revisions.token(target)), editor, "new")
    output = load(loaded)
    assert live_text("clause", "43B2(b)", "en") == "Dummy's rights are forfeit."
    assert "kept web edit: editions/2017/laws/043/en.md: clause 43B2(b) [en] revision 1" in output


def test_a_text_removed_from_its_file_after_a_web_edit_is_refused(loaded, editor):
    edit_on_the_web(editor, "commentary", "dummy-limitations", "el", "Σχόλιο από τον ιστότοπο.")
    (loaded / "editions/2017/laws/043/commentary/dummy-limitations.el.md").unlink()
    with pytest.raises(
        CommandError, match=r"dummy-limitations.el.md: commentary dummy-limitations \[el\] web revision 2"
    ):
        load(loaded)
    assert live_text("commentary", "dummy-limitations", "el") == "Σχόλιο από τον ιστότοπο."


def test_a_text_nobody_edited_goes_when_its_file_goes(loaded):
    (loaded / "editions/2017/laws/043/commentary/dummy-limitations.el.md").unlink()
    assert "commentary texts deleted: 1" in load(loaded)
    assert not CommentaryText.objects.filter(language="el").exists()


@pytest.mark.parametrize("history", ["recorded by the load", "none yet (loaded by an older version)"])
def test_a_save_begun_before_a_load_that_changed_the_text_is_refused(loaded, editor_client, history):
    if history.startswith("none"):
        Revision.objects.all().delete()
    url = "/en/editor/clause/55B2/en/"
    form = editor_client.get(url).context["form"]
    change_file(
        loaded, "editions/2017/laws/055/en.md", "He must lead from the correct hand.", "He leads from the correct hand."
    )
    load(loaded)
    data = {"heading": form["heading"].value(), "based_on": form["based_on"].value()}
    response = editor_client.post(url, {**data, "text": "The editor's wording.", "action": "save"})
    assert response.status_code == 409
    assert live_text("clause", "55B2", "en").endswith("He leads from the correct hand.")


@pytest.mark.parametrize(
    "page, message", [("/en/editor/", "a content file takes at most 20000"), ("/el/editor/", "έως 20000")]
)
def test_a_line_no_content_file_may_hold_is_refused_on_save_so_every_export_loads(loaded, editor_client, page, message):
    url = page + "clause/55C/en/"
    form = editor_client.get(url).context["form"]
    data = {"heading": form["heading"].value(), "based_on": form["based_on"].value(), "action": "save"}
    before = live_text("clause", "55C", "en")
    response = editor_client.post(url, {**data, "text": "Law 16 applies." + "x" * 20_000})
    assert response.status_code == 200
    assert message in response.content.decode()
    assert live_text("clause", "55C", "en") == before
    assert editor_client.post(url, {**data, "text": "Law 16 applies.\n" + "x" * 20_000}).status_code == 302
