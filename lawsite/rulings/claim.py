"""A contested claim or concession (Laws 68-71), adjudicated from the four hands.

The claimer's side plays the clarification statement step by step; every choice it leaves open
(which card of a suit, which hand wins a trick and so leads next, the order of suits not stated,
what to discard) is resolved against the claimer among *normal* plays (70A, 70D1; the footnote:
careless or inferior, not irrational), and the defenders play double-dummy best (each of their
cards is one that `double_dummy.solve` rates best; ties are all tried). The engine's reading of
"normal", which the Director can narrow by marking a line irrational:

- a lead from a suit whose top card in that hand is a winner (no opponent holds a higher card of
  the suit) is that top card: a suit is not led from below its winners;
- following suit, any card of the suit, but a card that beats an opponent's card winning the trick
  when the hand holds one (a claimer does not duck an opponent's winner); void, any trump or any discard, but not a discard of a
  winner while the hand holds a card that is not one, or a trump to ruff with;
- cards that are equals (no card left between them outside the hand) are one choice.

An outstanding trump the statement does not mention (70C): when the Director judges it at all likely
that the claimer was unaware of it (`unaware_of_trump_likely`), lines that let it take a trick are
normal; otherwise the claimer is taken to draw it (the top trump of the hand on lead) once his
statement is played out. The search starts from the worst of a few lines played out with the claimer's
side losing most double dummy at each choice (`DIVES`) and looks for a line below it. The result is the tricks
of the worst normal line; each line is listed with
the choice that made it worse than the others, which the Director may remove as irrational.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from lawsite.rulings import double_dummy
from lawsite.rulings.adjudication_facts import STATEMENT_STEPS, SUIT_ORDERS, ClaimFacts, StatementStep
from lawsite.rulings.cards import Card as EngineCard
from lawsite.rulings.cards import card_text
from lawsite.rulings.facts import EDITIONS, FactsError, _Reader, _seat, _show
from lawsite.rulings.ruling import Ruling, step
from lawsite.rulings.seats import SEATS, next_seat, other_side, partner, side_of

SITUATION = "claim"
SUITS = ("S", "H", "D", "C")
RANKS = "AKQJT98765432"
TRUMPS = ("S", "H", "D", "C", "NT")
MAX_LINES = 3
_LINE_ID = re.compile(r"^t(1[0-3]|[1-9]):[NESW]:[SHDC][AKQJT2-9]$")
#: Further lines are listed only while a search stays under this many positions (a deterministic bound).
LINE_BUDGET = 1000
#: The worst line is proved by a search of at most this many positions; past it the worst line it met stands
#: (a whole line is met within the first 52 positions).
SEARCH_BUDGET = 5000
#: Lines played out before the search (see `_Search.dive`): the worst of them is the limit the search must go
#: below, and stands if the budget stops it first.
DIVES = 8


def _card(value: object, name: str) -> str:
    if isinstance(value, str) and len(value) == 2 and value[0] in SUITS and value[1] in RANKS:
        return value
    raise FactsError(name, f'{_show(value)} is not a card (suit letter and rank: "SK", "DT", "C2")')


_RANK_OF = {suit + rank: i for suit in SUITS for i, rank in enumerate(RANKS)}
#: next_seat and side_of as tables for the search's inner loop (they check their argument each call)
_SEAT_AFTER = {(seat, steps): next_seat(seat, steps) for seat in SEATS for steps in range(-4, 8)}
_SIDE = {seat: side_of(seat) for seat in SEATS}
_SUIT_CARDS = tuple(tuple(suit + rank for rank in RANKS) for suit in SUITS)
_DECK_ORDER = {card: i for i, card in enumerate(card for cards in _SUIT_CARDS for card in cards)}


def _rank(card: str) -> int:
    return _RANK_OF[card]  # 0 for the ace: lower is higher


def _text(card: str) -> str:
    return card_text(EngineCard(card))


def _statement_step(value: object, name: str, trumps: str | None) -> StatementStep:
    reader = _Reader(value, f"{name}.")
    kinds = [kind for kind in STATEMENT_STEPS if kind in reader.data]
    if len(kinds) != 1:
        raise FactsError(name, f"expected one of {', '.join(STATEMENT_STEPS)} (an object with one of them)")
    kind = kinds[0]
    raw = reader.get(kind)
    if kind == "card":
        result = StatementStep(kind, card=_card(raw, reader.name(kind)))
    elif kind == "suit_from_top":
        if raw not in SUITS:
            raise FactsError(reader.name(kind), f"{_show(raw)} is not a suit (S, H, D, C)")
        result = StatementStep(kind, suit=raw)
    elif kind == "ruff":
        if raw not in SUITS:
            raise FactsError(reader.name(kind), f"{_show(raw)} is not a suit (S, H, D, C)")
        if trumps is None:
            raise FactsError(reader.name(kind), "there is no ruff in notrump")
        if raw == trumps:
            raise FactsError(reader.name(kind), "a ruff is in a suit other than trumps")
        result = StatementStep(kind, suit=raw, seat=_seat(reader.get("in"), reader.name("in")))
    elif kind == "lead_from":
        result = StatementStep(kind, seat=_seat(raw, reader.name(kind)))
    else:
        if raw is not True:
            raise FactsError(reader.name(kind), "expected true")
        if kind == "draw_trumps" and trumps is None:
            raise FactsError(reader.name(kind), "there are no trumps in notrump")
        result = StatementStep(kind)
    reader.finish()
    return result


def read(reader: _Reader) -> ClaimFacts:
    edition = reader.choice("edition", EDITIONS, "2017")
    if edition != "2017":
        raise FactsError("edition", "the 2007 rules for claim are not written yet; use 2017")
    if "pbn" in reader.data:
        declarer, trumps, raw_hands, leader_from_pbn, raw_played = _from_pbn(reader)
    else:
        declarer = reader.seat("declarer")
        trumps = reader.choice("trumps", TRUMPS)
        trumps = None if trumps == "NT" else trumps
        raw_hands = reader.get("hands")
        leader_from_pbn = raw_played = None
    hands_reader = _Reader(raw_hands, "hands.")
    hands = {}
    seen: dict[str, str] = {}
    for seat in SEATS:
        cards = hands_reader.get(seat)
        if not isinstance(cards, list):
            raise FactsError(hands_reader.name(seat), "expected a list of cards")
        checked = []
        for i, value in enumerate(cards):
            card = _card(value, f"hands.{seat}[{i}]")
            if card in seen:
                raise FactsError(f"hands.{seat}[{i}]", f"{card} is also in {seen[card]}")
            seen[card] = f"hands.{seat}"
            checked.append(card)
        hands[seat] = tuple(checked)
    hands_reader.finish()
    if leader_from_pbn is None:
        leader = reader.seat("leader")
        raw_played = reader.get("played", required=False)
        raw_played = [] if raw_played is None else raw_played
    else:
        leader = leader_from_pbn
    if not isinstance(raw_played, list) or len(raw_played) > 3:
        raise FactsError("played", "expected a list of at most 3 cards, those already played to the current trick")
    played = []
    for i, value in enumerate(raw_played):
        card = _card(value, f"played[{i}]")
        if card in seen:
            raise FactsError(f"played[{i}]", f"{card} is also in {seen[card]}")
        seen[card] = "played"
        played.append(card)
    _check_position(hands, leader, played)
    claimer = reader.seat("claimer")
    remaining = len(hands[next_seat(leader, len(played))])
    claimed = reader.get("tricks_claimed")
    if isinstance(claimed, bool) or not isinstance(claimed, int) or not 0 <= claimed <= remaining:
        raise FactsError(
            "tricks_claimed", f"the tricks claimed are a whole number from 0 to {remaining}, not {_show(claimed)}"
        )
    raw_statement = reader.get("statement", required=False)
    raw_statement = [] if raw_statement is None else raw_statement
    if not isinstance(raw_statement, list) or len(raw_statement) > 60:
        raise FactsError("statement", "expected a list of steps (at most 60)")
    statement = tuple(_statement_step(item, f"statement[{i}]", trumps) for i, item in enumerate(raw_statement))
    for i, item in enumerate(statement):
        if item.kind in ("ruff", "lead_from") and side_of(item.seat) != side_of(claimer):
            raise FactsError(f"statement[{i}]", f"{item.seat} is not a hand of the claimer's side")
        if (
            item.kind == "card"
            and item.card not in hands[claimer] + hands[partner(claimer)]
            and item.card not in played
        ):
            raise FactsError(f"statement[{i}].card", f"{item.card} is not a card the claimer's side holds")
    unaware = reader.boolean("unaware_of_trump_likely", None)
    irrational = reader.get("irrational", required=False) or []
    if not isinstance(irrational, list) or len(irrational) > 20:
        raise FactsError("irrational", 'expected a list of line ids such as "t1:N:SA"')
    for i, item in enumerate(irrational):
        if not isinstance(item, str) or not _LINE_ID.match(item):
            raise FactsError(f"irrational[{i}]", f'{_show(item)} is not a line id such as "t1:N:SA"')
    agreed = reader.boolean("agreed", False)
    withdrawn = reader.boolean("agreement_withdrawn", False)
    if withdrawn and not agreed:
        raise FactsError("agreement_withdrawn", "only an agreement (agreed: true) can be withdrawn")
    within = reader.boolean("within_correction_period", None)
    won_lost = _won_tricks_agreed_lost(reader, withdrawn, 13 - remaining)
    won_conceded = _won_tricks_conceded(reader, 13 - remaining)
    suit_order = reader.choice("suit_order", SUIT_ORDERS, None)
    reader.get("notes", required=False)
    reader.finish()
    facts = ClaimFacts(
        declarer,
        hands,
        trumps,
        leader,
        tuple(played),
        claimer,
        claimed,
        statement,
        unaware,
        tuple(irrational),
        agreed,
        withdrawn,
        within,
        edition=edition,
        won_tricks_agreed_lost=won_lost,
        won_tricks_conceded=won_conceded,
        suit_order=suit_order,
    )
    _check_trump_judgement(facts)
    return facts


def _won_tricks_agreed_lost(reader: _Reader, withdrawn: bool, played_tricks: int) -> int:
    """69B1: of the tricks played before the claim, those the agreeing side had won but agreed to lose.

    A fact the Director reads from the quitted cards; asked whenever an agreement was withdrawn after tricks
    were played, never assumed to be none."""
    name = "won_tricks_agreed_lost"
    value = reader.get(name, required=False)
    if value is None:
        if withdrawn and played_tricks:
            raise FactsError(
                name,
                f"is required: the agreement was withdrawn; of the {played_tricks} tricks already played, how many "
                "had the agreeing side in fact won but agreed to lose (Law 69B1)? 0 when none",
            )
        return 0
    if not withdrawn:
        raise FactsError(name, "only with a withdrawn agreement (agreement_withdrawn: true)")
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= played_tricks:
        raise FactsError(
            name, f"a whole number from 0 to {played_tricks} (the tricks already played), not {_show(value)}"
        )
    return value


def _won_tricks_conceded(reader: _Reader, played_tricks: int) -> int:
    """71A: of the tricks played before the claim, those the claimer's side had in fact won but conceded
    (0, the default, when nobody says so)."""
    name = "won_tricks_conceded"
    value = reader.get(name, required=False)
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= played_tricks:
        raise FactsError(
            name, f"a whole number from 0 to {played_tricks} (the tricks already played), not {_show(value)}"
        )
    return value


def _from_pbn(reader: _Reader):
    """declarer, trumps, hands, leader and played from a PBN board whose play stops at the claim."""
    from lawsite.rulings.pbn import PBNError, parse_pbn

    for name in ("declarer", "trumps", "hands", "leader", "played"):
        reader.refuse(name, "is taken from the PBN board (pbn): give one or the other")
    text = reader.get("pbn")
    if not isinstance(text, str) or len(text) > 20000:
        raise FactsError("pbn", "expected the text of one PBN board (at most 20,000 characters)")
    try:
        board = parse_pbn(text)
    except PBNError as error:
        raise FactsError("pbn", str(error)) from None
    if not board.deal_complete:
        raise FactsError("pbn", "the board needs all four hands of 13 cards")
    if board.contract is None or not board.declarer:
        raise FactsError("pbn", "the board needs its contract and declarer (the trumps and the opening lead)")
    hands = {seat: [card for card in board.deal[seat]] for seat in SEATS}
    for trick in board.tricks:
        for seat, card in trick.cards.items():
            hands[seat].remove(card)
    in_progress = board.trick_in_progress()
    if in_progress is not None:
        leader = in_progress.leader
        played = [in_progress.cards[seat] for seat in _seats_from(leader) if seat in in_progress.cards]
    else:
        complete = board.complete_tricks()
        leader = complete[-1].winner if complete else next_seat(board.declarer)
        played = []
    if not any(hands.values()):
        raise FactsError("pbn", "all 13 tricks were played: there is no claim to rule on")
    return board.declarer, board.contract.trump, hands, leader, played


def _seats_from(first):
    return tuple(next_seat(first, i) for i in range(4))


def _check_position(hands, leader, played):
    to_play = next_seat(leader, len(played))
    size = len(hands[to_play])
    if size == 0:
        raise FactsError("hands", "no cards left: there is nothing to claim")
    for i in range(4):
        seat = next_seat(leader, i)
        expected = size - 1 if i < len(played) else size
        if len(hands[seat]) != expected:
            raise FactsError(
                f"hands.{seat}",
                f"holds {len(hands[seat])} cards; with {len(played)} played to the trick from {leader} it should hold {expected}",
            )
    if played:
        suit = played[0][0]
        for i, card in enumerate(played[1:], start=1):
            seat = next_seat(leader, i)
            if card[0] != suit and any(c[0] == suit for c in hands[seat]):
                raise FactsError(f"played[{i}]", f"{seat} played {card} while holding a card of the suit led")


def _opponents_trumps(facts: ClaimFacts) -> list[tuple[str, str]]:
    if facts.trumps is None:
        return []
    return [
        (seat, card)
        for seat in SEATS
        if side_of(seat) != side_of(facts.claimer)
        for card in facts.hands[seat]
        if card[0] == facts.trumps
    ]


def _mentions_trump(facts: ClaimFacts) -> bool:
    for item in facts.statement:
        if item.kind == "draw_trumps":
            return True
        if item.kind == "suit_from_top" and item.suit == facts.trumps:
            return True
        if item.kind == "card" and item.card[0] == facts.trumps:
            return True
    return False


def _check_trump_judgement(facts: ClaimFacts) -> None:
    outstanding = _opponents_trumps(facts)
    needs = bool(outstanding) and not _mentions_trump(facts)
    if needs and facts.unaware_of_trump_likely is None:
        seat, card = outstanding[0]
        raise FactsError(
            "unaware_of_trump_likely",
            f"is required: {seat} holds a trump ({card}) the statement does not mention; the Director judges whether "
            "it is at all likely the claimer was unaware of it (Law 70C2)",
        )
    if not needs and facts.unaware_of_trump_likely is not None:
        raise FactsError(
            "unaware_of_trump_likely",
            "the opponents hold no trump" if not outstanding else "the statement mentions the trumps",
        )


# --- the search -------------------------------------------------------------------------------


class _OverBudget(Exception):
    """The search for a line's decisive choice or a further line went past LINE_BUDGET positions."""


