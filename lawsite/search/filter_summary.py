"""What the folded filter panel of the search page says it holds: the filters in force, in the reader's words.

The search page puts its results first on a phone and folds the filters; the fold's summary names the
filters that narrow the results shown, so a reader knows what to unfold."""

from __future__ import annotations

from django.utils.translation import gettext as _

from lawsite.laws.templatetags.laws_tags import NATIVE_NAMES

from .engine import Filters


def active_filters(filters: Filters) -> list[str]:
    """The filters that narrow the search, each as a short label; none when the search is the plain one
    (every language, chapter and law of the edition in force)."""
    labels = []
    if filters.language:
        labels.append(NATIVE_NAMES.get(filters.language, filters.language))
    if filters.chapter:
        labels.append(_("Chapter %(number)s") % {"number": filters.chapter})
    if filters.law:
        labels.append(_("Law %(number)s") % {"number": filters.law})
    if not filters.edition and filters.in_force:
        labels.append(_("All editions"))
    elif filters.edition != filters.in_force:
        labels.append(_("edition %(edition)s") % {"edition": filters.edition})
    return labels
