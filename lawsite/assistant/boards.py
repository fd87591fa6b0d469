"""The PBN page: every board of a pasted or uploaded file as directors read it, with a ruling on each revoke.

The rulings come from ``lawsite.rulings.played_boards`` (the same code as the CLI); this
module adds only what the page shows: texts in the page's language, card labels, the
deal diagram, the trick table and links.

Results are shared by GET: a board is written back as PBN (``board_to_pbn``, inherited
values filled in), compressed and put in the address as ``?pbn=<base64url>``. Both
directions are bounded (``MAX_SHARE_CHARS`` in the address, ``MAX_TEXT_CHARS`` once
inflated), so a link can neither exceed a server's request line nor inflate into a
large text.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.translation import get_language, gettext_lazy, ngettext_lazy
from django.utils.translation import gettext as _

from lawsite.assistant.step_messages import step_text, translated_ruling
from lawsite.assistant.step_messages_auction_play import localise_seats, rank_text, seat_text
from lawsite.rulings import double_dummy, revoke_equity
from lawsite.rulings.pbn import BoardError, board_to_pbn
from lawsite.rulings.played_boards import game_distinctions, net_transfer, rule_text, vulnerability
from lawsite.rulings.seats import SEATS, next_seat, seats_from, side_of

from .forms_claims import params_for_facts
from .situations import ruling_url

__all__ = ["net_transfer", "rule_pbn", "decode_share", "share_url", "sample_text", "ShareError"]

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {
    "S": gettext_lazy("spades"),
    "H": gettext_lazy("hearts"),
    "D": gettext_lazy("diamonds"),
    "C": gettext_lazy("clubs"),
}
MAX_SHARE_CHARS = 3000  # gunicorn refuses request lines over 4094 bytes
MAX_TEXT_CHARS = 200_000
#: Deals whose double-dummy table one page solves: each takes tenths of a second, so the tables of a
#: whole session's file would outlast the server's 30-second timeout. The boards after them say so and
#: link to their own page, which solves theirs (games of a board already solved share its table).
MAX_DOUBLE_DUMMY_DEALS = 16
SAMPLE = Path(__file__).resolve().parent / "samples" / "club_session.pbn"
_SHARE_CODE = re.compile(r"[A-Za-z0-9_-]+")

NOTE_TEXTS = {
    "board.vulnerability_from_number": gettext_lazy(
        "No vulnerability is tagged: board %(board)s is taken as vulnerable %(vulnerable)s, as Law 2 numbers the boards."
    ),
    "board.vulnerability_unknown": gettext_lazy(
        "The vulnerability is not known (no [Vulnerable] value and no board number to take it from): "
        "the board cannot be scored."
    ),
    "board.deal_from_previous_game": gettext_lazy(
        "This game gives no deal of its own: the deal is the one on line %(line)s "
        "(another table's record of the same board)."
    ),
    "board.declarer_swapped": gettext_lazy(
        "[Declarer] is marked ^: declarer and dummy were swapped, %(declarer)s played the hand and %(dummy)s was "
        "dummy (as when declarer faces his hand after an opening lead out of turn, Law 54A)."
    ),
    "board.contract_from_auction": gettext_lazy(
        "There is no [Contract] tag: the contract %(contract)s by %(declarer)s is read from the auction."
    ),
    "board.contract_not_from_auction": gettext_lazy(
        "There is no [Contract] tag, and the contract cannot be read from the auction: %(reason)s."
    ),
    "board.contract_unknown": gettext_lazy("The contract is not known: the board cannot be scored."),
    "board.result_not_read": gettext_lazy(
        '[Result "%(result)s"] counts tricks by side, and declarer\'s tricks cannot be told from it here '
        "(no declarer, or play still to be continued)."
    ),
    "board.lead_out_of_turn": gettext_lazy(
        "Trick %(trick)s was led by %(seat)s out of turn (marked ^L); play went on from that lead."
    ),
    "board.opening_leader": gettext_lazy(
        "The first card was played by %(seat)s, but declarer's left-hand opponent is %(proper)s: an opening lead "
        "out of turn, or a mistake in the record."
    ),
    "board.no_play": gettext_lazy("The record has no play: there is nothing to look for revokes in."),
    "board.passed_out": gettext_lazy("The board was passed out."),
    "board.partial_deal": gettext_lazy("The deal does not give every hand in full (not %(missing)s)."),
    "board.claim": gettext_lazy(
        "Play stopped after %(played)s tricks with a claim or concession: of the remaining %(remaining)s tricks, "
        "declarer's side (%(side)s) took %(claimed)s, %(result)s in all ([Result])."
    ),
    "board.result_unknown": gettext_lazy(
        "The record stops after %(played)s complete tricks and there is no [Result]: the table result is not "
        "known, so the board cannot be scored."
    ),
    "board.play_unfinished": gettext_lazy(
        "The play is marked to be continued ('+') after %(played)s complete tricks: there is no table result yet."
    ),
    "board.result_differs": ngettext_lazy(
        "[Result] gives declarer's side %(result)s trick, but the play gives %(played)s: the play is used.",
        "[Result] gives declarer's side %(result)s tricks, but the play gives %(played)s: the play is used.",
        "result",
    ),
    "board.result_disputed": gettext_lazy(
        "[Result] is marked ^: the number of tricks agreed differs from the tricks won. "
        "Law 79 (tricks won) is for the Director to apply."
    ),
    "board.claim_split_unknown": gettext_lazy(
        "[Result] cannot be split between the tricks played and those claimed: who won the tricks after trick "
        "%(played)s is not known."
    ),
    "board.twelfth_trick_replayed": gettext_lazy(
        "The revoke by %(offender)s on trick 12 is corrected (Law 62D1): tricks 12 and 13 are played again from "
        "the corrected position, so the result after the correction is not in the record and no adjusted score "
        "is given."
    ),
    "board.revoke_corrected": gettext_lazy(
        "The revoke by %(offender)s on trick %(trick)s is not established and is corrected (Law 62): play goes on "
        "from the corrected position, so the result after the correction is not in the record and no adjusted "
        "score is given."
    ),
    "board.adjusted_unknown": gettext_lazy(
        "The tricks transferred depend on what the record cannot tell (see the revokes): no adjusted score is given."
    ),
    "board.in_progress_winner_unknown": gettext_lazy(
        "Play stopped with a claim during trick %(trick)s, before it was finished: who won that trick is not in "
        "the record, and the ruling depends on it. The Director establishes it with the players."
    ),
    "board.unrecorded_tricks": gettext_lazy(
        "Tricks %(first)s to 13 are not in the record: whether %(side)s won any of them decides the ruling. "
        "The Director establishes it with the players."
    ),
    "board.if_trick_won_by": gettext_lazy("If %(seat)s won trick %(trick)s:"),
    "board.if_side_won_none": gettext_lazy("If %(side)s won none of tricks %(first)s to 13:"),
    "board.if_side_won_some": gettext_lazy(
        "If %(side)s won at least one of tricks %(first)s to 13 (trick %(first)s stands for it below):"
    ),
}


#: How a page names what tells apart the games of one board (``game_distinctions``); Event and Date as given.
DISTINCTION_TEXTS = {
    "Table": gettext_lazy("table %(table)s"),
    "Section": gettext_lazy("section %(section)s"),
    "Round": gettext_lazy("round %(round)s"),
    "players": gettext_lazy("NS %(north)s – %(south)s, EW %(east)s – %(west)s"),
    "position": gettext_lazy("game %(game)s of %(games)s"),
}
ROOMS = {"open": gettext_lazy("open room"), "closed": gettext_lazy("closed room")}


class ShareError(ValueError):
    """A shared address whose board cannot be read back; the message is for the user."""


def note_text(note) -> str:
    return NOTE_TEXTS[note.key] % localise_seats(note.params, get_language())  # a plural entry reads its number


def distinction_text(distinctions: list) -> str:
    """What tells a game apart from the other games of its board, in the page's language ("" for none)."""
    parts = []
    for key, params in distinctions:
        if key == "Room":
            room = ROOMS.get(params["room"].lower())
            parts.append(str(room) if room else _("room %(room)s") % params)
        elif key in ("Event", "Date"):
            parts.append(params[key.lower()])
        else:
            parts.append(str(DISTINCTION_TEXTS[key]) % params)
    return ", ".join(parts)


