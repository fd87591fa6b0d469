"""What the table must be told, read from a ruling's outcome fields, in the page's language.

The steps say why; these lines say what now binds the players: who must pass and for
how long, the lead restrictions declarer may impose and when, the penalty card and
what it obliges, declarer's choices, who plays next.
"""

from __future__ import annotations

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from lawsite.assistant.step_messages_auction_play import localise_params, localise_seats
from lawsite.rulings.cards import SUITS, card_text, parse_card, suit_text
from lawsite.rulings.seats import partner, side_of


def _seats(params: dict) -> dict:
    """Seats and sides as the page's language writes them (Greek Β, Α, Ν, Δ)."""
    return localise_seats(params, get_language())


def _card(code: str, language: str) -> str:
    return localise_params({"card": card_text(parse_card(code))}, language)["card"]


def _cards(codes, language: str) -> str:
    return ", ".join(_card(code, language) for code in codes)


def _suit(letter: str) -> str:
    return suit_text(letter) if letter in SUITS else letter


def option_labels() -> dict[str, str]:
    """Declarer's option codes in words (Laws 50D2, 51B, 52B, 53, 54, 56, 57A)."""
    return {
        "accept_and_play": _("accept the lead and play the hand, the second card coming from his own hand (54B)"),
        "accept_become_dummy": _("accept the lead by spreading his hand: he becomes dummy (54A)"),
        "refuse_require_suit": _("refuse it and require the lead of the card's suit (the card is picked up)"),
        "refuse_forbid_suit": _(
            "refuse it and prohibit the lead of the card's suit while that player keeps the "
            "lead (the card is picked up)"
        ),
        "refuse_free_lead": _("refuse it and leave the lead free (the card stays a major penalty card)"),
        "accept": _("accept it"),
        "refuse": _("refuse it"),
        "require_suit": _("require the lead of a suit of a penalty card (its penalty cards are picked up)"),
        "forbid_suit": _(
            "prohibit the lead of the penalty card's suit while that player keeps the lead (the card is picked up)"
        ),
        "forbid_suits": _(
            "prohibit the lead of one or more suits of penalty cards (their penalty cards are picked up)"
        ),
        "no_restriction": _("leave the lead free (the penalty cards remain)"),
        "require_highest": _("require partner's highest card of the suit led"),
        "require_lowest": _("require partner's lowest card of the suit led"),
        "require_other_suit": _("require a card of another suit, which declarer names"),
        "forbid_other_suit": _("forbid a card of another suit, which declarer names"),
    }


def _auction(ruling: dict) -> list[str]:
    lines = []
    mate, offender = ruling.get("offender_partner"), ruling.get("offender")
    bar = ruling.get("offender_partner_must_pass")
    if bar == "always":
        lines.append(
            _("%(seat)s must pass whenever it is his turn to call, for the rest of the auction.")
            % _seats({"seat": mate})
        )
    elif bar == "once":
        lines.append(_("%(seat)s must pass at his next turn to call (once).") % _seats({"seat": mate}))
    elif bar == "no":
        lines.append(_("Nobody is barred from calling."))
    if ruling.get("offender_must_pass") == "once":
        lines.append(_("%(seat)s must pass at his next turn to call.") % _seats({"seat": offender}))
    if ruling.get("offender_must_repeat"):
        lines.append(_("%(seat)s must repeat the call he made out of rotation.") % _seats({"seat": offender}))
    if ruling.get("auction_reverts_to") and ruling.get("call_cancelled"):
        lines.append(
            _("The call is cancelled; the auction goes back to %(seat)s.")
            % _seats({"seat": ruling["auction_reverts_to"]})
        )
    if ruling.get("lead_restrictions"):
        lines.append(
            _(
                "Lead restrictions: if %(offender)s becomes a defender, then at %(partner)s's first turn to "
                "lead declarer may prohibit the lead of any one suit that %(offender)s did not name in the "
                "legal auction; the prohibition lasts while %(partner)s keeps the lead."
            )
            % _seats({"offender": offender, "partner": mate})
        )
    elif ruling.get("lead_restrictions") is None and "30A" in ruling.get("laws_to_consider", []):
        lines.append(_("Lead restrictions: for the Director to decide (see the point to consider)."))
    elif ruling.get("lead_restrictions") is False:
        lines.append(_("No lead restrictions."))
    if ruling.get("ui_for_offending_side") and offender:
        lines.append(
            _("Information from the withdrawn call or exposed card is unauthorised for %(side)s.")
            % _seats({"side": side_of(offender)})
        )
    if ruling.get("cards_face_up_until_end_of_auction"):
        lines.append(_("The exposed cards stay face up on the table until the auction ends."))
    if ruling.get("change_of_call"):
        lines.append(_("This is a change of call: rule it under Law 25."))
    if ruling.get("adjustment_possible"):
        lines.append(_("At the end of play the Director checks whether the non-offending side was damaged."))
    if ruling.get("adjusted_score") is True:
        lines.append(_("The Director awards an adjusted score."))
    elif ruling.get("adjusted_score") is False:
        lines.append(_("The table result stands."))
    return lines


