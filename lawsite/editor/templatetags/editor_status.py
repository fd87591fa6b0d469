"""Tags the law page loads to mark possibly out-of-date translations and show editors their edit links.

Templates may load tags from any app, so the laws app shows editor status without importing the editor.
"""

from django import template
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext as _

from lawsite.editor import authors, status

register = template.Library()


@register.simple_tag(takes_context=True)
def translation_note(context, law, clause_id, language):
    """``May be out of date`` beside a Greek or Polish clause whose English changed since it was translated."""
    cache = context.render_context.setdefault("editor_status", {})
    if law.pk not in cache:
        cache[law.pk] = status.clause_statuses([law.number], law.edition, older=False)  # for texts shown as they are
    state = cache[law.pk].get((str(clause_id), language))
    if state is None or state.status != status.STALE:
        return ""
    edition = law.edition
    return format_html(
        '<p class="tr-status stale" lang="{}"><a href="{}#law-{}-{}">{}</a></p>',
        context.get("LANGUAGE_CODE", ""),
        reverse("editor:status") + ("" if edition.is_in_force else f"?edition={edition.code}"),
        law.number,
        language,
        _("May be out of date: the English has changed since this was translated."),
    )


@register.simple_tag(takes_context=True)
def edit_link(context, kind, key, language, edition=None):
    """An edit link for editors only (to the text in ``edition``, in force by default); nothing for anyone else."""
    if not context.get("user_is_editor"):
        return ""
    args = [key, language] if edition is None or edition.is_in_force else [edition.code, key, language]
    return format_html('<a class="edit-link" href="{}">{}</a>', reverse(f"editor:edit_{kind}", args=args), _("Edit"))


@register.filter
def editor_name(user):
    """``{{ revision.author|editor_name }}``: the name public pages show for an editor (see authors.py)."""
    return authors.display_name(user)
