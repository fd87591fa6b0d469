"""The import's clause divider: the splitter's numbering, read the way real books print it.

``split_law`` reads a content file, where every marker opens a line and a marker out of order is an
error. A book is looser, and one bad marker must not lose a whole law, so this divider:

* splits a line where the numbering expects the next marker, not only at its start
  ("A. Title When …: 1. and … 2.(a) …; (b) …"), and reads ``1.(a)`` and ``(i.)``;
* takes a section line's leading title-case words as its heading and the sentence after them as
  text; a "heading" longer than a heading can be is text;
* supplies the section letters of a page that prints its section titles without them (a new
  section at each title line, or where the items start again at 1.);
* keeps a marker it cannot place as text of the clause before (joined to that clause's last line,
  so the file written reads back the same) and reports it with its line; a marker with no text
  before it to join is reported as not placed;
* keeps a line's markdown hard break (two spaces at its end) on the text the line gave.

Pure Python; the result is clause drafts as ``split_law`` gives them.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache

from lawsite.laws.numbering import ROMAN, ClauseId, greek_letter_to_latin, is_greek
from lawsite.laws.splitter import ClauseDraft, _is_furniture

from .labels import ITEM, SECTION, SUB, label

#: Longer than this, a section line's words are text, not its heading (the longest printed heading
#: of the Laws is about 60 characters).
MAX_HEADING = 120

_SECTION_START = re.compile(r"^\s*(?P<marker>ΣΤ|[A-MΑ-Μ])\.(?:\s+(?P<rest>.*))?$")
_ITEM_START = re.compile(r"^\s*(?P<marker>\d{1,2})\.(?:\s+(?P<rest>.*))?$")
_SUB_START = re.compile(r"^\s*\((?P<marker>στ|[a-zα-μ]|[ivx]{1,4})\)(?:\s+(?P<rest>.*))?$")
_ROMAN_DOT = re.compile(r"\((στ|[a-zα-μ]|[ivx]{1,4})\.\)")
_ITEM_PAREN = re.compile(r"(?<![\w.])(\d{1,2}\.)(?=\()")
_SMALL_WORDS = {
    "a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "out", "the", "to",
    "with", "w", "z", "i", "na", "do", "od", "po", "przez", "lub", "και", "ή", "του", "της", "των", "το",
    "η", "ο", "σε", "με", "από", "για",
}  # fmt: skip
_SENTENCE_END = (".", ":", ";", ",")


@dataclass
class Division:
    clauses: list[ClauseDraft]
    ignored: list[tuple[int, str]] = field(default_factory=list)  # (line, text) of navigation left out
    problems: list[tuple[int, str]] = field(default_factory=list)  # (line, what could not be placed)
    supplied: str = ""  # the section letters supplied to a page that prints none, "A–D"


def divide(text: str, law: int, language: str) -> Division:
    """Divide one law's text (one language) into clause drafts; never raises for numbering."""
    lines = text.split("\n")
    lines = [_ITEM_PAREN.sub(r"\1 ", _ROMAN_DOT.sub(r"(\1)", line)) for line in lines]
    lines, supplied = _supply_sections(lines, language)
    return _Divider(law, language).run(lines, supplied)


def _title_like(line: str) -> bool:
    """A section title printed without its letter: short (a wrapped line of text is not), capitalised,
    not ending a sentence, not a marker."""
    text = line.strip()
    words = text.split()
    return (
        bool(words)
        and len(words) <= 10
        and len(text) <= 60
        and text[:1].isupper()
        and not text.endswith(_SENTENCE_END)
        and not any(pattern.match(text) for pattern in (_SECTION_START, _ITEM_START, _SUB_START))
    )


