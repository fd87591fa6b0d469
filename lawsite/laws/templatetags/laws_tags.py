import re

from django import template
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from lawsite.assistant.step_messages_auction_play import localise_params, seat_text
from lawsite.laws.numbering import ClauseId, ClauseIdError
from lawsite.rulings.calls import SUIT_SYMBOLS

register = template.Library()

NATIVE_NAMES = {"en": "English", "el": "Ελληνικά", "pl": "Polski"}


@register.filter
def language_name_local(code):
    """A language named in itself, as readers look for it."""
    return NATIVE_NAMES.get(code, code)


@register.filter
def seat(value):
    """A seat or side as the reader's language writes it: ``W`` is ``Δ`` and ``NS`` ``ΒΝ`` in Greek."""
    return seat_text(value, get_language())


@register.filter
def vulnerability(value):
    """A PBN vulnerability (``None``, ``NS``, ``EW``, ``All``) in words of the reader's language."""
    words = {"None": _("None"), "NS": _("North-South"), "EW": _("East-West"), "All": _("Both sides")}
    return words.get(value, value)


@register.filter
def local_call(value):
    """A call or contract as the reader's language writes it: ``3NT`` is ``3ΧΑ`` in Greek, ``3BA`` in Polish."""
    if value == "Pass":
        return _("passed out")
    if not isinstance(value, str):
        return value
    language = get_language()
    contract = re.fullmatch(r"([1-7])(NT|[SHDC])(X{0,2})", value)
    if contract and language in ("el", "pl"):  # 4S, 3NTX: the suit's symbol, no trumps as the language says
        level, strain, doubled = contract.groups()
        strain = localise_params({"call": f"{level}{strain}"}, language)["call"][1:] if strain == "NT" else strain
        return f"{level}{SUIT_SYMBOLS.get(strain, strain)}{doubled}"
    return localise_params({"call": value}, language).get("call", value)


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
