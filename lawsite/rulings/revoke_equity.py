"""The double-dummy aid to Law 64C on a played board: what the non-offending side would have taken had the
revoker followed suit, beside what it has after the transfer.

From the position just before the revoke card (the deal less the cards of the earlier tricks and those
played to the revoke trick before it), the revoker plays his best legal card (one that follows suit) and all
four play double dummy from there on; the tricks of the earlier tricks are added as played. The result is an
aid, marked `consider`: double dummy assumes perfect play by everyone, and whether the transfer left the
non-offending side insufficiently compensated is the Director's judgement (64C1).
"""

from __future__ import annotations

from lawsite.rulings import double_dummy
from lawsite.rulings.ruling import step
from lawsite.rulings.seats import SEATS, other_side, seats_from, side_of


def equity(board, revoke, tricks_adjusted, edition_clause="64C1") -> dict | None:
    """{"double_dummy", "after_transfer", "short", "best_card", "step"} for the non-offending side; None when
    the record cannot tell (a partial deal, no trumps known, the revoke trick not recorded)."""
    if not board.deal_complete or board.contract is None or not board.declarer:
        return None
    if revoke.trick > len(board.tricks):
        return None
    trumps = board.contract.trump
    hands = {seat: set(board.deal[seat]) for seat in SEATS}
    won = {"NS": 0, "EW": 0}
    for trick in board.tricks[: revoke.trick - 1]:
        if not trick.winner:
            return None
        for seat, card in trick.cards.items():
            hands[seat].discard(card)
        won[side_of(trick.winner)] += 1
    trick = board.tricks[revoke.trick - 1]
    before = []
    for seat in seats_from(trick.leader):
        if seat == revoke.offender:
            break
        if seat not in trick.cards:
            return None
        before.append(trick.cards[seat])
        hands[seat].discard(trick.cards[seat])
    values = double_dummy.solve(hands, trumps, trick.leader, tuple(before))
    best_card = max(values, key=lambda card: (values[card], card))
    offending = side_of(revoke.offender)
    nos = other_side(offending)
    remaining = 14 - revoke.trick
    dd_nos = won[nos] + remaining - values[best_card]
    if tricks_adjusted is None:
        after = None
    else:
        after = tricks_adjusted if side_of(board.declarer) == nos else 13 - tricks_adjusted
    params = {"offender": revoke.offender, "trick": revoke.trick, "side": nos, "dd": dd_nos}
    if after is None:
        shown = step("revoke.dd_equity_unknown", edition_clause, consider=True, **params)
    elif dd_nos > after:
        shown = step(
            "revoke.dd_equity_short", edition_clause, consider=True, after=after, short=dd_nos - after, **params
        )
    else:
        shown = step("revoke.dd_equity_restored", edition_clause, consider=True, after=after, **params)
    return {
        "side": nos,
        "double_dummy": dd_nos,
        "after_transfer": after,
        "short": None if after is None else dd_nos > after,
        "best_card": best_card,
        "step": shown.to_dict(),
    }
