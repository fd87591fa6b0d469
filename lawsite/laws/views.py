from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language

from . import editions, pages
from .models import Clause, ClauseText, Law, Reference
from .numbering import ClauseId
from .permissions import editor_required


def _edition(request, code):
    try:
        return editions.resolve(code, request.user)
    except editions.EditionUnavailable as error:
        raise Http404(str(error)) from None


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
        return redirect(url, permanent=True)
    if canonical is None:
        raise Http404(clause_ref)
    cid = ClauseId.parse(canonical)
    law = Law.all_editions.filter(edition=shown, number=cid.law).select_related("edition", "chapter").first()
    if law is None:
        raise Http404(canonical)
    columns = ",".join(request.GET.getlist("cols"))
    page = pages.law_page(law, get_language(), columns, cid.depth and canonical or None, url_edition, request.user)
    known = page.has_row(canonical) or Clause.all_editions.filter(edition=shown, clause_id=canonical).exists()
    if not known and ClauseText.objects.filter(clause__law=law).exists():
        raise Http404(canonical)
    return render(request, "laws/law.html", {"page": page, "requested": canonical, "requested_known": known})


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
    return render(request, "laws/references_report.html", {"references": refs})
