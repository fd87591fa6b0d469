"""Calls and the auction: what a call is, whose turn it is, and whether a call is legal or sufficient.

Calls are written "1C" … "7NT", "P", "X", "XX" (the facts' contract). An `Auction`
is the legal calls made so far from the dealer; it answers the mechanical questions
the auction laws ask (is a bid insufficient, is a double admissible, what is the
lowest sufficient bid in a denomination, has the offender called before).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lawsite.rulings.seats import next_seat, side_of

STRAINS = ("C", "D", "H", "S", "NT")  # in rank order, clubs lowest
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_BID = re.compile(r"([1-7])(C|D|H|S|NT)")


@dataclass(frozen=True)
class Call:
    """One call: a bid ("4S": level 4, strain "S"), a pass ("P"), a double ("X") or a redouble ("XX")."""

    code: str  # "4S", "P", "X", "XX"

    @property
    def is_bid(self) -> bool:
        return self.code not in ("P", "X", "XX")

    @property
    def is_pass(self) -> bool:
        return self.code == "P"

    @property
    def is_double_or_redouble(self) -> bool:
        return self.code in ("X", "XX")

    @property
    def level(self) -> int:
        return int(self.code[0])

    @property
    def strain(self) -> str:
        return self.code[1:]

    @property
    def rank(self) -> int:
        """Bids in the order of Law 18: 1C lowest, 7NT highest."""
        return (self.level - 1) * 5 + STRAINS.index(self.strain)

    @property
    def kind(self) -> str:
        """ "bid", "pass" or "double" (a redouble too): the laws 31, 30 and 32 each cover one kind."""
        if self.is_pass:
            return "pass"
        return "double" if self.is_double_or_redouble else "bid"

    def __str__(self) -> str:
        return self.code


def parse_call(value: object) -> Call | None:
    """The call a fact names, or None when it is not one of "1C" … "7NT", "P", "X", "XX"."""
    if not isinstance(value, str):
        return None
    if value in ("P", "X", "XX") or _BID.fullmatch(value):
        return Call(value)
    return None


def call_text(call: Call) -> str:
    """How a step shows a call in English: "1♠", "3NT", "pass", "X", "XX" (the site localises pass and NT)."""
    if call.is_pass:
        return "pass"
    if not call.is_bid:
        return call.code
    return f"{call.level}{SUIT_SYMBOLS.get(call.strain, call.strain)}"


def lowest_sufficient_bid(last_bid: Call | None, strain: str) -> Call | None:
    """The lowest bid in `strain` that outranks `last_bid`; None when there is none (above 7S, no 8S)."""
    level = 1 if last_bid is None else last_bid.level + (STRAINS.index(strain) <= STRAINS.index(last_bid.strain))
    return Call(f"{level}{strain}") if level <= 7 else None


@dataclass(frozen=True)
class Auction:
    """The legal calls made so far, from the dealer."""

    dealer: str
    calls: tuple[Call, ...] = ()

    def caller(self, index: int) -> str:
        return next_seat(self.dealer, index)

    @property
    def next_to_call(self) -> str:
        return self.caller(len(self.calls))

    @property
    def last_bid(self) -> Call | None:
        return next((call for call in reversed(self.calls) if call.is_bid), None)

    def _last_action(self) -> tuple[int, Call] | None:
        """The last call that was not a pass, with its index."""
        for index in range(len(self.calls) - 1, -1, -1):
            if not self.calls[index].is_pass:
                return index, self.calls[index]
        return None

    @property
    def ended(self) -> bool:
        """Four passes, or three passes after a bid, double or redouble (Law 22A)."""
        if len(self.calls) == 4 and all(call.is_pass for call in self.calls):
            return True
        return (
            len(self.calls) >= 4 and self._last_action() is not None and all(call.is_pass for call in self.calls[-3:])
        )

    def has_called(self, seat: str) -> bool:
        return any(self.caller(i) == seat for i in range(len(self.calls)))

    def is_sufficient(self, bid: Call) -> bool:
        last = self.last_bid
        return last is None or bid.rank > last.rank

    def why_not_legal(self, call: Call, seat: str) -> str | None:
        """Why `seat` may not make `call` now (insufficient bid, inadmissible double), or None when legal."""
        if call.is_pass:
            return None
        if call.is_bid:
            if self.is_sufficient(call):
                return None
            return f"{call} is insufficient after {self.last_bid}"
        last = self._last_action()
        opponent = last is not None and side_of(self.caller(last[0])) != side_of(seat)
        if call.code == "X" and opponent and last[1].is_bid:
            return None
        if call.code == "XX" and opponent and last[1].code == "X":
            return None
        return f"{call} is inadmissible here (Law 36)"

    def then(self, call: Call) -> Auction:
        return Auction(self.dealer, self.calls + (call,))