@dataclass
class _Node:
    value: int  # the claimer's tricks from here: exact, or (exact False) a lower bound
    move: str | None  # in the memo None (see `_Search.solve`)
    seat: str | None
    exact: bool = True


class _Search:
    """Worst normal line for the claimer's side: both sides' choices minimise the claimer's tricks, the
    claimer's among normal plays under the statement, the defenders' among their double-dummy best."""

    def __init__(self, facts: ClaimFacts, excluded: frozenset, draw_trumps: bool):
        self.facts = facts
        self.trumps = facts.trumps
        self.side = side_of(facts.claimer)
        self.excluded = excluded
        self.draw_trumps = draw_trumps
        self.memo: dict = {}
        self.nodes = 0
        self.budget: int | None = None  # positions the search may still visit; None: no bound
        self.bounded = False  # past the budget: lower bounds (True) or _OverBudget (see `value`)
        self.exact = True
        # the worst whole line met so far, for a search stopped by its budget: the plays from the start
        # (state, seat, card, tricks won) and the claimer's tricks on it
        self._path: list = []
        self._won = 0
        self.found: tuple[int, list] | None = None
        self.chosen: dict = {}  # state -> card on the line a stopped search stands on
        # the key of the memo renames cards after the last named card of the statement and the last
        # trick with an excluded line (see `key`)
        named = [i for i, item in enumerate(facts.statement) if item.kind == "card"]
        self._named = max(named, default=-1)
        self._last_excluded = max((int(item.split(":")[0][1:]) for item in excluded if _LINE_ID.match(item)), default=0)
        self._own = [i for i, seat in enumerate(SEATS) if _SIDE[seat] == self.side]
        self._opponents = [i for i, seat in enumerate(SEATS) if _SIDE[seat] != self.side]

    # hands are tuples of 4 frozensets in SEATS order
    def start(self):
        hands = tuple(frozenset(self.facts.hands[seat]) for seat in SEATS)
        return hands, self.facts.leader, tuple(self.facts.played), 0, 1, False

    def value(self, state, limit: int = 99) -> int:
        """The claimer's tricks from `state` on the worst line, exact when below `limit` (else at least `limit`).

        Past its budget a search stops (`_OverBudget`), or with `bounded` set goes on with each position left
        at its lower bound: a value below `limit` is then at least a lower bound, and exact only if `exact`
        says so right after the call."""
        self.exact = True
        key = self.key(state)
        known = self.memo.get(key)
        if known is not None and (known.exact or known.value >= limit):
            if known.exact:
                self._met(known.value)
            return known.value
        hands, leader, played, plan, trick, ruffing = state
        if not any(hands):
            self.memo[key] = _Node(0, None, None, True)
            self._met(0)
            return 0
        bound = self.lower_bound(hands, leader, played)
        if known is not None:  # a lower bound left by a search past its budget
            bound = max(bound, known.value)
        if bound >= limit:  # no line from here goes below `limit`: a bound, not a value
            self.memo[key] = _Node(bound, None, None, False)
            return bound
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            if not self.bounded:
                raise _OverBudget
            self.memo[key] = _Node(bound, None, None, False)
            self.exact = False
            return bound
        seat = _SEAT_AFTER[leader, len(played)]
        if _SIDE[seat] == self.side:
            moves, consumes = self.claimer_moves(hands, leader, played, plan, trick, ruffing)
        else:
            moves, consumes = self.defender_moves(hands, leader, played), {}
        best, move, exact = limit, None, True
        for card in moves:
            child, won = self.play(state, seat, card, consumes.get(card, (plan, ruffing)))
            if won >= best:
                continue
            self._path.append((state, seat, card, won))
            self._won += won
            try:
                value = won + self.value(child, best - won)
            finally:
                self._path.pop()
                self._won -= won
            if value < best:  # below the child's limit: exact, or a lower bound past the budget
                best, move, exact = value, card, self.exact
                if best <= bound and exact:  # no line goes below the bound: this one is the worst
                    break
        if not exact:
            best = max(best, bound)
        self.memo[key] = _Node(best, None, seat, move is not None and exact)
        self.exact = exact
        return best

    def key(self, state):
        """The memo's key of `state`. Only the order of the cards still in play within a suit matters to what
        follows (legal and normal plays, equals, double-dummy best cards, who wins a trick, the statement's
        steps but a named card): where no named card is left in the statement and no excluded line lies ahead,
        the key gives for each suit who holds its cards still in play from the top down (a hand's index, or a
        letter for a card on the trick by its place there), so positions that differ only by which of the low
        cards are gone share one entry; elsewhere the key is the state itself. Either way the trick's number is
        at index 4, as in a state, which `adjudicate` reads to keep the entries after a trick."""
        hands, leader, played, plan, trick, ruffing = state
        if plan <= self._named or trick <= self._last_excluded:
            return state
        holder = dict(zip(played, "abc"))
        for i, hand in enumerate(hands):
            holder.update(dict.fromkeys(hand, "0123"[i]))
        suits = ["".join([holder[c] for c in cards if c in holder]) for cards in _SUIT_CARDS]
        return (*suits, trick, leader, plan, ruffing)

    def lower_bound(self, hands, leader, played) -> int:
        """Tricks the claimer's side takes on every line from here (any play of all four, so also the normal
        and double-dummy ones). A hand of the side plays its trumps in as many tricks as it holds trumps (one
        card a trick); a trick in which it plays a trump goes to the opponents only if an opponent plays a
        higher trump to it, and each trump of the opponents is played to one trick: so the side takes at least
        the hand's trumps less the most of them the opponents' higher trumps can be matched with (one each; a
        trump of the opponents already on this trick only against a hand still to play to it). A hand that has
        played to this trick plays its trumps in later tricks, after a trick the side may be sure of (its card
        on top, no opponent still to play able to beat it). Led by the side with nothing but winners left to
        both its hands (`masters_only`), every trick is the side's."""
        trumps = self.trumps
        if not played and _SIDE[leader] == self.side and self.masters_only(hands):
            return len(hands[SEATS.index(leader)])
        if trumps is None and not played:
            return 0
        seat = _SEAT_AFTER[leader, len(played)]
        on_trick = opponents_played(played, hands, self.side, seat) if played else set()
        to_play = len(hands[SEATS.index(seat)])
        kept = [0, 0]
        if trumps is not None:
            held = [_RANK_OF[c] for i in self._opponents for c in hands[i] if c[0] == trumps]
            for n, i in enumerate(self._own):
                own = [_RANK_OF[c] for c in hands[i] if c[0] == trumps]
                if not own:
                    continue
                gone = len(hands[i]) < to_play  # this hand has played to the trick
                kept[n] = len(own) - _beaten(
                    own, held if gone else held + [_RANK_OF[c] for c in on_trick if c[0] == trumps]
                )
        sure = 0
        if played:
            best = played[_winning_index(played, trumps)]
            if best not in on_trick:
                sure = 1
                for i in range(len(played), 4):
                    player = _SEAT_AFTER[leader, i]
                    if _SIDE[player] == self.side:
                        continue
                    hand = hands[SEATS.index(player)]
                    follows = any(c[0] == played[0][0] for c in hand)
                    if any(_beats(c, best, trumps) for c in hand if c[0] == played[0][0] or not follows):
                        sure = 0
        result = sure
        for count, i in zip(kept, self._own):
            gone = len(hands[i]) < to_play
            result = max(result, sure + count if gone else count)
        return result

    def masters_only(self, hands) -> bool:
        """Every card of the claimer's side is above every card of its suit the opponents hold, and they hold
        no trump: led by the side, each trick is the side's, whoever leads next of it."""
        if self.opponents_hold_trump(hands):
            return False
        top = {}  # the opponents' highest card of each suit, as its place from the ace (0)
        for i in self._opponents:
            for card in hands[i]:
                top[card[0]] = min(top.get(card[0], 99), _RANK_OF[card])
        return all(_RANK_OF[card] < top.get(card[0], 99) for i in self._own for card in hands[i])

    def _met(self, rest: int) -> None:
        """A whole line is known from the start: the plays on the path, then `rest` tricks by the memo."""
        total = self._won + rest
        if self.found is None or total < self.found[0]:
            self.found = (total, list(self._path))

    def dive(self, start, count: int | None = None) -> int:
        """Play `count` whole lines from `start` without searching and keep the worst as the line met: each
        choice of the claimer's side is the normal play that loses most double dummy, each of the defenders'
        one of their double-dummy best. Ties go to the first in the search's order on the first line and are
        drawn (a fixed seed: the ruling does not change between runs) on the others. Its tricks for the
        claimer: a limit that quickly prunes the search, and a line that stands if the search cannot finish."""
        for number in range(DIVES if count is None else count):
            draw = random.Random(number) if number else None
            state, path, total = start, [], 0
            while any(state[0]):
                seat, moves, consumes = self.moves(state)
                choices = moves
                if len(moves) > 1 and _SIDE[seat] == self.side:
                    hands, leader, played = state[0], state[1], state[2]
                    scores = double_dummy.solve(dict(zip(SEATS, hands)), self.trumps, leader, played)
                    least = min(scores[card] for card in moves)
                    choices = [card for card in moves if scores[card] == least]
                card = draw.choice(choices) if draw else choices[0]
                child, won = self.play(state, seat, card, consumes.get(card, (state[3], state[5])))
                path.append((state, seat, card, won))
                state, total = child, total + won
            if self.found is None or total < self.found[0]:
                self.found = (total, path)
        return 99 if self.found is None else self.found[0]

    def stand_in(self) -> int:
        """The worst line met (played out by `dive` or by the search) becomes the line the memo follows from
        the start: after the budget stopped the search, or when the search found no line below it; its
        tricks for the claimer."""
        total, path = self.found
        before = 0
        for state, seat, card, won in path:
            self.memo[self.key(state)] = _Node(total - before, None, seat, True)
            self.chosen[state] = card
            before += won
        return total

    def solve(self, state) -> _Node:
        """The node of `state` with its exact value and move: the move of the line the budget stopped on, else
        the first in the search's order that keeps the value (the one the search took; the memo keeps values
        only, its key naming no real card)."""
        value = self.value(state)
        if not any(state[0]):
            return _Node(0, None, None)
        seat, moves, consumes = self.moves(state)
        move = self.chosen.get(state)
        for card in moves if move is None else ():
            child, won = self.play(state, seat, card, consumes.get(card, (state[3], state[5])))
            if won <= value and won + self.value(child, value - won + 1) == value:  # below the limit: exact
                move = card
                break
        return _Node(value, move, seat)

    def moves(self, state):
        hands, leader, played, plan, trick, ruffing = state
        seat = _SEAT_AFTER[leader, len(played)]
        if _SIDE[seat] == self.side:
            moves, consumes = self.claimer_moves(hands, leader, played, plan, trick, ruffing)
        else:
            moves, consumes = self.defender_moves(hands, leader, played), {}
        return seat, moves, consumes

    def play(self, state, seat, card, plan_after):
        hands, leader, played, _plan, trick, _ruffing = state
        plan, ruffing = plan_after
        index = SEATS.index(seat)
        hands = tuple(h - {card} if i == index else h for i, h in enumerate(hands))
        played = played + (card,)
        if len(played) < 4:
            return (hands, leader, played, plan, trick, ruffing), 0
        winner = _winner(played, leader, self.trumps)
        won = 1 if _SIDE[winner] == self.side else 0
        if ruffing:
            plan, ruffing = plan + 1, False
        return (hands, winner, (), plan, trick + 1, False), won

    # --- the claimer's side ---
    def claimer_moves(self, hands, leader, played, plan, trick, ruffing):
        seat = _SEAT_AFTER[leader, len(played)]
        hand = hands[SEATS.index(seat)]
        legal = _legal(hand, played)
        statement = self.facts.statement
        while plan < len(statement):
            item = statement[plan]
            if item.kind == "rest_high":
                plan += 1
                continue
            if item.kind == "card":
                if item.card in legal:
                    card = item.card
                    # a card of the suit led or a trump, covered by an opponent: win as cheaply as the hand can
                    # (a discard named is a discard)
                    contests = played and card[0] in (played[0][0], self.trumps)
                    top = self.opponents_top(played, hands, seat) if contests else None
                    if top is not None and _beats(top, card, self.trumps):
                        winning = [c for c in legal if _beats(c, top, self.trumps)]
                        card = max(winning, key=lambda c: (c[0] != self.trumps, _rank(c))) if winning else card
                    return [card], {card: (plan + 1, ruffing)}
                if not any(item.card in h for h in hands) and item.card not in played:
                    plan += 1  # already gone (played in a way the statement did not foresee)
                    continue
                break
            if item.kind == "lead_from":
                if not played and seat == item.seat:
                    plan += 1
                    continue
                if not played and not hands[SEATS.index(item.seat)]:
                    plan += 1
                    continue
                if played:  # steer the trick to the hand named: it wins it if it can, its partner does not
                    top = played[_winning_index(played, self.trumps)]
                    if seat == item.seat:
                        winning = [c for c in legal if _beats(c, top, self.trumps)]
                        if winning:
                            moves = self.normal(winning, hands, played, seat)
                            return moves, {card: (plan, ruffing) for card in moves}
                    else:
                        losing = [c for c in legal if not _beats(c, top, self.trumps)]
                        if losing and _winner(played, leader, self.trumps) == item.seat:
                            moves = self.normal(losing, hands, played, seat) or losing
                            return moves, {card: (plan, ruffing) for card in moves}
                break
            if item.kind == "suit_from_top":
                if not played:
                    cards = [c for c in hand if c[0] == item.suit]
                    if cards:
                        top = min(cards, key=_rank)
                        return [top], {top: (plan, ruffing)}
                    plan += 1
                    continue
                break
            if item.kind == "draw_trumps":
                if not played:
                    if self.opponents_hold_trump(hands) and any(c[0] == self.trumps for c in hand):
                        top = min((c for c in hand if c[0] == self.trumps), key=_rank)
                        return [top], {top: (plan, ruffing)}
                    plan += 1
                    continue
                break
            if item.kind == "ruff":
                if not played:
                    cards = [c for c in hand if c[0] == item.suit]
                    if seat == partner(item.seat) and cards:
                        moves = self.normal(cards, hands, played, seat)
                        return moves, {card: (plan, True) for card in moves}
                    if not any(c[0] == item.suit for c in hands[SEATS.index(partner(item.seat))]):
                        plan += 1
                        continue
                    break
                if ruffing and seat == item.seat:
                    trumps = [c for c in legal if c[0] == self.trumps]
                    if trumps and played[0][0] == item.suit and all(c[0] != item.suit for c in hand):
                        moves = self.normal(trumps, hands, played, seat)
                        return moves, {card: (plan, True) for card in moves}
                break
            break
        else:
            if self.draw_trumps and not played and self.opponents_hold_trump(hands):
                trumps = [c for c in hand if c[0] == self.trumps]
                if trumps:
                    top = min(trumps, key=_rank)
                    return [top], {top: (plan, ruffing)}
        moves = sorted(self.normal(legal, hands, played, seat), key=_rank, reverse=True)  # low cards first
        allowed = [card for card in moves if f"t{trick}:{seat}:{card}" not in self.excluded]
        moves = allowed or moves
        return moves, {card: (plan, ruffing) for card in moves}

    def opponents_hold_trump(self, hands):
        return self.trumps is not None and any(c[0] == self.trumps for i in self._opponents for c in hands[i])

    def opponents_top(self, played, hands, seat):
        """The card winning the trick so far when an opponent of the claimer's side played it, else None
        (`seat` is the one to play now)."""
        top = played[_winning_index(played, self.trumps)]
        return top if top in opponents_played(played, hands, self.side, seat) else None

    def normal(self, legal, hands, played, seat):
        """The normal plays among `legal`, one card for each set of equals."""
        opponents = [c for i in self._opponents for c in hands[i]]
        hand = hands[SEATS.index(seat)]

        def winner(card):
            return not any(c[0] == card[0] and _rank(c) < _rank(card) for c in opponents)

        if not played:
            moves = []
            for suit in SUITS:
                cards = sorted((c for c in legal if c[0] == suit), key=_rank)
                if not cards:
                    continue
                moves.extend(cards[:1] if winner(cards[0]) else cards)
        elif any(c[0] == played[0][0] for c in hand):
            moves = list(legal)
            top = self.opponents_top(played, hands, seat)
            if top is not None:
                winning = [c for c in legal if _beats(c, top, self.trumps)]
                moves = winning or moves  # an opponent's card is winning: the hand does not duck it
        else:
            ruffs = [c for c in legal if c[0] == self.trumps]
            top = self.opponents_top(played, hands, seat)
            if top is not None and top[0] == self.trumps:
                overruffs = [c for c in ruffs if _beats(c, top, self.trumps)]
                ruffs = overruffs or ruffs  # no underruff while the hand can overruff an opponent's trump
            discards = [c for c in legal if c[0] != self.trumps]
            losers = [c for c in discards if not winner(c)]
            moves = ruffs + (losers or ([] if ruffs else discards))
        return _distinct(moves, hands, played)

    # --- the defenders ---
    def defender_moves(self, hands, leader, played):
        seat = _SEAT_AFTER[leader, len(played)]
        choices = _distinct(_legal(hands[SEATS.index(seat)], played), hands, played)
        if len(choices) == 1:
            return choices
        position = {seat: hands[i] for i, seat in enumerate(SEATS)}
        return _distinct(double_dummy.best_cards(position, self.trumps, leader, played), hands, played)


