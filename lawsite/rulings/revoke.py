"""Revoke: correction before establishment (Law 62), establishment (63), tricks transferred (64).

The 64A arithmetic lives in `trick_transfer` so that dummy's question about a
revoke (43B2(b)) can reuse it with only the later tricks eligible.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from lawsite.rulings.facts import FactsError, RevokeFacts
from lawsite.rulings.ruling import Ruling, Step, step
from lawsite.rulings.seats import other_side, side_of

ESTABLISHED_BY_CLAUSE = {"play": "63A1", "designation": "63A2", "claim": "63A3", "agreed_claim": "63A4"}
#: Where the 2007 Laws differ: 63A3 covered agreeing to a claim too, and 64C was one paragraph.
ESTABLISHED_BY_CLAUSE_2007 = {**ESTABLISHED_BY_CLAUSE, "agreed_claim": "63A3"}


def equity_clause(edition: str) -> str:
    """The clause telling the Director to restore equity after an established revoke."""
    return "64C" if edition == "2007" else "64C1"


def equity_steps(facts: RevokeFacts, side: str) -> list[Step]:
    """64C (2007, one paragraph) or 64C1 with, where they concern the board, 64C2(a) and 64C2(b) (2017)."""
    steps = [step("revoke.equity", equity_clause(facts.edition), consider=True, side=side)]
    if facts.edition == "2007":
        return steps
    if facts.subsequent_revoke_same_suit:
        steps.append(
            step("revoke.equity_subsequent_same_suit", "64C2(a)", consider=True, offender=facts.offender, side=side)
        )
    if facts.both_sides_revoked:
        steps.append(step("revoke.equity_both_sides", "64C2(b)", consider=True))
    return steps


@dataclass(frozen=True)
class Transfer:
    """What 64A gives: `clause` "64A1" or "64A2", the number of tricks, and the trick that triggered it.

    `trick` is the later trick won by the offending side for 64A1 (None when there
    is none) and the first trick won by the offending side for 64A2; `by_claim` says
    that trick is one of those won by a claim or concession (its number is not known).
    """

    clause: str
    tricks: int
    trick: int | None
    revoke_trick_counted: bool
    by_claim: bool = False


def trick_transfer(
    offender: str,
    revoke_trick: int,
    trick_winners: tuple[str, ...],
    first_eligible: int = 1,
    claimed: int = 0,
) -> Transfer:
    """Tricks owed under 64A, counting only tricks numbered `first_eligible` or later (43B2(b)).

    Only the offending *player* winning the revoke trick triggers 64A1: a trick
    won in dummy is not won by declarer, though it is won by the offending side.
    `claimed` is the number of tricks the offending side won by a claim or
    concession after the last trick of `trick_winners`: each is a later trick.
    """
    offending_side = side_of(offender)
    won = [
        number
        for number in range(max(revoke_trick, first_eligible), len(trick_winners) + 1)
        if side_of(trick_winners[number - 1]) == offending_side
    ]
    if trick_winners[revoke_trick - 1] == offender:
        revoke_trick_counted = revoke_trick >= first_eligible
        later = next((number for number in won if number > revoke_trick), None)
        by_claim = later is None and claimed > 0
        tricks = int(revoke_trick_counted) + int(later is not None or by_claim)
        return Transfer("64A1", tricks, later, revoke_trick_counted, by_claim)
    first_won = won[0] if won else None
    by_claim = first_won is None and claimed > 0
    return Transfer("64A2", int(first_won is not None or by_claim), first_won, False, by_claim)


def play_complete(trick_winners: tuple[str, ...], claimed_tricks: dict[str, int] | None = None) -> bool:
    """Every trick's winner is known: all 13 are given, or the rest went by a claim or concession."""
    return len(trick_winners) == 13 or claimed_tricks is not None


def transfer_settled(transfer: Transfer) -> bool:
    """No later trick can add to the transfer: the trick that completes 64A1 or triggers 64A2 is known."""
    return transfer.trick is not None or transfer.by_claim


def pending_transfer_step(offender: str, revoke_trick: int, trick_winners: tuple[str, ...], transfer: Transfer) -> Step:
    """What 64A gives so far when later tricks are not given, and which tricks' winners would settle it."""
    side = other_side(side_of(offender))
    first = len(trick_winners) + 1
    if transfer.clause == "64A1" and transfer.revoke_trick_counted:
        return step(
            "revoke.transfer_pending_won_by_offender",
            "64A1",
            offender=offender,
            revoke_trick=revoke_trick,
            tricks=transfer.tricks,
            side=side,
            first=first,
        )
    return step(
        "revoke.transfer_pending_no_trick_yet",
        transfer.clause,
        offending_side=side_of(offender),
        revoke_trick=max(revoke_trick, 1),
        last=len(trick_winners),
        side=side,
        first=first,
    )


