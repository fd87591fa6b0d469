"""Read PBN 2.1 files: every game of a file, each on its own, with its deal, contract and play.

A small reader of our own rather than endplay: we need a dozen tags and the play
section, endplay is a compiled dependency, and we want errors that name the line
of the file for the person who typed it. One bad game never loses the others:
`read_boards` returns a `Board` or a `BoardError` per game, in file order.

PBN reminders (the 2.1 standard, chapters 3 and 4.8):
- Games are separated by a line that is empty or holds only spaces and tabs
  (outside a {comment}). A file without those lines is still read: a tag that a
  game already has (other than Note) starts the next game instead of being
  ignored, so no board is silently lost.
- The Deal tag gives the first seat, then four hands clockwise, each as
  spades.hearts.diamonds.clubs; "-" is a hand not given.
- In the play section each group of four cards is one trick, and the columns
  are seats in fixed order starting from the Play tag's seat, not the order the
  cards were played in. "-" is a card not known or not played, "+" the next card
  to play (the play is to be continued), "*" ends the section, "^L" marks a lead
  out of turn and "^R" a revoke.
- A tag value "#" repeats the value of the previous game, "##text" gives the
  text to every later game that omits the tag; a second table's game may omit
  [Deal] and share the board of the game before it.
"""

import codecs
import re
from dataclasses import dataclass, field

from lawsite.rulings import scoring
from lawsite.rulings.seats import SEATS, next_seat, other_side, partner, seats_from, side_of

SUITS = ("S", "H", "D", "C")
RANKS = "AKQJT98765432"
BOARD_TAGS = ("Board", "Dealer", "Vulnerable", "Deal")
"""The tags that belong to the board itself: a second table's game without [Deal] shares them."""
DEFINING_TAGS = BOARD_TAGS + ("Contract", "Declarer", "Result", "Auction", "Play")
"""A game with none of these is a header or a comment, not a board."""

_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]')
_CARD = re.compile(r"^([SHDC])(10|[AKQJT2-9])((?:[!?]{1,2}|=[0-9]+=|\$[0-9]+)*)$", re.IGNORECASE | re.ASCII)
_ANNOTATION = re.compile(r"^(=[0-9]+=|\$[0-9]+|[!?]{1,2}|\^[A-Za-z])$")
_IRREGULARITY = re.compile(r"^\^([LR])(.*)$", re.IGNORECASE)
_WORD = re.compile(r"[^\s\[\]{};]+")
_BLANK_LINE = re.compile(r"[ \t\r\f\v]*(?:\n|$)")
_NEXT_BLANK_LINE = re.compile(r"\n[ \t\r\f\v]*(?:\n|$)")
_RESULT = re.compile(r"^(\^)?\s*(?:([0-9]{1,2})|(NS|EW)\s*([0-9]{1,2})(?:\s+(NS|EW)\s*([0-9]{1,2}))?)$", re.IGNORECASE)
_BID = re.compile(r"^([1-7])(NT|N|S|H|D|C)$", re.IGNORECASE)
_UNKNOWN = ("?", "")
# Law 2: board 1 is dealt by North at love all; the pattern of vulnerability repeats every 16 boards.
_VULNERABILITY_BY_BOARD = (
    "None",
    "NS",
    "EW",
    "All",
    "NS",
    "EW",
    "All",
    "None",
    "EW",
    "All",
    "None",
    "NS",
    "All",
    "None",
    "NS",
    "EW",
)


class PBNError(ValueError):
    """Bad PBN input; `line` is the 1-based line it was found on, or None for the game as a whole."""

    def __init__(self, message, line=None):
        super().__init__(message if line is None else f"line {line}: {message}")
        self.message = message
        self.line = line


@dataclass(frozen=True)
class Note:
    """Something the reader or a ruling tells the Director about a board: a message key and its parameters.

    The English texts are in `played_boards.NOTES`; the site renders the same keys in el and pl.
    """

    key: str  # "board.vulnerability_from_number"
    params: dict = field(default_factory=dict, hash=False, compare=True)  # {"board": "7", "vulnerable": "All"}


@dataclass
class Tag:
    """One tag pair as read: its value and line; `inherited_from` names the game a copied value came from."""

    value: str
    line: int
    inherited_from: int | None = None


