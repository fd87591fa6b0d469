"""Insufficient bid (Law 27, with 23, 26 and 16C): accepted, or replaced, and what the replacement costs.

The order is the 2017 text's: LHO may accept (27A1); otherwise the replacement is
judged, first as the lowest sufficient bid specifying the same denomination(s)
(27B1(a)), then as a comparable call (27B1(b)); any other bid or a pass bars
partner for the rest of the auction (27B2), and a double or redouble that is not
comparable, or another insufficient bid not accepted, is cancelled (27B3, 27B4).
Whether the replacement specifies the same denominations and whether it is
comparable are the Director's judgements, given as facts.
"""

from __future__ import annotations

from lawsite.rulings.calls import Call, call_text, lowest_sufficient_bid
from lawsite.rulings.facts import FactsError
from lawsite.rulings.irregularity import IrregularityFacts, check_auction, required, turn_context
from lawsite.rulings.ruling import Ruling, step
from lawsite.rulings.seats import next_seat, partner
from lawsite.rulings.withdrawn_call import (
    comparable_outcome,
    damage_steps,
    not_comparable_outcome,
    ui_step,
)

SITUATION = "insufficient_bid"
FIELDS = (
    "dealer",
    "auction_before",
    "offender",
    "irregular_call",
    "turn_of",
    "turn_relation",
    "offender_previously_called",
    "accepted_by_lho",
    "replacement",
    "offender_next_call",
    "specifies_same_denominations",
    "comparable",
    "call_artificial",
    "premature_replacement",
    "second_ib_accepted",
    "nos_damaged",
    "assistance_gained",
    "declarer",
    "notes",
)


def replacement(facts: IrregularityFacts) -> Call | None:
    """The contract names the substituted call `replacement` or `offender_next_call`; they are one fact."""
    return facts.get("replacement") or facts.get("offender_next_call")


def check(facts: IrregularityFacts) -> None:
    offender = required(facts, "offender", "the player who made the insufficient bid")
    bid = required(facts, "irregular_call", "the insufficient bid")
    if not bid.is_bid:
        raise FactsError("irregular_call", f"{bid} is not a bid; only a bid can be insufficient")
    check_auction(facts)
    auction = facts.auction
    if auction is not None and auction.is_sufficient(bid):
        last = auction.last_bid
        raise FactsError("irregular_call", f"{bid} is sufficient after {last}" if last else f"{bid} is the first bid")
    both = facts.get("replacement"), facts.get("offender_next_call")
    if all(both) and both[0] != both[1]:
        raise FactsError("offender_next_call", f"{both[1]} differs from replacement {both[0]}; they name one call")
    turn = turn_context(facts)
    substitute = replacement(facts)
    if facts.get("premature_replacement") and substitute is None:
        raise FactsError("replacement", "is required with premature_replacement: the call substituted (27C)")
    if facts.get("accepted_by_lho") and substitute is not None and not facts.get("premature_replacement"):
        raise FactsError(
            "replacement",
            f"{next_seat(offender)} accepted the insufficient bid; a replacement made before that is "
            "premature_replacement (27C)",
        )
    if facts.has("second_ib_accepted") and not _is_insufficient(substitute, bid, facts):
        raise FactsError("second_ib_accepted", "only when the replacement is itself an insufficient bid (27B4)")
    if substitute is not None and substitute.is_double_or_redouble and auction is not None and facts.get("comparable"):
        reason = auction.why_not_legal(substitute, offender)
        if reason and turn.relation in (None, "self"):
            raise FactsError("replacement", reason)


def _is_insufficient(call: Call | None, bid: Call, facts: IrregularityFacts) -> bool:
    """A replacement bid that is itself insufficient: judged on the auction, or, without it, not above the bid."""
    if call is None or not call.is_bid:
        return False
    auction = facts.auction
    return not auction.is_sufficient(call) if auction is not None else call.rank <= bid.rank