def opponents_played(played, hands, side, seat):
    """The cards on the trick played by the opponents of `side` (`seat` is the one to play now)."""
    count = len(played)
    return {card for i, card in enumerate(played) if _SIDE[_SEAT_AFTER[seat, i - count]] != side}


def _legal(hand, played):
    if played:
        follow = [c for c in hand if c[0] == played[0][0]]
        if follow:
            return sorted(follow, key=_rank)
    return sorted(hand, key=lambda c: (SUITS.index(c[0]), _rank(c)))


def _distinct(cards, hands, played):
    """One card for each run of equals: no card of the suit outside the hand (or on the trick) lies between."""
    result = []
    for card in sorted(set(cards), key=_DECK_ORDER.__getitem__):
        if result and result[-1][0] == card[0]:
            previous = result[-1]
            holder = next((h for h in hands if previous in h), None)
            if (
                holder is not None
                and card in holder
                and all(
                    c in holder or (c not in played and not any(c in h for h in hands))
                    for c in _SUIT_CARDS[SUITS.index(card[0])][_RANK_OF[previous] + 1 : _RANK_OF[card]]
                )
            ):
                continue
        result.append(card)
    return result


def _beaten(own, higher) -> int:
    """The most of the ranks `own` that ranks of `higher` can beat, each one (lower is higher): each card of
    `higher`, the lowest first, against the lowest of `own` left if it beats it."""
    own = sorted(own, reverse=True)
    beaten = 0
    for rank in sorted(higher, reverse=True):
        if beaten < len(own) and rank < own[beaten]:
            beaten += 1
    return beaten