def encode_share(text: str) -> str | None:
    """The address form of a PBN text, or None when it would be longer than ``MAX_SHARE_CHARS``."""
    code = base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii").rstrip("=")
    return code if len(code) <= MAX_SHARE_CHARS else None


def decode_share(code: str) -> str:
    """The PBN text of a shared address; ShareError when it is too long, damaged or inflates too far."""
    if len(code) > MAX_SHARE_CHARS:
        raise ShareError(
            _("The board in the link is too long (over %(limit)s characters).") % {"limit": MAX_SHARE_CHARS}
        )
    if not _SHARE_CODE.fullmatch(code):
        raise ShareError(_("The board in the link is damaged: it cannot be read."))
    try:
        packed = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_TEXT_CHARS * 4)
        if inflater.unconsumed_tail or not inflater.eof:
            raise ShareError(_("The board in the link is damaged: it cannot be read."))
        return raw.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError) as error:
        if isinstance(error, ShareError):
            raise
        raise ShareError(_("The board in the link is damaged: it cannot be read.")) from None


def share_url(text: str) -> str | None:
    code = encode_share(text)
    return reverse("assistant:pbn") + "?" + urlencode({"pbn": code}) if code else None


def sample_text() -> str:
    return SAMPLE.read_text(encoding="utf-8")


