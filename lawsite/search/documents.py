"""The clause records as search documents: one per clause, commentary and worked example text, and one
per law title and chapter title in each language; and the database's change log as the index reads it.

Every published edition is indexed (drafts are not: readers cannot see them). A document records the
editions whose pages show it: its own, and each newer edition that has no text of that clause in
that language, where the law page shows it marked as an older edition's (the Polish Law 67 of 2007
on the 2017 pages). Searching an edition searches what its pages show.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.db.models import Q

from lawsite.laws import editions
from lawsite.laws.models import (
    Chapter,
    ClauseText,
    CommentaryText,
    ContentChange,
    ContentState,
    Edition,
    Law,
    WorkedExampleText,
)

from .index import Changes, Mark, SearchDoc


def _joined(heading: str, text: str) -> str:
    return f"{heading}\n{text}" if heading else text


def _stamp(change: ContentChange | None) -> str:
    return change.created_at.isoformat() if change is not None else ""


class DatabaseProvider:
    """Reads the clause records; ``docs_for`` gives every document hanging off the given clauses."""

    def all_docs(self) -> Iterable[SearchDoc]:
        published = _published()
        yield from self._titles(published)
        yield from self._docs(Q(), Q(), Q(), None, published)

    def affected(self, clause_ids: list[str]) -> list[str]:
        """These clause ids and the ids they have in the other editions: a text changed in one edition
        changes which older texts the others show, so their documents are rewritten too."""
        published = _published()
        renumbering = editions.table(published)
        ids = set(clause_ids)
        for clause_id in clause_ids:
            for a in published:
                for b in published:
                    if a.code != b.code and (other := renumbering.corresponding(clause_id, a.code, b.code)):
                        ids.add(other)
        return sorted(ids)

    def count(self) -> int:
        """How many documents :meth:`all_docs` gives: the published editions' titles and texts."""
        published = _published()
        titles = sum(
            len(titles)
            for model in (Chapter, Law)
            for titles in model.all_editions.filter(edition__in=published).values_list("titles", flat=True)
        )
        return (
            titles
            + ClauseText.objects.filter(clause__edition__in=published).count()
            + CommentaryText.objects.filter(commentary__edition__in=published).count()
            + WorkedExampleText.objects.filter(example__edition__in=published).count()
        )

    def docs_for(self, clause_ids: list[str]) -> Iterable[SearchDoc]:
        """Documents of these clause ids, in every published edition."""
        ids = sorted(clause_ids)
        return self._docs(
            Q(clause__clause_id__in=ids),
            Q(commentary__clause__clause_id__in=ids),
            Q(example__clause__clause_id__in=ids),
            ids,
        )

    def content_version(self) -> Mark:
        latest = ContentChange.objects.order_by("-version").first()
        if latest is not None:
            return (latest.version, _stamp(latest))
        state = ContentState.objects.filter(pk=1).values_list("version", flat=True).first()
        return (state or 0, "")

    def changes_since(self, version: Mark) -> Changes | None:
        """The changes logged after ``version``, if the log holds that version as the index knew it and
        every one since, and none of them was a content load."""
        number, stamp = version
        rows = list(ContentChange.objects.filter(version__gte=number).order_by("version"))
        if not rows or rows[0].version != number or _stamp(rows[0]) != stamp:
            return None
        clause_ids: set[str] = set()
        for expected, row in enumerate(rows, start=number):
            if row.version != expected:
                return None
            if row.version > number:  # the first row is what the index holds: a load it was built from is fine
                if row.clause_ids is None:
                    return None
                clause_ids.update(row.clause_ids)
        return Changes((rows[-1].version, _stamp(rows[-1])), tuple(sorted(clause_ids)))

    @staticmethod
    def _titles(published: list[Edition]) -> Iterable[SearchDoc]:
        """Every law title and chapter title of each published edition, in each language it is given in
        (all 93 laws, text or not)."""
        for chapter in Chapter.all_editions.filter(edition__in=published).select_related("edition"):
            for language, title in sorted(chapter.titles.items()):
                yield SearchDoc(
                    kind="chapter",
                    clause_id="",
                    law=None,
                    chapter=chapter.number,
                    language=language,
                    text=title,
                    title=title,
                    languages=tuple(sorted(chapter.titles)),
                    edition=chapter.edition.code,
                )
        for law in Law.all_editions.filter(edition__in=published).select_related("chapter", "edition"):
            for language, title in sorted(law.titles.items()):
                yield SearchDoc(
                    kind="law",
                    clause_id="",
                    law=law.number,
                    chapter=law.chapter.number,
                    language=language,
                    text=title,
                    title=title,
                    law_titles=dict(law.titles),
                    languages=tuple(sorted(law.titles)),
                    edition=law.edition.code,
                )

    def _docs(
        self, clauses: Q, commentaries: Q, examples: Q, ids: list[str] | None, published: list[Edition] | None = None
    ) -> Iterable[SearchDoc]:
        published = _published() if published is None else published
        shown_as = _shown_as(published, ids)
        texts = list(
            ClauseText.objects.filter(clauses, clause__edition__in=published).select_related(
                "clause__law__chapter", "clause__edition"
            )
        )
        law_titles = _law_titles(published)
        languages: dict[tuple[str, str], set] = {}
        for text in texts:
            languages.setdefault((text.clause.edition.code, text.clause.clause_id), set()).add(text.language)
        for text in texts:
            law = text.clause.law
            code = text.clause.edition.code
            yield SearchDoc(
                kind="clause",
                clause_id=text.clause.clause_id,
                law=law.number,
                chapter=law.chapter.number,
                language=text.language,
                text=_joined(text.heading, text.text),
                title=text.heading,
                law_titles=law_titles(law),
                languages=tuple(sorted(languages[(code, text.clause.clause_id)])),
                edition=code,
                shown_as=shown_as.get((code, text.clause.clause_id, text.language), {code: text.clause.clause_id}),
            )
        yield from self._attached("commentary", CommentaryText.objects.filter(commentaries), published)
        yield from self._attached("example", WorkedExampleText.objects.filter(examples), published)

    @staticmethod
    def _attached(kind: str, texts, published: list[Edition]) -> Iterable[SearchDoc]:
        """Commentary or worked-example texts: each hangs off a record (``kind``) attached to a clause."""
        texts = texts.filter(**{f"{kind}__edition__in": published})
        law_titles = _law_titles(published)
        for text in texts.select_related(f"{kind}__law__chapter", f"{kind}__clause", f"{kind}__edition"):
            record = getattr(text, kind)
            law = record.law
            yield SearchDoc(
                kind=kind,
                clause_id=record.clause.clause_id,
                law=law.number,
                chapter=law.chapter.number,
                language=text.language,
                text=_joined(text.title, text.text),
                title=text.title,
                slug=record.slug,
                law_titles=law_titles(law),
                languages=tuple(sorted(record.texts.values_list("language", flat=True))),
                edition=record.edition.code,
                shown_as={record.edition.code: record.clause.clause_id},
            )


