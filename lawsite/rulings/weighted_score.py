"""A weighted adjusted score (Law 12C1(c)) in total points, IMPs or matchpoints (Laws 77, 78).

Each outcome is scored by the duplicate table of Law 77 (`scoring.score`), from North-South's
side. In total points the weighted score is the weighted sum of those scores; in IMPs each
outcome is converted against the score at the other table and the IMPs are weighted; in
matchpoints each outcome is matchpointed against the other scores on the board (two for each
score beaten, one for each equalled) and the matchpoints are weighted.
"""

from __future__ import annotations

import re
from fractions import Fraction

from lawsite.rulings import scoring
from lawsite.rulings.adjudication_facts import FORMS_OF_SCORING, Outcome, WeightedScoreFacts
from lawsite.rulings.calls import SUIT_SYMBOLS
from lawsite.rulings.facts import EDITIONS, FactsError, _Reader, _seat, _show
from lawsite.rulings.ruling import Ruling, step
from lawsite.rulings.seats import side_of

SITUATION = "weighted_score"
#: Law 78B: the upper bound of each step of the IMP scale (0-10 is 0 IMPs, 20-40 is 1, ... 4000 and more 24).
IMP_STEPS = (
    10,
    40,
    80,
    120,
    160,
    210,
    260,
    310,
    360,
    420,
    490,
    590,
    740,
    890,
    1090,
    1290,
    1490,
    1740,
    1990,
    2240,
    2490,
    2990,
    3490,
    3990,
)
_WEIGHT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(%|/\s*(\d+))?\s*$")
_MAX_OUTCOMES = 20
_MAX_SCORES = 500


def imps(difference: int) -> int:
    """Law 78B: the IMPs for a difference in points (signed like the difference)."""
    size = abs(difference)
    won = next((i for i, bound in enumerate(IMP_STEPS) if size <= bound), len(IMP_STEPS))
    return won if difference >= 0 else -won


def matchpoints(score: int, others) -> int:
    """Law 78A: two matchpoints for each other score beaten, one for each equalled."""
    return sum(2 if score > other else 1 if score == other else 0 for other in others)


def number_text(value: Fraction) -> str:
    """187.5, -3, 0.33: at most two decimals, no trailing zeros (the site writes a decimal comma in el/pl)."""
    rounded = round(float(value), 2)
    text = f"{rounded:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def contract_text(contract: str) -> str:
    """ "4♠", "3NTX", "Pass": the contract as the steps show it (the site localises NT and Pass)."""
    parsed = scoring.parse_contract(contract)
    if parsed is None:
        return "Pass"
    return f"{parsed.level}{SUIT_SYMBOLS.get(parsed.strain, parsed.strain)}{'X' * parsed.doubled}"


def _weight(value: object, name: str) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise FactsError(name, f'expected a number such as 0.4, "40%" or "2/5", got {_show(value)}')
    if isinstance(value, str):
        match = _WEIGHT.match(value)
        if not match:
            raise FactsError(name, f'{_show(value)} is not a weight such as 0.4, "40%" or "2/5"')
        number, suffix, denominator = match.groups()
        weight = Fraction(number)
        if suffix == "%":
            weight /= 100
        elif denominator is not None:
            if int(denominator) == 0:
                raise FactsError(name, "a weight cannot divide by zero")
            weight /= int(denominator)
    else:
        if value != value or value in (float("inf"), float("-inf")):
            raise FactsError(name, f"{_show(value)} is not a weight")
        weight = Fraction(str(value))
    if not 0 < weight <= 1:
        raise FactsError(name, f"a weight is more than 0 and at most 1, not {_show(value)}")
    return weight


