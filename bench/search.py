"""Search benchmark: Whoosh (this site's engine) against SQLite FTS5 given the same analysis, in one run.

    .venv/bin/python bench/search.py [--sizes 1,10] [--repeat 20] [--procs 4] [--edits 10]

For each size (1x = the full law book: 93 laws x 3 languages, clause lengths and words drawn from the
real texts in laws_content/, plus the real texts themselves: clauses, commentary, worked examples, law
and chapter titles, in both engines) it builds a Whoosh index with the site's analyzers and an FTS5
table holding the same analysis as shadow text: each text's words as the index terms Whoosh makes of
them (``en_declar`` in the stems column, ``f_declarer`` in the accent-free column, in word order, so
phrases work alike). An FTS5 query is the Whoosh query the site builds (stop words dropped, glossary
forms, Greek readings of Latin-letter words, wildcards) written as an FTS5 expression, so both engines
find the same texts: the hit counts are printed side by side.

Per query, and then over all queries (p50/p95), four columns:

* true cold: a fresh process opens the index and answers the query (no searcher, no per-segment
  tables, no stem cache, no glossary: only the imports and the URL configuration, which routed the
  request in a server, are loaded before the clock starts);
* uncached: the site's whole search call in a warm process with the result cache and the parsed
  queries cleared before every call (the searcher and what it keeps per segment stay open);
* cached: the same call again, same index version;
* FTS5: the count and the ten best rows (bm25, weighted by kind of text as the site weighs them), their
  extracts cut by the site's own extract function; for few rows, the best rows with any of the words.
  Building the FTS5 expression (the parse and expansion, which Whoosh's times include) is not timed.

Then "after an edit": one clause changed and committed as the site does (a new segment), and the first
query of a warm process after it (reopening the searcher, reading the new segment), ``--edits`` times.
Whoosh's call is the site's: parse, glossary, Greek readings, search, ranking, grouping by clause,
extracts, the other languages' texts of the top 10. Law numbers are a parse (Whoosh) and an indexed
lookup (FTS5).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lawsite.settings.test")

import django  # noqa: E402

django.setup()

from django.urls import get_resolver  # noqa: E402
from django.utils import translation  # noqa: E402
from whoosh.query import And, Or, Phrase, Prefix, Term  # noqa: E402

from lawsite.laws.content import read_content  # noqa: E402
from lawsite.laws.numbering import ClauseId  # noqa: E402
from lawsite.search import engine as search_engine  # noqa: E402
from lawsite.search.analyzers import LANGUAGES, fold, term, words  # noqa: E402
from lawsite.search.engine import KIND_WEIGHTS, Engine, Filters, jump_target  # noqa: E402
from lawsite.search.extracts import fragment, plain, split_title  # noqa: E402
from lawsite.search.index import Changes, SearchDoc  # noqa: E402

CONTENT = REPO / "laws_content"
IN_FORCE = next(c.code for c in read_content(CONTENT).editions if c.record.status == "in_force")
GLOSSARY = CONTENT / "glossary.toml"
QUERIES = [
    ("word", "declarer"),
    ("word", "revoke"),
    ("word", "trick"),
    ("words", "defender hand"),
    ("words", "dummy revokes"),
    ("stop words", "penalty card not played"),
    ("phrase", '"card led in error"'),
    ("phrase", '"lead out of turn"'),
    ("title", "claims"),
    ("title", "insufficient bid"),
    ("greek, no accents", "εκτελεστης"),
    ("greek, no accents", "ρενονς"),
    ("greek, no accents", "αμυνομενος μορ"),
    ("greeklish", "ektelestis"),
    ("polish stem", "lewe"),
    ("polish stem", "renonsu"),
    ("polish stem", "wyjscia"),
    ("polish stem", "kartę"),
    ("prefix", "dumm*"),
    ("law number", "43b2b"),
    ("law number", "Νόμος 55Β1"),
    ("law number", "przepis 64A2"),
]


# ---- the corpus ------------------------------------------------------------------------------------


def _joined(title: str, text: str) -> str:
    return f"{title}\n{text}" if title else text


def real_docs() -> list[SearchDoc]:
    """What the pages of the edition in force show, from laws_content/, as the site indexes it
    (lawsite.search.documents): that edition's titles, clauses, commentary and worked examples, and the
    older editions' clause texts in a language it has none of (the Polish Law 67 of 2007), marked with their
    edition. The rest of the older editions is left out: the site's default search filters it out."""
    editions = read_content(CONTENT).editions
    content = next(c for c in editions if c.code == IN_FORCE)
    edition = content.edition
    titles = edition.get("law", {})
    chapter_of = {n: chapter["number"] for chapter in edition.get("chapter", []) for n in chapter.get("laws", [])}
    docs = []
    for chapter in edition.get("chapter", []):
        for language, title in sorted(chapter["title"].items()):
            docs.append(
                SearchDoc(
                    "chapter",
                    "",
                    None,
                    chapter["number"],
                    language,
                    title,
                    title,
                    languages=tuple(sorted(chapter["title"])),
                    edition=IN_FORCE,
                )
            )
    titles = {n: {language: title for language, title in t.items() if language in LANGUAGES} for n, t in titles.items()}
    for law, law_titles in sorted(((int(n), dict(t)) for n, t in titles.items())):
        for language, title in sorted(law_titles.items()):
            docs.append(
                SearchDoc(
                    "law",
                    "",
                    law,
                    chapter_of.get(law, ""),
                    language,
                    title,
                    title,
                    law_titles=law_titles,
                    languages=tuple(sorted(law_titles)),
                    edition=IN_FORCE,
                )
            )
    shown: set[tuple[str, str]] = set()
    for older in sorted(editions, key=lambda c: c.code == IN_FORCE, reverse=True):  # the edition in force first
        if older.code > IN_FORCE:
            continue
        clause_languages: dict[str, set] = {}
        for law_file in older.laws:
            for clause in law_file.clauses:
                clause_languages.setdefault(str(clause.clause_id), set()).add(law_file.language)
        for law_file in older.laws:
            law_titles = dict(titles.get(str(law_file.law), {}))
            for clause in law_file.clauses:
                cid, text = str(clause.clause_id), _joined(clause.heading, clause.text)
                if not text.strip() or (cid, law_file.language) in shown:
                    continue
                shown.add((cid, law_file.language))
                docs.append(
                    SearchDoc(
                        "clause",
                        cid,
                        law_file.law,
                        chapter_of.get(law_file.law, ""),
                        law_file.language,
                        text,
                        clause.heading,
                        law_titles=law_titles,
                        languages=tuple(sorted(clause_languages[cid])),
                        edition=older.code,
                        shown_as={older.code: cid, IN_FORCE: cid},
                    )
                )
    commentary_languages: dict[str, set] = {}
    for item in content.commentaries:
        commentary_languages.setdefault(item.slug, set()).add(item.language)
    for item in content.commentaries:
        docs.append(
            SearchDoc(
                "commentary",
                str(item.clause),
                item.law,
                chapter_of[item.law],
                item.language,
                _joined(item.title, item.text),
                item.title,
                slug=item.slug,
                law_titles=dict(titles.get(str(item.law), {})),
                languages=tuple(sorted(commentary_languages[item.slug])),
                edition=IN_FORCE,
            )
        )
    for example in content.examples:
        for language, title in sorted(example.titles.items()):
            docs.append(
                SearchDoc(
                    "example",
                    str(example.clause),
                    example.law,
                    chapter_of[example.law],
                    language,
                    _joined(title, example.texts.get(language, "")),
                    title,
                    slug=example.slug,
                    law_titles=dict(titles.get(str(example.law), {})),
                    languages=tuple(sorted(example.titles)),
                    edition=IN_FORCE,
                )
            )
    return docs


