"""Editor views: thin wrappers over revisions, saving, preview, status and pages."""
import json

from django.contrib import messages
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from lawsite.laws.models import Law
from lawsite.laws.numbering import LANGUAGES
from lawsite.laws.permissions import editor_required, is_editor
from lawsite.laws.splitter import SplitError, split_law
from lawsite.laws.unreadable import unreadable_references

from . import diffing, pages, revisions, saving, status
from .forms import AddClauseForm, ChangesFilter, CompareForm, PasteLawForm, RestoreForm, TextForm
from .models import Revision
from .preview import preview as make_preview
from .revisions import SOURCE_LANGUAGE, UnknownText


def _target(kind, key, language):
    try:
        return revisions.get_target(kind, key, language)
    except UnknownText as error:
        raise Http404(str(error)) from None


def _text_form(target, data=None, initial=None):
    return TextForm(
        data,
        initial=initial,
        heading_label=_("Heading") if target.kind == Revision.CLAUSE else _("Title"),
        heading_required=target.kind == Revision.EXAMPLE,
        translation=target.is_translation,
    )


def _edit(request, kind, key, language):
    """GET: the form beside the other languages; POST: preview, or save (refused on a conflict)."""
    target = _target(kind, key, language)
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
                edit = saving.Edit(target, data["heading"], data["text"], data["based_on"], source)
                try:
                    saved = saving.save(edit, request.user, data["message"])
                except saving.Conflict as error:
                    conflict = error
                    response_status = 409
                    form = _text_form(target, {**request.POST.dict(), "based_on": revisions.token(target)})
                    form.is_valid()
                else:
                    messages.success(request, _("Saved as revision %(number)s.") % {"number": saved.number})
                    return redirect(pages.view_url(target))
            preview = make_preview(target, data["text"], get_language())
    else:
        heading, text = target.current or ("", "")
        initial = {"heading": heading, "text": text, "based_on": revisions.token(target)}
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
    }
    return render(request, "editor/edit.html", context, status=response_status)


def _conflict_diff(conflict, form):
    theirs = conflict.theirs
    mine_heading = form.data.get("heading", "")
    mine_text = form.data.get("text", "").replace("\r\n", "\n").strip("\n")
    return diffing.diff(theirs.heading if theirs else "", theirs.text if theirs else "", mine_heading, mine_text)


@editor_required
def edit_clause(request, clause_id, language):
    return _edit(request, Revision.CLAUSE, clause_id, language)


@editor_required
def edit_commentary(request, slug, language):
    return _edit(request, Revision.COMMENTARY, slug, language)


@editor_required
def edit_example(request, slug, language):
    return _edit(request, Revision.EXAMPLE, slug, language)


@editor_required
@require_POST
def preview(request, kind, key, language):
    """The live preview's fragment: rendered text and reference changes, for the page's script."""
    target = _target(kind, key, language)
    text = request.POST.get("text", "").replace("\r\n", "\n")
    return render(request, "editor/_preview.html", {"preview": make_preview(target, text, get_language())})


@editor_required
def index(request):
    return render(request, "editor/index.html", {"laws": Law.objects.all()})


@editor_required
def law_texts(request, number):
    law = get_object_or_404(Law, number=number)
    context = {
        "law": law,
        "rows": pages.law_texts(law),
        "commentaries": law.commentaries.prefetch_related("texts"),
        "examples": law.examples.prefetch_related("texts"),
        "languages": LANGUAGES,
    }
    return render(request, "editor/law.html", context)


@editor_required
def add_clause(request, number):
    law = get_object_or_404(Law, number=number)
    form = AddClauseForm(request.POST or None, law_number=law.number)
    if request.method == "POST" and form.is_valid():
        return redirect("editor:edit_clause", form.cleaned_data["clause"], form.cleaned_data["language"])
    return render(request, "editor/add_clause.html", {"law": law, "form": form})


@editor_required
def paste_law(request, number):
    """Paste a whole law in one language: split for review, then save every changed clause at once."""
    law = get_object_or_404(Law, number=number)
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
                seen = json.loads(data["tokens"])
                sources = seen["source"] if data["follows_source"] and language != SOURCE_LANGUAGE else None
                edits = saving.paste_edits(language, result.clauses, seen["tokens"], sources)
                try:
                    if edits:
                        saving.save_many(edits, request.user, data["message"], origin=Revision.PASTE)
                except saving.Conflict as error:
                    conflict, response_status = error, 409
                else:
                    messages.success(request, _("%(count)s clauses saved.") % {"count": len(edits)})
                    return redirect("laws:clause", law.number)
            review = pages.paste_review(law, language, result)
            form = PasteLawForm({**request.POST.dict(), "tokens": json.dumps(review.tokens)})
            form.is_valid()
    context = {"law": law, "form": form, "review": review, "split_error": split_error, "conflict": conflict}
    return render(request, "editor/paste_law.html", context, status=response_status)


def history(request, kind, key, language):
    target = _target(kind, key, language)
    context = {
        "target": target,
        "revisions": target.history().select_related("author", "source").order_by("-number"),
        "view_url": pages.view_url(target),
        "can_edit": is_editor(request.user),
    }
    return render(request, "editor/history.html", context)


def diff(request, kind, key, language):
    target = _target(kind, key, language)
    form = CompareForm(request.GET)
    if not form.is_valid():
        raise Http404("two revision numbers are needed")
    try:
        old, new = pages.revision_pair(target, form.cleaned_data["a"], form.cleaned_data["b"])
    except UnknownText as error:
        raise Http404(str(error)) from None
    context = {"target": target, "old": old, "new": new, "diff": diffing.diff(old.heading, old.text, new.heading, new.text)}
    return render(request, "editor/diff.html", context)


@editor_required
def restore(request, kind, key, language, number):
    """GET: what restoring revision ``number`` would change, to confirm; POST: restore it."""
    target = _target(kind, key, language)
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
            saved = saving.restore(
                target, number, form.cleaned_data["based_on"], request.user, form.cleaned_data["message"]
            )
        except saving.Conflict:
            messages.error(request, _("Someone saved this text in the meantime; nothing was restored. Look again."))
            return redirect("editor:history", kind, key, language)
        messages.success(request, _("Revision %(old)s restored as revision %(new)s.") % {"old": number, "new": saved.number})
        return redirect("editor:history", kind, key, language)
    heading, text = target.current or ("", "")
    latest = revisions.latest(target)
    context = {
        "target": target,
        "old": old,
        "latest": latest,
        "is_current": latest is not None and latest.number == number,
        "diff": diffing.diff(heading, text, old.heading, old.text),
        "form": RestoreForm(initial={"based_on": revisions.token(target)}),
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
    """Public: translation status per law and language, reference mismatches, unresolvable references."""
    context = {
        "laws": status.dashboard(),
        "asides": status.aside_statuses(),
        "mismatches": status.reference_mismatches(),
        "unresolved": status.unresolved_references(),
        "unreadable": unreadable_references(),
        "translations": status.TRANSLATIONS,
    }
    return render(request, "editor/status.html", context)
