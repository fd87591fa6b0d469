"""``manage.py import_book``: files where the edition's layout puts them, the report, refusals, bad files."""
import io
import shutil
import tomllib

import pytest
from django.core.management import CommandError, call_command
from makebooks import Law, as_docx, as_dokuwiki, as_pdf, as_pzbs_page, page_of_another_site, pdf_without_text

from lawsite.editor.export import export_content, law_file
from lawsite.importing.writer import output_path
from lawsite.laws.loader import load_content

from conftest import CONTENT_DIR


class Terminal(io.StringIO):
    def isatty(self):
        return True


@pytest.fixture
def content_root(tmp_path):
    """A content directory with the edition's facts and no law texts yet."""
    root = tmp_path / "content"
    root.mkdir()
    for name in ("edition.toml", "glossary.toml", "official_texts.toml"):
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
    out = run(seed_docx(tmp_path, seed_book, 55, "el"), edition="2027", language="el", content_dir=content_root)
    written = content_root / output_path("2027", "el", 55)
    assert written == content_root / "editions/2027/laws/055/el.md"
    drafts = {d.clause_id: d for d in seed_laws[(55, "el")].clauses}
    assert written.read_text(encoding="utf-8") == law_file(55, "el", "law55-el.docx", drafts)
    assert "  Law 55: 6 clauses (law55-el.docx, paragraph 3)" in out
    assert "chapter VI THE PLAY: laws 55 (law55-el.docx, paragraph 1)" in out
    assert "laws of edition 2027 still missing in el (92): 1-54, 56-93" in out
    assert "  editions/2027/laws/055/el.md" in out
    record = tomllib.loads((content_root / output_path("2027", "el")).read_text(encoding="utf-8"))
    assert record["chapter"] == [{"number": "VI", "title": "THE PLAY", "laws": [55], "where": "law55-el.docx, paragraph 1"}]


def test_existing_files_are_kept_unless_forced(tmp_path, content_root, seed_book):
    source = seed_docx(tmp_path, seed_book, 55, "el")
    run(source, edition="2027", language="el", content_dir=content_root)
    target = content_root / output_path("2027", "el", 55)
    target.write_text("edited by hand\n", encoding="utf-8")
    with pytest.raises(CommandError, match=r"2 files exist already \(editions/2027/laws/055/el.md, editions/2027/imported/el.toml\); nothing written"):
        run(source, edition="2027", language="el", content_dir=content_root)
    assert target.read_text(encoding="utf-8") == "edited by hand\n"
    run(source, edition="2027", language="el", content_dir=content_root, force=True)
    assert target.read_text(encoding="utf-8").startswith("Law: 55\nLanguage: el\n")


def test_a_dry_run_writes_nothing(tmp_path, content_root, seed_book):
    out = run(seed_docx(tmp_path, seed_book, 55, "el"), edition="2027", language="el", content_dir=content_root, dry_run=True)
    assert "dry run: 2 files not written" in out
    assert not (content_root / "editions").exists()


def _corrupt_docx(tmp_path, seed_book):
    data = as_docx(seed_book(55, "en"))
    return data[: len(data) // 2]


BAD_FILES = {
    "scan.pdf": (lambda tmp_path, seed_book: pdf_without_text(), "scan.pdf: the PDF has no text layer (a scan?); run it through OCR first"),
    "broken.docx": (_corrupt_docx, "broken.docx: not a readable Word .docx file"),
    "index.html": (lambda tmp_path, seed_book: page_of_another_site(), "index.html: no law of the Laws found"),
    "p12.html": (lambda tmp_path, seed_book: page_of_another_site(), "p12.html: no law text found"),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_bad_file_gets_one_error_line_and_nothing_is_written(tmp_path, content_root, seed_book, name):
    make, message = BAD_FILES[name]
    good = seed_docx(tmp_path, seed_book, 55, "en")
    bad = tmp_path / name
    bad.write_bytes(make(tmp_path, seed_book))
    with pytest.raises(CommandError) as error:
        run(good, bad, edition="2017", language="en", content_dir=content_root)
    text = str(error.value)
    assert "\n" not in text
    assert text.startswith(f"nothing written: {tmp_path / message}")
    assert not (content_root / "editions").exists()


def test_a_missing_file_and_a_bad_edition_are_refused(tmp_path, content_root):
    with pytest.raises(CommandError, match="nothing written: .*nope.txt: No such file"):
        run(tmp_path / "nope.txt", edition="2017", language="en", content_dir=content_root)
    with pytest.raises(CommandError, match="an edition code is a year"):
        run(tmp_path / "nope.txt", edition="../x", language="en", content_dir=content_root)


@pytest.mark.django_db
def test_imported_files_load_and_export_byte_for_byte(tmp_path, content_root, seed_book, seed_laws):
    """Word, PDF and web pages in; load_content; export_content writes the same bytes back."""
    pages = tmp_path / "in"
    pages.mkdir()
    (pages / "book.docx").write_bytes(as_docx(seed_book(55, "en")))
    (pages / "book.pdf").write_bytes(as_pdf(seed_book(55, "el"), two_columns={55}, size=15))
    (pages / "przep67.htm").write_bytes(as_pzbs_page(Law(67, "", seed_laws[(67, "pl")].clauses), "67. WADLIWA LEWA"))
    run(pages / "book.docx", edition="2017", language="en", content_dir=content_root)
    run(pages / "book.pdf", edition="2017", language="el", content_dir=content_root)
    run(pages / "przep67.htm", edition="2017", language="pl", content_dir=content_root)
    # load_content reads today's single-edition layout until the editions layout lands
    today = tmp_path / "today"
    shutil.copytree(content_root, today, ignore=shutil.ignore_patterns("editions"))
    shutil.copytree(content_root / "editions/2017/laws", today / "laws")
    load_content(today)
    exported = tmp_path / "exported"
    export_content(exported, today)
    for number, language in [(55, "en"), (55, "el"), (67, "pl")]:
        relative = f"laws/{number:03d}/{language}.md"
        assert (exported / relative).read_bytes() == (today / relative).read_bytes(), relative


def test_progress_shows_on_a_terminal_and_not_in_a_log(tmp_path, content_root, seed_book):
    source = seed_docx(tmp_path, seed_book, 55, "el")
    quiet = io.StringIO()
    run(source, edition="2027", language="el", content_dir=content_root, dry_run=True, stderr=quiet)
    assert quiet.getvalue() == ""
    terminal = Terminal()
    run(source, edition="2027", language="el", content_dir=content_root, dry_run=True, stderr=terminal)
    shown = terminal.getvalue()
    assert "\rimport_book: reading: 1/1 files" in shown
    assert "import_book: dividing: 1/1 laws, 6 clauses" in shown and "left" in shown
