"""The clause records as search documents: one per clause, commentary and worked example text, and one
per law title and chapter title in each language; and the database's change log as the index reads it."""
from __future__ import annotations

from collections.abc import Iterable

from django.db.models import Q

from lawsite.laws.models import (
    Chapter,
    ClauseText,
    CommentaryText,
    ContentChange,
    ContentState,
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
        yield from self._titles()
        yield from self._docs(Q(), Q(), Q())

    def docs_for(self, clause_ids: list[str]) -> Iterable[SearchDoc]:
        return self._docs(
            Q(clause__clause_id__in=clause_ids),
            Q(commentary__clause__clause_id__in=clause_ids),
            Q(example__clause__clause_id__in=clause_ids),
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
            if row.version != expected or row.clause_ids is None:
                return None
            if row.version > number:
                clause_ids.update(row.clause_ids)
        return Changes((rows[-1].version, _stamp(rows[-1])), tuple(sorted(clause_ids)))

    @staticmethod
    def _titles() -> Iterable[SearchDoc]:
        """Every law title and chapter title, in each language it is given in (all 93 laws, text or not)."""
        for chapter in Chapter.objects.all():
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
                )
        for law in Law.objects.select_related("chapter"):
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
                )

    def _docs(self, clauses: Q, commentaries: Q, examples: Q) -> Iterable[SearchDoc]:
        texts = list(ClauseText.objects.filter(clauses).select_related("clause__law__chapter"))
        languages: dict[str, set] = {}
        for text in texts:
            languages.setdefault(text.clause.clause_id, set()).add(text.language)
        for text in texts:
            law = text.clause.law
            yield SearchDoc(
                kind="clause",
                clause_id=text.clause.clause_id,
                law=law.number,
                chapter=law.chapter.number,
                language=text.language,
                text=_joined(text.heading, text.text),
                title=text.heading,
                law_titles=dict(law.titles),
                languages=tuple(sorted(languages[text.clause.clause_id])),
            )
        yield from self._attached("commentary", CommentaryText.objects.filter(commentaries))
        yield from self._attached("example", WorkedExampleText.objects.filter(examples))

    @staticmethod
    def _attached(kind: str, texts) -> Iterable[SearchDoc]:
        """Commentary or worked-example texts: each hangs off a record (``kind``) attached to a clause."""
        for text in texts.select_related(f"{kind}__law__chapter", f"{kind}__clause"):
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
            )
