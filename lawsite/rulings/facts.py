"""The facts of a situation, read from a JSON object and checked before any law is applied.

Each situation has its own frozen dataclass. `facts_from_dict` is the only way in
from JSON: it rejects unknown fields (a misspelt optional field would otherwise
silently take its default and change the ruling), wrong types, impossible seats
and facts that contradict each other, always naming the offending field.
"""

from __future__ import annotations

import reprlib
from dataclasses import dataclass, field, replace

from lawsite.rulings.adjudication_facts import SITUATIONS as ADJUDICATION_SITUATIONS
from lawsite.rulings.adjudication_facts import ClaimFacts, WeightedScoreFacts
from lawsite.rulings.seats import SEATS, SIDES, next_seat, partner, side_of

# The auction and play irregularities (Laws 23-32, 24, 49-58), read by lawsite.rulings.auction_play.
AUCTION_PLAY_SITUATIONS = (
    "insufficient_bid",
    "call_out_of_rotation",
    "card_exposed_during_auction",
    "opening_lead_out_of_turn",
    "penalty_card",
    "defender_lead_out_of_turn",
    "premature_play",
)
SITUATIONS = ("revoke", "dummy_limitation", "declarer_lead_out_of_turn", "defective_trick") + AUCTION_PLAY_SITUATIONS
SITUATIONS += ADJUDICATION_SITUATIONS  # claim, weighted_score (adjudication_facts.py)
ATTENTION_DRAWN = ("during_play", "after_play", "after_call_next_board", "after_round")
ESTABLISHED_BY = ("play", "designation", "claim", "agreed_claim")
#: The editions of the Laws the engine rules by; the first is the default (the edition in force).
EDITIONS = ("2017", "2007")
DEFAULT_EDITION = EDITIONS[0]
#: `faced_card` beyond true/false: which faced card the revoker failed to play (64B3).
FACED_CARDS = ("penalty_card", "dummy_card", "declarer_faced_card")
SUITS = ("S", "H", "D", "C")
DUMMY_EVENTS = ("asked_about_revoke", "drew_attention_to_defender")
DEFENDER_IRREGULARITIES = ("lead_out_of_turn", "card_exposed", "revoke", "other")
LEAD_CHOICES = ("accept", "retract")
DEFECTS = ("failed_to_play", "too_many_cards")
DISCOVERED = ("before_next_trick_complete", "later")


class FactsError(ValueError):
    """Facts that cannot be ruled on; `field` names the input field (dotted for nested ones).

    `missing` says the field is a fact this branch needs and the facts lack ("is required: ..."),
    so a form can ask for it in the director's words rather than report a contradiction.
    """

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message

    @property
    def missing(self) -> bool:
        return self.message.startswith("is required")


@dataclass(frozen=True)
class Table:
    """Who sits where once the auction is over: dummy is declarer's partner."""

    declarer: str

    @property
    def dummy(self) -> str:
        return partner(self.declarer)

    @property
    def declaring_side(self) -> str:
        return side_of(self.declarer)

    @property
    def defenders(self) -> tuple[str, str]:
        return (next_seat(self.declarer), next_seat(self.declarer, 3))

    def is_defender(self, seat: str) -> bool:
        return seat in self.defenders


@dataclass(frozen=True)
class RevokeFacts:
    """An established or unestablished revoke (Laws 61-64).

    `trick_winners[0]` is the seat that won trick 1; `revoke_trick` is 1-based
    (e.g. 5 for the fifth trick).
    """

    declarer: str
    offender: str  # "S": the seat that revoked, dummy included
    revoke_trick: int  # 5
    trick_winners: tuple[str, ...]  # ("W", "N", "N", ...)
    established: bool
    faced_card: bool | str = False  # True, or one of FACED_CARDS
    subsequent_revoke_same_suit: bool = False
    attention_drawn: str = "during_play"
    both_sides_revoked: bool = False
    established_by: str = "play"  # which of 63A1-3 established it
    suit: str | None = None  # "H": the suit led to the revoke trick, used by rule_board_revokes
    claimed_tricks: dict[str, int] | None = None  # {"NS": 2, "EW": 1}: won by a claim after trick_winners
    other_side_revoked_same_trick: bool = False  # 62C3 of 2017: both sides revoked on this trick
    edition: str = DEFAULT_EDITION
    situation: str = field(default="revoke", init=False)

    @property
    def table(self) -> Table:
        return Table(self.declarer)


