"""Page furniture in a text conversion of a printed book: what the PDF reader finds by position, found
here by its form and its repetition, since the text keeps no positions.

* a page number: a line of a number alone (``12``, ``- 12 -``, ``Page 12``, ``Σελίδα 12``, ``Strona 12``);
* a running header or footer: a line (digits aside) printed three times or more next to a page
  number or a page break, not a marker line;
* a footnote: a line opening with a small number and a space (``2 As amended in …``) in the last
  lines of a page (before its page number or its form feed); the number it carries is then taken off
  the word it is stuck to in the text (``INCORRECT NUMBER OF CARDS2``, ``revoke2``).
"""

from __future__ import annotations

import re
from collections import Counter

from .documents import Line, Removed

_PAGE_NUMBER = re.compile(r"^\s*(?:[-–—]\s*)?(?:(?:page|σελίδα|σελ\.|strona|str\.)\s*)?\d{1,3}(?:\s*[-–—])?\s*$", re.I)
_FOOTNOTE = re.compile(r"^\s*(?P<number>\d{1,2}|[¹²³⁴⁵⁶⁷⁸⁹])\s+(?P<text>[^\W\d].*)$")
_MARKER = re.compile(r"^\s*(?:ΣΤ|[A-MΑ-Μ]|\d{1,2})\.(?:\s|$)|^\s*\(")
_SUPERSCRIPTS = str.maketrans("¹²³⁴⁵⁶⁷⁸⁹", "123456789")


def _shape(text: str) -> str:
    return re.sub(r"\d+", "#", text.strip())


def strip(lines: list[Line]) -> tuple[list[Line], list[Removed]]:
    """The lines without the furniture, and the furniture with its place."""
    removed: list[Removed] = []
    page_ends = {index for index, line in enumerate(lines) if _PAGE_NUMBER.match(line.text) or "\f" in line.text}
    near_page_end = {index + step for index in page_ends for step in range(-3, 4)}
    repeated = Counter(
        _shape(line.text)
        for index, line in enumerate(lines)
        if index in near_page_end
        and 12 <= len(line.text.strip()) <= 100
        and not _MARKER.match(line.text)
        and not _PAGE_NUMBER.match(line.text)
    )
    footnotes: dict[int, str] = {}
    for end in sorted(page_ends):
        index, seen = end - 1, 0
        while index >= 0 and seen < 4:
            text = lines[index].text
            if not text.strip():
                index -= 1
                continue
            match = _FOOTNOTE.match(text)
            if not match:
                break
            footnotes[index] = match.group("number").translate(_SUPERSCRIPTS)
            index, seen = index - 1, seen + 1
    kept: list[Line] = []
    for index, line in enumerate(lines):
        text = line.text.replace("\f", "")
        if index in footnotes:
            removed.append(Removed(line.where, text.strip(), "footnote"))
            continue
        if _PAGE_NUMBER.match(text):
            removed.append(Removed(line.where, text.strip(), "page number"))
            continue
        if index in near_page_end and repeated[_shape(text)] >= 3 and 12 <= len(text.strip()) <= 100:
            removed.append(Removed(line.where, text.strip(), "running header"))
            continue
        kept.append(Line(text, line.where, line.heading, line.table) if text != line.text else line)
    numbers = sorted(set(footnotes.values()), key=len, reverse=True)
    if numbers:
        stuck = re.compile(rf"(?<=[^\W\d_]{{2}})(?:{'|'.join(numbers)})(?=[\s.,;:)]|$)")
        for position, line in enumerate(kept):
            if stuck.search(line.text):
                for match in stuck.finditer(line.text):
                    removed.append(Removed(line.where, match.group(), "footnote marker"))
                kept[position] = Line(stuck.sub("", line.text), line.where, line.heading, line.table)
    return kept, removed
