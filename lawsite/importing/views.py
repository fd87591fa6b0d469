"""The editor's upload of a book or one law: review beside the saved text, accept as revisions, or
download the files; thin views over :mod:`lawsite.importing.review`."""

from django.contrib import messages
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from lawsite.editor import saving
from lawsite.laws.numbering import MAX_LAW
from lawsite.laws.permissions import editor_required
from lawsite.query_params import integer_param

from . import review as reviews
from .documents import ImportFileError
from .forms import AcceptForm, DownloadForm, UploadForm


def _page(request, form, upload=None, error=None, conflict=None, status=200):
    context = {"form": form, "upload": upload, "error": error, "conflict": conflict}
    if upload is not None:
        context["accept_form"] = AcceptForm(initial={"review": upload.payload})
        context["download_form"] = DownloadForm(initial={"review": upload.payload})
    return render(request, "importing/upload.html", context, status=status)


@editor_required
def upload(request):
    if request.method != "POST":
        initial = {"law": integer_param(request.GET, "law", 1, MAX_LAW)}
        form = UploadForm(initial=initial)
        if request.GET.get("edition") in form.editions:
            form.initial["edition"] = request.GET["edition"]
        return _page(request, form)
    form = UploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return _page(request, form, status=400)
    data = form.cleaned_data
    try:
        upload = reviews.review_upload(
            data["file"].name, data["file"].read(), data["language"], data["edition"], data["law"]
        )
    except ImportFileError as error:
        return _page(request, form, error=str(error), status=400)
    initial = {"language": data["language"], "edition": data["edition"].code, "law": data["law"]}
    return _page(request, UploadForm(initial=initial), upload)


@editor_required
@require_POST
def accept(request):
    form = AcceptForm(request.POST)
    if not form.is_valid():
        return _page(request, UploadForm(), error=_("Nothing to save: upload the file again."), status=400)
    data = form.cleaned_data
    try:
        saved = reviews.accept(data["review"], request.user, data["message"], data["follows_source"])
    except reviews.StaleReview:
        return _page(
            request, UploadForm(), error=_("This review has expired or was altered; upload the file again."), status=400
        )
    except reviews.EditionGone as gone:
        message = _("Edition %(code)s is no longer in the collection; nothing was saved.") % {"code": gone.code}
        return _page(request, UploadForm(), error=message, status=400)
    except saving.Conflict as conflict:
        return _page(request, UploadForm(), reviews.review_again(data["review"]), conflict=conflict, status=409)
    messages.success(request, _("%(count)s clauses saved.") % {"count": len(saved)})
    edition = reviews.edition_of_review(data["review"])
    return redirect("editor:index", *([] if edition.is_in_force else [edition.code]))


@editor_required
@require_POST
def download(request):
    form = DownloadForm(request.POST)
    try:
        if not form.is_valid():
            raise reviews.StaleReview("no review")
        name, data = reviews.zip_of(form.cleaned_data["review"])
    except reviews.StaleReview:
        return _page(
            request, UploadForm(), error=_("This review has expired or was altered; upload the file again."), status=400
        )
    response = HttpResponse(data, content_type="application/zip")
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    return response
