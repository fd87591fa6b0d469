"""Books made for the import tests and the benchmark, in every format import_book reads.

Made from clause drafts: the seed laws as ``laws_content/`` gives them today, or a synthetic book of
all 93 laws (generated words, no law text). The same clauses are written as

* a Word file whose labels (A. / 1. / (a) / (i)) live only in its numbering definitions;
* a PDF set in DejaVu Sans (embedded; Greek), with a running header, page numbers, words hyphenated
  at line ends, a footnote with its raised marker, and two-column pages where asked;
* an HTML page per law with the navigation of the Polish federation's pages;
* a DokuWiki XHTML export page with the Greek text followed by the English;
* plain text, as the splitter reads it.
"""

from __future__ import annotations

import html
import io
import random
from dataclasses import dataclass, field
from pathlib import Path

from lawsite.editor.export import law_text
from lawsite.importing.book import assemble
from lawsite.importing.readers import read_document
from lawsite.laws.numbering import ClauseId
from lawsite.laws.splitter import ClauseDraft, split_law

CONTENT_DIR = Path(__file__).resolve().parents[2] / "laws_content"


def import_bytes(name: str, data: bytes, language: str, **options):
    """One file read and assembled the way import_book does it."""
    return assemble([read_document(name, data, language)], language, **options)


FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
HEADING_WORD = {"en": "LAW", "el": "ΝΟΜΟΣ", "pl": "Przepis"}
CHAPTER_WORD = {"en": "CHAPTER", "el": "ΚΕΦΑΛΑΙΟ", "pl": "ROZDZIAŁ"}
PART_WORD = {"en": "PART", "el": "ΜΕΡΟΣ", "pl": "CZĘŚĆ"}
RUNNING_HEADER = {
    "en": "The Laws of Duplicate Bridge (import test)",
    "el": "Νόμοι του Duplicate Bridge (δοκιμή)",
    "pl": "Prawo brydżowe (test importu)",
}


@dataclass
class Law:
    number: int
    title: str
    clauses: list[ClauseDraft]


@dataclass
class Chapter:
    number: str
    title: str
    laws: list[Law]
    parts: list[tuple[str, str, int]] = field(default_factory=list)  # (number, title, first law of the part)


@dataclass
class Book:
    language: str
    chapters: list[Chapter]
    definitions: list[tuple[str, str]] = field(default_factory=list)  # (term, text) in Chapter I

    @property
    def laws(self) -> list[Law]:
        return [law for chapter in self.chapters for law in chapter.laws]


def records(clauses) -> list[tuple[str, str, str]]:
    """What a law file gives the loader: (clause id, heading, text) of every clause with something."""
    return [
        (str(d.clause_id), d.heading, d.text)
        for d in clauses
        if not (d.clause_id.depth == 0 and not d.text and not d.heading)
    ]


# -- clause drafts to blocks ---------------------------------------------------------------------------


@dataclass
class Block:
    level: int | None  # None: unnumbered; 0 section, 1 item, 2 sub-item, 3 sub-sub-item
    ordinal: int
    lines_by_paragraph: list[list[str]]  # the first paragraph goes with the label
    bold: bool = False


def _ordinal(cid: ClauseId) -> int:
    if cid.subsub:
        return ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"].index(cid.subsub) + 1
    if cid.sub:
        return ord(cid.sub) - ord("a") + 1
    if cid.item is not None:
        return cid.item
    return ord(cid.section) - ord("A") + 1


def _paragraphs(text: str) -> list[list[str]]:
    return [paragraph.split("\n") for paragraph in text.split("\n\n")] if text else []


