"""Read one board with its play from PBN 2.1 and find the revokes in it.

A small reader of our own rather than endplay: we need only six tags and the
play section, endplay is a compiled dependency, and we want errors that name
the line of the file for the person who typed it. The revokes found become
facts in the JSON contract of the rules engine (README.md beside this file), so a
played board can be ruled on without retyping it.

PBN reminders: the Deal tag gives the first seat, then four hands clockwise,
each as spades.hearts.diamonds.clubs. In the play section each group of four
cards is one trick, and the columns are seats in fixed order starting from the
Play tag's seat, not the order the cards were played in.
"""

import re
from dataclasses import dataclass, field

from lawsite.rulings import scoring
from lawsite.rulings.seats import SEATS, partner, seats_from, side_of

SUITS = ("S", "H", "D", "C")
RANKS = "AKQJT98765432"

_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_CARD = re.compile(r"^([SHDC])(10|[AKQJT2-9])((?:[!?]{1,2}|=[0-9]+=|\$[0-9]+)*)$", re.IGNORECASE | re.ASCII)
_ANNOTATION = re.compile(r"^(\+|=[0-9]+=|\$[0-9]+|[!?]{1,2}|\^[A-Za-z])$")
_WORD = re.compile(r"[^\s\[\]{};]+")


class PBNError(ValueError):
    """Bad PBN input; `line` is the 1-based line it was found on, or None for the record as a whole."""

    def __init__(self, message, line=None):
        super().__init__(message if line is None else f"line {line}: {message}")
        self.message = message
        self.line = line


@dataclass
class Trick:
    """One trick as played: `cards` maps seat to card ("HK"); `winner` is None while incomplete."""

    number: int
    leader: str
    cards: dict
    winner: str | None = None

    @property
    def suit_led(self):
        """The suit of the leader's card, or None when it is not recorded."""
        card = self.cards.get(self.leader)
        return card[0] if card else None

    @property
    def complete(self):
        return len(self.cards) == 4


@dataclass
class Board:
    """A deal, its final contract and the tricks played; `deal` maps seat to its 13 original cards."""

    deal: dict
    contract: scoring.Contract | None = None
    declarer: str | None = None
    vulnerable: frozenset = frozenset()
    result: int | None = None
    tricks: list = field(default_factory=list)
    dealer: str | None = None

    @property
    def dummy(self):
        return partner(self.declarer) if self.declarer else None

    def trick_winners(self):
        """Seat that won each complete trick, from trick 1."""
        return [trick.winner for trick in self.tricks if trick.winner]

    def tricks_won(self, side):
        """Tricks won so far by a side ("NS" or "EW") in the play record."""
        return sum(1 for seat in self.trick_winners() if side_of(seat) == side)

    def declarer_tricks(self):
        """Tricks for the declaring side: from the play when all 13 were played, else the Result tag."""
        if len(self.trick_winners()) == 13:
            return self.tricks_won(side_of(self.declarer))
        return self.result


@dataclass(frozen=True)
class Revoke:
    """A failure to follow suit while holding a card of the suit led (Law 61A)."""

    trick: int
    offender: str
    suit_led: str
    card: str


def card_sort_key(card):
    return (SUITS.index(card[0]), RANKS.index(card[1]))


def trick_winner(cards, leader, trump):
    """Highest trump if any was played, else highest card of the suit led; a discard never wins."""
    best = leader
    for seat, card in cards.items():
        current = cards[best]
        if card[0] == current[0]:
            if RANKS.index(card[1]) < RANKS.index(current[1]):
                best = seat
        elif card[0] == trump:
            best = seat
    return best


def _tokens(text):
    """Yield (kind, value, line) for tags, section tokens; skips %-lines, {comments} and ;-comments."""
    line = 1
    position = 0
    length = len(text)
    at_line_start = True
    while position < length:
        char = text[position]
        if char == "\n":
            line += 1
            position += 1
            at_line_start = True
            continue
        if char in " \t\r\f\v":
            position += 1
            continue
        if at_line_start and char == "%":
            end = text.find("\n", position)
            position = length if end < 0 else end
            continue
        at_line_start = False
        if char == "{":
            end = text.find("}", position)
            if end < 0:
                raise PBNError("comment opened with '{' is never closed with '}'", line)
            line += text.count("\n", position, end)
            position = end + 1
        elif char == ";":
            end = text.find("\n", position)
            position = length if end < 0 else end
        elif char == "[":
            match = _TAG.match(text, position)
            if not match or "\n" in match.group(0):
                raise PBNError('a tag must look like [Name "value"] on one line', line)
            yield "tag", (match.group(1), match.group(2).replace('\\"', '"').replace("\\\\", "\\")), line
            position = match.end()
        else:
            match = _WORD.match(text, position)
            if not match:
                raise PBNError(f"unexpected character {char!r}", line)
            yield "token", match.group(0), line
            position = match.end()