def _beats(card, top, trumps):
    """`card`, played after `top` (the card winning the trick so far), takes the lead of the trick."""
    if card[0] == top[0]:
        return _rank(card) < _rank(top)
    return card[0] == trumps


def _winning_index(played, trumps):
    best = 0
    for i, card in enumerate(played[1:], start=1):
        if _beats(card, played[best], trumps):
            best = i
    return best


def _winner(played, leader, trumps):
    return _SEAT_AFTER[leader, _winning_index(played, trumps)]


# --- the ruling -------------------------------------------------------------------------------


def _line(search: _Search, state, decide: bool = True) -> tuple[list[dict], str | None, int, bool]:
    """The line from `state`, trick by trick, its decisive choice and the count of open choices on it.

    A choice of the claimer's side is open when it had more than one normal play; the first one where
    another play would have taken more tricks is the line's decisive choice (its id). On a line that stands in
    for an unproved worst one (`decide` False) the tricks another play would take are not known, so the
    decisive choice is the first open one that gives a trick away double dummy: where the Director is likeliest
    to judge the line irrational for the player and rule again without it."""
    tricks: list[dict] = []
    decisive = None
    open_choices = 0
    exhausted = not decide
    budget = search.nodes + LINE_BUDGET  # one bound for all the decisive choice's checks
    current = {"trick": state[4], "leader": state[1], "cards": list(state[2])}
    while True:
        node = search.solve(state)
        if node.move is None:
            break
        seat, moves, consumes = search.moves(state)
        plan, ruffing = state[3], state[5]
        if side_of(seat) == search.side and len(moves) > 1:
            open_choices += 1
            if decisive is None and not exhausted:
                search.budget = budget
                try:
                    for card in moves:
                        if card == node.move:
                            continue
                        child, won = search.play(state, seat, card, consumes.get(card, (plan, ruffing)))
                        if won + search.value(child, node.value + 1 - won) > node.value:
                            decisive = f"t{state[4]}:{seat}:{node.move}"
                            break
                except _OverBudget:
                    exhausted = True
                search.budget = None
            elif decisive is None and not decide:
                scores = double_dummy.solve(dict(zip(SEATS, state[0])), search.trumps, state[1], state[2])
                if scores[node.move] < max(scores[card] for card in moves):
                    decisive = f"t{state[4]}:{seat}:{node.move}"
        child, _won = search.play(state, seat, node.move, consumes.get(node.move, (plan, ruffing)))
        current["cards"].append(node.move)
        if not child[2]:
            winner = child[1]
            tricks.append({**current, "winner": winner})
            current = {"trick": child[4], "leader": winner, "cards": []}
        state = child
    return tricks, decisive, open_choices, exhausted


