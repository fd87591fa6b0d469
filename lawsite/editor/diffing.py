"""A readable diff of two texts: lines kept, removed and added, with changed words marked inside a line.

Returns plain data; the template escapes and marks it up (``<del>``/``<ins>``), so no text an editor
typed is ever output unescaped.

The diff page is public and compares any two revisions, and difflib's matcher can take time in the
product of the two lengths (two 40 KB one-line texts took over a minute), so every diff works within a
fixed budget of matcher steps (:data:`WORK_BUDGET`). What the budget left cannot pay for is shown
coarsely: a changed line as the old line removed and the new one added, or, when even the lines cannot
be matched, the whole old text removed and the new one added; :attr:`TextDiff.coarse` then says so.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

SAME, REMOVED, ADDED, CHANGED = "same", "removed", "added", "changed"
_WORDS = re.compile(r"\s+|[^\s]+")
#: Matcher steps one diff may take (a step is one candidate match looked at; about 0.1 µs each).
WORK_BUDGET = 2_000_000


class TooDifferent(Exception):
    """The budget ran out before the matcher finished."""


class Budget:
    """Matcher steps left for one diff; ``ran_out`` once a search was refused for want of them."""

    def __init__(self, steps: int = WORK_BUDGET):
        self.left = steps
        self.spent = 0
        self.ran_out = False

    def spend(self, steps: int) -> None:
        if steps > self.left:
            self.ran_out = True
            raise TooDifferent
        self.left -= steps
        self.spent += steps


class BoundedMatcher(difflib.SequenceMatcher):
    """difflib's matcher, charged before each longest-match search the most that search can cost.

    The search looks, for each element of ``a[alo:ahi]``, at the places that element occurs in ``b``
    (at most ``len(b2j[x])``), then extends the best match within the two ranges; the charge is the sum
    of those, so the steps taken never exceed what the budget allowed.
    """

    def __init__(self, a, b, budget: Budget):
        self.budget = budget
        super().__init__(None, a, b, autojunk=False)

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        ahi = len(self.a) if ahi is None else ahi
        bhi = len(self.b) if bhi is None else bhi
        b2j = self.b2j
        self.budget.spend(sum(len(b2j.get(x, ())) for x in self.a[alo:ahi]) + (ahi - alo) + (bhi - blo))
        return super().find_longest_match(alo, ahi, blo, bhi)


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


def word_segments(old: str, new: str, budget: Budget | None = None) -> list[Segment]:
    """One changed line as runs of kept, deleted and inserted words (raises :class:`TooDifferent`)."""
    a, b = _words(old), _words(new)
    segments: list[Segment] = []
    for op, i1, i2, j1, j2 in BoundedMatcher(a, b, budget or Budget()).get_opcodes():
        if op == "equal":
            segments.append(Segment("same", "".join(a[i1:i2])))
            continue
        if i2 > i1:
            segments.append(Segment("del", "".join(a[i1:i2])))
        if j2 > j1:
            segments.append(Segment("ins", "".join(b[j1:j2])))
    return segments


def _whole(old: str, new: str) -> list[Segment]:
    return [Segment(op, text) for op, text in (("del", old), ("ins", new)) if text]


def diff_lines(old: str, new: str, budget: Budget | None = None) -> list[DiffLine]:
    budget = budget or Budget()
    a, b = old.splitlines(), new.splitlines()
    try:
        opcodes = BoundedMatcher(a, b, budget).get_opcodes()
        by_word = True
    except TooDifferent:
        opcodes, by_word = [("replace", 0, len(a), 0, len(b))], False
    lines: list[DiffLine] = []
    for op, i1, i2, j1, j2 in opcodes:
        if op == "equal":
            lines += [
                DiffLine(SAME, i + 1, j + 1, [Segment("same", a[i])]) for i, j in zip(range(i1, i2), range(j1, j2))
            ]
            continue
        paired = min(i2 - i1, j2 - j1) if op == "replace" and by_word else 0
        for k in range(paired):
            try:
                segments = word_segments(a[i1 + k], b[j1 + k], budget)
            except TooDifferent:
                segments = _whole(a[i1 + k], b[j1 + k])
            lines.append(DiffLine(CHANGED, i1 + k + 1, j1 + k + 1, segments))
        lines += [DiffLine(REMOVED, i + 1, None, [Segment("del", a[i])]) for i in range(i1 + paired, i2)]
        lines += [DiffLine(ADDED, None, j + 1, [Segment("ins", b[j])]) for j in range(j1 + paired, j2)]
    return lines


@dataclass
class TextDiff:
    heading: list[Segment]
    heading_changed: bool
    lines: list[DiffLine]
    coarse: bool = False  # the texts differ too much to compare word by word (see the module docstring)

    @property
    def changed(self) -> bool:
        return self.heading_changed or any(line.kind != SAME for line in self.lines)


def diff(old_heading: str, old_text: str, new_heading: str, new_text: str, budget: Budget | None = None) -> TextDiff:
    budget = budget or Budget()
    try:
        heading = word_segments(old_heading, new_heading, budget)
    except TooDifferent:
        heading = _whole(old_heading, new_heading)
    lines = diff_lines(old_text, new_text, budget)
    return TextDiff(heading, old_heading != new_heading, lines, coarse=budget.ran_out)
