from django import template
from django.urls import reverse
from django.utils.translation import get_language

from lawsite.laws.numbering import ClauseId, ClauseIdError

register = template.Library()

NATIVE_NAMES = {"en": "English", "el": "Ελληνικά", "pl": "Polski"}


@register.filter
def language_name_local(code):
    """A language named in itself, as readers look for it."""
    return NATIVE_NAMES.get(code, code)


@register.filter
def clause_anchor(clause_id):
    try:
        return ClauseId.parse(str(clause_id)).anchor
    except ClauseIdError:
        return ""


@register.filter
def clause_path(clause_id):
    """``/en/laws/55B1/``: what ``{% url 'laws:clause' id %}`` gives, without a reverse() per link."""
    return f"/{get_language()}/laws/{clause_id}/"


@register.simple_tag
def edition_url(name, url_edition, *args):
    """``{% url name *args %}`` in the edition ``url_edition`` (a code); without one, the edition in force."""
    return reverse(name, args=[url_edition, *args] if url_edition else list(args))
