"""PDF: text runs with their positions (pypdf), laid out again into the lines of the printed law.

Why pypdf and not pdfminer.six: both give each run of text with its position, and through the same
layout below both reproduce the seed laws and the generated 93-law book exactly; pypdf takes about a
sixth of pdfminer's time per page (0.031 s against 0.179 s, ``bench/import_book.py``), which keeps a
100-page book inside its time budget. Neither library's own text output keeps the text's lines. pypdf does not give the width of a run, so :class:`_Font` measures it from the font's own
width table (``/W`` or ``/Widths`` through its ``/ToUnicode`` map).

The layout, page by page: runs grouped into lines by baseline; on a two-column page (a gutter no run
crosses) the left column is read before the right; lines that repeat at the top or bottom of the pages
(running headers and footers) and page numbers are removed and reported, as are footnotes (small type
below the text) and footnote markers (small raised digits). Then the lines of the whole document are
joined back into the lines of the text: a printed line ended where it ended in the text when the next
line's first word would have fitted on it (a wrapped line never has room for it), before a numbering
marker or a heading, and at a paragraph gap; a word hyphenated at a line end is joined again, keeping
the hyphen only when the document writes that word with a hyphen elsewhere.
"""

from __future__ import annotations

import io
import math
import re
import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from .documents import Document, ImportFileError, Line, Removed, clean

PAGE_NUMBER = re.compile(
    r"^(?:[-–—]\s*)?(?:page|p\.|strona|str\.|σελίδα|σελ\.)?\s*\d{1,4}(?:\s*(?:/|of|z|από)\s*\d{1,4})?(?:\s*[-–—])?$",
    re.I,
)
MARKER_START = re.compile(r"^(?:ΣΤ|[A-MΑ-Μ]|\d{1,2})\.(?:\s|$)|^\((?:στ|[a-zα-μ]|[ivx]{1,4})\)(?:\s|$)")
HEADING_START = re.compile(
    r"^(?:(?:law|νόμος|νομος|ΝΌΜΟΣ|przepis)\s+\d{1,2}(?![\w(])|(?:chapter|κεφάλαιο|rozdział|part|μέρος|część)\s+[IVXLC]+\b)",
    re.I,
)
SUPERSCRIPT_MARK = re.compile(r"^[\d*†‡¹²³⁰⁴-⁹]{1,3}$")
UNICODE_SUPERSCRIPTS = re.compile(r"(?<=[^\s\d])[¹²³⁰⁴-⁹]+")
_SUPERSCRIPT_CHARS = frozenset("¹²³⁰⁴⁵⁶⁷⁸⁹")


@dataclass
class Chunk:
    """A run of text: its left edge, right edge and baseline in points, type size, bold or not."""

    x0: float
    x1: float
    y: float
    size: float
    text: str
    bold: bool = False
    font: object = None  # something with width(text) -> points at size 1


@dataclass
class Piece:
    """One printed line (or the part of it in one column)."""

    chunks: list[Chunk]
    page: int
    column: str = "full"  # "full", "left" or "right"
    number: int = 0  # line number on the page, for the report
    text: str = ""

    def __post_init__(self):
        main = max(self.chunks, key=lambda c: c.size)
        self.x0 = min(c.x0 for c in self.chunks)
        self.x1 = max(c.x1 for c in self.chunks)
        self.y, self.size = main.y, main.size
        self.bold = all(c.bold for c in self.chunks if c.text.strip())

    def width_of(self, text: str) -> float:
        chunk = self.chunks[0]
        return chunk.font.width(text) * chunk.size if chunk.font else 0.5 * len(text) * chunk.size


@dataclass
class PageText:
    number: int
    width: float
    height: float
    chunks: list[Chunk] = field(default_factory=list)


# -- fonts: the width of a run, which pypdf does not give ------------------------------------------------

_HEX = re.compile(rb"<([0-9A-Fa-f]+)>")


