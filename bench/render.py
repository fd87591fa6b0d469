"""Law page render in-process: the whole Django stack with the page cache off, clause-row fragments
rendered afresh on every request ("full render") against rows composed from the fragment cache
("fragments"), alternating in one run.

    .venv/bin/python bench/render.py [--repeat 20] [--rounds 5]

A throw-away SQLite database gets laws_content/ loaded; each page is requested through the test
client (anonymous, no page cache: what a page-cache miss costs) ``repeat`` times per state in each
of ``rounds`` rounds, the order of the two states swapped every round, so a busy machine slows both
alike. Prints p50 per page for both states, their ratio, and the queries each state makes. The
goal for a law page with fragments is <= 5 ms.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys

from throwaway_site import REPO, start_django, timed

DATA = start_django("lawsite-bench-render-")

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402

from lawsite.laws.loader import load_content  # noqa: E402

PAGES = [
    "/en/laws/55/",
    "/el/laws/55/?cols=el&cols=en",
    "/en/laws/55B1/",
    "/pl/laws/55/?cols=en&cols=el&cols=pl",
    "/en/laws/43/",
    "/en/laws/64/",
    "/pl/laws/67/",
    "/el/laws/64A2/",
]
STATES = {"full render": False, "fragments": True}


def page(client, path: str):
    def run():
        assert client.get(path).status_code == 200, path

    return run


def queries(client, path: str) -> int:
    with CaptureQueriesContext(connection) as captured:
        client.get(path)
    return len(captured)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    settings.LAWSITE_PAGE_CACHE = False
    connection.settings_dict["NAME"] = str(DATA / "render.sqlite3")
    call_command("migrate", verbosity=0)
    load_content(REPO / "laws_content")
    client = Client(HTTP_HOST="localhost")

    samples = {state: {path: [] for path in PAGES} for state in STATES}
    for round_number in range(args.rounds):
        order = list(STATES) if round_number % 2 == 0 else list(reversed(STATES))
        for path in PAGES:
            for state in order:
                settings.LAWSITE_FRAGMENT_CACHE = STATES[state]
                samples[state][path].extend(timed(page(client, path), args.repeat))
        print(f"round {round_number + 1}/{args.rounds} done", file=sys.stderr)
    counts = {}
    for state, flag in STATES.items():
        settings.LAWSITE_FRAGMENT_CACHE = flag
        counts[state] = {path: queries(client, path) for path in PAGES}

    print(
        f"law page render, in-process: {args.rounds} rounds x {args.repeat} requests per state and page, SQLite, page cache off"
    )
    print(f"{'page':40} {'full ms':>8} {'frag ms':>8} {'full/frag':>9} {'queries':>9}")
    full_all, frag_all = [], []
    for path in PAGES:
        full = statistics.median(samples["full render"][path]) * 1000
        frag = statistics.median(samples["fragments"][path]) * 1000
        full_all += samples["full render"][path]
        frag_all += samples["fragments"][path]
        print(
            f"{path:40} {full:8.2f} {frag:8.2f} {full / frag:9.2f} {counts['full render'][path]:>4}/{counts['fragments'][path]:<4}"
        )
    full, frag = statistics.median(full_all) * 1000, statistics.median(frag_all) * 1000
    print(f"{'all pages (p50)':40} {full:8.2f} {frag:8.2f} {full / frag:9.2f}")
    worst = max(statistics.median(samples["fragments"][path]) * 1000 for path in PAGES)
    print(
        f"goal: an uncached law page <= 5 ms with fragments: {'met' if worst <= 5 else 'NOT met'} (slowest page p50 {worst:.2f} ms)"
    )
    connection.close()
    shutil.rmtree(DATA, ignore_errors=True)


if __name__ == "__main__":
    main()