@dataclass
class Game:
    """One game of a file before its values are interpreted: tags, the tokens after each tag, any lexical error."""

    number: int  # 1-based position in the file
    line: int  # line of its first tag
    tags: dict = field(default_factory=dict)  # name -> Tag
    sections: dict = field(default_factory=dict)  # tag name -> [(token, line)] up to the next tag
    error: PBNError | None = None

    def is_board(self):
        return any(name in self.tags for name in DEFINING_TAGS)


@dataclass
class Trick:
    """One trick as played: `cards` maps seat to card ("HK"); `winner` is None while incomplete."""

    number: int
    leader: str
    cards: dict
    winner: str | None = None
    lead_out_of_turn: bool = False  # the leader's card was marked ^L
    marked_revokes: frozenset = frozenset()  # seats whose card was marked ^R

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
    """A board as recorded: the deal, the final contract, the tricks played and what the record says of the rest.

    `deal` maps seat to its original cards (a sorted list), or None for a hand not given.
    `vulnerable` is a set of sides, or None when it is not known. `result` is the number of
    tricks for declarer's side as tagged ([Result], read into declarer's count).
    """

    deal: dict
    contract: scoring.Contract | None = None
    declarer: str | None = None
    vulnerable: frozenset | None = frozenset()
    result: int | None = None
    tricks: list = field(default_factory=list)
    dealer: str | None = None
    board: str | None = None  # the [Board] tag's value
    game: int = 1
    line: int = 1
    passed_out: bool = False
    has_play: bool = False  # the play section records at least one card
    play_unfinished: bool = False  # the play section holds '+': play is to be continued
    result_disputed: bool = False  # [Result] marked '^': the tricks agreed differ from the tricks won
    first_leader: str | None = None  # the [Play] tag's seat: the first column of the play section
    notes: list = field(default_factory=list)  # Note
    tags: dict = field(default_factory=dict)  # name -> value after inheritance, to write the board back
    lines: dict = field(default_factory=dict)  # name -> line of the tag, for messages
    sections: dict = field(default_factory=dict)  # "Auction" / "Play" -> [token] as read

    @property
    def dummy(self):
        return partner(self.declarer) if self.declarer else None

    @property
    def deal_complete(self):
        return all(hand is not None and len(hand) == 13 for hand in self.deal.values())

    def complete_tricks(self):
        return [trick for trick in self.tricks if trick.winner]

    def trick_in_progress(self):
        """The last trick when it holds some cards but not four: play stopped during it."""
        if self.tricks and not self.tricks[-1].complete:
            return self.tricks[-1]
        return None

    def trick_winners(self):
        """Seat that won each complete trick, from trick 1."""
        return [trick.winner for trick in self.complete_tricks()]

    def tricks_won(self, side):
        """Tricks won so far by a side ("NS" or "EW") in the play record."""
        return sum(1 for seat in self.trick_winners() if side_of(seat) == side)

    def declarer_tricks(self):
        """Tricks for the declaring side: from the play when all 13 were played, else the Result tag."""
        if len(self.trick_winners()) == 13 and self.declarer:
            return self.tricks_won(side_of(self.declarer))
        return self.result


@dataclass
class BoardError:
    """A game that cannot be read or ruled on; the games around it are unaffected."""

    game: int
    line: int
    board: str | None
    error: PBNError
    tags: dict = field(default_factory=dict)  # name -> value after inheritance, to tell the game apart

    @property
    def message(self):
        where = f"board {self.board}" if self.board else f"game {self.game} (no [Board] tag)"
        return f"{where}: {self.error}"


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


def _unescape(value):
    return re.sub(r"\\(.)", r"\1", value)