def _supply_sections(lines: list[str], language: str) -> tuple[list[str], str]:
    """A page with numbered items and no section letter: a letter before each title line, and before
    an item 1. that starts the numbering again with no title of its own."""
    if any(_SECTION_START.match(line) for line in lines) or not any(_ITEM_START.match(line) for line in lines):
        return lines, ""
    out, count, items = [], 0, 0
    for index, line in enumerate(lines):
        following = next((later for later in lines[index + 1 :] if later.strip()), "")
        item = _ITEM_START.match(line)
        if _title_like(line) and following and (_ITEM_START.match(following) or not _title_like(following)):
            if count or any(_ITEM_START.match(later) for later in lines[index + 1 :]):
                count, items = count + 1, 0
                out.append(f"{label(SECTION, count, language)} {line.strip()}")
                continue
        if item and (count == 0 or (int(item.group("marker")) == 1 and items)):
            count, items = count + 1, 0
            line = f"{label(SECTION, count, language)} {line.strip()}"  # on the item's line: lines keep their numbers
        if item:
            items += 1
        out.append(line)
    letters = [label(SECTION, n, language).rstrip(".") for n in (1, count)]
    return out, letters[0] if count == 1 else f"{letters[0]}–{letters[1]}"


@cache
def _next_ids(current: ClauseId, law: int) -> tuple[ClauseId, ...]:
    """The clauses that may come next after ``current``, deepest first."""
    out = []
    if current.sub is not None:
        index = ROMAN.index(current.subsub) + 1 if current.subsub else 0
        if index < len(ROMAN):
            out.append(ClauseId(law, current.section, current.item, current.sub, ROMAN[index]))
    if current.item is not None:
        following = chr(ord(current.sub) + 1) if current.sub else "a"
        out.append(ClauseId(law, current.section, current.item, following))
    if current.section is not None:
        out.append(ClauseId(law, current.section, (current.item or 0) + 1))
    section = chr(ord(current.section) + 1) if current.section else "A"
    if section <= "M":
        out.append(ClauseId(law, section))
    return tuple(out)


@cache
def _inline(printed: str, depth: int, first_item: bool) -> re.Pattern:
    """Where ``printed`` opens a clause inside a line: after the end of a sentence or clause (sub-items
    also after "or"/"and"), the first item of a section also straight after the section's title."""
    if depth >= 3:
        before = r"(?:[:;.,]|\b(?:or|and|lub|albo|oraz|i|ή|και))\s+"
    elif first_item:
        before = r"\s+"
    else:
        before = r"[:;.,]\s+"
    return re.compile(rf"(?<=\S)(?P<gap>{before}){re.escape(printed)}(?=\s|$)")


@cache
def _printed(cid: ClauseId, language: str) -> tuple[str, ...]:
    """How a book prints the marker of ``cid``: ``B.``/``Β.``, ``2.``, ``(b)``/``(β)``, ``(ii)``."""
    if cid.subsub:
        return (f"({cid.subsub})",)
    if cid.sub:
        return tuple(sorted({f"({cid.sub})", label(SUB, ord(cid.sub) - 96, "el")}))
    if cid.item is not None:
        return (label(ITEM, cid.item, language),)
    return tuple(sorted({f"{cid.section}.", label(SECTION, ord(cid.section) - 64, "el")}))


def _marker_id(line: str, current: ClauseId, law: int) -> tuple[ClauseId | None, str, str] | None:
    """(the clause a marker at the start of ``line`` names, or None when it names none in this place;
    the marker as printed; the rest of the line) when ``line`` starts with a marker."""
    match = _SECTION_START.match(line)
    if match:
        marker = match.group("marker")
        letter = greek_letter_to_latin(marker, greek_text=is_greek(marker))
        return ClauseId(law, letter), f"{marker}.", match.group("rest") or ""
    match = _ITEM_START.match(line)
    if match:
        number = int(match.group("marker"))
        cid = ClauseId(law, current.section, number) if current.section else None
        return cid, f"{number}.", match.group("rest") or ""
    match = _SUB_START.match(line)
    if match and current.item is not None:
        token = match.group("marker")
        rest = match.group("rest") or ""
        candidates = _next_ids(current, law)
        letter = greek_letter_to_latin(token, greek_text=is_greek(token)) if len(token) <= 2 else None
        for cid in candidates:
            if cid.sub and not cid.subsub and cid.item == current.item and letter and letter.lower() == cid.sub:
                return cid, f"({token})", rest
        for cid in candidates:
            if cid.subsub and token == cid.subsub:
                return cid, f"({token})", rest
        return None, f"({token})", rest
    return None


