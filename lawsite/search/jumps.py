"""Law numbers typed into the search box: a jump to the clause, or a clear word about a law or clause
that does not exist ("Law 200": there are 93 laws; "43Z": Law 43 has no clause Z)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.urls import reverse
from django.utils.translation import gettext as _

from lawsite.laws.numbering import MAX_LAW, ClauseId, ClauseIdError

#: The word for "law" as typed before a number, and its abbreviations: L43, Law43, N43 and Ν43
#: (Νόμος), nomos 43, p43 and prz. 43 (przepis), art. 43, § 43.
_PREFIX = re.compile(
    r"^(?:laws?|l|n|ν|nomo[sui]?|νόμο[ςυι]?|νομο[ςυι]?|νόμους|przepis\w*|prz|p|art|§)\.?\s*(?=\d)", re.I
)
_NUMBER = re.compile(r"(\d{1,3})\s*(.*)")
#: What can follow a law number in a clause reference: a section letter (Greek ΣΤ is one), an item
#: number, sub-items.
_TAIL = re.compile(r"(?:ΣΤ|Στ|στ|[^\W\d_])(?:\d{1,2})?(?:\(\w{1,4}\)){0,2}")


def _without_prefix(cleaned: str) -> str:
    return _PREFIX.sub("", cleaned.strip(), count=1)


def jump_target(cleaned: str) -> ClauseId | None:
    """``43b2b``, ``law 64 a 2``, ``L43``, ``Νόμος 43Β2(β)``, ``przepis 64A2`` -> the clause; ``64`` -> the law."""
    if not cleaned or len(cleaned) > 40 or not any(c.isdigit() for c in cleaned):
        return None
    try:
        return ClauseId.parse_loose(_without_prefix(cleaned))
    except (ClauseIdError, ValueError):
        return None


def jump_url(target: ClauseId) -> str:
    """The page of ``target``, or of its nearest ancestor in the collection (the law always is)."""
    from lawsite.laws.models import Clause

    chain = [target, *reversed(target.ancestors())]
    known = set(Clause.objects.filter(clause_id__in=[str(c) for c in chain]).values_list("clause_id", flat=True))
    best = next((c for c in chain if str(c) in known), ClauseId(target.law))
    return reverse("laws:clause", args=[str(best)])


@dataclass(frozen=True)
class NumberNotice:
    """Said instead of results when the query is a law number that does not exist."""

    message: str
    url: str = ""  # where to go instead: the law, or the list of laws
    label: str = ""  # the link's text


def number_notice(cleaned: str) -> NumberNotice | None:
    """For a query that is only a law reference which :func:`jump_target` could not take."""
    if not cleaned or len(cleaned) > 40:
        return None
    stripped = _without_prefix(cleaned)
    match = _NUMBER.fullmatch(stripped)
    if match is None:
        return None
    number, tail = int(match.group(1)), re.sub(r"[\s.]+", "", match.group(2))
    if tail and not _TAIL.fullmatch(tail):
        return None
    if not 1 <= number <= MAX_LAW:
        if tail:
            return None
        return NumberNotice(
            _("There are %(count)s laws: law numbers run from 1 to %(count)s.") % {"count": MAX_LAW},
            reverse("laws:home"),
            _("All laws"),
        )
    if not tail:
        return None
    return NumberNotice(
        _("Law %(law)s has no clause %(clause)s.") % {"law": number, "clause": tail},
        reverse("laws:clause", args=[str(number)]),
        _("Law %(law)s") % {"law": number},
    )
