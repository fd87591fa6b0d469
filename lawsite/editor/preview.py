"""What an edit would look like before it is saved: the rendered text with references linked, and
which references it adds, removes or cannot resolve compared with what the saved text cites."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from lawsite.laws.models import ClauseText, Reference
from lawsite.laws.numbering import ClauseId
from lawsite.laws.references import find_references, find_unreadable
from lawsite.laws.rendering import localize_links, render

from .models import Revision
from .revisions import Target

_SOURCE_FILTER = {
    Revision.CLAUSE: "source_clause__clause_id",
    Revision.COMMENTARY: "source_commentary__slug",
    Revision.EXAMPLE: "source_example__slug",
}


@dataclass
class Preview:
    html: str
    cites: list[str] = field(default_factory=list)
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    unresolvable: list[str] = field(default_factory=list)  # the law is in the collection, the clause is not
    stubs: list[str] = field(default_factory=list)  # the law is not yet in the collection
    url_edition: str | None = None  # the edition code links keep (None: the edition in force)


def saved_targets(target: Target) -> list[str]:
    refs = Reference.objects.filter(
        target_clause__edition=target.edition, language=target.language, **{_SOURCE_FILTER[target.kind]: target.key}
    )
    return list(dict.fromkeys(refs.order_by("start").values_list("target_id", flat=True)))


def preview(target: Target, text: str, ui_language: str) -> Preview:
    """References resolve within the target's edition, as they will once saved. Unresolvable: a clause
    missing from a law in the collection (55G9), or no clause at all (99Z, 55Q)."""
    refs = find_references(text, target.language, current_law=target.law_number)
    unreadable = find_unreadable(text, target.language)
    cites = list(dict.fromkeys(ref.target for ref in refs))
    saved = saved_targets(target) if target.row is not None else []
    in_edition = ClauseText.objects.filter(clause__edition=target.edition)
    with_text = set(in_edition.filter(clause__clause_id__in=cites).values_list("clause__clause_id", flat=True))
    laws_present = set(in_edition.values_list("clause__law__number", flat=True).distinct())
    unresolvable, stubs = [], []
    for cid in cites:
        if cid in with_text or cid == target.key and target.kind == Revision.CLAUSE:
            continue
        (unresolvable if ClauseId.parse(cid).law in laws_present else stubs).append(cid)
    missing = set(unresolvable)
    flagged = [*unreadable, *(ref for ref in refs if ref.target in missing)]
    linked = [ref for ref in refs if ref.target not in missing]
    title = _("Cannot be resolved: no such clause in the Laws or in the collection")
    html = localize_links(render(text, linked, flagged=flagged, flag_title=title), ui_language, target.url_edition)
    return Preview(
        html=html,
        cites=cites,
        added=[cid for cid in cites if cid not in saved],
        removed=[cid for cid in saved if cid not in cites],
        unresolvable=list(dict.fromkeys([*unresolvable, *(u.written for u in unreadable)])),
        stubs=stubs,
        url_edition=target.url_edition,
    )
