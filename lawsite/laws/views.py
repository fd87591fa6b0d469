from django.conf import settings
from django.http import Http404, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import get_language

from . import offline, pages
from .unreadable import unreadable_references
from .models import Clause, ClauseText, ContentState, Law, Reference
from .numbering import ClauseId
from .permissions import editor_required


def home(request):
    return render(request, "laws/home.html", {"chapters": pages.chapters_with_laws(get_language())})


def clause_page(request, clause_ref):
    """A law page, or a clause permalink that opens its law at that clause."""
    canonical, redirect_to = pages.resolve_clause_ref(clause_ref)
    if redirect_to:
        url = reverse("laws:clause", args=[redirect_to])
        if request.GET:
            url += "?" + request.GET.urlencode()
        cid = ClauseId.parse(redirect_to)
        if cid.depth:
            url += "#" + cid.anchor  # browsers keep it across the redirect: they land on the clause
        return redirect(url, permanent=True)
    if canonical is None:
        raise Http404(clause_ref)
    cid = ClauseId.parse(canonical)
    law = get_object_or_404(Law.objects.select_related("chapter"), number=cid.law)
    columns = ",".join(request.GET.getlist("cols"))
    page = pages.law_page(law, get_language(), columns, target=canonical if cid.depth else None)
    known = canonical in page.clause_ids
    if not known and not page.is_stub:
        raise Http404(canonical)
    return render(request, "laws/law.html", {"page": page, "requested": canonical, "requested_known": known})


@editor_required
def references_report(request):
    """Every reference that does not resolve to a clause with text, for editors to fix or fill in."""
    refs = (
        Reference.objects.exclude(status=Reference.RESOLVED)
        .select_related("source_clause", "source_commentary__law", "source_example__law", "target_clause")
        .order_by("status", "target_id")
    )
    context = {"references": refs, "unreadable": unreadable_references()}
    return render(request, "laws/references_report.html", context)


def law_data(request, number):
    """One law's clauses in every language, for the reference previews (and kept offline)."""
    law = get_object_or_404(Law, number=number)
    return JsonResponse(offline.law_data(law), json_dumps_params={"ensure_ascii": False})


def offline_book(request):
    """What the service worker keeps for reading offline, named by the content revision."""
    book = offline.book(ContentState.current(), getattr(settings, "LAWSITE_RELEASE", ""))
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
