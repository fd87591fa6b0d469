"""The forms of the auction and play situations (Laws 23-32, 24, 49-58).

Each field is named as the fact it gives, so the URL of a ruling is its facts and
``situations.irregularity_facts`` reads any of these forms the same way. Calls and
cards are typed the way directors write them ("1NT p 2♣ x", "♠K h5 D10") and stored
as the engine's codes ("1NT P 2C X", "SK H5 DT"). The Director's judgements are
three-way questions (yes / no / not judged yet) beside the criteria they rest on.
"""

from __future__ import annotations

import re

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from lawsite.rulings.calls import parse_call
from lawsite.rulings.cards import parse_card

from .forms import MAX_TEXT, SEAT_CHOICES, YES_NO
from .typed_cards import card_code, card_shown

SUIT_LETTERS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
CALL_WORDS = {
    "PASS": "P",
    "PAS": "P",
    "ΠΑΣΟ": "P",
    "DBL": "X",
    "DOUBLE": "X",
    "KONTRA": "X",
    "ΚΟΝΤΡΑ": "X",
    "RDBL": "XX",
    "REDOUBLE": "XX",
    "REKONTRA": "XX",
    "ΡΕΚΟΝΤΡΑ": "XX",
    "ΣΟΥΡΚΟΝΤΡΑ": "XX",
}
NONE_WORDS = ("-", "–", "—", "0", "none", "brak", "κανένα")
OPTIONAL_SEAT = [("", _("not stated")), *SEAT_CHOICES]
JUDGED = [("", _("not judged yet")), *YES_NO]
SUIT_CHOICES = [("", _("not stated")), ("S", _("spades")), ("H", _("hearts")), ("D", _("diamonds")), ("C", _("clubs"))]

COMPARABLE_CRITERIA = [
    _("It may be comparable if it means the same as, or much the same as, the withdrawn call;"),
    _("or if its possible meanings are a part of those of the withdrawn call;"),
    _("or if it does the same job, for example asking a question or relaying."),
    _("Judge the meaning each call had in its own auction, away from the table if need be; do not suggest a call."),
]
SAME_DENOMINATIONS_CRITERIA = [
    _("For natural bids: is the replacement in the same suit, or no trumps, as the bid withdrawn?"),
    _("For artificial bids: does it show the same suit or suits as the withdrawn bid did?"),
    _("Only the lowest sufficient such bid qualifies; the assistant checks the level from the auction."),
]
DAMAGE_CRITERIA = [
    _(
        "Decide this at the end of play: could the result well have been different without the help the offenders "
        "gained through the irregularity, and did that cost the other side?"
    ),
]


def _tokens(text: str) -> list[str]:
    return [token for token in re.split(r"[\s,;/]+", text.strip()) if token]


def _normal_call(token: str) -> str:
    upper = token.upper()
    for symbol, letter in SUIT_LETTERS.items():
        upper = upper.replace(symbol, letter)
    upper = CALL_WORDS.get(upper, upper)
    return re.sub(r"^([1-7])(N|BA|ΧΑ|SA)$", r"\1NT", upper)


def _normal_card(token: str) -> str:
    return card_code(token) or token.upper()  # rank or suit first, the honour letters of en, el and pl


class CallsField(forms.CharField):
    """Calls in order, e.g. "1NT P 2C" (pass/p, x/dbl, xx/rdbl and suit symbols accepted)."""

    def __init__(self, single=False, **kwargs):
        self.single = single
        kwargs.setdefault("max_length", MAX_TEXT)
        kwargs.setdefault("required", False)
        super().__init__(**kwargs)

    def to_python(self, value):
        text = super().to_python(value)
        calls = []
        for token in _tokens(text):
            code = _normal_call(token)
            if parse_call(code) is None:
                raise ValidationError(
                    _("“%(token)s” is not a call: write 1C … 7NT, P, X or XX."), params={"token": token[:10]}
                )
            calls.append(code)
        if self.single:
            if len(calls) > 1:
                raise ValidationError(_("Give one call only."))
            return calls[0] if calls else None
        return calls


