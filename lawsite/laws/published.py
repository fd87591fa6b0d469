"""Facts about the published book kept beside the texts: where each law's official text is published
(``official_texts.toml``) and which law titles in ``edition.toml`` are not verified (``unverified``).

Read from the content directory and kept until its files change; ``load_content`` checks both files,
so a broken one names its line at load time, not on a page.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings

from .content import ContentError
from .numbering import LANGUAGES, MAX_LAW

OFFICIAL_TEXTS = "official_texts.toml"
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


def read_official_texts(root: Path) -> list[OfficialText]:
    path = Path(root) / OFFICIAL_TEXTS
    if not path.exists():
        return []
    entries = []
    for index, entry in enumerate(_toml(path).get("text", []), start=1):
        where = f"[[text]] number {index}"
        for key in ("edition", "language", "publisher", "url", "source"):
            if not isinstance(entry.get(key), str) or not entry[key].strip():
                raise ContentError(path, 0, f"{where} lacks '{key}'")
        if entry["language"] not in LANGUAGES:
            raise ContentError(path, 0, f"{where}: language {entry['language']!r} is not one of {', '.join(LANGUAGES)}")
        if not entry["url"].startswith("https://"):
            raise ContentError(path, 0, f"{where}: the address must start with https://")
        if any(p not in ("{law}", "{law:02d}") for p in _PLACEHOLDER.findall(entry["url"])):
            raise ContentError(path, 0, f"{where}: the address may hold only {{law}} or {{law:02d}}")
        entries.append(OfficialText(entry["edition"], entry["language"], entry["publisher"], entry["url"], entry["source"]))
    return entries


def read_unverified_titles(root: Path) -> dict[int, set[str]]:
    """Law number -> languages whose title in edition.toml is marked ``unverified``."""
    path = Path(root) / "edition.toml"
    if not path.exists():
        return {}
    laws = _toml(path).get("law", {})
    result = {}
    for key, table in laws.items():
        marked = table.get("unverified", [])
        if not isinstance(marked, list) or any(lang not in table or lang not in LANGUAGES for lang in marked):
            raise ContentError(path, 0, f"[law.{key}] unverified must list languages whose title is given")
        if marked and key.isdigit() and 1 <= int(key) <= MAX_LAW:
            result[int(key)] = set(marked)
    return result


def read_unverified_chapters(root: Path) -> dict[str, set[str]]:
    """Chapter number -> languages whose chapter title is marked ``unverified``."""
    path = Path(root) / "edition.toml"
    if not path.exists():
        return {}
    return {
        str(chapter.get("number")): set(chapter["unverified"])
        for chapter in _toml(path).get("chapter", [])
        if chapter.get("unverified")
    }


def check(root: Path) -> None:
    """Raise ContentError for a broken file (used by load_content before it touches the database)."""
    read_official_texts(root)
    read_unverified_titles(root)


def edition_code(root: Path) -> str:
    path = Path(root) / "edition.toml"
    return str(_toml(path).get("edition", {}).get("code", "")) if path.exists() else ""


_cache: dict[tuple, object] = {}


def _cached(root: Path, name: str, reader):
    """``reader(root)``, read again only when the file's modification time changes."""
    path = Path(root) / name
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        stamp = None
    key = (str(path), reader.__name__)
    hit = _cache.get(key)
    if hit is None or hit[0] != stamp:
        hit = (stamp, reader(root))
        _cache[key] = hit
    return hit[1]


@dataclass(frozen=True)
class OfficialLink:
    language: str
    edition: str
    url: str
    publisher: str


def official_links(law: int, root: Path | None = None) -> list[OfficialLink]:
    """Where Law ``law`` is published: the site's edition first, then the others, each language once."""
    root = Path(root or settings.CONTENT_DIR)
    current = _cached(root, "edition.toml", edition_code)
    texts = _cached(root, OFFICIAL_TEXTS, read_official_texts)
    ordered = sorted(texts, key=lambda t: (t.edition != current, -int(t.edition) if t.edition.isdigit() else 0,
                                           LANGUAGES.index(t.language)))
    return [OfficialLink(t.language, t.edition, t.url(law), t.publisher) for t in ordered]


def unverified_titles(root: Path | None = None) -> dict[int, set[str]]:
    return _cached(Path(root or settings.CONTENT_DIR), "edition.toml", read_unverified_titles)


def unverified_chapters(root: Path | None = None) -> dict[str, set[str]]:
    return _cached(Path(root or settings.CONTENT_DIR), "edition.toml", read_unverified_chapters)