def _lex(text):
    """Yield ("tag", (name, value), line), ("token", value, line), ("break", None, line) and ("error", PBNError, line).

    A "break" is a line that is empty or holds only spaces and tabs: the end of a game.
    After an error the lexer skips what it cannot read (to the end of the line, or for a
    comment never closed, to the next empty line) so the following games are still read.
    """
    line = 1
    position = 0
    length = len(text)
    at_line_start = True
    while position < length:
        if at_line_start:
            blank = _BLANK_LINE.match(text, position)
            if blank and blank.group(0).endswith("\n"):
                yield "break", None, line
                line += 1
                position = blank.end()
                continue
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
                yield "error", PBNError("comment opened with '{' is never closed with '}'", line), line
                skip = _NEXT_BLANK_LINE.search(text, position)
                if not skip:
                    return
                line += text.count("\n", position, skip.start())
                position = skip.start()
                continue
            line += text.count("\n", position, end)
            position = end + 1
        elif char == ";":
            end = text.find("\n", position)
            position = length if end < 0 else end
        elif char == "[":
            match = _TAG.match(text, position)
            if not match:
                yield "error", PBNError('a tag must look like [Name "value"]', line), line
                end = text.find("\n", position)
                position = length if end < 0 else end
                continue
            yield "tag", (match.group(1), _unescape(match.group(2))), line + text.count("\n", position, match.start(2))
            line += match.group(0).count("\n")
            position = match.end()
        else:
            match = _WORD.match(text, position)
            if not match:
                yield "error", PBNError(f"unexpected character {char!r}", line), line
                position += 1
                continue
            yield "token", match.group(0), line
            position = match.end()


def read_games(text):
    """The games of a PBN text as read, before any value is interpreted or inherited."""
    games = []
    current = None
    section = None

    def start(line):
        game = Game(number=len(games) + 1, line=line)
        games.append(game)
        return game

    for kind, value, line in _lex(text):
        if kind == "break":
            current, section = None, None
        elif kind == "error":
            current = current or start(line)
            current.error = current.error or value
        elif kind == "tag":
            name, tag_value = value
            if current is not None and name in current.tags and name != "Note":
                current = None
            current = current or start(line)
            if name == "Note":
                section = None
                continue
            current.tags[name] = Tag(tag_value, line)
            current.sections[name] = []
            section = name
        elif current is not None and section is not None:
            current.sections[section].append((value, line))
    return [game for game in games if game.tags or game.error]


def inherit(games):
    """Apply PBN 2.1's inheritance: "#" copies the previous game's value, "##text" sets it for later games.

    A game without [Deal] whose [Board] is absent or the same as that of the last game
    with a deal is a second table's record of that board: it takes that game's board
    tags. (The standard forbids "#" for the tags of the deal and the contract; its
    meaning there is still plain, so it is read rather than refused.)
    """
    last = {}  # name -> Tag: the latest value of each tag
    header = {}  # name -> Tag: values given with "##"
    board_tags = None  # name -> Tag: the board tags of the latest game that had a Deal
    resolved = []
    for game in games:
        tags = {}
        for name, tag in game.tags.items():
            if tag.value.startswith("##"):
                tag = Tag(tag.value[2:], tag.line)
                header[name] = Tag(tag.value, tag.line, game.number)
            elif tag.value == "#":
                earlier = last.get(name)
                tag = Tag(earlier.value, tag.line, earlier.inherited_from) if earlier else Tag("", tag.line)
            tags[name] = tag
        for name, tag in header.items():
            tags.setdefault(name, tag)
        if "Deal" not in tags and board_tags is not None and game.is_board():
            board = tags.get("Board")
            if board is None or "Board" not in board_tags or board.value.strip() == board_tags["Board"].value.strip():
                for name, tag in board_tags.items():
                    tags.setdefault(name, tag)
        if "Deal" in game.tags:
            board_tags = {
                name: Tag(tags[name].value, tags[name].line, tags[name].inherited_from or game.number)
                for name in BOARD_TAGS
                if name in tags
            }
        for name, tag in tags.items():
            last[name] = Tag(tag.value, tag.line, tag.inherited_from or game.number)
        resolved.append(Game(game.number, game.line, tags, game.sections, game.error))
    return resolved


