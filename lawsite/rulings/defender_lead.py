"""A defender's lead out of turn after the opening lead (Laws 53, 56, with 50D and 47E1).

Declarer may accept it, by saying so or by playing from the next hand (53A); refused,
the card becomes a major penalty card (56, 50D) and the proper leader leads. When
that leader is the offender's partner, declarer's 50D2 choice comes at once.
"""

from __future__ import annotations

from lawsite.rulings.cards import card_text
from lawsite.rulings.facts import FactsError
from lawsite.rulings.irregularity import IrregularityFacts, required, roles
from lawsite.rulings.penalty_card import class_steps, kind_after_choice, lead_choice_steps, obligation_steps
from lawsite.rulings.ruling import Ruling, step
from lawsite.rulings.seats import next_seat, partner

SITUATION = "defender_lead_out_of_turn"
FIELDS = (
    "declarer",
    "contract",
    "trick",
    "led_by",
    "offender",
    "proper_leader",
    "card",
    "declarer_choice",
    "next_hand_played",
    "then_partner_choice",
    "e_led_before_declarer_chose",
    "misinformed_by_opponent",
    "suit",
    "partner_void_in_suit_led",
    "notes",
)
LATER_CHOICES = ("require_suit", "forbid_suit", "no_restriction")


def leader(facts: IrregularityFacts) -> str | None:
    led_by, offender = facts.get("led_by"), facts.get("offender")
    if led_by and offender and led_by != offender:
        raise FactsError("offender", f"is {offender}, but led_by is {led_by}: the offender is the one who led")
    return led_by or offender


def check(facts: IrregularityFacts) -> None:
    declarer = required(facts, "declarer", "to know who the defenders are")
    led_by = leader(facts)
    if led_by is None:
        raise FactsError("led_by", "is required: the defender who led out of turn")
    if roles(declarer)[led_by] != "defender":
        raise FactsError(
            "led_by",
            f"{led_by} is {roles(declarer)[led_by]}: a lead out of turn from declarer's side "
            "is declarer_lead_out_of_turn (Law 55)",
        )
    proper = required(facts, "proper_leader", "the seat whose turn it was to lead")
    if proper == led_by:
        raise FactsError("proper_leader", f"{proper} led, so the lead was in turn")
    if facts.get("trick") == 1:
        raise FactsError("trick", "a lead out of turn to trick 1 is an opening_lead_out_of_turn (Law 54)")
    choice = facts.get("declarer_choice")
    if choice is not None and choice not in ("accept", "refuse") + LATER_CHOICES:
        raise FactsError("declarer_choice", f"{choice} is not a choice here (accept, refuse)")
    if facts.get("next_hand_played") and choice in ("refuse",) + LATER_CHOICES:
        raise FactsError("declarer_choice", "a card was played from the next hand: the lead is accepted (53A)")


def rule(facts: IrregularityFacts) -> Ruling:
    declarer, led_by, proper = facts.get("declarer"), leader(facts), facts.get("proper_leader")
    trick = facts.get("trick")
    card = facts.get("card")
    following = next_seat(led_by)
    common = {
        "offender": led_by,
        "offender_partner": partner(led_by),
        "declarer_options": ["accept", "refuse"],
        "designated_by": "declarer",
        "lead_can_be_accepted": True,
    }
    if facts.get("misinformed_by_opponent"):
        steps = [step("opening_lead.misinformed", "47E1", offender=led_by, proper_leader=proper)]
        return Ruling(
            SITUATION,
            steps,
            penalty_card=None,
            decided_by=declarer,
            outcome={
                **common,
                "declarer_options": None,
                "designated_by": None,
                "lead_stands": False,
                "lead_can_be_accepted": False,
                "no_rectification": True,
                "card_picked_up": True,
                "on_lead_after": proper,
            },
        )
    if trick == 13:
        steps = [step("defender_lead.last_trick", "53A", offender=led_by, proper_leader=proper)]
        return Ruling(
            SITUATION,
            steps,
            penalty_card=None,
            outcome={
                **common,
                "declarer_options": None,
                "designated_by": None,
                "lead_stands": False,
                "lead_can_be_accepted": False,
                "on_lead_after": proper,
                "card_picked_up": True,
            },
        )
    steps = [step("defender_lead.options", "56", offender=led_by, proper_leader=proper, declarer=declarer)]
    choice = facts.get("declarer_choice")
    later = facts.get("then_partner_choice")
    if choice in LATER_CHOICES:
        if later is not None and later != choice:
            raise FactsError("then_partner_choice", f"contradicts declarer_choice {choice}")
        choice, later = "refuse", choice
    if facts.get("next_hand_played"):
        steps.append(step("defender_lead.next_hand_played", "53A", next_seat=following))
        choice = "accept"
    elif choice == "accept":
        steps.append(step("defender_lead.accepted", "53A", declarer=declarer, next_seat=following))
    if choice == "accept":
        return Ruling(
            SITUATION,
            steps,
            penalty_card=None,
            decided_by=declarer,
            outcome={
                **common,
                "declarer_options": [],
                "lead_stands": True,
                "card_played": card.code if card else None,
            },
        )
    if choice is None:
        return Ruling(SITUATION, steps, penalty_card=None, outcome=common)
    card = required(facts, "card", "the card led, which becomes a major penalty card when the lead is refused")
    steps.append(step("defender_lead.refused", "56", offender=led_by, card=card_text(card), proper_leader=proper))
    steps += class_steps(led_by, [card], True)[0]
    outcome = {
        **common,
        "declarer_options": [],
        "lead_stands": False,
        "on_lead_after": proper,
        "card_picked_up": False,
        "penalty_cards_remaining": [card.code],
        "must_play_penalty_card_at_first_legal_opportunity": True,
    }
    if proper == partner(led_by):
        more, lead_outcome = lead_choice_steps(facts, led_by, [card], later)
        outcome.update(lead_outcome)  # the 50D2 choice now open to declarer, or none once he has made it
        steps += more
    else:
        if later is not None:
            raise FactsError(
                "then_partner_choice",
                f"{proper}, of the declaring side, leads: declarer's 50D2 choice "
                f"comes when {partner(led_by)} gains the lead",
            )
        steps += obligation_steps(led_by, [card], "major")
    return Ruling(
        SITUATION, steps, penalty_card=kind_after_choice("major", outcome), decided_by=declarer, outcome=outcome
    )