def card_label(card: str, language: str = "en") -> str:
    """ "HT" -> "♥10", as printed on a traveller; "SQ" -> "♠Ν" for a Greek reader."""
    return SUIT_SYMBOLS[card[0]] + rank_text(card[1], language)


def holding_text(cards: list[str], suit: str, language: str = "en") -> str:
    """One suit of a hand in a diagram ("AK10", "—" for a void)."""
    ranks = "".join(rank_text(card[1], language) for card in cards if card[0] == suit)
    return ranks or "—"


@dataclass
class RevokeView:
    anchor: str
    trick: int
    offender: str
    card: str
    known: bool
    ruling: dict | None = None
    permalink: str | None = None
    alternatives: list = field(default_factory=list)  # {"conditions": [text], "ruling": dict, "permalink": url}
    to_consider: list = field(default_factory=list)  # text
    tricks_transferred: int | None = None
    transferred_to: str | None = None
    equity: str | None = None  # the double-dummy aid to 64C, in the page's language


@dataclass
class BoardView:
    """One board of the page; ``error`` set (and little else) when the game cannot be read."""

    index: int
    anchor: str
    board: str | None
    line: int
    error: str | None = None
    distinction: str = ""  # what tells it apart from the file's other games of the same board
    contract: str | None = None
    declarer: str | None = None
    dealer: str | None = None
    vulnerable: str | None = None
    hands: dict = field(default_factory=dict)  # seat -> [(suit, symbol, name, holding)] or None
    tricks: list = field(default_factory=list)
    revokes: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    tricks_table: int | None = None
    tricks_adjusted: int | None = None
    score: dict | None = None
    share_url: str | None = None
    claim_url: str | None = None  # the claim page at the point where the record's play stops
    double_dummy: dict | None = None  # {"rows": [(strain, symbol, [tricks per seat])], "par": {...} or None}

    @property
    def open(self) -> bool:
        return bool(self.revokes or self.error)


@dataclass
class PageView:
    boards: list
    share_url: str | None

    @property
    def readable(self) -> int:
        return sum(1 for board in self.boards if not board.error)


def _hands(board, language: str) -> dict:
    hands = {}
    for seat in SEATS:
        cards = board.deal[seat]
        hands[seat] = (
            None
            if cards is None
            else [
                (suit, SUIT_SYMBOLS[suit], SUIT_NAMES[suit], holding_text(cards, suit, language))
                for suit in SUIT_SYMBOLS
            ]
        )
    return hands


def _tricks(board, revoke_cards, language: str) -> list[dict]:
    rows = []
    for trick in board.tricks:
        cells = []
        for seat in SEATS:
            card = trick.cards.get(seat)
            cells.append(
                {
                    "seat": seat,
                    "label": card_label(card, language) if card else "",
                    "suit": card[0] if card else "",
                    "lead": seat == trick.leader and card is not None,
                    "won": seat == trick.winner,
                    "revoke": (trick.number, seat) in revoke_cards,
                }
            )
        rows.append(
            {
                "number": trick.number,
                "leader": trick.leader,
                "winner": trick.winner,
                "lead_out_of_turn": trick.lead_out_of_turn,
                "cards": cells,
            }
        )
    return rows