def _parse_hand(text, seat, line):
    """A hand's cards, or None for "-" (a hand not given); fewer than 13 cards is a partial deal."""
    if text == "-":
        return None
    suits = text.split(".")
    if len(suits) != 4:
        raise PBNError(f"the hand of {seat} has {len(suits)} suits; expected spades.hearts.diamonds.clubs", line)
    cards = []
    for suit, holding in zip(SUITS, suits):
        holding = holding.upper().replace("10", "T")
        for rank in holding:
            if rank not in RANKS:
                raise PBNError(f"the hand of {seat} has {rank!r}, which is not a rank (AKQJT98765432)", line)
            cards.append(suit + rank)
    if len(cards) > 13:
        raise PBNError(f"the hand of {seat} has {len(cards)} cards, more than 13", line)
    return sorted(cards, key=card_sort_key)


def _parse_deal(value, line):
    first, colon, hands = value.strip().partition(":")
    first = first.strip().upper()
    if not colon or first not in SEATS:
        raise PBNError(f'Deal must start with a seat and a colon, like "N:"; found {value[:10]!r}', line)
    parts = hands.split()
    if len(parts) != 4:
        raise PBNError(f'Deal has {len(parts)} hands; expected 4 ("-" for a hand not given)', line)
    deal = {seat: _parse_hand(part, seat, line) for seat, part in zip(seats_from(first), parts)}
    seen = {}
    for seat in seats_from(first):
        for card in deal[seat] or ():
            if card in seen:
                holders = f"both {seen[card]} and {seat}" if seen[card] != seat else f"{seat} twice"
                raise PBNError(f"card {card} is dealt to {holders}", line)
            seen[card] = seat
    counts = {len(hand) for hand in deal.values() if hand is not None}
    if len(counts) > 1:
        most = max(counts)
        short = next(seat for seat in SEATS if deal[seat] is not None and len(deal[seat]) != most)
        raise PBNError(f"the hand of {short} has {len(deal[short])} cards, not {most}", line)
    return {seat: deal[seat] for seat in SEATS}


def _seat(value, line, tag):
    seat = value.strip().upper()
    if seat not in SEATS:
        raise PBNError(f"{tag} must be one of N, E, S, W; found {value!r}", line)
    return seat


def vulnerability_for_board(number):
    """The vulnerability Law 2 gives a board by its number ("None", "NS", "EW", "All"), or None."""
    if not re.fullmatch(r"[0-9]{1,6}", number or "") or int(number) < 1:
        return None
    return _VULNERABILITY_BY_BOARD[(int(number) - 1) % 16]


def _vulnerable(board, tags):
    tag = tags.get("Vulnerable")
    if tag is not None and tag.value.strip() not in _UNKNOWN:
        cleaned = re.sub(r"[\s/-]+", "", tag.value) if tag.value.strip() != "-" else "-"
        try:
            return scoring.vulnerable_sides(cleaned)
        except ValueError:
            raise PBNError(
                f"not a vulnerability: {tag.value!r} (expected None, NS, EW or All; also Love, -, Both, N-S, E-W)",
                tag.line,
            ) from None
    by_number = vulnerability_for_board(board.board)
    if by_number is None:
        return None
    board.notes.append(Note("board.vulnerability_from_number", {"board": board.board, "vulnerable": by_number}))
    return scoring.vulnerable_sides(by_number)


def _contract(value, line):
    cleaned = value.strip().upper()
    if re.fullmatch(r"NT|N|S|H|D|C", cleaned):
        raise PBNError(f"Contract {value!r} names only a trump suit: this is an end position, not a played board", line)
    try:
        return scoring.parse_contract(value)
    except ValueError as error:
        raise PBNError(str(error), line) from None


def _result(value, line):
    """(tricks for each side as given, marked '^'): {"declarer": 9} or {"NS": 9, "EW": 4}."""
    match = _RESULT.match(value.strip())
    if not match:
        raise PBNError(
            f'Result must be a number of tricks (0 to 13), or like "NS 9" or "EW 4 NS 9"; found {value!r}', line
        )
    disputed, plain, side, tricks, other_side, other_tricks = match.groups()
    if plain is not None:
        given = {"declarer": int(plain)}
    else:
        given = {side.upper(): int(tricks)}
        if other_side:
            if other_side.upper() == side.upper():
                raise PBNError(f"Result names {side.upper()} twice: {value!r}", line)
            given[other_side.upper()] = int(other_tricks)
    if any(count > 13 for count in given.values()) or sum(given.values()) > 13:
        raise PBNError(f"Result must be a number of tricks, 0 to 13; found {value!r}", line)
    return given, bool(disputed)


