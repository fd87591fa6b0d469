"""How public pages name an editor: a name the editor chose, never the login name (half of a credential)."""

from django.utils.translation import gettext as _


def display_name(user) -> str:
    """The full name when set and not the login name again; otherwise a neutral "Editor N" (N the account's number).

    ``""`` for no user (a revision recorded by a content load).
    """
    if user is None:
        return ""
    full_name = user.get_full_name().strip()
    if full_name and full_name.casefold() != user.get_username().casefold():
        return full_name
    return _("Editor %(number)s") % {"number": user.pk}
