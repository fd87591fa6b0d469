"""The ruling assistant: thin views over ``situations`` and ``boards``."""

from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.translation import get_language

from . import boards, situations
from . import finder as what_happened
from .forms import PBNForm


def index(request):
    """One form per situation; ``?facts=<json>`` (a worked example's link) opens that situation prefilled."""
    facts_error = None
    if "facts" in request.GET:
        url, facts_error = situations.url_for_facts(request.GET["facts"])
        if url:
            return redirect(url)
    entries = [{"situation": situation, "form": situation.form()} for situation in situations.SITUATIONS.values()]
    return render(
        request,
        "assistant/index.html",
        {
            "entries": entries,
            "facts_error": facts_error,
            "pbn_form": PBNForm(auto_id="id_pbn_%s"),
            "sample_url": boards.share_url(boards.sample_text()),
        },
    )


def situation(request, slug):
    if slug not in situations.SITUATIONS:
        raise Http404(slug)
    answer = situations.answer(slug, request.GET, get_language())
    return render(request, "assistant/situation.html", {"answer": answer, "situation": answer.situation})


def pbn(request):
    """A PBN file pasted or uploaded (POST), or one shared by its address (GET ``?pbn=``): every board ruled."""
    text, share_error = None, None
    if request.method == "POST":
        form = PBNForm(request.POST, request.FILES)
        if form.is_valid():
            text = form.cleaned_data["text"]
    else:
        if "pbn" in request.GET:
            try:
                text = boards.decode_share(request.GET["pbn"])
            except boards.ShareError as error:
                share_error = str(error)
        form = PBNForm(initial={"pbn": text or ""})
    page = boards.rule_pbn(text, get_language()) if text is not None else None
    return render(
        request,
        "assistant/pbn.html",
        {"form": form, "page": page, "share_error": share_error, "sample_url": boards.share_url(boards.sample_text())},
    )


def finder(request):
    """ "What happened": words typed in any language, or the flow chart's questions, lead to a form."""
    query = request.GET.get("q", "")[: what_happened.MAX_QUERY]
    candidates = (
        [
            {"situation": situations.SITUATIONS[c.slug], "url": situations.SITUATIONS[c.slug].url + "?prefill=1"}
            for c in what_happened.match(query)
        ][:3]
        if query.strip()
        else []
    )
    state = what_happened.flow(request.GET)
    outcome_url = state.outcome.url(situations.SITUATIONS) if state.outcome else None
    context = {
        "query": query,
        "searched": bool(query.strip()),
        "candidates": candidates,
        "state": state,
        "outcome": situations.SITUATIONS[state.outcome.slug] if state.outcome else None,
        "outcome_url": outcome_url,
    }
    return render(request, "assistant/finder.html", context)
