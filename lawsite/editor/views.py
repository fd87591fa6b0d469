"""Editor views: thin wrappers over revisions, saving, preview, status and pages."""

import json

from django.contrib import messages
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from lawsite.laws import editions
from lawsite.laws.models import Edition, Law
from lawsite.laws.numbering import LANGUAGES
from lawsite.laws.permissions import editor_required, is_editor
from lawsite.laws.splitter import SplitError, split_law
from lawsite.laws.unreadable import unreadable_references

from . import diffing, pages, revisions, saving, status
from .forms import AddClauseForm, ChangesFilter, CompareForm, PasteLawForm, RestoreForm, TextForm
from .models import Revision
from .preview import preview as make_preview
from .revisions import SOURCE_LANGUAGE, UnknownText


def _edition(request, code) -> Edition:
    """The edition in the URL (drafts only for editors), or the edition in force."""
    try:
        return editions.resolve(code, request.user)[0]
    except editions.EditionUnavailable as error:
        raise Http404(str(error)) from None


def _target(request, kind, key, language, edition=None):
    try:
        return revisions.get_target(kind, key, language, _edition(request, edition))
    except UnknownText as error:
        raise Http404(str(error)) from None


def _law(request, number, edition=None) -> tuple[Law, str | None]:
    shown = _edition(request, edition)
    law = Law.all_editions.filter(edition=shown, number=number).select_related("edition").first()
    if law is None:
        raise Http404(f"Law {number}")
    return law, None if shown.is_in_force else shown.code


def _text_form(target, data=None, initial=None):
    return TextForm(
        data,
        initial=initial,
        heading_label=_("Heading") if target.kind == Revision.CLAUSE else _("Title"),
        heading_required=target.kind == Revision.EXAMPLE,
        translation=target.is_translation,
    )


def _edit(request, kind, key, language, edition=None):
    """GET: the form beside the other languages; POST: preview, or save (refused on a conflict)."""
    target = _target(request, kind, key, language, edition)
    preview = conflict = None
    response_status = 200
    if request.method == "POST":
        form = _text_form(target, request.POST)
        if form.is_valid():
            data = form.cleaned_data
            if request.POST.get("action") == "save":
                source = saving.KEEP_SOURCE
                if target.is_translation and data.get("follows_source"):
                    source = data.get("source_number")
                edit = saving.Edit(
                    target, data["heading"], data["text"], data["based_on"], source, data["edition"] or None
                )
                try:
                    saved = saving.save(edit, request.user, data["message"])
                except saving.Conflict as error:
                    conflict = error
                    response_status = 409
                    form = _text_form(
                        target,
                        {**request.POST.dict(), "based_on": revisions.token(target), "edition": target.edition.code},
                    )
                    form.is_valid()
                else:
                    messages.success(request, _("Saved as revision %(number)s.") % {"number": saved.number})
                    return redirect(pages.view_url(target))
            preview = make_preview(target, data["text"], get_language())
    else:
        heading, text = target.current or ("", "")
        initial = {
            "heading": heading,
            "text": text,
            "based_on": revisions.token(target),
            "edition": target.edition.code,
        }
        if target.is_translation:
            english = target.other(SOURCE_LANGUAGE)
            initial["source_number"] = revisions.token(english) if english.row is not None else None
        form = _text_form(target, initial=initial)
    context = {
        "target": target,
        "form": form,
        "beside": pages.beside(target),
        "preview": preview,
        "conflict": conflict,
        "conflict_diff": _conflict_diff(conflict, form) if conflict else None,
        "translation_status": pages.translation_status(target),
        "view_url": pages.view_url(target),
        "urls": pages.urls(target),
    }
    return render(request, "editor/edit.html", context, status=response_status)


def _conflict_diff(conflict, form):
    theirs = conflict.theirs
    mine_heading = form.data.get("heading", "")
    mine_text = form.data.get("text", "").replace("\r\n", "\n").strip("\n")
    return diffing.diff(theirs.heading if theirs else "", theirs.text if theirs else "", mine_heading, mine_text)


@editor_required
def edit_clause(request, clause_id, language, edition=None):
    return _edit(request, Revision.CLAUSE, clause_id, language, edition)


@editor_required
def edit_commentary(request, slug, language, edition=None):
    return _edit(request, Revision.COMMENTARY, slug, language, edition)


@editor_required
def edit_example(request, slug, language, edition=None):
    return _edit(request, Revision.EXAMPLE, slug, language, edition)


@editor_required
@require_POST
def preview(request, kind, key, language, edition=None):
    """The live preview's fragment: rendered text and reference changes, for the page's script."""
    target = _target(request, kind, key, language, edition)
    text = request.POST.get("text", "").replace("\r\n", "\n")
    return render(request, "editor/_preview.html", {"preview": make_preview(target, text, get_language())})


@editor_required
def index(request, edition=None):
    shown = _edition(request, edition)
    context = {
        "laws": Law.all_editions.filter(edition=shown),
        "edition": shown,
        "url_edition": None if shown.is_in_force else shown.code,
        "editions": editions.every(),
    }
    return render(request, "editor/index.html", context)


@editor_required
def law_texts(request, number, edition=None):
    law, url_edition = _law(request, number, edition)
    context = {
        "law": law,
        "rows": pages.law_texts(law, url_edition),
        "commentaries": law.commentaries.prefetch_related("texts"),
        "examples": law.examples.prefetch_related("texts"),
        "languages": LANGUAGES,
        "url_edition": url_edition,
    }
    return render(request, "editor/law.html", context)


