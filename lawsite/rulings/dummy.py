"""Dummy's limitations (Law 43): what follows when dummy asks about a revoke or points at a defender.

A dummy who first broke a limitation of 43A2 loses the normal protection of the
laws: a question about declarer's revoke costs tricks (43B2(b)), and pointing at
a defender's irregularity cancels its rectification (43B3).
"""

from __future__ import annotations

from lawsite.rulings.facts import DummyLimitationFacts
from lawsite.rulings.revoke import (
    equity_clause,
    pending_transfer_step,
    play_complete,
    transfer_settled,
    transfer_step,
    trick_transfer,
)
from lawsite.rulings.ruling import Ruling, step
from lawsite.rulings.seats import other_side, side_of


def _violation_step(facts: DummyLimitationFacts):
    """43A2 as the edition words it: in 2007 looking at a defender's card broke it only on dummy's own initiative."""
    key = "dummy.violated_limitation_own_initiative" if facts.edition == "2007" else "dummy.violated_limitation"
    return step(key, "43A2", dummy=facts.table.dummy)


def _asked_after_violation(facts: DummyLimitationFacts) -> Ruling:
    """43B2(b): the revoke is corrected, yet 64A applies to the tricks won from dummy's question on."""
    revoke, question_trick = facts.revoke, facts.question_trick
    offender, revoke_trick = revoke.offender, revoke.revoke_trick
    offending_side = side_of(offender)
    side = other_side(offending_side)
    steps = [
        _violation_step(facts),
        step(
            "dummy.asked_about_revoke",
            "43B2(b)",
            declarer=facts.declarer,
            revoke_trick=revoke_trick,
            question_trick=question_trick,
        ),
    ]
    transfer = trick_transfer(offender, revoke_trick, revoke.trick_winners, first_eligible=question_trick)
    missing: tuple[str, ...] = ()
    if not transfer_settled(transfer) and not play_complete(revoke.trick_winners):
        missing = ("revoke.trick_winners",)
        steps.append(pending_transfer_step(offender, max(revoke_trick, question_trick), revoke.trick_winners, transfer))
    elif transfer.tricks == 0:
        steps.append(
            step("dummy.no_eligible_trick", "43B2(b)", offending_side=offending_side, question_trick=question_trick)
        )
    elif transfer.clause == "64A1" and not transfer.revoke_trick_counted:
        steps.append(
            step(
                "dummy.only_later_trick_eligible",
                "64A1",
                offender=offender,
                revoke_trick=revoke_trick,
                question_trick=question_trick,
                later_trick=transfer.trick,
                tricks=transfer.tricks,
                side=side,
            )
        )
    else:
        steps.append(transfer_step(offender, revoke_trick, transfer))
    steps.append(step("revoke.equity", equity_clause(facts.edition), consider=True, side=side))
    return Ruling(
        "dummy_limitation",
        steps,
        tricks_transferred=None if missing else transfer.tricks,
        transferred_to=side if transfer.tricks or missing else None,
        missing_facts=missing,
        revoke_must_be_corrected=True,
        penalty_card=False,
        equity_check=True,
    )


def _asked_lawfully(facts: DummyLimitationFacts) -> Ruling:
    """Dummy may ask declarer about a revoke (61B2(a)): an ordinary correction, nothing transferred."""
    table, revoke = facts.table, facts.revoke
    steps = [
        step(
            "dummy.may_ask_about_revoke",
            "61B2(a)",
            dummy=table.dummy,
            declarer=facts.declarer,
            revoke_trick=revoke.revoke_trick,
        ),
        step("revoke.must_be_corrected", "62A", offender=revoke.offender),
        step("revoke.withdrawn_card_replaced", "62B2", offender=revoke.offender),
    ]
    return Ruling("dummy_limitation", steps, revoke_must_be_corrected=True, penalty_card=False)


_NO_RECTIFICATION = {
    "lead_out_of_turn": "dummy.lead_accepted",
    "card_exposed": "dummy.card_back_to_hand",
    "revoke": "dummy.revoke_still_corrected",
}


def _drew_attention_after_violation(facts: DummyLimitationFacts) -> Ruling:
    """43B3: the defender's irregularity goes unrectified; only the defenders' score may be adjusted."""
    table, irregularity = facts.table, facts.defender_irregularity
    defenders = other_side(table.declaring_side)
    steps = [
        _violation_step(facts),
        step("dummy.drew_attention_after_violation", "43B3", dummy=table.dummy),
    ]
    if irregularity in _NO_RECTIFICATION:
        steps.append(step(_NO_RECTIFICATION[irregularity], "43B3"))
    steps.append(step("dummy.information_authorised", "43B3"))
    steps.append(step("dummy.split_score", "43B3", consider=True, side=defenders))
    return Ruling(
        "dummy_limitation",
        steps,
        revoke_must_be_corrected=True if irregularity == "revoke" else None,
        penalty_card=False,
        split_score_possible=True,
    )


def _drew_attention_lawfully(facts: DummyLimitationFacts) -> Ruling:
    """No earlier violation: the defender's irregularity is rectified as usual; Law 90 may still bite."""
    table, irregularity = facts.table, facts.defender_irregularity
    steps = [step("dummy.may_not_draw_attention", "43A1(b)", dummy=table.dummy)]
    if irregularity == "lead_out_of_turn":
        steps.append(step("dummy.defender_lead_out_of_turn", "54"))
    elif irregularity == "card_exposed":
        steps.append(step("dummy.defender_card_exposed", "49"))
    elif irregularity == "revoke":
        steps.append(step("dummy.revoke_still_corrected", "62A"))
        steps.append(step("dummy.defender_withdrawn_card_penalty", "62B1"))
    steps.append(step("dummy.procedural_penalty", "90", consider=True, side=table.declaring_side))
    return Ruling(
        "dummy_limitation",
        steps,
        revoke_must_be_corrected=True if irregularity == "revoke" else None,
        penalty_card=irregularity in ("card_exposed", "revoke"),
    )


def rule_dummy_limitation(facts: DummyLimitationFacts) -> Ruling:
    if facts.event == "asked_about_revoke":
        return _asked_after_violation(facts) if facts.violated_43A2 else _asked_lawfully(facts)
    return _drew_attention_after_violation(facts) if facts.violated_43A2 else _drew_attention_lawfully(facts)