def blocks(clauses: list[ClauseDraft]) -> list[Block]:
    """Numbered and plain paragraphs: a section's heading takes its label, its text follows unnumbered;
    an item's first paragraph takes the label."""
    out = []
    for draft in clauses:
        cid = draft.clause_id
        paragraphs = _paragraphs(draft.text)
        if cid.depth == 0:
            out += [Block(None, 0, [p]) for p in paragraphs]
        elif cid.depth == 1:
            out.append(Block(0, _ordinal(cid), [[draft.heading]] if draft.heading else [[""]], bold=True))
            out += [Block(None, 0, [p]) for p in paragraphs]
        else:
            out.append(Block(cid.depth - 1, _ordinal(cid), paragraphs[:1] or [[""]]))
            out += [Block(None, 0, [p]) for p in paragraphs[1:]]
    return out


def label(level: int, ordinal: int, language: str) -> str:
    from lawsite.importing.labels import ITEM, SECTION, SUB, SUBSUB  # noqa: PLC0415
    from lawsite.importing.labels import label as make

    return make((SECTION, ITEM, SUB, SUBSUB)[level], ordinal, language)


# -- plain text -----------------------------------------------------------------------------------------


def law_heading(law: Law, language: str) -> str:
    return f"{HEADING_WORD[language]} {law.number}" + (f" – {law.title}" if law.title else "")


def as_text(book: Book) -> bytes:
    out = []
    for chapter in book.chapters:
        out += [f"{CHAPTER_WORD[book.language]} {chapter.number}", chapter.title.upper(), ""]
        if chapter.number == "I":
            out += [f"{term} – {text}" for term, text in book.definitions] + [""]
        parts = {first: (number, title) for number, title, first in chapter.parts}
        for law in chapter.laws:
            if law.number in parts:
                number, title = parts[law.number]
                out += [f"{PART_WORD[book.language]} {number}", title.upper(), ""]
            out += [
                law_heading(law, book.language),
                "",
                law_text({d.clause_id: d for d in law.clauses}, book.language),
                "",
            ]
    return "\n".join(out).encode()


# -- Word --------------------------------------------------------------------------------------------


def _numbering(document):
    """One abstract list of four levels (A. / 1. / (a) / (i)) in numbering.xml; returns a function
    that adds a list instance restarting at A for each law."""
    from docx.oxml import parse_xml  # noqa: PLC0415
    from docx.oxml.ns import nsdecls  # noqa: PLC0415

    numbering = document.part.numbering_part.element
    abstract_id = 90
    levels = "".join(
        f'<w:lvl w:ilvl="{i}"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/><w:lvlText w:val="{text}"/>'
        f'<w:lvlJc w:val="left"/><w:pPr><w:ind w:left="{360 * (i + 1)}" w:hanging="360"/></w:pPr></w:lvl>'
        for i, (fmt, text) in enumerate(
            [("upperLetter", "%1."), ("decimal", "%2."), ("lowerLetter", "(%3)"), ("lowerRoman", "(%4)")]
        )
    )
    abstract = parse_xml(
        f'<w:abstractNum {nsdecls("w")} w:abstractNumId="{abstract_id}">'
        f'<w:multiLevelType w:val="multilevel"/>{levels}</w:abstractNum>'
    )
    first_num = numbering.find(abstract.tag.replace("abstractNum", "num"))
    if first_num is not None:
        first_num.addprevious(abstract)
    else:
        numbering.append(abstract)
    counter = iter(range(200, 10_000))

    def new_list() -> int:
        num_id = next(counter)
        numbering.append(
            parse_xml(
                f'<w:num {nsdecls("w")} w:numId="{num_id}"><w:abstractNumId w:val="{abstract_id}"/>'
                f'<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>'
            )
        )
        return num_id

    return new_list


def _numbered(paragraph, num_id: int, level: int):
    from docx.oxml import parse_xml  # noqa: PLC0415
    from docx.oxml.ns import nsdecls  # noqa: PLC0415

    ppr = paragraph._p.get_or_add_pPr()
    ppr.append(parse_xml(f'<w:numPr {nsdecls("w")}><w:ilvl w:val="{level}"/><w:numId w:val="{num_id}"/></w:numPr>'))


