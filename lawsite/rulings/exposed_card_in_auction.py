"""A card exposed or led during the auction (Law 24), and the declaring side's "opening lead" (54E).

The cards stay face up until the auction ends. One card below honour rank, not
led, costs nothing in the auction (24A); an honour or a card led bars partner at
his next turn (24B), and so do two or more cards (24C). Then the offender's role
decides: declarer or dummy picks them up (24D), a defender keeps them as penalty
cards of 50B's class (24E).
"""

from __future__ import annotations

from lawsite.rulings.cards import Card, cards_text
from lawsite.rulings.facts import FactsError
from lawsite.rulings.irregularity import IrregularityFacts, check_auction, required, roles
from lawsite.rulings.penalty_card import class_steps, codes, lead_choice_steps, obligation_steps
from lawsite.rulings.ruling import Ruling, step
from lawsite.rulings.seats import lho, partner, side_of
from lawsite.rulings.withdrawn_call import nos

SITUATION = "card_exposed_during_auction"
FIELDS = (
    "dealer",
    "auction_before",
    "offender",
    "cards_exposed",
    "cards",
    "card",
    "prematurely_led",
    "offender_becomes",
    "exposure",
    "declarer",
    "contract",
    "nos_damaged",
    "assistance_gained",
    "notes",
)


def exposed_cards(facts: IrregularityFacts) -> tuple[Card, ...]:
    given = [name for name in ("cards_exposed", "cards", "card") if facts.has(name)]
    if not given:
        raise FactsError("cards_exposed", "is required: the card or cards exposed")
    if len(given) > 1:
        raise FactsError(given[1], f"the exposed cards are already given as {given[0]}")
    value = facts.get(given[0])
    cards = (value,) if isinstance(value, Card) else tuple(value)
    if not cards:
        raise FactsError(given[0], "no card listed")
    return cards


def role_of_offender(facts: IrregularityFacts) -> str | None:
    stated, declarer = facts.get("offender_becomes"), facts.get("declarer")
    if declarer is None:
        return stated
    derived = roles(declarer)[facts.get("offender")]
    if stated is not None and stated != derived:
        raise FactsError("offender_becomes", f"with {declarer} declarer, {facts.get('offender')} is {derived}")
    return derived


def check(facts: IrregularityFacts) -> None:
    required(facts, "offender", "the player whose card was exposed")
    exposed_cards(facts)
    check_auction(facts, allow_ended=True)
    role = role_of_offender(facts)
    auction = facts.auction
    if auction is not None and auction.ended and facts.get("prematurely_led") and role == "defender":
        raise FactsError(
            "offender_becomes",
            "after the final pass a defender's face-up lead out of turn is an opening_lead_out_of_turn (Law 54)",
        )


def rule(facts: IrregularityFacts) -> Ruling:
    offender = facts.get("offender")
    cards = list(exposed_cards(facts))
    led = bool(facts.get("prematurely_led"))
    role = role_of_offender(facts)
    mate = partner(offender)
    auction = facts.auction
    declaring_side_lead = led and role in ("declarer", "dummy")
    ended = auction.ended if auction is not None else declaring_side_lead
    steps = []
    if declaring_side_lead:
        steps.append(step("auction_card.declaring_side_lead", "54E", offender=offender))
    steps.append(
        step(
            "auction_card.face_up",
            "24",
            offender=offender,
            cards=cards_text(cards),
            nos=nos(offender),
            os=side_of(offender),
        )
    )
    outcome = {
        "offender": offender,
        "offender_partner": mate,
        "cards_face_up_until_end_of_auction": True,
        "ui_for_offending_side": True,
        "lead_restrictions": False,
        "call_cancelled": None,
    }
    if led:
        outcome["lead_can_be_accepted"] = False
        outcome["lead_stands"] = False
    if len(cards) == 1 and not cards[0].is_honour and not led:
        steps.append(step("auction_card.single_low", "24A", offender=offender))
        outcome.update(further_rectification=False, offender_partner_must_pass="no", adjustment_possible=False)
    else:
        key, clause = ("auction_card.several", "24C") if len(cards) > 1 else ("auction_card.honour_or_led", "24B")
        steps.append(step(key, clause, partner=mate))
        if ended:
            steps.append(step("auction_card.bar_no_turn", clause, consider=True, partner=mate))
        steps.append(step("withdrawn.awareness", "72C", side=nos(offender)))
        outcome.update(further_rectification=True, offender_partner_must_pass="once", adjustment_possible=True)
    if role in ("declarer", "dummy"):
        steps.append(step("auction_card.declaring_side", "24D", offender=offender))
        return Ruling(SITUATION, steps, penalty_card=None, outcome={**outcome, "card_picked_up": True})
    more, kind = class_steps(offender, cards, led)
    if led and len(cards) == 1 and not cards[0].is_honour:
        more.append(step("auction_card.led_major", "50B", consider=True))
    if role is None:
        steps.append(step(f"auction_card.role_unknown_{kind}", "24E", offender=offender, cards=cards_text(cards)))
        return Ruling(SITUATION, steps + more, penalty_card=None, outcome={**outcome, "penalty_card_if_defender": kind})
    steps.append(step("auction_card.defender", "24E", offender=offender, cards=cards_text(cards)))
    steps += more + obligation_steps(offender, cards, kind)
    outcome.update(
        card_picked_up=False,
        penalty_cards_remaining=codes(cards),
        must_play_penalty_card_at_first_legal_opportunity=kind == "major",
    )
    declarer = facts.get("declarer")
    if declarer is not None and kind == "major":
        opening_leader = lho(declarer)
        if opening_leader == mate:
            lead_steps, lead_outcome = lead_choice_steps(facts, offender, cards, None)
            steps += lead_steps
            outcome.update(lead_outcome)
        elif len(cards) == 1:
            steps.append(step("penalty.must_lead", "50D1(a)", owner=offender, card=cards_text(cards)))
            outcome.update(must_play_card=cards[0].code, on_lead_after=offender)
        else:
            steps.append(step("penalty.designate", "51A", owner=offender, cards=cards_text(cards)))
            outcome.update(designated_by="declarer", on_lead_after=offender)
    return Ruling(SITUATION, steps, penalty_card=kind, outcome=outcome)
