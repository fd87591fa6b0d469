"""What the assistant asks when a ruling needs a fact the director has not given, in the director's words.

The rules engine says which field is missing (``FactsError.missing``) or which facts a firm
answer still needs (``missing_facts``); it speaks English to programs. These are the same
needs put as questions at the table, each with why the ruling depends on it, translated with
the rest of the interface. A situation may ask for a field in words of its own.
"""

from __future__ import annotations

import re

from django.utils.translation import gettext_lazy as _

QUESTIONS = {
    "declarer": _("Who is declarer? The ruling depends on who defends."),
    "offender": _("Who committed the irregularity? The rectification falls on his side."),
    "card": _("Which card was it? Type it as you would write it, e.g. ♠K, H5 or 10♦."),
    "cards_exposed": _("Which card or cards were exposed? Their number and rank decide Law 24's rectification."),
    "irregular_call": _("What was the irregular call? The ruling depends on it."),
    "replacement": _("Which call replaced it? What the replacement is decides what it costs (27B)."),
    "comparable": _(
        "Is the replacement a comparable call (Law 23A)? Your judgement decides whether the auction goes on "
        "without further rectification."
    ),
    "specifies_same_denominations": _(
        "Does the replacement show the same suit or suits as the insufficient bid? That decides whether 27B1(a) "
        "applies."
    ),
    "accepted_by_lho": _(
        "Does the next player (the offender's left-hand opponent) accept the call? The ruling differs either way."
    ),
    "turn_of": _(
        "Whose turn was it when he played? Or say who led and which cards were on the table: Law 57A, 57D or "
        "no rectification depends on it."
    ),
    "led_by": _("Who led to the trick? The order of the cards played depends on it."),
    "proper_leader": _("Whose turn was it to lead? The ruling depends on which side was to lead."),
    "card_legal": _("Would the card be a legal play to this trick? A legal card is played at his proper turn (57D)."),
    "suit": _("Which suit does declarer name? His choice is about one suit."),
    "suits": _("Which suit or suits does declarer forbid?"),
    "suit_led": _("Which suit was led to the trick? What the player must play depends on it."),
    "holding": _(
        "Which cards of the suit led does the player hold? Write - for none: following suit comes before "
        "the penalty card."
    ),
    "exposure": _(
        "How was the card exposed? A single card below honour rank is a minor penalty card only if exposed "
        "unintentionally (50B)."
    ),
    "penalty_cards": _("Is each penalty card major or minor (50B)? A single card below honour rank can be either."),
    "cards_played_together": _("Which cards were played at once (Law 58)?"),
    "visible": _("Which of the cards played at once could be seen? Law 58B depends on it."),
    "dealer": _("Who dealt? The auction is read from the dealer."),
    "unaware_of_trump_likely": _(
        "Is it at all likely that the claimer was unaware of the trump an opponent still holds (70C2)? If so, "
        "lines on which that trump takes a trick are normal."
    ),
    "won_tricks_agreed_lost": _(
        "Of the tricks already played, how many had the side that withdrew its agreement in fact won but agreed "
        "to lose? Count the quitted cards; write 0 if none. Each such trick is restored to them (Law 69B1)."
    ),
    "within_correction_period": _(
        "Was the concession questioned within the Correction Period? A trick conceded that could not be lost is "
        "restored only then (Law 71)."
    ),
    "led_from": _("From which hand was the card led, declarer's or dummy's? The defenders' options depend on it."),
    "revoke_trick": _("On which trick did the revoke happen? The transfer counts from it (64A)."),
    "established": _(
        "Is the revoke established (Law 63)? An established revoke stands; one not yet established is corrected."
    ),
    "trick": _("Which trick was defective? The transfer counts from it (64A2)."),
    "trick_winners": _(
        "Who won each trick, from trick 1 at least to the revoke trick? Who won the revoke trick and the tricks "
        "after it decides the transfer (64A)."
    ),
}
#: Where one situation asks for a field in words of its own.
SITUATION_QUESTIONS = {
    ("defective_trick", "trick_winners"): _(
        "Who won each trick, from trick 1 on? Whether the offending side won the defective trick or a later "
        "one decides the transfer (64A2)."
    ),
    ("dummy_limitation", "trick_winners"): _(
        "Who won each trick, from trick 1 on? The tricks won from dummy's question on decide the transfer "
        "(43B2(b), 64A)."
    ),
    ("call_out_of_rotation", "comparable"): _(
        "Is the offender's call at his proper turn comparable (Law 23A)? Your judgement decides whether his "
        "partner must pass."
    ),
}


def base_field(error_field: str) -> str:
    """The fact a field path names: "revoke.trick_winners[3]" -> "trick_winners", "penalty_cards[0].type" -> ..."""
    name = re.sub(r"(\[\d+\])+(\.\w+)?$", "", error_field)
    return name.removeprefix("revoke.")


def question_for(situation: str, error_field: str):
    """The question to ask for a missing fact, or None where the form has no words for it yet."""
    name = base_field(error_field)
    return SITUATION_QUESTIONS.get((situation, name)) or QUESTIONS.get(name)
