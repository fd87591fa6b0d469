"""The facts of the situations ruled from the cards and the scores: `claim` (Laws 68-71) and
`weighted_score` (12C1(c) with 77-78).

Only the dataclasses live here, so `facts.py` can list them in its `Facts` union without importing
the modules that read and rule them (`claim.py`, `weighted_score.py`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

#: The situations of this family, read by `claim.read` and `weighted_score.read`.
SITUATIONS = ("claim", "weighted_score")
FORMS_OF_SCORING = ("total_points", "imps", "matchpoints")
#: The steps a clarification statement is built from (see README: `claim`).
STATEMENT_STEPS = ("card", "suit_from_top", "ruff", "lead_from", "draw_trumps", "rest_high")
#: The orders a Regulating Authority may specify for a suit the statement did not clarify (70E2).
SUIT_ORDERS = ("top_down",)


@dataclass(frozen=True)
class Outcome:
    """One result the weighted score is built from: `tricks` taken by declarer's side."""

    contract: str  # "4S", "3NTX", "Pass"
    declarer: str | None
    tricks: int
    weight: Fraction


@dataclass(frozen=True)
class WeightedScoreFacts:
    """A weighted adjusted score (12C1(c)): outcomes with weights summing to 1, scored in one form."""

    vulnerable: frozenset
    outcomes: tuple[Outcome, ...]
    scoring: str  # one of FORMS_OF_SCORING
    declarer: str | None = None  # the declarer of every outcome that names none
    other_table_score: int | None = None  # with imps: the NS score at the other table
    other_scores: tuple[int, ...] | None = None  # with matchpoints: the NS scores of the other tables
    edition: str = "2017"
    situation: str = field(default="weighted_score", init=False)


@dataclass(frozen=True)
class StatementStep:
    """One step of the claimer's clarification statement, in the order he gave it."""

    kind: str  # one of STATEMENT_STEPS
    card: str | None = None  # "card": the card played
    suit: str | None = None  # "suit_from_top", "ruff": the suit cashed, or led to be ruffed
    seat: str | None = None  # "ruff": the hand that ruffs; "lead_from": the hand that leads next


@dataclass(frozen=True)
class ClaimFacts:
    """A claim or concession during play (Laws 68-71), with the four hands as they were at the claim."""

    declarer: str
    hands: dict  # seat -> tuple of cards still held (cards on the current trick not included)
    trumps: str | None  # "S", "H", "D", "C", or None in notrump
    leader: str  # the seat that led (or is to lead) the current trick
    played: tuple[str, ...]  # the cards already played to the current trick, in order from `leader`
    claimer: str
    tricks_claimed: int  # of the tricks left (the current one included), those the claimer's side claims
    statement: tuple[StatementStep, ...] = ()
    unaware_of_trump_likely: bool | None = None  # 70C2: the Director's judgement
    irrational: tuple[str, ...] = ()  # ids of lines the Director judges irrational for this player
    agreed: bool = False  # the opponents agreed to the claim (69A)
    agreement_withdrawn: bool = False  # ... and withdrew their agreement within the correction period (69B)
    within_correction_period: bool | None = None  # 71: a concession questioned within the correction period
    won_tricks_agreed_lost: int = 0  # 69B1: tricks already played the agreeing side had won but agreed to lose
    won_tricks_conceded: int = 0  # 71A: tricks already played the claimer's side had won but conceded
    suit_order: str | None = None  # 70E2: the Regulating Authority's order for a suit not clarified (SUIT_ORDERS)
    edition: str = "2017"
    situation: str = field(default="claim", init=False)
