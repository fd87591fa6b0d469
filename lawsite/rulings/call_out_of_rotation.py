"""Calls out of rotation (Laws 28-32): in rotation after all, accepted, or cancelled and rectified.

Law 28 first (the skipped RHO was barred; the player whose turn it was called
first), then the offender's LHO may accept (29A); otherwise the call is cancelled
(29B) and the kind of call picks the law: a natural pass Law 30, a bid or an
artificial pass Law 31 (29C, 30C), a double or redouble Law 32. Within each, whose
turn it was decides: the RHO's (A), the partner's or the dealer-LHO's before the
offender has called (B), a later LHO turn (a change of call, Law 25). Whether the
offender's later call is comparable (23A) is the Director's judgement.
"""

from __future__ import annotations

from lawsite.rulings.calls import Call, call_text
from lawsite.rulings.facts import FactsError
from lawsite.rulings.irregularity import IrregularityFacts, Turn, check_auction, required, turn_context
from lawsite.rulings.ruling import Ruling, Step, step
from lawsite.rulings.seats import next_seat, partner
from lawsite.rulings.withdrawn_call import comparable_outcome, nos, not_comparable_outcome, ui_step

SITUATION = "call_out_of_rotation"
FIELDS = (
    "dealer",
    "auction_before",
    "offender",
    "irregular_call",
    "turn_of",
    "turn_relation",
    "offender_previously_called",
    "accepted_by_lho",
    "correct_player_called_first",
    "correct_player_call",
    "barred_player",
    "rho_action",
    "later_calls",
    "replacement",
    "offender_next_call",
    "comparable",
    "call_artificial",
    "nos_damaged",
    "assistance_gained",
    "declarer",
    "notes",
)
# How many calls come between the cancellation and the offender's own turn.
CALLS_BEFORE_OFFENDER = {"RHO": 1, "partner": 2, "LHO": 3}
# The clauses of each law, by whose turn it was: intro (A or B), the comparable and not-comparable branches.
CLAUSES = {
    ("31", "RHO"): ("31A2", "31A2(a)", "31A2(b)"),
    ("31", "partner"): ("31B2", "31A2(a)", "31A2(b)"),
    ("32", "RHO"): ("32A2", "32A2(a)", "32A2(b)"),
    ("32", "partner"): ("32B2", "32A2(a)", "32A2(b)"),
    ("30", "partner"): ("30B1(b)", "30B1(b)(i)", "30B1(b)(ii)"),
}


def next_call(facts: IrregularityFacts) -> Call | None:
    return facts.get("offender_next_call") or facts.get("replacement")


def rho_call(facts: IrregularityFacts) -> Call | None:
    later = facts.get("later_calls") or ()
    return facts.get("rho_action") or (later[0] if later else None)


def check(facts: IrregularityFacts) -> None:
    offender = required(facts, "offender", "the player who called out of rotation")
    required(facts, "irregular_call", "the call made out of rotation")
    check_auction(facts)
    turn = turn_context(facts)
    if turn.seat is None:
        raise FactsError("turn_of", "is required: whose turn it was (or turn_relation, or dealer with auction_before)")
    if turn.relation == "self":
        raise FactsError("turn_of", f"it was {offender}'s own turn, so the call was in rotation")
    both = facts.get("replacement"), facts.get("offender_next_call")
    if all(both) and both[0] != both[1]:
        raise FactsError("offender_next_call", f"{both[1]} differs from replacement {both[0]}; they name one call")
    if facts.has("rho_action") and turn.relation != "RHO":
        raise FactsError(
            "rho_action", f"only when the call was made at RHO's turn; it was {turn.seat}'s ({turn.relation})"
        )
    later = facts.get("later_calls") or ()
    if facts.has("rho_action") and later and later[0] != facts.get("rho_action"):
        raise FactsError("later_calls[0]", f"is {later[0]}, but rho_action is {facts.get('rho_action')}")
    if len(later) > CALLS_BEFORE_OFFENDER[turn.relation]:
        raise FactsError(
            "later_calls",
            f"{len(later)} calls; only {CALLS_BEFORE_OFFENDER[turn.relation]} come before {offender}'s turn",
        )
    if facts.get("correct_player_called_first") and turn.relation == "partner":
        raise FactsError(
            "correct_player_called_first", f"Law 28B is about an opponent's call; {turn.seat} is {offender}'s partner"
        )
    auction = facts.auction
    if auction is None:
        return
    if not later and facts.has("rho_action"):
        later = (facts.get("rho_action"),)
    after = auction
    for index, later_call in enumerate(later):
        reason = after.why_not_legal(later_call, after.next_to_call)
        if reason:
            raise FactsError(f"later_calls[{index}]" if facts.has("later_calls") else "rho_action", reason)
        after = after.then(later_call)
    substitute = next_call(facts)
    if substitute is not None and len(later) == CALLS_BEFORE_OFFENDER[turn.relation]:
        reason = after.why_not_legal(substitute, offender)
        if reason:
            raise FactsError("offender_next_call", f"{reason}; that is another irregularity")