def _runs(paragraph, lines: list[str], bold: bool = False):
    for index, line in enumerate(lines):
        run = paragraph.add_run(line)
        run.bold = bold or None
        if index + 1 < len(lines):
            run.add_break()


def as_docx(book: Book, footnote_after: str | None = None) -> bytes:
    """Word file: headings in Word's heading styles, labels only in the numbering definitions."""
    import docx  # noqa: PLC0415

    document = docx.Document()
    new_list = _numbering(document)
    for chapter in book.chapters:
        document.add_heading(f"{CHAPTER_WORD[book.language]} {chapter.number}", level=1)
        document.add_heading(chapter.title.upper(), level=1)
        if chapter.number == "I":
            for term, text in book.definitions:
                paragraph = document.add_paragraph()
                paragraph.add_run(term).bold = True
                paragraph.add_run(f" – {text}")
        parts = {first: (number, title) for number, title, first in chapter.parts}
        for law in chapter.laws:
            if law.number in parts:
                number, title = parts[law.number]
                document.add_heading(f"{PART_WORD[book.language]} {number} – {title.upper()}", level=2)
            document.add_heading(f"{HEADING_WORD[book.language]} {law.number}", level=2)
            if law.title:
                document.add_paragraph().add_run(law.title.upper()).bold = True
            num_id = new_list()
            for block in blocks(law.clauses):
                for index, lines in enumerate(block.lines_by_paragraph):
                    paragraph = document.add_paragraph()
                    if block.level is not None and index == 0:
                        _numbered(paragraph, num_id, block.level)
                    _runs(paragraph, lines, bold=block.bold)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


# -- PDF ---------------------------------------------------------------------------------------------


class _Pdf:
    """fpdf2 with our own line filling, so words are hyphenated at line ends as a book sets them."""

    def __init__(self, language: str, columns_for: set[int] = frozenset(), size: float = 10):
        from fpdf import FPDF  # noqa: PLC0415

        self.pdf = FPDF(format="A4", unit="pt")
        self.pdf.set_auto_page_break(False)
        self.pdf.add_font("body", "", str(FONT_DIR / "DejaVuSans.ttf"))
        self.pdf.add_font("body", "B", str(FONT_DIR / "DejaVuSans-Bold.ttf"))
        self.language = language
        self.columns_for = columns_for
        self.size = size
        self.leading = round(size * 1.3)
        self.top, self.bottom, self.margin = 72, 770, 56
        self.page_width = 595.28
        self.footnote = None
        self.footnotes_on_page: list[str] = []
        self.hyphenated = 0
        self.new_page()
        self.set_columns(1)

    def _footnotes(self):
        self.pdf.set_font("body", "", 7)
        y = self.bottom + 8
        for note in self.footnotes_on_page:
            self.pdf.text(self.margin, y, note)
            y += 9
        self.footnotes_on_page = []

    def new_page(self):
        if self.pdf.page:
            self._footnotes()
        self.pdf.add_page()
        self.pdf.set_font("body", "", 8)
        self.pdf.text(self.margin, 40, RUNNING_HEADER[self.language])
        self.pdf.text(self.page_width / 2 - 5, 815, str(self.pdf.page))
        self.y = self.top
        self.column = 0

    def set_columns(self, count: int):
        self.count = count
        gutter = 24
        full = self.page_width - 2 * self.margin
        self.width = full if count == 1 else (full - gutter) / 2
        self.lefts = [self.margin] if count == 1 else [self.margin, self.margin + self.width + gutter]
        self.column = 0

    def _advance(self, height: float):
        if self.y + height > self.bottom - 9 * len(self.footnotes_on_page):
            if self.count == 2 and self.column == 0:
                self.column = 1
                self.y = self.column_top
            else:
                self.new_page()
                self.column_top = self.y
        self.y += height

    def width_of(self, text: str, bold: bool = False) -> float:
        self.pdf.set_font("body", "B" if bold else "", self.size)
        return self.pdf.get_string_width(text)

    def heading(self, text: str, gap: float = 8):
        self.y += gap
        self.line(text, bold=True)

    def line(self, text: str, bold: bool = False, marker: tuple[str, str] | None = None):
        self._advance(self.leading)
        self.pdf.set_font("body", "B" if bold else "", self.size)
        x = self.lefts[self.column]
        self.pdf.text(x, self.y, text)
        if marker and marker[0] in text:
            before = text[: text.index(marker[0]) + len(marker[0])]
            at = x + self.width_of(before, bold)
            self.pdf.set_font("body", "", 6)
            self.pdf.text(at, self.y - 4, marker[1])
            self.footnotes_on_page.append(f"{marker[1]} A footnote of the import test, below the text.")

    def paragraph(self, lines: list[str], bold: bool = False, gap: float = 4, marker=None):
        self.y += gap
        for source_line in lines:
            for printed in self.fill(source_line, bold):
                self.line(printed, bold, marker)
                if marker and marker[0] in printed:
                    marker = None

    def fill(self, text: str, bold: bool) -> list[str]:
        """Greedy filling; a word that does not fit is hyphenated if at least 3 letters go each side."""
        out, current = [], ""
        for word in text.split(" "):
            candidate = f"{current} {word}" if current else word
            if self.width_of(candidate, bold) <= self.width:
                current = candidate
                continue
            split = None
            if len(word) >= 7 and word.isalpha():
                for cut in range(len(word) - 3, 2, -1):
                    head = f"{current} {word[:cut]}-" if current else f"{word[:cut]}-"
                    if self.width_of(head, bold) <= self.width:
                        split = cut
                        break
            if split:
                out.append(f"{current} {word[:split]}-" if current else f"{word[:split]}-")
                self.hyphenated += 1
                current = word[split:]
            else:
                out.append(current)
                current = word
        out.append(current)
        return [line for line in out if line]

    def output(self) -> bytes:
        self._footnotes()
        return bytes(self.pdf.output())