def adjudicate(facts: ClaimFacts, excluded=frozenset()) -> dict:
    """The worst normal line, then (while the searches stay small) up to MAX_LINES lines, each without the
    decisive choices of the lines before it: the next worse line the Director would rule on if he judged
    the one before irrational."""
    outstanding = _opponents_trumps(facts)
    draw = bool(outstanding) and (_mentions_trump(facts) or facts.unaware_of_trump_likely is False)
    lines = []
    removed = set(excluded)
    worst = None
    previous = None
    after = 0  # the trick of the choice removed last
    complete = True
    searched = True
    least = None  # a lower bound of the worst line's tricks where the search could not prove it
    for _ in range(MAX_LINES):
        search = _Search(facts, frozenset(removed), draw)
        if previous is not None:
            # what lies after the trick of the choice just removed is unchanged: keep it (the choices removed
            # before it were removed in the previous search too)
            search.memo = {key: node for key, node in previous.memo.items() if key[4] > after}
        start = search.start()
        search.budget = LINE_BUDGET if worst is not None else SEARCH_BUDGET
        limit = search.dive(start)
        search.bounded = worst is None
        try:
            value = search.value(start, limit)
        except _OverBudget:  # a further line (the first search goes on with lower bounds)
            complete = False
            break
        if value >= limit:  # no line goes below the worst line played out: it is the worst
            value = search.stand_in()
        elif not search.exact:
            # too many positions to prove the worst line: the worst line met stands in for it (a normal line,
            # the defenders double-dummy best: at worst the first of the search order), and no line goes
            # below the lower bound the search left; where the two meet, the line is proved the worst after all
            least = value
            value = search.stand_in()
            if least < value:
                complete = False
                searched = False
            else:
                least = None
        search.budget = None
        search.bounded = False
        # a line that stands in for an unproved worst one gets its decisive choice from double dummy (see `_line`)
        tricks, decisive, open_choices, exhausted = _line(search, start, decide=searched)
        if decisive is not None and decisive in removed:
            # removing this choice left no other normal play (it is forced): the same line, not a further one
            if lines:
                break
            decisive = None
        if worst is None:
            worst = {"value": value, "tricks": tricks, "open_choices": open_choices}
        lines.append({"id": decisive, "tricks_for_claimer": value, "tricks": tricks})
        if exhausted:
            complete = False
        if decisive is None or not searched:  # an unproved line's further lines would be unproved too
            break
        removed.add(decisive)
        after = int(decisive.split(":")[0][1:])
        previous = search
    return {
        "worst": worst,
        "lines": lines,
        "draw_trumps": draw,
        "lines_complete": complete,
        "searched": searched,
        "least": worst["value"] if least is None else least,
    }


