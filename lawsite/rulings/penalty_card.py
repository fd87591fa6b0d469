"""Penalty cards (Laws 49-52): how a defender's card becomes one, what it obliges, and failing to play it.

Only a defender's card becomes a penalty card (49; declarer's never, 48A). Its class
is 50B's: minor for a single card below honour rank exposed unintentionally, major
otherwise, and all major once one defender has two or more. A major card must be
played at the first legal opportunity (50D1), and when the owner's partner gains
the lead declarer chooses (50D2, 51B). The same functions serve Laws 24E, 54, 56,
57 and 58, whose withdrawn or exposed cards become penalty cards.
"""

from __future__ import annotations

from lawsite.rulings.cards import Card, card_text, cards_text, penalty_class, suit_text
from lawsite.rulings.facts import FactsError
from lawsite.rulings.irregularity import IrregularityFacts, PenaltyCard, required, roles
from lawsite.rulings.ruling import Ruling, Step, step
from lawsite.rulings.seats import partner

SITUATION = "penalty_card"
FIELDS = (
    "declarer",
    "contract",
    "trick",
    "offender",
    "card",
    "cards",
    "cards_exposed",
    "exposure",
    "penalty_cards",
    "on_lead",
    "suit_led",
    "card_led",
    "holding",
    "partner_void_in_suit_led",
    "declarer_choice",
    "then_partner_choice",
    "suit",
    "suits",
    "card_played",
    "declarer_played_after",
    "e_led_before_declarer_chose",
    "notes",
)
UNINTENDED = ("dropped_accidentally", "seen_by_partner", "two_cards_played")
SINGLE_CHOICES = ("require_suit", "forbid_suit", "no_restriction")
SEVERAL_CHOICES = ("require_suit", "forbid_suits", "no_restriction")


def codes(cards) -> list[str]:
    return [card.code for card in cards]


# --- shared with Laws 24, 54, 56, 57, 58 -------------------------------------------------------------------------


def class_steps(owner: str, cards: list[Card], deliberate: bool) -> tuple[list[Step], str]:
    """50B: the class of a defender's penalty card(s) and the step that says why."""
    kind = penalty_class(cards, deliberate)
    if len(cards) >= 2:
        key = "penalty.major_several"
    elif kind == "minor":
        key = "penalty.minor"
    elif cards[0].is_honour:
        key = "penalty.major_honour"
    else:
        key = "penalty.major_deliberate"
    return [step(key, "50B", owner=owner, cards=cards_text(cards))], kind


def obligation_steps(owner: str, cards: list[Card], kind: str) -> list[Step]:
    """What the penalty card(s) oblige, for the table to be told: 50C for a minor card, 50D1 for major ones."""
    first = cards[0]
    if kind == "minor":
        return [
            step(
                "penalty.minor_rules",
                "50C",
                owner=owner,
                partner=partner(owner),
                card=card_text(first),
                suit=suit_text(first.suit),
            )
        ]
    return [
        step("penalty.major_rules", "50D1(a)", owner=owner, cards=cards_text(cards)),
        step("penalty.information", "50E", partner=partner(owner)),
    ]


def lead_choice_steps(
    facts: IrregularityFacts, owner: str, cards: list[Card], choice: str | None
) -> tuple[list[Step], dict]:
    """50D2 (one major card) or 51B (several): the owner's partner has the lead and declarer chooses."""
    leader = partner(owner)
    if len(cards) == 1:
        return _single_card_choice(facts, owner, cards[0], choice)
    return _several_cards_choice(facts, owner, leader, cards, choice)