@editor_required
def add_clause(request, number, edition=None):
    law, url_edition = _law(request, number, edition)
    form = AddClauseForm(request.POST or None, law_number=law.number)
    if request.method == "POST" and form.is_valid():
        args = pages.in_edition(url_edition, form.cleaned_data["clause"], form.cleaned_data["language"])
        return redirect("editor:edit_clause", *args)
    return render(request, "editor/add_clause.html", {"law": law, "form": form, "url_edition": url_edition})


@editor_required
def paste_law(request, number, edition=None):
    """Paste a whole law in one language: split for review, then save every changed clause at once."""
    law, url_edition = _law(request, number, edition)
    form = PasteLawForm(request.POST or None)
    review = split_error = conflict = None
    response_status = 200
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            result = split_law(data["text"].replace("\r\n", "\n"), law.number)
        except SplitError as error:
            split_error = error
        else:
            language = data["language"]
            if request.POST.get("action") == "save" and data["tokens"]:
                seen = data["tokens"]
                sources = seen["source"] if data["follows_source"] and language != SOURCE_LANGUAGE else None
                edits = saving.paste_edits(
                    language, result.clauses, seen["tokens"], sources, law.edition, seen.get("edition")
                )
                try:
                    if edits:
                        saving.save_many(edits, request.user, data["message"], origin=Revision.PASTE)
                except saving.Conflict as error:
                    conflict, response_status = error, 409
                else:
                    messages.success(request, _("%(count)s clauses saved.") % {"count": len(edits)})
                    return redirect("laws:clause", *pages.in_edition(url_edition, law.number))
            review = pages.paste_review(law, language, result)
            form = PasteLawForm({**request.POST.dict(), "tokens": json.dumps(review.tokens)})
            form.is_valid()
    context = {
        "law": law,
        "form": form,
        "review": review,
        "split_error": split_error,
        "conflict": conflict,
        "url_edition": url_edition,
    }
    return render(request, "editor/paste_law.html", context, status=response_status)


def history(request, kind, key, language, edition=None):
    target = _target(request, kind, key, language, edition)
    context = {
        "target": target,
        "revisions": target.history().select_related("author", "source").order_by("-number"),
        "view_url": pages.view_url(target),
        "can_edit": is_editor(request.user),
        "urls": pages.urls(target),
    }
    return render(request, "editor/history.html", context)


def diff(request, kind, key, language, edition=None):
    target = _target(request, kind, key, language, edition)
    form = CompareForm(request.GET)
    if not form.is_valid():
        raise Http404("two revision numbers are needed")
    try:
        old, new = pages.revision_pair(target, form.cleaned_data["a"], form.cleaned_data["b"])
    except UnknownText as error:
        raise Http404(str(error)) from None
    context = {
        "target": target,
        "old": old,
        "new": new,
        "diff": diffing.diff(old.heading, old.text, new.heading, new.text),
        "urls": pages.urls(target),
    }
    return render(request, "editor/diff.html", context)


@editor_required
def restore(request, kind, key, language, number, edition=None):
    """GET: what restoring revision ``number`` would change, to confirm; POST: restore it."""
    target = _target(request, kind, key, language, edition)
    revisions.sync(target)
    try:
        old = revisions.revision(target, number)
    except UnknownText as error:
        raise Http404(str(error)) from None
    if request.method == "POST":
        form = RestoreForm(request.POST)
        if not form.is_valid():
            raise Http404("no base revision")
        try:
            data = form.cleaned_data
            saved = saving.restore(
                target, number, data["based_on"], request.user, data["message"], data["edition"] or None
            )
        except saving.Conflict:
            messages.error(request, _("Someone saved this text in the meantime; nothing was restored. Look again."))
            return redirect(pages.urls(target)["history"])
        messages.success(
            request, _("Revision %(old)s restored as revision %(new)s.") % {"old": number, "new": saved.number}
        )
        return redirect(pages.urls(target)["history"])
    heading, text = target.current or ("", "")
    latest = revisions.latest(target)
    context = {
        "target": target,
        "urls": pages.urls(target),
        "old": old,
        "latest": latest,
        "is_current": latest is not None and latest.number == number,
        "diff": diffing.diff(heading, text, old.heading, old.text),
        "form": RestoreForm(initial={"based_on": revisions.token(target), "edition": target.edition.code}),
    }
    return render(request, "editor/restore.html", context)


def changes(request):
    """Public: recent edits, by law and language."""
    form = ChangesFilter(request.GET or None)
    law = language = None
    if form.is_valid():
        law, language = form.cleaned_data["law"], form.cleaned_data["language"] or None
    return render(request, "editor/changes.html", {"form": form, "changes": pages.recent_changes(law, language)})


def status_dashboard(request):
    """Public: translation status per law and language, reference mismatches, unresolvable references,
    for the edition in force or the one in ``?edition=``."""
    code = request.GET.get("edition") or None
    shown = _edition(request, code if code and code.isascii() and code.isdigit() and len(code) == 4 else None)
    url_edition = None if shown.is_in_force else shown.code
    context = {
        "laws": status.dashboard(shown),
        "asides": status.aside_statuses(shown),
        "mismatches": status.reference_mismatches(shown),
        "unresolved": status.unresolved_references(shown),
        "unreadable": unreadable_references(shown),
        "translations": status.TRANSLATIONS,
        "edition": shown,
        "url_edition": url_edition,
        "editions": editions.visible(request.user),
        "status_url": reverse("editor:status"),
    }
    return render(request, "editor/status.html", context)