def _finesses(facts: ClaimFacts, tricks: list[dict]) -> list[dict]:
    """Choices of the worst line where a lower card of the same suit, played second or later, took more
    tricks double dummy: a finesse (or a guess which opponent holds a card) the statement did not state.

    The lower card is a finesse only when the trick, with it played, rests on a card of the suit led that an
    opponent's card still in hand outranks while the higher card played would beat that opponent's card: it
    wins if that card lies with one opponent rather than the other. Keeping a high card under partner's
    master, or ducking an opponent's winner, takes more tricks for another reason (entries, timing)."""
    hands = {seat: set(facts.hands[seat]) for seat in SEATS}
    # the cards on the trick at the claim are not in the hands: the line's first trick starts with them
    found = []
    side = side_of(facts.claimer)
    for trick in tricks:
        leader = trick["leader"]
        for i, card in enumerate(trick["cards"]):
            seat = next_seat(leader, i)
            before = tuple(trick["cards"][:i])
            same_suit = [c for c in hands[seat] if c[0] == before[0][0]] if i > 0 else []
            if side_of(seat) == side and card in hands[seat] and len(same_suit) > 1:
                values = double_dummy.solve(hands, facts.trumps, leader, before)
                outstanding = [c for s in SEATS if side_of(s) != side for c in hands[s] if c[0] == card[0]]
                better = [
                    c
                    for c, v in values.items()
                    if v > values.get(card, 0)
                    and c[0] == card[0]
                    and _rank(c) > _rank(card)
                    and c[0] == before[0][0]
                    and _finessed(before + (c,), card, outstanding, facts.trumps)
                ]
                if better:
                    found.append(
                        {"trick": trick["trick"], "seat": seat, "card": card, "better": max(better, key=_rank)}
                    )
            if card in hands[seat]:
                hands[seat].discard(card)
    return found