def _score_inputs(board, result) -> dict | None:
    if result.tricks_table is None or board.vulnerable is None or board.contract is None:
        return None
    return {
        "contract": str(board.contract),
        "vulnerable": vulnerability(board.vulnerable),
        "tricks_made": result.tricks_table,
    }


def _revoke_view(anchor, revoke, score, language) -> RevokeView:
    view = RevokeView(
        anchor,
        revoke.revoke.trick,
        revoke.revoke.offender,
        card_label(revoke.revoke.card, language),
        revoke.known,
        tricks_transferred=revoke.tricks_transferred,
        transferred_to=revoke.transferred_to,
    )
    if revoke.known:
        only = revoke.alternatives[0]
        view.ruling = translated_ruling(only.ruling, language)
        view.permalink = ruling_url(only.facts, score)
    else:
        view.alternatives = [
            {
                "conditions": [note_text(note) for note in alternative.conditions],
                "ruling": translated_ruling(alternative.ruling, language),
                "permalink": ruling_url(alternative.facts, score),
            }
            for alternative in revoke.alternatives
        ]
    view.to_consider = [note_text(note) for note in revoke.to_consider]
    return view


def _equity_text(board, revoke, tricks_adjusted, language) -> str | None:
    found = revoke_equity.equity(board, revoke.revoke, tricks_adjusted)
    return step_text(found["step"], language)[0] if found else None


DD_STRAINS = (("NT", "NT"), ("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣"))


def _double_dummy(board, solved: set) -> dict | None:
    """The double-dummy table (tricks per strain and declarer) and par, for a complete deal; ``{"skipped":
    True}`` once the page has solved ``MAX_DOUBLE_DUMMY_DEALS`` other deals (``solved`` holds them)."""
    if not board.deal_complete:
        return None
    deal = double_dummy.deal_key(board.deal)
    if deal not in solved and len(solved) >= MAX_DOUBLE_DUMMY_DEALS:
        return {"skipped": True, "limit": MAX_DOUBLE_DUMMY_DEALS}
    solved.add(deal)
    table = double_dummy.dd_table(board.deal)
    rows = [(strain, symbol, [table[strain][seat] for seat in SEATS]) for strain, symbol in DD_STRAINS]
    par = None
    if board.vulnerable is not None:
        found = double_dummy.par(board.deal, board.vulnerable, board.dealer or "N")
        language = get_language()
        contracts = ", ".join(
            f"{c['contract'].replace('NT', _('NT'))} {seat_text(c['declarer'], language)}" for c in found["contracts"]
        )
        par = {"score": found["score"], "contracts": contracts}
    return {"rows": rows, "par": par}


def _gap_in_trick(board) -> int | None:
    """The unfinished trick's number when a card is recorded after a seat with none ("-") in turn from its
    leader: the claim form takes the cards on the trick in the order played, so it cannot start there."""
    trick = board.trick_in_progress()
    if trick is None:
        return None
    recorded = [seat in trick.cards for seat in seats_from(trick.leader)]
    return trick.number if recorded != sorted(recorded, reverse=True) else None


def _claim_url(board, record) -> str | None:
    """The claim page holding the cards left where the record's play stops (as the engine reads a claim given
    as PBN), declarer as claimer and, after a recorded claim, the tricks his side took of the rest; None when
    every trick was played or the board lacks its deal or contract."""
    if len(record.winners) == 13 or not board.deal_complete or board.contract is None or not board.declarer:
        return None
    if _gap_in_trick(board) is not None:
        return None
    hands = {seat: list(board.deal[seat]) for seat in SEATS}
    for trick in board.tricks:
        for seat, card in trick.cards.items():
            hands[seat].remove(card)
    in_progress = board.trick_in_progress()
    if in_progress is not None:
        leader = in_progress.leader
        played = [in_progress.cards[seat] for seat in seats_from(leader) if seat in in_progress.cards]
    else:
        complete = board.complete_tricks()
        leader, played = (complete[-1].winner if complete else next_seat(board.declarer)), []
    data = {
        "situation": "claim",
        "hands": hands,
        "trumps": board.contract.strain,
        "declarer": board.declarer,
        "leader": leader,
        "played": played,
        "claimer": board.declarer,
        "tricks_claimed": record.claimed[side_of(board.declarer)] if record.claimed else "",
    }
    params = [(name, value) for name, value in params_for_facts(data) if value != ""]
    return reverse("assistant:claim") + "?" + urlencode(params)


