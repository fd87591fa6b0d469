"""Write the database back in the ``laws_content/`` format, so editors' changes can be reviewed in git.

Exporting what was loaded from an export gives the same files byte for byte: law texts are written
clause by clause with their numbering markers as printed in their language (Latin ``A.``/``1.``/``(a)``,
Greek ``Α.``/``(α)``, ``ΣΤ``/``(στ)`` for the sixth), one blank line between clauses; the ``Source:``
line of each file, ``glossary.toml`` and each edition's ``edition.toml`` are taken from the content
directory the texts came from, since the database does not keep them, except the ``[edition]`` table,
written from the edition record (a draft made in the editor, or published there, exports as it now
stands; a draft without a file of its own takes the chapters and titles of the edition it was copied
from, not that edition's official addresses). The renumbering table is written from the database;
import_book's records (``editions/<code>/imported/``) are copied. Page furniture dropped on load stays dropped.

The files are written into a new directory beside the target, which then takes the target's place:
an export never mixes with files already there (stale ones would no longer load), and one that fails
half way leaves the target as it was.
"""

from __future__ import annotations

import math
import os
import re
import secrets
import shutil
from collections import defaultdict
from pathlib import Path

from lawsite.laws.content import CORRESPONDENCE_FILE, ContentError, read_front_matter
from lawsite.laws.models import ClauseText, CommentaryText, Correspondence, Edition, WorkedExample
from lawsite.laws.numbering import LANGUAGES, LATIN_ORDER, ROMAN, ClauseId, latin_to_greek

COPIED = ("README.md", "glossary.toml")


class ExportError(Exception):
    """The target cannot take the export; nothing there was changed."""


def export_content(target: Path, source_root: Path, replace: bool = False) -> list[Path]:
    """Write every file into ``target``; returns the paths written, relative to it.

    ``target`` must be missing or an empty directory, unless ``replace``: then whatever it holds is
    replaced whole. Every file is read before any is written, so ``target`` may be ``source_root``.
    """
    target, source_root = Path(target).resolve(), Path(source_root)
    _check_target(target, replace)
    written: dict[Path, str] = {}
    for name in COPIED:
        if (source_root / name).exists():
            written[Path(name)] = (source_root / name).read_text(encoding="utf-8")
    written.update(edition_files(source_root))
    written[Path("editions") / CORRESPONDENCE_FILE] = correspondence_file()
    written.update(law_files(source_root))
    written.update(commentary_files(source_root))
    written.update(example_files())
    written.update(import_records(source_root))
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        staging = _directory_beside(target)
    except OSError as error:
        raise ExportError(f"cannot write {target}: {error}") from None
    try:
        for relative, text in written.items():
            path = staging / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            write_file(path, text)
        if target.is_dir():
            staging.chmod(target.stat().st_mode & 0o7777)
        _put_in_place(staging, target)
    except OSError as error:
        shutil.rmtree(staging, ignore_errors=True)
        raise ExportError(f"cannot write {target}, left as it was: {error}") from None
    return sorted(written)


