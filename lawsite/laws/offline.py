"""The law book as the service worker keeps it, and the clause data the reference previews show.

:func:`book` lists, language-neutral, every address a reader needs without a connection (each law
page and clause permalink, the glossary, the home and offline pages, the preview data and the
static files) of the edition in force and of the other published editions, versioned by the content
revision and the edition in force: a new revision (or another edition coming into force) is a new
book, the old one is dropped.
:func:`law_data` gives one law's clauses in every language for the previews, in the law's edition.
"""

from __future__ import annotations

from functools import lru_cache

from django.contrib.staticfiles import finders
from django.templatetags.static import static

from . import pages as law_pages
from .models import Clause, ClauseText, ContentState, Edition, Law
from .numbering import GREEK_TO_LATIN, LANGUAGES, MAX_LAW

#: Files the pages load, kept with the book (their hashed names in production).
STATIC_ASSETS = (
    "css/site.css",
    "js/site.js",
    "js/previews.js",
    "js/law.js",  # a permalink's page brings its clause into view with it
    "icons/icon.svg",
    "icons/icon-192.png",
    "icons/icon-512.png",
)


def revision_tag(state: ContentState, release: str, edition: Edition) -> str:
    """Names one book: the edition in force, the content revision and the deployed code (the pages'
    markup can change too)."""
    tag = f"{edition.code}-{state.version}"
    return f"{tag}-{release}" if release else tag


def _clause_ids(edition: Edition) -> list[str]:
    clauses = Clause.all_editions.filter(edition=edition)
    return list(clauses.order_by("law__number", "position").values_list("clause_id", flat=True))


def _law_numbers(edition: Edition) -> list[int]:
    return list(Law.all_editions.filter(edition=edition).order_by("number").values_list("number", flat=True))


def book(state: ContentState, release: str, edition: Edition) -> dict:
    """The book of ``edition`` (the edition in force: the addresses without an edition in them) and of every
    other published edition (``/2007/laws/67/``: a reader at the table may need the older wording, the only
    Polish Law 67 there is); drafts are for editors and stay out."""
    clause_ids = _clause_ids(edition)
    pages = ["/", "/glossary/", "/offline/"] + [f"/laws/{cid}/" for cid in clause_ids]
    data = [f"/api/laws/{number}.json" for number in _law_numbers(edition)] + ["/api/glossary.json"]
    others = {}
    for other in Edition.objects.exclude(pk=edition.pk).exclude(status=Edition.DRAFT).order_by("-code"):
        others[other.code] = _clause_ids(other)
        pages += [f"/{other.code}/"] + [f"/{other.code}/laws/{cid}/" for cid in others[other.code]]
        data += [f"/api/{other.code}/laws/{number}.json" for number in _law_numbers(other)]
    return {
        "revision": revision_tag(state, release, edition),
        "edition": edition.code,
        "updated": state.updated_at.isoformat(),
        "languages": list(LANGUAGES),
        "pages": pages,
        "data": data,
        "assets": [static(name) for name in STATIC_ASSETS],
        # What an offline law-number jump needs: the clause ids that have a page, and the letters.
        "clauses": clause_ids,
        "editions": others,  # the other editions' clause ids, for their forgiving addresses offline
        "max_law": MAX_LAW,
        "greek": GREEK_TO_LATIN,
    }


def law_data(law: Law) -> dict:
    """Every clause of ``law`` with its heading and text per language, in the law's edition; links are
    language-neutral. Where that edition has no text in a language, the older edition's text the law
    page shows is given, with its edition's code (and links into that edition)."""
    rows = list(Clause.all_editions.filter(law=law).order_by("position").values_list("pk", "clause_id", "parent_id"))
    ids = {pk: clause_id for pk, clause_id, _ in rows}
    clauses = {clause_id: {"parent": ids.get(parent), "texts": {}} for _, clause_id, parent in rows}
    for clause_id, language, heading, html in ClauseText.objects.filter(clause__law=law).values_list(
        "clause__clause_id", "language", "heading", "html"
    ):
        clauses[clause_id]["texts"][language] = {"heading": heading, "html": html}
    have = {(clause_id, language) for clause_id, entry in clauses.items() for language in entry["texts"]}
    for (clause_id, language), found in law_pages.older_texts(law, have).items():
        entry = clauses.setdefault(clause_id, {"parent": None, "texts": {}})
        entry["texts"][language] = {
            "heading": found.text.heading,
            "html": found.text.html,
            "edition": found.edition.code,
        }
    return {"law": law.number, "edition": law.edition.code, "titles": law.titles, "clauses": clauses}


@lru_cache(maxsize=1)
def service_worker_source() -> bytes:
    """The worker script as committed (lawsite/static/js/sw.js), read once per process."""
    path = finders.find("js/sw.js")
    with open(path, "rb") as handle:
        return handle.read()