def _utf16(hex_bytes: bytes) -> str:
    raw = bytes.fromhex(hex_bytes.decode())
    try:
        return raw.decode("utf-16-be")
    except UnicodeDecodeError:
        return ""


def _to_unicode(stream) -> dict[int, str]:
    mapping: dict[int, str] = {}
    if stream is None:
        return mapping
    try:
        data = stream.get_object().get_data()
    except Exception:  # a broken ToUnicode stream only costs the widths
        return mapping
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", data, re.S):
        codes = _HEX.findall(block)
        for source, target in zip(codes[::2], codes[1::2]):
            mapping[int(source, 16)] = _utf16(target)
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", data, re.S):
        for entry in re.finditer(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)", block):
            low, high, target = int(entry.group(1), 16), int(entry.group(2), 16), entry.group(3)
            if target.startswith(b"["):
                for offset, item in enumerate(_HEX.findall(target)):
                    mapping[low + offset] = _utf16(item)
            else:
                base = _utf16(target[1:-1])
                for offset in range(min(high - low + 1, 65536)):
                    if base:
                        mapping[low + offset] = base[:-1] + chr(ord(base[-1]) + offset)
    return mapping


def _cid_widths(array) -> dict[int, float]:
    widths: dict[int, float] = {}
    items = list(array or [])
    index = 0
    while index < len(items):
        first = int(items[index])
        following = items[index + 1] if index + 1 < len(items) else None
        if isinstance(following, list) or hasattr(following, "__iter__") and not isinstance(following, (int, float)):
            for offset, width in enumerate(following):
                widths[first + offset] = float(width)
            index += 2
        else:
            last, width = int(items[index + 1]), float(items[index + 2])
            for cid in range(first, min(last, first + 65535) + 1):
                widths[cid] = width
            index += 3
    return widths


class _Font:
    """Widths (in em) of the characters of one font, keyed by the text pypdf decodes."""

    def __init__(self, font_dict):
        self.widths: dict[str, float] = {}
        self.default = 0.5
        name = str(font_dict.get("/BaseFont", "")) if font_dict else ""
        self.bold = bool(re.search(r"bold|black|heavy|semibold|demi", name, re.I))
        if not font_dict:
            return
        unicode_map = _to_unicode(font_dict.get("/ToUnicode"))
        if font_dict.get("/Subtype") == "/Type0":
            descendant = font_dict["/DescendantFonts"][0].get_object()
            self.default = float(descendant.get("/DW", 1000)) / 1000
            by_code = _cid_widths(descendant.get("/W"))
        else:
            first = int(font_dict.get("/FirstChar", 0))
            by_code = {first + i: float(w) for i, w in enumerate(font_dict.get("/Widths") or [])}
            if by_code:
                self.default = (
                    statistics.mean(w for w in by_code.values() if w) / 1000 if any(by_code.values()) else 0.5
                )
        for code, width in by_code.items():
            text = unicode_map.get(code)
            if text is None and code < 256 and font_dict.get("/Subtype") != "/Type0":
                text = bytes([code]).decode("cp1252", errors="ignore")
            if text and len(text) == 1:
                self.widths[text] = width / 1000

    def width(self, text: str) -> float:
        return sum(self.widths.get(char, self.default) for char in text)


# -- reading the runs -------------------------------------------------------------------------------------