def write_file(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8", newline="\n")


def _check_target(target: Path, replace: bool) -> None:
    if target.exists() and not target.is_dir():
        raise ExportError(f"{target} is a file, not a directory")
    try:
        holds_files = target.is_dir() and any(target.iterdir())
    except OSError as error:
        raise ExportError(f"cannot read {target}: {error}") from None
    if holds_files and not replace:
        raise ExportError(
            f"{target} is not empty: the export would mix with the files there, and stale ones would not load. "
            "Name a new or empty directory, or give --force to replace it whole."
        )


def _put_in_place(staging: Path, target: Path) -> None:
    """``staging`` becomes ``target``; the old ``target`` is removed only once the new one is there."""
    if not target.exists():
        os.rename(staging, target)
        return
    old = staging.with_name(staging.name.replace(".export-", ".old-", 1))
    os.rename(target, old)
    try:
        os.rename(staging, target)
    except OSError:
        os.rename(old, target)
        raise
    shutil.rmtree(old, ignore_errors=True)


def _directory_beside(target: Path) -> Path:
    """A new directory next to ``target`` (same file system, so it can be renamed into place)."""
    while True:
        path = target.with_name(f".{target.name}.export-{secrets.token_hex(6)}")
        try:
            path.mkdir()  # the mode a plain mkdir gives, unlike tempfile.mkdtemp's 0700
            return path
        except FileExistsError:
            continue


def _source_line(source_root: Path, relative: str) -> str:
    """The ``Source:`` of the file ``relative`` in the content the texts came from; for an edition that
    is a copy of another (a draft made in the editor), of the same file in the edition it copies."""
    path = source_root / relative
    if relative and not path.is_file():
        parts = relative.split("/")
        if len(parts) > 2 and parts[0] == "editions":
            based_on = Edition.objects.filter(code=parts[1]).values_list("based_on", flat=True).first()
            if based_on:
                return _source_line(source_root, "/".join(["editions", based_on, *parts[2:]]))
    if not relative or not path.is_file():
        return ""
    try:
        meta, _, _ = read_front_matter(path, path.read_text(encoding="utf-8"), ())
    except (ContentError, UnicodeDecodeError):
        return ""
    return meta.get("source", "")


def _front_matter(pairs: list[tuple[str, str]]) -> str:
    return "".join(f"{key}: {value}\n" for key, value in pairs if value)


def _folder(edition_code: str) -> str:
    return f"editions/{edition_code}"


# -- editions ----------------------------------------------------------------------------------------


def edition_table(edition: Edition) -> str:
    """The ``[edition]`` table of an edition.toml, from the record."""
    lines = ["[edition]", f"code = {toml_string(edition.code)}", f"status = {toml_string(edition.status)}"]
    if edition.in_force_since:
        lines.append(f"in_force_since = {edition.in_force_since.isoformat()}")
    if edition.based_on:
        lines.append(f"based_on = {toml_string(edition.based_on)}")
    titles = [
        f"{language} = {toml_string(edition.titles[language])}"
        for language in LANGUAGES
        if edition.titles.get(language)
    ]
    lines.append("title = { " + ", ".join(titles) + " }" if titles else "title = {}")
    return "\n".join(lines) + "\n"


def with_edition_table(text: str, edition: Edition) -> str:
    """``text`` (an edition.toml) with its ``[edition]`` table, up to the next blank line, replaced."""
    lines = text.splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if line.strip() == "[edition]"), None)
    if start is None:
        return edition_table(edition) + "\n" + text
    end = start + 1
    while end < len(lines) and lines[end].strip() and not lines[end].lstrip().startswith("["):
        end += 1
    return "".join(lines[:start]) + edition_table(edition) + "".join(lines[end:])


def without_official_texts(text: str) -> str:
    """``text`` (an edition.toml) without its ``[[official_text]]`` tables: the addresses of one edition's
    published text are not those of a draft copied from it."""
    out, skipping = [], False
    for line in text.splitlines(keepends=True):
        header = line.strip()
        if header.startswith("["):
            skipping = header == "[[official_text]]"
        if not skipping:
            out.append(line)
    return "".join(out).rstrip("\n") + "\n"


def edition_toml(edition: Edition, source_root: Path) -> str:
    """The edition.toml of ``edition``: its own file, else the file of the edition it was copied from
    (without that edition's official addresses), with the ``[edition]`` table from the record."""
    own = source_root / _folder(edition.code) / "edition.toml"
    if own.is_file():
        return with_edition_table(own.read_text(encoding="utf-8"), edition)
    base = source_root / _folder(edition.based_on) / "edition.toml" if edition.based_on else None
    text = without_official_texts(base.read_text(encoding="utf-8")) if base is not None and base.is_file() else ""
    return with_edition_table(text, edition)


def import_records(source_root: Path) -> dict[Path, str]:
    """``editions/<code>/imported/<lang>.toml``, what import_book found around the laws: not content the
    database holds, copied as it is so that an export over the content directory keeps it."""
    return {
        path.relative_to(source_root): path.read_text(encoding="utf-8")
        for path in sorted(source_root.glob("editions/*/imported/*.toml"))
    }


