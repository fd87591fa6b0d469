"""An editor's upload: the split of a file beside the saved text, then saved as revisions or downloaded.

The review keeps nothing on the server: each law's text as the import would write it, the record of
headings and definitions, and the revision numbers the editor saw are signed into the page
(``django.core.signing``), so accepting re-divides exactly what was reviewed, and the editor's own
saving code refuses the save when any of those clauses was changed in between.
"""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass

from django.conf import settings
from django.core import signing

from lawsite.editor import pages, saving
from lawsite.editor.export import law_file, law_text
from lawsite.editor.models import Revision
from lawsite.laws.models import ClauseText, Edition, Law
from lawsite.laws.splitter import SplitResult, split_law

from . import writer
from .book import assemble
from .readers import read_document
from .report import Report, make_report

SALT = "lawsite.importing.upload"
MAX_AGE = 24 * 3600


class StaleReview(ValueError):
    """The signed review is broken, forged or older than a day."""


class EditionGone(LookupError):
    """The edition the review was made for was deleted since."""

    def __init__(self, code: str):
        super().__init__(code)
        self.code = code


@dataclass
class LawReview:
    law: Law
    title: str
    review: pages.PasteReview

    @property
    def counts(self) -> dict[str, int]:
        counts = {"new": 0, "changed": 0, "unchanged": 0}
        for row in self.review.rows:
            counts[row.state] += 1
        return counts


@dataclass
class UploadReview:
    name: str
    language: str
    edition: str
    report: Report
    laws: list[LawReview]
    payload: str

    @property
    def changed(self) -> int:
        return sum(law.review.changed for law in self.laws)


def database_texts(edition: Edition) -> dict[tuple[int, str], set[str]]:
    """Clause ids with text in the database in ``edition``, by (law, language)."""
    found: dict[tuple[int, str], set[str]] = {}
    rows = ClauseText.objects.filter(clause__edition=edition)
    for clause_id, number, language in rows.values_list("clause__clause_id", "clause__law__number", "language"):
        found.setdefault((number, language), set()).add(clause_id)
    return found


def review_upload(name: str, data: bytes, language: str, edition: Edition, law: int | None = None) -> UploadReview:
    """Read and divide the file (ImportFileError for a bad one) and compare each law with what is saved
    in ``edition``."""
    document = read_document(name, data, language)
    book = assemble([document], language, law, writer.glossary_terms(settings.CONTENT_DIR))
    report = make_report(book, edition.code, database_texts(edition))
    texts = {
        number: law_text({d.clause_id: d for d in imported.clauses}, language) for number, imported in book.laws.items()
    }
    sources = {number: imported.source for number, imported in book.laws.items()}
    payload = {
        "name": document.name,
        "language": language,
        "edition": edition.code,
        "texts": {str(n): t for n, t in texts.items()},
        "sources": {str(n): s for n, s in sources.items()},
        "titles": {str(n): imported.title for n, imported in book.laws.items()},
        "record": writer.record_file(book, edition.code),
    }
    return _review(payload, report)


def _edition(payload: dict) -> Edition:
    found = Edition.objects.filter(code=payload["edition"]).first()
    if found is None:
        raise EditionGone(payload["edition"])
    return found


def _review(payload: dict, report: Report | None) -> UploadReview:
    numbers = [int(n) for n in payload["texts"]]
    found = Law.all_editions.filter(edition=_edition(payload), number__in=numbers).select_related("edition")
    laws = {law.number: law for law in found}
    reviews, tokens = [], {}
    for key, text in sorted(payload["texts"].items(), key=lambda item: int(item[0])):
        number = int(key)
        result = split_law(text, number)
        review = pages.paste_review(laws[number], payload["language"], result)
        reviews.append(LawReview(laws[number], payload["titles"].get(key, ""), review))
        tokens[key] = review.tokens
    signed = signing.dumps({**payload, "tokens": tokens}, salt=SALT, compress=True)
    return UploadReview(payload["name"], payload["language"], payload["edition"], report, reviews, signed)


def _unsigned(signed: str) -> dict:
    try:
        return signing.loads(signed, salt=SALT, max_age=MAX_AGE)
    except signing.BadSignature:
        raise StaleReview("the review is broken or more than a day old; upload the file again") from None


def review_again(signed: str) -> UploadReview:
    """The same import compared with what is saved now (after a conflict)."""
    payload = _unsigned(signed)
    payload.pop("tokens", None)
    return _review(payload, None)


def edition_of_review(signed: str) -> Edition:
    """The edition a (valid) review was made for."""
    return _edition(_unsigned(signed))


def accept(signed: str, author, message: str, follows_source: bool) -> list[Revision]:
    """Save every changed clause of the reviewed laws as revisions of the review's edition, all or nothing.

    Raises :class:`saving.Conflict` when a clause changed since the review (nothing is saved), and
    :class:`EditionGone` when the edition was deleted since.
    """
    payload = _unsigned(signed)
    edition = _edition(payload)
    language = payload["language"]
    edits = []
    for key, text in payload["texts"].items():
        seen = payload["tokens"][key]
        drafts = split_law(text, int(key)).clauses
        sources = seen["source"] if follows_source and language != saving.SOURCE_LANGUAGE else None
        edits += saving.paste_edits(language, drafts, seen["tokens"], sources, edition)
    if not edits:
        return []
    default = f"Imported from {payload['name']}"
    return saving.save_many(edits, author, message or default, origin=Revision.PASTE)


def zip_of(signed: str) -> tuple[str, bytes]:
    """(file name, zip bytes) of the files import_book would write for the reviewed upload."""
    payload = _unsigned(signed)
    language, edition = payload["language"], payload["edition"]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for key, text in sorted(payload["texts"].items(), key=lambda item: int(item[0])):
            number = int(key)
            result: SplitResult = split_law(text, number)
            source = writer.one_line(payload["sources"][key])
            body = law_file(number, language, source, {d.clause_id: d for d in result.clauses})
            archive.writestr(str(writer.output_path(edition, language, number)), body)
        if payload.get("record"):
            archive.writestr(str(writer.output_path(edition, language)), payload["record"])
    return f"import-{edition}-{language}.zip", buffer.getvalue()