@dataclass(frozen=True)
class DummyRevoke:
    """The revoke dummy asked about (43B2(b)): declarer's failure to follow suit."""

    offender: str
    revoke_trick: int
    trick_winners: tuple[str, ...]


@dataclass(frozen=True)
class DummyLimitationFacts:
    """Dummy asks about a revoke or draws attention to a defender's irregularity (Law 43)."""

    declarer: str
    violated_43A2: bool
    event: str
    question_trick: int | None = None  # with asked_about_revoke: the trick on which dummy asked
    revoke: DummyRevoke | None = None  # with asked_about_revoke
    defender_irregularity: str = "other"  # with drew_attention_to_defender
    edition: str = DEFAULT_EDITION
    situation: str = field(default="dummy_limitation", init=False)

    @property
    def table(self) -> Table:
        return Table(self.declarer)


@dataclass(frozen=True)
class DeclarerLeadOutOfTurnFacts:
    """Declarer leads from his own or dummy's hand when it was not that hand's turn (Law 55)."""

    declarer: str
    led_from: str  # declarer's or dummy's seat
    proper_leader: str  # the seat whose turn it was
    choices: tuple[tuple[str, str], ...]  # (("E", "accept"), ("W", "retract"))
    edition: str = DEFAULT_EDITION
    situation: str = field(default="declarer_lead_out_of_turn", init=False)

    @property
    def table(self) -> Table:
        return Table(self.declarer)


@dataclass(frozen=True)
class DefectiveTrickFacts:
    """A trick with a missing card or with too many cards from one player (Law 67)."""

    declarer: str
    offender: str
    defect: str
    discovered: str
    holds_suit_led: bool | None = None  # with failed_to_play discovered later
    restored_card_exposed: bool = False  # with too_many_cards: a withdrawn card was seen face up
    trick: int | None = None  # number of the defective trick, with trick_winners
    trick_winners: tuple[str, ...] | None = None  # lets 64A2's condition be checked
    edition: str = DEFAULT_EDITION
    situation: str = field(default="defective_trick", init=False)

    @property
    def table(self) -> Table:
        return Table(self.declarer)


Facts = RevokeFacts | DummyLimitationFacts | DeclarerLeadOutOfTurnFacts | DefectiveTrickFacts  # and IrregularityFacts
Facts = Facts | ClaimFacts | WeightedScoreFacts  # read by claim.py and weighted_score.py


_REQUIRED = object()


class _Reader:
    """Reads fields of one JSON object, remembering which were used so leftovers can be rejected."""

    def __init__(self, data: object, prefix: str = ""):
        if not isinstance(data, dict):
            raise FactsError(prefix.rstrip(".") or "input", f"expected a JSON object, got {_kind(data)}")
        self.data = data
        self.prefix = prefix
        self.used: set[str] = set()

    def name(self, key: str) -> str:
        return self.prefix + key

    def get(self, key: str, required: bool = True) -> object:
        self.used.add(key)
        if key not in self.data:
            if required:
                raise FactsError(self.name(key), "is required")
            return None
        return self.data[key]

    def seat(self, key: str) -> str:
        return _seat(self.get(key), self.name(key))

    def boolean(self, key: str, default: object = _REQUIRED) -> bool | None:
        """A JSON true/false; `default` when absent, unless the field is _REQUIRED."""
        value = self.get(key, required=default is _REQUIRED)
        if key not in self.data:
            return default
        if not isinstance(value, bool):
            raise FactsError(self.name(key), f"expected true or false, got {_show(value)}")
        return value

    def choice(self, key: str, options: tuple[str, ...], default: object = _REQUIRED) -> str | None:
        """One of `options`; `default` when absent, unless the field is _REQUIRED."""
        value = self.get(key, required=default is _REQUIRED)
        if key not in self.data:
            return default
        if not isinstance(value, str) or value not in options:
            raise FactsError(self.name(key), f"{_show(value)} is not one of {', '.join(options)}")
        return value

    def refuse(self, key: str, reason: str) -> None:
        """A field that contradicts the others (e.g. holds_suit_led with too many cards)."""
        if key in self.data:
            raise FactsError(self.name(key), reason)

    def trick(self, key: str, required: bool = True) -> int | None:
        value = self.get(key, required=required)
        if value is None and key not in self.data:
            return None
        return _trick(value, self.name(key))

    def trick_winners(self, key: str, required: bool = True) -> tuple[str, ...] | None:
        value = self.get(key, required=required)
        if value is None and key not in self.data:
            return None
        name = self.name(key)
        if not isinstance(value, list):
            raise FactsError(name, f"expected a list of seats, got {_kind(value)}")
        if len(value) > 13:
            raise FactsError(name, f"{len(value)} tricks listed; a board has 13")
        return tuple(_seat(seat, f"{name}[{i}]") for i, seat in enumerate(value))

    def finish(self) -> None:
        unknown = sorted((str(key) for key in self.data if key not in self.used), key=repr)
        if unknown:
            raise FactsError(self.name(unknown[0]), "is not a field of this situation")


