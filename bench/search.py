"""Search benchmark: Whoosh (this site's engine) against SQLite FTS5 over the same rows, in one run.

    .venv/bin/python bench/search.py [--sizes 1,10,100] [--repeat 20] [--procs 4]

For each size (1x = the full law book: 93 laws x 3 languages, clause lengths and words drawn from the
real texts in laws_content/, plus the real texts themselves) it builds a Whoosh index with the site's
analyzers and an FTS5 table (unicode61, diacritics removed, no stemming), then runs a fixed mix of
queries (words, phrases, accent-free Greek, Polish stems, law numbers) and prints:

* build time of each index;
* the first query on a freshly opened index ("first": opening the searcher and reading the field
  length tables the scorer keeps per searcher, paid once per index version and thread);
* query p50/p95 for Whoosh cold (result cache and pre-parsed queries cleared before every query; the
  stem cache and the per-searcher length tables stay warm, as in a running worker), Whoosh cached
  (the same query again, same index version), and FTS5 (its own page cache warm);
* the ratios Whoosh/FTS5 for both.

A Whoosh query here is the site's whole search call: parse, glossary expansion, search, grouping by
clause, highlighting and the other languages' texts of the top 10. The FTS5 query is MATCH, bm25 order,
snippet() of the top 10. Law numbers are a parse (Whoosh side) and an indexed lookup (FTS5 side).
At 100x the query repetitions are cut to a quarter to keep the run short.
"""
from __future__ import annotations

import argparse
import itertools
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lawsite.settings.test")

import django  # noqa: E402

django.setup()

from django.utils import translation  # noqa: E402

from lawsite.laws.content import read_content  # noqa: E402
from lawsite.laws.numbering import ClauseId  # noqa: E402
from lawsite.search.analyzers import LANGUAGES, words  # noqa: E402
from lawsite.search.engine import Engine, jump_target  # noqa: E402
from lawsite.search.index import SearchDoc  # noqa: E402

CONTENT = REPO / "laws_content"
QUERIES = [
    ("word", "declarer"),
    ("word", "revoke"),
    ("word", "trick"),
    ("word", "defender hand"),
    ("phrase", '"card led in error"'),
    ("phrase", '"lead out of turn"'),
    ("greek, no accents", "εκτελεστης"),
    ("greek, no accents", "ρενονς"),
    ("greek, no accents", "αμυνομενος μορ"),
    ("polish stem", "lewe"),
    ("polish stem", "renonsu"),
    ("polish stem", "wyjscia"),
    ("polish stem", "kartę"),
    ("law number", "43b2b"),
    ("law number", "Νόμος 55Β1"),
    ("law number", "przepis 64A2"),
]


def real_docs() -> list[SearchDoc]:
    docs = []
    for content in read_content(CONTENT).editions:
        titles = content.edition.get("law", {})
        for law_file in content.laws:
            law_titles = dict(titles.get(str(law_file.law), {}))
            for clause in law_file.clauses:
                text = f"{clause.heading}\n{clause.text}" if clause.heading else clause.text
                if text.strip():
                    docs.append(
                        SearchDoc("clause", str(clause.clause_id), law_file.law, "I", law_file.language, text,
                                  clause.heading, law_titles=law_titles, languages=(law_file.language,))
                    )
        for item in content.commentaries:
            docs.append(SearchDoc("commentary", str(item.clause), item.law, "I", item.language,
                                  f"{item.title}\n{item.text}", item.title, slug=item.slug, languages=(item.language,)))
    return docs


