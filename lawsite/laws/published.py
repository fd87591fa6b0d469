"""Facts about the published books kept in each edition's ``edition.toml``: where each law's official
text of that edition is published (``[[official_text]]``, per language) and which law and chapter
titles are not verified (``unverified = [...]``).

Read from the content directory and kept until an edition.toml changes; ``load_content`` checks them,
so a broken entry names its file at load time, not on a page. An edition made in the editor and not
yet exported has no edition.toml, so no addresses: nobody has published it.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings

from .content import ContentError
from .numbering import LANGUAGES, MAX_LAW

EDITIONS_DIR = "editions"
EDITION_FILE = "edition.toml"
_EDITION_CODE = re.compile(r"\d{4}")
_PLACEHOLDER = re.compile(r"\{[^}]*\}")


@dataclass(frozen=True)
class OfficialText:
    edition: str
    language: str
    publisher: str
    url_pattern: str
    source: str

    def url(self, law: int) -> str:
        return self.url_pattern.format(law=law)


def _toml(path: Path) -> dict:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        line = int(m.group(1)) if (m := re.search(r"line (\d+)", str(error))) else 1
        raise ContentError(path, line, f"broken TOML: {error}") from None


def edition_files(root: Path) -> list[tuple[str, Path]]:
    """(code, edition.toml) of every edition folder under ``root/editions``, oldest first."""
    folder = Path(root) / EDITIONS_DIR
    if not folder.is_dir():
        return []
    return [
        (child.name, child / EDITION_FILE)
        for child in sorted(folder.iterdir())
        if _EDITION_CODE.fullmatch(child.name) and (child / EDITION_FILE).is_file()
    ]


def official_texts_of(path: Path, edition: str) -> list[OfficialText]:
    """The ``[[official_text]]`` entries of one edition.toml."""
    entries = []
    for index, entry in enumerate(_toml(path).get("official_text", []), start=1):
        where = f"[[official_text]] number {index}"
        for key in ("language", "publisher", "url", "source"):
            if not isinstance(entry.get(key), str) or not entry[key].strip():
                raise ContentError(path, 0, f"{where} lacks '{key}'")
        if entry["language"] not in LANGUAGES:
            raise ContentError(path, 0, f"{where}: language {entry['language']!r} is not one of {', '.join(LANGUAGES)}")
        if not entry["url"].startswith("https://"):
            raise ContentError(path, 0, f"{where}: the address must start with https://")
        if any(p not in ("{law}", "{law:02d}") for p in _PLACEHOLDER.findall(entry["url"])):
            raise ContentError(path, 0, f"{where}: the address may hold only {{law}} or {{law:02d}}")
        entries.append(OfficialText(edition, entry["language"], entry["publisher"], entry["url"], entry["source"]))
    return entries


def read_official_texts(root: Path) -> list[OfficialText]:
    """Every edition's official texts, oldest edition first."""
    return [text for code, path in edition_files(root) for text in official_texts_of(path, code)]


def unverified_titles_of(path: Path) -> dict[int, set[str]]:
    """Law number -> languages whose title in this edition.toml is marked ``unverified``."""
    result = {}
    for key, table in _toml(path).get("law", {}).items():
        marked = table.get("unverified", [])
        if not isinstance(marked, list) or any(lang not in table or lang not in LANGUAGES for lang in marked):
            raise ContentError(path, 0, f"[law.{key}] unverified must list languages whose title is given")
        if marked and key.isdigit() and 1 <= int(key) <= MAX_LAW:
            result[int(key)] = set(marked)
    return result


def unverified_chapters_of(path: Path) -> dict[str, set[str]]:
    """Chapter number -> languages whose chapter title is marked ``unverified``."""
    return {
        str(chapter.get("number")): set(chapter["unverified"])
        for chapter in _toml(path).get("chapter", [])
        if chapter.get("unverified")
    }


def check(root: Path) -> None:
    """Raise ContentError for a broken entry (used by load_content before it touches the database)."""
    for code, path in edition_files(root):
        official_texts_of(path, code)
        unverified_titles_of(path)


@dataclass(frozen=True)
class _Facts:
    official: list[OfficialText]
    unverified_titles: dict[str, dict[int, set[str]]]  # edition code -> law -> languages
    unverified_chapters: dict[str, dict[str, set[str]]]


_cache: dict[str, tuple[tuple, _Facts]] = {}


def _facts(root: Path | None) -> _Facts:
    """Every edition.toml's facts, read again only when one of the files changes (or one comes or goes)."""
    root = Path(root or settings.CONTENT_DIR)
    files = edition_files(root)
    stamp = []
    for _code, path in files:
        try:
            stamp.append((str(path), path.stat().st_mtime_ns))
        except OSError:
            stamp.append((str(path), None))
    hit = _cache.get(str(root))
    if hit is None or hit[0] != tuple(stamp):
        facts = _Facts(
            [text for code, path in files for text in official_texts_of(path, code)],
            {code: unverified_titles_of(path) for code, path in files},
            {code: unverified_chapters_of(path) for code, path in files},
        )
        hit = (tuple(stamp), facts)
        _cache[str(root)] = hit
    return hit[1]


@dataclass(frozen=True)
class OfficialLink:
    language: str
    edition: str
    url: str
    publisher: str


def official_links(law: int, edition: str, root: Path | None = None) -> list[OfficialLink]:
    """Where Law ``law`` is published: the page's ``edition`` first, then the others newest first, in the
    order of the languages within each."""
    texts = _facts(root).official
    ordered = sorted(texts, key=lambda t: (t.edition != edition, -int(t.edition), LANGUAGES.index(t.language)))
    return [OfficialLink(t.language, t.edition, t.url(law), t.publisher) for t in ordered]


def unverified_titles(edition: str, root: Path | None = None) -> dict[int, set[str]]:
    return _facts(root).unverified_titles.get(edition, {})


def unverified_chapters(edition: str, root: Path | None = None) -> dict[str, set[str]]:
    return _facts(root).unverified_chapters.get(edition, {})