def transfer_step(offender: str, revoke_trick: int, transfer: Transfer) -> Step:
    """The step that states a 64A transfer of at least one trick, revoke trick counted."""
    side = other_side(side_of(offender))
    common = {"offender": offender, "revoke_trick": revoke_trick, "tricks": transfer.tricks, "side": side}
    if transfer.clause == "64A2":
        if transfer.by_claim:
            return step("revoke.offending_side_won_claimed_trick", "64A2", **common)
        return step("revoke.offending_side_won_trick", "64A2", won_trick=transfer.trick, **common)
    if transfer.by_claim:
        return step("revoke.won_by_offender_and_claimed_trick", "64A1", **common)
    if transfer.trick is None:
        return step("revoke.won_by_offender", "64A1", **common)
    return step("revoke.won_by_offender_and_later", "64A1", later_trick=transfer.trick, **common)


def _not_established(facts: RevokeFacts) -> Ruling:
    offender = facts.offender
    defender = facts.table.is_defender(offender)
    steps = [
        step("revoke.not_established", "63A", offender=offender, revoke_trick=facts.revoke_trick),
        step("revoke.must_be_corrected", "62A", offender=offender),
        step("revoke.withdrawn_card_penalty", "62B1", offender=offender)
        if defender
        else step("revoke.withdrawn_card_replaced", "62B2", offender=offender),
        step("revoke.later_cards_withdrawn", "62C1", side=other_side(side_of(offender))),
    ]
    if facts.other_side_revoked_same_trick and facts.edition == "2017":
        steps.append(step("revoke.both_revoked_same_trick", "62C3"))
    return Ruling("revoke", steps, revoke_must_be_corrected=True, penalty_card=defender)


def _corrected_same_trick(facts: RevokeFacts) -> Ruling:
    """62C3 and 64B8 (2017): both sides revoked on one trick, one side has played on: both are corrected."""
    offender = facts.offender
    defender = facts.table.is_defender(offender)
    steps = [
        step("revoke.established", "63A1", offender=offender, revoke_trick=facts.revoke_trick),
        step("revoke.both_revoked_same_trick", "62C3"),
        step("revoke.must_be_corrected", "62A", offender=offender),
        step("revoke.no_rectification.corrected_same_trick", "64B8"),
        *equity_steps(facts, other_side(side_of(offender))),
    ]
    return Ruling("revoke", steps, revoke_must_be_corrected=True, penalty_card=defender, equity_check=True)


def _exceptions(facts: RevokeFacts) -> list[Step]:
    """Every 64B exception that applies, in the order of 64B."""
    offender, revoke_trick = facts.offender, facts.revoke_trick
    offending_side = side_of(offender)
    found = []
    claimed = (facts.claimed_tricks or {}).get(offending_side, 0)
    complete = play_complete(facts.trick_winners, facts.claimed_tricks)
    if (
        complete
        and not claimed
        and not any(side_of(seat) == offending_side for seat in facts.trick_winners[revoke_trick - 1 :])
    ):
        found.append(
            step(
                "revoke.no_rectification.no_trick_won",
                "64B1",
                offending_side=offending_side,
                revoke_trick=revoke_trick,
            )
        )
    if facts.subsequent_revoke_same_suit:
        found.append(step("revoke.no_rectification.subsequent_same_suit", "64B2", offender=offender))
    if offender == facts.table.dummy:
        found.append(step("revoke.no_rectification.dummy_card", "64B3", offender=offender))
    elif facts.faced_card == "declarer_faced_card":
        if facts.edition == "2007":  # 2017 narrowed 64B3 to penalty cards and dummy's cards
            found.append(step("revoke.no_rectification.declarer_faced_card", "64B3", offender=offender))
    elif facts.faced_card:
        found.append(step("revoke.no_rectification.faced_card", "64B3"))
    if facts.attention_drawn == "after_call_next_board":
        found.append(step("revoke.no_rectification.call_on_next_board", "64B4"))
    if facts.attention_drawn == "after_round":
        found.append(step("revoke.no_rectification.after_round", "64B5"))
    if revoke_trick == 12:
        found.append(step("revoke.no_rectification.twelfth_trick", "64B6"))
    if facts.both_sides_revoked:
        found.append(step("revoke.no_rectification.both_sides", "64B7"))
    return found


