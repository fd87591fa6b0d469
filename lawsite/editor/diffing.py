"""A readable diff of two texts: lines kept, removed and added, with changed words marked inside a line.

Returns plain data; the template escapes and marks it up (``<del>``/``<ins>``), so no text an editor
typed is ever output unescaped.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

SAME, REMOVED, ADDED, CHANGED = "same", "removed", "added", "changed"
_WORDS = re.compile(r"\s+|[^\s]+")


@dataclass
class Segment:
    op: str  # "same", "del", "ins"
    text: str


@dataclass
class DiffLine:
    kind: str  # SAME, REMOVED, ADDED or CHANGED
    old_number: int | None
    new_number: int | None
    segments: list[Segment] = field(default_factory=list)


def _words(line: str) -> list[str]:
    return _WORDS.findall(line)


def word_segments(old: str, new: str) -> list[Segment]:
    """One changed line as runs of kept, deleted and inserted words."""
    a, b = _words(old), _words(new)
    segments: list[Segment] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            segments.append(Segment("same", "".join(a[i1:i2])))
            continue
        if i2 > i1:
            segments.append(Segment("del", "".join(a[i1:i2])))
        if j2 > j1:
            segments.append(Segment("ins", "".join(b[j1:j2])))
    return segments


def diff_lines(old: str, new: str) -> list[DiffLine]:
    a, b = old.splitlines(), new.splitlines()
    lines: list[DiffLine] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            lines += [DiffLine(SAME, i + 1, j + 1, [Segment("same", a[i])]) for i, j in zip(range(i1, i2), range(j1, j2))]
            continue
        paired = min(i2 - i1, j2 - j1) if op == "replace" else 0
        for k in range(paired):
            lines.append(DiffLine(CHANGED, i1 + k + 1, j1 + k + 1, word_segments(a[i1 + k], b[j1 + k])))
        lines += [DiffLine(REMOVED, i + 1, None, [Segment("del", a[i])]) for i in range(i1 + paired, i2)]
        lines += [DiffLine(ADDED, None, j + 1, [Segment("ins", b[j])]) for j in range(j1 + paired, j2)]
    return lines


@dataclass
class TextDiff:
    heading: list[Segment]
    heading_changed: bool
    lines: list[DiffLine]

    @property
    def changed(self) -> bool:
        return self.heading_changed or any(line.kind != SAME for line in self.lines)


def diff(old_heading: str, old_text: str, new_heading: str, new_text: str) -> TextDiff:
    return TextDiff(
        heading=word_segments(old_heading, new_heading),
        heading_changed=old_heading != new_heading,
        lines=diff_lines(old_text, new_text),
    )
