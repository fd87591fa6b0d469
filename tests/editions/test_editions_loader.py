"""laws_content/ with two editions: loads, round-trips byte for byte, refuses what it cannot hold."""

import pytest

from lawsite.editor.export import export_content
from lawsite.laws.content import ContentError
from lawsite.laws.loader import load_content
from lawsite.laws.models import ClauseText, Correspondence, Edition


def files_of(root):
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_two_editions_round_trip_byte_for_byte(two_editions_dir, tmp_path, db):
    load_content(two_editions_dir)
    first, second = tmp_path / "a", tmp_path / "b"
    export_content(first, two_editions_dir)
    Edition.objects.all().delete()
    Correspondence.objects.all().delete()
    load_content(first)
    export_content(second, first)
    assert files_of(first) == files_of(second)
    exported = files_of(first)
    for name in (
        "editions/2007/edition.toml",
        "editions/2017/edition.toml",
        "editions/correspondence.toml",
        "editions/2007/laws/055/en.md",
        "editions/2007/laws/055/el.md",
        "editions/2017/laws/055/en.md",
    ):
        assert exported[name] == (two_editions_dir / name).read_bytes(), name
    assert load_content(first).changed == 0


def test_a_draft_made_in_the_editor_exports_as_an_edition(two_editions, tmp_path):
    from lawsite.editions import drafting

    drafting.copy_edition(Edition.objects.get(code="2017"), "2027", {"en": "Test draft"}, None)
    export_content(tmp_path / "out", two_editions)
    toml = (tmp_path / "out/editions/2027/edition.toml").read_text(encoding="utf-8")
    assert '[edition]\ncode = "2027"\nstatus = "draft"\nbased_on = "2017"\ntitle = { en = "Test draft" }\n' in toml
    assert "[law.55]" in toml  # the chapters and titles of the edition it copies
    assert (tmp_path / "out/editions/2027/laws/055/en.md").read_bytes() == (
        two_editions / "editions/2017/laws/055/en.md"
    ).read_bytes()
    Edition.objects.all().delete()
    load_content(tmp_path / "out")
    assert Edition.objects.get(code="2027").status == Edition.DRAFT
    assert (
        ClauseText.objects.filter(clause__edition__code="2027").count()
        == ClauseText.objects.filter(clause__edition__code="2017").count()
    )


@pytest.mark.parametrize(
    "relative, change, named, line, message",
    [
        (
            "editions/2007/edition.toml",
            lambda t: t.replace('status = "superseded"', 'status = "in_force"'),
            "editions",
            0,
            "exactly one edition",
        ),
        (
            "editions/2007/edition.toml",
            lambda t: t.replace('code = "2007"', 'code = "2008"'),
            None,
            12,
            "does not match the folder",
        ),
        (
            "editions/2007/edition.toml",
            lambda t: t.replace('status = "superseded"', 'status = "old"'),
            None,
            12,
            "is not one of",
        ),
        (
            "editions/2007/edition.toml",
            lambda t: t.replace("in_force_since = 2008-09-30", 'in_force_since = "2008"'),
            None,
            12,
            "must be a date",
        ),
        (
            "editions/correspondence.toml",
            lambda t: t.replace('to = "2017 55C"', 'to = "2017 55Q"'),
            None,
            10,
            "unknown clause id",
        ),
        ("editions/correspondence.toml", lambda t: t.replace('to = "2017 55C"', 'to = "55C"'), None, 10, "must read"),
        (
            "editions/correspondence.toml",
            lambda t: t + '\n[[renumbered]]\nfrom = "2007 55D"\nto = "2017 55B2"\n',
            None,
            15,
            "renumbered twice",
        ),
    ],
)
def test_a_bad_edition_file_names_file_and_line_and_loads_nothing(
    two_editions_dir, db, relative, change, named, line, message
):
    load_content(two_editions_dir)
    before = list(ClauseText.objects.values_list("pk", "text"))
    path = two_editions_dir / relative
    path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(ContentError) as error:
        load_content(two_editions_dir)
    assert error.value.path.endswith(named or relative)
    assert message in error.value.message
    assert error.value.line == line
    assert list(ClauseText.objects.values_list("pk", "text")) == before


