"""The double-dummy solver: the one module of the engine that imports endplay (Bo Haglund's DDS).

Everything else speaks the engine's own terms: seats "N" "E" "S" "W", cards "SK", "DT",
strains "S" "H" "D" "C" "NT" (trumps None for notrump), hands as collections of cards.
`tests/rulings/test_architecture.py` checks that no other file imports endplay.

- `dd_table(hands)`: tricks per strain and declarer for a full deal (13 cards each).
- `par(hands, vulnerable, dealer)`: the par score and contracts of that table.
- `solve(hands, trumps, leader, played)`: tricks per legal card for the player to play in
  any position (the remaining cards, the leader of the current trick and the cards already
  played to it), counted for that player's side over the tricks left, the current one included.
"""

from __future__ import annotations

import threading
from functools import cache, lru_cache
from types import SimpleNamespace

from lawsite.rulings.pbn import trick_winner
from lawsite.rulings.seats import SEATS, next_seat, side_of

STRAINS = ("C", "D", "H", "S", "NT")
_VULNERABLE = {frozenset(): 0, frozenset({"NS", "EW"}): 1, frozenset({"NS"}): 2, frozenset({"EW"}): 3}


@cache
def _dds() -> SimpleNamespace:
    """endplay, imported on first use: its package imports matplotlib (about half a second), which
    pages that never solve a deal (search, law pages) should not pay for."""
    from endplay import _dds as raw
    from endplay.dds import calc_dd_table, par
    from endplay.types import Deal, Denom, Penalty, Player, Vul

    return SimpleNamespace(
        calc_dd_table=calc_dd_table,
        par=par,
        raw=raw,
        Deal=Deal,
        Denom=Denom,
        Penalty=Penalty,
        Vul=Vul,
        player={"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west},
        denom={
            "S": Denom.spades,
            "H": Denom.hearts,
            "D": Denom.diamonds,
            "C": Denom.clubs,
            "NT": Denom.nt,
            None: Denom.nt,
        },
        suit_of={Denom.spades: "S", Denom.hearts: "H", Denom.diamonds: "D", Denom.clubs: "C"},
    )


def _pbn_hand(cards) -> str:
    """ "AKQ.T9..32" from cards such as "SA", "HT", "C3" (suits S H D C, ranks high to low)."""
    order = "AKQJT98765432"
    suits = []
    for suit in "SHDC":
        ranks = sorted((card[1] for card in cards if card[0] == suit), key=order.index)
        suits.append("".join(ranks))
    return ".".join(suits)


def _deal(hands):
    return _dds().Deal("N:" + " ".join(_pbn_hand(hands.get(seat, ())) for seat in SEATS))


def deal_key(hands) -> tuple:
    """The cards of each seat, sorted, in SEATS order: one key for one deal, however its hands are given."""
    return tuple(tuple(sorted(hands.get(seat, ()))) for seat in SEATS)


@lru_cache(maxsize=1024)
def _table(key: tuple):
    """DDS's table of a deal, solved once: ``par`` reads the same table, and the games of one board in a
    PBN file (every table that played it) share their deal. A table takes tenths of a second to solve."""
    return _dds().calc_dd_table(_deal(dict(zip(SEATS, key))))


def dd_table(hands) -> dict[str, dict[str, int]]:
    """{strain: {declarer seat: tricks}} for a full deal; strains C D H S NT."""
    dds = _dds()
    table = _table(deal_key(hands))
    return {strain: {seat: table[dds.denom[strain], dds.player[seat]] for seat in SEATS} for strain in STRAINS}


def par(hands, vulnerable=frozenset(), dealer="N") -> dict[str, object]:
    """{"score": points for NS, "contracts": ["4SN", ...]}: the par result of the deal's double-dummy table."""
    dds = _dds()
    table = _table(deal_key(hands))
    # A Vul, not its number: endplay reads a bare int as a board number (0 would be board 16, EW vulnerable).
    result = dds.par(table, dds.Vul(_VULNERABLE[frozenset(vulnerable)]), dds.player[dealer])
    contracts = []
    for contract in result:
        level = contract.level
        strain = {dds.Denom.nt: "NT", **dds.suit_of}[contract.denom]
        doubled = {dds.Penalty.passed: "", dds.Penalty.doubled: "X", dds.Penalty.redoubled: "XX"}[contract.penalty]
        seat = {value: key for key, value in dds.player.items()}[contract.declarer]
        contracts.append(
            {"contract": f"{level}{strain}{doubled}", "declarer": seat, "tricks": level + 6 + contract.result}
        )
    return {"score": result.score, "contracts": contracts}


def to_play(leader: str, played) -> str:
    """The seat whose turn it is when `played` cards lie on the trick led by `leader`."""
    return next_seat(leader, len(played))


def solve(hands, trumps, leader, played=()) -> dict[str, int]:
    """{card: tricks} for each legal card of the player to play, counted for his side over the tricks left.

    `hands` maps seat to its remaining cards (the cards already played to the current trick are
    not in them); `played` lists the cards on the trick in order from `leader`.
    """
    return dict(_solve(_key(hands, trumps, leader, played)))


def _key(hands, trumps, leader, played) -> tuple:
    leader, played = _next_trick(trumps, leader, tuple(played))
    return deal_key(hands), trumps, leader, played


def _next_trick(trumps, leader, played):
    """A trick of four cards is over: its winner leads to the next, none of its cards counted again."""
    if len(played) < 4:
        return leader, played
    return trick_winner({next_seat(leader, i): card for i, card in enumerate(played)}, leader, trumps), ()


_RANK_CHARS = "23456789TJQKA"  # DDS ranks 2..14
_SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}
_TRUMP_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3, "NT": 4, None: 4}
_solver_lock = threading.Lock()  # DDS's SolveBoard keeps per-thread state by index: one call at a time


