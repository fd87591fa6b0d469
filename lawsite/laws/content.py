"""Reading ``laws_content/``: plain files in, plain data out (no database here).

Layout (documented in ``laws_content/README.md``)::

    edition.toml                       chapters and law titles
    glossary.toml                      defined terms in the three languages
    laws/055/en.md                     one law in one language: front matter, then the text as printed
    laws/043/commentary/<slug>.<lang>.md
    laws/055/examples/<slug>.toml      facts, expected outcome, prose per language

Every problem is a :class:`ContentError` naming the file, the line and what is wrong: besides the
format itself, a NUL character (which PostgreSQL cannot store), a line longer than
:data:`MAX_LINE_LENGTH`, a glossary key given twice and an example whose situation the rules module
does not know.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from lawsite.rulings.facts import SITUATIONS

from .numbering import LANGUAGES, MAX_LAW, ClauseId, ClauseIdError
from .splitter import ClauseDraft, SplitError, split_law

#: Longest line a content file may have, in characters: the longest paragraph of the Laws is under
#: 2,000; a longer line is a paste gone wrong (the editor's forms refuse the same).
MAX_LINE_LENGTH = 20_000


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
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise ContentError(path, 1, f"not UTF-8 text ({error.reason})") from None
    check_text(path, text)
    return text


def check_text(path: Path | str, text: str) -> None:
    """Refuse what no content file holds: a NUL character, a line over :data:`MAX_LINE_LENGTH`."""
    nul = text.find("\x00")
    if nul >= 0:
        raise ContentError(path, text.count("\n", 0, nul) + 1, "NUL character (U+0000) in the text")
    for number, line in enumerate(text.split("\n"), start=1):
        if len(line) > MAX_LINE_LENGTH:
            raise ContentError(
                path, number, f"line of {len(line):,} characters; at most {MAX_LINE_LENGTH:,} are allowed"
            )


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
    data, source = _load_toml(path)
    for key in ("clause", "facts", "title"):
        if key not in data:
            raise ContentError(path, 1, f"example lacks '{key}'")
    if not isinstance(data["facts"], dict):
        raise ContentError(path, _line_of_key(source, "facts"), "example 'facts' must be a table")
    _check_situation(path, source, data["facts"])
    position = data.get("position", 0)
    if not isinstance(position, int) or isinstance(position, bool):
        line = _line_of_key(source, "position")
        raise ContentError(path, line, f"example 'position' must be a whole number, not {position!r}")
    law = folder_law
    clause = _clause_id(path, str(data["clause"]), law, 1)
    titles = data["title"]
    texts = data.get("text", {})
    if not isinstance(titles, dict) or "en" not in titles:
        raise ContentError(path, 1, "example 'title' must be a table with at least 'en'")
    if not isinstance(texts, dict):
        raise ContentError(path, _line_of_key(source, "text"), "example 'text' must be a table of languages")
    for name, table in (("title", titles), ("text", texts)):
        for language, value in table.items():
            line = _line_of_key(source, language, name)
            if language not in LANGUAGES:
                raise ContentError(path, line, f"unknown language {language!r} in example")
            if not isinstance(value, str):
                raise ContentError(path, line, f"example {name}.{language} must be a string")
    return ExampleFile(
        path=path,
        slug=path.stem,
        law=law,
        clause=clause,
        position=position,
        facts=dict(data["facts"]),
        expected=dict(data.get("expected", {})),
        titles=dict(titles),
        texts={language: text.strip("\n") for language, text in texts.items()},
    )


def read_content(root: Path) -> Content:
    """Read and check every file under ``root``; nothing is half-read: the first error stops it."""
    root = Path(root)
    edition = _read_toml(root / "edition.toml")
    glossary = read_glossary(root / "glossary.toml") if (root / "glossary.toml").exists() else []
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
    return _load_toml(path)[0]


def _load_toml(path: Path) -> tuple[dict, str]:
    """The data and the text it was read from (to find the line of a value tomllib does not place)."""
    text = _read_text(path)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        line = int(m.group(1)) if (m := re.search(r"line (\d+)", str(error))) else 1
        raise ContentError(path, line, f"broken TOML: {error}") from None
    if _holds_nul(data):  # written as an escape, \u0000: the raw text had none
        found = re.search(r"\\(u0000|U00000000)", text)
        line = text.count("\n", 0, found.start()) + 1 if found else 1
        raise ContentError(path, line, "NUL character (U+0000, written \\u0000) in a value")
    return data, text


def _holds_nul(value) -> bool:
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any(_holds_nul(key) or _holds_nul(item) for key, item in value.items())
    if isinstance(value, list):
        return any(_holds_nul(item) for item in value)
    return False


def _line_of_table(text: str, table: str, occurrence: int = 1) -> int:
    """The line of the ``occurrence``-th ``[table]`` or ``[[table]]`` header; 1 if not found."""
    seen = 0
    for number, line in enumerate(text.split("\n"), start=1):
        if re.match(rf"\s*\[+\s*{re.escape(table)}\s*\]+", line):
            seen += 1
            if seen == occurrence:
                return number
    return 1


def _line_of_key(text: str, key: str, table: str | None = None, occurrence: int = 1) -> int:
    """The line where ``key =`` is set for the ``occurrence``-th time, inside ``[table]`` when given; 1 if not found."""
    current, seen = None, 0
    for number, line in enumerate(text.split("\n"), start=1):
        if header := re.match(r"\s*\[+\s*([^\]]+?)\s*\]+", line):
            current = header.group(1)
            continue
        if (table is None or current == table) and re.match(rf"\s*\"?{re.escape(key)}\"?\s*=", line):
            seen += 1
            if seen == occurrence:
                return number
    return 1


def read_glossary(path: Path) -> list[dict]:
    """The ``[[term]]`` entries; each key once, since the search and the glossary page look terms up by it."""
    data, text = _load_toml(path)
    terms = data.get("term", [])
    seen: dict[str, int] = {}
    for index, term in enumerate(terms, start=1):
        key = term.get("key")
        if not isinstance(key, str) or not key:
            raise ContentError(path, _line_of_table(text, "term", index), f"glossary term {index} has no 'key'")
        line = _line_of_key(text, "key", "term", index)
        if key in seen:
            raise ContentError(path, line, f"glossary key {key!r} also on line {seen[key]}")
        seen[key] = line
    return terms


def _check_situation(path: Path, text: str, facts: dict) -> None:
    """An example must name a situation the rules module rules on, or its page could show no ruling."""
    situation = facts.get("situation")
    if situation not in SITUATIONS:
        raise ContentError(
            path,
            _line_of_key(text, "situation", "facts") if "situation" in facts else _line_of_table(text, "facts"),
            f"facts.situation: {situation!r} is not one of {', '.join(SITUATIONS)} "
            "(the situations lawsite.rulings knows)",
        )


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
