"""Premature leads and plays (Law 57) and simultaneous ones (Law 58).

A defender who plays before his partner, or leads to the next trick before his
partner has played to this one, has a major penalty card and declarer picks what
the partner must do (57A), unless declarer had played from both hands or dummy
played first of his own volition (57C). A defender who plays at his right-hand
opponent's turn plays the card at his proper turn if it is legal (57D). Several
cards played at once: the one visible is played (58B1), or the player designates
one and a defender's other visible cards become penalty cards (58B2).
"""

from __future__ import annotations

from lawsite.rulings.cards import Card, card_text, cards_text, suit_text
from lawsite.rulings.facts import FactsError
from lawsite.rulings.irregularity import IrregularityFacts, required, roles, seat_of
from lawsite.rulings.penalty_card import class_steps, codes
from lawsite.rulings.ruling import Ruling, step
from lawsite.rulings.seats import next_seat, partner, seats_from

SITUATION = "premature_play"
FIELDS = (
    "declarer",
    "contract",
    "trick",
    "offender",
    "card",
    "card_played",
    "led_by",
    "card_led",
    "suit_led",
    "cards_played",
    "turn_of",
    "turn_relation",
    "partner",
    "declarer_played_both_hands",
    "dummy_prematurely_selected",
    "declarer_choice",
    "partner_void_in_suit_led",
    "holding",
    "suit",
    "card_legal",
    "prematurely_led",
    "cards_played_together",
    "faced_cards",
    "visible",
    "designated",
    "simultaneous_with",
    "discovered",
    "notes",
)
OPTIONS_57A = ("require_highest", "require_lowest", "require_other_suit", "forbid_other_suit")
CHOICE_CLAUSE = {
    "require_highest": "57A1",
    "require_lowest": "57A2",
    "require_other_suit": "57A3",
    "forbid_other_suit": "57A4",
}


def _several_cards(facts: IrregularityFacts) -> bool:
    return any(facts.has(name) for name in ("cards_played_together", "faced_cards", "visible", "designated"))


def _card(facts: IrregularityFacts) -> Card | None:
    """The card played too early: `card`, or `card_played` (the contract's name for the card actually played)."""
    card, played = facts.get("card"), facts.get("card_played")
    if card is not None and played is not None and card != played:
        raise FactsError("card_played", f"is {played}, but card is {card}: both name the card played too early")
    return card or played


def _stated_turn(facts: IrregularityFacts) -> str | None:
    """Whose turn it was as stated: `turn_of`, or `turn_relation` seen from the offender; refused if they differ."""
    offender, seat, relation = facts.get("offender"), facts.get("turn_of"), facts.get("turn_relation")
    if relation is None:
        return seat
    derived = seat_of(offender, relation)
    if seat is not None and seat != derived:
        raise FactsError("turn_relation", f"{offender}'s {relation} is {derived}, but turn_of is {seat}")
    return derived


def _turn(facts: IrregularityFacts) -> tuple[str | None, tuple[str, ...] | None]:
    """(whose turn it was, the seats that had played to the trick).

    Read from cards_played with led_by, or from led_by with card_led alone (only the lead
    was on the table), and checked against turn_of or turn_relation; else as those state it.
    """
    played = facts.get("cards_played")
    if played is None and facts.has("card_led") and facts.has("led_by"):
        played = ((facts.get("led_by"), facts.get("card_led")),)
    if played is None:
        return _stated_turn(facts), None
    leader = required(facts, "led_by", "who led to the trick, to read cards_played in order")
    order = seats_from(leader)
    seats = {seat for seat, _ in played}
    count = len(seats)
    if seats != set(order[:count]):
        raise FactsError(
            "cards_played", f"the cards played must come from {', '.join(order[:count])} in turn from {leader}"
        )
    turn = order[count] if count < 4 else None
    source = "cards_played" if facts.has("cards_played") else "card_led"
    if turn is None:
        raise FactsError("cards_played", "all four hands have played to the trick")
    stated = _stated_turn(facts)
    if stated is not None and stated != turn:
        name = "turn_of" if facts.has("turn_of") else "turn_relation"
        raise FactsError(name, f"{source} with led_by shows it was {turn}'s turn, not {stated}'s")
    return turn, order[:count]