class CardsField(forms.CharField):
    """Cards, e.g. "SK H5 DT", "Q♥ 10h", "♠Ρ" or "D♥" (lawsite.assistant.typed_cards reads each)."""

    def __init__(self, single=False, **kwargs):
        self.single = single
        kwargs.setdefault("max_length", MAX_TEXT)
        kwargs.setdefault("required", False)
        super().__init__(**kwargs)

    def to_python(self, value):
        text = super().to_python(value)
        if not text.strip():
            return None
        if text.strip() in NONE_WORDS:
            return []  # stated: no card at all (a void)
        cards = []
        for token in _tokens(text):
            code = _normal_card(token)
            if parse_card(code) is None:
                raise ValidationError(
                    _("“%(token)s” is not a card: write its rank and suit, e.g. Q♥, ♥Q, HQ, 10H or SK."),
                    params={"token": token[:10]},
                )
            if code in cards:
                raise ValidationError(_("%(card)s is given twice."), params={"card": card_shown(code, get_language())})
            cards.append(code)
        if self.single:
            if len(cards) > 1:
                raise ValidationError(_("Give one card only."))
            return cards[0] if cards else None
        return cards


def seat(label, help_text="", required=True):
    if required:
        return forms.ChoiceField(label=label, choices=SEAT_CHOICES, help_text=help_text)
    return forms.ChoiceField(label=label, choices=OPTIONAL_SEAT, required=False, help_text=help_text)


class JudgedField(forms.ChoiceField):
    """A judgement of the Director: yes, no, or not judged yet (then the fact is left out)."""

    def __init__(self, **kwargs):
        super().__init__(choices=JUDGED, required=False, **kwargs)


def judged(label, help_text=""):
    return JudgedField(label=label, help_text=help_text)


def flag(label, help_text=""):
    return forms.BooleanField(label=label, required=False, help_text=help_text)


def choice(label, options, help_text=""):
    return forms.ChoiceField(
        label=label, choices=[("", _("not yet chosen")), *options], required=False, help_text=help_text
    )


def trick(label, help_text=""):
    return forms.IntegerField(label=label, min_value=1, max_value=13, required=False, help_text=help_text)


class AuctionFields(forms.Form):
    """The auction so far: who dealt and the legal calls from the dealer."""

    dealer = seat(_("Dealer"))
    auction_before = CallsField(
        label=_("Legal calls before the irregularity"),
        help_text=_("From the dealer, in order, e.g. 1NT P 2C. Leave empty if the irregularity was the first call."),
    )
    offender = seat(_("Offender"), _("The player who made the irregular call."))
    irregular_call = CallsField(single=True, required=True, label=_("The irregular call"), help_text=_("e.g. 1S, P, X"))
    score_fields = ()
    criteria: dict = {}


class InsufficientBidForm(AuctionFields):
    accepted_by_lho = judged(
        _("Did the offender's left-hand opponent accept the insufficient bid (by calling over it)?"),
        _("The Director explains the options first; LHO decides without consulting partner."),
    )
    replacement = CallsField(
        single=True, label=_("The call that replaced it"), help_text=_("Leave empty if it has not been replaced yet.")
    )
    premature_replacement = flag(_("The offender replaced it before the Director ruled (27C)"))
    specifies_same_denominations = judged(
        _("Is the replacement the lowest sufficient bid that shows the same suit(s) or no trumps as the withdrawn bid?")
    )
    comparable = judged(_("Is the replacement a comparable call?"))
    call_artificial = judged(_("Was the insufficient bid artificial?"))
    second_ib_accepted = flag(_("The replacement was itself insufficient, and LHO accepted it (27B4)"))
    nos_damaged = judged(_("At the end of play: was the non-offending side damaged?"))
    assistance_gained = judged(_("Did the offending side gain through the irregularity?"))
    declarer = seat(_("Declarer, once the auction is over"), required=False)
    criteria = {
        "comparable": COMPARABLE_CRITERIA,
        "specifies_same_denominations": SAME_DENOMINATIONS_CRITERIA,
        "nos_damaged": DAMAGE_CRITERIA,
    }