def _result_for_declarer(given, board):
    """Declarer's side's tricks from a Result read by side; None when that cannot be told.

    Only the other side's count is given: after a complete play or a claim, declarer's
    side has the rest; while play is to be continued ('+') the count is partial.
    """
    if "declarer" in given:
        return given["declarer"]
    if board.declarer is None:
        return None
    side = side_of(board.declarer)
    if side in given:
        return given[side]
    if board.play_unfinished:
        return None
    return 13 - next(iter(given.values()))


def contract_from_auction(first, tokens, line):
    """(contract, declarer) from a finished auction section; (None, None) when all four passed.

    Annotations (notes =1=, NAGs $2, suffixes !?, ^I) are skipped, "-" and ^S stand for a
    seat that did not call; PBNError when the auction is not finished or holds a token
    that is not a call.
    """
    seat = _seat(first, line, "Auction")
    calls = []  # (seat, call): "P", "X", "XX" or (level, strain)
    finished = False
    for value, token_line in tokens:
        upper = value.upper()
        if upper in ("*", "+"):
            break
        if upper in ("-", "^S"):
            seat = next_seat(seat)
            continue
        if _ANNOTATION.match(value):
            continue
        if upper == "AP":
            finished = True
            break
        bid = _BID.match(value)
        if upper in ("PASS", "P"):
            call = "P"
        elif upper in ("X", "DBL"):
            call = "X"
        elif upper in ("XX", "RDBL"):
            call = "XX"
        elif bid:
            call = (int(bid.group(1)), "NT" if bid.group(2).upper() in ("N", "NT") else bid.group(2).upper())
        else:
            raise PBNError(f"{value!r} in the auction is not a call (like 1NT, Pass, X, XX or AP)", token_line)
        calls.append((seat, call))
        seat = next_seat(seat)
        bids = [c for _, c in calls if isinstance(c, tuple)]
        if (bids and [c for _, c in calls[-3:]] == ["P"] * 3) or (
            not bids and len(calls) == 4 and all(c == "P" for _, c in calls)
        ):
            finished = True
            break
    if not finished:
        raise PBNError("the auction is not finished, so the contract is not known", line)
    bids = [(who, call) for who, call in calls if isinstance(call, tuple)]
    if not bids:
        return None, None
    last_index = max(i for i, (_, call) in enumerate(calls) if isinstance(call, tuple))
    bidder, (level, strain) = calls[last_index]
    doubled = 0
    for _, call in calls[last_index + 1 :]:
        if call == "X":
            doubled = 1
        elif call == "XX":
            doubled = 2
    declarer = next(who for who, call in bids if side_of(who) == side_of(bidder) and call[1] == strain)
    return scoring.Contract(level, strain, doubled), declarer


@dataclass(frozen=True)
class _Cell:
    card: str | None
    line: int
    marks: frozenset = frozenset()


def _play_cells(tokens):
    """Play-section tokens as cells (card or None, line, ^L/^R marks) up to '*'; and whether '+' was seen."""
    cells = []
    unfinished = False
    marks = set()
    for value, line in tokens:
        if value == "*":
            break
        irregular = _IRREGULARITY.match(value)
        if irregular:
            marks.add("^" + irregular.group(1).upper())
            value = irregular.group(2)
            if not value:
                continue
        if value in ("-", "+"):
            cells.append(_Cell(None, line, frozenset(marks)))
            unfinished = unfinished or value == "+"
            marks.clear()
            continue
        if _ANNOTATION.match(value):
            continue
        match = _CARD.match(value)
        if not match:
            raise PBNError(f"{value!r} in the play section is not a card (like SA, HT, D7), '-', '+' or '*'", line)
        suit, rank = match.group(1).upper(), match.group(2).upper()
        cells.append(_Cell(suit + ("T" if rank == "10" else rank), line, frozenset(marks)))
        marks.clear()
    return cells, unfinished


