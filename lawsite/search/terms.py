"""Defined terms as readers meet them: linked in law texts, listed on the glossary page."""

from __future__ import annotations

from functools import lru_cache

from django.conf import settings
from django.utils.translation import gettext as _
from django.utils.translation import override

from lawsite.laws.numbering import ClauseId, ClauseIdError

from .glossary import Glossary, Term, form_in, link_terms, load_glossary


def glossary() -> Glossary:
    return load_glossary(settings.CONTENT_DIR / "glossary.toml")


def definition_url(term: Term, ui_language: str) -> str | None:
    """A law or clause that defines the term, else the glossary entry; None for a term with no definition."""
    if not term.defined_in:
        return None
    try:
        return f"/{ui_language}/laws/{ClauseId.parse(term.defined_in)}/"
    except ClauseIdError:
        return f"/{ui_language}/glossary/#term-{term.key}"


def defined_where(term: Term, ui_language: str) -> str:
    """Where the term is defined, in the reader's words: "Definitions", "Law 63"."""
    with override(ui_language):
        if term.defined_in[:1].isdigit():
            return _("Law %(id)s") % {"id": term.defined_in}
        return _("Definitions") if term.defined_in == "Definitions" else term.defined_in


def term_title(term: Term, text_language: str, ui_language: str) -> str:
    """The hover title: the term as the text around it writes it, where it is defined as the reader reads."""
    return f"{form_in(term, text_language)}: {defined_where(term, ui_language)}"


def link_defined_terms(html: str, text_language: str, ui_language: str) -> str:
    """The display filter registered with lawsite.laws.rendering.DISPLAY_FILTERS."""
    return _linked(html, text_language, ui_language, glossary())


@lru_cache(maxsize=4096)
def _linked(html: str, text_language: str, ui_language: str, terms: Glossary) -> str:
    """Linking is a pure function of the text and the glossary (a new file is a new Glossary): done once."""
    return link_terms(
        html,
        text_language,
        terms,
        lambda term: definition_url(term, ui_language),
        lambda term, language: term_title(term, language, ui_language),
    )


def glossary_data() -> dict:
    """Every term in the three languages and where it is defined, for the reference previews."""
    return {
        "terms": {
            term.key: {
                "forms": {code: list(forms) for code, forms in term.forms.items()},
                "defined_in": term.defined_in,
            }
            for term in glossary().terms
        }
    }


def glossary_entries(ui_language: str) -> list[dict]:
    entries = []
    for term in glossary().terms:
        entries.append(
            {
                "key": term.key,
                "forms": [(code, term.forms.get(code, ())) for code in ("en", "el", "pl")],
                "defined_in": term.defined_in,
                "definition_url": definition_url(term, ui_language)
                if term.defined_in and term.defined_in != "Definitions"
                else None,
                "search_form": (term.forms.get(ui_language) or term.forms.get("en") or ("",))[0],
            }
        )
    return entries