def _shown_as(published: list[Edition], ids: list[str] | None) -> dict[tuple[str, str, str], dict[str, str]]:
    """(edition, clause id, language) -> {edition code: clause id} of every edition whose pages show that text."""
    if len(published) < 2:
        return {}
    renumbering = editions.table(published)
    rows = ClauseText.objects.filter(clause__edition__in=published)
    if ids is not None:
        rows = rows.filter(clause__clause_id__in=ids)
    present = set(rows.values_list("clause__edition__code", "clause__clause_id", "language"))
    result: dict[tuple[str, str, str], dict[str, str]] = {}
    for code, clause_id, language in present:
        result[(code, clause_id, language)] = {code: clause_id}
    for newer in published:
        taken: set[tuple[str, str]] = set()
        for older in sorted((e for e in published if e.code < newer.code), key=lambda e: e.code, reverse=True):
            for code, clause_id, language in sorted(p for p in present if p[0] == older.code):
                mapped = renumbering.corresponding(clause_id, code, newer.code)
                if mapped is None or (newer.code, mapped, language) in present or (mapped, language) in taken:
                    continue
                taken.add((mapped, language))
                result[(code, clause_id, language)][newer.code] = mapped
    return result


def _law_titles(published: list[Edition]):
    """A function giving a law's titles for the texts under it: its own edition's, and for a language that
    edition gives none, the newest other published edition's (the 2007 Polish Law 67, shown on the 2017
    pages, is named "Defective Trick" in English), as its law page names it."""
    by_number: dict[int, list[dict]] = {}
    rows = Law.all_editions.filter(edition__in=published).order_by("-edition__code")
    for number, titles in rows.values_list("number", "titles"):
        by_number.setdefault(number, []).append(titles or {})

    def titles_of(law: Law) -> dict:
        merged = dict(law.titles)
        for other in by_number.get(law.number, ()):
            for language, title in other.items():
                if title and not merged.get(language):
                    merged[language] = title
        return merged

    return titles_of


def _published() -> list[Edition]:
    """The editions readers see (drafts are not indexed)."""
    return [edition for edition in editions.every() if not edition.is_draft]
