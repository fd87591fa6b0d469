"""Reading ``laws_content/``: plain files in, plain data out (no database here).

Layout (documented in ``laws_content/README.md``)::

    glossary.toml                                defined terms in the three languages
    editions/correspondence.toml                 renumbered clauses between editions
    editions/2017/edition.toml                   the edition: code, titles, status, date in force; chapters, law titles
    editions/2017/laws/055/en.md                 one law in one language: front matter, then the text as printed
    editions/2017/laws/043/commentary/<slug>.<lang>.md
    editions/2017/laws/055/examples/<slug>.toml  facts, expected outcome, prose per language

Only ``edition.toml`` and ``laws/`` of an edition folder are read: ``editions/2027/imported/`` (what
``import_book`` found around the laws, for review) and a folder of ``editions/`` that is not an
edition (no four-digit name, no edition.toml) are not content.

Every problem is a :class:`ContentError` naming the file, the line and what is wrong: besides the
format itself, a NUL character (which PostgreSQL cannot store), a line longer than
:data:`MAX_LINE_LENGTH`, a glossary key given twice and an example whose situation the rules module
does not know.
"""

from __future__ import annotations

import datetime
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from lawsite.rulings.facts import DEFAULT_EDITION, EDITIONS, SITUATIONS

from .correspondence import Renumbering, check
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
class EditionRecord:
    """The ``[edition]`` table of an edition.toml."""

    code: str
    titles: dict[str, str]
    status: str
    in_force_since: datetime.date | None = None
    based_on: str = ""


@dataclass
class Content:
    """One edition's files: its edition.toml (``edition``, the whole TOML), laws, commentary, examples."""

    edition: dict
    glossary: list[dict]
    laws: list[LawFile] = field(default_factory=list)
    commentaries: list[CommentaryFile] = field(default_factory=list)
    examples: list[ExampleFile] = field(default_factory=list)
    record: EditionRecord | None = None

    @property
    def code(self) -> str:
        return self.record.code if self.record else ""


@dataclass
class Collection:
    """Everything under ``laws_content/``: the editions, oldest first, the glossary, the renumbering table."""

    editions: list[Content]
    glossary: list[dict]
    correspondence: list[Renumbering] = field(default_factory=list)

    def edition(self, code: str) -> Content:
        return next(content for content in self.editions if content.code == code)


_META_LINE = re.compile(r"^(?P<key>[A-Za-z][A-Za-z0-9_-]*):\s*(?P<value>.*)$")
_LAW_DIR = re.compile(r"^\d{3}$")
_EDITION_DIR = re.compile(r"^\d{4}$")
EDITION_STATUSES = ("draft", "in_force", "superseded")
CORRESPONDENCE_FILE = "correspondence.toml"


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
    if not (value.isascii() and value.isdigit()) or not 1 <= int(value) <= MAX_LAW:
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


def read_content(root: Path) -> Collection:
    """Read and check every file under ``root``; nothing is half-read: the first error stops it."""
    root = Path(root)
    if (root / "laws").is_dir() or (root / "edition.toml").exists():
        raise ContentError(
            root / "laws", 0, "this is the single-edition layout: move edition.toml and laws/ to editions/<code>/"
        )
    glossary = read_glossary(root / "glossary.toml") if (root / "glossary.toml").exists() else []
    editions_dir = root / "editions"
    if not editions_dir.is_dir():
        raise ContentError(editions_dir, 0, "folder is missing: each edition lives in editions/<code>/")
    editions = []
    for folder in sorted(editions_dir.iterdir()):
        if not folder.is_dir():
            continue
        if not _EDITION_DIR.match(folder.name):
            if (folder / "edition.toml").exists():
                raise ContentError(
                    folder, 0, "edition folders are named by the edition's four-digit code, such as 2017"
                )
            continue  # not an edition (a scratch folder, an import's working files): not read
        editions.append(read_edition(folder, glossary))
    in_force = [content for content in editions if content.record.status == "in_force"]
    if editions and len(in_force) != 1:
        named = ", ".join(content.code for content in in_force) or "none"
        raise ContentError(editions_dir, 0, f'exactly one edition must have status = "in_force" (found: {named})')
    codes = {content.code for content in editions}
    for content in editions:
        if content.record.based_on and content.record.based_on not in codes:
            raise ContentError(
                editions_dir / content.code / "edition.toml",
                1,
                f"based_on = {content.record.based_on!r} is not an edition here",
            )
    correspondence = read_correspondence(editions_dir / CORRESPONDENCE_FILE)
    return Collection(editions=editions, glossary=glossary, correspondence=correspondence)