def as_pdf(
    book: Book, two_columns: set[int] = frozenset(), footnote_after: str | None = None, size: float = 10
) -> bytes:
    """PDF of the book; laws in ``two_columns`` are set in two columns on a page of their own;
    ``footnote_after``: a word of the text after which a raised footnote marker is set; ``size``: of the type."""
    pdf = _Pdf(book.language, two_columns, size)
    marker = (footnote_after, "1") if footnote_after else None
    for chapter in book.chapters:
        pdf.heading(f"{CHAPTER_WORD[book.language]} {chapter.number}", gap=14)
        pdf.heading(chapter.title.upper(), gap=0)
        for term, text in book.definitions if chapter.number == "I" else []:
            pdf.paragraph([f"{term} – {text}"])
        parts = {first: (number, title) for number, title, first in chapter.parts}
        for law in chapter.laws:
            if law.number in two_columns:
                pdf.new_page()
                pdf.column_top = pdf.y
            if law.number in parts:
                number, title = parts[law.number]
                pdf.heading(f"{PART_WORD[book.language]} {number} – {title.upper()}", gap=10)
            pdf.heading(law_heading(law, book.language).upper(), gap=10)
            if law.number in two_columns:
                pdf.column_top = pdf.y + pdf.leading
                pdf.set_columns(2)
            for block in blocks(law.clauses):
                for index, lines in enumerate(block.lines_by_paragraph):
                    if block.level is not None and index == 0:
                        mark = label(block.level, block.ordinal, book.language)
                        lines = [f"{mark} {lines[0]}".rstrip(), *lines[1:]]
                    pdf.paragraph(lines, bold=block.bold, marker=marker)
                    if marker and any(marker[0] in line for line in lines):
                        marker = None
            if law.number in two_columns:
                pdf.set_columns(1)
                pdf.new_page()
    return pdf.output()


