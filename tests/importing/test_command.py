"""``manage.py import_book``: files where the edition's layout puts them, the report, refusals, bad files."""

import io
import shutil
import tomllib

import pytest
from django.core.management import CommandError, call_command
from makebooks import CONTENT_DIR, Law, as_docx, as_pdf, as_pzbs_page, page_of_another_site, pdf_without_text

from lawsite.editor.export import export_content, law_file
from lawsite.importing.writer import output_path
from lawsite.laws.content import read_content
from lawsite.laws.loader import load_content
from lawsite.laws.models import ClauseText, Edition

#: the command looks an edition the files lack up in the database (a draft made in the editor)
pytestmark = pytest.mark.django_db


class Terminal(io.StringIO):
    def isatty(self):
        return True


@pytest.fixture
def content_root(tmp_path):
    """A content directory with the editions' facts (2007, 2017) and no law texts yet."""
    root = tmp_path / "content"
    for name in (
        "glossary.toml",
        "editions/correspondence.toml",
        "editions/2007/edition.toml",
        "editions/2017/edition.toml",
    ):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(CONTENT_DIR / name, root / name)
    return root


def run(*files, **options):
    out = io.StringIO()
    call_command("import_book", *map(str, files), stdout=out, stderr=options.pop("stderr", io.StringIO()), **options)
    return out.getvalue()


def seed_docx(tmp_path, seed_book, number, language):
    path = tmp_path / f"law{number}-{language}.docx"
    path.write_bytes(as_docx(seed_book(number, language)))
    return path


def test_the_law_file_is_written_where_the_edition_keeps_it(tmp_path, content_root, seed_book, seed_laws):
    out = run(
        seed_docx(tmp_path, seed_book, 55, "el"),
        edition="2027",
        language="el",
        content_dir=content_root,
        new_draft=True,
    )
    assert "edition 2027 is not in the files: editions/2027/edition.toml starts it (a new draft)" in out
    started = tomllib.loads((content_root / "editions/2027/edition.toml").read_text(encoding="utf-8"))
    assert started == {"edition": {"code": "2027", "status": "draft", "title": {}}}
    written = content_root / output_path("2027", "el", 55)
    assert written == content_root / "editions/2027/laws/055/el.md"
    drafts = {d.clause_id: d for d in seed_laws[(55, "el")].clauses}
    assert written.read_text(encoding="utf-8") == law_file(55, "el", "law55-el.docx", drafts)
    assert "  Law 55: 6 clauses (law55-el.docx, paragraph 3)" in out
    assert "chapter VI THE PLAY: laws 55 (law55-el.docx, paragraph 1)" in out
    assert "laws of edition 2027 still missing in el (92): 1-54, 56-93" in out
    assert "  editions/2027/laws/055/el.md" in out
    record = tomllib.loads((content_root / output_path("2027", "el")).read_text(encoding="utf-8"))
    assert record["chapter"] == [
        {"number": "VI", "title": "THE PLAY", "laws": [55], "where": "law55-el.docx, paragraph 1"}
    ]


def test_existing_files_are_kept_unless_forced(tmp_path, content_root, seed_book):
    source = seed_docx(tmp_path, seed_book, 55, "el")
    run(source, edition="2027", language="el", content_dir=content_root, new_draft=True)
    target = content_root / output_path("2027", "el", 55)
    target.write_text("edited by hand\n", encoding="utf-8")
    with pytest.raises(
        CommandError,
        match=r"2 files exist already \(editions/2027/laws/055/el.md, editions/2027/imported/el.toml\); nothing written",
    ):
        run(source, edition="2027", language="el", content_dir=content_root)
    assert target.read_text(encoding="utf-8") == "edited by hand\n"
    run(source, edition="2027", language="el", content_dir=content_root, force=True)
    assert target.read_text(encoding="utf-8").startswith("Law: 55\nLanguage: el\n")


def test_a_dry_run_writes_nothing(tmp_path, content_root, seed_book):
    out = run(
        seed_docx(tmp_path, seed_book, 55, "el"),
        edition="2027",
        language="el",
        content_dir=content_root,
        dry_run=True,
        new_draft=True,
    )
    assert "dry run: 3 files not written" in out
    assert not (content_root / "editions/2027").exists()