def generated_docs(real: list[SearchDoc], copies: int, real_share: float, seed: int = 2017) -> list[SearchDoc]:
    """``copies`` law books of 93 laws x 3 languages x 8 clauses, each clause as long as a real one.

    A share ``real_share`` of the words is drawn from the real texts (by their frequency there), the rest
    from a Zipf-distributed vocabulary of 8,000 made-up words per language written in its own letters,
    so that a word of the Laws is about as frequent in the corpus as in the law book (with only the
    three seed laws to draw from, every word of theirs would otherwise be in a third of all texts).
    """
    rng = random.Random(seed)
    texts = [d for d in real if d.kind in ("clause", "commentary")]
    vocabulary = {lang: [w for d in texts if d.language == lang for w in words(d.text)] for lang in LANGUAGES}
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
                    docs.append(
                        SearchDoc(
                            "clause",
                            cid,
                            law,
                            "I",
                            lang,
                            text + ".",
                            slug=f"g{copy}-{cid}",
                            languages=LANGUAGES,
                            edition=IN_FORCE,
                        )
                    )
    return docs


class BenchProvider:
    """The corpus and a change log, as the site's database provides them to the index."""

    def __init__(self, docs: list[SearchDoc]):
        self.docs = {doc.key: doc for doc in docs}
        self.log: list[tuple[str, ...]] = []

    def edit(self, doc: SearchDoc, text: str):
        self.docs[doc.key] = SearchDoc(**{**doc.__dict__, "text": text})
        self.log.append((doc.clause_id,))

    def all_docs(self):
        return list(self.docs.values())

    def docs_for(self, clause_ids):
        wanted = set(clause_ids)
        return [doc for doc in self.docs.values() if doc.clause_id in wanted]

    def content_version(self):
        return (len(self.log), "bench")

    def changes_since(self, version):
        return Changes(self.content_version(), tuple(sorted({c for ids in self.log[version[0] :] for c in ids})))