class _Divider:
    def __init__(self, law: int, language: str):
        self.law = law
        self.language = language
        root = ClauseDraft(ClauseId(law), line=1)
        self.clauses = [root]
        self.seen = {root.clause_id}
        self.current = root
        self.division = Division(self.clauses)

    def run(self, lines: list[str], supplied: str) -> Division:
        self.division.supplied = supplied
        self.lines = lines
        for index, raw in enumerate(lines):
            lineno = index + 1
            line = raw.rstrip()
            if not line.strip():
                self.current.lines.append("")
            elif _is_furniture(line):
                self.division.ignored.append((lineno, line))
            else:
                before = (self.current, len(self.current.lines), self.current.lines[-1:])
                self.line(line, lineno)
                if raw.endswith("  "):
                    self.hard_break(before)
        return self.division

    def hard_break(self, before: tuple) -> None:
        """A line ending in two spaces (markdown's hard break): its last text keeps them."""
        lines = self.current.lines
        changed = before[0] is not self.current or before[1:] != (len(lines), lines[-1:])
        if changed and lines and lines[-1].strip():
            lines[-1] += "  "

    def open(self, cid: ClauseId, lineno: int) -> ClauseDraft:
        draft = ClauseDraft(cid, line=lineno)
        self.seen.add(cid)
        self.clauses.append(draft)
        self.current = draft
        return draft

    def line(self, line: str, lineno: int) -> None:
        found = _marker_id(line, self.current.clause_id, self.law)
        if found is None:
            head, tail = self.split_inline(line) if self.current.clause_id.depth else (line.strip(), "")
            self.text(head, lineno, start=True)
            if tail:
                self.line(tail, lineno)
            return
        cid, marker, rest = found
        mistyped = self.mistyped(cid, lineno)
        if mistyped is not None:
            self.problem(
                lineno, f"{marker} read as {_printed(mistyped, self.language)[0]} (the numbering goes on from there)"
            )
            cid = mistyped
        if cid is None or cid not in _next_ids(self.current.clause_id, self.law) or cid in self.seen:
            if cid is None and marker.startswith("(") and self.current.clause_id.item is None:
                self.text(
                    line.strip(), lineno, start=True
                )  # "(a)" in a section's text is text, as the splitter reads it
                return
            expected = " or ".join(
                _printed(c, self.language)[0] for c in _next_ids(self.current.clause_id, self.law)[:2]
            )
            self.problem(
                lineno,
                f"{marker} out of order after {self.current.clause_id} (expected {expected}); kept as text: {line.strip()}",
            )
            self.text(line.strip(), lineno, start=False)
            return
        self.open(cid, lineno)
        if cid.depth == 1:
            self.section_rest(rest, lineno)
        else:
            self.rest(rest, lineno)

    def mistyped(self, cid: ClauseId | None, lineno: int) -> ClauseId | None:
        """The item the numbering expects, when the item marker at ``lineno`` is not it but the next item
        marker of the section is the one after it (``1. … 3. … 3. …``: the first 3. is a 2. mistyped), or
        it is the last of its section and one past the one expected (``1. … 3.``)."""
        expected = next((c for c in _next_ids(self.current.clause_id, self.law) if c.depth == 2), None)
        if cid is None or expected is None or cid.depth != 2 or cid == expected:
            return None
        for later in self.lines[lineno:]:
            if _SECTION_START.match(later):
                break
            match = _ITEM_START.match(later)
            if match:
                return expected if int(match.group("marker")) == expected.item + 1 else None
        return expected if cid.item == expected.item + 1 else None

    def section_rest(self, rest: str, lineno: int) -> None:
        if _marker_id(rest, self.current.clause_id, self.law):
            self.line(rest, lineno)
            return
        head, tail = self.split_inline(rest, after_heading=True)
        following = self.lines[lineno].strip() if lineno < len(self.lines) else ""
        runs_on = bool(tail) or (
            following[:1].islower() and not _marker_id(following, self.current.clause_id, self.law)
        )
        heading, text = _heading_and_text(head, runs_on)
        self.current.heading = heading
        if text:
            self.current.lines.append(text)
        if tail:
            self.line(tail, lineno)

    def rest(self, rest: str, lineno: int) -> None:
        if not rest:
            return
        if _marker_id(rest, self.current.clause_id, self.law):
            self.line(rest, lineno)
            return
        head, tail = self.split_inline(rest)
        if head:
            self.current.lines.append(head)
        if tail:
            self.line(tail, lineno)

    def split_inline(self, rest: str, after_heading: bool = False) -> tuple[str, str]:
        """``rest`` cut before the first marker the numbering expects next inside it."""
        best = None
        for cid in _next_ids(self.current.clause_id, self.law):
            for printed in _printed(cid, self.language):
                if printed not in rest:
                    continue
                first_item = cid.depth == 2 and cid.item == 1 and after_heading
                match = _inline(printed, min(cid.depth, 3), first_item).search(rest)
                if match and (best is None or match.start() < best[0]):
                    start = match.start() + len(match.group("gap").rstrip())
                    best = (match.start(), start, match.end("gap"))
        if best is None:
            return rest.strip(), ""
        _, cut, marker_at = best
        return rest[:cut].strip(), rest[marker_at:].strip()

    def text(self, text: str, lineno: int, start: bool) -> None:
        """A line of text; ``start``: it may open a line of the clause (it does not read as a marker)."""
        lines = self.current.lines
        if start:
            lines.append(text)
            return
        last = next((i for i in range(len(lines) - 1, -1, -1) if lines[i].strip()), None)
        if last is None:
            self.problem(lineno, f"not placed (no text before it in {self.current.clause_id} to join): {text}")
            return
        lines[last] += " " + text

    def problem(self, lineno: int, message: str) -> None:
        self.division.problems.append((lineno, message))


