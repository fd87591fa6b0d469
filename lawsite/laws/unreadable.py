"""References written in the stored texts that name no clause at all ("Law 99Z", "Law 55Q").

The loader and the editor store a Reference only for what reads as a clause id, so these leave no
row behind; the status page and the references report find them by reading the texts again.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext as _

from .models import ClauseText, CommentaryText, Edition, WorkedExampleText
from .numbering import ClauseId
from .references import find_unreadable


@dataclass
class UnreadableReference:
    source_label: str  # as Reference.source_label: "55C", "Commentary on Law 43", "Worked example on Law 55"
    url: str  # the law page, at the citing text (without the language prefix)
    language: str
    written: str  # "99Z"
    edition: str = ""  # the code of the citing text's edition


def unreadable_references(edition: Edition | None = None) -> list[UnreadableReference]:
    """In the texts of ``edition``, or of every edition when None."""
    found = []
    clauses = ClauseText.objects.select_related("clause__law__edition")
    commentaries = CommentaryText.objects.select_related("commentary__law__edition")
    examples = WorkedExampleText.objects.select_related("example__law__edition")
    if edition is not None:
        clauses = clauses.filter(clause__edition=edition)
        commentaries = commentaries.filter(commentary__edition=edition)
        examples = examples.filter(example__edition=edition)
    for text in clauses:
        law = text.clause.law
        url = f"{_prefix(law.edition)}{law.number}/#{ClauseId.parse(text.clause.clause_id).anchor}"
        found += _in(text.text, text.language, text.clause.clause_id, url, law.edition)
    for text in commentaries:
        commentary, law = text.commentary, text.commentary.law
        url = f"{_prefix(law.edition)}{law.number}/#commentary-{commentary.slug}"
        found += _in(text.text, text.language, _("Commentary on Law %(law)s") % {"law": law.number}, url, law.edition)
    for text in examples:
        example, law = text.example, text.example.law
        url = f"{_prefix(law.edition)}{law.number}/#example-{example.slug}"
        found += _in(
            text.text, text.language, _("Worked example on Law %(law)s") % {"law": law.number}, url, law.edition
        )
    return sorted(found, key=lambda r: (r.written, r.language, r.source_label, r.edition))


def _prefix(edition: Edition) -> str:
    """``/laws/`` for the edition in force (its plain addresses), ``/2007/laws/`` for another."""
    return "/laws/" if edition.is_in_force else f"/{edition.code}/laws/"


def _in(text: str, language: str, label: str, url: str, edition: Edition) -> list[UnreadableReference]:
    return [UnreadableReference(label, url, language, u.written, edition.code) for u in find_unreadable(text, language)]