def read_edition(folder: Path, glossary: list[dict] | None = None) -> Content:
    """One edition folder: ``edition.toml`` and ``laws/NNN/…``."""
    edition = _read_toml(folder / "edition.toml")
    record = _edition_record(folder / "edition.toml", edition, folder.name)
    content = Content(edition=edition, glossary=glossary or [], record=record)
    _check_chapters(folder / "edition.toml", edition)
    laws_dir = folder / "laws"
    if laws_dir.is_dir():
        for law_folder in sorted(laws_dir.iterdir()):
            if not law_folder.is_dir():
                continue
            if not _LAW_DIR.match(law_folder.name) or not 1 <= int(law_folder.name) <= MAX_LAW:
                raise ContentError(law_folder, 0, "law folders are named by three-digit law number, 001-093")
            law = int(law_folder.name)
            for path in sorted(law_folder.glob("*.md")):
                content.laws.append(read_law_file(path, law))
            for path in sorted((law_folder / "commentary").glob("*.md")):
                content.commentaries.append(read_commentary_file(path, law))
            for path in sorted((law_folder / "examples").glob("*.toml")):
                content.examples.append(read_example_file(path, law))
    _check_unique(content)
    return content


def _edition_record(path: Path, data: dict, folder_code: str) -> EditionRecord:
    table = data.get("edition")
    if not isinstance(table, dict):
        raise ContentError(path, 1, "edition.toml lacks its [edition] table")
    line = _line_of_table(_read_text(path), "edition")
    code = str(table.get("code", ""))
    if code != folder_code:
        raise ContentError(path, line, f"code = {code!r} does not match the folder editions/{folder_code}/")
    titles = table.get("title", {})
    if not isinstance(titles, dict) or not all(isinstance(t, str) and t.strip() for t in titles.values()):
        raise ContentError(path, line, 'title must be a table of texts per language, such as { en = "…" }')
    for language in titles:
        if language not in LANGUAGES:
            raise ContentError(path, line, f"unknown language {language!r} in the edition's title")
    status = table.get("status", "")
    if status not in EDITION_STATUSES:
        raise ContentError(path, line, f"status = {status!r} is not one of {', '.join(EDITION_STATUSES)}")
    since = table.get("in_force_since")
    if since is not None and not (isinstance(since, datetime.date) and not isinstance(since, datetime.datetime)):
        raise ContentError(path, line, "in_force_since must be a date, such as 2017-09-30")
    based_on = str(table.get("based_on", ""))
    if based_on and not _EDITION_DIR.match(based_on):
        raise ContentError(path, line, f"based_on = {based_on!r} is not an edition code")
    return EditionRecord(code, dict(titles), status, since, based_on)


def _check_chapters(path: Path, data: dict) -> None:
    """Each law in at most one chapter; an edition that lists chapters lists every law."""
    chapters = data.get("chapter", [])
    text = _read_text(path) if chapters else ""
    seen: list[int] = []
    for index, chapter in enumerate(chapters, start=1):
        line = _line_of_table(text, "chapter", index)
        if not isinstance(chapter.get("title", {}), dict) or not isinstance(chapter.get("laws", []), list):
            raise ContentError(path, line, "a chapter has number, title = { … } and laws = [ … ]")
        seen += chapter.get("laws", [])
    if chapters and sorted(seen) != list(range(1, MAX_LAW + 1)):
        missing = sorted(set(range(1, MAX_LAW + 1)) - set(seen))
        twice = sorted({n for n in seen if seen.count(n) > 1})
        raise ContentError(
            path, 0, f"laws missing from the chapters: {missing}" + (f"; in two chapters: {twice}" if twice else "")
        )


def read_correspondence(path: Path) -> list[Renumbering]:
    """``editions/correspondence.toml``: ``[[renumbered]]`` rows, ``from = "1997 43B2(c)"``, ``to = "2007 43B3"``."""
    if not path.exists():
        return []
    data, text = _load_toml(path)
    rows = []
    for index, entry in enumerate(data.get("renumbered", []), start=1):
        line = _line_of_table(text, "renumbered", index)
        ends = []
        for key in ("from", "to"):
            value = entry.get(key)
            parts = value.split() if isinstance(value, str) else []
            if len(parts) != 2 or not _EDITION_DIR.match(parts[0]):
                raise ContentError(path, line, f'{key} must read "<edition> <clause>", such as "2007 43B3"')
            try:
                cid = ClauseId.parse(parts[1])
            except ClauseIdError as error:
                raise ContentError(path, line, f"unknown clause id {parts[1]!r}: {error}") from None
            ends.append((parts[0], str(cid)))
        source = entry.get("source", "")
        if not isinstance(source, str):
            raise ContentError(path, line, "source must be a text")
        rows.append(Renumbering(ends[0][0], ends[0][1], ends[1][0], ends[1][1], source))
    for index, message in check(rows):
        raise ContentError(path, _line_of_table(text, "renumbered", index + 1), message)
    return rows


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
    edition = facts.get("edition", DEFAULT_EDITION)
    if edition not in EDITIONS:
        raise ContentError(
            path,
            _line_of_key(text, "edition", "facts"),
            f"facts.edition: {edition!r} is not one of {', '.join(EDITIONS)} (the editions lawsite.rulings rules by)",
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