#: Words a sentence may hold with a capital (so they start no sentence of their own).
_CAPITALISED_NOUNS = {
    "law",
    "laws",
    "director",
    "νομος",
    "νομου",
    "νομο",
    "νομους",
    "διαιτητης",
    "przepis",
    "przepisu",
    "sedzia",
}


def _sentence_start(words: list[str]) -> int:
    """In a sentence-case heading run on into its text (``Ομάδα μετά Γύρος μετά …``), where the text
    starts: the first capitalised word among the first six, not after punctuation; else 0."""
    for index in range(2, min(len(words), 6)):
        word = words[index]
        if word[:1].isupper() and not words[index - 1].endswith((",", ";", ":", ".")):
            folded = "".join(c for c in unicodedata.normalize("NFD", word.casefold()) if c.isalpha())
            if folded not in _CAPITALISED_NOUNS:
                return index
            return 0
    return 0


def _heading_and_text(rest: str, runs_on: bool = False) -> tuple[str, str]:
    """A section line's words after its letter: the title-case words that open it are the heading,
    the sentence they run on into is text; more than a heading can be is all text. ``runs_on``: the
    line goes on into a marker or onto the next line mid-sentence (a long line wrapped)."""
    rest = rest.strip()
    words = rest.split()
    long = len(words) > 10 or len(rest) > 80 or (rest.endswith((".", ":")) and len(words) > 4)
    if long or (runs_on and len(words) > 3):
        lowered = next(
            (i for i, w in enumerate(words) if w[:1].islower() and w.strip(",;:").casefold() not in _SMALL_WORDS), None
        )
        if lowered is not None:
            start = max((i for i in range(lowered) if words[i][:1].isupper()), default=0)
            if start == 0:
                start = _sentence_start(words)
            if start >= 1:
                return " ".join(words[:start]), " ".join(words[start:])
        if long:
            return "", rest
    if len(rest) > MAX_HEADING:
        return "", rest
    return rest, ""