def pdf_without_text() -> bytes:
    from fpdf import FPDF  # noqa: PLC0415

    pdf = FPDF()
    pdf.add_page()
    pdf.rect(20, 20, 100, 60, style="F")
    return bytes(pdf.output())


# -- HTML --------------------------------------------------------------------------------------------


def _html_blocks(law: Law, language: str, lists: bool) -> list[str]:
    """Paragraphs (``<br>`` inside); with ``lists``, sub-items as an ``<ol type="a">`` drawing (a), (b)."""
    out = []
    open_list = False
    for block in blocks(law.clauses):
        for index, lines in enumerate(block.lines_by_paragraph):
            body = "<br>\n".join(html.escape(line) for line in lines)
            if lists and block.level == 2 and index == 0:
                if not open_list:
                    out.append('<ol type="a">')
                    open_list = True
                out.append(f"<li>{body}</li>")
                continue
            if open_list:
                out.append("</ol>")
                open_list = False
            if block.level is not None and index == 0:
                mark = html.escape(label(block.level, block.ordinal, language))
                body = f"{mark} {body}".rstrip()
                if block.bold:
                    body = f"<b>{body}</b>"
            out.append(f"<p>{body}</p>")
    if open_list:
        out.append("</ol>")
    return out


def as_pzbs_page(law: Law, heading: str | None, navigation_lines: list[str] = ()) -> bytes:
    """One law per page as the Polish federation's pages: arrows to the laws before and after at the
    top, a title heading, the text, and navigation to the neighbouring laws at the foot."""
    previous, following = law.number - 1, law.number + 1
    top = f'<div class="nav"><a href="przep{previous}.htm">← {previous}</a> <a href="przep{following}.htm">→ {following}</a></div>'
    parts = [
        "<!DOCTYPE html>",
        '<html lang="pl"><head><meta charset="utf-8">',
        f"<title>Przepis {law.number}</title><style>p {{ margin: 0 }}</style></head><body>",
        top,
    ]
    if heading:
        parts.append(f"<h2>{html.escape(heading)}</h2>")
    parts += _html_blocks(law, "pl", lists=True)
    parts += [f"<p>{html.escape(line)}</p>" for line in navigation_lines]
    parts.append(
        f'<table><tr><td><a href="przep{previous}.htm">{previous}. POPRZEDNI</a></td><td></td>'
        f'<td><a href="przep{following}.htm">{following}. NASTĘPNY</a></td></tr></table>'
    )
    parts.append("</body></html>")
    return "\n".join(parts).encode()


def as_dokuwiki(greek: Law, english: Law, footnote_after: str | None = None) -> bytes:
    """DokuWiki's XHTML export of a law page: the Greek text, then the English."""

    def section(law: Law, language: str, number: int) -> list[str]:
        out = [
            f'<h1 class="sectionedit{number}" id="law_{law.number}_{language}">'
            f"{html.escape(law_heading(law, language))}</h1>",
            '<div class="level1">',
        ]
        out += _html_blocks(law, language, lists=False)
        return out + ["</div>"]

    parts = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE html>",
        '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="el" lang="el"><head>',
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />',
        f"<title>law_{greek.number:02d}</title>",
        '<meta name="generator" content="DokuWiki"/>',
        '</head><body><div class="dokuwiki export">',
    ]
    parts += section(greek, "el", 1) + section(english, "en", 2)
    body = "\n".join(parts)
    if footnote_after:
        body = body.replace(
            footnote_after,
            f'{footnote_after}<sup><a href="#fn__1" id="fnt__1" class="fn_top">1)</a></sup>',
            1,
        )
        body += (
            '<div class="footnotes"><div class="fn"><sup><a href="#fnt__1" id="fn__1" class="fn_bot">1)</a>'
            '</sup> <div class="content">A footnote of the import test.</div></div></div>'
        )
    return (body + "</div></body></html>").encode()


