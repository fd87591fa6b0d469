"""Site-wide template context: links to this page in the other interface languages, editor flag."""
from django.conf import settings
from django.urls import translate_url

from lawsite.laws.permissions import is_editor
from lawsite.laws.templatetags.laws_tags import NATIVE_NAMES


def site(request):
    path = request.get_full_path()
    return {
        "language_links": [
            {"code": code, "name": name, "url": translate_url(path, code)} for code, name in settings.LANGUAGES
        ],
        "language_choices": [(code, NATIVE_NAMES[code]) for code, _ in settings.LANGUAGES],
        "user_is_editor": is_editor(request.user) if hasattr(request, "user") else False,
    }
