"""The book in the lines: law headings, chapter and part headings, the Definitions chapter, and each
law's text divided by the clause splitter.

Pure Python (no database). What the assembly finds:

* a law heading is a line ``LAW 55``, ``Law 55 – Declarer's Lead Out of Turn``, ``ΝΟΜΟΣ 55 – …``,
  ``Przepis 67 …`` (the word says the language), or in a heading element ``67. WADLIWA LEWA``; a title
  alone on the next line (capitals or a heading) is the law's title. A heading repeated later (a
  contents page) counts only at its last place. A page with no heading is one law when its file
  name, front matter or the caller says which (``p67.html``, ``law_07``, ``--law 67``);
* ``CHAPTER V`` / ``ΚΕΦΑΛΑΙΟ`` / ``ROZDZIAŁ`` and ``PART I`` / ``ΜΕΡΟΣ`` / ``CZĘŚĆ`` headings (title on
  the line or the next) open chapters and parts and are recorded with the laws under them;
* the Definitions chapter (``CHAPTER I``, or a heading ``DEFINITIONS``/``ΟΡΙΣΜΟΙ``/``DEFINICJE``
  before Law 1) holds terms, not numbered clauses: each ``Term – text`` (or ``Term: text``) is one
  definition, later lines continue it;
* a one-law page with no such heading takes its law from its own ``53. TITLE`` heading (``wersja
  angielska`` after it left off) or its link to the other language (``EN: law 53``);
* text under a heading of another language (the English beneath the Greek of a DokuWiki page), and
  lines of Latin words in Greek text (a page's English after its Greek, with no heading of its own),
  are left out and reported; so are navigation lines (``← 48 → 50``, ``strona tytułowa … ← 52 → 54``,
  ``top of page Law 56``), contents lines with dot leaders, table rows, lines before the first law,
  and everything from an ``INDEX``/``APPENDIX`` line after the last law heading;
* each law's text is divided by :func:`.clauses.divide`, which never refuses a law for its numbering:
  what it cannot place is reported with its line; a wrapped text's paragraphs (a plain text's, and
  its definitions') are joined into one line each (:mod:`.paragraphs`);
* in a batch, a file in which no law can be found is left out and listed (``book.skipped``); only
  when no file gives anything is that an error.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field, replace

from lawsite.laws.numbering import MAX_LAW, ClauseId, is_greek, strip_accents
from lawsite.laws.references import find_references
from lawsite.laws.splitter import ClauseDraft

from .clauses import divide
from .documents import Document, ImportFileError, Line, Removed
from .paragraphs import joins, reflow, run_on

LAW_HEADING = re.compile(
    r"^\s*(?P<word>law|νόμος|νομος|ΝΌΜΟΣ|przepis)\s+(?P<number>\d{1,2})(?![\w(])"
    r"\s*(?P<sep>[-–—:.]\s*)?(?P<title>.*?)\s*$",
    re.I,
)
NUMBERED_HEADING = re.compile(r"^\s*(?P<number>\d{1,2})\.\s+(?P<title>\S.*?)\s*$")
#: The link to the other language after a page's own heading ("53. TYTUŁ wersja angielska").
OTHER_VERSION = re.compile(
    r"\s*[(\[]?(?:wersja angielska|wersja polska|english version|αγγλικ\w+ (?:κείμενο|έκδοση))[)\]]?$", re.I
)
CHAPTER = re.compile(
    r"^\s*(?P<word>chapter|κεφάλαιο|κεφαλαιο|rozdział|rozdzial)\s+(?P<number>[IVXLCΙΧ]+)(?![\w])\.?"
    r"\s*(?:[-–—:.]\s*)?(?P<title>.*?)\s*$",
    re.I,
)
PART = re.compile(
    r"^\s*(?P<word>part|μέρος|μερος|część|czesc)\s+(?P<number>[IVXLCΙΧ]+|\d{1,2})(?![\w])\.?"
    r"\s*(?:[-–—:.]\s*)?(?P<title>.*?)\s*$",
    re.I,
)
DEFINITIONS_TITLES = {"definitions", "ορισμοι", "definicje"}
DEFINITION = re.compile(r"^(?P<term>[^\W\d][^–—:]{0,70}?)\s*(?:\s[–—-]\s+|:\s+)(?P<text>\S.*)$")
NAVIGATION = re.compile(r"^[\s\d.|<>^↑]*[←→⇐⇒«»‹›][\s\d.|<>^↑←→⇐⇒«»‹›]*$")
#: A one-law page's link to the same law in another language, its only heading ("EN: law 53").
LANGUAGE_LINK = re.compile(r"^(?:EN|PL|EL|GR)\s*:\s*(?:law|przepis|νόμος|νομος)\s+(?P<number>\d{1,2})$", re.I)
#: A site's navigation in words ("strona tytułowa spis treści indeks ← 52 → 54", "top of page Law 56").
NAVIGATION_WORDS = re.compile(
    r"^.{0,60}[←⇐«]\s*\d{1,2}\s+[→⇒»]\s*\d{1,2}\s*$|^(?:top of (?:the )?page|back to top|do góry|początek strony)\b.{0,20}$",
    re.I,
)
#: What a book prints after its last law: the index or an appendix, a line of its own.
END_MATTER = {"index", "indeks", "skorowidz", "ευρετηριο", "appendix", "appendices", "aneks", "załacznik", "παραρτημα"}
CONTENTS_LINE = re.compile(r"(?:\.\s?){4,}\s*\d{1,3}\s*$|…+\s*\d{1,3}\s*$")
CONTENTS_TITLES = {"contents", "table of contents", "περιεχομενα", "spis tresci", "spis rzeczy"}


@dataclass
class ImportedLaw:
    number: int
    language: str
    title: str
    clauses: list[ClauseDraft]
    document: str
    where: str
    source: str
    lines: list[Line] = field(default_factory=list)


@dataclass
class ChapterHeading:
    number: str
    title: str
    where: str
    laws: list[int] = field(default_factory=list)
    parts: list[dict] = field(default_factory=list)  # {"number", "title", "laws"}


@dataclass
class Definition:
    term: str
    text: str
    where: str
    key: str = ""  # the glossary key whose term this is, when one matches


@dataclass
class Problem:
    document: str
    where: str
    text: str
    law: int | None = None


@dataclass
class Book:
    language: str
    laws: dict[int, ImportedLaw] = field(default_factory=dict)
    chapters: list[ChapterHeading] = field(default_factory=list)
    definitions: list[Definition] = field(default_factory=list)
    removed: list[tuple[str, Removed]] = field(default_factory=list)  # (document, what)
    unplaced: list[Problem] = field(default_factory=list)
    out_of_order: list[Problem] = field(default_factory=list)
    notes: list[Problem] = field(default_factory=list)  # section letters supplied, a law's text all in its row
    skipped: list[Problem] = field(default_factory=list)  # a file of a batch in which no law was found
    other_language: list[Problem] = field(default_factory=list)
    documents: list[Document] = field(default_factory=list)
    seen_laws: set[int] = field(default_factory=set)

    @property
    def clause_count(self) -> int:
        return sum(len(law.clauses) for law in self.laws.values())


def _folded(text: str) -> str:
    return strip_accents(unicodedata.normalize("NFC", text)).casefold().strip(" .:–—-")


@dataclass
class _Heading:
    kind: str  # "law", "chapter", "part", "definitions", "contents"
    index: int
    number: int | str | None = None
    language: str | None = None
    title: str = ""
    title_line: int | None = None  # index of the line that holds the title, when on its own


def _is_title_line(line: Line) -> bool:
    text = line.text.strip()
    if not text or LAW_HEADING.match(text) or CHAPTER.match(text) or PART.match(text):
        return False
    if re.match(r"^(?:ΣΤ|[A-MΑ-Μ]|\d{1,2})\.(\s|$)|^\(", text):
        return False
    letters = [c for c in text if c.isalpha()]
    words = [w for w in text.split() if w[:1].isalpha()]
    title_case = (
        0 < len(words) <= 12
        and not text.endswith((".", ",", ";", ":"))
        and (sum(w[:1].isupper() for w in words) >= 0.6 * len(words))
    )
    return bool(letters) and (line.heading or text.upper() == text or title_case) and len(text) <= 120


def _law_heading(
    line: Line, language: str, web_page: bool = False, numbered: bool = False
) -> tuple[int, str, str] | None:
    """(number, language of the heading word, title) when ``line`` is a law heading.

    ``12. TITLE IN CAPITALS`` counts only in a heading element of a web page, or (``numbered``) as the
    first heading of a page that has no other (elsewhere it is the navigation the splitter leaves out,
    or a numbered item set in bold)."""
    text = line.text.strip()
    if CONTENTS_LINE.search(text):
        return None
    match = LAW_HEADING.match(text)
    if match:
        title = match.group("title")
        if title and not match.group("sep"):
            title_like = (
                line.heading
                or title.upper() == title
                or (title[:1].isupper() and not title.endswith((".", ",", ";", ":")) and len(title.split()) <= 12)
            )
            if not title_like:
                return None
        if len(title) > 150 or (title.endswith(".") and len(title.split()) > 12):
            return None
        return int(match.group("number")), _word_language(match.group("word")), title.strip(" –—-:")
    if (web_page and line.heading and not line.table) or numbered:
        return _numbered_heading(text, language)
    return None


def _numbered_heading(text: str, language: str) -> tuple[int, str, str] | None:
    """``53. TITLE IN CAPITALS`` (and the link to the other language the 2007 Polish pages put after it)."""
    match = NUMBERED_HEADING.match(text)
    title = OTHER_VERSION.sub("", match.group("title")) if match else ""
    if match and any(c.isalpha() for c in title) and title.upper() == title:
        return int(match.group("number")), language, title
    return None


def _word_language(word: str) -> str:
    folded = _folded(word)
    return "el" if folded.startswith("νομο") else "pl" if folded.startswith("przepis") else "en"


def _headings(document: Document, language: str) -> list[_Heading]:
    lines = document.lines
    found: list[_Heading] = []
    titles: set[int] = set()
    for index, line in enumerate(lines):
        text = line.text.strip()
        if not text or index in titles:
            continue
        law = _law_heading(line, language, web_page=document.kind == "html")
        if law and 1 <= law[0] <= MAX_LAW:
            heading = _Heading("law", index, law[0], law[1], law[2])
        elif CONTENTS_LINE.search(text):
            continue
        elif match := CHAPTER.match(text):
            heading = _Heading("chapter", index, _roman(match.group("number")), None, match.group("title"))
        elif match := PART.match(text):
            heading = _Heading("part", index, _roman(match.group("number")), None, match.group("title"))
        elif len(text) <= 20 and _folded(text) in DEFINITIONS_TITLES and text[:1].isupper():
            heading = _Heading("definitions", index, "I", None, text)
        elif len(text) <= 20 and _folded(text) in CONTENTS_TITLES:
            heading = _Heading("contents", index, None, None, text)
        else:
            continue
        if not heading.title and heading.kind in ("law", "chapter", "part"):
            following = _next_text(lines, index)
            if following is not None and _is_title_line(lines[following]):
                heading.title, heading.title_line = lines[following].text.strip(), following
                titles.add(following)
        found.append(heading)
    if not any(h.kind == "law" for h in found):
        page_heading = _page_heading(lines, language)
        if page_heading is not None:
            found = sorted([*found, page_heading], key=lambda h: h.index)
    return sorted([*found, *_unheaded_latin_text(lines, found, language)], key=lambda h: h.index)


def _unheaded_latin_text(lines: list[Line], found: list[_Heading], language: str) -> list[_Heading]:
    """Under a Greek law heading, the English (or Polish) that a page prints after the Greek with no
    heading of its own: a heading of ``language`` for that law where the Latin text starts (on its
    title line, or on the blank line before it)."""
    if language == "el":
        return []
    own = {h.number for h in found if h.kind == "law" and h.language == language}
    starts = sorted(h.index for h in found)
    added = []
    for heading in found:
        if heading.kind != "law" or heading.language != "el" or heading.number in own:
            continue
        stop = next((index for index in starts if index > heading.index), len(lines))
        for index in range((heading.title_line or heading.index) + 1, stop):
            if _foreign_script(lines[index].text, "el"):
                title = lines[index].text.strip() if _is_title_line(lines[index]) else ""
                at = index if title else index - 1
                if title or not lines[at].text.strip():
                    added.append(_Heading("law", at, heading.number, language, title))
                break
    return added


def _page_heading(lines: list[Line], language: str) -> _Heading | None:
    """The ``53. TITLE`` heading of a one-law page, or its link to the same law in another language
    (``EN: law 53``), among its first lines (after its navigation)."""
    seen = 0
    for index, line in enumerate(lines):
        text = line.text.strip()
        if not text or NAVIGATION.match(text) or NAVIGATION_WORDS.match(text):
            continue
        if line.table or "|" in text:
            return None
        law = _law_heading(line, language, numbered=True)
        if law and 1 <= law[0] <= MAX_LAW:
            return _Heading("law", index, law[0], law[1], law[2])
        if (link := LANGUAGE_LINK.match(text)) and 1 <= int(link.group("number")) <= MAX_LAW:
            return _Heading("law", index, int(link.group("number")), language, "")
        seen += 1
        if seen >= 3:
            return None
    return None


def _end_of_laws(lines: list[Line], language: str) -> int:
    """The index of the line that ends the laws (an ``INDEX`` or ``APPENDIX`` line after the last law
    heading, so that the same word in a contents page ends nothing), else ``len(lines)``."""
    last_law = None
    ends = []
    for index, line in enumerate(lines):
        text = line.text.strip()
        if not text:
            continue
        if LAW_HEADING.match(text) and _law_heading(line, language):
            last_law = index
        elif len(text) <= 20 and _folded(text) in END_MATTER and text[:1].isupper():
            ends.append(index)
    return next((end for end in ends if last_law is not None and end > last_law), len(lines))


def _roman(number: str) -> str:
    """A chapter's Roman numeral, Latin letters for the Greek capitals typed for them (ΙΧ -> IX)."""
    return number.upper().translate(str.maketrans("ΙΧ", "IX"))


