"""Rulings on played boards read from PBN: each board's revokes, its tricks and its duplicate scores.

What the record tells of the tricks (a `Record`):
- all 13 tricks played: each winner is known;
- play stopped early with a [Result]: the rest was claimed or conceded, and the
  Result says how many of the remaining tricks each side took. 64A counts those
  tricks, and a claim ends play, so every revoke before it is established (63A3);
- play stopped early without a [Result], or is marked to be continued: the
  remaining tricks are not known.

Where the record cannot say who won a trick that a ruling depends on (the trick in
progress when a claim was made, the tricks after a record that stops), each
possibility is ruled. The ruling is given when they all agree; otherwise the
revoke lists what the Director must establish, with the ruling under each
possibility, and no adjusted score is given. A revoke that is corrected (one not
established, or one on trick 12 under 62D) changes the play that follows, so no
adjusted score is given either.
"""

import json
import sys
from dataclasses import dataclass, field

from lawsite.rulings import revoke_equity, scoring
from lawsite.rulings.engine import facts_from_dict
from lawsite.rulings.facts import FactsError
from lawsite.rulings.pbn import (
    BoardError,
    Note,
    PBNError,
    check_result,
    decode_pbn,
    find_revokes,
    possible_winners,
    read_boards,
)
from lawsite.rulings.revoke import rule_board_revokes
from lawsite.rulings.seats import SEATS, SIDES, next_seat, other_side, partner, side_of

NOTES = {
    "board.vulnerability_from_number": (
        "No vulnerability is tagged: board {board} is taken as vulnerable {vulnerable}, as Law 2 numbers the boards."
    ),
    "board.vulnerability_unknown": (
        "The vulnerability is not known (no [Vulnerable] value and no board number to take it from): "
        "the board cannot be scored."
    ),
    "board.deal_from_previous_game": (
        "This game gives no deal of its own: the deal is the one on line {line} "
        "(another table's record of the same board)."
    ),
    "board.declarer_swapped": (
        "[Declarer] is marked ^: declarer and dummy were swapped, {declarer} played the hand and {dummy} was dummy "
        "(as when declarer faces his hand after an opening lead out of turn, Law 54A)."
    ),
    "board.contract_from_auction": "There is no [Contract] tag: the contract {contract} by {declarer} is read from the auction.",
    "board.contract_not_from_auction": (
        "There is no [Contract] tag, and the contract cannot be read from the auction: {reason}."
    ),
    "board.contract_unknown": "The contract is not known: the board cannot be scored.",
    "board.result_not_read": (
        '[Result "{result}"] counts tricks by side, and declarer\'s tricks cannot be told from it here '
        "(no declarer, or play still to be continued)."
    ),
    "board.lead_out_of_turn": "Trick {trick} was led by {seat} out of turn (marked ^L); play went on from that lead.",
    "board.opening_leader": (
        "The first card was played by {seat}, but declarer's left-hand opponent is {proper}: an opening lead out "
        "of turn, or a mistake in the record."
    ),
    "board.no_play": "The record has no play: there is nothing to look for revokes in.",
    "board.passed_out": "The board was passed out.",
    "board.partial_deal": "The deal does not give every hand in full (not {missing}).",
    "board.claim": (
        "Play stopped after {played} tricks with a claim or concession: of the remaining {remaining} tricks, "
        "declarer's side ({side}) took {claimed}, {result} in all ([Result])."
    ),
    "board.result_unknown": (
        "The record stops after {played} complete tricks and there is no [Result]: the table result is not known, "
        "so the board cannot be scored."
    ),
    "board.play_unfinished": (
        "The play is marked to be continued ('+') after {played} complete tricks: there is no table result yet."
    ),
    "board.result_differs": "[Result] gives declarer's side {result} tricks, but the play gives {played}: the play is used.",
    "board.result_disputed": (
        "[Result] is marked ^: the number of tricks agreed differs from the tricks won. "
        "Law 79 (tricks won) is for the Director to apply."
    ),
    "board.claim_split_unknown": (
        "[Result] cannot be split between the tricks played and those claimed: who won the tricks after trick "
        "{played} is not known."
    ),
    "board.twelfth_trick_replayed": (
        "The revoke by {offender} on trick 12 is corrected (Law 62D1): tricks 12 and 13 are played again from the "
        "corrected position, so the result after the correction is not in the record and no adjusted score is given."
    ),
    "board.revoke_corrected": (
        "The revoke by {offender} on trick {trick} is not established and is corrected (Law 62): play goes on from "
        "the corrected position, so the result after the correction is not in the record and no adjusted score "
        "is given."
    ),
    "board.adjusted_unknown": (
        "The tricks transferred depend on what the record cannot tell (see the revokes): no adjusted score is given."
    ),
    "board.in_progress_winner_unknown": (
        "Play stopped with a claim during trick {trick}, before it was finished: who won that trick is not in the "
        "record, and the ruling depends on it. The Director establishes it with the players."
    ),
    "board.unrecorded_tricks": (
        "Tricks {first} to 13 are not in the record: whether {side} won any of them decides the ruling. "
        "The Director establishes it with the players."
    ),
    "board.if_trick_won_by": "If {seat} won trick {trick}:",
    "board.if_side_won_none": "If {side} won none of tricks {first} to 13:",
    "board.if_side_won_some": "If {side} won at least one of tricks {first} to 13 (trick {first} stands for it below):",
}