def _finessed(cards: tuple, higher: str, outstanding: list[str], trumps: str | None) -> bool:
    """With `cards` on the trick (the lower card last), the card winning it is of the suit led and an opponent's
    card still in hand ranks between it and `higher`, the card the hand did play."""
    top = cards[_winning_index(cards, trumps)]
    return top[0] == higher[0] and any(_rank(higher) < _rank(c) < _rank(top) for c in outstanding)


#: At most this many decisive choices are left out as against the Regulating Authority's order (70E2).
MAX_DEEMED = 4


def _below_order(facts: ClaimFacts, tricks: list[dict], line_id: str | None) -> dict | None:
    """The decisive choice `line_id` of a line when it plays a card of the suit led (or leads it) from below a
    higher card of that suit in the same hand, one not equal to it: an order "from the top down" (70E2) plays
    that top card instead. None for a discard, a ruff, the top card, or a line with no decisive choice."""
    if line_id is None:
        return None
    number, seat, card = line_id.split(":")
    hands = {s: set(facts.hands[s]) for s in SEATS}
    for trick in tricks:
        for i, played in enumerate(trick["cards"]):
            player = next_seat(trick["leader"], i)
            if f"t{trick['trick']}" == number and player == seat and played == card:
                before = trick["cards"][:i]
                if before and before[0][0] != card[0]:
                    return None
                holding = [c for c in hands[seat] if c[0] == card[0]]
                top = min(holding, key=_rank)
                live = {c for h in hands.values() for c in h} | set(before)
                between = [card[0] + r for r in RANKS[_rank(top) + 1 : _rank(card)]]
                if all(c in holding or c not in live for c in between):
                    return None  # the top card or one equal to it
                return {"line": line_id, "trick": trick["trick"], "seat": seat, "card": card, "top": top}
            hands[player].discard(played)
    return None


