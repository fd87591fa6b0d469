"""One real process for the index tests: edits the "database" and catches the index up, rebuilds it,
reads it while others write, or catches up slowly enough to be killed half way.

The database is an SQLite file with the texts and a change log, as the site's database has them (a
version per change, in commit order), so no Django and no shared test database.
Usage: python index_writer_process.py ROOT DB NAME COUNT write|rebuild|read|sync|slow-sync|slow-build
"""

import sqlite3
import sys
import time
from pathlib import Path

from lawsite.search.index import Changes, IndexStore, SearchDoc, Searchers


def connect(db: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(db, timeout=60, isolation_level=None)
    connection.execute("PRAGMA journal_mode=WAL")
    return connection


def create(db: Path):
    with connect(db) as connection:
        connection.execute("CREATE TABLE IF NOT EXISTS texts (clause_id TEXT PRIMARY KEY, text TEXT)")
        connection.execute(
            "CREATE TABLE IF NOT EXISTS changes (version INTEGER PRIMARY KEY, clause_id TEXT, stamp TEXT)"
        )


def edit(db: Path, clause_id: str, text: str):
    """A text and its change log entry in one transaction, as a save in the site does."""
    connection = connect(db)
    connection.execute("BEGIN IMMEDIATE")
    connection.execute("INSERT OR REPLACE INTO texts VALUES (?, ?)", (clause_id, text))
    connection.execute("INSERT INTO changes (clause_id, stamp) VALUES (?, ?)", (clause_id, str(time.time_ns())))
    connection.execute("COMMIT")
    connection.close()


class DatabaseFile:
    """The provider the index store follows: documents and the change log from the SQLite file."""

    def __init__(self, db: Path, pause: float = 0.0, signal: Path | None = None):
        self.db, self.pause, self.signal = db, pause, signal

    def _doc(self, clause_id: str, text: str) -> SearchDoc:
        return SearchDoc("clause", clause_id, 1, "I", "en", text)

    def _slow(self):
        if self.signal is not None:
            self.signal.write_text("writing")  # the test kills this process now
        time.sleep(self.pause)

    def all_docs(self):
        rows = connect(self.db).execute("SELECT clause_id, text FROM texts ORDER BY clause_id").fetchall()
        for n, row in enumerate(rows):
            if n == len(rows) // 2 and self.pause:
                self._slow()
            yield self._doc(*row)

    def docs_for(self, clause_ids):
        marks = ",".join("?" * len(clause_ids))
        rows = connect(self.db).execute(f"SELECT clause_id, text FROM texts WHERE clause_id IN ({marks})", clause_ids)
        docs = [self._doc(*row) for row in rows]
        if self.pause:
            self._slow()
        else:
            time.sleep(0.02)  # a database read: keeps the lock held while other processes edit
        return docs

    def content_version(self):
        row = connect(self.db).execute("SELECT version, stamp FROM changes ORDER BY version DESC LIMIT 1").fetchone()
        return (row[0], row[1]) if row else (0, "")

    def changes_since(self, version):
        number, stamp = version
        rows = (
            connect(self.db)
            .execute("SELECT version, clause_id, stamp FROM changes WHERE version >= ? ORDER BY version", (number,))
            .fetchall()
        )
        if number == 0 and stamp == "":
            rows = [(0, None, ""), *rows]
        if not rows or rows[0][0] != number or rows[0][2] != stamp:
            return None
        return Changes((rows[-1][0], rows[-1][2]), tuple(sorted({row[1] for row in rows[1:]})))


def main(root, db, name, count, mode):
    store, db = IndexStore(Path(root)), Path(db)
    provider = DatabaseFile(db)
    if mode == "write":
        for i in range(count):
            edit(db, f"{name}-{i}", f"marker {name} item{i}")
            store.sync(provider)
    elif mode == "rebuild":
        for _ in range(count):
            store.rebuild(provider, timeout=60)
            time.sleep(0.05)
    elif mode == "sync":
        store.sync(provider)
    elif mode in ("slow-sync", "slow-build"):
        if mode == "slow-sync":
            edit(db, name, f"marker {name} killed")
        slow = DatabaseFile(db, pause=60, signal=Path(root).parent / f"{name}.writing")
        if mode == "slow-build":
            store.rebuild(slow, timeout=60)
        else:
            store.sync(slow)
    else:
        searchers, seen, reads = Searchers(store), 0, 0
        from whoosh.query import Term

        while not (db.parent / "stop").exists():
            searcher, version = searchers.get()
            total = searcher.doc_count()
            assert total >= seen, f"index went back from {seen} to {total} documents at {version}"
            seen = total
            searcher.search(Term("folded", "marker"), limit=5)
            reads += 1
        print(reads)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])
