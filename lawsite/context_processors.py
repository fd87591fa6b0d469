"""Site-wide template context: links to this page in the other interface languages, editor flag, and
the edition in force with its currency line (pages showing another edition say so themselves)."""
from django.conf import settings
from django.urls import translate_url
from django.utils.functional import SimpleLazyObject
from django.utils.translation import get_language

from lawsite.laws import editions
from lawsite.laws.permissions import is_editor
from lawsite.laws.templatetags.laws_tags import NATIVE_NAMES


def site(request):
    path = request.get_full_path()
    found = []

    def in_force():
        if not found:
            found.append(editions.in_force())
        return found[0]

    return {
        "language_links": [
            {"code": code, "name": name, "url": translate_url(path, code)} for code, name in settings.LANGUAGES
        ],
        "language_choices": [(code, NATIVE_NAMES[code]) for code, _ in settings.LANGUAGES],
        "user_is_editor": is_editor(request.user) if hasattr(request, "user") else False,
        "site_edition": SimpleLazyObject(in_force),
        "site_currency": SimpleLazyObject(lambda: editions.currency(in_force(), get_language()) if in_force() else ""),
    }