def rule(facts: ClaimFacts) -> Ruling:
    side = side_of(facts.claimer)
    opponents = other_side(side)
    to_play = next_seat(facts.leader, len(facts.played))
    remaining = len(facts.hands[to_play])
    conceded = remaining - facts.tricks_claimed
    steps = []
    if conceded:
        steps.append(
            step(
                "claim.claim_and_concession",
                "68B1",
                claimer=facts.claimer,
                side=side,
                claimed=facts.tricks_claimed,
                remaining=remaining,
                conceded=conceded,
            )
        )
    else:
        steps.append(step("claim.claim_all", "68A", claimer=facts.claimer, side=side, remaining=remaining))
    if facts.claimer != facts.declarer and facts.claimer != partner(facts.declarer):
        steps.append(step("claim.defender_claim", "70D2", claimer=facts.claimer))
    contested = not facts.agreed or facts.agreement_withdrawn
    excluded = set(facts.irrational)
    result = adjudicate(facts, frozenset(excluded))
    deemed = []  # 70E2: decisive choices left out as played against the Regulating Authority's order
    while contested and facts.suit_order == "top_down" and len(deemed) < MAX_DEEMED:
        below = _below_order(facts, result["worst"]["tricks"], result["lines"][0]["id"])
        if below is None:
            break
        deemed.append(below)
        excluded.add(below["line"])
        result = adjudicate(facts, frozenset(excluded))
    worst = result["worst"]
    value = worst["value"]
    position = {seat: facts.hands[seat] for seat in SEATS}
    dd = double_dummy.best_tricks(position, facts.trumps, facts.leader, facts.played, side)

    if facts.agreed and not facts.agreement_withdrawn:
        steps.append(step("claim.agreed", "69A", claimed=facts.tricks_claimed, side=side))
        awarded = facts.tricks_claimed
    else:
        if facts.won_tricks_agreed_lost:
            steps.append(step("claim.won_trick_restored", "69B1", side=opponents, tricks=facts.won_tricks_agreed_lost))
        if facts.agreed:
            steps.append(step("claim.agreement_withdrawn", "69B2", side=opponents))
        if facts.statement:
            steps.append(step("claim.statement", "70B1", claimer=facts.claimer, count=len(facts.statement)))
        else:
            steps.append(step("claim.no_statement", "70A", claimer=facts.claimer))
        outstanding = _opponents_trumps(facts)
        if outstanding:
            seat, card = outstanding[0]
            params = {"seat": seat, "card": _text(card)}
            if _mentions_trump(facts):
                steps.append(step("claim.trump_mentioned", "70C1", **params))
            elif facts.unaware_of_trump_likely:
                steps.append(step("claim.outstanding_trump", "70C", **params))
            else:
                steps.append(step("claim.trump_known", "70C2", **params))
        for line_id in facts.irrational:
            steps.append(step("claim.irrational_removed", "70D1", line=line_id))
        for below in deemed:
            steps.append(
                step(
                    "claim.suit_order",
                    "70E2",
                    line=below["line"],
                    seat=below["seat"],
                    card=_text(below["card"]),
                    higher=_text(below["top"]),
                )
            )
        steps.append(
            step(
                "claim.worst_line",
                "70D1",
                side=side,
                tricks=value,
                remaining=remaining,
                choices=worst["open_choices"],
            )
        )
        awarded = min(facts.tricks_claimed, value)
        if facts.agreed:
            steps.append(step("claim.agreement_likely", "69B2", consider=True, side=opponents))
    if value > facts.tricks_claimed:
        if facts.within_correction_period is None:
            raise FactsError(
                "within_correction_period",
                f"is required: the claimer conceded {value - facts.tricks_claimed} trick(s) that no normal line loses; "
                "Law 71 cancels such a concession within the Correction Period",
            )
        if facts.within_correction_period:
            awarded = value
            steps.append(step("claim.concession_cancelled", "71B", tricks=value - facts.tricks_claimed, side=side))
        else:
            steps.append(step("claim.concession_stands", "71B", tricks=value - facts.tricks_claimed))
    steps.append(
        step("claim.awarded", "70A", side=side, awarded=awarded, opponents=opponents, rest=remaining - awarded)
    )
    conceded_restored = 0
    if facts.won_tricks_conceded:
        if facts.within_correction_period is None:
            raise FactsError(
                "within_correction_period",
                f"is required: the claimer's side conceded {facts.won_tricks_conceded} trick(s) already played that it "
                "had in fact won; Law 71A cancels such a concession within the Correction Period",
            )
        if facts.within_correction_period:
            conceded_restored = facts.won_tricks_conceded
            steps.append(step("claim.won_trick_conceded_restored", "71A", side=side, tricks=conceded_restored))
        else:
            steps.append(step("claim.won_trick_conceded_stands", "71A", side=side, tricks=facts.won_tricks_conceded))
    finesses = _finesses(facts, worst["tricks"]) if awarded < dd else []
    for found in finesses[:2]:
        steps.append(
            step(
                "claim.unstated_finesse",
                "70E1",
                consider=True,
                trick=found["trick"],
                seat=found["seat"],
                card=_text(found["card"]),
                better=_text(found["better"]),
            )
        )
    if dd > value:
        steps.append(step("claim.unstated_line", "70D1", consider=True, side=side, dd=dd, more=dd - value))
    # 70E2 with no order given: the worst line decides the award and plays a suit from below its top
    open_order = contested and not facts.suit_order and awarded == value
    below = _below_order(facts, worst["tricks"], result["lines"][0]["id"]) if open_order else None
    if below is not None:
        steps.append(
            step(
                "claim.suit_order_open",
                "70E2",
                consider=True,
                trick=below["trick"],
                seat=below["seat"],
                card=_text(below["card"]),
                higher=_text(below["top"]),
            )
        )
    if not result["searched"]:
        steps.append(
            step("claim.search_incomplete", "70A", consider=True, side=side, tricks=value, least=result["least"])
        )
    steps.append(step("claim.double_dummy", "70A", consider=True, side=side, dd=dd, remaining=remaining))
    outcome = {
        "claimer": facts.claimer,
        "claiming_side": side,
        "remaining": remaining,
        "tricks_claimed": facts.tricks_claimed,
        "tricks_awarded": awarded,
        "tricks_to_opponents": remaining - awarded,
        "worst_normal_line": value,
        "double_dummy": dd,
        "open_choices": worst["open_choices"],
        "draws_trumps": result["draw_trumps"],
        "worst_line": worst["tricks"],
        "lines": result["lines"],
        "lines_complete": result["lines_complete"],
        "search_complete": result["searched"],
        "worst_normal_line_at_least": result["least"],
        "irrational": list(facts.irrational),
        "finesses": finesses,
        "suit_order": facts.suit_order,
        "deemed_by_suit_order": [below["line"] for below in deemed],
        "won_tricks_restored": facts.won_tricks_agreed_lost,
        "conceded_tricks_restored": conceded_restored,
    }
    return Ruling(SITUATION, steps, outcome={"edition": facts.edition, "claim": outcome})
