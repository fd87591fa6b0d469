"""A played board from PBN: who won each trick, the revokes in it, a ruling on each, and the scores.

Every revoke is ruled on its own (``rule_board_revokes``); the tricks they transfer
are added up, by side, for the adjusted score (Law 77 duplicate scoring).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from lawsite.laws.examples import translated_ruling
from lawsite.rulings import FactsError, facts_from_dict, rule_board_revokes
from lawsite.rulings.pbn import PBNError, board_result, find_revokes, parse_pbn, revokes_in
from lawsite.rulings.seats import SEATS, SIDES

from .situations import ruling_url

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def card_label(card: str) -> str:
    """"HT" -> "♥10", as printed on a traveller."""
    return SUIT_SYMBOLS[card[0]] + ("10" if card[1] == "T" else card[1])


def vulnerability(sides: frozenset) -> str:
    """The PBN value of a set of vulnerable sides: "None", "NS", "EW" or "All"."""
    if not sides:
        return "None"
    return "All" if len(sides) == 2 else next(iter(sides))


@dataclass
class BoardRuling:
    """Everything the PBN page shows; ``error`` is set instead when the record cannot be read."""

    error: str | None = None
    contract: str = ""
    declarer: str = ""
    vulnerable: str = "None"
    tricks: list[dict] = field(default_factory=list)
    revokes: list[dict] = field(default_factory=list)
    tricks_transferred: int = 0
    transferred_to: str | None = None
    score: dict | None = None
    score_missing: str | None = None


def net_transfer(rulings: list[dict]) -> tuple[int, str | None]:
    """The tricks all the rulings move, netted by side: (count, side) or (0, None)."""
    by_side = dict.fromkeys(SIDES, 0)
    for ruling in rulings:
        if ruling["tricks_transferred"]:
            by_side[ruling["transferred_to"]] += ruling["tricks_transferred"]
    difference = by_side["NS"] - by_side["EW"]
    if difference == 0:
        return 0, None
    return abs(difference), "NS" if difference > 0 else "EW"


def rule_pbn(text: str, language: str) -> BoardRuling:
    try:
        board = parse_pbn(text)
    except PBNError as error:
        return BoardRuling(error=_("The PBN record cannot be read: %(reason)s") % {"reason": error})
    if board.contract is None or board.declarer is None:
        return BoardRuling(error=_("The board needs a [Contract] that is not Pass and a [Declarer]."))
    if not board.tricks:
        return BoardRuling(error=_("The board has no [Play] section: there is no play to look for revokes in."))
    result = BoardRuling(contract=str(board.contract), declarer=board.declarer, vulnerable=vulnerability(board.vulnerable))
    revoke_cards = {(revoke.trick, revoke.offender) for revoke in find_revokes(board)}
    for trick in board.tricks:
        result.tricks.append(
            {
                "number": trick.number,
                "leader": trick.leader,
                "winner": trick.winner,
                "cards": [
                    {
                        "seat": seat,
                        "label": card_label(trick.cards[seat]) if seat in trick.cards else "",
                        "suit": trick.cards[seat][0] if seat in trick.cards else "",
                        "revoke": (trick.number, seat) in revoke_cards,
                    }
                    for seat in SEATS
                ],
            }
        )
    facts = revokes_in(board)
    try:
        rulings = [ruling.to_dict() for ruling in rule_board_revokes([facts_from_dict(f) for f in facts])]
    except FactsError as error:
        return BoardRuling(error=_("The revokes of this board cannot be ruled on: %(reason)s") % {"reason": error})
    result.tricks_transferred, result.transferred_to = net_transfer(rulings)
    tricks_made = board.declarer_tricks()
    score_inputs = {"contract": result.contract, "vulnerable": result.vulnerable, "tricks_made": tricks_made}
    for fact, ruling in zip(facts, rulings):
        result.revokes.append(
            {
                "facts": fact,
                "ruling": translated_ruling(ruling, language),
                "permalink": ruling_url(fact, score_inputs if tricks_made is not None else None),
            }
        )
    try:
        result.score = board_result(board, result.tricks_transferred, result.transferred_to)
        result.score.update(contract=result.contract, vulnerable=result.vulnerable)
    except PBNError:
        result.score_missing = _("Not all 13 tricks are in the play record and there is no [Result] tag: the board cannot be scored.")
    return result
