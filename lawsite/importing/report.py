"""The import's report as plain data and as the lines ``import_book`` prints (operators read English)."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from django.utils.translation import gettext_lazy as _

from lawsite.laws.numbering import MAX_LAW

from .book import Book, Unresolved, unresolved_references
from .plain import ENCODING_NAMES


def ranges(numbers) -> str:
    """``[1, 2, 3, 5, 7, 8]`` -> ``"1-3, 5, 7-8"``."""
    numbers = sorted(set(numbers))
    out, start = [], None
    for index, number in enumerate(numbers):
        if start is None:
            start = number
        if index + 1 == len(numbers) or numbers[index + 1] != number + 1:
            out.append(str(start) if start == number else f"{start}-{number}")
            start = None
    return ", ".join(out)


#: The reasons a line is left out, as the editor's review names them.
WHY_LABELS = {
    "running header": _("Running header"),
    "running footer": _("Running footer"),
    "page number": _("Page number"),
    "footnote": _("Footnote"),
    "footnote marker": _("Footnote marker"),
    "navigation": _("Navigation"),
    "contents": _("Table of contents"),
    "end matter": _("Index or appendix after the laws"),
}


@dataclass
class FurnitureGroup:
    why: str
    text: str
    places: list[str]

    @property
    def label(self) -> str:
        return WHY_LABELS.get(self.why, self.why)

    @property
    def where(self) -> str:
        """``pages 1-12, line 1`` when every place is a page line, else the places themselves."""
        pages = [re.fullmatch(r"page (\d+)(?:, line (\d+))?", place) for place in self.places]
        if all(pages):
            lines = {match.group(2) for match in pages}
            line = f", line {lines.pop()}" if len(lines) == 1 and None not in lines else ""
            numbers = [int(match.group(1)) for match in pages]
            label = "page" if len(set(numbers)) == 1 else "pages"
            return f"{label} {ranges(numbers)}{line}"
        shown = self.places[:6]
        return ", ".join(shown) + (f" and {len(self.places) - 6} more" if len(self.places) > 6 else "")


@dataclass
class Report:
    edition: str
    language: str
    book: Book
    unresolved: list[Unresolved] = field(default_factory=list)
    to_stubs: int = 0
    missing: list[int] = field(default_factory=list)
    present_elsewhere: list[int] = field(default_factory=list)  # missing from the import, in the edition's files
    written: list[PurePosixPath] = field(default_factory=list)

    def furniture(self) -> list[tuple[str, FurnitureGroup]]:
        """Removed lines grouped by document, reason and text (page numbers by reason alone)."""
        groups: dict[tuple, FurnitureGroup] = {}
        for document, removed in self.book.removed:
            text = "" if removed.why == "page number" else re.sub(r"\d+", "#", removed.text)
            key = (document, removed.why, text)
            if key not in groups:
                groups[key] = FurnitureGroup(removed.why, removed.text if text else "", [])
            groups[key].places.append(removed.where)
        return [(key[0], group) for key, group in groups.items()]

    def lines(self) -> list[str]:
        book = self.book
        documents = ", ".join(f"{d.name} ({d.kind}{f', {d.pages} pages' if d.pages else ''})" for d in book.documents)
        out = [
            f"import_book: {len(book.laws)} laws, {book.clause_count} clauses in {self.language} "
            f"for edition {self.edition} from {documents}"
        ]
        for document in book.documents:
            if document.encoding:
                name = ENCODING_NAMES.get(document.encoding, document.encoding)
                out.append(f"{document.name}: not UTF-8; read as {name}")
        for problem in book.skipped:
            out.append(f"{problem.document}: left out: {problem.text}")
        if book.laws:
            out.append("laws and clauses:")
            for number, law in sorted(book.laws.items()):
                title = f" {law.title}" if law.title else ""
                out.append(f"  Law {number}{title}: {len(law.clauses)} clauses ({law.document}, {law.where})")
        for chapter in book.chapters:
            laws = f": laws {ranges(chapter.laws)}" if chapter.laws else ""
            out.append(f"chapter {chapter.number} {chapter.title}{laws} ({chapter.where})")
            for part in chapter.parts:
                out.append(f"  part {part['number']} {part['title']}: laws {ranges(part['laws']) or '-'}")
        if book.definitions:
            matched = sum(1 for d in book.definitions if d.key)
            out.append(f"definitions: {len(book.definitions)} terms, {matched} of them in the glossary")
        furniture = self.furniture()
        out.append(f"removed as page furniture ({sum(len(g.places) for _, g in furniture)}):")
        out += [f"  {doc}: {g.why}{f' {g.text!r}' if g.text else ''}: {g.where}" for doc, g in furniture]
        out.append(f"other-language text left out ({len(book.other_language)}):")
        out += [f"  {p.document}, {p.where}: {p.text}" for p in book.other_language]
        out.append(f"lines not placed ({len(book.unplaced)}):")
        out += [f"  {p.document}, {p.where}: {p.text[:120]}" for p in book.unplaced]
        out.append(f"markers out of order ({len(book.out_of_order)}):")
        out += [f"  {p.document}, {p.where}: {p.text}" for p in book.out_of_order]
        out.append(f"notes ({len(book.notes)}):")
        out += [f"  {p.document}, {p.where}: {p.text}" for p in book.notes]
        out.append(f"references not resolved ({len(self.unresolved)}):")
        out += [f"  Law {u.law}, {u.clause}: {u.text!r} -> {u.target}: no such clause" for u in self.unresolved]
        if self.to_stubs:
            out.append(f"  ({self.to_stubs} references to laws with no text yet are stubs, as on the site)")
        elsewhere = (
            f"; in the edition's files already: {ranges(self.present_elsewhere)}" if self.present_elsewhere else ""
        )
        out.append(
            f"laws of edition {self.edition} not in this import ({len(self.missing)}): {ranges(self.missing) or 'none'}{elsewhere}"
        )
        still = sorted(set(self.missing) - set(self.present_elsewhere))
        out.append(
            f"laws of edition {self.edition} still missing in {self.language} ({len(still)}): {ranges(still) or 'none'}"
        )
        if self.written:
            out.append(f"written ({len(self.written)} files):")
            out += [f"  {path}" for path in self.written]
        return out


def make_report(book: Book, edition: str, existing: dict[tuple[int, str], set[str]]) -> Report:
    """``existing``: the edition's clause ids with text now, by (law, language) (see writer.existing_texts)."""
    by_law: dict[int, set[str]] = defaultdict(set)
    for (law, _language), ids in existing.items():
        by_law[law] |= ids
    unresolved, to_stubs = unresolved_references(book, by_law)
    missing = [n for n in range(1, MAX_LAW + 1) if n not in book.laws]
    elsewhere = [n for n in missing if (n, book.language) in existing]
    return Report(edition, book.language, book, unresolved, to_stubs, missing, elsewhere)
