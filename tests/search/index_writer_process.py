"""One real process for the concurrency test: writes updates, rebuilds, or reads while the others write.

Documents come from files in a directory (the "database"), so no Django and no shared test database.
Usage: python index_writer_process.py ROOT DB NAME COUNT write|rebuild|read
"""
import sys
import time
from pathlib import Path

from lawsite.search.index import IndexStore, SearchDoc, Searchers


class FileProvider:
    def __init__(self, db: Path):
        self.db = db

    def _doc(self, path: Path) -> SearchDoc:
        return SearchDoc("clause", path.stem, 1, "I", "en", path.read_text())

    def all_docs(self):
        return [self._doc(path) for path in sorted(self.db.glob("*.txt"))]

    def docs_for(self, clause_ids):
        time.sleep(0.02)  # a database read: keeps the lock held while other processes queue updates
        return [self._doc(self.db / f"{cid}.txt") for cid in clause_ids if (self.db / f"{cid}.txt").exists()]


def main(root, db, name, count, mode):
    store, provider = IndexStore(Path(root)), FileProvider(Path(db))
    if mode == "write":
        for i in range(count):
            path = provider.db / f"{name}-{i}.txt"
            temporary = path.with_suffix(".tmp")
            temporary.write_text(f"marker {name} item{i}")
            temporary.replace(path)
            store.submit([path.stem], provider)
    elif mode == "rebuild":
        for _ in range(count):
            store.rebuild(provider, timeout=60)
            time.sleep(0.05)
    else:
        searchers, seen, reads = Searchers(store), 0, 0
        from whoosh.query import Term

        while not (provider.db / "stop").exists():
            searcher, version = searchers.get()
            total = searcher.doc_count()
            assert total >= seen, f"index went back from {seen} to {total} documents at {version}"
            seen = total
            searcher.search(Term("folded", "marker"), limit=5)
            reads += 1
        print(reads)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])
