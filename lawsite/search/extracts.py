"""What a result shows of a text: its title and body apart, up to two extracts around the matched words
(never overlapping, never cutting a word), and the other languages' text as running prose.

The stored text is the markdown as written ("heading\\nbody", hard line breaks, ``*emphasis*``); what is
shown is its plain reading: markup dropped, line breaks read as spaces.
"""

from __future__ import annotations

import html
import re
from functools import partial
from itertools import compress, repeat

from django.utils.safestring import SafeString

from .analyzers import WORD_RE, fold, term
from .query import Highlight

FRAGMENT_CHARS = 240  # one extract
FRAGMENTS = 2  # extracts per text at most
OTHER_TEXT_CHARS = 1200  # a text in another language, shown in full up to this

_LINK = re.compile(r"\[([^\]\n]*)\]\([^)\s]*\)")
_UNDERSCORES = re.compile(r"(?<!\w)_+|_+(?!\w)")
_RUN = re.compile(r"[\w\u0300-\u036f]+")  # WORD_RE without its possessive lookahead
_WORD_CHARACTER = re.compile(r"[\w\u0300-\u036f]")
_NON_WORD = re.compile(r"[^\w\u0300-\u036f]")
_LETTER = re.compile(r"\w")
_APOSTROPHES = "'\u2019\u02bc"
_PUNCTUATION = ".,;:!?()[]\"'\u2019\u201c\u201d\u201e\u2026-\u2013\u2014/"  # none of them a word character
_AHEAD = 120  # characters read past ``until`` at first: the scan stops at the first match after it


_COPYRIGHT_SUB = re.compile(r"(?<=\d)©")  # "43A2©": how some sources type 43A2(c) (an autocorrected "(c)")


def plain(markdown: str) -> str:
    """Running text: emphasis, code marks and link targets dropped, every run of white space one space, a
    clause id typed with © for (c) shown as the id it is ("43A2©" -> "43A2(c)"; the source keeps it)."""
    text = markdown.replace("*", "").replace("`", "") if "*" in markdown or "`" in markdown else markdown
    if "©" in text:
        text = _COPYRIGHT_SUB.sub("(c)", text)
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
    with ``until``, the scan stops at the first match starting past that offset (and keeps it).

    Only the words that can begin a match are looked at one by one: a piece of the text is split at white
    space, its distinct words folded and stemmed, and those among the words marked or the phrases' first
    words found with ``str.find`` (a regex finding every word costs a match object per word). With
    ``until`` the text is read in pieces, a little past it first, then twice as much each time."""
    stems, folds, prefixes = marks.by_language.get(language, set()), marks.folded, marks.prefixes
    starting: dict[bool, dict[str, list[tuple[str, ...]]]] = {}  # accent-free or stems: first word -> phrases
    for where in ("folded", language):
        for phrase in marks.phrases.get(where, ()):
            starting.setdefault(where == "folded", {}).setdefault(phrase[0], []).append(phrase)
    fold_keys = folds | starting.get(True, {}).keys()
    stem_keys = stems | starting.get(False, {}).keys()
    stem = partial(term, language)
    found: list[tuple[int, int]] = []
    start = 0
    while start < len(text):
        end = len(text) if until is None else _cut(text, max(until + _AHEAD, 2 * start))
        for at, word in _candidates(text, start, end, language, fold_keys, prefixes, stem_keys):
            f = fold(word)
            if f in folds or (prefixes and f.startswith(prefixes)) or (stems and stem(word) in stems):
                found.append((at, at + len(word)))
            for accent_free, table in starting.items():
                form = fold if accent_free else stem
                for phrase in table.get(form(word), ()):
                    phrase_end = _followed_by(text, at + len(word), phrase[1:], form)
                    if phrase_end is not None:
                        found.append((at, phrase_end))
            if until is not None and found and found[-1][0] > until:
                return _merged(found)
        start = end
    return _merged(found)


def _cut(text: str, at: int) -> int:
    """``at`` moved on to where no word is (a piece of the text ends there)."""
    if at >= len(text):
        return len(text)
    boundary = _NON_WORD.search(text, at)
    return boundary.start() if boundary else len(text)


def _candidates(
    text: str, start: int, end: int, language: str, fold_keys, prefixes, stem_keys
) -> list[tuple[int, str]]:
    """(offset, word) of the words of ``text[start:end]`` whose accent-free form is in ``fold_keys`` or
    begins with one of ``prefixes``, or whose stem is in ``stem_keys``, in text order."""
    words = list(_distinct_words(text[start:end]))
    folded = list(map(fold, words))
    wanted = set(compress(words, map(fold_keys.__contains__, folded)))
    if prefixes:
        wanted.update(compress(words, map(str.startswith, folded, repeat(prefixes))))
    if stem_keys:
        wanted.update(compress(words, map(stem_keys.__contains__, map(term, repeat(language), words))))
    places = []
    for word in wanted:
        at = text.find(word, start, end)
        while at >= 0:
            whole = _is_word(text, at, at + len(word))
            if whole:
                places.append((at, word))
            at = text.find(word, at + (len(word) if whole else 1), end)
    places.sort()
    return places


def _distinct_words(piece: str) -> set[str]:
    """Every word of ``piece``, each once (and the s of a possessive, which :func:`_is_word` leaves out):
    a split at white space, a regex only for what is more than a word and punctuation around it."""
    chunks = set(piece.split())
    found = set(filter(str.isalnum, chunks))
    for chunk in chunks - found:
        bare = chunk.strip(_PUNCTUATION)
        if bare.isalnum():
            found.add(bare)
        else:
            found.update(_RUN.findall(chunk))
    return found


def _is_word(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a word as :data:`~.analyzers.WORD_RE` reads the text: no word character
    on either side, and not the s of a possessive (after a letter and an apostrophe)."""
    if (start and _WORD_CHARACTER.match(text, start - 1)) or _WORD_CHARACTER.match(text, end):
        return False
    return not (
        end - start == 1
        and text[start] in "sS"
        and start >= 2
        and text[start - 1] in _APOSTROPHES
        and _LETTER.match(text, start - 2)
    )


def _followed_by(text: str, at: int, rest: tuple[str, ...], form) -> int | None:
    """Where the words after offset ``at`` end when their forms are ``rest``, in order; else None."""
    for expected in rest:
        word = WORD_RE.search(text, at)
        if word is None or form(word.group()) != expected:
            return None
        at = word.end()
    return at


def _merged(found: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The matches in text order, those that overlap joined."""
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
    """A short text (a title) escaped whole, its matched words marked (a SafeString made directly: mark_safe
    first checks for lazy strings, which costs more than the rest for a short title)."""
    return SafeString(_marked(text, _matches(text, language, marks), 0, len(text)))


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
        return SafeString(html.escape(shorten(text, limit)))
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
    return SafeString(" ".join(pieces))
