"""Which clause of one edition is which clause of another: the renumbering table, walked edition by edition.

Pure Python, no ORM. A row says that clause ``from_clause`` of edition ``from_edition`` is ``to_clause``
of the later ``to_edition``. A clause no row mentions keeps its id. Between two editions far apart the
table is walked one known edition at a time (1997 → 2007 → 2017), so each row only records one change.

An id that a row gives to another clause has no counterpart by default: if 1997's 43B2(c) is 2007's
43B3, then 1997's own 43B3 is not 2007's 43B3, and the table has to say what became of it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.utils.translation import gettext as _


@dataclass(frozen=True)
class Renumbering:
    from_edition: str  # "1997"
    from_clause: str  # "43B2(c)"
    to_edition: str  # "2007"
    to_clause: str  # "43B3"
    source: str = ""


class Table:
    """The rows indexed both ways; ``codes`` are every edition known (loaded or named by a row)."""

    def __init__(self, rows: Iterable[Renumbering], editions: Iterable[str] = ()):
        self.rows = list(rows)
        self.forward: dict[tuple[str, str], list[Renumbering]] = {}
        self.backward: dict[tuple[str, str], list[Renumbering]] = {}
        codes = set(editions)
        for row in self.rows:
            self.forward.setdefault((row.from_edition, row.from_clause), []).append(row)
            self.backward.setdefault((row.to_edition, row.to_clause), []).append(row)
            codes.update((row.from_edition, row.to_edition))
        self.codes = sorted(codes)

    def corresponding(self, clause_id: str, from_code: str, to_code: str) -> str | None:
        """The id in ``to_code`` of clause ``clause_id`` of ``from_code``; None when it has no counterpart."""
        later = from_code < to_code
        codes = sorted({*self.codes, from_code, to_code}, reverse=not later)
        position, goal = codes.index(from_code), codes.index(to_code)
        current = clause_id
        while position != goal:
            step = self._step(current, codes[position], codes[position + 1], to_code, later)
            if step is None:
                return None
            current, reached = step
            position = codes.index(reached)
        return current

    def _step(self, clause_id: str, here: str, following: str, goal: str, later: bool) -> tuple[str, str] | None:
        """(id, edition) one step from ``here`` towards ``goal``: the nearest row, else the same id."""
        if later:
            ahead = [r for r in self.forward.get((here, clause_id), []) if here < r.to_edition <= goal]
            if ahead:
                row = min(ahead, key=lambda r: r.to_edition)
                return row.to_clause, row.to_edition
            taken = [r for r in self.backward.get((following, clause_id), []) if r.from_edition == here]
            return None if taken else (clause_id, following)
        behind = [r for r in self.backward.get((here, clause_id), []) if goal <= r.from_edition < here]
        if behind:
            row = max(behind, key=lambda r: r.from_edition)
            return row.from_clause, row.from_edition
        moved = [r for r in self.forward.get((following, clause_id), []) if r.to_edition == here]
        return None if moved else (clause_id, following)

    def renumbered(self, from_code: str, to_code: str) -> dict[str, str]:
        """Every id of ``from_code`` that a row gives another id in ``to_code``: {old id: new id}."""
        result = {}
        for code, clause_id in list(self.forward) + list(self.backward):
            if code != from_code:
                continue
            other = self.corresponding(clause_id, from_code, to_code)
            if other is not None and other != clause_id:
                result[clause_id] = other
        return result


def check(rows: Iterable[Renumbering]) -> list[tuple[int, str]]:
    """Problems with a table as (row index, message): a clause renumbered twice, or onto one id twice."""
    seen_from: dict[tuple, int] = {}
    seen_to: dict[tuple, int] = {}
    problems = []
    for index, row in enumerate(rows):
        if not row.from_edition < row.to_edition:
            problems.append((index, _("%(from_edition)s is not earlier than %(to_edition)s") % vars(row)))
            continue
        key = (row.from_edition, row.to_edition, row.from_clause)
        if key in seen_from:
            problems.append(
                (index, _("%(from_edition)s %(from_clause)s is renumbered twice for %(to_edition)s") % vars(row))
            )
        seen_from.setdefault(key, index)
        key = (row.from_edition, row.to_edition, row.to_clause)
        if key in seen_to:
            problems.append(
                (index, _("two clauses of %(from_edition)s become %(to_edition)s %(to_clause)s") % vars(row))
            )
        seen_to.setdefault(key, index)
    return problems
