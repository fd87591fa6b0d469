"""References written in the stored texts that name no clause at all ("Law 99Z", "Law 55Q").

The loader and the editor store a Reference only for what reads as a clause id, so these leave no
row behind; the status page and the references report find them by reading the texts again.
"""
from __future__ import annotations

from dataclasses import dataclass

from .models import ClauseText, CommentaryText, WorkedExampleText
from .numbering import ClauseId
from .references import find_unreadable


@dataclass
class UnreadableReference:
    source_label: str  # as Reference.source_label: "55C", "Law 43 commentary", "Law 55 example"
    url: str  # the law page, at the citing text
    language: str
    written: str  # "99Z"


def unreadable_references() -> list[UnreadableReference]:
    found = []
    for text in ClauseText.objects.select_related("clause__law"):
        url = f"/laws/{text.clause.law.number}/#{ClauseId.parse(text.clause.clause_id).anchor}"
        found += _in(text.text, text.language, text.clause.clause_id, url)
    for text in CommentaryText.objects.select_related("commentary__law"):
        commentary = text.commentary
        url = f"/laws/{commentary.law.number}/#commentary-{commentary.slug}"
        found += _in(text.text, text.language, f"Law {commentary.law.number} commentary", url)
    for text in WorkedExampleText.objects.select_related("example__law"):
        example = text.example
        url = f"/laws/{example.law.number}/#example-{example.slug}"
        found += _in(text.text, text.language, f"Law {example.law.number} example", url)
    return sorted(found, key=lambda r: (r.written, r.language, r.source_label))


def _in(text: str, language: str, label: str, url: str) -> list[UnreadableReference]:
    return [UnreadableReference(label, url, language, u.written) for u in find_unreadable(text, language)]
