"""Duplicate scoring (Law 77, 2017 scoring table) and the score after a trick transfer.

The Director's ruling on a revoke says how many tricks move and to which side;
this module turns that into the two scores players see on the traveller, so a
ruling page can show the table result next to the adjusted one.
"""

import re
from dataclasses import dataclass

from lawsite.rulings.seats import SIDES, other_side, side_of

STRAINS = ("C", "D", "H", "S", "NT")
_CONTRACT = re.compile(r"^([1-7])(NT|N|S|H|D|C)(XX|X)?$")


@dataclass(frozen=True)
class Contract:
    """A final contract such as 4HX: `level` 1-7, `strain` C/D/H/S/NT, `doubled` 0, 1 (X) or 2 (XX)."""

    level: int
    strain: str
    doubled: int = 0

    def __str__(self):
        return f"{self.level}{self.strain}{'X' * self.doubled}"

    @property
    def trump(self):
        """The trump suit, or None in notrump."""
        return None if self.strain == "NT" else self.strain

    @property
    def tricks_needed(self):
        """Book (six) plus the level."""
        return self.level + 6


def parse_contract(text):
    """Read "4HX", "3NT", "7NXX" or "Pass"; None for a passed-out board. ValueError otherwise."""
    cleaned = text.strip().upper()
    if cleaned in ("PASS", "P", "AP"):
        return None
    match = _CONTRACT.match(cleaned)
    if not match:
        raise ValueError(f"not a contract: {text!r} (expected e.g. 4H, 3NT, 2SX, 6CXX or Pass)")
    level, strain, risk = match.groups()
    return Contract(int(level), "NT" if strain == "N" else strain, len(risk or ""))


def vulnerable_sides(text):
    """The sides vulnerable for a PBN Vulnerable value (None/Love/-, NS, EW, All/Both)."""
    cleaned = text.strip().upper()
    if cleaned in ("NONE", "LOVE", "-", ""):
        return frozenset()
    if cleaned in ("ALL", "BOTH"):
        return frozenset(SIDES)
    if cleaned in SIDES:
        return frozenset({cleaned})
    raise ValueError(f"not a vulnerability: {text!r} (expected None, NS, EW or All)")


def _as_contract(contract):
    return parse_contract(contract) if isinstance(contract, str) else contract


def _as_sides(vulnerable):
    return vulnerable_sides(vulnerable) if isinstance(vulnerable, str) else frozenset(vulnerable)


def _check_tricks(tricks_made):
    if isinstance(tricks_made, bool) or not isinstance(tricks_made, int) or not 0 <= tricks_made <= 13:
        raise ValueError(f"tricks made must be a whole number from 0 to 13, not {tricks_made!r}")


def _contract_points(contract):
    """Trick score below the line: NT 40 then 30, majors 30, minors 20; doubled twice, redoubled four times."""
    if contract.strain == "NT":
        base = 40 + 30 * (contract.level - 1)
    elif contract.strain in ("H", "S"):
        base = 30 * contract.level
    else:
        base = 20 * contract.level
    return base * 2**contract.doubled


def _made(contract, vulnerable, overtricks):
    points = _contract_points(contract)
    if points >= 100:
        points += 500 if vulnerable else 300
    else:
        points += 50
    if contract.level == 6:
        points += 750 if vulnerable else 500
    elif contract.level == 7:
        points += 1500 if vulnerable else 1000
    if contract.doubled:
        points += 50 * contract.doubled
        points += overtricks * (200 if vulnerable else 100) * contract.doubled
    else:
        points += overtricks * (20 if contract.strain in ("C", "D") else 30)
    return points


def _penalty(contract, vulnerable, undertricks):
    """Undertricks: 50/100 each undoubled; doubled 100, 200, 200, then 300 each (vulnerable 200, then 300)."""
    if not contract.doubled:
        return undertricks * (100 if vulnerable else 50)
    if vulnerable:
        doubled = 200 + 300 * (undertricks - 1)
    else:
        doubled = sum(100 if n == 1 else 200 if n <= 3 else 300 for n in range(1, undertricks + 1))
    return doubled * contract.doubled


def score(contract, declarer, vulnerable, tricks_made):
    """Score for the declaring side: positive when the contract makes, negative when it fails.

    `contract` is a Contract, a string such as "4HX", or None / "Pass" for a passed-out
    board (scores 0); `vulnerable` is a PBN value ("NS", "All"...) or a set of sides;
    `tricks_made` counts the declaring side's tricks, 0 to 13.
    """
    contract = _as_contract(contract)
    _check_tricks(tricks_made)
    if contract is None:
        return 0
    is_vulnerable = side_of(declarer) in _as_sides(vulnerable)
    difference = tricks_made - contract.tricks_needed
    if difference >= 0:
        return _made(contract, is_vulnerable, difference)
    return -_penalty(contract, is_vulnerable, -difference)


def score_for_side(contract, declarer, vulnerable, tricks_made):
    """The same result as {"NS": points, "EW": points}; one side's gain is the other's loss."""
    declaring = score(contract, declarer, vulnerable, tricks_made)
    side = side_of(declarer)
    return {side: declaring, other_side(side): -declaring}


def table_and_adjusted_result(contract, declarer, vulnerable, tricks_made, tricks_transferred=0, transferred_to=None):
    """Table score and score after a trick transfer, for both sides.

    A transfer to the declaring side adds tricks to declarer's count; a transfer to
    the defenders takes them away. Tricks can only move if the giving side has them:
    declarer never goes below 0 or above 13 tricks, and `moved` says how many really
    moved (Law 64A bounds the count further by tricks won after the revoke; the
    rules engine applies that before the number reaches here).
    """
    _check_tricks(tricks_made)
    if isinstance(tricks_transferred, bool) or not isinstance(tricks_transferred, int) or tricks_transferred < 0:
        raise ValueError(f"tricks transferred must be a whole number, not {tricks_transferred!r}")
    if tricks_transferred and transferred_to not in SIDES:
        raise ValueError(f"transferred_to must be NS or EW when tricks move, not {transferred_to!r}")
    declaring_side = side_of(declarer)
    if not tricks_transferred:
        adjusted_tricks = tricks_made
    elif transferred_to == declaring_side:
        adjusted_tricks = min(13, tricks_made + tricks_transferred)
    else:
        adjusted_tricks = max(0, tricks_made - tricks_transferred)
    return {
        "declaring_side": declaring_side,
        "table": {"tricks": tricks_made, **score_for_side(contract, declarer, vulnerable, tricks_made)},
        "adjusted": {"tricks": adjusted_tricks, **score_for_side(contract, declarer, vulnerable, adjusted_tricks)},
        "moved": abs(adjusted_tricks - tricks_made),
    }
