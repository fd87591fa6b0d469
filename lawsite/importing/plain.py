"""Plain text and markdown: what the clause splitter reads today, plus markdown headings and bold.

A ``laws_content`` law file (``Law:``/``Language:`` front matter) is one law: its front matter gives
the number, language and source, and its body is read as it stands; any other text has its page
furniture taken out (:mod:`.furniture`) and its line breaks inside a paragraph read as a wrapping's
(the assembly joins the paragraph's lines again, :mod:`.paragraphs`). A text not in UTF-8 is read in UTF-16 (by its byte order
mark) or the language's code page, and the report says so.
"""

from __future__ import annotations

import re

from lawsite.laws.content import ContentError, read_front_matter

from . import furniture
from .documents import Document, ImportFileError, Line, clean

_MD_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(?P<text>.*?)\s*#*\s*$")
_MD_BOLD_LINE = re.compile(r"^\s*(\*\*|__)(?P<text>[^*_].*?)\1\s*$")
_MD_BOLD_MARKER = re.compile(r"^(?P<indent>\s*)(\*\*|__)(?P<marker>\S{1,6})\2(?P<rest>\s.*)?$")


#: The code pages a text not in UTF-8 is tried in, by the language it is imported as (the last never fails).
LEGACY_ENCODINGS = {
    "en": ("cp1252", "latin-1"),
    "el": ("cp1253", "iso-8859-7", "latin-1"),
    "pl": ("cp1250", "iso-8859-2", "latin-1"),
}
ENCODING_NAMES = {
    "utf-16": "UTF-16",
    "cp1252": "Windows-1252",
    "latin-1": "Latin-1 (ISO 8859-1)",
    "cp1253": "Windows-1253",
    "iso-8859-7": "ISO 8859-7",
    "cp1250": "Windows-1250",
    "iso-8859-2": "ISO 8859-2",
}


def decode(name: str, data: bytes, language: str = "en") -> tuple[str, str]:
    """The text and the encoding it was read in ("" for UTF-8): UTF-16 with its byte order mark, else
    UTF-8, else the first of the language's code pages that reads it."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return _lines(data.decode("utf-16")), "utf-16"
        except UnicodeDecodeError as error:
            raise ImportFileError(name, f"broken UTF-16 text (byte {error.start})") from None
    if b"\x00" in data[:4096]:
        raise ImportFileError(name, "not a text file (binary data); import .txt, .md, .docx, .pdf or .html")
    try:
        return _lines(data.decode("utf-8-sig")), ""
    except UnicodeDecodeError:
        pass
    for encoding in LEGACY_ENCODINGS.get(language, LEGACY_ENCODINGS["en"]):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        if language != "el" or any("\u0370" <= c <= "\u03ff" for c in text) or encoding == "latin-1":
            return _lines(text), encoding
    return _lines(data.decode("latin-1")), "latin-1"


def _lines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


def read(name: str, data: bytes, language: str = "en") -> Document:
    text, encoding = decode(name, data, language)
    document = Document(name, "text", [], encoding=encoding)
    offset = 0
    if re.match(r"^Law:\s*\d", text):
        try:
            meta, text, offset = read_front_matter(name, text, ("law", "language"))
        except ContentError as error:
            raise ImportFileError(name, f"line {error.line}: {error.message}") from None
        if not meta["law"].isdigit():
            raise ImportFileError(name, f"line 1: 'Law: {meta['law']}' is not a law number")
        document.law_hint = int(meta["law"])
        document.language_hint = meta["language"]
        document.source_hint = meta.get("source") or None
    document.wrapped = document.law_hint is None
    for index, raw in enumerate(text.split("\n")):
        document.lines.append(_line(raw, f"line {offset + index + 1}", document.wrapped))
    if document.law_hint is None:
        document.lines, document.removed = furniture.strip(document.lines)
    return document


def _line(raw: str, where: str, hard_breaks: bool = False) -> Line:
    """``hard_breaks``: a line ending in two spaces keeps them (markdown's hard break, which the
    paragraphs of a wrapped text keep)."""
    line = clean(raw)
    if hard_breaks and line and raw.endswith("  "):
        line += "  "
    heading = False
    if match := _MD_HEADING.match(line):
        line, heading = match.group("text"), True
    if match := _MD_BOLD_LINE.match(line):
        line, heading = match.group("text"), True
    elif match := _MD_BOLD_MARKER.match(line):
        line = f"{match.group('indent')}{match.group('marker')}{match.group('rest') or ''}"
    return Line(line, where, heading=heading)
