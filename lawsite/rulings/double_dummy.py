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

from functools import cache, lru_cache
from types import SimpleNamespace

from lawsite.rulings.seats import SEATS, next_seat, side_of

STRAINS = ("C", "D", "H", "S", "NT")
_VULNERABLE = {frozenset(): 0, frozenset({"NS", "EW"}): 1, frozenset({"NS"}): 2, frozenset({"EW"}): 3}


@cache
def _dds() -> SimpleNamespace:
    """endplay, imported on first use: its package imports matplotlib (about half a second), which
    pages that never solve a deal (search, law pages) should not pay for."""
    from endplay.dds import calc_dd_table, par, solve_board
    from endplay.types import Card, Deal, Denom, Penalty, Player

    return SimpleNamespace(
        calc_dd_table=calc_dd_table,
        solve_board=solve_board,
        par=par,
        Card=Card,
        Deal=Deal,
        Denom=Denom,
        Penalty=Penalty,
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


def _card(card: str):
    return _dds().Card(card[0] + card[1])


def _code(card) -> str:
    return _dds().suit_of[card.suit] + card.rank.abbr


def dd_table(hands) -> dict[str, dict[str, int]]:
    """{strain: {declarer seat: tricks}} for a full deal; strains C D H S NT."""
    dds = _dds()
    table = dds.calc_dd_table(_deal(hands))
    return {strain: {seat: table[dds.denom[strain], dds.player[seat]] for seat in SEATS} for strain in STRAINS}


def par(hands, vulnerable=frozenset(), dealer="N") -> dict[str, object]:
    """{"score": points for NS, "contracts": ["4SN", ...]}: the par result of the deal's double-dummy table."""
    dds = _dds()
    table = dds.calc_dd_table(_deal(hands))
    result = dds.par(table, _VULNERABLE[frozenset(vulnerable)], dds.player[dealer])
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
    key = (
        tuple(tuple(sorted(hands.get(seat, ()))) for seat in SEATS),
        trumps,
        leader,
        tuple(played),
    )
    return dict(_solve(key))


@lru_cache(maxsize=65536)
def _solve(key):
    cards, trumps, leader, played = key
    hands = {seat: list(cards[i]) for i, seat in enumerate(SEATS)}
    seat = leader
    for card in played:  # the cards on the trick go back to their hands, then are played in order
        hands[seat].append(card)
        seat = next_seat(seat)
    dds = _dds()
    deal = _deal(hands)
    deal.first = dds.player[leader]
    deal.trump = dds.denom[trumps]
    for card in played:
        deal.play(_card(card))
    return tuple((_code(card), tricks) for card, tricks in dds.solve_board(deal))


def best_tricks(hands, trumps, leader, played, side) -> int:
    """The tricks `side` ("NS"/"EW") takes from here with best play by all four (double dummy)."""
    values = solve(hands, trumps, leader, played)
    remaining = len(hands[to_play(leader, played)])
    best = max(values.values())
    return best if side_of(to_play(leader, played)) == side else remaining - best