def check(facts: IrregularityFacts) -> None:
    declarer = facts.get("declarer")
    offender = required(facts, "offender", "the player who played too early or played several cards")
    if facts.has("partner") and facts.get("partner") != partner(offender):
        raise FactsError("partner", f"{offender}'s partner is {partner(offender)}")
    if _several_cards(facts):
        together = facts.get("cards_played_together") or facts.get("faced_cards") or ()
        visible = facts.get("visible") or facts.get("faced_cards") or ()
        if len(together) < 2 and not facts.has("faced_cards"):
            raise FactsError("cards_played_together", "is required: the two or more cards played at once")
        for index, card in enumerate(visible):
            if together and card not in together:
                raise FactsError(f"visible[{index}]", f"{card} is not among the cards played together")
        if not visible:
            raise FactsError("visible", "is required: which of the cards could be seen")
        if facts.has("designated") and facts.get("designated") not in visible:
            raise FactsError("designated", "the player designates one of the visible cards")
        if len(visible) >= 2 and declarer is None:
            required(facts, "declarer", "a defender's other visible cards become penalty cards, declarer's do not")
        return
    if facts.has("simultaneous_with"):
        if facts.get("simultaneous_with") == offender:
            raise FactsError("simultaneous_with", "a player's card is simultaneous with another player's")
        return
    required(facts, "declarer", "to know whether the offender is a defender")
    card = _card(facts)
    turn, _ = _turn(facts)
    if facts.get("declarer_played_both_hands") or facts.get("dummy_prematurely_selected"):
        return  # 57C1, 57C2: no rectification, whatever the card
    if card is None:
        raise FactsError("card", "is required: the card played too early")
    if roles(declarer)[offender] != "defender" or facts.get("prematurely_led"):
        return
    if turn is None:
        raise FactsError(
            "turn_of", "is required: whose turn it was (or turn_relation, or led_by with card_led or cards_played)"
        )
    if turn == offender:
        raise FactsError("turn_of", f"it was {offender}'s turn: the play was not premature")


def _suit_led(facts: IrregularityFacts) -> str | None:
    if facts.has("suit_led"):
        return facts.get("suit_led")
    if facts.has("card_led"):
        return facts.get("card_led").suit
    played = dict(facts.get("cards_played") or ())
    leader = facts.get("led_by")
    return played[leader].suit if leader in played else None


def _partner_choice(facts: IrregularityFacts, offender: str) -> tuple[list, dict]:
    """57A's four options for the offender's partner, and what the chosen one obliges (57B when he cannot comply)."""
    mate = partner(offender)
    choice = facts.get("declarer_choice")
    if choice is None:
        return [], {}
    if choice not in OPTIONS_57A:
        raise FactsError("declarer_choice", f"{choice} is not a choice of 57A ({', '.join(OPTIONS_57A)})")
    suit_led = _suit_led(facts)
    holding = facts.get("holding")
    void = facts.get("partner_void_in_suit_led")
    if void is None and holding is not None:
        void = not holding
    clause = CHOICE_CLAUSE[choice]
    outcome: dict = {}
    if choice in ("require_highest", "require_lowest"):
        if suit_led is None:
            raise FactsError("suit_led", "is required: the suit led to the trick")
        steps = [step(f"premature.{choice}", clause, partner=mate, suit=suit_text(suit_led))]
        if void:
            steps.append(step("premature.cannot_comply", "57B", partner=mate))
            return steps, {"obligation": "any_card"}
        if holding:
            for index, card in enumerate(holding):
                if card.suit != suit_led:
                    raise FactsError(f"holding[{index}]", f"holding lists {mate}'s cards in the suit led, {suit_led}")
            pick = max if choice == "require_highest" else min
            chosen = pick(holding, key=lambda card: card.order)
            steps.append(step("premature.must_play", clause, partner=mate, card=card_text(chosen)))
            outcome["must_play_card"] = chosen.code
        return steps, outcome
    suit = required(facts, "suit", "the suit declarer names")
    if suit == suit_led:
        raise FactsError("suit", "declarer names a suit other than the suit led")
    if choice == "require_other_suit":
        steps = [step("premature.require_other_suit", clause, partner=mate, suit=suit_text(suit))]
        if void is False:
            steps.append(step("premature.cannot_comply", "57B", partner=mate))
            outcome["obligation"] = "any_card"
        return steps, outcome
    steps = [step("premature.forbid_other_suit", clause, partner=mate, suit=suit_text(suit))]
    return steps, {"forbidden_suit": suit}


