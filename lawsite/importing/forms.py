from django import forms
from django.conf import settings
from django.template.defaultfilters import filesizeformat
from django.utils.translation import gettext_lazy as _

from lawsite.editor.forms import LANGUAGE_FIELD_CHOICES

from .writer import valid_edition


class UploadForm(forms.Form):
    """A file holding one law or the whole book, in one language of one edition."""

    file = forms.FileField(label=_("File (.txt, .md, .docx, .pdf, .html)"))
    language = forms.ChoiceField(label=_("Language of the text"), choices=LANGUAGE_FIELD_CHOICES)
    edition = forms.CharField(label=_("Edition"), max_length=4, initial="2017")
    law = forms.IntegerField(
        label=_("Law"), min_value=1, max_value=93, required=False,
        help_text=_("Only for a file that holds one law without its heading; leave empty for a whole book."),
    )

    def clean_file(self):
        upload = self.cleaned_data["file"]
        limit = settings.IMPORT_MAX_UPLOAD_BYTES
        if upload.size > limit:
            raise forms.ValidationError(
                _("The file is larger than %(limit)s; split the book into parts.") % {"limit": filesizeformat(limit)}
            )
        return upload

    def clean_edition(self):
        code = self.cleaned_data["edition"].strip()
        if not valid_edition(code):
            raise forms.ValidationError(_("An edition is a year, such as 2017 or 2027."))
        return code


class AcceptForm(forms.Form):
    review = forms.CharField(widget=forms.HiddenInput)
    message = forms.CharField(label=_("What changed and why"), max_length=300, required=False)
    follows_source = forms.BooleanField(
        label=_("A translation of the English as it stands now"), required=False, initial=True
    )


class DownloadForm(forms.Form):
    review = forms.CharField(widget=forms.HiddenInput)
