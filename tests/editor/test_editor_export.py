"""Round trip with laws_content/: export, load the export into an empty database, export again: same bytes."""

import re
import tomllib
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from lawsite.editor import revisions, saving
from lawsite.editor.export import export_content, marker, toml_multiline, toml_value
from lawsite.laws.content import read_content
from lawsite.laws.loader import load_content
from lawsite.laws.models import ClauseText, Edition
from lawsite.laws.numbering import ClauseId

CONTENT_DIR = Path(__file__).resolve().parents[2] / "laws_content"


def files_of(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def empty_database():
    Edition.objects.all().delete()  # chapters, laws, clauses, texts, commentary, examples, references go with it
    assert not ClauseText.objects.exists()


def round_trip(source: Path, tmp_path: Path) -> tuple[Path, Path]:
    first, second = tmp_path / "a", tmp_path / "b"
    export_content(first, source)
    empty_database()
    load_content(first)
    export_content(second, first)
    return first, second


def drafts(root: Path) -> dict:
    return {
        (edition.code, law.law, law.language): [(str(d.clause_id), d.heading, d.text) for d in law.clauses]
        for edition in read_content(root).editions
        for law in edition.laws
    }


@pytest.mark.usefixtures("content")
def test_full_content_round_trip_is_byte_for_byte(tmp_path):
    first, second = round_trip(CONTENT_DIR, tmp_path)
    exported = files_of(first)
    assert exported == files_of(second)
    assert {
        "editions/2017/edition.toml",
        "editions/2007/edition.toml",
        "editions/correspondence.toml",
        "glossary.toml",
        "editions/2017/laws/055/en.md",
        "editions/2017/laws/055/el.md",
        "editions/2007/laws/067/pl.md",
    } <= set(exported)
    original = files_of(CONTENT_DIR)
    assert set(exported) == set(original)
    # commentary and the copied files come back as they were; law texts and examples say the same
    # (law texts lose blank lines and page furniture; examples may be laid out differently by their authors)
    law_texts = [name for name in original if re.fullmatch(r"editions/\d{4}/laws/\d{3}/\w\w\.md", name)]
    examples = [name for name in original if name.endswith(".toml") and "/examples/" in name]
    same = [name for name in original if name not in law_texts and name not in examples]
    assert "editions/2017/laws/043/commentary/dummy-limitations.en.md" in same and "editions/2017/edition.toml" in same
    assert "editions/2007/edition.toml" in same and "editions/correspondence.toml" in same
    assert {name: exported[name] for name in same} == {name: original[name] for name in same}
    assert [tomllib.loads(exported[name].decode()) for name in examples] == [
        tomllib.loads(original[name].decode()) for name in examples
    ]
    # the export says the same law text as the files it came from, clause by clause
    assert drafts(first) == drafts(CONTENT_DIR)


@pytest.mark.usefixtures("content")
def test_export_writes_the_law_as_printed(tmp_path):
    export_content(tmp_path, CONTENT_DIR)
    for name in ("editions/2017/laws/055/en.md", "editions/2017/laws/055/el.md"):
        assert (tmp_path / name).read_bytes() == (CONTENT_DIR / name).read_bytes()
    polish = (tmp_path / "editions/2007/laws/067/pl.md").read_text(encoding="utf-8")
    assert "\n2. (a) Jeżeli w wadliwej lewie" in polish  # one line opening two levels, as printed
    assert "PRZEGLĄDANIE LEW" not in polish  # page furniture is not law text


@pytest.mark.usefixtures("content")
def test_an_edit_is_exported_and_survives_a_reload(tmp_path, editor):
    target = revisions.clause_target("55C", "en")
    saving.save(saving.Edit(target, "Information", "Law 16 applies.", revisions.token(target)), editor, "")
    call_command("export_content", str(tmp_path / "a"), "--source", str(CONTENT_DIR))
    assert "C. Information\nLaw 16 applies.\n" in (tmp_path / "a/editions/2017/laws/055/en.md").read_text(
        encoding="utf-8"
    )
    empty_database()
    load_content(tmp_path / "a")
    reloaded = ClauseText.objects.get(clause__clause_id="55C", language="en")
    assert (reloaded.heading, reloaded.text) == ("Information", "Law 16 applies.")


GREEK_LAW = """Law: 12
Language: el
Source: test text with six sections

Εισαγωγικό κείμενο του νόμου.

Α. Πρώτο
Κείμενο του Α.

Β.
Γ.
Δ.
Ε.
ΣΤ. Έκτο
1. (α) πρώτο
(β) δεύτερο
(γ) τρίτο
(δ) τέταρτο
(ε) πέμπτο
(στ) έκτο
(i) ρωμαϊκό
(ii) δεύτερο ρωμαϊκό
2. Δεύτερο στοιχείο, βλ. Νόμο 12ΣΤ1(στ).
"""

EXAMPLE = "\n".join(
    [
        'clause = "55A"',
        "position = 2",
        "",
        "[title]",
        'en = "Declarer leads from the wrong hand"',
        'pl = "Rozgrywający wychodzi z niewłaściwej ręki"',
        "",
        "[text]",
        'en = """',
        "He says \\\"oops\\\" \\\\ then '''leads''' again.",
        "",
        "Second paragraph, see Law 55B1.",
        '"""',
        "",
        "[facts]",
        'situation = "declarer_lead_out_of_turn"',
        'declarer = "S"',
        'cards = ["SA", "H2"]',
        "ratio = 0.5",
        "doubled = false",
        "",
        "[facts.lead]",
        'from_hand = "dummy"',
        'turn = "E"',
        "",
        "[expected]",
        "tricks_transferred = 0",
        'laws = ["55A", "55B2"]',
        "",
    ]
)


def test_greek_numbering_and_examples_round_trip(content_copy, tmp_path, db):
    laws = content_copy / "editions/2017/laws"
    (laws / "012").mkdir(exist_ok=True)
    (laws / "012/el.md").write_text(GREEK_LAW, encoding="utf-8")
    (laws / "055/examples").mkdir(exist_ok=True)
    (laws / "055/examples/wrong-hand.toml").write_text(EXAMPLE, encoding="utf-8")
    load_content(content_copy)
    first, second = round_trip(content_copy, tmp_path)
    assert files_of(first) == files_of(second)
    greek = (first / "editions/2017/laws/012/el.md").read_text(encoding="utf-8")
    assert "\nΣΤ. Έκτο\n1. (α) πρώτο\n\n(β)" in greek and "\n(στ) έκτο\n\n(i) ρωμαϊκό\n" in greek
    assert greek.startswith("Law: 12\nLanguage: el\nSource: test text with six sections\n\nΕισαγωγικό")
    assert drafts(first)[("2017", 12, "el")] == drafts(content_copy)[("2017", 12, "el")]
    assert tomllib.loads(
        (first / "editions/2017/laws/055/examples/wrong-hand.toml").read_text(encoding="utf-8")
    ) == tomllib.loads(EXAMPLE)


@pytest.mark.parametrize(
    ("clause_id", "language", "expected"),
    [
        ("12F", "el", "ΣΤ."),
        ("12F", "en", "F."),
        ("12F1(f)", "el", "(στ)"),
        ("43B2(b)", "el", "(β)"),
        ("43B2(b)", "pl", "(b)"),
        ("12C1(e)(ii)", "el", "(ii)"),
        ("55B2", "el", "2."),
        ("55G", "el", "Ζ."),
    ],
)
def test_markers_as_printed(clause_id, language, expected):
    assert marker(ClauseId.parse(clause_id), language) == expected


@pytest.mark.parametrize(
    "value",
    ["plain", 'say "hi" \\ there', "tab\there", "bell\x07", "", "ends with quote'", "has ''' inside", "\u00e9\u03c3"],
)
def test_toml_strings_read_back(value):
    assert tomllib.loads(f"s = {toml_value(value)}")["s"] == value
    assert tomllib.loads(f"s = {toml_multiline(value)}")["s"].strip("\n") == value.strip("\n")


# -- where the export goes: never a mix of old and new files --------------------------------------------


@pytest.mark.usefixtures("content")
def test_export_into_a_non_empty_directory_is_refused_and_leaves_it_alone(tmp_path):
    target = tmp_path / "out"
    target.mkdir()
    (target / "notes.txt").write_text("mine")
    with pytest.raises(CommandError, match=r"out is not empty.*--force"):
        call_command("export_content", str(target), "--source", str(CONTENT_DIR))
    assert files_of(target) == {"notes.txt": b"mine"}


@pytest.mark.usefixtures("content")
def test_force_replaces_the_directory_whole_so_the_export_loads(tmp_path):
    target = tmp_path / "out"
    export_content(target, CONTENT_DIR)
    stale = target / "editions/2017/laws/055/examples/an-example-deleted-since.toml"
    stale.write_text('clause = "55A"\n[title]\nen = "Stale"\n[facts]\nsituation = "nonsense"\n', encoding="utf-8")
    (target / "editions/2017/laws/099").mkdir()
    call_command("export_content", str(target), "--source", str(CONTENT_DIR), "--force")
    assert not stale.exists() and not (target / "editions/2017/laws/099").exists()
    assert files_of(target) == files_of(_fresh_export(tmp_path / "fresh"))
    read_content(target)  # loads: no stale file left behind
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fresh", "out"]  # no temporary directory left
    assert oct(target.stat().st_mode & 0o777) == oct(0o777 & ~_umask())


def _fresh_export(path):
    export_content(path, CONTENT_DIR)
    return path


def _umask():
    import os

    mask = os.umask(0)
    os.umask(mask)
    return mask


@pytest.mark.usefixtures("content")
def test_an_export_that_fails_half_way_leaves_the_old_directory_as_it_was(tmp_path, monkeypatch):
    target = tmp_path / "out"
    export_content(target, CONTENT_DIR)
    before = files_of(target)
    import lawsite.editor.export as export

    real_write, calls = export.write_file, []

    def disk_full_at_the_fifth_file(path, text):
        calls.append(path)
        if len(calls) == 5:
            raise OSError(28, "No space left on device")
        real_write(path, text)

    monkeypatch.setattr(export, "write_file", disk_full_at_the_fifth_file)
    with pytest.raises(CommandError, match="No space left on device"):
        call_command("export_content", str(target), "--source", str(CONTENT_DIR), "--force")
    assert files_of(target) == before
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


@pytest.mark.usefixtures("content")
@pytest.mark.parametrize("force", [[], ["--force"]])
def test_a_file_as_target_is_a_clean_error(tmp_path, force):
    target = tmp_path / "out.txt"
    target.write_text("not a directory")
    with pytest.raises(CommandError, match=r"out.txt is a file, not a directory"):
        call_command("export_content", str(target), "--source", str(CONTENT_DIR), *force)
    assert target.read_text() == "not a directory"


@pytest.mark.usefixtures("content")
def test_an_unwritable_target_is_a_clean_error(tmp_path):
    (tmp_path / "blocker").write_text("a file where a folder would have to be")
    with pytest.raises(CommandError, match=r"cannot write .*blocker/out"):
        call_command("export_content", str(tmp_path / "blocker" / "out"), "--source", str(CONTENT_DIR))


@pytest.mark.usefixtures("content")
def test_export_into_a_new_or_empty_directory_needs_no_force(tmp_path):
    (tmp_path / "empty").mkdir()
    call_command("export_content", str(tmp_path / "empty"), "--source", str(CONTENT_DIR))
    call_command("export_content", str(tmp_path / "new" / "deeper"), "--source", str(CONTENT_DIR))
    assert files_of(tmp_path / "empty") == files_of(tmp_path / "new" / "deeper") != {}