def _outcome(offender: str, **fields) -> dict:
    return {"offender": offender, "offender_partner": partner(offender), **fields}


def _out_of_rotation(facts: IrregularityFacts, offender: str, bid: Call) -> Ruling:
    steps = [step("insufficient.out_of_rotation", "27A2", offender=offender, call=call_text(bid))]
    return Ruling(SITUATION, steps, outcome=_outcome(offender, governing_law="31", call_in_rotation=False))


def _accepted(facts: IrregularityFacts, offender: str, bid: Call, substitute: Call | None) -> Ruling:
    lho = next_seat(offender)
    steps = [step("insufficient.accepted", "27A1", lho=lho, call=call_text(bid))]
    ui = substitute is not None
    if ui:
        steps.append(
            step(
                "insufficient.premature_replacement_cancelled",
                "27C",
                offender=offender,
                replacement_call=call_text(substitute),
            )
        )
        steps.append(ui_step(offender))
    return Ruling(
        SITUATION,
        steps,
        outcome=_outcome(
            offender,
            call_cancelled=False,
            further_rectification=False,
            offender_partner_must_pass="no",
            lead_restrictions=False,
            ui_for_offending_side=ui,
            adjustment_possible=False,
            call_in_rotation=True,
        ),
    )


def _options(facts: IrregularityFacts, offender: str, bid: Call, steps: list) -> Ruling:
    """Not accepted and not yet replaced: what each kind of replacement would bring."""
    auction = facts.auction
    lowest = lowest_sufficient_bid(auction.last_bid, bid.strain) if auction is not None else None
    if lowest is not None:
        steps.append(step("insufficient.option_lowest", "27B1(a)", offender=offender, lowest_call=call_text(lowest)))
    else:
        steps.append(step("insufficient.option_same_denominations", "27B1(a)", offender=offender))
    steps.append(step("insufficient.option_comparable", "27B1(b)", offender=offender))
    steps.append(step("insufficient.option_other", "27B2", offender=offender, partner=partner(offender)))
    return Ruling(
        SITUATION,
        steps,
        outcome=_outcome(
            offender,
            call_cancelled=True,
            auction_reverts_to=offender,
            call_in_rotation=True,
        ),
    )


def _same_denominations(facts: IrregularityFacts, bid: Call, substitute: Call, steps: list) -> bool:
    """27B1(a): the lowest sufficient bid specifying the same denomination(s), as far as it is mechanical.

    In the bid's own strain "lowest sufficient" is counted from the auction; whether it
    specifies the same denominations is the Director's (`specifies_same_denominations`),
    taken as so only when the bid is stated natural (`call_artificial: false`). A bid in
    another strain specifies the same denominations only when the Director says so.
    """
    auction = facts.auction
    if substitute.strain == bid.strain and auction is not None:
        lowest = lowest_sufficient_bid(auction.last_bid, bid.strain)
        if lowest is not None and substitute != lowest:
            steps.append(
                step(
                    "insufficient.not_lowest",
                    "27B1(a)",
                    replacement_call=call_text(substitute),
                    lowest_call=call_text(lowest),
                )
            )
            return False
    judged = facts.get("specifies_same_denominations")
    if judged is not None:
        return judged
    if substitute.strain != bid.strain:
        return False
    if facts.get("call_artificial") is False:
        return True
    if facts.get("comparable") is True:
        return False  # the Director's 23A judgement decides the branch (27B1(b)); 27B1(a) would rule the same
    raise FactsError(
        "specifies_same_denominations",
        "is required: whether the replacement specifies the same denomination(s) as the insufficient bid (27B1(a)), "
        "unless the bid is stated natural (call_artificial: false)",
    )


