"""The clause splitter: divides a law's text, as printed, into clauses by its numbering.

Understands the numbering of each language (Latin ``A.``/``1.``/``(a)``/``(i)`` and Greek
``Α.``/``(α)``/``(στ)``), lines that open two levels at once (``2. (a) Jeżeli…``), and skips page
furniture such as a navigation line (``66. PRZEGLĄDANIE LEW |  |``).  Pure Python: the loader and the
editor's paste-a-law review both call :func:`split_law`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .numbering import ROMAN, ClauseId, greek_letter_to_latin, is_greek, letter_ordinal


class SplitError(ValueError):
    def __init__(self, line: int, message: str):
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.message = message


@dataclass
class ClauseDraft:
    clause_id: ClauseId
    heading: str = ""
    lines: list[str] = field(default_factory=list)
    line: int = 0  # 1-based line of the marker in the text that was split

    @property
    def text(self) -> str:
        return "\n".join(backslash_breaks(self.lines)).strip("\n")


#: A line opening (or closing) fenced code: three or more backticks or tildes.
FENCE = re.compile(r"^\s*(`{3,}|~{3,})")


def backslash_breaks(lines: list[str]) -> list[str]:
    """``lines`` with each markdown hard break written as two spaces at a line's end turned into its other
    spelling, a backslash, and every other line's trailing spaces dropped: spaces at a line's end do not
    survive editors and diffs, a backslash does. A break needs a line after it in its paragraph: at a
    paragraph's end the spaces just go. Fenced code is left as it is."""
    out: list[str] = []
    fence = ""  # the fence an open code block ends with
    for index, line in enumerate(lines):
        if fence:
            out.append(line)
            fence = "" if line.strip().startswith(fence) else fence
            continue
        opening = FENCE.match(line)
        if opening:
            fence = opening.group(1)
            out.append(line.rstrip())
            continue
        following = lines[index + 1] if index + 1 < len(lines) else ""
        if line.endswith("  ") and line.strip() and following.strip():
            out.append(line.rstrip() + "\\")
        else:
            out.append(line.rstrip(" "))
    return out


@dataclass
class SplitResult:
    clauses: list[ClauseDraft]
    ignored: list[tuple[int, str]]  # (line, text) of page furniture left out


_SECTION_LETTERS = r"ΣΤ|[A-MΑ-Μ]"
_SECTION = re.compile(rf"^\s*(?P<marker>{_SECTION_LETTERS})\.(?:\s+(?P<rest>.*))?$")
_ITEM = re.compile(r"^\s*(?P<marker>\d{1,2})\.(?:\s+(?P<rest>.*))?$")
_SUB = re.compile(r"^\s*\((?P<marker>στ|[a-zα-μ]|[ivx]{1,4})\)(?:\s+(?P<rest>.*))?$")


def _is_furniture(line: str) -> bool:
    """A navigation fragment: table pipes, or a bare "NN. TITLE IN CAPITALS" line."""
    if "|" in line:
        return True
    match = _ITEM.match(line)
    rest = (match.group("rest") or "") if match else ""
    return bool(match and rest and rest.upper() == rest and any(c.isalpha() for c in rest) and len(rest) > 3)


def split_law(text: str, law: int, line_offset: int = 0) -> SplitResult:
    """Split ``text`` (one language of one law) into clause drafts in document order.

    ``line_offset`` is added to line numbers so errors name the line of the whole file.
    Raises :class:`SplitError` for numbering out of order or a duplicate clause.
    """
    root = ClauseDraft(ClauseId(law), line=line_offset + 1)
    clauses = [root]
    seen = {root.clause_id}
    ignored: list[tuple[int, str]] = []
    current = root

    def open_clause(cid: ClauseId, lineno: int, heading: str = "") -> ClauseDraft:
        if cid in seen:
            raise SplitError(lineno, f"duplicate clause {cid}")
        draft = ClauseDraft(cid, heading=heading, line=lineno)
        seen.add(cid)
        clauses.append(draft)
        return draft

    for index, raw in enumerate(text.splitlines()):
        lineno = line_offset + index + 1
        line = raw.rstrip()
        hard_break = "  " if raw.endswith("  ") else ""  # kept for `backslash_breaks`
        if not line.strip():
            current.lines.append("")
            continue
        if _is_furniture(line):
            ignored.append((lineno, line))
            continue
        rest = line
        opened = False
        while True:
            step = _open_marker(rest, current.clause_id, law, lineno)
            if step is None:
                break
            cid, remainder, is_section = step
            current = open_clause(cid, lineno, heading=remainder.strip() if is_section else "")
            opened = True
            rest = "" if is_section else remainder
            if not rest:
                break
        if rest and (rest != line or not opened):
            current.lines.append((rest.strip() if opened else line.strip()) + hard_break)
    return SplitResult(clauses=clauses, ignored=ignored)


def _open_marker(line: str, current: ClauseId, law: int, lineno: int):
    """If ``line`` starts with a numbering marker, the clause it opens and the rest of the line."""
    match = _SECTION.match(line)
    if match:
        letter = greek_letter_to_latin(match.group("marker"), greek_text=is_greek(match.group("marker")))
        cid = ClauseId(law, letter)
        expected = _next_section(current)
        if letter != expected:
            raise SplitError(lineno, f"section {letter} out of order: expected {expected} after {current}")
        return cid, match.group("rest") or "", True
    match = _ITEM.match(line)
    if match:
        number = int(match.group("marker"))
        container = _item_container(current)
        cid = ClauseId(law, container.section, number) if container.section else None
        if cid is None:
            raise SplitError(lineno, f"item {number}. outside any section of Law {law}")
        expected = _next_item(current, container)
        if number != expected:
            raise SplitError(lineno, f"item {number} out of order in {container}: expected {expected}")
        return cid, match.group("rest") or "", False
    match = _SUB.match(line)
    if match:
        return _open_sub(match, current, law, lineno)
    return None


def _open_sub(match, current: ClauseId, law: int, lineno: int):
    token = match.group("marker")
    rest = match.group("rest") or ""
    if current.item is None:
        return None
    expected_letter = _next_sub_letter(current)
    letter = _sub_letter(token)
    if letter == expected_letter:
        return ClauseId(law, current.section, current.item, letter), rest, False
    if current.sub and token in ROMAN:
        expected_roman = ROMAN[ROMAN.index(current.subsub) + 1] if current.subsub else "i"
        if token == expected_roman:
            return ClauseId(law, current.section, current.item, current.sub, token), rest, False
    raise SplitError(lineno, f"sub-item ({token}) out of order: expected ({expected_letter}) after {current}")


def _sub_letter(token: str) -> str | None:
    latin = greek_letter_to_latin(token, greek_text=is_greek(token))
    return latin.lower() if latin else None


def _next_section(current: ClauseId) -> str:
    if current.section is None:
        return "A"
    return chr(ord(current.section) + 1)


def _item_container(current: ClauseId) -> ClauseId:
    return ClauseId(current.law, current.section) if current.section else ClauseId(current.law)


def _next_item(current: ClauseId, container: ClauseId) -> int:
    return (current.item or 0) + 1 if current.section == container.section else 1


def _next_sub_letter(current: ClauseId) -> str:
    if current.sub is None:
        return "a"
    return chr(ord("a") + letter_ordinal(current.sub))
