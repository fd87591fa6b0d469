"""The ruling assistant: thin views over ``situations`` and ``boards``."""
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.translation import get_language

from . import boards, situations
from .forms import PBNForm


def index(request):
    """One form per situation; ``?facts=<json>`` (a worked example's link) opens that situation prefilled."""
    facts_error = None
    if "facts" in request.GET:
        url, facts_error = situations.url_for_facts(request.GET["facts"])
        if url:
            return redirect(url)
    entries = [
        {"situation": situation, "form": situation.form_class()} for situation in situations.SITUATIONS.values()
    ]
    return render(
        request, "assistant/index.html", {"entries": entries, "facts_error": facts_error, "pbn_form": PBNForm()}
    )


def situation(request, slug):
    if slug not in situations.SITUATIONS:
        raise Http404(slug)
    answer = situations.answer(slug, request.GET, get_language())
    return render(request, "assistant/situation.html", {"answer": answer, "situation": answer.situation})


def pbn(request):
    """A PBN record is long, so it is posted; each revoke's ruling then has a permalink made of its facts."""
    form = PBNForm(request.POST or None)
    board = None
    if form.is_valid():
        board = boards.rule_pbn(form.cleaned_data["pbn"], get_language())
        if board.error:
            form.add_error("pbn", board.error)
            board = None
    return render(request, "assistant/pbn.html", {"form": form, "board": board})