def pypdf_pages(name: str, data: bytes) -> list[PageText]:
    import pypdf  # noqa: PLC0415
    from pypdf.errors import PyPdfError  # noqa: PLC0415

    try:
        reader = pypdf.PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise ImportFileError(name, "the PDF is encrypted; export it again without a password")
        pages = []
        fonts: dict[int, _Font] = {}
        for number, page in enumerate(reader.pages, start=1):
            box = page.mediabox
            result = PageText(number, float(box.width), float(box.height))

            def visit(text, cm, tm, font_dict, font_size, result=result):
                if not text or not text.strip():
                    return
                key = id(font_dict)
                font = fonts.get(key)
                if font is None:
                    font = fonts[key] = _Font(font_dict)
                x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
                y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
                scale_x = math.hypot(tm[0], tm[1]) * math.hypot(cm[0], cm[1])
                scale_y = math.hypot(tm[2], tm[3]) * math.hypot(cm[2], cm[3])
                size = font_size * (scale_y or 1)
                for part in text.split("\n"):
                    if part.strip():
                        width = font.width(part) * font_size * (scale_x or 1)
                        result.chunks.append(
                            Chunk(x, x + width, y, size, part, font.bold, _Scaled(font, scale_x / (scale_y or 1)))
                        )

            page.extract_text(visitor_text=visit)
            pages.append(result)
    except ImportFileError:
        raise
    except (PyPdfError, ValueError, KeyError, TypeError, OSError, AttributeError, IndexError) as error:
        raise ImportFileError(name, f"not a readable PDF ({type(error).__name__}: {error})") from None
    return pages


class _Scaled:
    def __init__(self, font: _Font, stretch: float):
        self.font, self.stretch = font, stretch or 1

    def width(self, text: str) -> float:
        return self.font.width(text) * self.stretch


def pdfminer_pages(name: str, data: bytes) -> list[PageText]:
    """The same runs from pdfminer.six (characters with their boxes), for the benchmark's comparison."""
    from pdfminer.high_level import extract_pages  # noqa: PLC0415
    from pdfminer.layout import LTChar  # noqa: PLC0415

    pages = []
    for number, layout in enumerate(extract_pages(io.BytesIO(data), laparams=None), start=1):
        result = PageText(number, float(layout.width), float(layout.height))
        current: list = []

        def close(current=current, result=result):
            if current:
                text = "".join(c.get_text() for c in current)
                first = current[0]
                font = _MinerFont(first.fontname, current)
                result.chunks.append(
                    Chunk(first.matrix[4], current[-1].x1, first.matrix[5], first.size, text, font.bold, font)
                )
                current.clear()

        for item in _chars(layout, LTChar):
            if current and (
                item.fontname != current[-1].fontname
                or abs(item.matrix[5] - current[-1].matrix[5]) > 0.1
                or item.x0 < current[-1].x0
            ):
                close()
            current.append(item)
        close()
        pages.append(result)
    return pages


def _chars(layout, kind):
    for item in layout:
        if isinstance(item, kind):
            yield item
        elif hasattr(item, "__iter__"):
            yield from _chars(item, kind)


class _MinerFont:
    def __init__(self, fontname: str, chars):
        self.bold = bool(re.search(r"bold|black|heavy", fontname, re.I))
        self.widths = {c.get_text(): (c.x1 - c.x0) / c.size for c in chars if c.size}
        self.default = statistics.mean(self.widths.values()) if self.widths else 0.5

    def width(self, text: str) -> float:
        return sum(self.widths.get(char, self.default) for char in text)


# -- laying the runs out again ----------------------------------------------------------------------------


def read(name: str, data: bytes, extractor=pypdf_pages) -> Document:
    pages = extractor(name, data)
    if not any(chunk.text.strip() for page in pages for chunk in page.chunks):
        raise ImportFileError(name, "the PDF has no text layer (a scan?); run it through OCR first")
    document = Document(name, "pdf", [], pages=len(pages))
    body_size = _body_size(pages)
    pieces_by_page = [_page_pieces(page, body_size, document) for page in pages]
    _remove_running_lines(pieces_by_page, pages, document)
    _left_column_pages(pieces_by_page, body_size)
    pieces = [piece for page in pieces_by_page for piece in page]
    document.lines = _join(pieces)
    return document


def _body_size(pages: list[PageText]) -> float:
    sizes = Counter()
    for page in pages:
        for chunk in page.chunks:
            sizes[round(chunk.size, 1)] += len(chunk.text)
    return sizes.most_common(1)[0][0] if sizes else 10.0