def _single_card_choice(facts, owner: str, card: Card, choice: str | None) -> tuple[list[Step], dict]:
    leader = partner(owner)
    suit = suit_text(card.suit)
    base = {"on_lead_after": leader, "designated_by": "declarer"}
    if facts.get("e_led_before_declarer_chose"):
        early = [step("penalty.led_before_choice", "49", consider=True, partner=leader)]
    else:
        early = []
    if choice is None:
        steps = [step("penalty.partner_options", "50D2", owner=owner, partner=leader, card=card_text(card), suit=suit)]
        return steps + early, {
            **base,
            "declarer_options": list(SINGLE_CHOICES),
            "penalty_cards_remaining": [card.code],
            "must_play_penalty_card_at_first_legal_opportunity": True,
        }
    if choice not in SINGLE_CHOICES:
        raise FactsError("declarer_choice", f"{choice} is not a choice of 50D2 ({', '.join(SINGLE_CHOICES)})")
    named = facts.get("suit")
    if choice != "no_restriction" and named is not None and named != card.suit:
        raise FactsError("suit", f"declarer's choice is about the penalty card's suit, {card.suit}, not {named}")
    params = {"partner": leader, "card": card_text(card), "suit": suit}
    if choice == "require_suit":
        steps = [step("penalty.require_suit", "50D2(a)", **params)]
        outcome = {"must_lead_suit": card.suit, "card_picked_up": True, "penalty_cards_remaining": []}
        if facts.get("partner_void_in_suit_led"):
            steps.append(step("penalty.cannot_comply", "59", partner=leader))
            outcome["obligation"] = "any_card"
    elif choice == "forbid_suit":
        steps = [step("penalty.forbid_suit", "50D2(a)", **params)]
        outcome = {"forbidden_suit": card.suit, "card_picked_up": True, "penalty_cards_remaining": []}
    else:
        steps = [step("penalty.free_lead", "50D2(b)", owner=owner, **params)]
        outcome = {
            "card_picked_up": False,
            "penalty_cards_remaining": [card.code],
            "must_play_penalty_card_at_first_legal_opportunity": True,
        }
    if outcome["card_picked_up"]:
        outcome["must_play_penalty_card_at_first_legal_opportunity"] = False
    return early + steps, {**base, "declarer_options": [], **outcome}


def _several_cards_choice(facts, owner: str, leader: str, cards: list[Card], choice: str | None):
    suits = sorted({card.suit for card in cards}, key="SHDC".index)
    several_suits = len(suits) > 1
    base = {"on_lead_after": leader, "designated_by": "declarer", "declarer_options": []}
    if choice is None:
        base["declarer_options"] = list(SEVERAL_CHOICES)
        steps = [
            step(
                "penalty.several_options",
                "51B2" if several_suits else "51B1",
                owner=owner,
                partner=leader,
                cards=cards_text(cards),
                suits=", ".join(suit_text(s) for s in suits),
            )
        ]
        return steps, {
            **base,
            "penalty_cards_remaining": codes(cards),
            "must_play_penalty_card_at_first_legal_opportunity": True,
        }
    if choice == "forbid_suit":
        choice = "forbid_suits"
    if choice not in SEVERAL_CHOICES:
        raise FactsError("declarer_choice", f"{choice} is not a choice of 51B ({', '.join(SEVERAL_CHOICES)})")
    if choice == "no_restriction":
        clause = "51B2(c)" if several_suits else "50D2(b)"
        steps = [step("penalty.several_free", clause, owner=owner, partner=leader, cards=cards_text(cards))]
        return steps, {
            **base,
            "card_picked_up": False,
            "penalty_cards_remaining": codes(cards),
            "must_play_penalty_card_at_first_legal_opportunity": True,
        }
    if choice == "require_suit":
        chosen = [_named_suit(facts, suits)] if several_suits or facts.has("suit") else suits
        if len(chosen) != 1:
            raise FactsError("suit", "is required: the suit declarer requires")
    else:
        chosen = list(
            facts.get("suits") or ([facts.get("suit")] if facts.has("suit") else suits if not several_suits else [])
        )
        if not chosen:
            raise FactsError("suits", "is required: the suit(s) declarer prohibits")
        for index, suit in enumerate(chosen):
            if suit not in suits:
                raise FactsError(f"suits[{index}]", f"{owner} has no penalty card in {suit}")
    picked = [card for card in cards if card.suit in chosen]
    remaining = [card for card in cards if card.suit not in chosen]
    params = {"owner": owner, "partner": leader, "cards": cards_text(picked)}
    if choice == "require_suit":
        clause = "51B2(a)" if several_suits else "51B1(a)"
        steps = [step("penalty.several_require", clause, suit=suit_text(chosen[0]), **params)]
        outcome = {"must_lead_suit": chosen[0]}
    else:
        clause = "51B2(b)" if several_suits else "51B1(b)"
        steps = [step("penalty.several_forbid", clause, suits=", ".join(suit_text(s) for s in chosen), **params)]
        outcome = {"forbidden_suits": chosen, "forbidden_suit": chosen[0] if len(chosen) == 1 else None}
    if remaining:
        steps.append(step("penalty.several_remain", clause, owner=owner, cards=cards_text(remaining)))
    return steps, {
        **base,
        **outcome,
        "card_picked_up": True,
        "penalty_cards_remaining": codes(remaining),
        "must_play_penalty_card_at_first_legal_opportunity": bool(remaining),
    }


