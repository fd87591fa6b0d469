"""What a result shows of a text: its title and body apart, up to two extracts around the matched words
(never overlapping, never cutting a word), and the other languages' text as running prose.

The stored text is the markdown as written ("heading\\nbody", hard line breaks, ``*emphasis*``); what is
shown is its plain reading: markup dropped, line breaks read as spaces.
"""

from __future__ import annotations

import html
import re

from django.utils.safestring import SafeString, mark_safe

from .analyzers import fold, spans, term
from .query import Highlight

FRAGMENT_CHARS = 240  # one extract
FRAGMENTS = 2  # extracts per text at most
OTHER_TEXT_CHARS = 1200  # a text in another language, shown in full up to this

_LINK = re.compile(r"\[([^\]\n]*)\]\([^)\s]*\)")
_UNDERSCORES = re.compile(r"(?<!\w)_+|_+(?!\w)")


def plain(markdown: str) -> str:
    """Running text: emphasis, code marks and link targets dropped, every run of white space one space."""
    text = markdown.replace("*", "").replace("`", "") if "*" in markdown or "`" in markdown else markdown
    if "](" in text:
        text = _LINK.sub(r"\1", text)
    if "_" in text:
        text = _UNDERSCORES.sub("", text)
    return " ".join(text.split())


def preview(markdown: str, limit: int) -> str:
    """The plain reading of the start of a text, at most ``limit`` characters, cut after a whole word."""
    return shorten(plain(markdown[: limit * 2]), limit)


def split_title(text: str, title: str) -> tuple[str, str]:
    """(title, body) of a stored text, which is the title, a line break and the body."""
    if title and text.startswith(title):
        return title, text[len(title) :].lstrip("\n")
    return "", text


def shorten(text: str, limit: int) -> str:
    """At most ``limit`` characters, cut after a whole word."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit + 1)
    return (text[:cut] if cut > 0 else text[:limit]).rstrip(" ,;:") + " …"


def _matches(text: str, language: str, marks: Highlight, until: int | None = None) -> list[tuple[int, int]]:
    """(start, end) of each matched word, or of each run of words matching a phrase, in text order;
    with ``until``, the scan stops at the first match starting past that offset (and keeps it)."""
    stems, folds, prefixes = marks.by_language.get(language, set()), marks.folded, marks.prefixes
    starting: dict[bool, dict[str, list[tuple[str, ...]]]] = {}  # accent-free or stems: first word -> phrases
    for where in ("folded", language):
        for phrase in marks.phrases.get(where, ()):
            starting.setdefault(where == "folded", {}).setdefault(phrase[0], []).append(phrase)
    tokens = list(spans(text))
    words = [word for _start, _end, word in tokens]
    forms = {True: [fold(word) for word in words]}  # accent-free forms; the stems when anything asks for them
    if stems or False in starting:
        forms[False] = [term(language, word) for word in words]
    folded, stemmed, count = forms[True], forms.get(False), len(tokens)
    found: list[tuple[int, int]] = []
    for i, (start, end, _word) in enumerate(tokens):
        if until is not None and found and found[-1][0] > until:
            break
        f = folded[i]
        if f in folds or (prefixes and f.startswith(prefixes)) or (stems and stemmed[i] in stems):
            found.append((start, end))
        for accent_free, table in starting.items():
            forms_of = folded if accent_free else stemmed
            for phrase in table.get(forms_of[i], ()):
                size = len(phrase)
                if i + size <= count and all(forms_of[i + k] == phrase[k] for k in range(1, size)):
                    found.append((start, tokens[i + size - 1][1]))
    found.sort()
    merged: list[tuple[int, int]] = []
    for start, end in found:
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def _marked(text: str, matched: list[tuple[int, int]], left: int, right: int) -> str:
    """text[left:right] escaped, each match inside it in <mark> (html.escape: no lazy wrapper)."""
    out, pos = [], left
    for start, end in matched:
        if start >= left and end <= right:
            out += [html.escape(text[pos:start]), "<mark>", html.escape(text[start:end]), "</mark>"]
            pos = end
    out.append(html.escape(text[pos:right]))
    return "".join(out)


def mark_all(text: str, language: str, marks: Highlight) -> SafeString:
    """A short text (a title) escaped whole, its matched words marked."""
    return mark_safe(_marked(text, _matches(text, language, marks), 0, len(text)))


def _word_start(text: str, at: int) -> int:
    """``at`` moved back to the start of the word it falls in."""
    while 0 < at < len(text) and not text[at - 1].isspace():
        at -= 1
    return at


def _word_end(text: str, at: int, floor: int) -> int:
    """``at`` moved back to the end of the last whole word before it, not before ``floor``."""
    if at >= len(text):
        return len(text)
    if text[at].isspace() or text[at - 1].isspace():
        return at
    cut = text.rfind(" ", floor, at)
    return cut if cut > floor else at


def _windows(text: str, matched: list[tuple[int, int]], limit: int) -> list[tuple[int, int]]:
    """Up to :data:`FRAGMENTS` (left, right) spans around matches, in order, not overlapping, whole words."""
    windows: list[tuple[int, int]] = []
    for start, end in matched:
        if windows and start < windows[-1][1]:
            continue  # inside the extract before
        if len(windows) == FRAGMENTS:
            break
        left = _word_start(text, max(0, start - limit // 3))
        if windows:
            left = max(left, windows[-1][1])
        right = _word_end(text, min(len(text), left + limit), floor=end)
        windows.append((left, max(right, end)))
    return windows


def fragment(text: str, language: str, marks: Highlight, limit: int = FRAGMENT_CHARS) -> SafeString:
    """Up to :data:`FRAGMENTS` escaped extracts of plain ``text`` around matched words, each match in
    <mark>; extracts never overlap, repeat or cut a word. Works on any length."""
    matched = _matches(text, language, marks, until=limit * (FRAGMENTS + 1))
    if not matched:
        return mark_safe(html.escape(shorten(text, limit)))
    windows = _windows(text, matched, limit)
    if len(windows) < FRAGMENTS and matched[-1][0] > limit * (FRAGMENTS + 1):  # the scan stopped early
        matched = _matches(text, language, marks)
        windows = _windows(text, matched, limit)
    pieces = []
    for n, (left, right) in enumerate(windows):
        joined = n and left == windows[n - 1][1]
        opening = "" if joined or left == 0 else "… "
        closing = " …" if right < len(text) and not (n + 1 < len(windows) and windows[n + 1][0] == right) else ""
        pieces.append(opening + _marked(text, matched, left, right).strip() + closing)
    return mark_safe(" ".join(pieces))