def _parse_hand(text, seat, line):
    suits = text.split(".")
    if text == "-":
        raise PBNError(f"the hand of {seat} is not given; all four hands are needed", line)
    if len(suits) != 4:
        raise PBNError(f"the hand of {seat} has {len(suits)} suits; expected spades.hearts.diamonds.clubs", line)
    cards = []
    for suit, holding in zip(SUITS, suits):
        holding = holding.upper().replace("10", "T")
        for rank in holding:
            if rank not in RANKS:
                raise PBNError(f"the hand of {seat} has {rank!r}, which is not a rank (AKQJT98765432)", line)
            cards.append(suit + rank)
    if len(cards) != 13:
        raise PBNError(f"the hand of {seat} has {len(cards)} cards, not 13", line)
    return sorted(cards, key=card_sort_key)


def _parse_deal(value, line):
    first, colon, hands = value.strip().partition(":")
    first = first.strip().upper()
    if not colon or first not in SEATS:
        raise PBNError(f"Deal must start with a seat and a colon, like \"N:\"; found {value[:10]!r}", line)
    parts = hands.split()
    if len(parts) != 4:
        raise PBNError(f"Deal has {len(parts)} hands; expected 4", line)
    deal = {seat: _parse_hand(part, seat, line) for seat, part in zip(seats_from(first), parts)}
    seen = {}
    for seat in seats_from(first):
        for card in deal[seat]:
            if card in seen:
                holders = f"both {seen[card]} and {seat}" if seen[card] != seat else f"{seat} twice"
                raise PBNError(f"card {card} is dealt to {holders}", line)
            seen[card] = seat
    return {seat: deal[seat] for seat in SEATS}


def _seat(value, line, tag):
    seat = value.strip().upper()
    if seat not in SEATS:
        raise PBNError(f"{tag} must be one of N, E, S, W; found {value!r}", line)
    return seat


def _play_cells(tokens):
    """Turn play-section tokens into (card or None, line) cells, dropping annotations, up to '*'."""
    cells = []
    for value, line in tokens:
        if value == "*":
            break
        if value == "-":
            cells.append((None, line))
            continue
        if _ANNOTATION.match(value):
            continue
        match = _CARD.match(value)
        if not match:
            raise PBNError(f"{value!r} in the play section is not a card (like SA, HT, D7), '-' or '*'", line)
        suit, rank = match.group(1).upper(), match.group(2).upper()
        cells.append((suit + ("T" if rank == "10" else rank), line))
    return cells


def _play(deal, trump, first_leader, cells):
    columns = seats_from(first_leader)
    remaining = {seat: set(cards) for seat, cards in deal.items()}
    tricks = []
    leader = first_leader
    for start in range(0, len(cells), 4):
        row = cells[start:start + 4]
        row += [(None, row[-1][1])] * (4 - len(row))
        number = start // 4 + 1
        played = {seat: (card, line) for seat, (card, line) in zip(columns, row) if card}
        if not played:
            continue
        if tricks and not tricks[-1].complete:
            raise PBNError(f"trick {number} has cards after incomplete trick {number - 1}; its leader is unknown",
                           row[0][1])
        if number > 13:
            raise PBNError("more than 13 tricks in the play section", row[0][1])
        for seat, (card, line) in played.items():
            if card not in remaining[seat]:
                where = "was already played" if card in deal[seat] else "is not in that hand"
                raise PBNError(f"{seat} plays {card} to trick {number}, but it {where}", line)
            remaining[seat].discard(card)
        cards = {seat: played[seat][0] for seat in seats_from(leader) if seat in played}
        trick = Trick(number, leader, cards)
        if trick.complete:
            trick.winner = trick_winner(cards, leader, trump)
            leader = trick.winner
        tricks.append(trick)
    return tricks


