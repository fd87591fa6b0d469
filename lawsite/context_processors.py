"""Site-wide template context: links to this page in the other interface languages, editor flag, and
the edition in force with its currency line (pages showing another edition say so themselves)."""

from django.conf import settings
from django.urls import translate_url
from django.utils.functional import SimpleLazyObject
from django.utils.translation import get_language

from lawsite.laws import editions
from lawsite.laws.models import ContentState
from lawsite.laws.permissions import is_editor
from lawsite.laws.templatetags.laws_tags import NATIVE_NAMES


def _in_language(path: str, current: str, code: str) -> str:
    """This page in interface language ``code``: the language prefix swapped (the URL patterns are the
    same in every language), else what Django's translate_url makes of it."""
    prefix = f"/{current}/"
    if path.startswith(prefix):
        return f"/{code}/{path[len(prefix) :]}"
    return translate_url(path, code)


def site(request):
    path = request.get_full_path()
    current = get_language()
    found = []

    def in_force():
        if not found:
            found.append(getattr(request, "edition_in_force", None) or editions.in_force())
        return found[0]

    def revision():
        state = getattr(request, "content_state", None) or ContentState.current()
        return f"{state.version}-{int(state.updated_at.timestamp())}"

    return {
        # the content revision the page was made from: the previews ask for their data of that revision
        "content_revision": SimpleLazyObject(revision),
        "language_links": [
            {"code": code, "name": name, "url": _in_language(path, current, code)} for code, name in settings.LANGUAGES
        ],
        "language_choices": [(code, NATIVE_NAMES[code]) for code, _ in settings.LANGUAGES],
        "user_is_editor": is_editor(request.user) if hasattr(request, "user") else False,
        "site_edition": SimpleLazyObject(in_force),
        # the edition the header names: the one the page shows, else the edition in force
        "header_edition": SimpleLazyObject(lambda: getattr(request, "edition_shown", None) or in_force()),
        "site_currency": SimpleLazyObject(lambda: editions.currency(in_force(), get_language()) if in_force() else ""),
    }
