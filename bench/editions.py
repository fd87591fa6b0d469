"""Editions benchmark: the in-force law pages and search with one edition loaded and with two, in one run.

    .venv/bin/python bench/editions.py [--repeat 10] [--rounds 5]

"One edition": laws_content/ with only edition 2017 (in force). "Two editions": the same plus a full
second edition, 2007 (superseded), made as a copy of 2017 with the editor's draft copy, so every law
the pages show has an older edition to look into (the older-edition column, the same clause in the
other editions, cited-by per edition) and the index holds twice the documents. Both states are built
first, each in its own throw-away SQLite database and search index; then every page and query is
measured in both, alternating between the states in blocks of ``repeat`` runs for ``rounds`` rounds,
so a busy machine slows both alike. Pages go through the whole Django stack (test client, anonymous,
no page cache), searches through the engine (result cache cleared before every query). It prints p50
per page and query for both states and the ratio one/two (1.0: the second edition costs nothing; the
target for the in-force pages is >= 0.9).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
from pathlib import Path

from throwaway_site import REPO, start_django, timed

DATA = start_django("lawsite-bench-editions-")

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402

from lawsite.editions import drafting  # noqa: E402
from lawsite.laws.loader import load_content  # noqa: E402
from lawsite.laws.models import ClauseText, Edition  # noqa: E402
from lawsite.search.engine import Filters, get_engine  # noqa: E402
from lawsite.search.updates import rebuild  # noqa: E402

PAGES = [
    "/en/laws/55/",
    "/el/laws/55/?cols=el&cols=en",
    "/en/laws/55B1/",
    "/en/laws/43/",
    "/en/laws/64/",
    "/pl/laws/67/",
    "/en/",
]
QUERIES = ["declarer", "revoke", '"card led in error"', "εκτελεστης", "lewe", "dummy defender"]


def one_edition_content() -> Path:
    root = DATA / "content"
    shutil.copytree(REPO / "laws_content", root)
    shutil.rmtree(root / "editions" / "2007")
    return root


def add_second_edition():
    """2007 as a full copy of 2017, superseded: the heaviest second edition the pages can meet."""
    older = drafting.copy_edition(Edition.objects.get(code="2017"), "2007", {"en": "Second edition (benchmark)"})
    older.status, older.in_force_since = Edition.SUPERSEDED, None
    older.save(update_fields=["status", "in_force_since"])


def use(state: str):
    """Point the ORM and the search engine at the database and index of ``state``."""
    connection.close()
    connection.settings_dict["NAME"] = str(DATA / f"{state}.sqlite3")
    settings.SEARCH_INDEX_DIR = DATA / f"index-{state}"


def build():
    use("one")
    call_command("migrate", verbosity=0)
    load_content(one_edition_content())
    rebuild()
    connection.close()
    shutil.copy(DATA / "one.sqlite3", DATA / "two.sqlite3")
    use("two")
    add_second_edition()
    rebuild()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    settings.LAWSITE_PAGE_CACHE = False
    build()
    client = Client(HTTP_HOST="localhost")
    filters = Filters(edition="2017", in_force="2017")

    def page(path):
        def run():
            assert client.get(path).status_code == 200, path

        return run

    def search(query):
        def run():
            engine = get_engine()
            engine.clear_cache()
            engine.search(query, filters)

        return run

    work = [(path, page(path)) for path in PAGES] + [(query, search(query)) for query in QUERIES]
    samples = {"one": {}, "two": {}}
    for round_number in range(args.rounds):
        for name, run in work:
            for state in ("one", "two") if round_number % 2 == 0 else ("two", "one"):
                use(state)
                samples[state].setdefault(name, []).extend(timed(run, args.repeat))
        print(f"round {round_number + 1}/{args.rounds} done", file=sys.stderr)
    use("two")
    sizes = {state: None for state in ("one", "two")}
    for state in sizes:
        use(state)
        sizes[state] = (Edition.objects.count(), ClauseText.objects.count())
    print(f"editions benchmark: {args.rounds} rounds x {args.repeat} runs per state and item, SQLite")
    print(
        f"one: {sizes['one'][0]} edition, {sizes['one'][1]} clause texts; two: {sizes['two'][0]} editions, {sizes['two'][1]} clause texts"
    )
    print(f"{'page or query':38} {'one p50 ms':>11} {'two p50 ms':>11} {'one/two':>8}")
    ratios = {"page": [], "search": []}
    for name, _run in work:
        one = statistics.median(samples["one"][name]) * 1000
        two = statistics.median(samples["two"][name]) * 1000
        ratio = one / two
        ratios["page" if name in PAGES else "search"].append(ratio)
        print(f"{name:38} {one:11.2f} {two:11.2f} {ratio:8.2f}")
    for kind, values in ratios.items():
        print(
            f"{kind} ratio one/two: geometric mean {statistics.geometric_mean(values):.2f}, worst {min(values):.2f}"
            + (" (target >= 0.9)" if kind == "page" else "")
        )
    connection.close()
    shutil.rmtree(DATA, ignore_errors=True)


if __name__ == "__main__":
    main()