def _play(deal, trump, first_leader, cells):
    columns = seats_from(first_leader)
    remaining = {seat: set(cards) for seat, cards in deal.items()}
    tricks = []
    leader = first_leader
    rows = [cells[start : start + 4] for start in range(0, len(cells), 4)]
    for index, row in enumerate(rows):
        number = index + 1
        row = row + [_Cell(None, row[-1].line)] * (4 - len(row))
        played = {seat: cell for seat, cell in zip(columns, row) if cell.card}
        if not played:
            later = next((cell for later_row in rows[index + 1 :] for cell in later_row if cell.card), None)
            if later:
                raise PBNError(f"trick {number} has no card recorded, but a later trick has", later.line)
            break
        if tricks and not tricks[-1].complete:
            raise PBNError(
                f"trick {number} has cards after incomplete trick {number - 1}; its leader is unknown", row[0].line
            )
        if number > 13:
            raise PBNError("more than 13 tricks in the play section", row[0].line)
        marked_leads = [seat for seat, cell in zip(columns, row) if "^L" in cell.marks]
        lead_out_of_turn = bool(marked_leads) and marked_leads[0] != leader
        if marked_leads:
            leader = marked_leads[0]
        for seat, cell in played.items():
            if cell.card not in remaining[seat]:
                where = "was already played" if cell.card in deal[seat] else "is not in that hand"
                raise PBNError(f"{seat} plays {cell.card} to trick {number}, but it {where}", cell.line)
            remaining[seat].discard(cell.card)
        cards = {seat: played[seat].card for seat in seats_from(leader) if seat in played}
        trick = Trick(
            number,
            leader,
            cards,
            lead_out_of_turn=lead_out_of_turn,
            marked_revokes=frozenset(seat for seat, cell in zip(columns, row) if "^R" in cell.marks),
        )
        if trick.complete:
            trick.winner = trick_winner(cards, leader, trump)
            leader = trick.winner
        tricks.append(trick)
    return tricks


def _declarer(board, tags):
    tag = tags.get("Declarer")
    if tag is None or tag.value.strip() in _UNKNOWN:
        return None
    value = tag.value.strip()
    if value.startswith("^"):
        seat = _seat(value[1:], tag.line, "Declarer")
        board.notes.append(Note("board.declarer_swapped", {"declarer": seat, "dummy": partner(seat)}))
        return seat
    return _seat(value, tag.line, "Declarer")


def parse_game(game):
    """A `Board` from one game with its inherited values; PBNError naming the line otherwise."""
    if game.error:
        raise game.error
    tags = game.tags
    board = Board(deal={seat: None for seat in SEATS}, game=game.number, line=game.line)
    board.tags = {name: tag.value for name, tag in tags.items()}
    board.lines = {name: tag.line for name, tag in tags.items()}
    board.sections = {name: [value for value, _ in game.sections.get(name, [])] for name in ("Auction", "Play")}
    if "Board" in tags and tags["Board"].value.strip() not in _UNKNOWN:
        board.board = tags["Board"].value.strip()
    if "Deal" in tags:
        board.deal = _parse_deal(tags["Deal"].value, tags["Deal"].line)
        source = tags["Deal"].inherited_from
        if source and source != game.number:
            board.notes.append(Note("board.deal_from_previous_game", {"line": tags["Deal"].line}))
    if "Dealer" in tags and tags["Dealer"].value.strip() not in _UNKNOWN:
        board.dealer = _seat(tags["Dealer"].value, tags["Dealer"].line, "Dealer")
    board.vulnerable = _vulnerable(board, tags)
    _read_contract(board, game)
    play = tags.get("Play")
    if play is not None and play.value.strip() not in ("", "-", "?"):
        board.first_leader = _seat(play.value, play.line, "Play")
        cells, board.play_unfinished = _play_cells(game.sections.get("Play", []))
        board.has_play = any(cell.card for cell in cells)
        if board.has_play:
            _check_playable(board, game, play.line)
            board.tricks = _play(board.deal, board.contract.trump, board.first_leader, cells)
            _note_irregular_leads(board)
    result = tags.get("Result")
    if result is not None and result.value.strip() not in _UNKNOWN and not board.passed_out:
        given, board.result_disputed = _result(result.value, result.line)
        board.result = _result_for_declarer(given, board)
        if board.result is None:
            board.notes.append(Note("board.result_not_read", {"result": result.value.strip()}))
    check_result(board)
    return board


