"""Defective trick (Law 67): a missing card or a card too many, found early or late.

Found before both sides have played to the next trick, the trick is simply
mended (67A). Found later, a missing card counts as a revoke with one trick
transferred under 64A2, and extra cards go back to hand (67B).
"""

from __future__ import annotations

from lawsite.rulings.facts import DefectiveTrickFacts
from lawsite.rulings.ruling import Ruling, step
from lawsite.rulings.seats import other_side, side_of


def _exposed_defender_card(facts: DefectiveTrickFacts) -> bool:
    """Only a defender's card becomes a penalty card, and only one that was seen."""
    return facts.restored_card_exposed and facts.table.is_defender(facts.offender)


def _early(facts: DefectiveTrickFacts) -> Ruling:
    offender = facts.offender
    if facts.defect == "failed_to_play":
        steps = [step("defective.supply_card", "67A1", offender=offender)]
        return Ruling("defective_trick", steps, penalty_card=False)
    steps = [step("defective.too_many_early", "67A2", offender=offender)]
    penalty = _exposed_defender_card(facts)
    if penalty:
        steps.append(step("defective.exposed_card_penalty", "50"))
    return Ruling("defective_trick", steps, penalty_card=penalty)


def _later_missing_card(facts: DefectiveTrickFacts) -> Ruling:
    """67B1: a card is added to the offender's played cards and he is deemed to have revoked."""
    offender = facts.offender
    offending_side = side_of(offender)
    side = other_side(offending_side)
    steps = [step("defective.director_determines", "67B")]
    if facts.holds_suit_led:
        steps.append(step("defective.must_play_suit_led", "67B1(a)", offender=offender))
    else:
        steps.append(step("defective.any_card", "67B1(b)", offender=offender))
    winners = facts.trick_winners
    won_from_trick = winners is not None and any(side_of(seat) == offending_side for seat in winners[facts.trick - 1 :])
    if not won_from_trick and (winners is None or len(winners) < 13):
        steps.append(step("defective.deemed_revoke_pending", "64A2", offender=offender, side=side))
        return Ruling(
            "defective_trick",
            steps,
            tricks_transferred=None,
            transferred_to=side,
            penalty_card=False,
            missing_facts=("trick_winners",) if winners is not None else ("trick", "trick_winners"),
        )
    if not won_from_trick:
        steps.append(
            step(
                "defective.deemed_revoke_no_trick",
                "64B1",
                offender=offender,
                offending_side=offending_side,
                trick=facts.trick,
            )
        )
        return Ruling("defective_trick", steps, penalty_card=False)
    steps.append(step("defective.deemed_revoke", "64A2", offender=offender, tricks=1, side=side))
    return Ruling("defective_trick", steps, tricks_transferred=1, transferred_to=side, penalty_card=False)


def _later_extra_cards(facts: DefectiveTrickFacts) -> Ruling:
    """67B2: the visible card stays, the rest go back to hand as if never played."""
    offender = facts.offender
    steps = [
        step("defective.director_determines", "67B"),
        step("defective.keep_visible_card", "67B2(a)", offender=offender),
        step("defective.restored_card_owned", "67B2(b)", offender=offender),
    ]
    penalty = _exposed_defender_card(facts)
    if penalty:
        steps.append(step("defective.restored_card_penalty", "50", offender=offender))
    return Ruling("defective_trick", steps, penalty_card=penalty)


def rule_defective_trick(facts: DefectiveTrickFacts) -> Ruling:
    if facts.discovered == "before_next_trick_complete":
        return _early(facts)
    if facts.defect == "failed_to_play":
        return _later_missing_card(facts)
    return _later_extra_cards(facts)