def test_the_old_single_edition_layout_is_refused_with_a_clear_error(tmp_path, db):
    (tmp_path / "laws").mkdir()
    with pytest.raises(ContentError, match="single-edition layout"):
        load_content(tmp_path)


def test_an_edition_in_force_only_in_the_database_is_not_overwritten(two_editions, db):
    from lawsite.editions import drafting

    drafting.publish(drafting.copy_edition(Edition.objects.get(code="2017"), "2027", {}, None))
    with pytest.raises(ContentError, match="edition 2027 is in force in the database but not in these files"):
        load_content(two_editions)
    assert Edition.objects.get(code="2027").status == Edition.IN_FORCE


def test_a_status_change_in_the_files_moves_the_edition_in_force(two_editions, db):
    old = two_editions / "editions/2007/edition.toml"
    new = two_editions / "editions/2017/edition.toml"
    old.write_text(
        old.read_text(encoding="utf-8").replace('status = "superseded"', 'status = "in_force"'), encoding="utf-8"
    )
    new.write_text(
        new.read_text(encoding="utf-8").replace('status = "in_force"', 'status = "superseded"'), encoding="utf-8"
    )
    load_content(two_editions)
    assert Edition.in_force().code == "2007"


def test_a_web_edit_of_an_older_editions_text_is_kept_by_a_load_and_named_with_its_edition(two_editions_dir, db):
    from django.contrib.auth.models import User

    from lawsite.editor import revisions, saving

    load_content(two_editions_dir)
    editor = User.objects.create_user("webeditor", password="pw-web-1")
    target = revisions.clause_target("55B1", "en", "2007")
    saving.save(
        saving.Edit(target, target.current[0], "Edited on the web, 2007.", revisions.token(target)), editor, "web"
    )
    report = load_content(two_editions_dir)
    assert ClauseText.objects.get(clause__edition__code="2007", clause__clause_id="55B1", language="en").text == (
        "Edited on the web, 2007."
    )
    assert any(
        line.startswith("kept web edit: editions/2007/laws/055/en.md: clause 55B1 [en]") for line in report.web_edits
    )
    # the same clause of 2017, never edited, follows its file
    path = two_editions_dir / "editions/2017/laws/055/en.md"
    path.write_text(
        path.read_text(encoding="utf-8").replace("No further rectification applies.", "Changed in 2017."),
        encoding="utf-8",
    )
    load_content(two_editions_dir)
    assert ClauseText.objects.get(clause__edition__code="2017", clause__clause_id="55B1", language="en").text.endswith(
        "Changed in 2017."
    )
    assert ClauseText.objects.get(clause__edition__code="2007", clause__clause_id="55B1", language="en").text == (
        "Edited on the web, 2007."
    )


def test_a_load_of_files_exported_before_a_publish_keeps_the_publish(two_editions, tmp_path):
    """Files exported while 2027 was a draft, loaded after it was published on the web: like a web edit the
    publish is kept and said (2027 in force since its date, 2017 superseded); told that the files win, the
    load takes 2027 back to a draft."""
    from lawsite.editions import drafting

    drafting.copy_edition(Edition.objects.get(code="2017"), "2027", {"en": "Test draft"}, None)
    export_content(tmp_path / "out", two_editions)
    drafting.publish(Edition.objects.get(code="2027"))
    since = Edition.objects.get(code="2027").in_force_since
    assert since is not None
    report = load_content(tmp_path / "out")
    statuses = dict(Edition.objects.values_list("code", "status"))
    assert statuses == {"2007": Edition.SUPERSEDED, "2017": Edition.SUPERSEDED, "2027": Edition.IN_FORCE}
    assert Edition.objects.get(code="2027").in_force_since == since
    assert any(line.startswith("kept web publish: edition 2027 is in force") for line in report.web_edits)
    load_content(tmp_path / "out", overwrite_web_edits=True)
    assert Edition.in_force().code == "2017"
    assert Edition.objects.get(code="2027").status == Edition.DRAFT