def _next_text(lines: list[Line], index: int) -> int | None:
    for following in range(index + 1, min(index + 4, len(lines))):
        if lines[following].text.strip():
            return following
    return None


def assemble(
    documents: list[Document],
    language: str,
    only_law: int | None = None,
    glossary: list[dict] | None = None,
    progress=None,
) -> Book:
    """Find the laws of ``language`` in ``documents`` and split each; nothing is written here.

    Raises :class:`ImportFileError` when no document holds a law of the Laws; in a batch, a document
    in which none can be found is left out and listed in ``book.skipped``, and the others are read.
    ``progress`` (a :class:`lawsite.progress.Progress`) is told of each law divided.
    """
    book = Book(language)
    pending = []
    errors: list[ImportFileError] = []
    for document in documents:
        book.documents.append(document)
        kept = (len(book.removed), len(book.unplaced), len(book.other_language))
        book.removed.extend((document.name, removed) for removed in document.removed)
        try:
            if document.language_hint and document.language_hint != language:
                raise ImportFileError(
                    document.given, f"its front matter says 'Language: {document.language_hint}', not {language}"
                )
            found = (len(pending), len(book.definitions), len(book.chapters), len(book.out_of_order))
            pending += _assemble_document(book, document, language, only_law)
            if found == (len(pending), len(book.definitions), len(book.chapters), len(book.out_of_order)):
                raise ImportFileError(document.given, _nothing_found(book, document, language, only_law))
        except ImportFileError as error:
            errors.append(error)
            del book.removed[kept[0] :], book.unplaced[kept[1] :], book.other_language[kept[2] :]
    if progress is not None:
        progress.total = len(pending)
    for document, number, body, meta, hinted in pending:
        try:
            law = _split(book, document, number, body, meta, language, hinted)
        except ImportFileError as error:
            errors.append(error)
            law = None
        if law is not None:
            book.laws[number] = law
        if progress is not None:
            progress.advance(clauses=len(law.clauses) if law else 0)
    if errors and not (book.laws or book.definitions or book.chapters):
        raise errors[0]
    book.skipped = [Problem(error.name, "", error.message) for error in errors]
    if glossary:
        _match_glossary(book.definitions, glossary, language)
    return book


