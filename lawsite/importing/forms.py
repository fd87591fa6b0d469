from django import forms
from django.conf import settings
from django.template.defaultfilters import filesizeformat
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from lawsite.editor.forms import LANGUAGE_FIELD_CHOICES
from lawsite.laws.models import Edition

STATUS_NAMES = {Edition.DRAFT: "draft", Edition.IN_FORCE: "in force", Edition.SUPERSEDED: "superseded"}


def default_edition(known: list[Edition]) -> Edition | None:
    """Where an upload lands unless the editor says otherwise: the newest draft, else the edition in force."""
    drafts = [edition for edition in known if edition.is_draft]
    if drafts:
        return max(drafts, key=lambda edition: edition.code)
    return next((edition for edition in known if edition.is_in_force), None)


class UploadForm(forms.Form):
    """A file holding one law or the whole book, in one language of one edition."""

    file = forms.FileField(label=_("File (.txt, .md, .docx, .pdf, .html)"))
    language = forms.ChoiceField(label=_("Language of the text"), choices=LANGUAGE_FIELD_CHOICES)
    edition = forms.ChoiceField(label=_("Edition"))
    law = forms.IntegerField(
        label=_("Law"),
        min_value=1,
        max_value=93,
        required=False,
        help_text=_("Only for a file that holds one law without its heading; leave empty for a whole book."),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        known = list(Edition.objects.order_by("-code"))
        # gettext of the status names the editions pages translate ("draft", "in force", "superseded")
        self.fields["edition"].choices = [
            (edition.code, f"{edition.code} ({gettext(STATUS_NAMES[edition.status])})") for edition in known
        ]
        chosen = default_edition(known)
        if chosen is not None and "edition" not in self.initial:
            self.initial["edition"] = chosen.code
        self.editions = {edition.code: edition for edition in known}

    def clean_file(self):
        upload = self.cleaned_data["file"]
        limit = settings.IMPORT_MAX_UPLOAD_BYTES
        if upload.size > limit:
            raise forms.ValidationError(
                _("The file is larger than %(limit)s; split the book into parts.") % {"limit": filesizeformat(limit)}
            )
        return upload

    def clean_edition(self):
        return self.editions[self.cleaned_data["edition"]]


class AcceptForm(forms.Form):
    review = forms.CharField(widget=forms.HiddenInput)
    message = forms.CharField(label=_("What changed and why"), max_length=300, required=False)
    follows_source = forms.BooleanField(
        label=_("A translation of the English as it stands now"), required=False, initial=True
    )


class DownloadForm(forms.Form):
    review = forms.CharField(widget=forms.HiddenInput)
