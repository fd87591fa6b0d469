"""Cards and the class of a penalty card (Law 50B).

Cards are written suit letter plus rank: "SK", "H5", "DT" (T is the ten). The
honours are A, K, Q, J and T: a single card below honour rank exposed
unintentionally is a minor penalty card; an honour, a card exposed through
deliberate play, and every card of a defender holding two or more are major.
"""

from __future__ import annotations

from dataclasses import dataclass

from lawsite.rulings.calls import SUIT_SYMBOLS

SUITS = ("S", "H", "D", "C")
RANKS = "AKQJT98765432"
HONOURS = "AKQJT"


@dataclass(frozen=True)
class Card:
    code: str  # "SK"

    @property
    def suit(self) -> str:
        return self.code[0]

    @property
    def rank(self) -> str:
        return self.code[1]

    @property
    def is_honour(self) -> bool:
        return self.rank in HONOURS

    @property
    def order(self) -> int:
        """Higher for higher cards within a suit: the ace is 12, the two 0."""
        return len(RANKS) - 1 - RANKS.index(self.rank)

    def __str__(self) -> str:
        return self.code


def parse_card(value: object) -> Card | None:
    if isinstance(value, str) and len(value) == 2 and value[0] in SUITS and value[1] in RANKS:
        return Card(value)
    return None


def card_text(card: Card) -> str:
    """ "♠K", "♦10": the site localises the honour letters (Greek Ρ, Polish K/D/W)."""
    rank = "10" if card.rank == "T" else card.rank
    return SUIT_SYMBOLS[card.suit] + rank


def cards_text(cards) -> str:
    return ", ".join(card_text(card) for card in cards)


def suit_text(suit: str) -> str:
    return SUIT_SYMBOLS[suit]


def penalty_class(cards, deliberate: bool) -> str:
    """50B: "major" for an honour, a deliberate play or two or more cards; else "minor"."""
    cards = list(cards)
    if len(cards) >= 2 or deliberate or any(card.is_honour for card in cards):
        return "major"
    return "minor"
