"""Word ``.docx`` (python-docx): paragraphs in body order, the list labels Word draws, bold headings.

A federation's Word file rarely holds "A." or "(a)" in its text: the labels come from the numbering
definitions (``numbering.xml``: a paragraph's ``numId``/``ilvl`` -> ``abstractNum`` level with its
``start``, ``numFmt`` and ``lvlText``), counted the way Word counts them (numbers continue through every
list of one ``abstractNum``, a deeper level restarts after a higher one, ``startOverride`` restarts a
list). Labels are written as the clause splitter reads them (see :mod:`.labels`), in Greek letters for
Greek text. Deleted (tracked) and hidden text is left out; footnote references are reported; a table
row becomes one line of cells joined by `` | `` for the assembly to report.
"""

from __future__ import annotations

import io
import re
import zipfile

from .documents import Document, ImportFileError, Line, Removed, clean
from .labels import FORMATS, label

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_ON = {None, "1", "true", "on"}


def _val(element, name: str = "val"):
    return element.get(f"{W}{name}") if element is not None else None


def _flag(element) -> bool:
    return element is not None and _val(element) in _ON


class _Level:
    def __init__(self, start: int, fmt: str, text: str, restart: int | None):
        self.start, self.fmt, self.text, self.restart = start, fmt, text, restart


class Numbering:
    """Word's list counters for one document."""

    def __init__(self, root):
        self.levels: dict[str, dict[int, _Level]] = {}
        self.nums: dict[str, tuple[str, dict[int, int]]] = {}
        if root is None:
            return
        for abstract in root.iter(f"{W}abstractNum"):
            levels = {}
            for lvl in abstract.iter(f"{W}lvl"):
                start = _val(lvl.find(f"{W}start"))
                restart = _val(lvl.find(f"{W}lvlRestart"))
                levels[int(_val(lvl, "ilvl") or 0)] = _Level(
                    int(start) if start and start.lstrip("-").isdigit() else 1,
                    _val(lvl.find(f"{W}numFmt")) or "decimal",
                    _val(lvl.find(f"{W}lvlText")) or "",
                    int(restart) if restart and restart.isdigit() else None,
                )
            self.levels[_val(abstract, "abstractNumId")] = levels
        for num in root.iter(f"{W}num"):
            overrides = {}
            for override in num.iter(f"{W}lvlOverride"):
                start = override.find(f"{W}startOverride")
                if start is not None and (_val(start) or "").isdigit():
                    overrides[int(_val(override, "ilvl") or 0)] = int(_val(start))
            self.nums[_val(num, "numId")] = (_val(num.find(f"{W}abstractNumId")), overrides)
        self.counters: dict[str, dict[int, int]] = {}
        self.started_nums: set[str] = set()

    def next_label(self, num_id: str, ilvl: int, language: str) -> str | None:
        """Count one paragraph of list ``num_id`` at level ``ilvl``; its label as the splitter reads it."""
        if num_id not in self.nums:
            return None
        abstract_id, overrides = self.nums[num_id]
        levels = self.levels.get(abstract_id, {})
        level = levels.get(ilvl)
        if level is None or level.fmt == "none":
            return None
        counters = self.counters.setdefault(abstract_id, {})
        if num_id not in self.started_nums:
            self.started_nums.add(num_id)
            for lvl, start in overrides.items():
                counters[lvl] = start - 1
                for deeper in [k for k in counters if k > lvl]:
                    del counters[deeper]
        counters[ilvl] = counters.get(ilvl, levels[ilvl].start - 1) + 1
        for deeper in [k for k in counters if k > ilvl]:
            restart = levels.get(deeper).restart if levels.get(deeper) else None
            if restart is None or restart > ilvl:
                del counters[deeper]
        return self._label(level, levels, counters, ilvl, language)

    @staticmethod
    def _label(level: _Level, levels, counters, ilvl: int, language: str) -> str | None:
        decoration = re.sub(r"%\d|[\s().\]\[)]", "", level.text)
        kind = FORMATS.get(level.fmt)
        if kind and not decoration:
            return label(kind, counters[ilvl], language)
        if not level.text.strip():
            return None

        def number(match):
            lvl = int(match.group(1)) - 1
            fmt = levels.get(lvl).fmt if levels.get(lvl) else "decimal"
            return _format(counters.get(lvl, 1), fmt)

        return re.sub(r"%(\d)", number, level.text).strip() or None