def rule_revoke(facts: RevokeFacts) -> Ruling:
    """Correct an unestablished revoke; for an established one, transfer tricks unless 64B says not."""
    if not facts.established:
        return _not_established(facts)
    if facts.other_side_revoked_same_trick and facts.edition == "2017":
        return _corrected_same_trick(facts)
    offender, revoke_trick = facts.offender, facts.revoke_trick
    side = other_side(side_of(offender))
    clauses = ESTABLISHED_BY_CLAUSE_2007 if facts.edition == "2007" else ESTABLISHED_BY_CLAUSE
    established_clause = clauses[facts.established_by]
    corrected = False
    if revoke_trick == 12:
        steps = [step("revoke.established_on_twelfth", established_clause, offender=offender, revoke_trick=12)]
        corrected = facts.attention_drawn in ("during_play", "after_play")
        if corrected:
            steps.append(step("revoke.twelfth_trick_corrected", "62D1"))
            if facts.table.is_defender(offender):
                key = "revoke.twelfth_trick_partner" if facts.edition == "2007" else "revoke.twelfth_trick_partner_16C"
                steps.append(step(key, "62D2", consider=True, offender=offender))
    elif facts.established_by == "claim":
        steps = [step("revoke.established_by_claim", "63A3", offender=offender, revoke_trick=revoke_trick)]
    elif facts.established_by == "agreed_claim":
        steps = [
            step("revoke.established_by_agreed_claim", established_clause, offender=offender, revoke_trick=revoke_trick)
        ]
    else:
        steps = [step("revoke.established", established_clause, offender=offender, revoke_trick=revoke_trick)]
    exceptions = _exceptions(facts)
    tricks = 0
    missing: tuple[str, ...] = ()
    if exceptions:
        steps.extend(exceptions)
    else:
        claimed = (facts.claimed_tricks or {}).get(side_of(offender), 0)
        transfer = trick_transfer(offender, revoke_trick, facts.trick_winners, claimed=claimed)
        if transfer_settled(transfer) or play_complete(facts.trick_winners, facts.claimed_tricks):
            tricks = transfer.tricks
            steps.append(transfer_step(offender, revoke_trick, transfer))
        else:
            tricks, missing = None, ("trick_winners",)
            steps.append(pending_transfer_step(offender, revoke_trick, facts.trick_winners, transfer))
    steps.extend(equity_steps(facts, side))
    return Ruling(
        "revoke",
        steps,
        tricks_transferred=tricks,
        transferred_to=side if tricks or missing else None,
        missing_facts=missing,
        revoke_must_be_corrected=corrected,
        penalty_card=False,
        equity_check=True,
    )


def rule_board_revokes(revokes: list[RevokeFacts]) -> list[Ruling]:
    """Rule each revoke of one board on its own, in the order given.

    Where suits are known, a later established revoke in the same suit by the same
    player is marked as subsequent (64B2), and when both sides have established
    revokes each is marked as such (64B7); flags already set are kept.
    """
    if not revokes:
        return []
    first = revokes[0]
    for index, facts in enumerate(revokes):
        if facts.declarer != first.declarer:
            raise FactsError(f"revokes[{index}].declarer", "differs from the first revoke of the board")
        if facts.trick_winners != first.trick_winners:
            raise FactsError(f"revokes[{index}].trick_winners", "differs from the first revoke of the board")
        if facts.claimed_tricks != first.claimed_tricks:
            raise FactsError(f"revokes[{index}].claimed_tricks", "differs from the first revoke of the board")
    established_sides = {side_of(f.offender) for f in revokes if f.established}
    rulings = []
    for facts in revokes:
        subsequent = facts.established and any(
            earlier.established
            and earlier.offender == facts.offender
            and earlier.suit is not None
            and earlier.suit == facts.suit
            and earlier.revoke_trick < facts.revoke_trick
            for earlier in revokes
        )
        both = facts.established and len(established_sides) == 2
        marked = replace(
            facts,
            subsequent_revoke_same_suit=facts.subsequent_revoke_same_suit or subsequent,
            both_sides_revoked=facts.both_sides_revoked or both,
        )
        rulings.append(rule_revoke(marked))
    return rulings