_SHORT = reprlib.Repr()
_SHORT.maxstring = 40
_SHORT.maxother = 40
_SHORT.maxlevel = 2


def _show(value: object) -> str:
    """A short repr of a user's value for an error message, whatever its size or depth."""
    return _SHORT.repr(value)


def _kind(value: object) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(value), "a number"
    )


def _seat(value: object, name: str) -> str:
    if not isinstance(value, str) or value not in SEATS:
        raise FactsError(name, f"{_show(value)} is not a seat ({', '.join(SEATS)})")
    return value


def _trick(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise FactsError(name, f"expected a trick number 1-13, got {_show(value)}")
    if not 1 <= value <= 13:
        raise FactsError(name, f"{value} is not a trick number (1-13)")
    return value


def _check_revoke_trick(revoke_trick: int, winners: tuple[str, ...], prefix: str, in_progress: bool = False) -> None:
    """None is possible on trick 13; only an unestablished revoke may be on the trick still in progress."""
    if revoke_trick == 13:
        raise FactsError(prefix + "revoke_trick", "no revoke is possible on trick 13: each player holds one card")
    if in_progress and not winners:
        return  # an unestablished revoke is corrected whoever won the tricks before it
    last = len(winners) + 1 if in_progress else len(winners)
    if not in_progress and revoke_trick > last:
        raise FactsError(
            prefix + "trick_winners",
            f"is required up to the revoke trick ({revoke_trick}) at least: who won it and the tricks after it "
            f"decides the transfer (64A); {len(winners)} given",
        )
    if revoke_trick > last:
        raise FactsError(
            prefix + "revoke_trick",
            f"trick {revoke_trick} is after the last trick in trick_winners ({len(winners)})",
        )


def _revoke(reader: _Reader, declarer: str) -> RevokeFacts:
    offender = reader.seat("offender")
    revoke_trick = reader.trick("revoke_trick")
    winners = reader.trick_winners("trick_winners")
    established = reader.boolean("established")
    facts = RevokeFacts(
        declarer=declarer,
        offender=offender,
        revoke_trick=revoke_trick,
        trick_winners=winners,
        established=established,
        faced_card=_faced_card(reader),
        subsequent_revoke_same_suit=reader.boolean("subsequent_revoke_same_suit", False),
        attention_drawn=reader.choice("attention_drawn", ATTENTION_DRAWN, "during_play"),
        both_sides_revoked=reader.boolean("both_sides_revoked", False),
        established_by=reader.choice("established_by", ESTABLISHED_BY, "play"),
        suit=reader.choice("suit", SUITS, None),
        claimed_tricks=_claimed_tricks(reader),
        other_side_revoked_same_trick=reader.boolean("other_side_revoked_same_trick", False),
    )
    reader.finish()
    if facts.claimed_tricks is not None:
        _check_claim(facts)
    _check_revoke_trick(revoke_trick, winners, "", in_progress=not established)
    if not established and facts.attention_drawn != "during_play":
        raise FactsError(
            "established",
            f"attention drawn {facts.attention_drawn.replace('_', ' ')}: every revoke is established by then (63A)",
        )
    if facts.both_sides_revoked and not established:
        raise FactsError("both_sides_revoked", "means both revokes are established, but this one is not")
    _check_faced_card(facts)
    if facts.other_side_revoked_same_trick:
        _check_same_trick(facts)
    return facts


def _faced_card(reader: _Reader) -> bool | str:
    value = reader.get("faced_card", required=False)
    if "faced_card" not in reader.data:
        return False
    if not isinstance(value, bool) and value not in FACED_CARDS:
        raise FactsError("faced_card", f"{_show(value)} is not true, false or one of {', '.join(FACED_CARDS)}")
    return value


def _check_faced_card(facts: RevokeFacts) -> None:
    """Who may hold which faced card: penalty cards are defenders', dummy's cards dummy's, declarer's his own."""
    offender, table, faced = facts.offender, facts.table, facts.faced_card
    if faced is True and offender == facts.declarer:
        raise FactsError(
            "faced_card",
            "declarer has no penalty cards, and a revoke from dummy's hand names dummy as offender "
            '(a card of declarer\'s own hand faced on the table is "declarer_faced_card")',
        )
    if faced == "penalty_card" and not table.is_defender(offender):
        raise FactsError("faced_card", f"{offender} is not a defender: only a defender has penalty cards")
    if faced == "dummy_card" and offender != table.dummy:
        raise FactsError("faced_card", f"a revoke from dummy's hand names dummy ({table.dummy}) as offender")
    if faced == "declarer_faced_card" and offender != facts.declarer:
        raise FactsError("faced_card", f"{offender} is not declarer ({facts.declarer})")


def _check_same_trick(facts: RevokeFacts) -> None:
    """62C3 (2017): both sides revoked on one trick and only one side has played to the next one."""
    name = "other_side_revoked_same_trick"
    if facts.both_sides_revoked:
        raise FactsError(name, "only one side has played to the next trick, so both revokes are not established")
    if facts.established_by != "play" or facts.claimed_tricks is not None:
        raise FactsError(name, "means a side has played to the next trick, not that play ended with a claim")
    if facts.attention_drawn != "during_play" or facts.revoke_trick != len(facts.trick_winners):
        raise FactsError(name, "means the trick after the revoke trick is still being played")


def _claimed_tricks(reader: _Reader) -> dict[str, int] | None:
    value = reader.get("claimed_tricks", required=False)
    if "claimed_tricks" not in reader.data:
        return None
    if not isinstance(value, dict):
        raise FactsError("claimed_tricks", f"expected an object of side -> tricks, got {_kind(value)}")
    claimed = {}
    for key in value:
        if key not in SIDES:
            raise FactsError(f"claimed_tricks.{key}", f"{_show(key)} is not a side (NS, EW)")
    for side in SIDES:
        count = value.get(side, 0)
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 13:
            raise FactsError(f"claimed_tricks.{side}", f"expected a number of tricks 0-13, got {_show(count)}")
        claimed[side] = count
    return claimed


def _check_claim(facts: RevokeFacts) -> None:
    """A claim ends play: the tricks claimed are all those not in trick_winners, and the revoke is established."""
    played = len(facts.trick_winners)
    total = sum(facts.claimed_tricks.values())
    if played + total != 13:
        raise FactsError(
            "claimed_tricks",
            f"{total} tricks claimed after the {played} in trick_winners make {played + total}, not 13",
        )
    if not facts.established:
        raise FactsError("established", "a claim ends play, so every revoke before it is established (63A3)")
    if facts.revoke_trick > played:
        raise FactsError(
            "revoke_trick",
            f"trick {facts.revoke_trick} is not in trick_winners ({played}): who won the revoke trick decides 64A",
        )


def _dummy_limitation(reader: _Reader, declarer: str) -> DummyLimitationFacts:
    violated = reader.boolean("violated_43A2")
    event = reader.choice("event", DUMMY_EVENTS)
    if event == "drew_attention_to_defender":
        irregularity = reader.choice("defender_irregularity", DEFENDER_IRREGULARITIES, "other")
        reader.refuse("question_trick", "only with asked_about_revoke")
        reader.refuse("revoke", "only with asked_about_revoke")
        reader.finish()
        return DummyLimitationFacts(declarer, violated, event, defender_irregularity=irregularity)
    reader.refuse("defender_irregularity", "only with drew_attention_to_defender")
    question_trick = reader.trick("question_trick")
    nested = _Reader(reader.get("revoke"), "revoke.")
    offender = nested.seat("offender")
    revoke_trick = nested.trick("revoke_trick")
    winners = nested.trick_winners("trick_winners")
    nested.finish()
    reader.finish()
    if offender != declarer:
        raise FactsError(
            "revoke.offender", f"dummy asks declarer ({declarer}) about his own failure to follow suit, not {offender}"
        )
    _check_revoke_trick(revoke_trick, winners, "revoke.")
    if question_trick > len(winners):
        raise FactsError("question_trick", f"trick {question_trick} is beyond the tricks played ({len(winners)})")
    if question_trick < revoke_trick:
        raise FactsError(
            "question_trick", f"dummy asked on trick {question_trick}, before the revoke on {revoke_trick}"
        )
    if question_trick > revoke_trick + 1:
        raise FactsError(
            "question_trick",
            f"by trick {question_trick} the revoke of trick {revoke_trick} was established (63A1); "
            "dummy's question must come on the revoke trick or the next one",
        )
    return DummyLimitationFacts(
        declarer, violated, event, question_trick=question_trick, revoke=DummyRevoke(offender, revoke_trick, winners)
    )


def _declarer_lead_out_of_turn(reader: _Reader, declarer: str) -> DeclarerLeadOutOfTurnFacts:
    table = Table(declarer)
    led_from = reader.seat("led_from")
    proper_leader = reader.seat("proper_leader")
    raw_choices = reader.get("choices")
    reader.finish()
    if led_from not in (declarer, table.dummy):
        raise FactsError("led_from", f"{led_from} is a defender; declarer leads from {declarer} or dummy {table.dummy}")
    if proper_leader == led_from:
        raise FactsError("proper_leader", f"{proper_leader} is the hand led from, so the lead was in turn")
    if not isinstance(raw_choices, dict):
        raise FactsError("choices", f"expected an object of defender seat -> accept/retract, got {_kind(raw_choices)}")
    if not raw_choices:
        raise FactsError("choices", "at least one defender must state a choice")
    choices = []
    for seat in sorted(raw_choices, key=lambda s: SEATS.index(s) if s in SEATS else 4):
        name = f"choices.{seat}"
        if seat not in table.defenders:
            what = "not a seat" if seat not in SEATS else "not a defender"
            raise FactsError(name, f"{_show(seat)} is {what}; the defenders are {' and '.join(table.defenders)}")
        value = raw_choices[seat]
        if not isinstance(value, str) or value not in LEAD_CHOICES:
            raise FactsError(name, f"{_show(value)} is not one of {', '.join(LEAD_CHOICES)}")
        choices.append((seat, value))
    return DeclarerLeadOutOfTurnFacts(declarer, led_from, proper_leader, tuple(choices))


def _defective_trick(reader: _Reader, declarer: str) -> DefectiveTrickFacts:
    offender = reader.seat("offender")
    defect = reader.choice("defect", DEFECTS)
    discovered = reader.choice("discovered", DISCOVERED)
    if defect == "failed_to_play":
        reader.refuse("restored_card_exposed", "only with too_many_cards: nothing was withdrawn")
        holds_suit_led = reader.boolean("holds_suit_led", _REQUIRED if discovered == "later" else None)
        restored_card_exposed = False
    else:
        reader.refuse("holds_suit_led", "only with failed_to_play: a card was played to this trick")
        holds_suit_led = None
        restored_card_exposed = reader.boolean("restored_card_exposed", False)
    trick = reader.trick("trick", required=False)
    winners = reader.trick_winners("trick_winners", required=False)
    reader.finish()
    if winners is not None and trick is None:
        raise FactsError("trick", "is required with trick_winners, to know which trick was defective")
    if trick is not None and winners is not None and trick > len(winners):
        raise FactsError("trick", f"trick {trick} is after the last trick in trick_winners ({len(winners)})")
    if discovered == "later" and trick == 13:
        raise FactsError(
            "trick", "discovered after both sides played to the next trick, but trick 13 has no next trick"
        )
    return DefectiveTrickFacts(
        declarer, offender, defect, discovered, holds_suit_led, restored_card_exposed, trick, winners
    )


_PARSERS = {
    "revoke": _revoke,
    "dummy_limitation": _dummy_limitation,
    "declarer_lead_out_of_turn": _declarer_lead_out_of_turn,
    "defective_trick": _defective_trick,
}


def read_card_play(situation: object, reader: _Reader) -> Facts:
    """The four card-play situations read here; `engine.facts_from_dict` sends the others to their registry."""
    if not isinstance(situation, str) or situation not in _PARSERS:
        raise FactsError("situation", f"{_show(situation)} is not one of {', '.join(SITUATIONS)}")
    edition = reader.choice("edition", EDITIONS, DEFAULT_EDITION)
    declarer = reader.seat("declarer")
    return replace(_PARSERS[situation](reader, declarer), edition=edition)