def _named_suit(facts: IrregularityFacts, suits: list[str]) -> str:
    named = facts.get("suit")
    if named is None:
        raise FactsError("suit", "is required: the suit declarer requires (one with a penalty card)")
    if named not in suits:
        raise FactsError("suit", f"declarer may require only a suit with a penalty card ({', '.join(suits)})")
    return named


# --- the penalty_card situation ------------------------------------------------------------------------------


def _new_cards(facts: IrregularityFacts) -> tuple[Card, ...]:
    given = [name for name in ("cards_exposed", "cards", "card") if facts.has(name)]
    if len(given) > 1:
        raise FactsError(given[1], f"the exposed cards are already given as {given[0]}")
    if not given:
        return ()
    value = facts.get(given[0])
    return (value,) if isinstance(value, Card) else tuple(value)


def _penalty_cards(facts: IrregularityFacts) -> tuple[list[PenaltyCard], list[Step]]:
    """The defenders' penalty cards after this exposure, each with its 50B class, and the steps that explain it."""
    steps: list[Step] = []
    existing = list(facts.get("penalty_cards") or ())
    new = _new_cards(facts)
    listed = {pc.card: pc for pc in existing}
    if new and facts.has("offender"):
        for card in new:
            if card in listed and listed[card].owner != facts.get("offender"):
                raise FactsError("offender", f"penalty_cards gives {card} to {listed[card].owner}")
    if new and all(card in listed for card in new):
        new = ()  # the card is described in penalty_cards, with its owner and class: nothing more to ask
    if new:
        owner = required(facts, "offender", "the defender whose card was exposed")
        exposure = facts.get("exposure")
        if exposure is None and len(new) == 1 and not new[0].is_honour:
            raise FactsError(
                "exposure",
                "is required: a single card below honour rank is minor only if exposed unintentionally (50B)",
            )
        taken = {pc.card for pc in existing}
        for card in new:
            if card in taken:
                raise FactsError("card", f"{card} is already among penalty_cards")
        steps.append(step("penalty.becomes", "49", owner=owner, cards=cards_text(new)))
        if exposure == "named" and len(new) == 1 and not new[0].is_honour:
            steps.append(step("penalty.named_class", "50B", consider=True))
        deliberate = exposure in ("deliberate", "named")
        existing += [PenaltyCard(owner, card, penalty_class(new, deliberate)) for card in new]
    for index, pc in enumerate(existing):
        if pc.type == "minor" and pc.card.is_honour:
            raise FactsError(f"penalty_cards[{index}].type", f"{pc.card} is an honour: a major penalty card (50B)")
        if pc.type is None and not pc.card.is_honour and sum(other.owner == pc.owner for other in existing) == 1:
            raise FactsError(
                f"penalty_cards[{index}].type",
                "is required: a single card below honour rank is minor or major depending on how it was exposed (50B)",
            )
    owners = {pc.owner for pc in existing}
    result = []
    for owner in sorted(owners, key="NESW".index):
        mine = [pc for pc in existing if pc.owner == owner]
        if len(mine) >= 2:
            if any(pc.type == "minor" for pc in mine) or new:
                steps.append(
                    step("penalty.major_several", "50B", owner=owner, cards=cards_text(pc.card for pc in mine))
                )
            result += [PenaltyCard(owner, pc.card, "major") for pc in mine]
        else:
            pc = mine[0]
            kind = pc.type or "major"
            if new and pc.card in new:
                steps += class_steps(owner, [pc.card], kind == "major" and not pc.card.is_honour)[0]
            result.append(PenaltyCard(owner, pc.card, kind))
    return result, steps