def note_text(note):
    return NOTES[note.key].format(**note.params)


def note_dict(note):
    return {"key": note.key, "params": dict(note.params), "text": note_text(note)}


@dataclass
class Record:
    """What the record says of the tricks: the winners of complete tricks and, after a claim, the rest by side."""

    winners: list  # seat that won each complete trick
    claimed: dict | None = None  # {"NS": 1, "EW": 3}: the tricks after `winners`, when play ended with a claim
    ended_by_claim: bool = False  # play stopped before trick 13 and the [Result] gives the final count
    table_tricks: int | None = None  # declarer's side's tricks at the table
    notes: list = field(default_factory=list)

    @property
    def unknown_after(self):
        """The tricks after `winners` are not known side by side."""
        return len(self.winners) < 13 and self.claimed is None


def read_record(board):
    """The `Record` of a board; PBNError when its [Result] cannot be true of its play.

    The reader refuses such a board already (`pbn.check_result`); a `Board` built another way
    gets the same error here.
    """
    check_result(board)
    winners = board.trick_winners()
    played = len(winners)
    record = Record(winners)
    if board.declarer is None:
        return record
    side = side_of(board.declarer)
    won = sum(1 for seat in winners if side_of(seat) == side)
    if board.result_disputed:
        record.notes.append(Note("board.result_disputed"))
    if not board.has_play:
        record.table_tricks = board.result
    elif played == 13:
        record.table_tricks = won
        if board.result is not None and board.result != won and not board.result_disputed:
            record.notes.append(Note("board.result_differs", {"result": board.result, "played": won}))
    elif board.play_unfinished:
        record.notes.append(Note("board.play_unfinished", {"played": played}))
    elif board.result is None:
        record.notes.append(Note("board.result_unknown", {"played": played}))
    else:
        record.ended_by_claim = True
        record.table_tricks = board.result
        claimed, remaining = board.result - won, 13 - played
        if 0 <= claimed <= remaining:
            record.claimed = {side: claimed, other_side(side): remaining - claimed}
            record.notes.append(
                Note(
                    "board.claim",
                    {
                        "played": played,
                        "remaining": remaining,
                        "side": side,
                        "claimed": claimed,
                        "result": board.result,
                    },
                )
            )
        else:
            record.notes.append(Note("board.claim_split_unknown", {"played": played}))
    return record


@dataclass
class Alternative:
    """One ruling on a revoke, under the conditions (Notes) the record leaves open; none when it is known."""

    conditions: list
    ruling: dict
    facts: dict