def _nothing_found(book: Book, document: Document, language: str, only_law: int | None) -> str:
    others = sorted({p.text.split(" ")[0] for p in book.other_language if p.document == document.name})
    if others:
        return f"only {', '.join(others)} text found, no {language} text; is --language right?"
    if only_law:
        return f"no text of Law {only_law} found"
    return (
        f"no law of the Laws found (no heading such as 'LAW 12', 'ΝΟΜΟΣ 12', 'Przepis 12' or '12. TITLE' in "
        f"{language} text, and no law number in the file name); is this a page of another site?"
    )


def _assemble_document(book: Book, document: Document, language: str, only_law: int | None) -> list[tuple]:
    """Walk one document's lines; returns the laws' bodies to divide: (document, law, lines, meta, hinted)."""
    end = _end_of_laws(document.lines, language)
    if end < len(document.lines):
        rest = [line for line in document.lines[end:] if line.text.strip()]
        where = f"{rest[0].where} – {rest[-1].where}"
        book.removed.append(
            (document.name, Removed(where, f"{rest[0].text.strip()} ({len(rest)} lines)", "end matter"))
        )
        document = replace(document, lines=document.lines[:end])
    lines = document.lines
    headings = _headings(document, language)
    last = {}
    for heading in headings:
        if heading.kind == "law":
            last[(heading.language, heading.number)] = heading.index
        elif heading.kind == "chapter":
            last[(heading.kind, heading.number)] = heading.index
    accepted = []
    for heading in headings:
        key = (heading.language, heading.number) if heading.kind == "law" else (heading.kind, heading.number)
        if heading.kind in ("law", "chapter") and last[key] != heading.index:
            why = "contents" if _bodiless(lines, heading, headings) else None
            if why:
                book.removed.append(
                    (document.name, Removed(lines[heading.index].where, lines[heading.index].text, why))
                )
            else:
                later = lines[last[key]].where
                book.unplaced.append(
                    Problem(
                        document.name,
                        lines[heading.index].where,
                        f"{lines[heading.index].text} (repeated at {later}; that one is used)",
                    )
                )
            heading.kind = "skip"
        accepted.append(heading)
    by_index = {h.index: h for h in accepted}
    skip = {h.title_line for h in accepted if h.title_line is not None and h.kind != "skip"}

    hint = only_law or document.law_hint
    has_law_heading = any(h.kind == "law" and h.language == language for h in accepted)
    state = {"law": None, "lang": language, "chapter": None, "part": None, "mode": "before"}
    if not has_law_heading and hint:
        if hint in book.seen_laws:
            book.out_of_order.append(
                Problem(document.name, lines[0].where if lines else "", f"Law {hint} appears again", hint)
            )
            return []
        state.update(law=hint, mode="law", where=lines[0].where if lines else "start")
    bodies: dict[int, list[Line]] = {}
    meta: dict[int, dict] = {}
    if state["mode"] == "law":
        bodies[hint] = []
        meta[hint] = {"title": "", "where": state["where"]}
    other_start = None
    previous_law = 0

    def close_other(index):
        nonlocal other_start
        if other_start is not None:
            start_where, other_lang, other_law = other_start
            end = lines[index - 1].where if index else start_where
            book.other_language.append(
                Problem(document.name, f"{start_where} – {end}", f"{other_lang} text of Law {other_law}", other_law)
            )
            other_start = None

    for index, line in enumerate(lines):
        heading = by_index.get(index)
        if heading is not None and heading.kind not in ("skip",):
            if heading.kind == "law":
                close_other(index)
                if heading.language != language:
                    state.update(mode="other", law=None)
                    other_start = (line.where, heading.language, heading.number)
                    continue
                if only_law and heading.number != only_law:
                    state.update(mode="not-asked", law=None)
                    continue
                number = heading.number
                if number in bodies or number in book.seen_laws:
                    book.out_of_order.append(Problem(document.name, line.where, f"Law {number} appears again", number))
                    state.update(mode="not-asked", law=None)
                    continue
                if number < previous_law:
                    book.out_of_order.append(
                        Problem(document.name, line.where, f"Law {number} comes after Law {previous_law}", number)
                    )
                previous_law = max(previous_law, number)
                state.update(mode="law", law=number)
                book.seen_laws.add(number)
                bodies[number] = []
                meta[number] = {"title": heading.title, "where": line.where}
                if state["part"] is not None:
                    state["part"]["laws"].append(number)
                if state["chapter"] is not None:
                    state["chapter"].laws.append(number)
                continue
            if heading.kind in ("chapter", "definitions"):
                close_other(index)
                title = heading.title
                chapter = ChapterHeading(str(heading.number), title, f"{document.name}, {line.where}")
                book.chapters.append(chapter)
                state.update(chapter=chapter, part=None, law=None)
                is_definitions = _folded(title) in DEFINITIONS_TITLES or (heading.number == "I" and previous_law == 0)
                state["mode"] = "definitions" if is_definitions else "between"
                continue
            if heading.kind == "part":
                close_other(index)
                part = {"number": str(heading.number), "title": heading.title, "laws": []}
                if state["chapter"] is not None:
                    state["chapter"].parts.append(part)
                state.update(part=part, law=None, mode="between")
                continue
            if heading.kind == "contents":
                state.update(mode="contents", law=None)
                book.removed.append((document.name, Removed(line.where, line.text, "contents")))
                continue
        if index in skip:
            continue
        text = line.text.strip()
        mode = state["mode"]
        if mode in ("other", "not-asked"):
            continue
        if not text:
            if mode == "law":
                bodies[state["law"]].append(line)
            continue
        if heading is not None and heading.kind == "skip":
            continue
        if NAVIGATION.match(text) or NAVIGATION_WORDS.match(text):
            book.removed.append((document.name, Removed(line.where, text, "navigation")))
            continue
        if mode == "law" and _foreign_script(text, language):
            state.update(mode="other")
            other_start = (line.where, "en", state["law"])
            continue
        if CONTENTS_LINE.search(text) or mode == "contents":
            book.removed.append((document.name, Removed(line.where, text, "contents")))
            continue
        if line.table:
            book.unplaced.append(Problem(document.name, line.where, f"table row: {text}", state["law"]))
            continue
        if mode == "law":
            bodies[state["law"]].append(line)
        elif mode == "definitions":
            _definition(book, document, line)
        else:
            book.unplaced.append(Problem(document.name, line.where, text, None))
    close_other(len(lines))

    if state["mode"] == "law" and not has_law_heading and hint:
        book.seen_laws.add(hint)
    return [(document, number, body, meta[number], not has_law_heading) for number, body in bodies.items()]