def check(facts: IrregularityFacts) -> None:
    if not facts.get("penalty_cards") and not _new_cards(facts):
        name = "penalty_cards" if facts.has("penalty_cards") else "card"
        raise FactsError(name, "no card given: the exposed card, or penalty_cards, the penalty cards on the table")
    declarer = facts.get("declarer")
    cards, _ = _penalty_cards(facts)
    if declarer is not None:
        seat_roles = roles(declarer)
        for index, pc in enumerate(facts.get("penalty_cards") or ()):
            if seat_roles[pc.owner] != "defender":
                raise FactsError(
                    f"penalty_cards[{index}].owner",
                    f"{pc.owner} is {seat_roles[pc.owner]}: only a defender has penalty cards",
                )
    if facts.has("card_played") and not cards:
        raise FactsError("card_played", "there is no penalty card it could have replaced")


def _owner(facts: IrregularityFacts, cards: list[PenaltyCard]) -> str:
    owners = sorted({pc.owner for pc in cards}, key="NESW".index)
    if facts.has("offender"):
        offender = facts.get("offender")
        if offender not in owners:
            raise FactsError("offender", f"{offender} has no penalty card")
        return offender
    if facts.has("on_lead") and partner(facts.get("on_lead")) in owners and len(owners) == 1:
        return owners[0]
    if len(owners) > 1:
        raise FactsError("offender", "is required: both defenders have penalty cards; whose are we ruling on?")
    return owners[0]


def kind_after_choice(kind: str | None, outcome: dict) -> str | None:
    """The penalty card left once declarer has chosen: a card picked up (50D2(a), 51B) is no longer one."""
    if outcome.get("card_picked_up") and not outcome.get("penalty_cards_remaining"):
        return None
    return kind


def _ruling(steps, kind, cards: list[Card], **outcome) -> Ruling:
    outcome.setdefault("penalty_cards_remaining", codes(cards))
    return Ruling(SITUATION, steps, penalty_card=kind_after_choice(kind, outcome), outcome=outcome)


def rule(facts: IrregularityFacts) -> Ruling:
    declarer = facts.get("declarer")
    offender = facts.get("offender")
    if declarer is not None and offender is not None and roles(declarer)[offender] != "defender":
        steps = [step("penalty.declaring_side_card", "48A", offender=offender)]
        return Ruling(SITUATION, steps, penalty_card=None, outcome={"offender": offender, "card_picked_up": True})
    all_cards, steps = _penalty_cards(facts)
    owner = _owner(facts, all_cards)
    mine = [pc.card for pc in all_cards if pc.owner == owner]
    kind = "major" if any(pc.type == "major" for pc in all_cards if pc.owner == owner) else "minor"
    steps.append(step("penalty.stays_face_up", "50A", owner=owner))
    common = {"offender": owner, "offender_partner": partner(owner)}
    if facts.has("card_played"):
        return _failure(facts, owner, mine, kind, steps, common)
    on_lead = facts.get("on_lead")
    if on_lead == partner(owner):
        if kind == "minor":
            steps.append(step("penalty.minor_partner_free", "50C", owner=owner, partner=on_lead))
            return _ruling(steps, kind, mine, **common, on_lead_after=on_lead, lead_restrictions=False)
        choice = facts.get("declarer_choice") or facts.get("then_partner_choice")
        more, outcome = lead_choice_steps(facts, owner, mine, choice)
        restricted = choice is None or choice != "no_restriction"
        return _ruling(steps + more, kind, mine, **common, **outcome, lead_restrictions=restricted)
    if on_lead == owner:
        return _owner_leads(facts, owner, mine, kind, steps, common)
    if facts.has("suit_led") or facts.has("card_led"):
        return _owner_follows(facts, owner, mine, kind, steps, common)
    steps += obligation_steps(owner, mine, kind)
    return _ruling(
        steps,
        kind,
        mine,
        **common,
        must_play_penalty_card_at_first_legal_opportunity=True if kind == "major" else False,
    )


