"""The clause records as search documents: one per clause, commentary and worked example text."""
from __future__ import annotations

from collections.abc import Iterable

from django.db.models import Q

from lawsite.laws.models import ClauseText, CommentaryText, WorkedExampleText

from .index import SearchDoc


def _joined(heading: str, text: str) -> str:
    return f"{heading}\n{text}" if heading else text


class DatabaseProvider:
    """Reads the clause records; ``docs_for`` gives every document hanging off the given clauses."""

    def all_docs(self) -> Iterable[SearchDoc]:
        return self._docs(Q(), Q(), Q())

    def count(self) -> int:
        """How many documents :meth:`all_docs` gives."""
        return ClauseText.objects.count() + CommentaryText.objects.count() + WorkedExampleText.objects.count()

    def docs_for(self, clause_ids: list[str]) -> Iterable[SearchDoc]:
        return self._docs(
            Q(clause__clause_id__in=clause_ids),
            Q(commentary__clause__clause_id__in=clause_ids),
            Q(example__clause__clause_id__in=clause_ids),
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