def best_cards(hands, trumps, leader, played=()) -> list[str]:
    """The cards of the player to play that take the most tricks double dummy (DDS's "all optimal cards",
    cheaper than scoring every card)."""
    return [card for card, _tricks in _solve(_key(hands, trumps, leader, played), _OPTIMAL_ALL)]


_ALL_CARDS, _OPTIMAL_ALL = 3, 2  # DDS's `solutions`: every legal card scored; only the best ones


@lru_cache(maxsize=65536)
def _solve(key, solutions=_ALL_CARDS):
    """DDS's SolveBoard on its own structure (endplay's `Deal` costs more Python than the solve itself
    once positions are small): remaining cards as rank bit masks per hand and suit, the current trick
    apart; the legal cards asked for with their scores, equal cards expanded."""
    cards, trumps, leader, played = key
    raw = _dds().raw
    deal = raw.deal()
    deal.trump = _TRUMP_INDEX[trumps]
    deal.first = SEATS.index(leader)
    for i, card in enumerate(played):
        deal.currentTrickSuit[i] = _SUIT_INDEX[card[0]]
        deal.currentTrickRank[i] = _RANK_CHARS.index(card[1]) + 2
    for hand, held in enumerate(cards):
        for card in held:
            deal.remainCards[hand][_SUIT_INDEX[card[0]]] |= 1 << (_RANK_CHARS.index(card[1]) + 2)
    future = raw.futureTricks()
    with _solver_lock:
        raw.SolveBoard(deal, -1 if solutions == _OPTIMAL_ALL else 0, solutions, 1, future, 0)
    values = []
    for i in range(future.cards):
        score = future.score[i]
        if score == -1:
            continue
        holding = (1 << future.rank[i]) | future.equals[i]
        suit = "SHDC"[future.suit[i]]
        values.extend((suit + _RANK_CHARS[rank - 2], score) for rank in range(14, 1, -1) if holding & (1 << rank))
    return tuple(values)


def best_tricks(hands, trumps, leader, played, side) -> int:
    """The tricks `side` ("NS"/"EW") takes from here with best play by all four (double dummy); a trick of
    four cards in `played` is over and not counted."""
    leader, played = _next_trick(trumps, leader, tuple(played))
    values = solve(hands, trumps, leader, played)
    remaining = len(hands[to_play(leader, played)])
    best = max(values.values())
    return best if side_of(to_play(leader, played)) == side else remaining - best
