"""What every reader gives the book assembly: lines with their place in the file, and what was removed.

A reader never raises anything but :class:`ImportFileError`, whose message is the one line a user sees
(``book.pdf: the PDF has no text layer (a scan?); nothing imported``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePath


class ImportFileError(ValueError):
    def __init__(self, name: str, message: str):
        super().__init__(f"{name}: {message}")
        self.name = name
        self.message = message


@dataclass
class Line:
    """One line of text in reading order; ``text == ""`` marks a paragraph break."""

    text: str
    where: str  # for the report: "page 3, line 12", "paragraph 40", "line 7"
    heading: bool = False  # a heading style, a heading element, or a line set wholly in bold
    table: bool = False  # a table row, its cells joined by " | "


@dataclass(frozen=True)
class Removed:
    """Page furniture a reader or the assembly left out, reported with its place."""

    where: str
    text: str
    why: str  # "running header", "page number", "footnote", "navigation", "contents", …


@dataclass
class Document:
    name: str  # the file name as given
    kind: str  # "text", "docx", "pdf", "html"
    lines: list[Line]
    removed: list[Removed] = field(default_factory=list)
    law_hint: int | None = None  # a one-law page whose file name or heading gives its number
    language_hint: str | None = None  # front matter of a laws_content file
    source_hint: str | None = None
    pages: int = 0
    encoding: str = ""  # a text not in UTF-8: the encoding it was read in ("cp1252", "utf-16")
    #: Its line breaks inside a paragraph are a wrapping's, not the text's (a plain text that is not a
    #: content file): the assembly joins each paragraph's lines (:mod:`.paragraphs`).
    wrapped: bool = False

    given: str = ""  # the name as given (a path), for error messages

    def __post_init__(self):
        self.given = self.given or self.name
        self.name = PurePath(self.name).name or self.name


_INVISIBLE = dict.fromkeys(map(ord, "\u00ad\u200b\u200c\u200d\u2060\ufeff"))
_SPACES = re.compile(r"[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]")


def clean(text: str) -> str:
    """Soft hyphens and zero-width characters out, every kind of space a plain one, no trailing space."""
    return _SPACES.sub(" ", text.translate(_INVISIBLE)).rstrip()


_LAW_FILE_NAME = re.compile(r"(?:^|[^0-9])(?:law|przep|l|p)_?0*(\d{1,2})(?:\.[a-z]+)?$", re.I)


def law_from_file_name(name: str) -> int | None:
    """``p67.html``, ``przep67.htm``, ``law_07``, ``l57.html``, ``law67.htm`` -> the law number."""
    stem = PurePath(name).name
    stem = re.sub(r"\.(x?html?|txt|md)$", "", stem, flags=re.I)
    match = _LAW_FILE_NAME.search(stem)
    if not match:
        return None
    number = int(match.group(1))
    return number if 1 <= number <= 93 else None