def page_of_another_site() -> bytes:
    return (
        b"<!DOCTYPE html><html><head><title>Club news</title></head><body><h1>Tuesday pairs</h1>"
        b"<p>Results of the club's Tuesday pairs and the summer timetable.</p><ul><li>N-S: 1. Smith</li></ul>"
        b"</body></html>"
    )


# -- the synthetic book ------------------------------------------------------------------------------

_WORDS = {
    "en": "the player director board table trick card suit hand side contract score round pair team "
    "after before when unless shall may must either other opponents partner".split(),
    "el": "ο παίκτης διαιτητής θήκη τραπέζι λεβέ φύλλο χρώμα χέρι πλευρά συμβόλαιο σκορ γύρος ζεύγος "
    "ομάδα μετά πριν όταν εκτός πρέπει μπορεί αντίπαλοι συμπαίκτης".split(),
    "pl": "gracz sędzia pudełko stół lewa karta kolor ręka strona kontrakt zapis runda para drużyna "
    "po przed gdy jeżeli musi może przeciwnicy partner".split(),
}
_REFERENCE = {"en": "see Law {}", "el": "βλέπε Νόμο {}", "pl": "patrz przepis {}"}


def synthetic_law(number: int, language: str, rng: random.Random, scale: float = 1.0) -> list[ClauseDraft]:
    """A law of generated words with every level of numbering; Law 12 reaches section F and (f).
    ``scale`` lengthens the sentences (the benchmark sets it for a book of about 100 pages)."""
    words = _WORDS[language]

    def sentence(length: int) -> str:
        text = " ".join(rng.choice(words) for _ in range(max(2, round(length * scale))))
        return text[:1].upper() + text[1:] + "."

    lines = [sentence(12)] if number % 3 == 0 else []
    sections = 6 if number == 12 else rng.randint(2, 4)
    for s in range(sections):
        letter = label(0, s + 1, language)
        lines.append(f"{letter} {sentence(3)[:-1].title() if language != 'el' else sentence(3)[:-1]}")
        if s % 2:
            lines.append(sentence(rng.randint(20, 60)))
        for item in range(1, (6 if number == 12 and s == 2 else rng.randint(0, 3)) + 1):
            text = sentence(rng.randint(15, 45))
            if rng.random() < 0.3:
                target = f"{rng.randint(1, 93)}A{rng.randint(1, 2)}"
                text = text[:-1] + f" ({_REFERENCE[language].format(target)})."
            subs = 6 if number == 12 and s == 2 and item == 1 else (rng.randint(2, 3) if rng.random() < 0.3 else 0)
            if subs:
                lines.append(f"{item}. {sentence(10)}")
                for sub in range(1, subs + 1):
                    lines.append(f"{label(2, sub, language)} {sentence(rng.randint(10, 30))}")
            else:
                lines.append(f"{item}. {text}")
    return split_law("\n".join(lines), number).clauses


def synthetic_book(edition: dict, glossary: list[dict], language: str, seed: int = 2027, scale: float = 1.0) -> Book:
    """All 93 laws under the chapters of ``edition`` (edition.toml), the glossary's terms as definitions."""
    rng = random.Random(seed)
    chapters = []
    for chapter in edition["chapter"]:
        title = chapter["title"].get(language) or chapter["title"]["en"]
        laws = [
            Law(n, edition["law"][str(n)].get(language, ""), synthetic_law(n, language, rng, scale))
            for n in chapter["laws"]
        ]
        parts = (
            [("I", "Part one of the test", laws[0].number), ("II", "Part two of the test", laws[len(laws) // 2].number)]
            if len(laws) > 20
            else []
        )
        chapters.append(Chapter(chapter["number"], title, laws, parts))
    definitions = [
        (term[language][0][:1].upper() + term[language][0][1:], f"definition {index} of the import test")
        for index, term in enumerate(glossary, start=1)
        if term.get(language)
    ]
    return Book(language, chapters, definitions)
