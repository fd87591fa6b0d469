"""The files an import writes: each law through ``export_content``'s own writer (so a file is byte for
byte what export would write for the same clauses), and one record per language of what the book
printed besides its laws (chapter and part headings, law titles, the Definitions chapter).

:func:`output_path` is the one place that knows where an edition's files live.
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from lawsite.editor.export import law_file, toml_multiline, toml_string, toml_value
from lawsite.laws.content import ContentError, read_law_file
from lawsite.laws.numbering import LANGUAGES, MAX_LAW

from .book import Book


def output_path(edition: str, language: str, law: int | None = None) -> PurePosixPath:
    """A law's text in one language (``law`` given), or the import record of that language (``None``),
    relative to the content directory: ``editions/2017/laws/055/el.md``, ``editions/2017/imported/el.toml``."""
    base = PurePosixPath("editions") / edition
    if law is None:
        return base / "imported" / f"{language}.toml"
    return base / "laws" / f"{law:03d}" / f"{language}.md"


def valid_edition(code: str) -> bool:
    return bool(re.fullmatch(r"\d{4}", code or ""))


def glossary_terms(root: Path) -> list[dict]:
    """The defined terms (``glossary.toml``), to tell which imported definitions the glossary knows."""
    try:
        return tomllib.loads((Path(root) / "glossary.toml").read_text(encoding="utf-8")).get("term", [])
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        return []


def edition_file(edition: str) -> PurePosixPath:
    return PurePosixPath("editions") / edition / "edition.toml"


def edition_known(root: Path, edition: str) -> bool:
    """Whether the content directory holds the edition (its folder with an edition.toml)."""
    return (Path(root) / edition_file(edition)).is_file()


def new_draft_edition(edition: str) -> str:
    """The edition.toml of a draft edition the files do not hold yet: no chapters, titles or official
    addresses (they are facts someone adds with their sources; its laws are shown without chapters)."""
    return (
        f"# The {edition} edition, started by import_book as a draft. Add its title, chapters and law titles,\n"
        "# each with its source, as the published book gives them (see laws_content/README.md).\n\n"
        f'[edition]\ncode = {toml_string(edition)}\nstatus = "draft"\ntitle = {{}}\n'
    )


def existing_texts(root: Path, edition: str) -> dict[tuple[int, str], set[str]]:
    """Clause ids with text in the edition's files now, by (law, language); a broken file is skipped
    here (``load_content`` reports it)."""
    root = Path(root)
    found: dict[tuple[int, str], set[str]] = {}
    for law in range(1, MAX_LAW + 1):
        for language in LANGUAGES:
            path = root / output_path(edition, language, law)
            if not path.is_file():
                continue
            try:
                drafts = read_law_file(path, law).clauses
            except (ContentError, UnicodeDecodeError):
                continue
            found.setdefault((law, language), set()).update(
                str(d.clause_id) for d in drafts if d.text or d.heading or d.clause_id.depth
            )
    return found


def one_line(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def law_files(book: Book, edition: str, source: str | None = None) -> dict[PurePosixPath, str]:
    files = {}
    for number, law in sorted(book.laws.items()):
        texts = {draft.clause_id: draft for draft in law.clauses}
        files[output_path(edition, book.language, number)] = law_file(
            number, book.language, one_line(source or law.source), texts
        )
    return files


def record_file(book: Book, edition: str) -> str | None:
    """The import record (TOML): what the book printed around the laws, each with where it was."""
    if not (book.chapters or book.definitions or any(law.title for law in book.laws.values())):
        return None
    out = [
        "# Written by import_book: what the source printed around the law texts, for review.",
        "# Titles and chapter/part headings go into edition.toml by hand, citing this record as their source;",
        "# the Definitions chapter (terms, not numbered clauses) is kept here until it has a place of its own.",
        f"edition = {toml_string(edition)}",
        f"language = {toml_string(book.language)}",
        f"sources = {toml_value([document.name for document in book.documents])}",
    ]
    for chapter in book.chapters:
        out += ["", "[[chapter]]", f"number = {toml_string(chapter.number)}", f"title = {toml_string(chapter.title)}"]
        out += [f"laws = {toml_value(chapter.laws)}", f"where = {toml_string(chapter.where)}"]
        for part in chapter.parts:
            out += ["", "[[chapter.part]]", f"number = {toml_string(part['number'])}"]
            out += [f"title = {toml_string(part['title'])}", f"laws = {toml_value(part['laws'])}"]
    for number, law in sorted(book.laws.items()):
        if law.title:
            out += [
                "",
                f"[law.{number}]",
                f"title = {toml_string(law.title)}",
                f"where = {toml_string(f'{law.document}, {law.where}')}",
            ]
    for definition in book.definitions:
        out += ["", "[[definition]]", f"term = {toml_string(definition.term)}"]
        if definition.key:
            out.append(f"key = {toml_string(definition.key)}")
        out += [f"text = {toml_multiline(definition.text)}", f"where = {toml_string(definition.where)}"]
    return "\n".join(out) + "\n"


def plan(
    book: Book, edition: str, source: str | None = None, edition_toml: str | None = None
) -> dict[PurePosixPath, str]:
    """Every file the import would write, path -> text (``edition_toml``: the edition.toml of an edition
    the files do not hold yet)."""
    files = {edition_file(edition): edition_toml} if edition_toml is not None else {}
    files.update(law_files(book, edition, source))
    record = record_file(book, edition)
    if record is not None:
        files[output_path(edition, book.language)] = record
    return files


@dataclass
class Refused(Exception):
    existing: list[PurePosixPath]

    def __str__(self):
        shown = ", ".join(str(p) for p in self.existing[:5]) + (" …" if len(self.existing) > 5 else "")
        return f"{len(self.existing)} files exist already ({shown}); nothing written (--force overwrites)"


def write(root: Path, files: dict[PurePosixPath, str], force: bool = False) -> list[PurePosixPath]:
    """Write ``files`` under ``root``; if any exists and ``force`` is off, none is written."""
    root = Path(root)
    existing = [path for path in files if (root / path).exists()]
    if existing and not force:
        raise Refused(existing)
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        temporary.write_text(text, encoding="utf-8", newline="\n")
        os.replace(temporary, path)
    return sorted(files)