def _format(value: int, fmt: str) -> str:
    if fmt in ("upperRoman", "lowerRoman"):
        roman = _roman(value)
        return roman if fmt == "upperRoman" else roman.lower()
    if fmt in ("upperLetter", "lowerLetter"):
        letter = chr(ord("A") + (value - 1) % 26)
        return letter if fmt == "upperLetter" else letter.lower()
    return str(value)


def _roman(value: int) -> str:
    out = ""
    for number, numeral in (
        (1000, "M"),
        (900, "CM"),
        (500, "D"),
        (400, "CD"),
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ):
        while value >= number:
            out, value = out + numeral, value - number
    return out


class _Styles:
    """Paragraph styles: heading or not, bold or not, and the numbering a style carries."""

    def __init__(self, root):
        self.styles = {}
        if root is None:
            return
        for style in root.iter(f"{W}style"):
            style_id = _val(style, "styleId")
            name = _val(style.find(f"{W}name")) or style_id or ""
            ppr = style.find(f"{W}pPr")
            rpr = style.find(f"{W}rPr")
            num = ppr.find(f"{W}numPr") if ppr is not None else None
            outline = ppr.find(f"{W}outlineLvl") if ppr is not None else None
            self.styles[style_id] = {
                "name": name,
                "based_on": _val(style.find(f"{W}basedOn")),
                "bold": _flag(rpr.find(f"{W}b")) if rpr is not None and rpr.find(f"{W}b") is not None else None,
                "num": (_val(num.find(f"{W}numId")), int(_val(num.find(f"{W}ilvl")) or 0))
                if num is not None and num.find(f"{W}numId") is not None
                else None,
                "heading": name.lower().startswith(("heading", "title")) or outline is not None,
            }

    def lookup(self, style_id: str | None, key: str):
        seen = set()
        while style_id and style_id in self.styles and style_id not in seen:
            seen.add(style_id)
            value = self.styles[style_id][key]
            if value is not None and value is not False:
                return value
            style_id = self.styles[style_id]["based_on"]
        return None


#: A .docx unpacks to at most this much; more is a zip bomb, not a book.
MAX_UNPACKED = 256 * 1024 * 1024


def read(name: str, data: bytes, language: str) -> Document:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            unpacked = sum(info.file_size for info in archive.infolist())
    except (zipfile.BadZipFile, OSError) as error:
        raise ImportFileError(name, f"not a readable Word .docx file ({type(error).__name__}: {error})") from None
    if unpacked > MAX_UNPACKED:
        raise ImportFileError(name, f"unpacks to {unpacked:,} bytes, more than any Word book holds")
    try:
        import docx  # noqa: PLC0415

        word = docx.Document(io.BytesIO(data))
        body = word.element.body
        numbering = Numbering(_numbering_root(word))
        styles = _Styles(word.styles.element)
    except (zipfile.BadZipFile, KeyError, ValueError, OSError) as error:
        raise ImportFileError(name, f"not a readable Word .docx file ({type(error).__name__}: {error})") from None
    except Exception as error:  # python-docx and lxml have classes of their own for a broken package
        raise ImportFileError(name, f"not a readable Word .docx file ({type(error).__name__}: {error})") from None
    document = Document(name, "docx", [])
    counter = 0
    for element in body.iterchildren():
        if element.tag == f"{W}p":
            counter += 1
            _paragraph(element, counter, numbering, styles, language, document)
        elif element.tag == f"{W}tbl":
            for row in element.iter(f"{W}tr"):
                cells = []
                for cell in row.iter(f"{W}tc"):
                    texts = [_text(p, document, f"paragraph {counter}")[0] for p in cell.iter(f"{W}p")]
                    cells.append(" ".join(t.replace("\n", " ").strip() for t in texts if t.strip()))
                counter += 1
                document.lines.append(Line(clean(" | ".join(cells)) + " |", f"paragraph {counter}", table=True))
            document.lines.append(Line("", f"paragraph {counter}"))
    return document


