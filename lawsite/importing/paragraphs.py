"""A plain text's wrapped lines joined back into its paragraphs.

A text conversion of a printed book (a ``.txt`` saved from a PDF, a text wrapped at 72 columns) ends
its lines where the page or the converter did, not where the text does. Markdown reads such a line
break as a space, so joining the lines of a paragraph with one changes nothing a reader sees; it
keeps the editor, the diff and search snippets free of the book's line ends. A blank line still
separates paragraphs (one blank line, however many the book had).

What markdown gives a line of its own keeps its line break: a line opening a list item (``- ``,
``* ``, ``+ ``, ``1. ``, ``1) ``) or a block quote (``> ``), the line after a hard break (a line
ending in two spaces or a backslash), and fenced code (kept line for line, blank lines too). A break
written as two spaces is written as a backslash (``splitter.backslash_breaks``, as the content reader
does), so that the law file written reads back as it was divided. A word broken at a hyphen at a line end (``non-`` / ``offending``) is
joined without the space.

Pure Python. A content file's own lines (``laws_content/``, read by the loader or imported as itself)
are never reflowed: only readers whose line breaks are a wrapping's call this.
"""

from __future__ import annotations

import re

from lawsite.laws.splitter import FENCE, backslash_breaks

#: A line markdown starts a block with: a list item or a block quote.
_BLOCK_START = re.compile(r"^(?:[-*+]\s|\d{1,9}[.)]\s|>)")
_HYPHENATED = re.compile(r"[^\W\d_]-$")


def hard_break(line: str) -> bool:
    """A markdown hard break at the end of ``line``: two spaces or a backslash."""
    return line.endswith(("  ", "\\")) and bool(line.strip())


def run_on(text: str, following: str) -> str:
    """``text`` with the next line of its paragraph joined on."""
    following = following.strip()
    if _HYPHENATED.search(text) and following[:1].isalpha():
        return text + following
    return f"{text} {following}"


def joins(text: str, following: str) -> bool:
    """Whether ``following`` continues the paragraph whose last line is ``text``."""
    return bool(text.strip()) and not hard_break(text) and not _BLOCK_START.match(following.strip())


def reflow(lines: list[str]) -> list[str]:
    """``lines`` (a clause's) with each paragraph on one line and one blank line between paragraphs."""
    out: list[str] = []
    fence = ""  # the fence an open code block ends with
    joinable = False  # whether the last line in ``out`` is text a following line may join
    for line in lines:
        stripped = line.strip()
        if fence:
            out.append(line)
            fence = "" if stripped.startswith(fence) else fence
            continue
        if not stripped:
            if out and out[-1]:
                out.append("")
            joinable = False
            continue
        opening = FENCE.match(stripped)
        if opening:
            fence = opening.group(1)
            out.append(stripped)
            joinable = False
        elif joinable and joins(out[-1], stripped):
            out[-1] = run_on(out[-1], stripped)
        else:
            out.append(line.lstrip())
            joinable = True
    while out and not out[-1]:
        out.pop()
    return backslash_breaks(out)