def _foreign_script(text: str, language: str) -> bool:
    """A line of Latin words in Greek text: the English a page prints after the Greek."""
    if language != "el" or is_greek(text):
        return False
    return len(re.findall(r"[A-Za-z]{2,}", text)) >= 3


def _bodiless(lines: list[Line], heading: _Heading, headings: list[_Heading]) -> bool:
    """A heading followed at once by another heading (a contents list), not by text of its own."""
    following = [h.index for h in headings if h.index > heading.index]
    stop = following[0] if following else len(lines)
    start = (heading.title_line or heading.index) + 1
    return not any(
        lines[i].text.strip() and not CONTENTS_LINE.search(lines[i].text) for i in range(start, min(stop, len(lines)))
    )


def _definition(book: Book, document: Document, line: Line) -> None:
    text = line.text.strip()
    match = DEFINITION.match(text)
    if match:
        book.definitions.append(Definition(match.group("term").strip(), match.group("text").strip(), line.where))
    elif book.definitions:
        definition = book.definitions[-1]
        if document.wrapped and joins(definition.text, text):
            definition.text = run_on(definition.text, text)
        else:
            definition.text += "\n" + text
    else:
        book.unplaced.append(Problem(document.name, line.where, text, None))


def _split(book: Book, document: Document, number: int, body: list[Line], meta: dict, language: str, hinted: bool):
    while body and not body[0].text.strip():
        body.pop(0)
    while body and not body[-1].text.strip():
        body.pop()
    text = "\n".join(line.text for line in body)
    result = divide(text, number, language)

    def where(lineno: int) -> str:
        return body[lineno - 1].where if 0 < lineno <= len(body) else meta["where"]

    for lineno, ignored in result.ignored:
        book.removed.append((document.name, Removed(where(lineno), ignored.strip(), "navigation")))
    for lineno, message in result.problems:
        book.out_of_order.append(Problem(document.name, where(lineno), f"Law {number}: {message}", number))
    if result.supplied:
        book.notes.append(
            Problem(
                document.name,
                meta["where"],
                f"Law {number}: section letters {result.supplied} supplied (the text prints its section titles without them)",
                number,
            )
        )
    root = result.clauses[0]
    if root.text.count("\n") >= 8 and not any(d.text for d in result.clauses[1:]):
        book.notes.append(
            Problem(
                document.name,
                meta["where"],
                f"Law {number}: all its text is in the law's own row; no numbered clause was found in it",
                number,
            )
        )
    has_text = any(d.text or d.heading for d in result.clauses)
    if hinted and document.kind == "html" and not any(d.clause_id.depth for d in result.clauses):
        raise ImportFileError(
            document.given,
            f"no law text found: the page gives no numbered clause (A., 1., (a)) of Law {number}; "
            "is this a page of another site?",
        )
    if not has_text:
        book.out_of_order.append(Problem(document.name, meta["where"], f"Law {number} has no text", number))
        return None
    if document.wrapped:
        for draft in result.clauses:
            draft.lines = reflow(draft.lines)
    source = document.source_hint or document.name
    return ImportedLaw(number, language, meta["title"], result.clauses, document.name, meta["where"], source, body)