def test_an_edition_nobody_made_is_refused_unless_started_as_a_draft(tmp_path, content_root, seed_book):
    source = seed_docx(tmp_path, seed_book, 55, "el")
    with pytest.raises(CommandError) as error:
        run(source, edition="2072", language="el", content_dir=content_root)
    assert str(error.value) == (
        "--edition 2072: no such edition (in the files: 2007, 2017); create the draft in the editor, "
        "or pass --new-draft to start editions/2072/ as a draft"
    )
    assert not (content_root / "editions/2072").exists()


def test_a_draft_made_in_the_editor_gets_its_edition_file_from_the_record(tmp_path, content_root, seed_book):
    Edition.objects.create(code="2027", status=Edition.DRAFT, based_on="2017", titles={"en": "Draft 2027"})
    out = run(seed_docx(tmp_path, seed_book, 55, "el"), edition="2027", language="el", content_dir=content_root)
    assert (
        "edition 2027 is not in the files: editions/2027/edition.toml starts it (draft, as the editor made it)" in out
    )
    started = tomllib.loads((content_root / "editions/2027/edition.toml").read_text(encoding="utf-8"))
    copied_from = tomllib.loads((content_root / "editions/2017/edition.toml").read_text(encoding="utf-8"))
    assert started["edition"] == {"code": "2027", "status": "draft", "based_on": "2017", "title": {"en": "Draft 2027"}}
    assert started["chapter"] == copied_from["chapter"] and started["law"] == copied_from["law"]
    assert "official_text" in copied_from and "official_text" not in started, "2017's addresses are not the draft's"


