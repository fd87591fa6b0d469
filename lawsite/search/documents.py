"""The clause records as search documents: one per clause, commentary and worked example text.

Every published edition is indexed (drafts are not: readers cannot see them). A document records the
editions whose pages show it: its own, and each newer edition that has no text of that clause in
that language, where the law page shows it marked as an older edition's (the Polish Law 67 of 2007
on the 2017 pages). Searching an edition searches what its pages show.
"""
from __future__ import annotations

from collections.abc import Iterable

from django.db.models import Q

from lawsite.laws import editions
from lawsite.laws.models import ClauseText, CommentaryText, Edition, WorkedExampleText

from .index import SearchDoc


def _joined(heading: str, text: str) -> str:
    return f"{heading}\n{text}" if heading else text


class DatabaseProvider:
    """Reads the clause records; ``docs_for`` gives every document hanging off the given clauses."""

    def all_docs(self) -> Iterable[SearchDoc]:
        return self._docs(Q(), Q(), Q(), None)

    def affected(self, clause_ids: list[str]) -> list[str]:
        """These clause ids and the ids they have in the other editions: a text changed in one edition
        changes which older texts the others show, so their documents are rewritten too."""
        published = [edition for edition in editions.every() if not edition.is_draft]
        renumbering = editions.table(published)
        ids = set(clause_ids)
        for clause_id in clause_ids:
            for a in published:
                for b in published:
                    if a.code != b.code and (other := renumbering.corresponding(clause_id, a.code, b.code)):
                        ids.add(other)
        return sorted(ids)

    def count(self) -> int:
        """How many documents :meth:`all_docs` gives."""
        return ClauseText.objects.count() + CommentaryText.objects.count() + WorkedExampleText.objects.count()

    def docs_for(self, clause_ids: list[str]) -> Iterable[SearchDoc]:
        """Documents of these clause ids, in every published edition."""
        ids = sorted(clause_ids)
        return self._docs(
            Q(clause__clause_id__in=ids),
            Q(commentary__clause__clause_id__in=ids),
            Q(example__clause__clause_id__in=ids),
            ids,
        )

    def _docs(self, clauses: Q, commentaries: Q, examples: Q, ids: list[str] | None) -> Iterable[SearchDoc]:
        published = [edition for edition in editions.every() if not edition.is_draft]
        shown_as = _shown_as(published, ids)
        texts = list(
            ClauseText.objects.filter(clauses, clause__edition__in=published).select_related(
                "clause__law__chapter", "clause__edition"
            )
        )
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
                law_titles=dict(law.titles),
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
                law_titles=dict(law.titles),
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