def edition_files(source_root: Path) -> dict[Path, str]:
    """Each edition's edition.toml (see :func:`edition_toml`)."""
    return {
        Path(_folder(edition.code)) / "edition.toml": edition_toml(edition, source_root)
        for edition in Edition.objects.order_by("code")
    }


CORRESPONDENCE_HEADER = """# Renumbered clauses between editions: one [[renumbered]] row per clause whose id changed.
# A clause not listed keeps its id from one edition to the next. Editors maintain this table
# (also in the editor, /editor/editions/); export_content writes it back in this format.
"""


def correspondence_file() -> str:
    rows = []
    for row in Correspondence.objects.order_by("from_edition", "to_edition", "from_clause"):
        lines = [
            "[[renumbered]]",
            f"from = {toml_string(f'{row.from_edition} {row.from_clause}')}",
            f"to = {toml_string(f'{row.to_edition} {row.to_clause}')}",
        ]
        if row.source:
            lines.append(f"source = {toml_string(row.source)}")
        rows.append("\n".join(lines) + "\n")
    return CORRESPONDENCE_HEADER + "".join("\n" + row for row in rows)


# -- law texts ---------------------------------------------------------------------------------------


def marker(cid: ClauseId, language: str) -> str:
    """The numbering marker that opens ``cid`` in a text of ``language``: ``B.``, ``2.``, ``(b)``, ``(ii)``."""
    greek = language == "el"
    if cid.subsub:
        return f"({cid.subsub})"
    if cid.sub:
        return f"({latin_to_greek(cid.sub) if greek else cid.sub})"
    if cid.item is not None:
        return f"{cid.item}."
    return f"{latin_to_greek(cid.section) if greek else cid.section}."


def _with_predecessors(ids: set[ClauseId]) -> list[ClauseId]:
    """Every id plus the ancestors and earlier siblings a reader needs so the numbering runs unbroken."""
    needed: set[ClauseId] = set()
    for cid in ids:
        for node in [*cid.ancestors(), cid]:
            needed.add(node)
            parent = node.parent
            if parent is None:
                continue
            if node.subsub:
                needed.update(parent.child(r) for r in ROMAN[: ROMAN.index(node.subsub)])
            elif node.sub:
                needed.update(parent.child(chr(c)) for c in range(ord("a"), ord(node.sub)))
            elif node.item is not None:
                needed.update(parent.child(n) for n in range(1, node.item))
            elif node.section:
                needed.update(parent.child(letter) for letter in LATIN_ORDER[: LATIN_ORDER.index(node.section)])
    return sorted(needed, key=ClauseId.sort_key)


def law_text(texts: dict[ClauseId, ClauseText], language: str) -> str:
    """The body of one law in one language, as the splitter reads it back.

    A clause with text is followed by a blank line; one without runs straight on: a section heading
    line to its first item, and an empty item onto its first sub-item's line (``2. (a) Jeżeli…``).
    """
    out = ""
    joiner = ""
    ids = _with_predecessors(set(texts))
    for index, cid in enumerate(ids):
        text = texts.get(cid)
        heading, body = (text.heading, text.text) if text else ("", "")
        if cid.depth == 0:
            if body:
                out, joiner = body, "\n\n"
            continue
        first = marker(cid, language)
        if cid.depth == 1:
            block = f"{first} {heading}".rstrip() + (f"\n{body}" if body else "")
        else:
            block = f"{first} {body}" if body else first
        out += joiner + block
        following = ids[index + 1] if index + 1 < len(ids) else None
        if body:
            joiner = "\n\n"
        elif cid.depth > 1 and following is not None and following.parent == cid:
            joiner = " "
        else:
            joiner = "\n"
    return out


def law_file(number: int, language: str, source: str, texts: dict[ClauseId, ClauseText]) -> str:
    """One law file: front matter, then the body. ``texts`` may be any records with ``heading`` and
    ``text`` (``import_book`` writes the splitter's drafts through here, so its files are export's)."""
    head = _front_matter([("Law", str(number)), ("Language", language), ("Source", source)])
    return f"{head}\n{law_text(texts, language)}\n"