def generated_docs(real: list[SearchDoc], copies: int, real_share: float, seed: int = 2017) -> list[SearchDoc]:
    """``copies`` law books of 93 laws x 3 languages x 8 clauses, each clause as long as a real one.

    A share ``real_share`` of the words is drawn from the real texts (by their frequency there), the rest
    from a Zipf-distributed vocabulary of 8,000 made-up words per language written in its own letters,
    so that a word of the Laws is about as frequent in the corpus as in the law book (with only the
    three seed laws to draw from, every word of theirs would otherwise be in a third of all texts).
    """
    rng = random.Random(seed)
    vocabulary = {lang: [w for d in real if d.language == lang for w in words(d.text)] for lang in LANGUAGES}
    invented, weights = {}, list(itertools.accumulate(1 / rank for rank in range(1, 8001)))
    for lang in LANGUAGES:
        letters = sorted({c for w in vocabulary[lang] for c in w.lower() if c.isalpha()})
        invented[lang] = ["".join(rng.choice(letters) for _ in range(rng.randint(3, 10))) for _ in range(8000)]
    lengths = [len(words(d.text)) for d in real if d.kind == "clause"] or [40]
    docs = []
    for copy in range(copies):
        for law in range(1, 94):
            for n in range(8):
                cid = str(ClauseId(law, "ABCDEFGH"[n // 3], n % 3 + 1))
                for lang in LANGUAGES:
                    count = rng.choice(lengths)
                    made_up = rng.choices(invented[lang], cum_weights=weights, k=count)
                    text = " ".join(rng.choice(vocabulary[lang]) if rng.random() < real_share else w for w in made_up)
                    docs.append(SearchDoc("clause", cid, law, "I", lang, text + ".", slug=f"g{copy}-{cid}",
                                          languages=LANGUAGES))
    return docs


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def fts_expression(query: str) -> str:
    """The same words for FTS5: each word or phrase quoted, all required."""
    parts, rest = [], query
    while '"' in rest:
        before, _, after = rest.partition('"')
        phrase, _, rest = after.partition('"')
        parts += [f'"{w}"' for w in words(before)] + [f'"{" ".join(words(phrase))}"']
    parts += [f'"{w}"' for w in words(rest)]
    return " AND ".join(parts)


def build_fts(docs: list[SearchDoc], path: Path) -> tuple[sqlite3.Connection, float]:
    started = time.perf_counter()
    db = sqlite3.connect(path)
    db.execute("CREATE VIRTUAL TABLE texts USING fts5(key UNINDEXED, clause_id UNINDEXED, language UNINDEXED, body,"
               " tokenize='unicode61 remove_diacritics 2')")
    db.execute("CREATE TABLE clauses(clause_id TEXT PRIMARY KEY)")
    db.executemany("INSERT INTO texts VALUES (?, ?, ?, ?)", ((d.key, d.clause_id, d.language, d.text) for d in docs))
    db.executemany("INSERT OR IGNORE INTO clauses VALUES (?)", ((d.clause_id,) for d in docs))
    db.commit()
    return db, time.perf_counter() - started


def fts_query(db: sqlite3.Connection, query: str):
    target = jump_target(query)
    if target is not None:
        return db.execute("SELECT clause_id FROM clauses WHERE clause_id = ?", (str(target),)).fetchall()
    return db.execute(
        "SELECT clause_id, language, snippet(texts, 3, '<mark>', '</mark>', '…', 24) FROM texts"
        " WHERE texts MATCH ? ORDER BY rank LIMIT 10",
        (fts_expression(query),),
    ).fetchall()


def whoosh_query(engine: Engine, query: str):
    target = jump_target(query)
    if target is not None:
        return str(target)
    return engine.search(query, ui_language="en")


def timed(fn, query: str, repeat: int, before=None) -> list[float]:
    times = []
    for _ in range(repeat):
        if before:
            before()
        started = time.perf_counter()
        fn(query)
        times.append((time.perf_counter() - started) * 1000)
    return times


def run_size(size: int, real: list[SearchDoc], repeat: int, procs: int, workdir: Path, real_share: float) -> dict:
    docs = real + generated_docs(real, size, real_share)
    root = workdir / f"whoosh-{size}x"
    engine = Engine(root, CONTENT / "glossary.toml")
    started = time.perf_counter()
    engine.store.build(docs, procs=procs if len(docs) > 20_000 else 1)
    whoosh_build = time.perf_counter() - started
    db, fts_build = build_fts(docs, workdir / f"fts-{size}x.sqlite3")

    started = time.perf_counter()
    whoosh_query(engine, QUERIES[0][1])
    first = (time.perf_counter() - started) * 1000
    cold, cached, fts = [], [], []
    for _, query in QUERIES:
        whoosh_query(engine, query)  # open the searcher, warm the stem cache
        fts_query(db, query)
        cold += timed(lambda q: whoosh_query(engine, q), query, repeat, before=engine.clear_cache)
        whoosh_query(engine, query)
        cached += timed(lambda q: whoosh_query(engine, q), query, repeat)
        fts += timed(lambda q: fts_query(db, q), query, repeat)
    db.close()
    engine.searchers.close()
    return {
        "size": size,
        "docs": len(docs),
        "whoosh_build": whoosh_build,
        "fts_build": fts_build,
        "first": first,
        "cold": (statistics.median(cold), percentile(cold, 95)),
        "cached": (statistics.median(cached), percentile(cached, 95)),
        "fts": (statistics.median(fts), percentile(fts, 95)),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1,10,100")
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--procs", type=int, default=min(4, os.cpu_count() or 1),
                        help="Whoosh writer processes for builds over 20,000 texts")
    parser.add_argument("--real-share", type=float, default=0.1,
                        help="share of generated words drawn from the real texts (1.0: only real words)")
    args = parser.parse_args()
    real = real_docs()
    print(f"{len(QUERIES)} queries: " + ", ".join(sorted({kind for kind, _ in QUERIES}))
          + f"; real-word share {args.real_share}; {args.procs} writer processes over 20,000 texts")
    header = (f"{'size':>5} {'texts':>8} {'whoosh build':>12} {'fts5 build':>10} | {'first ms':>8} {'cold p50/p95 ms':>16} "
              f"{'cached p50/p95':>15} {'fts5 p50/p95':>14} | {'cold/fts5':>9} {'cached/fts5':>11}")
    print(header)
    print("-" * len(header))
    with tempfile.TemporaryDirectory(prefix="lawsite-bench-") as workdir, translation.override("en"):
        for size in (int(s) for s in args.sizes.split(",")):
            repeat = max(3, args.repeat // 4) if size >= 100 else args.repeat
            r = run_size(size, real, repeat, args.procs, Path(workdir), args.real_share)
            print(
                f"{r['size']:>4}x {r['docs']:>8} {r['whoosh_build']:>11.1f}s {r['fts_build']:>9.1f}s | {r['first']:>8.1f} "
                f"{r['cold'][0]:>7.2f}/{r['cold'][1]:<8.2f} {r['cached'][0]:>6.3f}/{r['cached'][1]:<8.3f} "
                f"{r['fts'][0]:>6.2f}/{r['fts'][1]:<7.2f} | {r['cold'][0] / r['fts'][0]:>8.1f}x "
                f"{r['cached'][0] / r['fts'][0]:>10.2f}x",
                flush=True,
            )


if __name__ == "__main__":
    main()
