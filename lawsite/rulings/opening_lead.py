"""A faced opening lead out of turn (Law 54, with 47E1 and 50D).

The wrong defender leads: declarer may accept and play (54B), accept and spread his
hand, becoming dummy (54A), or refuse, when the card becomes a major penalty card
and the proper leader leads under declarer's 50D2 choice (54D). A declarer who could
have seen dummy's cards must accept and stays declarer (54C). A "lead" by the
declaring side is Law 24 (54E); a lead induced by an opponent's word is withdrawn
without rectification (47E1).
"""

from __future__ import annotations

from lawsite.rulings import exposed_card_in_auction
from lawsite.rulings.cards import card_text
from lawsite.rulings.facts import FactsError
from lawsite.rulings.irregularity import IrregularityFacts, required, roles
from lawsite.rulings.penalty_card import class_steps, kind_after_choice, lead_choice_steps
from lawsite.rulings.ruling import Ruling, step
from lawsite.rulings.seats import lho, partner

SITUATION = "opening_lead_out_of_turn"
FIELDS = (
    "declarer",
    "contract",
    "led_by",
    "offender",
    "proper_leader",
    "card",
    "dummy_cards_exposed",
    "declarer_choice",
    "then_partner_choice",
    "face_down_lead_by",
    "misinformed_by_opponent",
    "declarer_exposed_cards_while_spreading",
    "declarer_played_second_card_from",
    "card_played",
    "e_led_before_declarer_chose",
    "suit",
    "partner_void_in_suit_led",
    "dealer",
    "auction_before",
    "trick",
    "notes",
)
OPTIONS = ("accept_and_play", "accept_become_dummy", "refuse_require_suit", "refuse_forbid_suit", "refuse_free_lead")
PARTNER_CHOICE = {
    "refuse_require_suit": "require_suit",
    "refuse_forbid_suit": "forbid_suit",
    "refuse_free_lead": "no_restriction",
}


def leader(facts: IrregularityFacts) -> str:
    """`led_by` and `offender` name the same seat here."""
    led_by, offender = facts.get("led_by"), facts.get("offender")
    if led_by and offender and led_by != offender:
        raise FactsError("offender", f"is {offender}, but led_by is {led_by}: the offender is the one who led")
    return led_by or offender


def check(facts: IrregularityFacts) -> None:
    declarer = required(facts, "declarer", "the presumed declarer, to know who should lead")
    if leader(facts) is None:
        raise FactsError("led_by", "is required: the player who faced the opening lead")
    led_by = leader(facts)
    proper = lho(declarer)
    if facts.has("proper_leader") and facts.get("proper_leader") != proper:
        raise FactsError("proper_leader", f"the opening leader is declarer's left-hand opponent, {proper}")
    if led_by == proper:
        raise FactsError("led_by", f"{led_by} is the opening leader: the lead was in turn")
    if facts.has("trick") and facts.get("trick") != 1:
        raise FactsError("trick", "an opening lead is on trick 1; a later lead is a defender_lead_out_of_turn")
    if facts.has("face_down_lead_by") and facts.get("face_down_lead_by") != proper:
        raise FactsError("face_down_lead_by", f"only the correct leader, {proper}, leads face down here")
    second = facts.get("declarer_played_second_card_from")
    if second is not None and second not in (declarer, partner(declarer)):
        raise FactsError("declarer_played_second_card_from", f"declarer plays from {declarer} or {partner(declarer)}")
    choice = facts.get("declarer_choice")
    if choice is not None and choice not in OPTIONS + ("accept", "refuse"):
        raise FactsError("declarer_choice", f"{choice} is not a choice of Law 54 ({', '.join(OPTIONS)})")
    played = facts.get("card_played")
    if played is not None:
        if choice is not None and choice not in ("accept_and_play", "accept", "accept_become_dummy"):
            raise FactsError("card_played", f"a second card is played to an accepted lead, not with {choice}")
        if facts.has("card") and played == facts.get("card"):
            raise FactsError("card_played", f"{played} is the card led")
    if roles(declarer)[led_by] != "defender":
        required(facts, "card", "the card led, exposed during the auction period (Law 24)")


def _declaring_side(facts: IrregularityFacts, led_by: str) -> Ruling:
    """54E: Law 24 rules the card, with the offender's role known."""
    values = {"offender": led_by, "card": facts.get("card"), "prematurely_led": True, "declarer": facts.get("declarer")}
    for name in ("dealer", "auction_before"):
        if facts.has(name):
            values[name] = facts.get(name)
    inner = exposed_card_in_auction.rule(type(facts)(exposed_card_in_auction.SITUATION, tuple(values.items())))
    return Ruling(
        SITUATION, inner.steps, penalty_card=inner.penalty_card, outcome={**inner.outcome, "governing_law": "24"}
    )