def law_files(source_root: Path) -> dict[Path, str]:
    grouped: dict[tuple[str, int, str], dict[ClauseId, ClauseText]] = defaultdict(dict)
    for text in ClauseText.objects.select_related("clause__law", "clause__edition"):
        key = (text.clause.edition.code, text.clause.law.number, text.language)
        grouped[key][ClauseId.parse(text.clause.clause_id)] = text
    files = {}
    for (code, number, language), texts in sorted(grouped.items()):
        relative = f"{_folder(code)}/laws/{number:03d}/{language}.md"
        files[Path(relative)] = law_file(number, language, _source_line(source_root, relative), texts)
    return files


# -- commentary --------------------------------------------------------------------------------------


def commentary_files(source_root: Path) -> dict[Path, str]:
    files = {}
    for text in CommentaryText.objects.select_related("commentary__law", "commentary__clause", "commentary__edition"):
        commentary = text.commentary
        folder = _folder(commentary.edition.code)
        relative = f"{folder}/laws/{commentary.law.number:03d}/commentary/{commentary.slug}.{text.language}.md"
        clause = commentary.clause.clause_id
        head = _front_matter(
            [
                ("Law", str(commentary.law.number)),
                ("Language", text.language),
                ("Clause", clause if clause != str(commentary.law.number) else ""),
                ("Title", text.title),
                ("Source", _source_line(source_root, relative)),
            ]
        )
        files[Path(relative)] = f"{head}\n{text.text}\n"
    return files


# -- worked examples (TOML written here: the standard library only reads it) -------------------------


def example_files() -> dict[Path, str]:
    files = {}
    for example in WorkedExample.all_editions.select_related("law", "clause", "edition").prefetch_related("texts"):
        texts = sorted(example.texts.all(), key=lambda t: LANGUAGES.index(t.language))
        relative = f"{_folder(example.edition.code)}/laws/{example.law.number:03d}/examples/{example.slug}.toml"
        parts = [f"clause = {toml_string(example.clause.clause_id)}\nposition = {example.position}\n"]
        parts.append(toml_table("title", {t.language: t.title for t in texts}))
        bodies = {t.language: t.text for t in texts if t.text}
        if bodies:
            parts.append("[text]\n" + "".join(f"{t} = {toml_multiline(body)}\n" for t, body in bodies.items()))
        parts.append(toml_table("facts", example.facts))
        if example.expected:
            parts.append(toml_table("expected", example.expected))
        files[Path(relative)] = "\n".join(parts)
    return files


_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def toml_key(key: str) -> str:
    return key if _BARE_KEY.match(key) else toml_string(key)


def toml_string(value: str) -> str:
    out = []
    for char in value:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def toml_multiline(value: str) -> str:
    """A multi-line basic string, as the content's authors write them, escaped only where it must be.

    A quote is escaped only when another follows it, so no three ever close the string early.
    """
    out = []
    for index, char in enumerate(value):
        if char == '"':
            out.append('\\"' if value[index + 1 : index + 2] == '"' else char)
        elif char in "\n\t" or (ord(char) >= 0x20 and ord(char) != 0x7F and char != "\\"):
            out.append(char)
        else:
            out.append(_ESCAPES.get(char) or f"\\u{ord(char):04X}")
    return '"""\n' + "".join(out) + '\n"""'


def toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{toml_key(k)} = {toml_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"cannot write {type(value).__name__} as TOML")


def toml_table(name: str, data: dict) -> str:
    """``[name]`` with its scalar keys, then a ``[name.sub]`` table for each nested table."""
    lines = [f"[{name}]"]
    nested = []
    for key, value in data.items():
        if isinstance(value, dict) and value:
            nested.append(toml_table(f"{name}.{toml_key(key)}", value))
        else:
            lines.append(f"{toml_key(key)} = {toml_value(value)}")
    return "\n".join(lines) + "\n" + "".join("\n" + table for table in nested)