@dataclass
class RevokeRuling:
    """A revoke found in the play and its ruling, or its rulings under each possibility the record leaves open."""

    revoke: object  # pbn.Revoke
    established: bool
    established_by: str | None
    alternatives: list  # Alternative
    to_consider: list = field(default_factory=list)  # Note

    @property
    def known(self):
        return len(self.alternatives) == 1

    def _agreed(self, *names):
        """The value(s) every alternative agrees on, or None."""
        values = {json.dumps([alternative.ruling[name] for name in names]) for alternative in self.alternatives}
        if len(values) != 1:
            return None
        agreed = [self.alternatives[0].ruling[name] for name in names]
        return agreed if len(names) > 1 else agreed[0]

    @property
    def transfer(self):
        """(tricks_transferred, transferred_to) when every possibility gives the same, else None."""
        agreed = self._agreed("tricks_transferred", "transferred_to")
        return tuple(agreed) if agreed else None

    @property
    def tricks_transferred(self):
        return self.transfer[0] if self.transfer else None

    @property
    def transferred_to(self):
        return self.transfer[1] if self.transfer else None

    @property
    def revoke_must_be_corrected(self):
        return self._agreed("revoke_must_be_corrected")

    def to_dict(self):
        ruling = self.alternatives[0].ruling if self.known else None
        data = {
            "trick": self.revoke.trick,
            "offender": self.revoke.offender,
            "suit": self.revoke.suit_led,
            "card": self.revoke.card,
            "established": self.established,
            "established_by": self.established_by,
            "known": self.known,
            "tricks_transferred": self.tricks_transferred,
            "transferred_to": self.transferred_to,
            "revoke_must_be_corrected": self.revoke_must_be_corrected,
            "laws": ruling["laws"] if ruling else [],
            "laws_to_consider": ruling["laws_to_consider"] if ruling else [],
            "steps": ruling["steps"] if ruling else [],
            "equity_check": self._agreed("equity_check"),
            "facts": self.alternatives[0].facts if self.known else None,
            "to_consider": [note_dict(note) for note in self.to_consider],
        }
        if not self.known:
            data["alternatives"] = [
                {
                    "conditions": [note_dict(note) for note in alternative.conditions],
                    "ruling": alternative.ruling,
                    "facts": alternative.facts,
                }
                for alternative in self.alternatives
            ]
        return data


@dataclass
class BoardRuling:
    """Everything ruled on one board: the revokes, table and adjusted tricks and scores, and notes for the Director."""

    board: object  # pbn.Board
    record: Record
    revokes: list  # RevokeRuling
    notes: list  # Note
    tricks_table: int | None = None
    tricks_adjusted: int | None = None
    score_table: int | None = None
    score_adjusted: int | None = None
    tricks_transferred: int = 0
    transferred_to: str | None = None

    def to_dict(self):
        board = self.board
        return {
            "board": board.board,
            "game": board.game,
            "line": board.line,
            "dealer": board.dealer,
            "vulnerable": vulnerability(board.vulnerable),
            "declarer": board.declarer,
            "contract": str(board.contract) if board.contract else ("Pass" if board.passed_out else None),
            "tricks_played": len(self.record.winners),
            "tricks_claimed": dict(self.record.claimed) if self.record.claimed else None,
            "tricks_table": self.tricks_table,
            "tricks_adjusted": self.tricks_adjusted,
            "score_table": self.score_table,
            "score_adjusted": self.score_adjusted,
            "tricks_transferred": self.tricks_transferred,
            "transferred_to": self.transferred_to,
            "revokes": [
                {**revoke.to_dict(), "equity": revoke_equity.equity(board, revoke.revoke, self.tricks_adjusted)}
                for revoke in self.revokes
            ],
            "notes": [note_dict(note) for note in self.notes],
        }


def vulnerability(sides):
    """The PBN value of a set of vulnerable sides ("None", "NS", "EW", "All"), or None when not known."""
    if sides is None:
        return None
    if not sides:
        return "None"
    return "All" if len(sides) == 2 else next(iter(sides))


def net_transfer(rulings):
    """The tricks all the rulings move, netted by side: (count, side) or (0, None)."""
    by_side = dict.fromkeys(SIDES, 0)
    for ruling in rulings:
        if ruling["tricks_transferred"]:
            by_side[ruling["transferred_to"]] += ruling["tricks_transferred"]
    difference = by_side["NS"] - by_side["EW"]
    if difference == 0:
        return 0, None
    return abs(difference), "NS" if difference > 0 else "EW"


def _established_by_play(board, revoke):
    """Law 63A1: the offender or his partner has led or played to a later trick."""
    offending = {revoke.offender, partner(revoke.offender)}
    return any(offending & trick.cards.keys() for trick in board.tricks if trick.number > revoke.trick)


