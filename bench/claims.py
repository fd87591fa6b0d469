"""Claims adjudicated from the cards (situation `claim`): time per claim against the plain double-dummy
solve of the same position, on generated positions of 3, 5, 6 and 13 cards a hand.

    .venv/bin/python bench/claims.py [--sizes 3,5,6,13] [--count 20] [--seed 1] [--dives 0,3]

Each position deals SIZE random cards to each hand (a fixed seed), South on lead; trumps spades, hearts or
notrump at random. South claims the double-dummy number of tricks, "the rest are high" (a claim that is
right double dummy, as claims are meant to be), and where an opponent holds a trump the Director judges the
claimer aware of it. Prints, per size, the p50 and p95 of the whole ruling (`rule_dict`: the worst normal
line, the further lines, the double-dummy comparison), the p50 of the plain solve of the same positions
(`double_dummy.solve`, cache cleared), their ratio, how many searches stopped at the budget, and the tricks
of the worst normal line met, summed over the positions (lower is nearer the true worst when searches stop),
and the sum of the lower bounds the searches proved (`worst_normal_line_at_least`; equal where all are proved).
With `--honours`, North-South hold every ace, king and queen (a claim a declarer might make early; sizes 6 to 13).
With `--dives`, each position is ruled once per count of lines played out before the search
(`claim.DIVES`; 0 is the search alone), the variants one after the other on the same position.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lawsite.rulings import claim, double_dummy, rule_dict  # noqa: E402  (pure Python, no Django)
from lawsite.rulings.seats import SEATS  # noqa: E402

DECK = [suit + rank for suit in "SHDC" for rank in "AKQJT98765432"]


HONOURS = [suit + rank for suit in "SHDC" for rank in "AKQ"]


def position(size: int, rng: random.Random, honours: bool = False) -> dict:
    """A generated claim; with `honours`, North-South hold every ace, king and queen (size at least 6)."""
    if honours:
        rest = rng.sample([card for card in DECK if card not in HONOURS], 4 * size - len(HONOURS))
        ours = HONOURS + rest[: 2 * size - len(HONOURS)]
        theirs = rest[2 * size - len(HONOURS) :]
        rng.shuffle(ours)
        cards = ours[:size] + theirs[:size] + ours[size:] + theirs[size:]  # N, E, S, W
    else:
        cards = rng.sample(DECK, 4 * size)
    hands = {seat: sorted(cards[i * size : (i + 1) * size]) for i, seat in enumerate(SEATS)}
    trumps = rng.choice(["S", "H", "NT"])
    suit = None if trumps == "NT" else trumps
    data = {
        "situation": "claim",
        "declarer": "S",
        "trumps": trumps,
        "leader": "S",
        "claimer": "S",
        "tricks_claimed": double_dummy.best_tricks(hands, suit, "S", (), "NS"),
        "hands": hands,
        "statement": [{"rest_high": True}],
        "within_correction_period": True,
    }
    if suit and any(card[0] == suit for seat in "EW" for card in hands[seat]):
        data["unaware_of_trump_likely"] = False
    return data


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="3,5,6,13")
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dives", default=str(claim.DIVES), help="counts of lines played out, e.g. 0,3")
    parser.add_argument("--honours", action="store_true", help="North-South hold every ace, king and queen")
    args = parser.parse_args()
    variants = [int(item) for item in args.dives.split(",")]
    print(
        f"{'cards':>5} {'dives':>5} {'claim p50':>10} {'claim p95':>10} {'DD p50':>9} {'ratio p50':>9} "
        f"{'incomplete':>10} {'worst line':>10} {'at least':>8}"
    )
    for size in (int(item) for item in args.sizes.split(",")):
        rng = random.Random(args.seed * 100 + size)
        positions = [position(size, rng, args.honours) for _ in range(args.count)]
        claims = {dives: [] for dives in variants}
        incomplete = dict.fromkeys(variants, 0)
        worst = dict.fromkeys(variants, 0)
        least = dict.fromkeys(variants, 0)
        solves = []
        for data in positions:
            double_dummy._solve.cache_clear()
            start = time.perf_counter()
            double_dummy.solve(data["hands"], None if data["trumps"] == "NT" else data["trumps"], "S", ())
            solves.append(time.perf_counter() - start)
            for dives in variants:
                claim.DIVES = dives
                double_dummy._solve.cache_clear()
                start = time.perf_counter()
                result = rule_dict(data)["claim"]
                claims[dives].append(time.perf_counter() - start)
                incomplete[dives] += not result["search_complete"]
                worst[dives] += result["worst_normal_line"]
                least[dives] += result["worst_normal_line_at_least"]
        dd = statistics.median(solves)
        for dives in variants:
            p50 = statistics.median(claims[dives])
            print(
                f"{size:>5} {dives:>5} {p50 * 1000:>8.1f}ms {percentile(claims[dives], 0.95) * 1000:>8.1f}ms "
                f"{dd * 1000:>7.2f}ms {p50 / dd:>8.0f}x {incomplete[dives]:>5}/{len(positions)} {worst[dives]:>10} {least[dives]:>8}"
            )


if __name__ == "__main__":
    main()
