"""Plain text and markdown: what the clause splitter reads today, plus markdown headings and bold.

A ``laws_content`` law file (``Law:``/``Language:`` front matter) is one law: its front matter gives
the number, language and source, and its body is read as it stands.
"""

from __future__ import annotations

import re

from lawsite.laws.content import ContentError, read_front_matter

from .documents import Document, ImportFileError, Line, clean

_MD_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(?P<text>.*?)\s*#*\s*$")
_MD_BOLD_LINE = re.compile(r"^\s*(\*\*|__)(?P<text>[^*_].*?)\1\s*$")
_MD_BOLD_MARKER = re.compile(r"^(?P<indent>\s*)(\*\*|__)(?P<marker>\S{1,6})\2(?P<rest>\s.*)?$")


def decode(name: str, data: bytes) -> str:
    if b"\x00" in data[:4096]:
        raise ImportFileError(name, "not a text file (binary data); import .txt, .md, .docx, .pdf or .html")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ImportFileError(name, f"not UTF-8 text (byte {error.start}); save it as UTF-8") from None
    return text.replace("\r\n", "\n").replace("\r", "\n")


def read(name: str, data: bytes) -> Document:
    text = decode(name, data)
    document = Document(name, "text", [])
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
    for index, raw in enumerate(text.split("\n")):
        document.lines.append(_line(raw, f"line {offset + index + 1}"))
    return document


def _line(raw: str, where: str) -> Line:
    line = clean(raw)
    heading = False
    if match := _MD_HEADING.match(line):
        line, heading = match.group("text"), True
    if match := _MD_BOLD_LINE.match(line):
        line, heading = match.group("text"), True
    elif match := _MD_BOLD_MARKER.match(line):
        line = f"{match.group('indent')}{match.group('marker')}{match.group('rest') or ''}"
    return Line(line, where, heading=heading)