def _low_others(holding, card: Card) -> list[Card]:
    return [other for other in holding if other.suit == card.suit and not other.is_honour and other != card]


def _owner_leads(facts, owner, mine, kind, steps, common) -> Ruling:
    if kind == "minor":
        card = mine[0]
        steps += obligation_steps(owner, mine, kind)
        holding = [c for c in facts.get("holding") or () if c != card]
        outcome = {"may_not_play": codes(_low_others(holding, card))} if facts.has("holding") else {}
        return _ruling(steps, kind, mine, **common, **outcome, must_play_penalty_card_at_first_legal_opportunity=False)
    if len(mine) == 1:
        steps.append(step("penalty.must_lead", "50D1(a)", owner=owner, card=card_text(mine[0])))
        return _ruling(
            steps,
            kind,
            mine,
            **common,
            must_play_card=mine[0].code,
            must_play_penalty_card_at_first_legal_opportunity=True,
        )
    steps.append(step("penalty.designate", "51A", owner=owner, cards=cards_text(mine)))
    return _ruling(
        steps, kind, mine, **common, designated_by="declarer", must_play_penalty_card_at_first_legal_opportunity=True
    )


def _suit_led(facts) -> str:
    if facts.has("suit_led") and facts.has("card_led") and facts.get("card_led").suit != facts.get("suit_led"):
        raise FactsError("suit_led", f"the card led, {facts.get('card_led')}, is a {facts.get('card_led').suit}")
    return facts.get("suit_led") or facts.get("card_led").suit


def _owner_follows(facts, owner, mine, kind, steps, common) -> Ruling:
    """The owner is to play to a trick led by someone else: follow suit first, then the penalty card."""
    suit_led = _suit_led(facts)
    holding = [c for c in facts.get("holding") or () if c not in mine]
    for index, card in enumerate(facts.get("holding") or ()):
        if card.suit != suit_led:
            raise FactsError(f"holding[{index}]", f"holding lists {owner}'s cards in the suit led, {suit_led}")
    if kind == "minor":
        card = mine[0]
        if card.suit == suit_led:
            honours = [c for c in holding if c.is_honour]
            steps.append(
                step("penalty.minor_follow", "50C", owner=owner, card=card_text(card), suit=suit_text(card.suit))
            )
            return _ruling(
                steps,
                kind,
                mine,
                **common,
                may_play=codes([card] + honours),
                may_not_play=codes(_low_others(holding, card)),
                must_play_penalty_card_at_first_legal_opportunity=False,
            )
        steps.append(
            step("penalty.minor_other_suit", "50C", owner=owner, card=card_text(card), suit=suit_text(card.suit))
        )
        return _ruling(steps, kind, mine, **common, must_play_penalty_card_at_first_legal_opportunity=False)
    of_suit = [card for card in mine if card.suit == suit_led]
    if not of_suit:
        if not facts.has("holding"):
            raise FactsError("holding", f"is required: whether {owner} holds cards of the suit led ({suit_led})")
        if holding:
            steps.append(
                step(
                    "penalty.follow_suit_first",
                    "50D1(b)",
                    owner=owner,
                    suit_led=suit_text(suit_led),
                    cards=cards_text(mine),
                )
            )
            return _ruling(
                steps,
                kind,
                mine,
                **common,
                obligation="follow_suit_first",
                must_play_penalty_card_at_first_legal_opportunity=True,
            )
        of_suit = mine  # void in the suit led: a discard or a ruff is the first legal opportunity
    if len(of_suit) == 1:
        steps.append(step("penalty.must_play_now", "50D1(a)", owner=owner, card=card_text(of_suit[0])))
        return _ruling(
            steps,
            kind,
            mine,
            **common,
            must_play_card=of_suit[0].code,
            must_play_penalty_card_at_first_legal_opportunity=True,
        )
    steps.append(step("penalty.designate", "51A", owner=owner, cards=cards_text(of_suit)))
    return _ruling(
        steps, kind, mine, **common, designated_by="declarer", must_play_penalty_card_at_first_legal_opportunity=True
    )