# ---- FTS5 with the same analysis -------------------------------------------------------------------


def shadow(doc: SearchDoc) -> tuple[str, str]:
    """The index terms of a text, in word order: its language's stems, and its accent-free words."""
    found = words(doc.text)
    return (" ".join(f"{doc.language}_{term(doc.language, w)}" for w in found), " ".join(f"f_{fold(w)}" for w in found))


def _column(fieldname: str) -> tuple[str, str]:
    return ("folded", "f") if fieldname == "folded" else ("stems", fieldname.removeprefix("text_"))


def fts_expression(query) -> str:
    """A Whoosh query of the site's shapes (And of Ors of terms, phrases, prefixes) as an FTS5 expression."""
    if isinstance(query, And):
        return " AND ".join(f"({fts_expression(part)})" for part in query.subqueries)
    if isinstance(query, Or):
        return " OR ".join(fts_expression(part) for part in query.subqueries)
    column, mark = _column(query.fieldname)
    if isinstance(query, Term):
        return f'{column} : "{mark}_{query.text}"'
    if isinstance(query, Phrase):
        return f'{column} : "{" ".join(f"{mark}_{w}" for w in query.words)}"'
    if isinstance(query, Prefix):
        return f'{column} : "{mark}_{query.text}" *'
    raise ValueError(f"no FTS5 form for {query!r}")


def build_fts(docs: list[SearchDoc], path: Path) -> tuple[sqlite3.Connection, float]:
    started = time.perf_counter()
    db = sqlite3.connect(path)
    db.execute(
        "CREATE VIRTUAL TABLE texts USING fts5(key UNINDEXED, clause_id UNINDEXED, language UNINDEXED,"
        " weight UNINDEXED, body UNINDEXED, title UNINDEXED, stems, folded,"
        " tokenize=\"unicode61 remove_diacritics 0 tokenchars '_'\")"
    )
    db.execute("CREATE TABLE clauses(clause_id TEXT PRIMARY KEY)")
    db.executemany(
        "INSERT INTO texts VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        ((d.key, d.clause_id, d.language, KIND_WEIGHTS[d.kind], d.text, d.title, *shadow(d)) for d in docs),
    )
    db.executemany("INSERT OR IGNORE INTO clauses VALUES (?)", ((d.clause_id,) for d in docs if d.clause_id))
    db.commit()
    return db, time.perf_counter() - started