def _lines_of(chunks: list[Chunk]) -> list[list[Chunk]]:
    """Chunks grouped by baseline (a raised footnote marker joins the line it sits on)."""
    lines: list[list[Chunk]] = []
    for chunk in sorted(chunks, key=lambda c: (-c.y, c.x0)):
        for line in reversed(lines[-3:]):
            main = max(line, key=lambda c: c.size)
            if abs(chunk.y - main.y) <= 0.45 * max(chunk.size, main.size):
                line.append(chunk)
                break
        else:
            lines.append([chunk])
    for line in lines:
        line.sort(key=lambda c: c.x0)
        for previous, chunk in zip(line, line[1:]):
            if chunk.x0 <= previous.x0 + 0.01 and chunk.y == previous.y:
                width = chunk.x1 - chunk.x0
                chunk.x0, chunk.x1 = previous.x1, previous.x1 + width
    lines.sort(key=lambda line: -max(line, key=lambda c: c.size).y)
    return lines


def _gutter(chunks: list[Chunk], width: float) -> float | None:
    """The x of a gutter between two columns that (nearly) no chunk crosses, or None."""
    if len(chunks) < 4:
        return None
    if sum(1 for c in chunks if c.x0 < 0.3 * width and c.x1 > 0.7 * width) > 0.15 * len(chunks):
        return None  # lines across the middle: one column
    best, best_cover = None, None
    for step in range(30, 71):
        x = width * step / 100
        cover = sum(1 for c in chunks if c.x0 < x < c.x1)
        if best_cover is None or cover < best_cover:
            best, best_cover = x, cover
    left = sum(1 for c in chunks if c.x1 <= best)
    right = [c for c in chunks if c.x0 >= best]
    if best_cover <= 0.15 * len(chunks) and left >= 3 and len(right) >= 3:
        return best
    # the last lines of a text run over into the right column: nothing crosses, and they share an edge
    if best_cover == 0 and left >= 3 and len(right) >= 1 and max(c.x0 for c in right) - min(c.x0 for c in right) < 1:
        return best
    return None


def _piece(chunks: list[Chunk], page: int, column: str, body_size: float, document: Document) -> Piece | None:
    main = max(chunks, key=lambda c: c.size)
    kept = []
    for chunk in chunks:
        raised = chunk.y - main.y > 0.15 * main.size
        if chunk.size < 0.8 * main.size and raised and SUPERSCRIPT_MARK.match(chunk.text.strip()):
            document.removed.append(Removed(f"page {page}", chunk.text.strip(), "footnote marker"))
            continue
        kept.append(chunk)
    if not kept:
        return None
    piece = Piece(kept, page, column)
    text = ""
    for previous, chunk in zip([None, *kept], kept):
        if previous is not None:
            gap = chunk.x0 - previous.x1
            if gap > 0.15 * chunk.size and not text.endswith(" ") and not chunk.text.startswith(" "):
                text += " "
        text += chunk.text
    marks = UNICODE_SUPERSCRIPTS.findall(text) if not _SUPERSCRIPT_CHARS.isdisjoint(text) else []
    if marks:
        document.removed.extend(Removed(f"page {page}", mark, "footnote marker") for mark in marks)
        text = UNICODE_SUPERSCRIPTS.sub("", text)
    piece.text = clean(re.sub(r" {2,}", " ", text)).strip()
    return piece if piece.text else None


def _page_pieces(page: PageText, body_size: float, document: Document) -> list[Piece]:
    chunks = [c for c in page.chunks if c.text.strip()]
    zone_top, zone_bottom = page.height * 0.9, page.height * 0.1
    body = [c for c in chunks if zone_bottom < c.y < zone_top]
    gutter = _gutter(body, page.width)
    if gutter is None:
        groups = [("full", _lines_of(chunks))]
    else:
        spanning = [c for c in chunks if c.x0 < gutter < c.x1]
        left = [c for c in chunks if c.x1 <= gutter]
        right = [c for c in chunks if c.x0 >= gutter]
        groups = _column_order(_lines_of(spanning), _lines_of(left), _lines_of(right))
    pieces = []
    for column, lines in groups:
        for line in lines:
            piece = _piece(line, page.number, column, body_size, document)
            if piece is not None:
                pieces.append(piece)
    for number, piece in enumerate(pieces, start=1):
        piece.number = number
    return _drop_footnotes(pieces, body_size, page, document)