def _numbering_root(word):
    """The numbering definitions, or None for a document without lists (python-docx would add an empty part)."""
    from docx.opc.constants import RELATIONSHIP_TYPE  # noqa: PLC0415

    for rel in word.part.rels.values():
        if rel.reltype == RELATIONSHIP_TYPE.NUMBERING and not rel.is_external:
            return word.part.numbering_part.element
    return None


def _text(paragraph, document: Document, where: str) -> tuple[str, bool]:
    """The paragraph's visible text (``\\n`` for a line break) and whether every run of it is bold."""
    parts: list[str] = []
    all_bold = True
    seen_text = False
    for run in paragraph.iter(f"{W}r"):
        if _inside_deleted(run, paragraph):
            continue
        rpr = run.find(f"{W}rPr")
        if rpr is not None and _flag(rpr.find(f"{W}vanish")):
            continue
        bold = rpr is not None and _flag(rpr.find(f"{W}b"))
        for child in run:
            tag = child.tag
            if tag == f"{W}t":
                parts.append(child.text or "")
                if (child.text or "").strip():
                    seen_text = True
                    all_bold = all_bold and bold
            elif tag == f"{W}tab":
                parts.append(" ")
            elif tag in (f"{W}br", f"{W}cr"):
                if _val(child, "type") not in ("page", "column"):
                    parts.append("\n")
            elif tag in (f"{W}footnoteReference", f"{W}endnoteReference"):
                document.removed.append(Removed(where, f"[{_val(child, 'id')}]", "footnote marker"))
            elif tag == f"{W}noBreakHyphen":
                parts.append("-")
    return "".join(parts), seen_text and all_bold


def _inside_deleted(run, paragraph) -> bool:
    parent = run.getparent()
    while parent is not None and parent is not paragraph:
        if parent.tag in (f"{W}del", f"{W}moveFrom"):
            return True
        parent = parent.getparent()
    return False


def _paragraph(element, counter: int, numbering: Numbering, styles: _Styles, language: str, document: Document):
    where = f"paragraph {counter}"
    ppr = element.find(f"{W}pPr")
    style_id = _val(ppr.find(f"{W}pStyle")) if ppr is not None else None
    text, bold = _text(element, document, where)
    num = ppr.find(f"{W}numPr") if ppr is not None else None
    reference = None
    if num is not None and num.find(f"{W}numId") is not None:
        reference = (_val(num.find(f"{W}numId")), int(_val(num.find(f"{W}ilvl")) or 0))
    elif styles.lookup(style_id, "num"):
        reference = styles.lookup(style_id, "num")
    marker = None
    if reference and reference[0] not in (None, "0"):
        marker = numbering.next_label(reference[0], reference[1], language)
    heading = (
        bool(styles.lookup(style_id, "heading")) or bold or (not text.strip() and bool(styles.lookup(style_id, "bold")))
    )
    lines = [clean(part) for part in text.split("\n")]
    if marker and marker != "-":
        lines[0] = f"{marker} {lines[0].strip()}".rstrip()
    elif marker == "-" and lines[0].strip():
        lines[0] = f"- {lines[0].strip()}"
    if not any(line.strip() for line in lines):
        document.lines.append(Line("", where))
        return
    for line in lines:
        document.lines.append(Line(line, where, heading=heading))
    document.lines.append(Line("", where))
