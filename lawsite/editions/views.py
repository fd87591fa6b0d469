"""Editions: the list, comparisons (pages and JSON), and, for editors, drafts, publishing and renumbering."""

from django.contrib import messages
from django.db import IntegrityError, transaction
from django.http import Http404, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from lawsite.laws import editions
from lawsite.laws.correspondence import Renumbering, check
from lawsite.laws.models import ContentState, Correspondence, Edition
from lawsite.laws.numbering import ClauseId, ClauseIdError
from lawsite.laws.permissions import editor_required
from lawsite.laws.signals import content_changed
from lawsite.query_params import integer_param

from . import compare, drafting
from .forms import CompareForm, DraftForm, PublishForm, RenumberingForm


def _edition(request, code) -> Edition:
    try:
        return editions.resolve(code, request.user)[0]
    except editions.EditionUnavailable as error:
        raise Http404(str(error)) from None


def _law_param(request) -> int | None:
    return integer_param(request.GET, "law", 1, 93)


def index(request):
    """Every edition with its status, and the way to compare two."""
    known = editions.visible(request.user)
    codes = [edition.code for edition in known]
    form = CompareForm(request.GET or None, codes=codes)
    if request.GET and form.is_valid():
        return redirect("editions:compare", form.cleaned_data["a"], form.cleaned_data["b"])
    rows = [
        {
            "edition": edition,
            "status": editions.status_line(edition, get_language(), known),
            "url_edition": edition.code,
        }
        for edition in known
    ]
    return render(request, "editions/index.html", {"rows": rows, "form": form})


def compare_page(request, a, b):
    """The whole book, or one law (``?law=64``): clauses added, removed, changed, unchanged, renumbered."""
    first, second = _edition(request, a), _edition(request, b)
    law = _law_param(request)
    comparison = compare.compare(first, second, law)
    context = {
        "comparison": comparison,
        "laws": comparison.by_law(compare.law_titles(comparison, get_language())),
        "counts": [(status, comparison.counts.get(status, 0)) for status in compare.STATUSES],
        "law": law,
    }
    return render(request, "editions/compare.html", context)


def compare_clause(request, a, b, clause_ref):
    """One clause from ``a`` to ``b``, per language, with the words that changed (``?in=a``: an id of ``a``)."""
    first, second = _edition(request, a), _edition(request, b)
    try:
        cid = ClauseId.parse(clause_ref)
    except ClauseIdError:
        try:
            loose = ClauseId.parse_loose(clause_ref)
        except ClauseIdError:
            raise Http404(clause_ref) from None
        url = reverse("editions:compare_clause", args=[a, b, str(loose)])
        return redirect(url + (f"?{request.GET.urlencode()}" if request.GET else ""), permanent=True)
    comparison = compare.compare(first, second, cid.law)
    change = comparison.find(str(cid), in_a=request.GET.get("in") == "a")
    if change is None:
        change = compare.without_text(first, second, cid)  # a clause of a law neither edition has text of
        if change is None:
            raise Http404(str(cid))
        diffs = []
    else:
        diffs = compare.clause_diffs(first, second, change)
    context = {"comparison": comparison, "change": change, "diffs": diffs}
    return render(request, "editions/compare_clause.html", context)


def compare_api(request, a, b):
    """``/api/editions/<a>/compare/<b>``: the change list as JSON (``?law=`` for one law)."""
    try:
        first, second = editions.resolve(a, request.user)[0], editions.resolve(b, request.user)[0]
    except editions.EditionUnavailable as error:
        return JsonResponse({"error": f"unknown edition {error}"}, status=404)
    comparison = compare.compare(first, second, _law_param(request))
    return JsonResponse(compare.as_json(comparison), json_dumps_params={"ensure_ascii": False})


# -- editors: drafts, publishing, the renumbering table -----------------------------------------------


def _manage_context(request, draft_form=None, renumbering_form=None):
    known = editions.every()
    return {
        "editions": known,
        "draft_form": draft_form or DraftForm(codes=[e.code for e in known]),
        "publish_forms": {e.code: PublishForm(code=e.code) for e in known if e.is_draft},
        "renumbering_form": renumbering_form or RenumberingForm(),
        "rows": Correspondence.objects.all(),
    }


@editor_required
def manage(request):
    return render(request, "editions/manage.html", _manage_context(request))


@editor_required
@require_POST
def create_draft(request):
    known = editions.every()
    form = DraftForm(request.POST, codes=[e.code for e in known])
    if form.is_valid():
        data = form.cleaned_data
        source = next(e for e in known if e.code == data["copy_from"])
        titles = {language: data[f"title_{language}"] for language in ("en", "el", "pl")}
        try:
            draft = drafting.copy_edition(source, data["code"], titles, request.user)
        except drafting.DraftError as error:
            form.add_error("code", str(error))
        else:
            messages.success(
                request,
                _("Draft edition %(code)s created as a copy of %(source)s.")
                % {"code": draft.code, "source": source.code},
            )
            return redirect("editor:index", draft.code)
    return render(request, "editions/manage.html", _manage_context(request, draft_form=form), status=400)


@editor_required
@require_POST
def publish(request, edition):
    draft = Edition.objects.filter(code=edition).first()
    if draft is None:
        raise Http404(edition)
    form = PublishForm(request.POST, code=draft.code)
    if not form.is_valid():
        messages.error(request, _("Tick the box to confirm that this draft becomes the edition in force."))
        return redirect("editions:manage")
    try:
        previous = drafting.publish(draft, form.cleaned_data["since"])
    except drafting.DraftError as error:
        messages.error(request, str(error))
        return redirect("editions:manage")
    if previous:
        messages.success(
            request,
            _("Edition %(code)s is in force; %(previous)s is superseded.")
            % {"code": draft.code, "previous": previous.code},
        )
    else:
        messages.success(request, _("Edition %(code)s is in force.") % {"code": draft.code})
    return redirect("laws:home")


@editor_required
@require_POST
def add_renumbering(request):
    form = RenumberingForm(request.POST)
    if form.is_valid():
        data = form.cleaned_data
        row = Renumbering(
            data["from_edition"], data["from_clause"], data["to_edition"], data["to_clause"], data["source"]
        )
        existing = [
            Renumbering(r.from_edition, r.from_clause, r.to_edition, r.to_clause) for r in Correspondence.objects.all()
        ]
        problems = check([*existing, row])
        if problems:
            form.add_error(None, problems[0][1])
        else:
            try:
                Correspondence.objects.create(**data)
            except IntegrityError:
                form.add_error(None, _("This row is in the table already."))
            else:
                _changed()
                messages.success(request, _("Renumbering recorded."))
                return redirect("editions:manage")
    return render(request, "editions/manage.html", _manage_context(request, renumbering_form=form), status=400)


@editor_required
@require_POST
def delete_renumbering(request, pk):
    deleted, _rows = Correspondence.objects.filter(pk=pk).delete()
    if not deleted:
        raise Http404(pk)
    _changed()
    messages.success(request, _("Renumbering removed."))
    return redirect("editions:manage")


def _changed():
    """The table decides "the same clause in other editions": pages and search follow it."""
    version = ContentState.bump()
    transaction.on_commit(lambda: content_changed.send(sender=Correspondence, clause_ids=None, version=version))