class FtsQuery:
    """What the site would search for ``typed``, prepared for FTS5 (not timed)."""

    def __init__(self, engine: Engine, typed: str):
        self.target = jump_target(typed)
        self.expression = self.any_words = None
        if self.target is not None:
            return
        with engine.searchers.reading() as opened:
            parsed = search_engine.parse(search_engine.clean(typed), engine.glossary())
            readings = engine._readings(opened.searcher, parsed)
        query, self.marks = search_engine._compiled(parsed, LANGUAGES, tuple(sorted(readings.items())))
        self.expression = fts_expression(query)
        if isinstance(query, And):
            self.any_words = " OR ".join(f"({fts_expression(part)})" for part in query.subqueries)

    def run(self, db: sqlite3.Connection):
        """(matching rows, the page's rows with their extracts)."""
        if self.target is not None:
            return 1, db.execute("SELECT clause_id FROM clauses WHERE clause_id = ?", (str(self.target),)).fetchall()
        count = db.execute("SELECT count(*) FROM texts WHERE texts MATCH ?", (self.expression,)).fetchone()[0]
        rows = self._top(db, self.expression)
        if count < search_engine.FEW_HITS and self.any_words:
            rows += self._top(db, self.any_words)
        return count, rows

    def _top(self, db, expression):
        rows = db.execute(
            "SELECT key, language, body, title FROM texts WHERE texts MATCH ? ORDER BY bm25(texts) * weight LIMIT 10",
            (expression,),
        ).fetchall()
        return [
            (key, fragment(plain(split_title(body, title)[1]), language, self.marks))
            for key, language, body, title in rows
        ]


# ---- timing ----------------------------------------------------------------------------------------


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def timed(fn, repeat: int, before=None) -> list[float]:
    times = []
    for _ in range(repeat):
        if before:
            before()
        started = time.perf_counter()
        fn()
        times.append((time.perf_counter() - started) * 1000)
    return times


def whoosh_query(engine: Engine, query: str):
    """The site's search call, filtered to the edition in force as its search page is by default."""
    target = jump_target(query)
    if target is not None:
        return str(target)
    return engine.search(query, Filters(edition=IN_FORCE, in_force=IN_FORCE), ui_language="en")


def cold_probe(root: str, query: str):
    """Run in a fresh process: open the index and answer one query, print the milliseconds and hits.

    The site's URL configuration is loaded first, as in a server process, where the request being answered
    was routed through it (loading it imports every app's views: 250 ms, none of it search's)."""
    assert get_resolver().url_patterns
    with translation.override("en"):
        started = time.perf_counter()
        engine = Engine(Path(root), GLOSSARY)
        result = whoosh_query(engine, query)
        elapsed = (time.perf_counter() - started) * 1000
    print(json.dumps({"ms": elapsed, "hits": getattr(result, "total", 1)}))


