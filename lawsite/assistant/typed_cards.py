"""A card as a director types it, read into the engine's code ("SK", "HQ", "DT").

The engine's own format (suit letter, then rank, T for the ten) stays as it is; the forms read what a
director writes at the table: rank or suit first (``Q♥``, ``♥Q``, ``hq``, ``qh``, ``10h``), suit symbols or
the English suit letters, the ten as 10 or T, and the honour letters of the three languages: English
A K Q J, Greek Α Ρ Ν Β (Άσσος, Ρήγας, Ντάμα, Βαλές; their Latin look-alikes A P N B too) and Polish
A K D W (as, król, dama, walet). :func:`card_code` is pure (no Django).
"""

from __future__ import annotations

import re

SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
SUIT_LETTERS = {"S": "S", "H": "H", "D": "D", "C": "C"}
#: Rank as typed (upper case) -> the engine's rank letter.
RANKS = {
    **{rank: rank for rank in "AKQJT98765432"},
    "10": "T",
    # Greek: Άσσος, Ρήγας, Ντάμα, Βαλές, and the Latin capitals that look like them
    "Α": "A",
    "Ά": "A",
    "Ρ": "K",
    "P": "K",
    "Ν": "Q",
    "N": "Q",
    "Β": "J",
    "B": "J",
    # Polish: dama, walet (as and król are A and K)
    "D": "Q",
    "W": "J",
}
_RANK = r"10|[AKQJT2-9ΑΆΡPΝNΒBDW]"
_SUIT = r"[♠♥♦♣♤♡♢♧SHDC]"
_SUIT_FIRST = re.compile(rf"({_SUIT})({_RANK})")
_RANK_FIRST = re.compile(rf"({_RANK})({_SUIT})")


def _suit(text: str) -> str:
    return SUIT_SYMBOLS.get(text) or SUIT_LETTERS[text]


def card_code(token: str) -> str | None:
    """``"Q♥"``, ``"♥Q"``, ``"hq"``, ``"10h"``, ``"♠Ρ"``, ``"D♥"`` -> ``"SK"``-style code; None when not a card.

    Suit first is tried before rank first, so the engine's own codes read as themselves (``"DK"`` is ♦K,
    not a Polish queen of a suit K; ``"DD"``, either way, is the queen of diamonds)."""
    text = token.strip().upper().replace("\ufe0f", "")  # an emoji suit's variation selector
    for pattern, suit_at, rank_at in ((_SUIT_FIRST, 1, 2), (_RANK_FIRST, 2, 1)):
        match = pattern.fullmatch(text)
        if match:
            return _suit(match.group(suit_at)) + RANKS[match.group(rank_at)]
    return None


def card_shown(code: str, language: str) -> str:
    """``"HQ"`` as the reader writes it: ``♥Q``, ``♥Ν`` in Greek, ``♥D`` in Polish."""
    from lawsite.assistant.step_messages_auction_play import localise_params  # noqa: PLC0415 - the site's letters
    from lawsite.rulings.cards import card_text, parse_card  # noqa: PLC0415

    return localise_params({"card": card_text(parse_card(code))}, language)["card"]