def _score(board, result) -> dict | None:
    if result.score_table is None or board.passed_out:
        return None
    declaring = side_of(board.declarer)
    other = "EW" if declaring == "NS" else "NS"

    def row(tricks, points):
        return None if points is None else {"tricks": tricks, declaring: points, other: -points}

    return {
        "contract": str(board.contract),
        "declaring_side": declaring,
        "vulnerable": vulnerability(board.vulnerable),
        "table": row(result.tricks_table, result.score_table),
        "adjusted": row(result.tricks_adjusted, result.score_adjusted),
    }


def _board_view(index, result, language, distinction: str, solved: set) -> BoardView:
    if isinstance(result, BoardError):
        return BoardView(
            index,
            f"board-{index}",
            result.board,
            result.error.line or result.line,
            error=str(result.error),
            distinction=distinction,
        )
    board = result.board
    view = BoardView(index, f"board-{index}", board.board, board.line, distinction=distinction)
    view.contract = str(board.contract) if board.contract else ("Pass" if board.passed_out else None)
    view.declarer, view.dealer = board.declarer, board.dealer
    view.vulnerable = vulnerability(board.vulnerable)
    view.hands = _hands(board, language)
    view.tricks = _tricks(board, {(r.revoke.trick, r.revoke.offender) for r in result.revokes}, language)
    score = _score_inputs(board, result)
    view.revokes = [
        _revoke_view(f"board-{index}-revoke-{number}", revoke, score, language)
        for number, revoke in enumerate(result.revokes, 1)
    ]
    for revoke_view, revoke in zip(view.revokes, result.revokes):
        revoke_view.equity = _equity_text(board, revoke, result.tricks_adjusted, language)
    view.double_dummy = _double_dummy(board, solved)
    view.notes = [note_text(note) for note in result.notes]
    view.tricks_table, view.tricks_adjusted = result.tricks_table, result.tricks_adjusted
    view.score = _score(board, result)
    view.share_url = share_url(board_to_pbn(board))
    view.claim_url = _claim_url(board, result.record)
    return view


@dataclass
class ClaimPoint:
    """A game of a PBN file as the claim page offers it: the claim form where its play stops, or why not."""

    board: str | None
    line: int
    contract: str | None = None
    declarer: str | None = None
    tricks_played: int = 0
    url: str | None = None
    played_out: bool = False  # every trick was played: nothing left to claim
    gap_in_trick: int | None = None  # the unfinished trick lacks a card before one recorded (see _gap_in_trick)
    error: str | None = None  # the game cannot be read (the reader's message, in English)
    distinction: str = ""  # what tells it apart from the file's other games of the same board


def claim_points(text: str) -> list[ClaimPoint]:
    """Every game of a PBN text, with the claim form at the point where its recorded play stops."""
    points = []
    results = rule_text(text)
    for result, distinctions in zip(results, game_distinctions(results)):
        distinction = distinction_text(distinctions)
        if isinstance(result, BoardError):
            points.append(
                ClaimPoint(
                    result.board, result.error.line or result.line, error=str(result.error), distinction=distinction
                )
            )
            continue
        board, record = result.board, result.record
        url = _claim_url(board, record)
        points.append(
            ClaimPoint(
                board.board,
                board.line,
                str(board.contract) if board.contract else ("Pass" if board.passed_out else None),
                board.declarer,
                len(record.winners),
                url,
                played_out=url is None and len(record.winners) == 13,
                gap_in_trick=_gap_in_trick(board),
                distinction=distinction,
            )
        )
    return points


def rule_pbn(text: str, language: str) -> PageView:
    """Every board of a PBN text, ruled and ready to show; a game that cannot be read shows its reason."""
    results = rule_text(text)
    solved = set()
    return PageView(
        [
            _board_view(index, result, language, distinction_text(distinctions), solved)
            for index, (result, distinctions) in enumerate(zip(results, game_distinctions(results)), 1)
        ],
        share_url(text) if len(results) > 1 else None,
    )
