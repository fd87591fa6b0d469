"""The diff page's matcher on hostile revisions: difflib unbounded (the diff before the step budget)
against the site's bounded diff, on the same pairs of one-line texts, in one run.

    .venv/bin/python bench/diff.py [--sizes 2000,5000,10000,20000,40000] [--limit 90]

Each pair is two different texts of about SIZE characters on one line, in two shapes that make
difflib's longest-match search quadratic and worse: words drawn from a small vocabulary ("words"), and
one word repeated with every 50th word changed ("repeats"). The unbounded
diff runs in a child process stopped after ``--limit`` seconds (printed as ">LIMIT"). Prints both
times, their ratio, and whether the bounded diff fell back to whole lines.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lawsite.settings.dev")

from lawsite.editor import diffing  # noqa: E402  (pure Python, no Django setup needed)

VOCABULARY = ["trick", "lead", "revoke", "claim", "card", "a", "the", "of"]


def one_line(size: int, seed: int, shape: str = "words") -> str:
    if shape == "repeats":
        count = size // 6
        return " ".join("claim" if i % 50 == seed else "trick" for i in range(count))
    rng = random.Random(seed)
    words, length = [], 0
    while length < size:
        words.append(rng.choice(VOCABULARY))
        length += len(words[-1]) + 1
    return " ".join(words)


def unbounded(old: str, new: str) -> None:
    """The word diff of one changed line as the site computed it before the budget."""
    import difflib

    a, b = diffing._words(old), diffing._words(new)
    difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()


def _timed_unbounded(size: int, shape: str, queue) -> None:
    old, new = one_line(size, 1, shape), one_line(size, 2, shape)
    started = time.perf_counter()
    unbounded(old, new)
    queue.put(time.perf_counter() - started)


def time_unbounded(size: int, shape: str, limit: float) -> float | None:
    queue = multiprocessing.Queue()
    child = multiprocessing.Process(target=_timed_unbounded, args=(size, shape, queue))
    child.start()
    child.join(limit)
    if child.is_alive():
        child.terminate()
        child.join()
        return None
    return queue.get()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="2000,5000,10000,20000,40000")
    parser.add_argument("--shapes", default="words,repeats")
    parser.add_argument("--limit", type=float, default=90.0)
    args = parser.parse_args()
    print(f"step budget: {diffing.WORK_BUDGET:,}; unbounded stopped after {args.limit:.0f} s")
    print(f"{'shape':>8} {'size':>7} {'unbounded s':>12} {'bounded s':>10} {'ratio':>8}  fallback")
    for shape in args.shapes.split(","):
        for size in (int(s) for s in args.sizes.split(",")):
            old, new = one_line(size, 1, shape), one_line(size, 2, shape)
            started = time.perf_counter()
            result = diffing.diff("", old, "", new)
            bounded = time.perf_counter() - started
            slow = time_unbounded(size, shape, args.limit)
            slow_text = f">{args.limit:.0f}" if slow is None else f"{slow:.3f}"
            ratio = ">" if slow is None else ""
            ratio += f"{(args.limit if slow is None else slow) / bounded:.0f}x"
            print(f"{shape:>8} {size:>7} {slow_text:>12} {bounded:>10.4f} {ratio:>8}  {result.coarse}")


if __name__ == "__main__":
    main()