def _revoke_facts(board, revokes, winners, claimed, establishment):
    """The `revoke` facts (RULINGS.md) of each revoke, for one completion of the record."""
    established_sides = {side_of(r.offender) for r, how in zip(revokes, establishment) if how}
    facts = []
    for index, (revoke, how) in enumerate(zip(revokes, establishment)):
        fact = {
            "situation": "revoke",
            "declarer": board.declarer,
            "offender": revoke.offender,
            "revoke_trick": revoke.trick,
            "trick_winners": list(winners),
            "established": how is not None,
            "faced_card": revoke.offender == board.dummy,
            "subsequent_revoke_same_suit": any(
                r.offender == revoke.offender and r.suit_led == revoke.suit_led for r in revokes[:index]
            ),
            "both_sides_revoked": how is not None and len(established_sides) == 2,
            "suit": revoke.suit_led,
        }
        if how == "claim":
            fact["established_by"] = "claim"
        if claimed is not None and how is not None:
            fact["claimed_tricks"] = dict(claimed)
        facts.append(fact)
    return facts


def revokes_in(board):
    """The revokes of a played board as `revoke` facts, for the first way of completing the record."""
    if board.declarer is None:
        return []
    record = read_record(board)
    revokes = find_revokes(board)
    establishment = [_establishment(board, record, revoke) for revoke in revokes]
    _, winners, claimed = _completions(board, record, revokes)[0]
    return _revoke_facts(board, revokes, winners, claimed, establishment)


def _establishment(board, record, revoke):
    """How the revoke was established: "play" (63A1), "claim" (63A3), or None while it is not."""
    if _established_by_play(board, revoke):
        return "play"
    if record.ended_by_claim:
        return "claim"
    return None


def _rule(facts):
    return [ruling.to_dict() for ruling in rule_board_revokes([facts_from_dict(fact) for fact in facts])]


def _completions(board, record, revokes):
    """(conditions, winners, claimed) for each way the record can be completed that a ruling depends on.

    Only the trick in progress when a claim came can leave a revoke's own trick
    without a winner; it goes to each seat that may have won it and whose side
    took a claimed trick; `read_record` has made sure there is at least one (`pbn.check_result`).
    """
    in_progress = board.trick_in_progress()
    played = len(record.winners)
    if not (record.ended_by_claim and in_progress and any(r.trick == in_progress.number for r in revokes)):
        return [([], record.winners, record.claimed)]
    completions = []
    for seat in possible_winners(board, in_progress):
        side = side_of(seat)
        if record.claimed is not None and record.claimed[side] == 0:
            continue
        claimed = None
        if record.claimed is not None:
            claimed = dict(record.claimed)
            claimed[side] -= 1
        condition = Note("board.if_trick_won_by", {"trick": played + 1, "seat": seat})
        completions.append(([condition], record.winners + [seat], claimed))
    return completions


def _group(alternatives):
    """Alternatives with the same ruling merged, their conditions joined, in first-seen order."""
    grouped = {}
    for alternative in alternatives:
        key = json.dumps(alternative.ruling, sort_keys=True)
        if key in grouped:
            grouped[key].conditions.extend(alternative.conditions)
        else:
            grouped[key] = Alternative(list(alternative.conditions), alternative.ruling, alternative.facts)
    merged = list(grouped.values())
    if len(merged) == 1:
        merged[0].conditions = []
    return merged


def _unrecorded_alternatives(record, revoke_index, facts):
    """With tricks not in the record, an established revoke may turn on whether the offending side won one.

    The ruling on the tricks recorded is set beside the ruling with one more trick won
    by the offending side; when their transfers differ, both are returned with a note.
    """
    fact = facts[revoke_index]
    played = len(fact["trick_winners"])
    if not fact["established"] or played >= 13 or not record.unknown_after:
        return None
    # The two ends of the unrecorded play: the offending side wins none of the rest, or the first of them.
    rest = [next_seat(fact["offender"])] * (13 - played)
    if_none = [dict(f, trick_winners=f["trick_winners"] + rest) for f in facts]
    hypothetical = [dict(f, trick_winners=f["trick_winners"] + [partner(fact["offender"])] + rest[1:]) for f in facts]
    as_recorded = _rule(if_none)[revoke_index]
    if_won = _rule(hypothetical)[revoke_index]
    if (as_recorded["tricks_transferred"], as_recorded["transferred_to"]) == (
        if_won["tricks_transferred"],
        if_won["transferred_to"],
    ):
        return None
    params = {"first": played + 1, "side": side_of(fact["offender"])}
    alternatives = [
        Alternative([Note("board.if_side_won_none", params)], as_recorded, if_none[revoke_index]),
        Alternative([Note("board.if_side_won_some", params)], if_won, hypothetical[revoke_index]),
    ]
    return alternatives, Note("board.unrecorded_tricks", params)