def _choice(facts: IrregularityFacts) -> tuple[str | None, list]:
    """Declarer's choice as one of the five codes; what 54C or a spread hand forces instead."""
    declarer = facts.get("declarer")
    choice = facts.get("declarer_choice")
    if choice == "accept":
        choice = "accept_and_play"
    if choice == "refuse":
        then = facts.get("then_partner_choice")
        choice = {value: key for key, value in PARTNER_CHOICE.items()}.get(then, "refuse")
    elif (
        facts.has("then_partner_choice")
        and choice in PARTNER_CHOICE
        and PARTNER_CHOICE[choice] != facts.get("then_partner_choice")
    ):
        raise FactsError("then_partner_choice", f"contradicts declarer_choice {choice}")
    if facts.get("dummy_cards_exposed"):
        return "accept_and_play", [step("opening_lead.must_accept", "54C", declarer=declarer)]
    if facts.get("declarer_exposed_cards_while_spreading"):
        return "accept_become_dummy", [step("opening_lead.exposed_while_spreading", "54A", declarer=declarer)]
    return choice, []


def rule(facts: IrregularityFacts) -> Ruling:
    declarer, led_by = facts.get("declarer"), leader(facts)
    if roles(declarer)[led_by] != "defender":
        return _declaring_side(facts, led_by)
    proper, dummy = lho(declarer), partner(declarer)
    card = facts.get("card")
    common = {"offender": led_by, "offender_partner": proper}
    steps = []
    if facts.get("face_down_lead_by"):
        steps.append(step("opening_lead.face_down_withdrawn", "54", seat=proper))
        common["face_down_lead_withdrawn"] = True
    if facts.get("misinformed_by_opponent"):
        steps.append(step("opening_lead.misinformed", "47E1", offender=led_by, proper_leader=proper))
        return Ruling(
            SITUATION,
            steps,
            penalty_card=None,
            outcome={
                **common,
                "lead_stands": False,
                "lead_can_be_accepted": False,
                "no_rectification": True,
                "card_picked_up": True,
                "on_lead_after": proper,
                "declarer_after": declarer,
                "dummy_after": dummy,
            },
        )
    steps.append(step("opening_lead.out_of_turn", "54", offender=led_by, proper_leader=proper, declarer=declarer))
    choice, forced = _choice(facts)
    if choice is None and facts.has("card_played"):
        choice = "accept_and_play"  # a card played to the lead from declarer's side accepts it (53A)
    steps += forced
    if choice is None:
        steps += [
            step("opening_lead.option_spread", "54A", declarer=declarer, dummy=dummy),
            step("opening_lead.option_accept", "54B", declarer=declarer, dummy=dummy),
            step("opening_lead.option_refuse", "54D", declarer=declarer, proper_leader=proper),
        ]
    options = ["accept_and_play"] if facts.get("dummy_cards_exposed") else list(OPTIONS)
    if facts.has("declarer_choice") or facts.has("card_played") or facts.get("declarer_exposed_cards_while_spreading"):
        options = []  # declarer has chosen, or his acts chose for him: no option of Law 54 is left open
    common.update(declarer_options=options, lead_can_be_accepted=True, designated_by="declarer")
    if choice is None:
        return Ruling(SITUATION, steps, penalty_card=None, outcome={**common, "penalty_card_if_defender": None})
    if choice == "accept_become_dummy":
        steps.append(step("opening_lead.become_dummy", "54A", declarer=declarer, new_declarer=dummy))
        return Ruling(
            SITUATION,
            steps,
            penalty_card=None,
            outcome={
                **common,
                "lead_stands": True,
                "declarer_after": dummy,
                "dummy_after": declarer,
                "second_card_from": declarer,
            },
        )
    if choice == "accept_and_play":
        steps.append(step("opening_lead.accepted", "54B1", declarer=declarer, dummy=dummy))
        outcome = {
            **common,
            "lead_stands": True,
            "declarer_after": declarer,
            "dummy_after": dummy,
            "second_card_from": declarer,
        }
        second = facts.get("declarer_played_second_card_from")
        played = facts.get("card_played")
        if second == dummy:
            steps.append(step("opening_lead.second_card_from_dummy", "54B2", dummy=dummy))
            outcome.update(card_may_be_withdrawn=False, second_card_from=dummy)
        elif played is not None:
            steps.append(
                step("opening_lead.second_card_played", "54B1", card=card_text(played), seat=second or declarer)
            )
            outcome["card_may_be_withdrawn"] = False
        if played is not None:
            outcome["card_played"] = played.code
        return Ruling(SITUATION, steps, penalty_card=None, outcome=outcome)
    card = required(facts, "card", "the card led, which becomes a major penalty card when the lead is refused")
    steps.append(step("opening_lead.refused", "54D", offender=led_by, card=card_text(card), proper_leader=proper))
    steps += class_steps(led_by, [card], True)[0]
    more, outcome = lead_choice_steps(facts, led_by, [card], PARTNER_CHOICE.get(choice))
    return Ruling(
        SITUATION,
        steps + more,
        penalty_card=kind_after_choice("major", outcome),
        outcome={
            **common,
            **outcome,
            "lead_stands": False,
            "declarer_after": declarer,
            "dummy_after": dummy,
            "on_lead_after": proper,
        },
    )