def parse_pbn(text):
    """Read one board: Deal, Contract, Declarer, Vulnerable, Result, Dealer and the Play section."""
    tags = {}
    sections = {}
    current = None
    for kind, value, line in _tokens(text):
        if kind == "tag":
            name, tag_value = value
            if name in tags:
                if name == "Deal":
                    raise PBNError("a second [Deal] tag: parse_pbn reads one board at a time", line)
                current = None
                continue
            tags[name] = (tag_value, line)
            current = name
            sections[name] = []
        elif current is not None:
            sections[current].append((value, line))
    if "Deal" not in tags:
        raise PBNError("no [Deal] tag: a board needs its four hands")
    deal = _parse_deal(*tags["Deal"])
    board = Board(deal=deal)
    if "Dealer" in tags and tags["Dealer"][0].strip() not in ("", "?"):
        board.dealer = _seat(*tags["Dealer"], "Dealer")
    if "Vulnerable" in tags:
        try:
            board.vulnerable = scoring.vulnerable_sides(tags["Vulnerable"][0])
        except ValueError as error:
            raise PBNError(str(error), tags["Vulnerable"][1]) from None
    if "Contract" in tags and tags["Contract"][0].strip():
        try:
            board.contract = scoring.parse_contract(tags["Contract"][0])
        except ValueError as error:
            raise PBNError(str(error), tags["Contract"][1]) from None
    if board.contract is not None:
        if "Declarer" not in tags:
            raise PBNError(f"contract {board.contract} has no [Declarer] tag", tags["Contract"][1])
        board.declarer = _seat(*tags["Declarer"], "Declarer")
    if "Result" in tags and tags["Result"][0].strip():
        value, line = tags["Result"]
        if not re.fullmatch(r"[0-9]{1,2}", value.strip()) or int(value) > 13:
            raise PBNError(f"Result must be the number of tricks for declarer, 0 to 13; found {value!r}", line)
        board.result = int(value)
    if "Play" in tags and tags["Play"][0].strip() not in ("", "-", "?"):
        value, line = tags["Play"]
        leader = _seat(value, line, "Play")
        cells = _play_cells(sections["Play"])
        if cells and board.contract is None:
            raise PBNError("the play section needs a [Contract] that is not Pass, to know the trump suit", line)
        board.tricks = _play(deal, board.contract.trump if board.contract else None, leader, cells)
    return board


def find_revokes(board):
    """Every failure to follow suit by a player who still held a card of the suit led, in play order."""
    remaining = {seat: set(cards) for seat, cards in board.deal.items()}
    revokes = []
    for trick in board.tricks:
        led = trick.suit_led
        for seat, card in trick.cards.items():
            if led and seat != trick.leader and card[0] != led and any(c[0] == led for c in remaining[seat]):
                revokes.append(Revoke(trick.number, seat, led, card))
        for seat, card in trick.cards.items():
            remaining[seat].discard(card)
    return revokes


def _established(board, revoke):
    """Law 63A1: the offender or his partner has led or played to a later trick."""
    offending = {revoke.offender, partner(revoke.offender)}
    return any(offending & trick.cards.keys() for trick in board.tricks if trick.number > revoke.trick)


def revokes_in(board):
    """The revokes of a played board as `revoke` facts for the rules engine (README.md)."""
    if board.declarer is None:
        return []
    revokes = find_revokes(board)
    established = [_established(board, revoke) for revoke in revokes]
    established_sides = {side_of(r.offender) for r, done in zip(revokes, established) if done}
    winners = board.trick_winners()
    facts = []
    for index, (revoke, done) in enumerate(zip(revokes, established)):
        earlier_same_suit = any(
            r.offender == revoke.offender and r.suit_led == revoke.suit_led for r in revokes[:index]
        )
        facts.append({
            "situation": "revoke",
            "declarer": board.declarer,
            "offender": revoke.offender,
            "revoke_trick": revoke.trick,
            "trick_winners": list(winners),
            "established": done,
            "faced_card": revoke.offender == board.dummy,
            "subsequent_revoke_same_suit": earlier_same_suit,
            "both_sides_revoked": done and len(established_sides) == 2,
        })
    return facts


def board_result(board, tricks_transferred=0, transferred_to=None):
    """Table and adjusted scores of a parsed board, after a ruling's trick transfer."""
    tricks = board.declarer_tricks()
    if board.contract is None or tricks is None:
        raise PBNError("the board needs a contract and either all 13 tricks or a Result tag to be scored")
    return scoring.table_and_adjusted_result(
        board.contract, board.declarer, board.vulnerable, tricks, tricks_transferred, transferred_to
    )