def rule_board(board):
    """Rule on every revoke of a board and work out its table and adjusted tricks and scores."""
    record = read_record(board)
    notes = list(board.notes) + list(record.notes)
    _describe(board, notes)
    revokes = find_revokes(board) if board.declarer else []
    establishment = [_establishment(board, record, revoke) for revoke in revokes]
    rulings = []
    if revokes:
        per_completion = []
        for conditions, winners, claimed in _completions(board, record, revokes):
            facts = _revoke_facts(board, revokes, winners, claimed, establishment)
            per_completion.append((conditions, facts, _rule(facts)))
        for index, (revoke, how) in enumerate(zip(revokes, establishment)):
            alternatives = _group(
                [Alternative(conditions, results[index], facts[index]) for conditions, facts, results in per_completion]
            )
            to_consider = []
            if len(per_completion) > 1 and len(alternatives) > 1:
                to_consider.append(Note("board.in_progress_winner_unknown", {"trick": len(record.winners) + 1}))
            unrecorded = _unrecorded_alternatives(record, index, per_completion[0][1])
            if unrecorded and len(alternatives) == 1:
                alternatives, note = unrecorded
                to_consider.append(note)
            rulings.append(RevokeRuling(revoke, how is not None, how, alternatives, to_consider))
    result = BoardRuling(board, record, rulings, notes, tricks_table=record.table_tricks)
    _adjust(result)
    return result


def _describe(board, notes):
    if board.passed_out:
        notes.append(Note("board.passed_out"))
        return
    if not board.has_play:
        notes.append(Note("board.no_play"))
    missing = [seat for seat in SEATS if board.deal[seat] is None or len(board.deal[seat]) != 13]
    if missing and "Deal" in board.tags:
        notes.append(Note("board.partial_deal", {"missing": ", ".join(missing)}))
    if board.contract is None:
        notes.append(Note("board.contract_unknown"))
    elif board.vulnerable is None:
        notes.append(Note("board.vulnerability_unknown"))


def _adjust(result):
    """Net transfer, adjusted tricks and both scores, leaving out what the record cannot tell."""
    board = result.board
    for revoke in result.revokes:
        if revoke.revoke_must_be_corrected:
            if revoke.established:
                result.notes.append(
                    Note(
                        "board.twelfth_trick_replayed",
                        {"offender": revoke.revoke.offender, "trick": revoke.revoke.trick},
                    )
                )
            else:
                result.notes.append(
                    Note("board.revoke_corrected", {"offender": revoke.revoke.offender, "trick": revoke.revoke.trick})
                )
    corrected = any(revoke.revoke_must_be_corrected is not False for revoke in result.revokes)
    unknown = any(revoke.tricks_transferred is None for revoke in result.revokes)
    if unknown and not corrected and result.tricks_table is not None:
        result.notes.append(Note("board.adjusted_unknown"))
    if not (corrected or unknown):
        result.tricks_transferred, result.transferred_to = net_transfer(
            [{"tricks_transferred": r.tricks_transferred, "transferred_to": r.transferred_to} for r in result.revokes]
        )
    scorable = board.contract is not None and board.declarer is not None and board.vulnerable is not None
    if board.passed_out:
        result.score_table = result.score_adjusted = 0
        return
    if result.tricks_table is None:
        return
    if not (corrected or unknown):
        moved = (
            result.tricks_transferred
            if result.transferred_to == side_of(board.declarer)
            else -result.tricks_transferred
        )
        result.tricks_adjusted = min(13, max(0, result.tricks_table + moved))
    if scorable:
        result.score_table = scoring.score(board.contract, board.declarer, board.vulnerable, result.tricks_table)
        if result.tricks_adjusted is not None:
            result.score_adjusted = scoring.score(
                board.contract, board.declarer, board.vulnerable, result.tricks_adjusted
            )


def board_result(board, tricks_transferred=0, transferred_to=None):
    """Table and adjusted scores of a parsed board, after a ruling's trick transfer."""
    tricks = board.declarer_tricks()
    if board.contract is None or tricks is None or board.vulnerable is None:
        raise PBNError(
            "the board needs a contract, its vulnerability and either all 13 tricks or a Result tag to be scored"
        )
    return scoring.table_and_adjusted_result(
        board.contract, board.declarer, board.vulnerable, tricks, tricks_transferred, transferred_to
    )