def _outcome(offender: str, **fields) -> dict:
    return {"offender": offender, "offender_partner": partner(offender), **fields}


def _governing_law(facts: IrregularityFacts, call: Call) -> tuple[str, list[Step]]:
    """29C/30C: which of Laws 30-32 rules the cancelled call."""
    artificial = facts.get("call_artificial")
    if call.is_pass:
        if artificial:
            return "31", [step("rotation.artificial_pass", "30C")]
        return "30", []
    if call.is_bid:
        return "31", [step("rotation.artificial", "29C")] if artificial else []
    return "32", []


def _inadmissible(facts: IrregularityFacts, call: Call, turn: Turn) -> bool:
    """A double or redouble nobody could make at that point: 32's preamble, Law 36."""
    if not call.is_double_or_redouble:
        return False
    auction = facts.auction
    if auction is not None:
        return auction.why_not_legal(call, facts.get("offender")) is not None
    return turn.relation == "LHO" and turn.previously_called is False


def _next_call_steps(facts: IrregularityFacts, offender: str, law: str, relation: str) -> tuple[list[Step], dict]:
    """The offender's call at his proper turn: pending, comparable, or not (a one-turn bar on partner)."""
    intro, comparable_clause, other_clause = CLAUSES[(law, relation)]
    substitute = next_call(facts)
    if substitute is None:
        return [step("rotation.next_call_pending", intro, offender=offender, partner=partner(offender))], {}
    comparable = required(facts, "comparable", "whether the offender's call at his proper turn is comparable (Law 23A)")
    # 31B2, 32B2: at partner's (or LHO's) turn, the Director rules on the offender's call as in A2(a) or A2(b).
    as_at_rho = []
    if relation == "partner" and law in ("31", "32"):
        as_at_rho = [step("rotation.ruled_as_at_rho_turn", intro, offender=offender, next_call=call_text(substitute))]
    if comparable:
        steps = as_at_rho + [
            step("rotation.next_call_comparable", comparable_clause, offender=offender, next_call=call_text(substitute))
        ]
        more, outcome = comparable_outcome(facts, offender, "23C")
        return steps + more, outcome
    steps = as_at_rho + [
        step(
            "rotation.next_call_not_comparable",
            other_clause,
            offender=offender,
            partner=partner(offender),
            next_call=call_text(substitute),
        )
    ]
    more, outcome = not_comparable_outcome(facts, offender, "once")
    if law == "32":
        more.insert(2, step("rotation.double_lead_restrictions", "32A2(b)", consider=True))
    return steps + more, outcome


def _at_rho_turn(facts: IrregularityFacts, offender: str, call: Call, law: str, steps: list) -> Ruling:
    rho = next_seat(offender, 3)
    base = {"call_cancelled": True, "auction_reverts_to": rho, "call_in_rotation": False, "governing_law": law}
    if law == "30":
        substitute = next_call(facts)
        if substitute is not None and not substitute.is_pass:
            raise FactsError("offender_next_call", f"{offender} must pass at his next turn (30A), not {substitute}")
        steps += [
            step("rotation.pass_rho", "30A", offender=offender, rho=rho),
            step("rotation.pass_rho_lead_restrictions", "30A", consider=True),
            ui_step(offender),
            step("withdrawn.awareness", "72C", side=nos(offender)),
        ]
        return Ruling(
            SITUATION,
            steps,
            outcome=_outcome(
                offender,
                **base,
                further_rectification=True,
                offender_must_pass="once",
                offender_partner_must_pass="no",
                ui_for_offending_side=True,
                adjustment_possible=True,
            ),
        )
    answer = rho_call(facts)
    repeat, act = ("31A1", "31A2") if law == "31" else ("32A1", "32A2")
    if answer is None:
        steps.append(step("rotation.rho_pending", "31A" if law == "31" else "32A", offender=offender, rho=rho))
        return Ruling(SITUATION, steps, outcome=_outcome(offender, **base))
    if answer.is_pass:
        return _repeat(facts, offender, call, repeat, rho, base, steps)
    steps.append(step("rotation.rho_acted", act, offender=offender, rho=rho, rho_call=call_text(answer)))
    more, outcome = _next_call_steps(facts, offender, law, "RHO")
    return Ruling(SITUATION, steps + more, outcome=_outcome(offender, **base, **outcome))


def _repeat(facts, offender, call, clause, rho, base, steps) -> Ruling:
    substitute = next_call(facts)
    if substitute is not None and substitute != call:
        raise FactsError(
            "offender_next_call", f"{offender} must repeat {call} after {rho}'s pass ({clause}), not {substitute}"
        )
    steps.append(step("rotation.rho_passed_repeat", clause, offender=offender, rho=rho, call=call_text(call)))
    auction = facts.auction
    if auction is not None and call.is_bid and not auction.then(Call("P")).is_sufficient(call):
        steps.append(step("rotation.repeat_insufficient", clause, offender=offender, call=call_text(call)))
        return Ruling(
            SITUATION,
            steps,
            outcome=_outcome(
                offender,
                **{**base, "governing_law": "27"},
                offender_must_repeat=True,
            ),
        )
    return Ruling(
        SITUATION,
        steps,
        outcome=_outcome(
            offender,
            **base,
            offender_must_repeat=True,
            further_rectification=False,
            offender_partner_must_pass="no",
            lead_restrictions=False,
            ui_for_offending_side=False,
            adjustment_possible=False,
        ),
    )