def check_result(board):
    """PBNError on the [Result] line when the Result cannot be true of a play that stopped early.

    A play record that stops before trick 13 with a [Result] (and no '+' or '^') was ended
    by a claim or concession: 64A counts the remaining tricks to the side that receives
    them, so declarer's side has at least the tricks it won and at most those plus the
    rest, and the trick in progress goes to a side that can still win it and receives one.
    """
    if board.declarer is None or not board.has_play or board.play_unfinished:
        return
    if board.result is None or board.result_disputed:
        return
    winners = board.trick_winners()
    played = len(winners)
    if played == 13:
        return
    side = side_of(board.declarer)
    won = sum(1 for seat in winners if side_of(seat) == side)
    claimed, remaining = board.result - won, 13 - played
    line = board.lines.get("Result")
    if not 0 <= claimed <= remaining:
        raise PBNError(
            f'[Result "{board.tags["Result"]}"] gives declarer\'s side {board.result} tricks, but it won '
            f"{won} of the {played} tricks played and {remaining} remain",
            line,
        )
    in_progress = board.trick_in_progress()
    if in_progress is None or in_progress.suit_led is None:
        return  # without the lead, any seat may have won the trick in progress
    receiving = {side: claimed, other_side(side): remaining - claimed}
    seats = possible_winners(board, in_progress)
    if not any(receiving[side_of(seat)] for seat in seats):
        named = " or ".join(seats)
        raise PBNError(
            f"[Result] leaves no trick to the side of {named}, but only {named} can win trick "
            f"{in_progress.number}, unfinished when play stopped",
            line,
        )


def possible_winners(board, trick):
    """Seats that may have won a trick left unfinished: the one winning it so far, or one still to play
    that holds a card able to beat that card (a higher card of the suit led, or a trump)."""
    trump = board.contract.trump
    best = trick_winner(trick.cards, trick.leader, trump)
    played = {card for t in board.tricks for card in t.cards.values()}
    seats = [best]
    for seat in SEATS:
        if seat in trick.cards:
            continue
        held = [card for card in board.deal[seat] if card not in played]
        if any(trick_winner({best: trick.cards[best], seat: card}, best, trump) == seat for card in held):
            seats.append(seat)
    return sorted(seats, key=SEATS.index)


def _read_contract(board, game):
    """Contract and declarer from their tags, or from a finished auction when the tags do not give them."""
    tags = game.tags
    contract_tag = tags.get("Contract")
    contract_given = contract_tag is not None and contract_tag.value.strip() not in _UNKNOWN
    if contract_given:
        board.contract = _contract(contract_tag.value, contract_tag.line)
        board.passed_out = board.contract is None
    if not board.passed_out:
        board.declarer = _declarer(board, tags)
    auction = tags.get("Auction")
    if (contract_given and (board.passed_out or board.declarer)) or auction is None:
        if board.contract is not None and board.declarer is None:
            raise PBNError(f"contract {board.contract} has no [Declarer] tag", contract_tag.line)
        return
    try:
        contract, declarer = contract_from_auction(auction.value, game.sections.get("Auction", []), auction.line)
    except PBNError as error:
        if board.contract is not None:
            raise PBNError(
                f"contract {board.contract} has no [Declarer] tag, and the auction does not give one: {error.message}",
                error.line,
            ) from None
        board.notes.append(Note("board.contract_not_from_auction", {"reason": str(error)}))
        return
    if not contract_given:
        board.contract, board.passed_out = contract, contract is None
        board.notes.append(
            Note(
                "board.contract_from_auction",
                {"contract": str(contract) if contract else "Pass", "declarer": declarer or "-"},
            )
        )
    if board.declarer is None:
        board.declarer = declarer


