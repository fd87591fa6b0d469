from django import forms
from django.utils.translation import gettext_lazy as _

from lawsite.laws.numbering import ClauseId, ClauseIdError


def _code(value: str) -> str:
    value = (value or "").strip()
    if not (len(value) == 4 and value.isascii() and value.isdigit()):
        raise forms.ValidationError(_("An edition is named by four digits, such as 2027."))
    return value


class CompareForm(forms.Form):
    a = forms.ChoiceField(label=_("From edition"))
    b = forms.ChoiceField(label=_("To edition"))

    def __init__(self, *args, codes: list[str], **kwargs):
        super().__init__(*args, **kwargs)
        choices = [(code, code) for code in codes]
        self.fields["a"].choices = choices
        self.fields["b"].choices = choices


class DraftForm(forms.Form):
    """A new draft edition, copied from an existing one."""

    code = forms.CharField(label=_("Edition (year)"), max_length=4)
    copy_from = forms.ChoiceField(label=_("Copy of edition"))
    title_en = forms.CharField(label=_("Title in English"), max_length=200, required=False)
    title_el = forms.CharField(label=_("Title in Greek"), max_length=200, required=False)
    title_pl = forms.CharField(label=_("Title in Polish"), max_length=200, required=False)

    def __init__(self, *args, codes: list[str], **kwargs):
        super().__init__(*args, prefix="draft", **kwargs)
        self.fields["copy_from"].choices = [(code, code) for code in codes]

    def clean_code(self):
        return _code(self.cleaned_data["code"])


class PublishForm(forms.Form):
    since = forms.DateField(label=_("In force since"), required=False, widget=forms.DateInput(attrs={"type": "date"}))
    confirm = forms.BooleanField(label=_("Yes: this draft becomes the edition in force"), required=True)

    def __init__(self, *args, code: str, **kwargs):
        super().__init__(*args, prefix=f"publish-{code}", **kwargs)


class RenumberingForm(forms.Form):
    """One row of the renumbering table: this clause of one edition is that clause of a later one."""

    from_edition = forms.CharField(label=_("Edition"), max_length=4)
    from_clause = forms.CharField(label=_("Clause"), max_length=24)
    to_edition = forms.CharField(label=_("Later edition"), max_length=4)
    to_clause = forms.CharField(label=_("Its clause there"), max_length=24)
    source = forms.CharField(label=_("Source"), max_length=300, required=False)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, prefix="renumbering", **kwargs)

    def clean_from_edition(self):
        return _code(self.cleaned_data["from_edition"])

    def clean_to_edition(self):
        return _code(self.cleaned_data["to_edition"])

    @staticmethod
    def _clause(value):
        try:
            return str(ClauseId.parse_loose(value))
        except ClauseIdError:
            raise forms.ValidationError(_("%(id)s is not a clause id.") % {"id": value}) from None

    def clean_from_clause(self):
        return self._clause(self.cleaned_data["from_clause"])

    def clean_to_clause(self):
        return self._clause(self.cleaned_data["to_clause"])

    def clean(self):
        data = super().clean()
        if data.get("from_edition") and data.get("to_edition") and not data["from_edition"] < data["to_edition"]:
            raise forms.ValidationError(_("The later edition must be later than the first."))
        return data