def _points(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 10000:
        raise FactsError(name, f"expected a whole number of points (North-South's score), got {_show(value)}")
    return value


def _outcome(value: object, name: str, declarer: str | None) -> Outcome:
    reader = _Reader(value, f"{name}.")
    contract = reader.get("contract")
    try:
        parsed = scoring.parse_contract(contract) if isinstance(contract, str) else False
    except ValueError as exc:
        raise FactsError(reader.name("contract"), str(exc)) from None
    if parsed is False:
        raise FactsError(reader.name("contract"), f'expected a contract such as "4S" or "3NTX", got {_show(contract)}')
    seat = reader.get("declarer", required=False)
    if "declarer" in reader.data:
        seat = _seat(seat, reader.name("declarer"))
    else:
        seat = declarer
    if parsed is None:
        reader.refuse("tricks", "a passed-out board has no tricks")
    tricks = reader.get("tricks", required=parsed is not None)
    if parsed is None:
        tricks = 0
    elif isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise FactsError(
            reader.name("tricks"), f"declarer's tricks are a whole number from 0 to 13, not {_show(tricks)}"
        )
    if parsed is not None and seat is None:
        raise FactsError(reader.name("declarer"), "is required (or give declarer for every outcome)")
    weight = _weight(reader.get("weight"), reader.name("weight"))
    reader.finish()
    return Outcome(contract.strip().upper(), seat, tricks, weight)


def read(reader: _Reader) -> WeightedScoreFacts:
    edition = reader.choice("edition", EDITIONS, "2017")
    if edition != "2017":
        raise FactsError("edition", "the 2007 rules for weighted_score are not written yet; use 2017")
    declarer = reader.seat("declarer") if "declarer" in reader.data else reader.get("declarer", required=False)
    vulnerable = reader.get("vulnerable")
    try:
        sides = scoring.vulnerable_sides(vulnerable) if isinstance(vulnerable, str) else None
    except ValueError as exc:
        raise FactsError("vulnerable", str(exc)) from None
    if sides is None:
        raise FactsError("vulnerable", f'expected "None", "NS", "EW" or "All", got {_show(vulnerable)}')
    raw = reader.get("outcomes")
    if not isinstance(raw, list) or not raw:
        raise FactsError("outcomes", "expected a list of outcomes (contract, declarer, tricks, weight)")
    if len(raw) > _MAX_OUTCOMES:
        raise FactsError("outcomes", f"{len(raw)} outcomes; at most {_MAX_OUTCOMES}")
    outcomes = tuple(_outcome(item, f"outcomes[{i}]", declarer) for i, item in enumerate(raw))
    total = sum((outcome.weight for outcome in outcomes), Fraction(0))
    if total != 1:
        raise FactsError("outcomes", f"the weights add up to {number_text(total)}, not 1")
    form = reader.choice("scoring", FORMS_OF_SCORING)
    other_table = None
    others = None
    if form == "imps":
        other_table = _points(reader.get("other_table_score"), "other_table_score")
    else:
        reader.refuse("other_table_score", 'is read only with scoring "imps"')
    if form == "matchpoints":
        value = reader.get("other_scores")
        if not isinstance(value, list) or not value:
            raise FactsError("other_scores", "expected a list of the North-South scores at the other tables")
        if len(value) > _MAX_SCORES:
            raise FactsError("other_scores", f"{len(value)} scores; at most {_MAX_SCORES}")
        others = tuple(_points(item, f"other_scores[{i}]") for i, item in enumerate(value))
    else:
        reader.refuse("other_scores", 'is read only with scoring "matchpoints"')
    reader.get("notes", required=False)
    reader.finish()
    return WeightedScoreFacts(sides, outcomes, form, declarer, other_table, others, edition)


def _ns_score(outcome: Outcome, vulnerable) -> int:
    if outcome.declarer is None:
        return 0
    points = scoring.score(outcome.contract, outcome.declarer, vulnerable, outcome.tricks)
    return points if side_of(outcome.declarer) == "NS" else -points


def rule(facts: WeightedScoreFacts) -> Ruling:
    steps = [step("weighted.adjusted", "12C1(c)", count=len(facts.outcomes))]
    rows = []
    for number, outcome in enumerate(facts.outcomes, start=1):
        points = _ns_score(outcome, facts.vulnerable)
        row = {
            "contract": outcome.contract,
            "declarer": outcome.declarer,
            "tricks": outcome.tricks,
            "weight": float(outcome.weight),
            "score_ns": points,
        }
        steps.append(
            step(
                "weighted.outcome",
                "77",
                outcome=number,
                contract=contract_text(outcome.contract),
                declarer=outcome.declarer or "-",
                tricks=outcome.tricks,
                weight=number_text(outcome.weight * 100) + "%",
                points=points,
            )
        )
        rows.append(row)
    result: dict[str, object] = {"scoring": facts.scoring, "outcomes": rows}
    if facts.scoring == "total_points":
        total = sum((Fraction(row["score_ns"]) * o.weight for row, o in zip(rows, facts.outcomes)), Fraction(0))
        result.update(result_ns=round(float(total), 2), result_ew=round(float(-total), 2))
        steps.append(step("weighted.total_points", "78C", result=number_text(total)))
    elif facts.scoring == "imps":
        total = Fraction(0)
        for number, (row, outcome) in enumerate(zip(rows, facts.outcomes), start=1):
            row["imps_ns"] = imps(row["score_ns"] - facts.other_table_score)
            total += row["imps_ns"] * outcome.weight
            steps.append(
                step("weighted.imps_outcome", "78B", outcome=number, other=facts.other_table_score, imps=row["imps_ns"])
            )
        result.update(other_table_score=facts.other_table_score, result_ns=round(float(total), 2))
        result["result_ew"] = round(float(-total), 2)
        steps.append(step("weighted.imps", "78B", result=number_text(total)))
    else:
        top = 2 * len(facts.other_scores)
        total = Fraction(0)
        for number, (row, outcome) in enumerate(zip(rows, facts.outcomes), start=1):
            row["matchpoints_ns"] = matchpoints(row["score_ns"], facts.other_scores)
            total += row["matchpoints_ns"] * outcome.weight
            steps.append(
                step(
                    "weighted.matchpoints_outcome",
                    "78A",
                    outcome=number,
                    count=len(facts.other_scores),
                    matchpoints=row["matchpoints_ns"],
                    top=top,
                )
            )
        percent = total * 100 / top
        result.update(top=top, result_ns=round(float(total), 2), result_ew=round(float(top - total), 2))
        result["percent_ns"] = round(float(percent), 2)
        steps.append(
            step(
                "weighted.matchpoints",
                "78A",
                result=number_text(total),
                result_ew=number_text(top - total),
                top=top,
                percent=number_text(percent),
            )
        )
    return Ruling(SITUATION, steps, outcome={"edition": facts.edition, "weighted_score": result})