def rule_text(text):
    """Every board of a PBN text: a `BoardRuling`, or a `BoardError` for a game that cannot be read or ruled on."""
    results = []
    for item in read_boards(text):
        if isinstance(item, BoardError):
            results.append(item)
            continue
        try:
            results.append(rule_board(item))
        except (PBNError, FactsError) as error:
            if isinstance(error, FactsError):
                error = PBNError(f"the revokes cannot be ruled on: {error}")
            results.append(BoardError(item.game, item.line, item.board, error, item.tags))
    return results


#: What tells apart the games of one board in a file, most telling first: the tags a scorer writes for the
#: room, table, section, round, event and date, then the four players ("players": North, East, South, West).
DISTINGUISHING_TAGS = ("Room", "Table", "Section", "Round", "Event", "Date", "players")
_PLAYERS = ("North", "East", "South", "West")
_NOT_GIVEN = ("", "?", "-")


def _distinguishing_value(tags, key):
    """A game's value for ``key`` (a tuple of names for "players"), or None when the record does not give it."""
    if key == "players":
        names = tuple(_distinguishing_value(tags, seat) for seat in _PLAYERS)
        return names if any(names) else None
    value = tags.get(key, "").strip()
    return None if value in _NOT_GIVEN else value


def _distinction(key, value):
    if key == "players":
        return key, {seat.lower(): name or "?" for seat, name in zip(_PLAYERS, value)}
    return key, {key.lower(): value}


def game_distinctions(results):
    """For each game of a file (a `BoardRuling` or a `BoardError`, file order), what tells it apart from the
    other games of the same board number: ``[(key, params)]``, empty when no other game has its number.

    A key of ``DISTINGUISHING_TAGS`` is used when it tells apart games the keys before it do not; a game
    still like another, or with none of the chosen tags, is named by its place instead:
    ``("position", {"game": n, "games": total})``.
    """
    tags = [item.tags if isinstance(item, BoardError) else item.board.tags for item in results]
    numbers = [item.board if isinstance(item, BoardError) else item.board.board for item in results]
    distinctions = [[] for _ in results]
    for number in {number for number in numbers if number is not None}:
        group = [index for index, each in enumerate(numbers) if each == number]
        if len(group) < 2:
            continue
        chosen, labels = [], [() for _ in group]
        for key in DISTINGUISHING_TAGS:
            values = [_distinguishing_value(tags[index], key) for index in group]
            split = [label + (value,) for label, value in zip(labels, values)]
            if len(set(split)) > len(set(labels)):
                chosen.append(key)
                labels = split
        for index, label in zip(group, labels):
            named = [_distinction(key, value) for key, value in zip(chosen, label) if value is not None]
            if not named or labels.count(label) > 1:
                named.append(("position", {"game": index + 1, "games": len(results)}))
            distinctions[index] = named
    return distinctions


def error_dict(error):
    return {"board": error.board, "game": error.game, "line": error.error.line or error.line, "error": error.message}


def file_dict(results):
    """The JSON of `python -m lawsite.rulings pbn FILE` (RULINGS.md, "Played boards")."""
    return {"boards": [error_dict(item) if isinstance(item, BoardError) else item.to_dict() for item in results]}


def run(argv, stdin, stdout, stderr):
    """`pbn FILE` (or `-` for standard input): exit 0 with the JSON, or 2 naming the board and line."""
    if len(argv) != 1:
        stderr.write("error: usage: python -m lawsite.rulings pbn FILE (or - for standard input)\n")
        return 2
    path = argv[0]
    try:
        if path == "-":
            raw = stdin.read()
        else:
            with open(path, "rb") as handle:
                raw = handle.read()
    except OSError as error:
        stderr.write(f"error: {path}: cannot be read ({error.strerror or error})\n")
        return 2
    results = rule_text(decode_pbn(raw))
    if not any(not isinstance(item, BoardError) for item in results):
        if results:
            stderr.write(f"error: {path}: {results[0].message}\n")
        else:
            stderr.write(f"error: {path}: no board in the file (no game with a [Deal], [Board] or [Contract])\n")
        return 2
    stdout.write(json.dumps(file_dict(results), indent=2, ensure_ascii=False) + "\n")
    return 0


def main(argv=None):
    return run(sys.argv[2:] if argv is None else argv, sys.stdin.buffer, sys.stdout, sys.stderr)
