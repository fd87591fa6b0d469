"""The law book as the service worker keeps it, and the clause data the reference previews show.

:func:`book` lists, language-neutral, every address a reader needs without a connection (each law
page and clause permalink, the glossary, the home and offline pages, the preview data and the
static files), versioned by the content revision: a new revision is a new book, the old one is
dropped. :func:`law_data` gives one law's clauses in every language for the previews.
"""
from __future__ import annotations

from functools import lru_cache

from django.contrib.staticfiles import finders
from django.templatetags.static import static

from .models import Clause, ClauseText, ContentState, Law
from .numbering import GREEK_TO_LATIN, LANGUAGES, MAX_LAW

#: Files the pages load, kept with the book (their hashed names in production).
STATIC_ASSETS = ("css/site.css", "js/site.js", "js/previews.js", "icons/icon.svg", "icons/icon-192.png", "icons/icon-512.png")


def revision_tag(state: ContentState, release: str) -> str:
    """Names one book: the content revision and the deployed code (the pages' markup can change too)."""
    return f"{state.version}-{release}" if release else str(state.version)


def book(state: ContentState, release: str) -> dict:
    clause_ids = list(Clause.objects.order_by("law__number", "position").values_list("clause_id", flat=True))
    numbers = list(Law.objects.order_by("number").values_list("number", flat=True))
    pages = ["/", "/glossary/", "/offline/"] + [f"/laws/{cid}/" for cid in clause_ids]
    return {
        "revision": revision_tag(state, release),
        "updated": state.updated_at.isoformat(),
        "languages": list(LANGUAGES),
        "pages": pages,
        "data": [f"/api/laws/{number}.json" for number in numbers] + ["/api/glossary.json"],
        "assets": [static(name) for name in STATIC_ASSETS],
        # What an offline law-number jump needs: the clause ids that have a page, and the letters.
        "clauses": clause_ids,
        "max_law": MAX_LAW,
        "greek": GREEK_TO_LATIN,
    }


def law_data(law: Law) -> dict:
    """Every clause of ``law`` with its heading and text per language; links are language-neutral."""
    rows = list(Clause.objects.filter(law=law).order_by("position").values_list("pk", "clause_id", "parent_id"))
    ids = {pk: clause_id for pk, clause_id, _ in rows}
    clauses = {clause_id: {"parent": ids.get(parent), "texts": {}} for _, clause_id, parent in rows}
    for text in ClauseText.objects.filter(clause__law=law).select_related("clause"):
        clauses[text.clause.clause_id]["texts"][text.language] = {"heading": text.heading, "html": text.html}
    return {"law": law.number, "titles": law.titles, "clauses": clauses}


@lru_cache(maxsize=1)
def service_worker_source() -> bytes:
    """The worker script as committed (lawsite/static/js/sw.js), read once per process."""
    path = finders.find("js/sw.js")
    with open(path, "rb") as handle:
        return handle.read()