class CallOutOfRotationForm(AuctionFields):
    accepted_by_lho = judged(_("Did the offender's left-hand opponent accept it (by calling next)?"))
    correct_player_called_first = flag(
        _("The player whose turn it was called before the Director ruled (28B)"),
    )
    barred_player = seat(
        _("A player required by law to pass at that turn"),
        required=False,
        help_text=_("For example a player barred by an earlier rectification (28A)."),
    )
    rho_action = CallsField(
        single=True,
        label=_("The call of the player whose turn it was, after the cancellation"),
        help_text=_("Only when the call was made at right-hand opponent's turn."),
    )
    offender_next_call = CallsField(single=True, label=_("The offender's call at his proper turn"))
    comparable = judged(_("Is that call comparable to the cancelled one?"))
    call_artificial = judged(_("Was the call out of rotation artificial?"))
    nos_damaged = judged(_("At the end of play: was the non-offending side damaged?"))
    assistance_gained = judged(_("Did the offending side gain through the irregularity?"))
    declarer = seat(_("Declarer, once the auction is over"), required=False)
    criteria = {"comparable": COMPARABLE_CRITERIA, "nos_damaged": DAMAGE_CRITERIA}


class CardExposedDuringAuctionForm(forms.Form):
    offender = seat(_("Offender"), _("The player whose card or cards were seen."))
    cards_exposed = CardsField(required=True, label=_("Card(s) exposed"), help_text=_("e.g. SK or H5 D2"))
    prematurely_led = flag(_("The card was led, face up, before the auction was over"))
    offender_becomes = forms.ChoiceField(
        label=_("The offender's role after the auction"),
        required=False,
        choices=[
            ("", _("not known yet")),
            ("defender", _("a defender")),
            ("declarer", _("declarer")),
            ("dummy", _("dummy")),
        ],
    )
    declarer = seat(_("Declarer, once the auction is over"), required=False)
    score_fields = ()
    criteria: dict = {}


OPENING_LEAD_CHOICES = [
    ("accept_and_play", _("accepts the lead and plays the hand (54B)")),
    ("accept_become_dummy", _("accepts the lead by spreading his own hand, becoming dummy (54A)")),
    ("refuse_require_suit", _("refuses it and requires the lead of the card's suit (54D, 50D2)")),
    ("refuse_forbid_suit", _("refuses it and prohibits the lead of the card's suit (54D, 50D2)")),
    ("refuse_free_lead", _("refuses it and leaves the lead free; the card stays a penalty card (54D, 50D2)")),
]


class OpeningLeadOutOfTurnForm(forms.Form):
    declarer = seat(_("Declarer (presumed)"))
    led_by = seat(_("Player who faced the opening lead"))
    card = CardsField(single=True, label=_("Card led"), help_text=_("e.g. HQ"))
    declarer_choice = choice(_("Declarer"), OPENING_LEAD_CHOICES)
    dummy_cards_exposed = flag(_("Declarer could have seen a card of dummy's hand (54C)"))
    declarer_exposed_cards_while_spreading = flag(_("Declarer began to spread his hand and exposed a card (54A)"))
    declarer_played_second_card_from = seat(_("Declarer played the second card from"), required=False)
    face_down_lead_by = seat(_("The correct leader had also led face down"), required=False)
    misinformed_by_opponent = flag(_("An opponent told the offender it was his lead (47E1)"))
    score_fields = ()
    criteria: dict = {}


PENALTY_CHOICES = [
    ("require_suit", _("requires the lead of a suit")),
    ("forbid_suit", _("prohibits the lead of the suit")),
    ("forbid_suits", _("prohibits the lead of the suit(s) named below")),
    ("no_restriction", _("leaves the lead free")),
    ("accept", _("accepts the card played instead")),
    ("refuse", _("does not accept the card played instead")),
]


