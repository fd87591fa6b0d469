"""One plain GET form per situation; field names are the rules engine's fact names.

The forms only check what a field can hold (a seat, a trick number, a string of seats);
whether the facts fit together is the rules engine's business, and its FactsError is
put back on the field it names (see ``situations.py``).
"""

from __future__ import annotations

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from lawsite.rulings import scoring
from lawsite.rulings.pbn import decode_pbn, looks_binary

from .typed_seats import read_seats

SEAT_CHOICES = [("N", _("North (N)")), ("E", _("East (E)")), ("S", _("South (S)")), ("W", _("West (W)"))]
YES_NO = [("yes", _("Yes")), ("no", _("No"))]
MAX_TEXT = 200


def yes_no(value: str) -> bool:
    return value == "yes"


class TrickWinnersField(forms.CharField):
    """The seat that won each trick, as a compact string: "WNNWSEWENEEWW" (spaces and commas allowed; on a
    Greek page Β, Α, Ν, Δ too, see ``typed_seats``)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", MAX_TEXT)
        kwargs.setdefault(
            "help_text",
            _("One letter per trick from trick 1, the seat that won it (N, E, S or W), e.g. WNNWSEWENEEWW."),
        )
        super().__init__(**kwargs)

    def to_python(self, value):
        text = super().to_python(value)
        if not text:
            return []
        typed = read_seats(text, get_language())
        if typed.wrong:
            raise ValidationError(
                _("“%(letters)s” is not a seat: use only N, E, S and W."), params={"letters": typed.wrong[:10]}
            )
        if typed.mixed:
            raise ValidationError(
                _("Write the seats in one alphabet, Greek (Β, Α, Ν, Δ) or Latin (N, E, S, W): Ν and N look alike.")
            )
        if len(typed.seats) > 13:
            raise ValidationError(_("%(count)s tricks given; a board has 13."), params={"count": len(typed.seats)})
        return list(typed.seats)


def trick_field(label, required=True, help_text=""):
    return forms.IntegerField(label=label, min_value=1, max_value=13, required=required, help_text=help_text)


def seat_field(label, help_text=""):
    return forms.ChoiceField(label=label, choices=SEAT_CHOICES, help_text=help_text)


def edition_field():
    """The edition to rule by; blank (as in older links) means the edition in force."""
    from .edition import default_edition, edition_choices  # noqa: PLC0415 - edition imports nothing of the forms

    return forms.ChoiceField(
        label=_("Edition of the Laws"),
        required=False,
        choices=edition_choices,
        initial=default_edition,
        help_text=_("The edition the ruling follows; the edition in force unless you choose another."),
    )


class FacedCardField(forms.ChoiceField):
    """64B3's faced card: "on" (a penalty card or a card of dummy's hand, as in older links) or which card."""

    def __init__(self, **kwargs):
        choices = [
            ("", _("no")),
            ("on", _("a penalty card or a card of dummy's hand")),
            ("penalty_card", _("a penalty card")),
            ("dummy_card", _("a card of dummy's hand")),
            ("declarer_faced_card", _("a card of declarer's own hand faced on the table (not a penalty card)")),
        ]
        super().__init__(choices=choices, required=False, **kwargs)

    def clean(self, value):
        value = super().clean(value)
        return True if value == "on" else value or False


def flag_field(label, help_text=""):
    return forms.BooleanField(label=label, required=False, help_text=help_text)


class ScoreFields(forms.Form):
    """Optional: the contract and the result, to show the table score and the adjusted one (Law 77)."""

    contract = forms.CharField(
        label=_("Contract"),
        required=False,
        max_length=10,
        help_text=_("Optional, to score the board: e.g. 4H, 3NT, 2SX, 6CXX."),
    )
    vulnerable = forms.ChoiceField(
        label=_("Vulnerable"),
        required=False,
        choices=[("None", _("None")), ("NS", _("North-South")), ("EW", _("East-West")), ("All", _("Both sides"))],
    )
    tricks_made = forms.IntegerField(
        label=_("Tricks won by declarer's side at the table"),
        required=False,
        min_value=0,
        max_value=13,
        help_text=_("Not needed when all 13 trick winners are given."),
    )
    score_fields = ("contract", "vulnerable", "tricks_made")

    def clean_contract(self):
        text = self.cleaned_data["contract"].strip()
        if not text:
            return None
        try:
            contract = scoring.parse_contract(text)
        except ValueError as error:
            raise ValidationError(
                _("“%(text)s” is not a contract (e.g. 4H, 3NT, 2SX)."), params={"text": text[:10]}
            ) from error
        if contract is None:
            raise ValidationError(_("A passed-out board has no declarer and nothing to adjust."))
        return contract


class RevokeForm(ScoreFields):
    declarer = seat_field(_("Declarer"))
    offender = seat_field(_("Offender"), _("The player who revoked; dummy included."))
    revoke_trick = trick_field(_("Revoke trick"), help_text=_("The number of the trick on which the revoke happened."))
    trick_winners = TrickWinnersField(
        label=_("Trick winners"),
        required=False,
        help_text=_(
            "Needed once the revoke is established: one letter per trick from trick 1, the seat that won it "
            "(N, E, S or W), at least to the revoke trick, e.g. WNNWSEWENEEWW. Who won the revoke trick and the "
            "tricks after it decides the transfer (64A); while play goes on, give the tricks so far."
        ),
    )
    established = forms.TypedChoiceField(
        label=_("Is the revoke established?"),
        choices=YES_NO,
        coerce=yes_no,
        help_text=_("Established once the offender or his partner has played to the next trick (Law 63)."),
    )
    established_by = forms.ChoiceField(
        label=_("Established by"),
        required=False,
        choices=[
            ("play", _("a play to the next trick (63A1)")),
            ("designation", _("naming or designating a card for the next trick (63A2)")),
            ("claim", _("a claim or concession (63A3)")),
            ("agreed_claim", _("agreeing to the opponents' claim or concession (63A4; 63A3 in 2007)")),
        ],
    )
    attention_drawn = forms.ChoiceField(
        label=_("Attention drawn"),
        required=False,
        choices=[
            ("during_play", _("during play")),
            ("after_play", _("after play, before the next board")),
            ("after_call_next_board", _("after a call on the next board")),
            ("after_round", _("after the round")),
        ],
    )
    suit = forms.ChoiceField(
        label=_("Suit of the revoke"),
        required=False,
        choices=[
            ("", _("not stated")),
            ("S", _("spades")),
            ("H", _("hearts")),
            ("D", _("diamonds")),
            ("C", _("clubs")),
        ],
    )
    edition = edition_field()
    faced_card = FacedCardField(label=_("The revoke was a failure to play a card faced on the table (64B3)"))
    subsequent_revoke_same_suit = flag_field(_("A subsequent revoke by the same player in the same suit (64B2)"))
    both_sides_revoked = flag_field(_("Both sides revoked on this board, both revokes established (64B7)"))
    other_side_revoked_same_trick = flag_field(
        _("The other side revoked on the same trick too, and only one side has played to the next trick (62C3, 2017)")
    )
    claimed_ns = forms.IntegerField(
        label=_("Tricks North-South received by a claim or concession"),
        required=False,
        min_value=0,
        max_value=13,
        help_text=_("When play ended with a claim or concession: the tricks after the last trick winner given."),
    )
    claimed_ew = forms.IntegerField(
        label=_("Tricks East-West received by a claim or concession"), required=False, min_value=0, max_value=13
    )


class DummyLimitationForm(ScoreFields):
    edition = edition_field()
    declarer = seat_field(_("Declarer"))
    violated_43A2 = forms.TypedChoiceField(
        label=_("Did dummy first break a limitation of Law 43A2?"),
        choices=YES_NO,
        coerce=yes_no,
        help_text=_("For example by looking at a defender's cards or exchanging hands with declarer."),
    )
    event = forms.ChoiceField(
        label=_("Then dummy"),
        choices=[
            ("asked_about_revoke", _("asked declarer about a failure to follow suit")),
            ("drew_attention_to_defender", _("drew attention to a defender's irregularity")),
        ],
    )
    question_trick = trick_field(
        _("Trick on which dummy asked"), required=False, help_text=_("Only when dummy asked about a revoke.")
    )
    revoke_trick = trick_field(_("Revoke trick"), required=False, help_text=_("Only when dummy asked about a revoke."))
    trick_winners = TrickWinnersField(
        label=_("Trick winners"),
        required=False,
        help_text=_(
            "Only when dummy asked about a revoke: one letter per trick from trick 1, the seat that won it. The "
            "tricks won from dummy's question on decide the transfer (43B2(b))."
        ),
    )
    defender_irregularity = forms.ChoiceField(
        label=_("The defender's irregularity"),
        required=False,
        choices=[
            ("lead_out_of_turn", _("a lead out of turn")),
            ("card_exposed", _("an exposed card")),
            ("revoke", _("a revoke")),
            ("other", _("something else")),
        ],
        help_text=_("Only when dummy drew attention to a defender's irregularity."),
    )


LEAD_CHOICE = [("", _("no choice stated")), ("accept", _("accepts the lead")), ("retract", _("requires retraction"))]


class DeclarerLeadOutOfTurnForm(forms.Form):
    """Only the defenders choose (55A), so the form asks for the two of them, placed from declarer."""

    edition = edition_field()
    declarer = seat_field(_("Declarer"))
    led_from = seat_field(_("Led from"), _("The hand the card was led from: declarer's or dummy's."))
    proper_leader = seat_field(_("Proper leader"), _("The seat whose turn it was to lead."))
    choice_lho = forms.ChoiceField(label=_("Defender on declarer's left"), choices=LEAD_CHOICE, required=False)
    choice_rho = forms.ChoiceField(label=_("Defender on declarer's right"), choices=LEAD_CHOICE, required=False)
    score_fields = ()  # nothing to score: a lead out of turn moves no trick


class DefectiveTrickForm(ScoreFields):
    edition = edition_field()
    declarer = seat_field(_("Declarer"))
    offender = seat_field(_("Offender"), _("The player whose play to the trick was defective."))
    defect = forms.ChoiceField(
        label=_("Defect"),
        choices=[("failed_to_play", _("failed to play a card")), ("too_many_cards", _("played too many cards"))],
    )
    discovered = forms.ChoiceField(
        label=_("Attention drawn"),
        choices=[
            ("before_next_trick_complete", _("before both sides played to the next trick (67A)")),
            ("later", _("after both sides played to the next trick (67B)")),
        ],
    )
    holds_suit_led = forms.ChoiceField(
        label=_("Does the offender hold a card of the suit led to the defective trick?"),
        choices=[("", _("not stated")), *YES_NO],
        required=False,
        help_text=_("Needed when a card is missing and attention was drawn later."),
    )
    restored_card_exposed = flag_field(_("A card withdrawn from the trick was seen face up (too many cards)"))
    trick = trick_field(_("Defective trick"), required=False, help_text=_("Optional, with the trick winners."))
    trick_winners = TrickWinnersField(
        label=_("Trick winners"),
        required=False,
        help_text=_(
            "Needed when a card was missing and found later: one letter per trick from trick 1, the seat that won "
            "it. Whether the offending side won the defective trick or a later one decides the transfer (64A2)."
        ),
    )


class PBNForm(forms.Form):
    """A PBN file pasted or uploaded; ``cleaned_data["text"]`` is its text either way."""

    max_upload_bytes = 256 * 1024
    pbn = forms.CharField(
        label=_("PBN record"),
        required=False,
        max_length=200_000,
        widget=forms.Textarea(attrs={"rows": 14, "cols": 60, "spellcheck": "false"}),
        help_text=_(
            "One board or a whole file: [Deal], [Contract] or [Auction], [Declarer] and [Play] "
            "([Vulnerable] and [Result] are used too)."
        ),
    )
    file = forms.FileField(
        label=_("Or a PBN file"),
        required=False,
        help_text=_("A .pbn file from a scorer, a dealing program or an online table (up to 256 KB)."),
    )

    def clean(self):
        data = super().clean()
        upload = data.get("file")
        if upload:
            if upload.size > self.max_upload_bytes:
                raise ValidationError(
                    _("The file is %(size)s KB; the limit is %(limit)s KB."),
                    params={"size": upload.size // 1024, "limit": self.max_upload_bytes // 1024},
                )
            data["text"] = decode_pbn(upload.read())
            if looks_binary(data["text"]):
                raise ValidationError(
                    _(
                        "“%(name)s” is not a text file: a PBN file is plain text, and a compressed or "
                        "word-processor file cannot be read."
                    ),
                    params={"name": upload.name},
                )
        elif data.get("pbn", "").strip():
            data["text"] = data["pbn"]
        elif not self.errors:
            raise ValidationError(_("Paste a PBN record or choose a PBN file."))
        return data