def _corrupt_docx(tmp_path, seed_book):
    data = as_docx(seed_book(55, "en"))
    return data[: len(data) // 2]


BAD_FILES = {
    "scan.pdf": (
        lambda tmp_path, seed_book: pdf_without_text(),
        "scan.pdf: the PDF has no text layer (a scan?); run it through OCR first",
    ),
    "broken.docx": (_corrupt_docx, "broken.docx: not a readable Word .docx file"),
    "index.html": (lambda tmp_path, seed_book: page_of_another_site(), "index.html: no law of the Laws found"),
    "p12.html": (lambda tmp_path, seed_book: page_of_another_site(), "p12.html: no law text found"),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_bad_file_gets_one_error_line_and_nothing_is_written(tmp_path, content_root, seed_book, name):
    make, message = BAD_FILES[name]
    bad = tmp_path / name
    bad.write_bytes(make(tmp_path, seed_book))
    with pytest.raises(CommandError) as error:
        run(bad, edition="2017", language="en", content_dir=content_root)
    text = str(error.value)
    assert "\n" not in text
    assert text.startswith(f"nothing written: {tmp_path / message}")
    assert not (content_root / "editions/2017/laws").exists() and not (content_root / "editions/2017/imported").exists()


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_bad_file_in_a_batch_is_left_out_and_the_others_written(tmp_path, content_root, seed_book, name):
    make, message = BAD_FILES[name]
    good = seed_docx(tmp_path, seed_book, 55, "en")
    bad = tmp_path / name
    bad.write_bytes(make(tmp_path, seed_book))
    out = run(good, bad, edition="2017", language="en", content_dir=content_root)
    assert f"{tmp_path / message.split(': ')[0]}: left out: {message.split(': ', 1)[1]}" in out
    assert (content_root / output_path("2017", "en", 55)).is_file()


def test_nothing_divided_is_an_error_not_a_quiet_success(tmp_path, content_root):
    page = tmp_path / "law55.txt"
    page.write_text("LAW 55\n\n", encoding="utf-8")
    with pytest.raises(CommandError, match="^nothing written: no law of the files could be divided"):
        run(page, edition="2017", language="en", content_dir=content_root)
    assert not (content_root / "editions/2017/laws").exists()


def test_a_missing_file_and_a_bad_edition_are_refused(tmp_path, content_root):
    with pytest.raises(CommandError, match="nothing written: .*nope.txt: No such file"):
        run(tmp_path / "nope.txt", edition="2017", language="en", content_dir=content_root)
    with pytest.raises(CommandError, match="an edition code is a year"):
        run(tmp_path / "nope.txt", edition="../x", language="en", content_dir=content_root)


def test_imported_files_load_and_export_byte_for_byte(tmp_path, content_root, seed_book, seed_laws):
    """Word, PDF and web pages in; load_content; export_content writes the same bytes back."""
    pages = tmp_path / "in"
    pages.mkdir()
    (pages / "book.docx").write_bytes(as_docx(seed_book(55, "en")))
    (pages / "book.pdf").write_bytes(as_pdf(seed_book(55, "el"), two_columns={55}, size=15))
    (pages / "przep67.htm").write_bytes(as_pzbs_page(Law(67, "", seed_laws[(67, "pl")].clauses), "67. WADLIWA LEWA"))
    run(pages / "book.docx", edition="2017", language="en", content_dir=content_root)
    run(pages / "book.pdf", edition="2027", language="el", content_dir=content_root, new_draft=True)
    run(pages / "przep67.htm", edition="2007", language="pl", content_dir=content_root)
    assert (content_root / "editions/2027/imported/el.toml").is_file()
    load_content(content_root)
    loaded = ClauseText.objects.filter(clause__edition__code="2027", language="el").values_list(
        "clause__clause_id", flat=True
    )
    drafts = seed_laws[(55, "el")].clauses
    assert sorted(loaded) == sorted(str(d.clause_id) for d in drafts if d.clause_id.depth or d.text or d.heading)
    assert Edition.objects.get(code="2027").status == Edition.DRAFT
    exported = tmp_path / "exported"
    export_content(exported, content_root)
    for code, number, language in [("2017", 55, "en"), ("2027", 55, "el"), ("2007", 67, "pl")]:
        relative = f"editions/{code}/{output_path(code, language, number).relative_to(f'editions/{code}')}"
        assert (exported / relative).read_bytes() == (content_root / relative).read_bytes(), relative
    assert (exported / "editions/2027/imported/el.toml").read_bytes() == (
        content_root / "editions/2027/imported/el.toml"
    ).read_bytes()


def test_the_content_reader_passes_over_what_is_not_an_edition(tmp_path, content_root, seed_book):
    run(seed_docx(tmp_path, seed_book, 55, "el"), edition="2017", language="el", content_dir=content_root)
    (content_root / "editions/scratch").mkdir()
    (content_root / "editions/scratch/notes.toml").write_text("not = 'content'\n", encoding="utf-8")
    collection = read_content(content_root)
    assert [edition.code for edition in collection.editions] == ["2007", "2017"]
    assert [(law.law, law.language) for law in collection.edition("2017").laws] == [(55, "el")]


def test_progress_shows_on_a_terminal_and_not_in_a_log(tmp_path, content_root, seed_book):
    source = seed_docx(tmp_path, seed_book, 55, "el")
    quiet = io.StringIO()
    run(source, edition="2027", language="el", content_dir=content_root, dry_run=True, new_draft=True, stderr=quiet)
    assert quiet.getvalue() == ""
    terminal = Terminal()
    run(source, edition="2027", language="el", content_dir=content_root, dry_run=True, new_draft=True, stderr=terminal)
    shown = terminal.getvalue()
    assert "\rimport_book: reading: 1/1 files" in shown
    assert "import_book: dividing: 1/1 laws, 6 clauses" in shown and "left" in shown


def test_real_book_forms_import_and_load_on_this_database(tmp_path, content_root):
    """Run-on markers, printed furniture and a batch of Polish pages with a bad one: written, then
    loaded (on PostgreSQL too, where a heading over its column once stopped the load)."""
    from realbooks import forms

    chosen = {form.name: form for form in forms() if form.name in ("run_on", "furniture", "polish_2007")}
    for form in chosen.values():
        folder = tmp_path / "in" / form.name
        folder.mkdir(parents=True)
        for name, data in form.files:
            (folder / name).write_bytes(data)
        run(
            *sorted(folder.iterdir()),
            edition="2027",
            language=form.language,
            content_dir=content_root,
            new_draft=True,
            force=True,
        )
        for number in form.expected:
            assert (content_root / output_path("2027", form.language, number)).is_file()
    load_content(content_root)
    texts = ClauseText.objects.filter(clause__edition__code="2027")
    for form in chosen.values():
        loaded = texts.filter(language=form.language, clause__law__number__in=list(form.expected))
        loaded = loaded.values_list("clause__clause_id", "heading", "text")
        assert sorted(loaded) == sorted(record for wanted in form.expected.values() for record in wanted)