def _several(facts: IrregularityFacts, offender: str) -> Ruling:
    visible = list(facts.get("visible") or facts.get("faced_cards") or ())
    common = {"offender": offender, "offender_partner": partner(offender)}
    if facts.get("discovered") == "later":
        steps = [step("premature.found_later", "58B4", offender=offender)]
        return Ruling(SITUATION, steps, outcome={**common, "governing_law": "67"})
    if len(visible) == 1:
        steps = [
            step("premature.one_visible", "58B1", offender=offender, card=card_text(visible[0])),
            step("premature.opponent_may_change", "58B3"),
        ]
        return Ruling(
            SITUATION,
            steps,
            penalty_card=None,
            outcome={
                **common,
                "card_played": visible[0].code,
                "no_rectification": True,
            },
        )
    steps = [step("premature.designate", "58B2", offender=offender, cards=cards_text(visible))]
    designated = facts.get("designated")
    if designated is None:
        return Ruling(
            SITUATION, steps, outcome={**common, "obligation": "designate_one_card", "designated_by": offender}
        )
    steps.append(step("premature.designated", "58B2", offender=offender, card=card_text(designated)))
    others = [card for card in visible if card != designated]
    outcome = {**common, "card_played": designated.code, "designated_by": offender}
    declarer = facts.get("declarer")
    if roles(declarer)[offender] != "defender":
        steps += [
            step("premature.others_back", "58B2", offender=offender, cards=cards_text(others)),
            step("premature.opponent_may_change", "58B3"),
        ]
        return Ruling(SITUATION, steps, penalty_card=None, outcome={**outcome, "card_picked_up": True})
    more, kind = class_steps(offender, others, False)
    steps += [step("premature.others_penalty", "58B2", offender=offender, cards=cards_text(others))] + more
    steps.append(step("premature.opponent_may_change", "58B3"))
    return Ruling(
        SITUATION,
        steps,
        penalty_card=kind,
        outcome={
            **outcome,
            "penalty_cards_remaining": codes(others),
            "card_picked_up": False,
            "must_play_penalty_card_at_first_legal_opportunity": kind == "major",
        },
    )


def _declaring_side(facts: IrregularityFacts, offender: str, card: Card) -> Ruling:
    common = {"offender": offender, "offender_partner": partner(offender), "card_played": card.code}
    if facts.get("card_legal") is False:
        steps = [step("premature.declarer_illegal", "57C3", offender=offender, card=card_text(card))]
        return Ruling(SITUATION, steps, penalty_card=None, outcome={**common, "governing_law": "62"})
    steps = [step("premature.declarer_played", "57C3", offender=offender, card=card_text(card))]
    return Ruling(SITUATION, steps, penalty_card=None, outcome={**common, "card_may_be_withdrawn": False})


def rule(facts: IrregularityFacts) -> Ruling:
    offender = facts.get("offender")
    if _several_cards(facts):
        return _several(facts, offender)
    if facts.has("simultaneous_with"):
        other = facts.get("simultaneous_with")
        steps = [step("premature.simultaneous", "58A", offender=offender, other=other)]
        return Ruling(
            SITUATION,
            steps,
            outcome={
                "offender": offender,
                "no_rectification": True,
                "card_played": _card(facts).code if _card(facts) else None,
            },
        )
    declarer, card = facts.get("declarer"), _card(facts)
    mate = partner(offender)
    common = {"offender": offender, "offender_partner": mate}
    played = {"no_rectification": True, "card_played": card.code if card else None}
    if roles(declarer)[offender] == "defender" and facts.get("declarer_played_both_hands"):
        steps = [step("premature.declarer_both_hands", "57C1", offender=offender)]
        return Ruling(SITUATION, steps, penalty_card=None, outcome={**common, **played})
    if roles(declarer)[offender] == "defender" and facts.get("dummy_prematurely_selected"):
        steps = [step("premature.dummy_selected", "57C2", offender=offender, dummy=partner(declarer))]
        return Ruling(SITUATION, steps, penalty_card=None, outcome={**common, **played})
    if card is None:
        raise FactsError("card", "is required: the card played too early")
    if roles(declarer)[offender] != "defender":
        return _declaring_side(facts, offender, card)
    turn, played = _turn(facts)
    partner_played = mate in played if played is not None else turn == next_seat(offender, 3)
    if facts.get("prematurely_led") or not partner_played:
        key = "premature.led_before_partner" if facts.get("prematurely_led") else "premature.before_partner"
        steps = [step(key, "57A", offender=offender, partner=mate, card=card_text(card))]
        steps += class_steps(offender, [card], True)[0]
        more, outcome = _partner_choice(facts, offender)
        return Ruling(
            SITUATION,
            steps + more,
            penalty_card="major",
            outcome={
                **common,
                "declarer_options": [] if facts.has("declarer_choice") else list(OPTIONS_57A),
                "designated_by": "declarer",
                "penalty_cards_remaining": [card.code],
                "must_play_penalty_card_at_first_legal_opportunity": True,
                **outcome,
            },
        )
    legal = required(facts, "card_legal", "whether the card would be a legal play to the trick (57D)")
    rho = next_seat(offender, 3)
    if legal:
        steps = [step("premature.rho_turn_legal", "57D", offender=offender, rho=rho, card=card_text(card))]
        return Ruling(
            SITUATION,
            steps,
            penalty_card=None,
            outcome={
                **common,
                "obligation": "play_at_proper_turn",
                "must_play_card": card.code,
            },
        )
    steps = [step("premature.rho_turn_illegal", "57D", offender=offender, rho=rho, card=card_text(card))]
    return Ruling(
        SITUATION,
        steps,
        penalty_card="major",
        outcome={
            **common,
            "penalty_cards_remaining": [card.code],
            "must_play_penalty_card_at_first_legal_opportunity": True,
        },
    )