def _cancelled_double(facts: IrregularityFacts, offender: str, substitute: Call, steps: list, key: str) -> Ruling:
    if key == "insufficient.double_cancelled":
        steps.append(
            step(key, "27B3", offender=offender, partner=partner(offender), replacement_call=call_text(substitute))
        )
    else:
        steps.append(
            step(key, "27B4", offender=offender, lho=next_seat(offender), replacement_call=call_text(substitute))
        )
        steps.append(step("insufficient.as_b3", "27B3", offender=offender, partner=partner(offender)))
    more, outcome = not_comparable_outcome(facts, offender, "always")
    return Ruling(
        SITUATION,
        steps + more,
        outcome=_outcome(
            offender,
            call_cancelled=True,
            auction_reverts_to=offender,
            call_in_rotation=True,
            **outcome,
        ),
    )


def rule(facts: IrregularityFacts) -> Ruling:
    offender, bid = facts.get("offender"), facts.get("irregular_call")
    turn = turn_context(facts)
    if turn.relation not in (None, "self"):
        return _out_of_rotation(facts, offender, bid)
    substitute = replacement(facts)
    accepted = facts.get("accepted_by_lho")
    if accepted:
        return _accepted(facts, offender, bid, substitute)
    if accepted is None and substitute is None:
        raise FactsError(
            "accepted_by_lho", f"is required: whether {next_seat(offender)} accepts the insufficient bid (27A1)"
        )
    steps = [
        step("insufficient.unintended", "25A", consider=True, offender=offender),
        step("insufficient.not_accepted", "27B", offender=offender, lho=next_seat(offender), call=call_text(bid)),
    ]
    if facts.get("premature_replacement"):
        steps.append(
            step("insufficient.premature_replacement", "27C", offender=offender, replacement_call=call_text(substitute))
        )
    if substitute is None:
        return _options(facts, offender, bid, steps)
    if _is_insufficient(substitute, bid, facts):
        if facts.get("second_ib_accepted"):
            steps.append(
                step(
                    "insufficient.second_accepted",
                    "27B4",
                    lho=next_seat(offender),
                    replacement_call=call_text(substitute),
                )
            )
            steps.append(ui_step(offender))
            steps.append(step("insufficient.second_accepted_lead_restrictions", "26B", consider=True))
            return Ruling(
                SITUATION,
                steps,
                outcome=_outcome(
                    offender,
                    call_cancelled=True,
                    call_in_rotation=True,
                    further_rectification=False,
                    offender_partner_must_pass="no",
                    ui_for_offending_side=True,
                ),
            )
        return _cancelled_double(facts, offender, substitute, steps, "insufficient.second_insufficient")
    common = {"call_cancelled": True, "auction_reverts_to": offender, "call_in_rotation": True}
    if substitute.is_bid and _same_denominations(facts, bid, substitute, steps):
        steps.append(
            step(
                "insufficient.same_denominations", "27B1(a)", offender=offender, replacement_call=call_text(substitute)
            )
        )
        checks, adjusted = damage_steps(facts, "27D", offender)
        return Ruling(
            SITUATION,
            steps + checks,
            outcome=_outcome(
                offender,
                further_rectification=False,
                offender_partner_must_pass="no",
                lead_restrictions=False,
                ui_for_offending_side=False,
                adjustment_possible=True,
                adjusted_score=adjusted,
                **common,
            ),
        )
    comparable = required(facts, "comparable", "whether the replacement is a comparable call (Law 23A)")
    if comparable:
        steps.append(
            step("insufficient.comparable", "27B1(b)", offender=offender, replacement_call=call_text(substitute))
        )
        more, outcome = comparable_outcome(facts, offender, "27D")
        return Ruling(SITUATION, steps + more, outcome=_outcome(offender, **common, **outcome))
    if substitute.is_double_or_redouble:
        return _cancelled_double(facts, offender, substitute, steps, "insufficient.double_cancelled")
    steps.append(
        step(
            "insufficient.not_comparable",
            "27B2",
            offender=offender,
            partner=partner(offender),
            replacement_call=call_text(substitute),
        )
    )
    more, outcome = not_comparable_outcome(facts, offender, "always")
    return Ruling(SITUATION, steps + more, outcome=_outcome(offender, **common, **outcome))