def _at_partner_turn(facts: IrregularityFacts, offender: str, law: str, turn: Turn, steps: list) -> Ruling:
    clause = {"30": "30B1(a)", "31": "31B1", "32": "32B1"}[law]
    steps += [step("rotation.partner_free", clause, partner=partner(offender)), ui_step(offender)]
    more, outcome = _next_call_steps(facts, offender, law, "partner")
    more = [item for item in more if item.key != "withdrawn.ui"]  # already stated for the partner's free call
    outcome = {**outcome, "ui_for_offending_side": True}
    return Ruling(
        SITUATION,
        steps + more,
        outcome=_outcome(
            offender,
            call_cancelled=True,
            auction_reverts_to=turn.seat,
            call_in_rotation=False,
            governing_law=law,
            **outcome,
        ),
    )


def _intro(offender: str, call: Call, turn: Turn, clause: str) -> Step:
    key = {"RHO": "rotation.at_rho_turn", "partner": "rotation.at_partner_turn", "LHO": "rotation.at_lho_turn"}
    return step(key[turn.relation], clause, offender=offender, call=call_text(call), turn=turn.seat)


def rule(facts: IrregularityFacts) -> Ruling:
    offender, call = facts.get("offender"), facts.get("irregular_call")
    turn = turn_context(facts)
    barred = turn.relation == "RHO" and facts.get("barred_player") == turn.seat
    corrected = turn.relation == "RHO" and bool(facts.get("correct_player_called_first"))
    steps = [_intro(offender, call, turn, "28" if barred or corrected else "29")]
    if barred:
        steps.append(step("rotation.in_rotation_barred", "28A", offender=offender, rho=turn.seat))
        return Ruling(
            SITUATION,
            steps,
            outcome=_outcome(
                offender,
                call_in_rotation=True,
                call_cancelled=False,
                further_rectification=False,
                offender_partner_must_pass="no",
                lead_restrictions=False,
                ui_for_offending_side=False,
                adjustment_possible=False,
            ),
        )
    if corrected:
        steps += [step("rotation.correct_player_called", "28B", offender=offender, turn=turn.seat), ui_step(offender)]
        if call.is_pass:
            steps.append(step("rotation.pass_then_calls", "28B", consider=True))
        return Ruling(
            SITUATION,
            steps,
            outcome=_outcome(
                offender,
                call_in_rotation=True,
                call_cancelled=True,
                further_rectification=False,
                offender_partner_must_pass="no",
                lead_restrictions=False,
                ui_for_offending_side=True,
                adjustment_possible=False,
                governing_law="28",
            ),
        )
    if _inadmissible(facts, call, turn):
        steps.append(step("rotation.inadmissible", "32", offender=offender, call=call_text(call)))
        return Ruling(SITUATION, steps, outcome=_outcome(offender, call_cancelled=True, governing_law="36"))
    if turn.relation == "LHO":
        previously = turn.previously_called
        if previously is None:
            previously = required(
                facts,
                "offender_previously_called",
                "a call at LHO's turn is a change of call if the offender had already called (Law 25)",
            )
        if previously:
            law, _ = _governing_law(facts, call)
            clause = {"30": "30B2", "31": "31C", "32": "32C"}[law]
            steps.append(step("rotation.change_of_call", clause, offender=offender, lho=turn.seat))
            return Ruling(SITUATION, steps, outcome=_outcome(offender, change_of_call=True, governing_law="25"))
    lho = next_seat(offender)
    accepted = facts.get("accepted_by_lho")
    if facts.get("correct_player_called_first") and turn.relation == "LHO":
        accepted = True
    if accepted is None:
        raise FactsError("accepted_by_lho", f"is required: whether {lho} accepts the call out of rotation (29A)")
    if accepted:
        steps.append(step("rotation.accepted", "29A", lho=lho, offender=offender))
        return Ruling(
            SITUATION,
            steps,
            outcome=_outcome(
                offender,
                call_cancelled=False,
                further_rectification=False,
                offender_partner_must_pass="no",
                lead_restrictions=False,
                ui_for_offending_side=False,
                adjustment_possible=False,
            ),
        )
    steps.append(step("rotation.cancelled", "29B", turn=turn.seat))
    law, notes = _governing_law(facts, call)
    steps += notes
    if turn.relation == "RHO":
        return _at_rho_turn(facts, offender, call, law, steps)
    return _at_partner_turn(facts, offender, law, turn, steps)
