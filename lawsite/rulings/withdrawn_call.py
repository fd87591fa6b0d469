"""What follows a withdrawn call (Laws 16C, 23, 26, 72C), shared by Laws 24, 27, 30, 31 and 32.

A call withdrawn and replaced by a comparable call (23A, the Director's judgement)
costs nothing more: no lead restrictions (26A), Law 16C switched off (23B), and a
check at the end of play (23C or 27D). Not comparable, the offender's partner is
barred for a time the calling law fixes, declarer may get the 26B prohibition, and
the withdrawn call is unauthorised information for the offending side (16C2).
"""

from __future__ import annotations

from lawsite.rulings.irregularity import IrregularityFacts
from lawsite.rulings.ruling import Step, step
from lawsite.rulings.seats import other_side, partner, side_of


def nos(offender: str) -> str:
    return other_side(side_of(offender))


def ui_step(offender: str) -> Step:
    return step("withdrawn.ui", "16C2", offender=offender, nos=nos(offender), os=side_of(offender))


def lead_restriction_steps(offender: str) -> list[Step]:
    """26B, and the note that only prohibiting is left after the amendment (the sheet's medium confidence)."""
    return [
        step("withdrawn.lead_restrictions", "26B", offender=offender, partner=partner(offender)),
        step("withdrawn.lead_restrictions_amended", "26B", consider=True),
    ]


def damage_steps(facts: IrregularityFacts, clause: str, offender: str) -> tuple[list[Step], bool | None]:
    """The end-of-play check of 23C, 27D or 72C, and the Director's finding on damage when he has made it.

    Both judgements are inputs: `nos_damaged` (the non-offending side was damaged) and
    `assistance_gained` (the offending side gained through the irregularity). An
    adjusted score needs both; either one false keeps the table result.
    """
    key = "withdrawn.awareness" if clause == "72C" else "withdrawn.comparable_check"
    steps = [step(key, clause, side=nos(offender))]
    damaged, gained = facts.get("nos_damaged"), facts.get("assistance_gained")
    if damaged is None and gained is None:
        return steps, None
    if damaged is False or gained is False:
        steps.append(step("withdrawn.not_adjusted", clause, side=nos(offender)))
        return steps, False
    steps.append(step("withdrawn.adjusted", "12C1(b)", side=nos(offender)))
    return steps, True


def comparable_outcome(facts: IrregularityFacts, offender: str, check_clause: str) -> tuple[list[Step], dict]:
    """A comparable replacement: no lead restrictions (26A), no 16C, and the end-of-play check."""
    steps = [step("withdrawn.no_lead_restrictions", "26A", offender=offender)]
    checks, adjusted = damage_steps(facts, check_clause, offender)
    return steps + checks, {
        "further_rectification": False,
        "offender_partner_must_pass": "no",
        "lead_restrictions": False,
        "ui_for_offending_side": False,
        "adjustment_possible": True,
        "adjusted_score": adjusted,
    }


def not_comparable_outcome(facts: IrregularityFacts, offender: str, bar: str) -> tuple[list[Step], dict]:
    """Not comparable: the bar is stated by the calling law; here 26B, 16C2 and the 72C check.

    26B is for an offender who becomes a defender: when the final `declarer` is known
    and is on the offender's side, there is nothing to restrict.
    """
    declarer = facts.get("declarer")
    declares = declarer is not None and side_of(declarer) == side_of(offender)
    if declares:
        steps = [step("withdrawn.offending_side_declares", "26B", offender=offender, declarer=declarer)]
    else:
        steps = lead_restriction_steps(offender)
    steps.append(ui_step(offender))
    checks, adjusted = damage_steps(facts, "72C", offender)
    return steps + checks, {
        "further_rectification": True,
        "offender_partner_must_pass": bar,
        "lead_restrictions": not declares,
        "lead_restriction_type": None if declares else "prohibit_one_suit",
        "ui_for_offending_side": True,
        "adjustment_possible": True,
        "adjusted_score": adjusted,
    }
