from django.core.serializers.json import DjangoJSONEncoder
from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.utils.translation import get_language

from lawsite.laws import editions

from . import engine, terms
from .filter_summary import active_filters


def _in_force() -> str:
    edition = editions.in_force()
    return edition.code if edition else ""


class _HtmlSafeEncoder(DjangoJSONEncoder):
    """Escapes <, > and & so that query text echoed in JSON can never be read as markup."""

    def encode(self, o):
        return super().encode(o).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def search(request):
    """Results for ``?q=``, or straight to the clause when the query is a law number."""
    query = engine.clean(request.GET.get("q", ""))
    target = engine.jump_target(query)
    if target is not None:
        return redirect(engine.jump_url(target))
    filters = engine.read_filters(request.GET, _in_force())
    result = None
    if query:
        result = engine.get_engine().search(query, filters, engine.read_page(request.GET), get_language())
    context = {
        "search_query": query,
        "search_echo": engine.echo(query),
        "result": result,
        "filters": filters,
        "active_filters": active_filters(filters),
        "chapters": engine.chapter_choices(get_language()),
        "editions": [edition for edition in editions.every() if not edition.is_draft],
        "all_editions": engine.ALL_EDITIONS,
    }
    return render(request, "search/results.html", context)


def api(request):
    """The same results as JSON; a law number answers with the URL it would jump to."""
    query = engine.clean(request.GET.get("q", ""))
    target = engine.jump_target(query)
    if target is not None:
        return JsonResponse({"query": query, "jump": engine.jump_url(target), "results": []}, encoder=_HtmlSafeEncoder)
    filters = engine.read_filters(request.GET, _in_force())
    result = engine.get_engine().search(query, filters, engine.read_page(request.GET), get_language())
    data = {"jump": None, "edition": filters.edition or engine.ALL_EDITIONS, **engine.as_json(result)}
    return JsonResponse(data, encoder=_HtmlSafeEncoder, json_dumps_params={"ensure_ascii": False})


def glossary(request):
    """The defined terms in the three languages, each one search away."""
    return render(request, "search/glossary.html", {"entries": terms.glossary_entries(get_language())})


def glossary_data(request):
    """The defined terms for the reference previews: forms in each language, where each is defined."""
    return JsonResponse(terms.glossary_data(), json_dumps_params={"ensure_ascii": False})
