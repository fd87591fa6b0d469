"""Reading ``laws_content/``: plain files in, plain data out (no database here).

Layout (documented in ``laws_content/README.md``)::

    edition.toml                       chapters and law titles
    glossary.toml                      defined terms in the three languages
    laws/055/en.md                     one law in one language: front matter, then the text as printed
    laws/043/commentary/<slug>.<lang>.md
    laws/055/examples/<slug>.toml      facts, expected outcome, prose per language

Every problem is a :class:`ContentError` naming the file, the line and what is wrong.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .numbering import LANGUAGES, MAX_LAW, ClauseId, ClauseIdError
from .splitter import ClauseDraft, SplitError, split_law


class ContentError(ValueError):
    def __init__(self, path: Path | str, line: int, message: str):
        super().__init__(f"{path}:{line}: {message}")
        self.path = str(path)
        self.line = line
        self.message = message


@dataclass
class LawFile:
    path: Path
    law: int
    language: str
    source: str
    clauses: list[ClauseDraft]
    ignored: list[tuple[int, str]]


@dataclass
class CommentaryFile:
    path: Path
    slug: str
    law: int
    clause: ClauseId
    language: str
    title: str
    text: str


@dataclass
class ExampleFile:
    path: Path
    slug: str
    law: int
    clause: ClauseId
    position: int
    facts: dict
    expected: dict
    titles: dict[str, str]
    texts: dict[str, str]


@dataclass
class Content:
    edition: dict
    glossary: list[dict]
    laws: list[LawFile] = field(default_factory=list)
    commentaries: list[CommentaryFile] = field(default_factory=list)
    examples: list[ExampleFile] = field(default_factory=list)


_META_LINE = re.compile(r"^(?P<key>[A-Za-z][A-Za-z0-9_-]*):\s*(?P<value>.*)$")
_LAW_DIR = re.compile(r"^\d{3}$")


def read_front_matter(path: Path, text: str, required: tuple[str, ...]) -> tuple[dict[str, str], str, int]:
    """Split ``Key: value`` lines (Python-Markdown Meta-Data style) from the body.

    Returns (meta with lower-case keys, body, number of lines before the body).
    """
    lines = text.splitlines()
    meta: dict[str, str] = {}
    index = 0
    for index, line in enumerate(lines):
        if not line.strip():
            break
        match = _META_LINE.match(line)
        if not match:
            raise ContentError(path, index + 1, f"broken front matter: expected 'Key: value', found {line[:60]!r}")
        key = match.group("key").lower()
        if key in meta:
            raise ContentError(path, index + 1, f"front matter key {match.group('key')!r} given twice")
        meta[key] = match.group("value").strip()
    else:
        index = len(lines)
    for key in required:
        if not meta.get(key):
            raise ContentError(path, 1, f"front matter lacks '{key.capitalize()}:'")
    body_start = index + 1
    return meta, "\n".join(lines[body_start:]), body_start


def _law_number(path: Path, value: str, folder_law: int, line: int = 1) -> int:
    if not value.isdigit() or not 1 <= int(value) <= MAX_LAW:
        raise ContentError(path, line, f"'Law: {value}' is not a law number 1-{MAX_LAW}")
    if int(value) != folder_law:
        raise ContentError(path, line, f"'Law: {value}' does not match the folder of Law {folder_law}")
    return int(value)


def _language(path: Path, value: str, expected: str) -> str:
    if value not in LANGUAGES:
        raise ContentError(path, 1, f"'Language: {value}' is not one of {', '.join(LANGUAGES)}")
    if value != expected:
        raise ContentError(path, 1, f"'Language: {value}' does not match the file name ({expected})")
    return value


def _clause_id(path: Path, value: str, law: int, line: int) -> ClauseId:
    try:
        cid = ClauseId.parse(value)
    except ClauseIdError as error:
        raise ContentError(path, line, f"unknown clause id {value!r}: {error}") from None
    if cid.law != law:
        raise ContentError(path, line, f"clause {value} is not in Law {law}")
    return cid


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise ContentError(path, 1, f"not UTF-8 text ({error.reason})") from None


def read_law_file(path: Path, folder_law: int) -> LawFile:
    meta, body, offset = read_front_matter(path, _read_text(path), ("law", "language"))
    law = _law_number(path, meta["law"], folder_law)
    language = _language(path, meta["language"], path.stem)
    try:
        result = split_law(body, law, line_offset=offset)
    except SplitError as error:
        raise ContentError(path, error.line, error.message) from None
    return LawFile(path, law, language, meta.get("source", ""), result.clauses, result.ignored)


def read_commentary_file(path: Path, folder_law: int) -> CommentaryFile:
    slug, _, language = path.stem.rpartition(".")
    if not slug or not re.fullmatch(r"[a-z0-9-]+", slug):
        raise ContentError(path, 1, "commentary file name must be <slug>.<language>.md, slug in a-z, 0-9 and -")
    meta, body, _ = read_front_matter(path, _read_text(path), ("law", "language"))
    law = _law_number(path, meta["law"], folder_law)
    language = _language(path, meta["language"], language)
    clause = _clause_id(path, meta.get("clause") or str(law), law, 1)
    if not body.strip():
        raise ContentError(path, 1, "commentary has no text")
    return CommentaryFile(path, slug, law, clause, language, meta.get("title", ""), body.strip("\n"))


def read_example_file(path: Path, folder_law: int) -> ExampleFile:
    data = _parse_toml(path)
    for key in ("clause", "facts", "title"):
        if key not in data:
            raise ContentError(path, 1, f"example lacks '{key}'")
    law = folder_law
    clause = _clause_id(path, str(data["clause"]), law, 1)
    titles = data["title"]
    texts = data.get("text", {})
    if not isinstance(titles, dict) or "en" not in titles:
        raise ContentError(path, 1, "example 'title' must be a table with at least 'en'")
    for table in (titles, texts):
        for language in table:
            if language not in LANGUAGES:
                raise ContentError(path, 1, f"unknown language {language!r} in example")
    return ExampleFile(
        path=path,
        slug=path.stem,
        law=law,
        clause=clause,
        position=int(data.get("position", 0)),
        facts=dict(data["facts"]),
        expected=dict(data.get("expected", {})),
        titles=dict(titles),
        texts={language: text.strip("\n") for language, text in texts.items()},
    )


def read_content(root: Path) -> Content:
    """Read and check every file under ``root``; nothing is half-read: the first error stops it."""
    root = Path(root)
    edition = _read_toml(root / "edition.toml")
    glossary = _read_toml(root / "glossary.toml").get("term", []) if (root / "glossary.toml").exists() else []
    content = Content(edition=edition, glossary=glossary)
    laws_dir = root / "laws"
    if not laws_dir.is_dir():
        return content
    for folder in sorted(laws_dir.iterdir()):
        if not folder.is_dir():
            continue
        if not _LAW_DIR.match(folder.name) or not 1 <= int(folder.name) <= MAX_LAW:
            raise ContentError(folder, 0, "law folders are named by three-digit law number, 001-093")
        law = int(folder.name)
        for path in sorted(folder.glob("*.md")):
            content.laws.append(read_law_file(path, law))
        for path in sorted((folder / "commentary").glob("*.md")):
            content.commentaries.append(read_commentary_file(path, law))
        for path in sorted((folder / "examples").glob("*.toml")):
            content.examples.append(read_example_file(path, law))
    _check_unique(content)
    return content


def _read_toml(path: Path) -> dict:
    if not path.exists():
        raise ContentError(path, 0, "file is missing")
    return _parse_toml(path)


def _parse_toml(path: Path) -> dict:
    """TOML from ``path``; a syntax error names the line tomllib reports."""
    try:
        return tomllib.loads(_read_text(path))
    except tomllib.TOMLDecodeError as error:
        line = int(m.group(1)) if (m := re.search(r"line (\d+)", str(error))) else 1
        raise ContentError(path, line, f"broken TOML: {error}") from None


def _check_unique(content: Content) -> None:
    seen: dict[tuple, Path] = {}
    for item in content.commentaries:
        key = ("commentary", item.slug, item.language)
        if key in seen:
            raise ContentError(item.path, 1, f"commentary {item.slug} [{item.language}] also in {seen[key]}")
        seen[key] = item.path
    for item in content.examples:
        key = ("example", item.slug)
        if key in seen:
            raise ContentError(item.path, 1, f"example {item.slug} also in {seen[key]}")
        seen[key] = item.path