def _column_order(spanning, left, right):
    """Spanning lines cut the page into bands; in each band the left column comes before the right."""

    def top(line):
        return max(line, key=lambda c: c.size).y

    order = []
    cuts = sorted(spanning, key=lambda line: -top(line))
    remaining_left, remaining_right = list(left), list(right)
    for cut in cuts + [None]:
        limit = top(cut) if cut is not None else -math.inf
        band_left = [line for line in remaining_left if top(line) > limit]
        band_right = [line for line in remaining_right if top(line) > limit]
        remaining_left = [line for line in remaining_left if top(line) <= limit]
        remaining_right = [line for line in remaining_right if top(line) <= limit]
        if band_left:
            order.append(("left", band_left))
        if band_right:
            order.append(("right", band_right))
        if cut is not None:
            order.append(("full", [cut]))
    return order


def _drop_footnotes(pieces: list[Piece], body_size: float, page: PageText, document: Document) -> list[Piece]:
    """Small type below the last line of body type at the foot of a page is a footnote."""
    body = [p for p in pieces if p.size >= 0.9 * body_size]
    if not body:
        return pieces
    lowest = min(p.y for p in body)
    kept = []
    for piece in pieces:
        if piece.y < lowest and piece.size < 0.85 * body_size and not PAGE_NUMBER.match(piece.text):
            document.removed.append(Removed(f"page {piece.page}, line {piece.number}", piece.text, "footnote"))
        else:
            kept.append(piece)
    return kept


def _normalized(text: str) -> str:
    return re.sub(r"\d+", "#", text.casefold()).strip()


def _spacing(pieces_by_page: list[list[Piece]]) -> float:
    """The usual distance between the baselines of two lines of text."""
    gaps = [
        a.y - b.y
        for pieces in pieces_by_page
        for a, b in zip(pieces, pieces[1:])
        if a.column == b.column and a.y > b.y and a.size == b.size
    ]
    return statistics.median(gaps) if gaps else 12.0


def _margin_lines(pieces: list[Piece], page: PageText, spacing: float) -> dict[int, str]:
    """The lines set apart at the top or the foot of a page (a wider gap than between lines of text),
    at most two each: where running headers, footers and page numbers stand."""
    found: dict[int, str] = {}
    ordered = sorted(pieces, key=lambda p: -p.y)
    for kind, sequence, inside in (
        ("running header", ordered, lambda p: p.y >= page.height * 0.85),
        ("running footer", ordered[::-1], lambda p: p.y <= page.height * 0.15),
    ):
        for index, piece in enumerate(sequence[:2]):
            following = sequence[index + 1] if index + 1 < len(sequence) else None
            if not inside(piece) or (following is not None and abs(piece.y - following.y) <= 1.6 * spacing):
                break
            found[id(piece)] = kind
    return found


def _remove_running_lines(pieces_by_page: list[list[Piece]], pages: list[PageText], document: Document) -> None:
    """Running headers and footers: lines set apart in the margins, at a level where the pages repeat
    a text (any line at that level then goes too: a law's title running beside the book's) or number."""
    spacing = _spacing(pieces_by_page)
    zone = {}
    for page, pieces in zip(pages, pieces_by_page):
        zone.update(_margin_lines(pieces, page, spacing))
    texts = defaultdict(set)
    for pieces in pieces_by_page:
        for piece in pieces:
            if id(piece) in zone:
                texts[(zone[id(piece)], _normalized(piece.text))].add(piece.page)
    repeated = max(2, math.ceil(0.2 * len(pages)))  # a law heading may end two pages at the same height
    bands = set()
    for pieces in pieces_by_page:
        for piece in pieces:
            kind = zone.get(id(piece))
            if kind and (len(texts[(kind, _normalized(piece.text))]) >= repeated or PAGE_NUMBER.match(piece.text)):
                bands.add((kind, round(piece.y)))
    for index, pieces in enumerate(pieces_by_page):
        kept = []
        for piece in pieces:
            kind = zone.get(id(piece))
            on_band = kind and any(k == kind and abs(y - piece.y) <= 1.5 for k, y in bands)
            if on_band or (kind and PAGE_NUMBER.match(piece.text)):
                why = "page number" if PAGE_NUMBER.match(piece.text) else kind
                document.removed.append(Removed(f"page {piece.page}, line {piece.number}", piece.text, why))
            else:
                kept.append(piece)
        pieces_by_page[index] = kept


