"""``/api/<edition>/laws/<clause>``: one clause of one edition as JSON.

Each language's text says which edition it follows (this one, or an older one where this edition has
none in that language, as the law page shows it), with its outgoing references, what cites it in this
edition, and the corresponding clause in the other editions. Links are pages in ``?lang=`` (English
by default), pinned to the edition asked for.
"""

from __future__ import annotations

from django.http import JsonResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils import translation

from . import editions, pages
from .models import Clause, ClauseText, Law, Reference
from .numbering import LANGUAGES, ClauseId


def _error(message: str, status: int = 404) -> JsonResponse:
    return JsonResponse({"error": message}, status=status)


def clause(request, edition, clause_ref):
    language = request.GET.get("lang", "en")
    language = language if language in LANGUAGES else "en"
    try:
        shown, _code = editions.resolve(edition, request.user)
    except editions.EditionUnavailable:
        return _error(f"unknown edition {edition}")
    canonical, redirect_to = pages.resolve_clause_ref(clause_ref)
    if redirect_to:
        url = reverse("api-clause", args=[edition, redirect_to])
        return redirect(url + (f"?{request.GET.urlencode()}" if request.GET else ""), permanent=True)
    if canonical is None:
        return _error(f"{clause_ref!r} is not a clause id")
    cid = ClauseId.parse(canonical)
    law = Law.all_editions.filter(edition=shown, number=cid.law).select_related("edition").first()
    if law is None:
        return _error(f"no Law {cid.law} in edition {shown.code}")
    with translation.override(language):
        return JsonResponse(
            clause_json(law, canonical, shown.code, language, request.user), json_dumps_params={"ensure_ascii": False}
        )


def clause_json(law: Law, clause_id: str, url_edition: str, language: str, user) -> dict:
    edition = law.edition
    record = Clause.all_editions.filter(edition=edition, clause_id=clause_id).first()
    own = {t.language: t for t in ClauseText.objects.filter(clause=record)} if record else {}
    older = pages.older_texts(law, {(clause_id, code) for code in own})
    texts = {}
    for code in LANGUAGES:
        if code in own:
            text, follows, as_id = own[code], edition.code, clause_id
        elif (clause_id, code) in older:
            found = older[(clause_id, code)]
            text, follows, as_id = found.text, found.edition.code, found.clause_id
        else:
            texts[code] = None
            continue
        texts[code] = {
            "heading": text.heading,
            "text": text.text,
            "html": pages.for_display(text.html, code, language, follows),
            "edition": follows,
            "clause": as_id,
        }
    outgoing = []
    for ref in Reference.objects.filter(source_clause=record).order_by("language", "start") if record else []:
        outgoing.append(
            {
                "language": ref.language,
                "target": ref.target_id,
                "status": ref.status,
                "written_as": ref.matched_text,
                "url": pages.clause_path(ref.target_id, language, url_edition),
            }
        )
    citations = pages.cited_by([clause_id], language, edition, url_edition).get(clause_id, [])
    return {
        "edition": {
            "code": edition.code,
            "status": edition.status,
            "in_force_since": edition.in_force_since.isoformat() if edition.in_force_since else None,
            "title": editions.title(edition, language)[0],
        },
        "clause": clause_id,
        "law": law.number,
        "in_collection": bool(record),
        "url": pages.clause_path(clause_id, language, url_edition),
        "texts": texts,
        "references": outgoing,
        "cited_by": [{"label": c.label, "url": c.url, "language": c.language} for c in citations],
        "other_editions": [
            {
                "edition": other.edition.code,
                "status": other.edition.status,
                "clause": other.clause_id,
                "has_text": other.has_text,
                "url": pages.clause_path(other.clause_id, language, other.edition.code) if other.linkable else None,
            }
            for other in editions.elsewhere(edition, clause_id, user)
        ],
    }
