"""HTML pages as the federations publish them: one law per page, or DokuWiki's XHTML export.

Block elements become lines (a ``<br>`` a line break inside one, the end of a block a paragraph
break), whitespace is collapsed as a browser does, headings are marked, ordered lists get the labels
the browser would draw (in the splitter's form, see :mod:`.labels`), and table rows become one line of
cells joined by `` | ``. Scripts, styles and ``<nav>`` are dropped; a table row or a line made only of
links and arrows (``← 48 → 50``) is navigation, reported as removed; DokuWiki's footnotes and their
markers are reported as removed too. Which language of a two-language page is wanted is the book
assembly's business (by the law headings).
"""

from __future__ import annotations

import re

from .documents import Document, ImportFileError, Line, Removed, clean, law_from_file_name
from .labels import BULLET, FORMATS, ITEM, SUB, SUBSUB, label

BLOCKS = {
    "p",
    "div",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "li",
    "dt",
    "dd",
    "blockquote",
    "pre",
    "table",
    "tr",
    "ul",
    "ol",
    "dl",
    "section",
    "article",
    "header",
    "footer",
    "main",
    "aside",
    "address",
    "hr",
    "figure",
    "figcaption",
    "center",
    "form",
    "fieldset",
    "caption",
}
HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
DROPPED = {"script", "style", "noscript", "template", "iframe", "object", "svg", "button", "select", "textarea"}
_DEPTH_KINDS = (ITEM, SUB, SUBSUB)
_STYLE_LIST = re.compile(r"list-style(?:-type)?\s*:\s*([a-z-]+)")


class _Walker:
    def __init__(self, document: Document, language: str):
        self.document = document
        self.language = language
        self.buffer: list[str] = []
        self.heading = False
        self.count = 0
        self.sourceline = 0
        self.lists: list[dict] = []

    def where(self) -> str:
        return f"line {self.sourceline}" if self.sourceline else f"block {self.count}"

    def flush(self, paragraph: bool = False):
        text = "".join(self.buffer)
        self.buffer = []
        for part in text.split("\n"):
            line = clean(re.sub(r"[ \t\r\f\v]+", " ", part)).strip()
            if line:
                self.document.lines.append(Line(line, self.where(), heading=self.heading))
        if paragraph and self.document.lines and self.document.lines[-1].text:
            self.document.lines.append(Line("", self.where()))

    def walk(self, element, pre: bool = False):
        tag = element.tag if isinstance(element.tag, str) else ""
        tag = tag.rsplit("}", 1)[-1].lower()
        if tag in DROPPED or not tag:
            self.text(element.tail, pre)
            return
        if tag == "nav":
            self._removed(element, "navigation")
            self.text(element.tail, pre)
            return
        if _is_footnote_marker(element):
            where = f"line {element.sourceline}" if element.sourceline else self.where()
            self.document.removed.append(Removed(where, _squash(element.text_content()), "footnote marker"))
            self.text(element.tail, pre)
            return
        if tag == "div" and "footnotes" in (element.get("class") or "").split():
            self._removed(element, "footnote")
            self.text(element.tail, pre)
            return
        if tag == "tr":
            self._row(element)
            self.text(element.tail, pre)
            return
        block = tag in BLOCKS
        if block:
            self.flush(paragraph=tag in ("p", "table", "blockquote", "pre", "dl") or tag in HEADINGS)
            self.count += 1
            self.sourceline = element.sourceline or self.sourceline
        if tag in ("ol", "ul"):
            self.lists.append(self._list(element, tag))
        if tag == "li":
            self._label(element)
        if tag == "br":
            self.buffer.append("\n")
        was_heading = self.heading
        if tag in HEADINGS:
            self.heading = True
        self.text(element.text, pre or tag == "pre")
        for child in element:
            self.walk(child, pre or tag == "pre")
        if block:
            self.flush(paragraph=tag in ("p", "li", "table", "blockquote", "pre", "dd", "dt") or tag in HEADINGS)
        self.heading = was_heading
        if tag in ("ol", "ul"):
            self.lists.pop()
        self.text(element.tail, pre)

    def text(self, value: str | None, pre: bool):
        if value:
            self.buffer.append(value if pre else re.sub(r"\s+", " ", value))

    def _list(self, element, tag: str) -> dict:
        if tag == "ul":
            return {"kind": BULLET, "next": 1}
        style = _STYLE_LIST.search(element.get("style") or "")
        kind = FORMATS.get(element.get("type") or "") or (FORMATS.get(style.group(1)) if style else None)
        depth = sum(1 for entry in self.lists if entry["kind"] != BULLET)
        start = element.get("start") or ""
        return {
            "kind": kind or _DEPTH_KINDS[min(depth, len(_DEPTH_KINDS) - 1)],
            "next": int(start) if start.isdigit() else 1,
        }

    def _label(self, element):
        if not self.lists:
            return
        entry = self.lists[-1]
        value = element.get("value") or ""
        ordinal = int(value) if value.isdigit() else entry["next"]
        entry["next"] = ordinal + 1
        own = _squash(element.text_content())
        marker = label(entry["kind"], ordinal, self.language)
        if not own.startswith(marker):
            self.buffer.append(marker + " ")

    def _row(self, row):
        self.flush()
        self.count += 1
        self.sourceline = row.sourceline or self.sourceline
        cells = [child for child in row if isinstance(child.tag, str) and child.tag.lower() in ("td", "th")]
        texts = [_squash(cell.text_content()) for cell in cells]
        line = clean(" | ".join(texts)) + " |"
        link_text = _squash(" ".join(a.text_content() for a in row.iter("a")))
        if link_text and _squash(" ".join(texts)).replace(" ", "") == link_text.replace(" ", ""):
            self.document.removed.append(Removed(self.where(), line, "navigation"))
        elif any(texts):
            self.document.lines.append(Line(line, self.where(), table=True))

    def _removed(self, element, why: str):
        self.flush()
        self.count += 1
        self.sourceline = element.sourceline or self.sourceline
        text = _squash(element.text_content())
        if text:
            self.document.removed.append(Removed(self.where(), text[:200], why))


def _squash(text: str) -> str:
    return clean(re.sub(r"\s+", " ", text or "")).strip()


def _is_footnote_marker(element) -> bool:
    tag = element.tag.lower() if isinstance(element.tag, str) else ""
    if tag != "sup":
        return False
    links = list(element.iter("a"))
    return bool(links) and all(
        (a.get("href") or "").startswith(("#fn", "#_ftn", "#footnote")) or "fn_top" in (a.get("class") or "")
        for a in links
    )


def read(name: str, data: bytes, language: str) -> Document:
    import lxml.etree  # noqa: PLC0415
    import lxml.html  # noqa: PLC0415

    try:
        root = lxml.html.document_fromstring(data)
    except (lxml.etree.ParserError, lxml.etree.XMLSyntaxError, ValueError) as error:
        raise ImportFileError(name, f"not a readable HTML page ({error})") from None
    document = Document(name, "html", [])
    title = _squash(" ".join(t.text_content() for t in root.iter("title")))
    scope = root.xpath('//div[contains(concat(" ", normalize-space(@class), " "), " dokuwiki ")]')
    body = scope[0] if scope else (root.find("body") if root.find("body") is not None else root)
    walker = _Walker(document, language)
    walker.walk(body)
    walker.flush(paragraph=True)
    document.law_hint = law_from_file_name(name) or law_from_file_name(title.split(" ")[0] if title else "")
    return document
