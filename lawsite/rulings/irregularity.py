"""Facts of the auction and play irregularities (Laws 23-32, 24, 49-58), read and checked by field name.

These situations share one vocabulary of facts (RULINGS_AUCTION_PLAY.md §0.2, §0.5):
seats, calls, cards, suits and the Director's judgements. Every field has one kind,
checked here the same way whatever the situation; each law family then lists the
fields it reads and checks how they fit together. A field no family of the
situation reads is refused, as for the other situations.

The edition is 2017: "2007" is refused, naming the field, until the 2007 rules of
these laws are written.
"""

from __future__ import annotations

from dataclasses import dataclass

from lawsite.rulings.calls import Auction, Call, parse_call
from lawsite.rulings.cards import SUITS, Card, parse_card
from lawsite.rulings.facts import FactsError, _kind, _Reader, _seat, _show, _trick
from lawsite.rulings.seats import SEATS, next_seat, partner

EDITIONS = ("2017",)
RELATIONS = ("RHO", "partner", "LHO")
ROLES = ("defender", "declarer", "dummy")
EXPOSURES = ("dropped_accidentally", "seen_by_partner", "two_cards_played", "deliberate", "named")
PENALTY_TYPES = ("major", "minor")
DISCOVERED = ("before_next_trick_complete", "later")
DECLARER_CHOICES = (
    # Law 54 after a faced opening lead out of turn
    "accept_and_play",
    "accept_become_dummy",
    "refuse_require_suit",
    "refuse_forbid_suit",
    "refuse_free_lead",
    # Laws 53, 56 and 52B: a later lead out of turn, or a card played instead of a penalty card
    "accept",
    "refuse",
    # Law 50D2 and 51B: the partner of a penalty card's owner has the lead
    "require_suit",
    "forbid_suit",
    "forbid_suits",
    "no_restriction",
    # Law 57A: a defender played before his partner
    "require_highest",
    "require_lowest",
    "require_other_suit",
    "forbid_other_suit",
)
PARTNER_CHOICES = ("require_suit", "forbid_suit", "no_restriction")

KINDS = {
    "seat": (
        "dealer",
        "offender",
        "turn_of",
        "declarer",
        "led_by",
        "proper_leader",
        "on_lead",
        "face_down_lead_by",
        "declarer_played_second_card_from",
        "partner",
        "barred_player",
        "simultaneous_with",
    ),
    "call": ("irregular_call", "rho_action", "replacement", "offender_next_call", "correct_player_call"),
    "calls": ("auction_before", "later_calls"),
    "boolean": (
        "offender_previously_called",
        "accepted_by_lho",
        "correct_player_called_first",
        "specifies_same_denominations",
        "comparable",
        "call_artificial",
        "premature_replacement",
        "second_ib_accepted",
        "nos_damaged",
        "assistance_gained",
        "prematurely_led",
        "dummy_cards_exposed",
        "partner_void_in_suit_led",
        "declarer_played_both_hands",
        "dummy_prematurely_selected",
        "declarer_played_after",
        "misinformed_by_opponent",
        "declarer_exposed_cards_while_spreading",
        "card_legal",
        "next_hand_played",
        "e_led_before_declarer_chose",
    ),
    "card": ("card", "card_played", "card_led", "designated"),
    "cards": ("cards_exposed", "holding", "faced_cards", "cards", "cards_played_together", "visible"),
    "suit": ("suit_led", "suit"),
    "suits": ("suits",),
    "trick": ("trick",),
    "text": ("notes",),
    "contract": ("contract",),
    "penalty_cards": ("penalty_cards",),
    "cards_played": ("cards_played",),
}
CHOICES = {
    "turn_relation": RELATIONS,
    "offender_becomes": ROLES,
    "exposure": EXPOSURES,
    "declarer_choice": DECLARER_CHOICES,
    "then_partner_choice": PARTNER_CHOICES,
    "discovered": DISCOVERED,
}
KIND_OF = {name: kind for kind, names in KINDS.items() for name in names} | {name: "choice" for name in CHOICES}
MAX_NOTES = 2000


@dataclass(frozen=True)
class PenaltyCard:
    """A penalty card on the table: whose it is, which card, major or minor (Law 50B)."""

    owner: str
    card: Card
    type: str


