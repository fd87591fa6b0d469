from django.conf import settings
from django.http import Http404, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language

from . import editions, fragments, offline, pages
from .models import ContentState, Law, Reference
from .numbering import ClauseId
from .permissions import editor_required
from .unreadable import unreadable_references


def _edition(request, code):
    try:
        shown, url_edition = editions.resolve(code, request.user, lambda: fragments.edition_in_force(request))
    except editions.EditionUnavailable as error:
        raise Http404(str(error)) from None
    if url_edition is None:
        request.edition_in_force = shown  # the context processor names it in the header: no second read
    request.edition_shown = shown  # the header names the edition the page shows (2007 on a 2007 page)
    return shown, url_edition


def home(request, edition=None):
    """The laws by chapter: of the edition in force, or of the edition in the URL."""
    shown, url_edition = _edition(request, edition)
    context = {
        "chapters": pages.chapters_with_laws(get_language(), shown, url_edition),
        "edition": shown,
        "url_edition": url_edition,
        "currency": editions.currency(shown, get_language()),
        "edition_title": editions.title(shown, get_language())[0],
    }
    return render(request, "laws/home.html", context)


def clause_page(request, clause_ref, edition=None):
    """A law page, or a clause permalink that opens its law at that clause (in force, or in an edition)."""
    shown, url_edition = _edition(request, edition)
    canonical, redirect_to = pages.resolve_clause_ref(clause_ref)
    if redirect_to:
        args = [url_edition, redirect_to] if url_edition else [redirect_to]
        url = reverse("laws:clause", args=args)
        if request.GET:
            url += "?" + request.GET.urlencode()
        cid = ClauseId.parse(redirect_to)
        if cid.depth:
            url += "#" + cid.anchor  # browsers keep it across the redirect: they land on the clause
        return redirect(url, permanent=True)
    if canonical is None:
        raise Http404(clause_ref)
    columns = ",".join(request.GET.getlist("cols"))
    try:
        composed = fragments.law_page(request, shown, canonical, get_language(), columns, url_edition)
    except fragments.NoSuchLaw:
        raise Http404(canonical) from None
    context = {"page": composed.page, "parts": composed, "requested": canonical, "requested_known": composed.known}
    return render(request, "laws/law.html", context)


@editor_required
def references_report(request):
    """Every reference that does not resolve to a clause with text, for editors to fix or fill in."""
    refs = list(
        Reference.objects.exclude(status=Reference.RESOLVED)
        .select_related("source_clause", "source_commentary__law", "source_example__law", "target_clause__edition")
        .order_by("-target_clause__edition__code", "status", "target_id")
    )
    for ref in refs:
        edition = ref.target_clause.edition
        ref.url_edition = None if edition.is_in_force else edition.code
    context = {"references": refs, "unreadable": unreadable_references()}
    return render(request, "laws/references_report.html", context)


def law_data(request, number, edition=None):
    """One law's clauses in every language, for the reference previews (and kept offline): of the
    edition in force, or of the edition in the URL (the previews on a point-in-time page)."""
    shown, _code = _edition(request, edition)
    law = Law.all_editions.filter(edition=shown, number=number).first()
    if law is None:
        raise Http404(f"no Law {number} in edition {shown.code}")
    return JsonResponse(offline.law_data(law), json_dumps_params={"ensure_ascii": False})


def offline_book(request):
    """What the service worker keeps for reading offline: the edition in force, named by the content revision."""
    edition = editions.in_force()
    if edition is None:
        raise Http404("no edition is in force")
    book = offline.book(ContentState.current(), getattr(settings, "LAWSITE_RELEASE", ""), edition)
    return JsonResponse(book, json_dumps_params={"ensure_ascii": False})


def service_worker(request):
    """sw.js, a static file, served at the root so that its scope covers every language prefix."""
    return HttpResponse(
        offline.service_worker_source(),
        content_type="text/javascript; charset=utf-8",
        headers={"Cache-Control": "no-cache", "Service-Worker-Allowed": "/"},
    )


def offline_page(request):
    """Shown by the service worker instead of a page that needs a connection (search, the assistant)."""
    return render(request, "laws/offline.html")


def manifest(request):
    """The web app manifest: installable, opening at the home page in the reader's language."""
    return JsonResponse(
        pages.web_app_manifest(get_language()),
        content_type="application/manifest+json",
        json_dumps_params={"ensure_ascii": False},
    )
