"""Who may edit: members of the ``editors`` group (or anyone granted ``laws.change_clausetext``)."""

from functools import wraps

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied

EDITORS_GROUP = "editors"
EDIT_PERMISSION = "laws.change_clausetext"


def is_editor(user) -> bool:
    return user.is_authenticated and (user.has_perm(EDIT_PERMISSION) or user.groups.filter(name=EDITORS_GROUP).exists())


def editor_required(view):
    """A visitor is sent to sign in; a signed-in non-editor gets 403."""

    @wraps(view)
    def wrapper(request, *args, **kwargs):
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        if not is_editor(request.user):
            raise PermissionDenied
        return view(request, *args, **kwargs)

    return wrapper