@dataclass(frozen=True)
class IrregularityFacts:
    """The checked facts of one auction or play irregularity: field name -> value (tuples for lists)."""

    situation: str
    values: tuple[tuple[str, object], ...]

    def get(self, name: str, default: object = None) -> object:
        return dict(self.values).get(name, default)

    def has(self, name: str) -> bool:
        return name in dict(self.values)

    @property
    def auction(self) -> Auction | None:
        """The legal auction before the irregularity, when `dealer` and `auction_before` are given."""
        if not self.has("auction_before"):
            return None
        return Auction(self.get("dealer"), self.get("auction_before"))


def _call(value: object, name: str) -> Call:
    call = parse_call(value)
    if call is None:
        raise FactsError(name, f"{_show(value)} is not a call (1C … 7NT, P, X, XX)")
    return call


def _card(value: object, name: str) -> Card:
    card = parse_card(value)
    if card is None:
        raise FactsError(name, f"{_show(value)} is not a card (suit S H D C, then rank A K Q J T 9 … 2, e.g. SK, DT)")
    return card


def _suit(value: object, name: str) -> str:
    if not isinstance(value, str) or value not in SUITS:
        raise FactsError(name, f"{_show(value)} is not a suit ({', '.join(SUITS)})")
    return value


def _list(value: object, name: str, item, limit: int) -> tuple:
    if not isinstance(value, list):
        raise FactsError(name, f"expected a list, got {_kind(value)}")
    if len(value) > limit:
        raise FactsError(name, f"{len(value)} items; at most {limit}")
    items = tuple(item(entry, f"{name}[{i}]") for i, entry in enumerate(value))
    if len(set(items)) != len(items):
        raise FactsError(name, "lists the same item twice")
    return items


def _calls(value: object, name: str) -> tuple[Call, ...]:
    if not isinstance(value, list):
        raise FactsError(name, f"expected a list of calls, got {_kind(value)}")
    if len(value) > 320:
        raise FactsError(name, f"{len(value)} calls; no auction is that long")
    return tuple(_call(entry, f"{name}[{i}]") for i, entry in enumerate(value))


def _contract(value: object, name: str) -> str:
    if isinstance(value, str):
        base = value.removesuffix("XX").removesuffix("X")
        call = parse_call(base)
        if call is not None and call.is_bid:
            return value
    raise FactsError(name, f"{_show(value)} is not a contract (e.g. 4S, 3NT, 2HX)")


def _penalty_cards(value: object, name: str) -> tuple[PenaltyCard, ...]:
    if not isinstance(value, list):
        raise FactsError(name, f"expected a list of {{owner, card, type}}, got {_kind(value)}")
    if len(value) > 13:
        raise FactsError(name, f"{len(value)} penalty cards; a hand has 13 cards")
    found = []
    for i, entry in enumerate(value):
        reader = _Reader(entry, f"{name}[{i}].")
        owner = reader.seat("owner")
        card = _card(reader.get("card"), f"{name}[{i}].card")
        kind = reader.choice("type", PENALTY_TYPES, None)
        reader.finish()
        if any(previous.card == card for previous in found):
            raise FactsError(f"{name}[{i}].card", f"{card} is listed twice")
        found.append(PenaltyCard(owner, card, kind))
    return tuple(found)


def _cards_played(value: object, name: str) -> tuple[tuple[str, Card], ...]:
    if not isinstance(value, dict):
        raise FactsError(name, f"expected an object of seat -> card, got {_kind(value)}")
    played = []
    for seat in sorted(value, key=lambda s: SEATS.index(s) if s in SEATS else 4):
        if seat not in SEATS:
            raise FactsError(f"{name}.{seat}", f"{_show(seat)} is not a seat ({', '.join(SEATS)})")
        played.append((seat, _card(value[seat], f"{name}.{seat}")))
    cards = [card for _, card in played]
    if len(set(cards)) != len(cards):
        raise FactsError(name, "the same card is played twice")
    return tuple(played)


def _value(kind: str, name: str, value: object) -> object:
    if kind == "seat":
        return _seat(value, name)
    if kind == "call":
        return _call(value, name)
    if kind == "calls":
        return _calls(value, name)
    if kind == "boolean":
        if not isinstance(value, bool):
            raise FactsError(name, f"expected true or false, got {_show(value)}")
        return value
    if kind == "card":
        return _card(value, name)
    if kind == "cards":
        return _list(value, name, _card, 13)
    if kind == "suit":
        return _suit(value, name)
    if kind == "suits":
        return _list(value, name, _suit, 4)
    if kind == "trick":
        return _trick(value, name)
    if kind == "contract":
        return _contract(value, name)
    if kind == "penalty_cards":
        return _penalty_cards(value, name)
    if kind == "cards_played":
        return _cards_played(value, name)
    if kind == "choice":
        if not isinstance(value, str) or value not in CHOICES[name]:
            raise FactsError(name, f"{_show(value)} is not one of {', '.join(CHOICES[name])}")
        return value
    if not isinstance(value, str) or len(value) > MAX_NOTES:
        raise FactsError(name, f"expected a text of at most {MAX_NOTES} characters")
    return value