class PenaltyCardForm(forms.Form):
    declarer = seat(_("Declarer"))
    offender = seat(_("Defender whose card was exposed"))
    cards = CardsField(required=True, label=_("Penalty card(s)"), help_text=_("e.g. SK, or H5 D2"))
    exposure = forms.ChoiceField(
        label=_("How was it exposed?"),
        required=False,
        choices=[
            ("", _("not stated")),
            ("dropped_accidentally", _("dropped by accident")),
            ("seen_by_partner", _("held where partner could see it")),
            ("two_cards_played", _("played together with another card")),
            ("deliberate", _("deliberately played (e.g. led out of turn)")),
            ("named", _("named as being in his hand")),
        ],
        help_text=_("Needed for a single card below honour rank."),
    )
    on_lead = seat(_("Who is on lead now"), required=False)
    suit_led = forms.ChoiceField(
        label=_("Suit led to the trick, when the defender is to follow"), required=False, choices=SUIT_CHOICES
    )
    holding = CardsField(label=_("The defender's other cards in the suit led"), help_text=_("Write - for none."))
    card_played = CardsField(single=True, label=_("Card played instead of the penalty card"))
    declarer_played_after = flag(_("Declarer has since played from his hand or dummy (52B1(b))"))
    declarer_choice = choice(_("Declarer"), PENALTY_CHOICES)
    suit = forms.ChoiceField(label=_("Suit declarer names"), required=False, choices=SUIT_CHOICES)
    score_fields = ()
    criteria: dict = {}


class DefenderLeadOutOfTurnForm(forms.Form):
    declarer = seat(_("Declarer"))
    led_by = seat(_("Defender who led out of turn"))
    proper_leader = seat(_("Player whose turn it was to lead"))
    card = CardsField(single=True, label=_("Card led"))
    trick = trick(_("Trick"))
    next_hand_played = flag(_("The next player has already played a card to it (53A)"))
    declarer_choice = choice(_("Declarer"), [("accept", _("accepts the lead")), ("refuse", _("refuses it"))])
    then_partner_choice = choice(
        _("Then, with the offender's partner on lead, declarer"),
        [
            ("require_suit", _("requires the lead of the card's suit")),
            ("forbid_suit", _("prohibits the lead of the card's suit")),
            ("no_restriction", _("leaves the lead free")),
        ],
    )
    misinformed_by_opponent = flag(_("An opponent told the offender it was his lead (47E1)"))
    score_fields = ()
    criteria: dict = {}


PREMATURE_CHOICES = [
    ("require_highest", _("requires partner's highest card of the suit led")),
    ("require_lowest", _("requires partner's lowest card of the suit led")),
    ("require_other_suit", _("requires a card of another suit")),
    ("forbid_other_suit", _("forbids a card of another suit")),
]


class PrematurePlayForm(forms.Form):
    declarer = seat(_("Declarer"))
    offender = seat(_("Player who played too early"))
    card = CardsField(single=True, label=_("Card played too early"))
    turn_of = seat(_("Whose turn it was"), required=False)
    suit_led = forms.ChoiceField(label=_("Suit led to the trick"), required=False, choices=SUIT_CHOICES)
    prematurely_led = flag(_("He led to the next trick before his partner had played to this one"))
    declarer_played_both_hands = flag(_("Declarer had already played from both his hand and dummy (57C1)"))
    dummy_prematurely_selected = flag(_("Dummy had played or suggested a card too early, on his own (57C2)"))
    card_legal = judged(_("Would the card be a legal play to this trick?"))
    declarer_choice = choice(_("Declarer"), PREMATURE_CHOICES)
    suit = forms.ChoiceField(label=_("Suit declarer names"), required=False, choices=SUIT_CHOICES)
    holding = CardsField(label=_("Partner's cards in the suit led"), help_text=_("To name the highest or lowest."))
    partner_void_in_suit_led = judged(_("Is partner void in the suit led?"))
    cards_played_together = CardsField(label=_("Cards played at once (Law 58)"))
    visible = CardsField(label=_("Of those, the cards that could be seen"))
    faced_cards = CardsField(label=_("Cards seen when he played several at once"))
    designated = CardsField(single=True, label=_("The card he designates"))
    score_fields = ()
    criteria: dict = {}