def _match_glossary(definitions: list[Definition], glossary: list[dict], language: str) -> None:
    forms = {}
    for term in glossary:
        for form in term.get(language, []) or []:
            forms[_folded(form)] = term["key"]
    for definition in definitions:
        definition.key = forms.get(_folded(definition.term), "")


@dataclass
class Unresolved:
    law: int
    clause: str
    target: str
    text: str


def unresolved_references(book: Book, existing: dict[int, set[str]]) -> tuple[list[Unresolved], int]:
    """References in the imported text to clauses that neither the import nor the edition holds.

    ``existing``: clause ids with text in the edition's other files, by law. A target in a law that
    has no text anywhere yet is a stub, not an error; those are only counted (second value).
    """
    ids = {number: {str(d.clause_id) for d in law.clauses} for number, law in book.laws.items()}
    unresolved, to_stubs = [], 0
    for number, law in sorted(book.laws.items()):
        for draft in law.clauses:
            for text in (draft.heading, draft.text):
                for ref in find_references(text, book.language, current_law=number):
                    target = ClauseId.parse(ref.target)
                    known = ids.get(target.law, set()) | existing.get(target.law, set())
                    if not known:
                        to_stubs += 1
                    elif ref.target not in known:
                        unresolved.append(
                            Unresolved(number, str(draft.clause_id), ref.target, text[ref.start : ref.end])
                        )
    return unresolved, to_stubs