def read_irregularity(situation: str, reader: _Reader, fields: tuple[str, ...]) -> IrregularityFacts:
    """Every given field of `fields` checked by its kind; the edition checked; anything else refused."""
    edition = reader.get("edition", required=False)
    if "edition" in reader.data and edition not in EDITIONS:
        if edition == "2007":
            raise FactsError(
                "edition",
                f"the 2007 rules for {situation} are not written yet; this situation is ruled under the 2017 Laws",
            )
        raise FactsError("edition", f"{_show(edition)} is not an edition these rules know (2017)")
    values = []
    for name in fields:
        if name in reader.data:
            values.append((name, _value(KIND_OF[name], name, reader.get(name))))
    reader.finish()
    facts = IrregularityFacts(situation, tuple(values))
    if facts.has("auction_before") and not facts.has("dealer"):
        raise FactsError("dealer", "is required with auction_before, to know who made each call")
    return facts


def check_auction(facts: IrregularityFacts, name: str = "auction_before", allow_ended: bool = False) -> None:
    """Each call of `auction_before` legal in turn, and the auction not over (unless `allow_ended`)."""
    calls = facts.get(name)
    if calls is None:
        return
    auction = Auction(facts.get("dealer"))
    for index, call in enumerate(calls):
        if auction.ended:
            raise FactsError(f"{name}[{index}]", "the auction had already ended")
        reason = auction.why_not_legal(call, auction.next_to_call)
        if reason:
            raise FactsError(f"{name}[{index}]", f"{reason}: {name} holds the legal calls only")
        auction = auction.then(call)
    if auction.ended and not allow_ended:
        raise FactsError(name, "the auction has ended: there is no call left to make")


def required(facts: IrregularityFacts, name: str, why: str) -> object:
    """A field this branch of the law needs: FactsError naming it, with the reason, when absent."""
    if not facts.has(name):
        raise FactsError(name, f"is required: {why}")
    return facts.get(name)


def roles(declarer: str) -> dict[str, str]:
    """Seat -> "declarer", "dummy" or "defender"."""
    return {
        declarer: "declarer",
        partner(declarer): "dummy",
        next_seat(declarer): "defender",
        next_seat(declarer, 3): "defender",
    }


@dataclass(frozen=True)
class Turn:
    """Whose turn it was when the offender called, seen from the offender."""

    seat: str | None  # the player whose turn it was; None when the facts do not say
    relation: str | None  # "RHO", "partner", "LHO"; "self" when the call was in rotation
    previously_called: bool | None  # whether the offender had called before in this auction


def seat_of(offender: str, relation: str) -> str:
    """The seat that is the offender's "RHO", "partner" or "LHO"."""
    return {"RHO": next_seat(offender, 3), "partner": partner(offender), "LHO": next_seat(offender)}[relation]


def turn_context(facts: IrregularityFacts) -> Turn:
    """The turn from `auction_before` (authoritative), `turn_of` or `turn_relation`, each checked against the others."""
    offender = facts.get("offender")
    seat, relation = facts.get("turn_of"), facts.get("turn_relation")
    previously_called = facts.get("offender_previously_called")
    by_relation = {relation: seat_of(offender, relation) for relation in RELATIONS}
    auction = facts.auction
    if auction is not None:
        actual = auction.next_to_call
        if seat is not None and seat != actual:
            raise FactsError("turn_of", f"after auction_before it was {actual}'s turn, not {seat}'s")
        seat = actual
        called = auction.has_called(offender)
        if previously_called is not None and previously_called != called:
            raise FactsError(
                "offender_previously_called", f"auction_before shows {offender} {'has' if called else 'has not'} called"
            )
        previously_called = called
    if relation is not None:
        derived = by_relation[relation]
        if seat is not None and seat != derived:
            raise FactsError("turn_relation", f"{offender}'s {relation} is {derived}, but it was {seat}'s turn")
        seat = derived
    if seat is None:
        return Turn(None, None, previously_called)
    if seat == offender:
        return Turn(seat, "self", previously_called)
    return Turn(seat, {value: key for key, value in by_relation.items()}[seat], previously_called)