def true_cold(root: Path, query: str) -> tuple[float, int]:
    done = subprocess.run(
        [sys.executable, __file__, "--probe", str(root), query],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    data = json.loads(done.stdout.strip().splitlines()[-1])
    return data["ms"], data["hits"]


def run_size(
    size: int, real: list[SearchDoc], repeat: int, procs: int, edits: int, workdir: Path, real_share: float
) -> dict:
    docs = real + generated_docs(real, size, real_share)
    provider = BenchProvider(docs)
    root = workdir / f"whoosh-{size}x"
    engine = Engine(root, GLOSSARY, provider, follow_seconds=0.5)  # as in production
    started = time.perf_counter()
    engine.store.build(
        provider.all_docs(), procs=procs if len(docs) > 20_000 else 1, version=provider.content_version()
    )
    whoosh_build = time.perf_counter() - started
    db, fts_build = build_fts(docs, workdir / f"fts-{size}x.sqlite3")

    rows, columns = [], {"cold": [], "uncached": [], "cached": [], "fts": []}
    for kind, query in QUERIES:
        cold, cold_hits = true_cold(root, query)
        result = whoosh_query(engine, query)  # open the searcher, warm the stem cache
        prepared = FtsQuery(engine, query)
        fts_hits, _ = prepared.run(db)
        uncached = timed(lambda q=query: whoosh_query(engine, q), repeat, before=engine.clear_cache)
        whoosh_query(engine, query)
        cached = timed(lambda q=query: whoosh_query(engine, q), repeat)
        fts = timed(lambda p=prepared: p.run(db), repeat)
        hits = getattr(result, "total", 1)
        assert cold_hits == hits, (query, cold_hits, hits)
        rows.append(
            (
                kind,
                query,
                hits,
                fts_hits,
                cold,
                statistics.median(uncached),
                statistics.median(cached),
                statistics.median(fts),
            )
        )
        columns["cold"].append(cold)
        columns["uncached"] += uncached
        columns["cached"] += cached
        columns["fts"] += fts

    updates, after_edit = [], []
    edited = [doc for doc in docs if doc.kind == "clause" and doc.language == "en"][:edits]
    word_queries = [query for kind, query in QUERIES if kind != "law number"]
    for n, doc in enumerate(edited):
        provider.edit(doc, doc.text + f" benchedit{n}")
        started = time.perf_counter()
        engine.store.sync(provider)
        updates.append((time.perf_counter() - started) * 1000)
        query = word_queries[n % len(word_queries)]
        started = time.perf_counter()
        whoosh_query(engine, query)
        after_edit.append((time.perf_counter() - started) * 1000)
        assert whoosh_query(engine, f"benchedit{n}").total >= 1
    db.close()
    engine.searchers.close()
    return {
        "size": size,
        "docs": len(docs),
        "whoosh_build": whoosh_build,
        "fts_build": fts_build,
        "rows": rows,
        "columns": columns,
        "updates": updates,
        "after_edit": after_edit,
    }


def p50_95(values: list[float]) -> str:
    return f"{statistics.median(values):7.2f} /{percentile(values, 95):7.2f}"


def report(r: dict):
    print(f"\n== {r['size']}x: {r['docs']} texts; build Whoosh {r['whoosh_build']:.1f} s, FTS5 {r['fts_build']:.1f} s")
    print(
        f"{'query':<28} {'hits whoosh':>11} {'fts5':>6} | {'true cold':>9} {'uncached':>9} {'cached':>8} {'fts5':>7}  ms"
    )
    for _kind, query, hits, fts_hits, cold, uncached, cached, fts in r["rows"]:
        same = "" if hits == fts_hits else "  ≠"
        print(
            f"{query[:28]:<28} {hits:>11} {fts_hits:>6} | {cold:>9.1f} {uncached:>9.2f} {cached:>8.3f} {fts:>7.2f}{same}"
        )
    c = r["columns"]
    print(
        f"{'all queries, p50 / p95 ms':<47} | cold {p50_95(c['cold'])}   uncached {p50_95(c['uncached'])}"
        f"   cached {p50_95(c['cached'])}   fts5 {p50_95(c['fts'])}"
    )
    print(
        f"{'ratios of p50 to FTS5':<47} | cold {statistics.median(c['cold']) / statistics.median(c['fts']):.1f}x"
        f"   uncached {statistics.median(c['uncached']) / statistics.median(c['fts']):.1f}x"
        f"   cached {statistics.median(c['cached']) / statistics.median(c['fts']):.2f}x"
    )
    if r["after_edit"]:
        print(
            f"{'after an edit, p50 / p95 ms':<47} | update committed {p50_95(r['updates'])}"
            f"   first query after it {p50_95(r['after_edit'])}"
        )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1,10")
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--edits", type=int, default=10)
    parser.add_argument(
        "--procs",
        type=int,
        default=1,
        help="Whoosh writer processes for builds over 20,000 texts (one segment each; the site's"
        " rebuild_index writes one)",
    )
    parser.add_argument(
        "--real-share",
        type=float,
        default=0.1,
        help="share of generated words drawn from the real texts (1.0: only real words)",
    )
    parser.add_argument("--probe", nargs=2, metavar=("INDEX", "QUERY"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe:
        cold_probe(*args.probe)
        return
    real = real_docs()
    print(
        f"{len(QUERIES)} queries: "
        + ", ".join(sorted({kind for kind, _ in QUERIES}))
        + f"; real-word share {args.real_share}; {args.repeat} repeats; {os.cpu_count()} CPUs"
    )
    with tempfile.TemporaryDirectory(prefix="lawsite-bench-") as workdir, translation.override("en"):
        for size in (int(s) for s in args.sizes.split(",")):
            repeat = max(3, args.repeat // 4) if size >= 100 else args.repeat
            report(run_size(size, real, repeat, args.procs, args.edits, Path(workdir), args.real_share))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