# Steps after which declarer has no choice left: the choice the law makes for him.
FORCED = {
    "opening_lead.must_accept": "accept_and_play",
    "opening_lead.exposed_while_spreading": "accept_become_dummy",
    "penalty.must_accept": "accept",
    "defender_lead.next_hand_played": "accept",
}


def _choice_made(ruling: dict, facts: dict) -> str | None:
    for step in ruling["steps"]:
        if step["key"] in FORCED:
            return FORCED[step["key"]]
    choice = (
        facts.get("then_partner_choice")
        if facts.get("declarer_choice") == "refuse"
        and facts.get("then_partner_choice")
        and ruling["situation"] != "opening_lead_out_of_turn"
        else facts.get("declarer_choice")
    )
    if ruling["situation"] == "opening_lead_out_of_turn" and choice == "refuse" and facts.get("then_partner_choice"):
        choice = {
            "require_suit": "refuse_require_suit",
            "forbid_suit": "refuse_forbid_suit",
            "no_restriction": "refuse_free_lead",
        }[facts["then_partner_choice"]]
    if ruling["situation"] == "opening_lead_out_of_turn" and choice == "accept":
        choice = "accept_and_play"
    return choice


def _play(ruling: dict, facts: dict, language: str) -> list[str]:
    lines = []
    offender = ruling.get("offender")
    kind = ruling.get("penalty_card")
    remaining = ruling.get("penalty_cards_remaining") or []
    if kind in ("major", "minor") and remaining:
        params = {"seat": offender, "cards": _cards(remaining, language), "partner": partner(offender)}
        if kind == "major" or len(remaining) > 1:
            lines.append(
                _(
                    "Penalty card of %(seat)s, major: %(cards)s. It stays face up and must be played at the "
                    "first legal opportunity; when %(partner)s gains the lead, declarer chooses a lead "
                    "restriction first."
                )
                % _seats(params)
            )
        else:
            lines.append(
                _(
                    "Penalty card of %(seat)s, minor: %(cards)s. It stays face up; %(seat)s may not play "
                    "another card below honour rank of that suit before it (an honour he may); no lead "
                    "restriction for %(partner)s."
                )
                % _seats(params)
            )
    elif ruling.get("penalty_card_if_defender") in ("major", "minor"):
        if ruling["penalty_card_if_defender"] == "major":
            lines.append(
                _(
                    "If %(seat)s becomes a defender, the card is a major penalty card; if declarer or dummy, "
                    "it goes back to the hand."
                )
                % _seats({"seat": offender})
            )
        else:
            lines.append(
                _(
                    "If %(seat)s becomes a defender, the card is a minor penalty card; if declarer or dummy, "
                    "it goes back to the hand."
                )
                % _seats({"seat": offender})
            )
    if ruling.get("card_picked_up"):
        lines.append(_("The card is picked up: it is not (or no longer) a penalty card."))
    options = ruling.get("declarer_options")
    labels = option_labels()
    made = _choice_made(ruling, facts)
    if made in labels:
        lines.append(_("Declarer's choice: %(choice)s.") % _seats({"choice": labels[made]}))
    elif options:
        lines.append(
            _("%(who)s may: %(options)s.")
            % _seats({"who": _("Declarer"), "options": "; ".join(labels.get(code, code) for code in options)})
        )
    if ruling.get("must_lead_suit"):
        lines.append(
            _("%(seat)s must lead %(suit)s.")
            % _seats({"seat": ruling.get("on_lead_after") or "", "suit": _suit(ruling["must_lead_suit"])})
        )
    forbidden = ruling.get("forbidden_suits") or ([ruling["forbidden_suit"]] if ruling.get("forbidden_suit") else [])
    if forbidden:
        lines.append(
            _(
                "Prohibited: %(suits)s, for as long as that player keeps the lead (or, after a premature "
                "play, for this trick)."
            )
            % _seats({"suits": ", ".join(_suit(s) for s in forbidden)})
        )
    if ruling.get("must_play_card"):
        lines.append(_("Must be played: %(card)s.") % _seats({"card": _card(ruling["must_play_card"], language)}))
    if ruling.get("must_substitute"):
        lines.append(
            _("%(seat)s must play %(card)s instead.")
            % _seats({"seat": offender, "card": _card(ruling["must_substitute"], language)})
        )
    obligation = ruling.get("obligation")
    if obligation == "follow_suit_first":
        lines.append(_("Following suit comes first; the penalty card waits for the next legal opportunity."))
    elif obligation == "play_at_proper_turn":
        lines.append(_("The card goes back and must be played when it is that player's turn."))
    elif obligation == "any_card":
        lines.append(_("The player cannot comply and may play any legal card."))
    elif obligation == "designate_one_card":
        lines.append(_("The player designates which card he played."))
    if ruling.get("designated_by") == "declarer" and not options and len(remaining) > 1:
        lines.append(_("Declarer designates which penalty card is played."))
    if ruling.get("declarer_after") and ruling.get("declarer_after") != ruling.get("offender_partner"):
        lines.append(
            _("Declarer: %(declarer)s; dummy: %(dummy)s.")
            % _seats({"declarer": ruling["declarer_after"], "dummy": ruling["dummy_after"]})
        )
    if ruling.get("second_card_from"):
        lines.append(
            _("The second card to the trick comes from %(seat)s's hand.") % _seats({"seat": ruling["second_card_from"]})
        )
    if ruling.get("on_lead_after") and not ruling.get("must_lead_suit"):
        lines.append(_("%(seat)s leads.") % _seats({"seat": ruling["on_lead_after"]}))
    if ruling.get("lead_stands") is True:
        lines.append(_("The lead stands."))
    if ruling.get("lead_can_be_accepted") is False:
        lines.append(_("The lead cannot be accepted."))
    if ruling.get("no_rectification"):
        lines.append(_("No rectification."))
    if ruling.get("card_played"):
        lines.append(_("Card played: %(card)s.") % _seats({"card": _card(ruling["card_played"], language)}))
    law = ruling.get("governing_law")
    if law and not ruling.get("change_of_call") and not any(clause.startswith(law) for clause in ruling["laws"]):
        lines.append(_("Go on under Law %(law)s.") % _seats({"law": ruling["governing_law"]}))
    return lines


def consequences(ruling: dict, facts: dict, language: str) -> list[str]:
    """Plain sentences for the table; empty for the older situations, whose outcome the ruling block shows."""
    if ruling.get("edition") is None:
        return []
    return _auction(ruling) + _play(ruling, facts, language)