def _was_required(facts, owner, mine, kind, played: Card) -> bool | None:
    """Whether playing `played` failed a penalty card's obligation; None when the facts do not say."""
    if facts.get("on_lead") == owner:
        return played not in mine if kind == "major" else bool(_low_others([played], mine[0]))
    if not (facts.has("suit_led") or facts.has("card_led")):
        return None
    suit_led = _suit_led(facts)
    if kind == "minor":
        return played.suit == mine[0].suit and not played.is_honour and played != mine[0]
    if any(card.suit == suit_led for card in mine):
        return True
    if played.suit == suit_led:
        return False
    return True


def _failure(facts, owner, mine, kind, steps, common) -> Ruling:
    """Law 52: another card led or played instead of a penalty card."""
    played = facts.get("card_played")
    if played in mine:
        raise FactsError("card_played", f"{played} is the penalty card itself")
    if _was_required(facts, owner, mine, kind, played) is False:
        steps.append(
            step(
                "penalty.follow_suit_first",
                "50D1(b)",
                owner=owner,
                suit_led=suit_text(_suit_led(facts)),
                cards=cards_text(mine),
            )
        )
        return _ruling(
            steps, kind, mine, **common, no_rectification=True, card_played=played.code, obligation="follow_suit_first"
        )
    steps.append(step("penalty.failure", "52A", owner=owner, card_played=card_text(played), cards=cards_text(mine)))
    choice = facts.get("declarer_choice")
    if facts.get("declarer_played_after"):
        if choice == "refuse":
            raise FactsError(
                "declarer_choice", "declarer has played from his hand or dummy since: he must accept (52B1(b))"
            )
        steps.append(step("penalty.must_accept", "52B1(b)"))
        choice = "accept"
    if choice is None:
        steps.append(step("penalty.may_accept", "52B1(a)", owner=owner, card_played=card_text(played)))
        steps.append(step("penalty.failure_revoke", "61A", consider=True))
        return _ruling(steps, kind, mine, **common, declarer_options=["accept", "refuse"], card_played=played.code)
    if choice not in ("accept", "refuse"):
        raise FactsError("declarer_choice", f"{choice} is not a choice of 52B (accept, refuse)")
    if choice == "accept":
        steps.append(step("penalty.accepted", "52B1(c)", card_played=card_text(played), cards=cards_text(mine)))
        steps.append(step("penalty.failure_revoke", "61A", consider=True))
        return _ruling(
            steps,
            kind,
            mine,
            **common,
            declarer_options=[],
            card_played=played.code,
            card_may_be_withdrawn=False,
        )
    substitute = mine[0] if len(mine) == 1 else None
    steps.append(step("penalty.refused", "52B2", owner=owner, card_played=card_text(played), cards=cards_text(mine)))
    remaining = [card for card in mine if card != substitute] + [played]
    return _ruling(
        steps,
        "major",
        remaining,
        **common,
        declarer_options=[],
        card_played=played.code,
        card_may_be_withdrawn=True,
        must_substitute=substitute.code if substitute else None,
        designated_by="declarer" if substitute is None else None,
    )
