import json

from django import forms
from django.utils.translation import gettext_lazy as _

from lawsite.laws.content import MAX_LINE_LENGTH
from lawsite.laws.numbering import ClauseId, ClauseIdError
from lawsite.laws.splitter import backslash_breaks

LANGUAGE_FIELD_CHOICES = [("en", _("English")), ("el", _("Greek")), ("pl", _("Polish"))]
#: The longest text a save accepts: a clause, commentary or example, or a whole law pasted (the longest
#: law of the book is a few thousand characters); each of its lines is held to MAX_LINE_LENGTH as well.
MAX_TEXT_CHARS = 50_000


def check_line_lengths(text: str) -> str:
    """A line no content file may hold is refused here, so every export of what editors saved loads."""
    longest = max(len(line) for line in text.split("\n"))
    if longest > MAX_LINE_LENGTH:
        raise forms.ValidationError(
            _("A line of this text has %(count)s characters; a content file takes at most %(limit)s a line.")
            % {"count": longest, "limit": MAX_LINE_LENGTH}
        )
    return text


class TextForm(forms.Form):
    """One text in one language; ``based_on`` is the revision the editor started from."""

    heading = forms.CharField(label=_("Heading"), max_length=300, required=False)
    text = forms.CharField(
        label=_("Text (markdown)"),
        widget=forms.Textarea(attrs={"rows": 14}),
        max_length=MAX_TEXT_CHARS,
        required=False,
        strip=False,
    )
    message = forms.CharField(label=_("What changed and why"), max_length=300, required=False)
    based_on = forms.IntegerField(widget=forms.HiddenInput, min_value=0)
    #: the edition the form was opened in: a plain address means the edition in force, which a publish changes
    edition = forms.CharField(widget=forms.HiddenInput, max_length=4, required=False)
    source_number = forms.IntegerField(widget=forms.HiddenInput, min_value=0, required=False)
    follows_source = forms.BooleanField(
        label=_("This text is a translation of the English shown beside it"), required=False, initial=True
    )

    def __init__(self, *args, heading_label=None, heading_required=False, translation=False, **kwargs):
        super().__init__(*args, **kwargs)
        if heading_label:
            self.fields["heading"].label = heading_label
        self.fields["heading"].required = heading_required
        if not translation:
            del self.fields["source_number"]
            del self.fields["follows_source"]

    def clean_text(self):
        text = self.cleaned_data["text"].replace("\r\n", "\n").strip("\n")
        return check_line_lengths("\n".join(backslash_breaks(text.split("\n"))))


class AddClauseForm(forms.Form):
    clause = forms.CharField(label=_("Clause"), max_length=24, help_text=_("For example 43B2(b)"))
    language = forms.ChoiceField(label=_("Language"), choices=LANGUAGE_FIELD_CHOICES)

    def __init__(self, *args, law_number: int, **kwargs):
        super().__init__(*args, **kwargs)
        self.law_number = law_number

    def clean_clause(self):
        raw = self.cleaned_data["clause"]
        try:
            cid = ClauseId.parse_loose(raw)
        except ClauseIdError:
            raise forms.ValidationError(_("%(id)s is not a clause id.") % {"id": raw}) from None
        if cid.law != self.law_number:
            raise forms.ValidationError(_("%(id)s is not in Law %(law)s.") % {"id": cid, "law": self.law_number})
        if cid.depth == 0:
            raise forms.ValidationError(_("Name a clause of the law, such as %(law)sA.") % {"law": self.law_number})
        return str(cid)


class PasteLawForm(forms.Form):
    language = forms.ChoiceField(label=_("Language"), choices=LANGUAGE_FIELD_CHOICES)
    text = forms.CharField(
        label=_("The whole law as printed"),
        widget=forms.Textarea(attrs={"rows": 20}),
        max_length=MAX_TEXT_CHARS,
        strip=False,
    )
    message = forms.CharField(label=_("What changed and why"), max_length=300, required=False)
    follows_source = forms.BooleanField(
        label=_("A translation of the English as it stands now"), required=False, initial=True
    )
    tokens = forms.CharField(widget=forms.HiddenInput, required=False)

    def clean_text(self):
        return check_line_lengths(self.cleaned_data["text"].replace("\r\n", "\n"))

    def clean_tokens(self):
        """The review's revision numbers, as the page wrote them (``pages.paste_review``): a dict, or None."""
        raw = self.cleaned_data["tokens"]
        if not raw:
            return None
        try:
            seen = json.loads(raw)
            numbers = [*seen["tokens"].values(), *(n for n in seen["source"].values() if n is not None)]
            if not all(isinstance(n, int) for n in numbers) or not isinstance(seen.get("edition", ""), str):
                raise ValueError
        except (ValueError, TypeError, KeyError, AttributeError):
            raise forms.ValidationError(
                _("The review of this paste is damaged: divide the text into clauses again.")
            ) from None
        return seen


class RestoreForm(forms.Form):
    based_on = forms.IntegerField(widget=forms.HiddenInput, min_value=0)
    edition = forms.CharField(widget=forms.HiddenInput, max_length=4, required=False)  # as in TextForm
    message = forms.CharField(label=_("Why (optional)"), required=False, max_length=300)


class CompareForm(forms.Form):
    a = forms.IntegerField(min_value=1)
    b = forms.IntegerField(min_value=1)


class ChangesFilter(forms.Form):
    law = forms.IntegerField(label=_("Law"), min_value=1, max_value=93, required=False)
    language = forms.ChoiceField(label=_("Language"), choices=[("", _("All"))] + LANGUAGE_FIELD_CHOICES, required=False)