def _left_column_pages(pieces_by_page: list[list[Piece]], body_size: float) -> None:
    """In a book set in two columns, a page whose lines stop at the left column's edge (wrapped there,
    never beyond) holds only a left column: it gets that column's edge, not the full width."""
    left = [p.x1 for pieces in pieces_by_page for p in pieces if p.column == "left" and not p.bold]
    if not left:
        return
    edge = max(left)
    for pieces in pieces_by_page:
        body = [p for p in pieces if p.size >= 0.9 * body_size and not p.bold]
        if any(p.column != "full" for p in pieces) or not body:
            continue
        near = [p for p in body if 0.97 * edge <= p.x1 <= edge + 1]
        if len(near) >= 2 and not any(p.x1 > edge + 1 for p in body):
            for piece in pieces:
                piece.column = "left"


def _join(pieces: list[Piece]) -> list[Line]:
    """The printed lines joined back into the lines of the text (see the module's docstring)."""
    if not pieces:
        return []
    right = defaultdict(float)
    for piece in pieces:
        if not piece.bold:  # a heading may reach into the gutter; the text's lines show the column's edge
            right[piece.column] = max(right[piece.column], piece.x1)
    for piece in pieces:
        right.setdefault(piece.column, piece.x1)
    spacings = [
        a.y - b.y
        for a, b in zip(pieces, pieces[1:])
        if a.page == b.page and a.column == b.column and a.y > b.y and a.size == b.size
    ]
    spacing = statistics.median(spacings) if spacings else pieces[0].size * 1.2
    words = Counter(re.findall(r"\w+(?:-\w+)+", " ".join(p.text for p in pieces)))
    lines: list[Line] = []
    current = pieces[0]
    text = current.text
    where = f"page {current.page}, line {current.number}"
    for piece in pieces[1:]:
        gap = current.page == piece.page and current.column == piece.column and current.y - piece.y > 1.45 * spacing
        first_word = piece.text.split(" ", 1)[0]
        room = right[current.column] - current.x1
        fits = current.width_of(" ") + piece.width_of(first_word) <= room
        heading_like = piece.bold or piece.text.upper() == piece.text
        starts = bool(MARKER_START.match(piece.text) or (heading_like and HEADING_START.match(piece.text)))
        if gap or fits or starts or current.bold != piece.bold:
            lines.append(Line(text, where, heading=current.bold))
            if gap:
                lines.append(Line("", where))
            text, where = piece.text, f"page {piece.page}, line {piece.number}"
        else:
            text = _joined(text, piece.text, words)
        current = piece
    lines.append(Line(text, where, heading=current.bold))
    return lines


def _joined(text: str, following: str, words: Counter) -> str:
    """A wrapped line run on: a hyphen at a line end is dropped before a small letter unless the
    document writes the compound with it elsewhere; before a capital (``Βορρά-`` ``Νότο``) it stays."""
    match = re.search(r"(\w+)-$", text[-80:]) if text.endswith("-") else None
    tail = re.match(r"\w+", following)
    if match and tail:
        if words.get(f"{match.group(1)}-{tail.group(0)}") or not following[:1].islower():
            return text + following
        return text[:-1] + following
    return f"{text} {following}"