def _check_playable(board, game, line):
    """The play can only be followed with all four hands and a known trump suit."""
    missing = [seat for seat in SEATS if board.deal[seat] is None or len(board.deal[seat]) != 13]
    if "Deal" not in board.tags:
        raise PBNError("no [Deal] tag: the play cannot be followed without the four hands", line)
    if missing:
        raise PBNError(
            f"the deal does not give all four hands (not {', '.join(missing)}): the play cannot be followed", line
        )
    if board.passed_out:
        raise PBNError("the play section needs a [Contract] that is not Pass, to know the trump suit", line)
    if board.contract is None:
        contract_tag = game.tags.get("Contract")
        where = "no [Contract] tag" if contract_tag is None else f'[Contract "{contract_tag.value}"]'
        why = next(
            (
                f" and the auction does not give it ({note.params['reason']})"
                for note in board.notes
                if note.key == "board.contract_not_from_auction"
            ),
            " and no [Auction] to find it from",
        )
        raise PBNError(f"{where}{why}: the trump suit is not known, so the tricks cannot be worked out", line)


def _note_irregular_leads(board):
    for trick in board.tricks:
        if trick.lead_out_of_turn:
            board.notes.append(Note("board.lead_out_of_turn", {"trick": trick.number, "seat": trick.leader}))
    if board.declarer and board.tricks and not board.tricks[0].lead_out_of_turn:
        proper = next_seat(board.declarer)
        if board.tricks[0].leader != proper:
            board.notes.append(Note("board.opening_leader", {"seat": board.tricks[0].leader, "proper": proper}))


def read_boards(text):
    """Every board of a PBN text in file order: a `Board`, or a `BoardError` for a game that cannot be read."""
    results = []
    for game in inherit(read_games(text)):
        if not game.is_board() and game.error is None:
            continue
        try:
            results.append(parse_game(game))
        except PBNError as error:
            board = game.tags.get("Board")
            tags = {name: tag.value for name, tag in game.tags.items()}
            results.append(BoardError(game.number, game.line, board.value.strip() if board else None, error, tags))
    return results


def decode_pbn(raw):
    """Text of a PBN file's bytes: UTF-8 (with or without a byte-order mark), UTF-16 with its byte-order mark
    (a Windows editor's "Unicode"), else Windows-1252/Latin-1 as PBN 2.1."""
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError:
            pass
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            return raw.decode("cp1252")
        except UnicodeDecodeError:
            return raw.decode("latin-1")


_CONTROL = re.compile(r"[\x00-\x08\x0e-\x19\x1b-\x1f\x7f]")  # not tab, line breaks, form feed, DOS end of file


def looks_binary(text):
    """Whether a decoded file is no text at all (compressed, a word processor's, a picture): a NUL, or control
    characters more often than one in a hundred. The reader would name only the first odd character."""
    return "\x00" in text or len(_CONTROL.findall(text)) * 100 > len(text)


def parse_pbn(text):
    """Read a text holding exactly one board with its deal; PBNError otherwise (use `read_boards` for files)."""
    games = [game for game in inherit(read_games(text)) if game.is_board() or game.error]
    if len(games) > 1:
        raise PBNError(
            f"the text holds {len(games)} games; parse_pbn reads one at a time (use read_boards)", games[1].line
        )
    if not games or ("Deal" not in games[0].tags and games[0].error is None):
        raise PBNError("no [Deal] tag: a board needs its four hands")
    return parse_game(games[0])


def find_revokes(board):
    """Every failure to follow suit by a player who still held a card of the suit led, in play order."""
    remaining = {seat: set(cards or ()) for seat, cards in board.deal.items()}
    revokes = []
    for trick in board.tricks:
        led = trick.suit_led
        for seat, card in trick.cards.items():
            if led and seat != trick.leader and card[0] != led and any(c[0] == led for c in remaining[seat]):
                revokes.append(Revoke(trick.number, seat, led, card))
        for seat, card in trick.cards.items():
            remaining[seat].discard(card)
    return revokes


def board_to_pbn(board):
    """One board written back as PBN with its inherited values filled in, so it stands alone (for a link)."""
    lines = []
    for name in ("Board", "Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Result"):
        if name in board.tags:
            lines.append(f'[{name} "{_escape(board.tags[name])}"]')
    for name in ("Auction", "Play"):
        if name in board.tags:
            lines.append(f'[{name} "{_escape(board.tags[name])}"]')
            tokens = board.sections.get(name, [])
            for start in range(0, len(tokens), 8):
                lines.append(" ".join(tokens[start : start + 8]))
    return "\n".join(lines) + "\n"


def _escape(value):
    return value.replace("\\", "\\\\").replace('"', '\\"')
