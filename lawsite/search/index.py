"""The Whoosh index on disk: schema, versioned builds, the symlink swap, writes from many processes,
and one searcher per thread.

Layout under the index root (``settings.SEARCH_INDEX_DIR``)::

    current -> v-1712345678901234567-4242   symlink, replaced atomically with os.replace
    v-…/                                     one complete Whoosh index per build
    pending/<ns>-<pid>-<n>.json             updates waiting for the writer: {"clause_ids": [...] | null}
    write.lock                              flock held by whichever process is writing

Writes never wait on a lock: a process records its update in ``pending/`` and then *tries* the lock.
The holder applies every pending record, and after releasing looks again, so a record written while
someone else held the lock is always applied by the last holder (nothing lost, no LockError, no
AsyncWriter). No Django here: documents come from a provider, so real processes can test it.
"""
from __future__ import annotations

import fcntl
import itertools
import json
import os
import pickle
import shutil
import threading
import time
from collections.abc import Callable, Iterable
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from whoosh import index as whoosh_index
from whoosh import columns
from whoosh.codec.whoosh3 import W3Codec, W3PerDocReader, W3PerDocWriter
from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema
from whoosh.system import pack_uint

from .analyzers import LANGUAGES, WORD_RE, fold, folded_analyzer, language_analyzer, term

KEEP_OLD_VERSIONS = 2  # older builds stay a while for searchers still reading them
#: Written into every build; a build of another format (an older codec or schema) counts as no index,
#: so search says the index is not built and the next update or ``rebuild_index`` builds a fresh one.
#: Change it whenever the codec, the schema or the stored fields change.
INDEX_FORMAT = "lawsite-search-4"
FORMAT_FILE = "FORMAT"
#: Postings held in memory before Whoosh spills sorted runs to disk and merges them back: the 10x
#: benchmark corpus (1.7 million postings) fits, so a full build sorts once and writes once.
BUILD_LIMIT_MB = 1024


#: Stored fields pickled as they are: Whoosh zlib-compresses each document's, and a search reads
#: a few dozen of them (the page's texts and their other languages).
_STORED_COLUMN = columns.PickleColumn(columns.VarBytesColumn())


class _PerDocWriter(W3PerDocWriter):
    def _create_column(self, fieldname, column):
        super()._create_column(fieldname, _STORED_COLUMN if fieldname == "_stored" else column)


class _PerDocReader(W3PerDocReader):
    def stored_fields(self, docnum):
        stored = self._cached_reader("_stored", _STORED_COLUMN)[docnum]
        return {} if stored is None else stored


class Codec(W3Codec):
    """Whoosh's own format, with three costs dropped.

    No per-block length statistics (each posting would read its document's field length back from
    disk): block quality bounds then assume the shortest length, so they only skip less, never
    wrongly. No zlib on posting blocks nor on stored fields: writing and reading skip the
    (de)compression. Each segment records its codec, so segments written before read as before.
    """

    length_stats = False

    def __init__(self):
        super().__init__(compression=0)

    def per_document_writer(self, storage, segment):
        return _PerDocWriter(self, storage, segment)

    def per_document_reader(self, storage, segment):
        return _PerDocReader(storage, segment)


class WordsText(TEXT):
    """A TEXT field whose ``index`` maps words straight through the cached term functions.

    It yields the same terms, positions and weights as its analyzer through Whoosh's ``Positions``
    format (tested), without a Token object and two generator frames per word; queries and
    highlights keep using the analyzer's functions.
    """

    def __init__(self, language: str | None = None, stored: bool = False):
        analyzer = language_analyzer(language) if language else folded_analyzer()
        super().__init__(analyzer=analyzer, phrase=True, stored=stored)
        self.language = language

    def index(self, value, **kwargs):
        if not isinstance(value, str) or kwargs:
            yield from super().index(value, **kwargs)
            return
        language = self.language
        positions: dict[str, list[int]] = {}
        if language:
            for position, word in enumerate(WORD_RE.findall(value)):
                positions.setdefault(term(language, word), []).append(position)
        else:
            for position, word in enumerate(WORD_RE.findall(value)):
                positions.setdefault(fold(word), []).append(position)
        boost = self.format.field_boost
        for text, poslist in positions.items():
            deltas = [poslist[0], *(b - a for a, b in zip(poslist, poslist[1:]))]
            yield text.encode("utf-8"), len(poslist), len(poslist) * boost, pack_uint(len(deltas)) + pickle.dumps(deltas, 2)


def make_schema() -> Schema:
    fields = {
        "key": ID(stored=True, unique=True),  # "clause:55A@2017:en", "commentary:dummy-limitations@2017:el"
        "group": ID(stored=True),  # "clause:55A@2017": the hits of one clause fold into one result, its texts in one read
        "edition": ID(stored=True),  # "2017": the edition the text is of
        "shown_in": KEYWORD(),  # "2007 2017": the editions whose pages show it (its own, and newer ones lacking the language)
        "shown_as": STORED(),  # {"2017": "67A1"}: its clause id on the pages of each edition that shows it
        "kind": STORED(),  # clause | commentary | example
        "clause_id": ID(stored=True),  # canonical id the text hangs off: "55A"
        "law": ID(stored=True),  # "55"
        "chapter": ID(stored=True),  # "VI"
        "language": ID(stored=True),
        "title": STORED(),
        "slug": STORED(),
        "law_titles": STORED(),  # {"en": "Declarer's Lead Out of Turn", ...}
        "languages": STORED(),  # languages this clause has text in
        "folded": WordsText(),
    }
    for language in LANGUAGES:
        fields[f"text_{language}"] = WordsText(language, stored=True)
    return Schema(**fields)


@dataclass
class SearchDoc:
    """One text in one language, as indexed."""

    kind: str
    clause_id: str
    law: int
    chapter: str
    language: str
    text: str  # heading (or title) and body, as stored and highlighted
    title: str = ""
    slug: str = ""
    law_titles: dict = field(default_factory=dict)
    languages: tuple = ()
    edition: str = ""  # the edition's code; "" for documents outside any edition (tests, benchmarks)
    shown_as: dict = field(default_factory=dict)  # edition code -> clause id, for the editions showing it

    @property
    def group(self) -> str:
        base = f"{self.kind}:{self.slug or self.clause_id}"
        return f"{base}@{self.edition}" if self.edition else base

    @property
    def key(self) -> str:
        return f"{self.group}:{self.language}"

    def fields(self) -> dict:
        return {
            "key": self.key,
            "group": self.group,
            "kind": self.kind,
            "clause_id": self.clause_id,
            "law": str(self.law),
            "chapter": self.chapter,
            "language": self.language,
            "title": self.title,
            "slug": self.slug,
            "law_titles": self.law_titles,
            "languages": tuple(self.languages),
            "edition": self.edition,
            "shown_in": " ".join(sorted(self.shown_as or ({self.edition: self.clause_id} if self.edition else {}))),
            "shown_as": dict(self.shown_as),
            "folded": self.text,
            f"text_{self.language}": self.text,
        }


class Provider(Protocol):
    """Where documents come from (the database in the site, files in tests and the benchmark)."""

    def all_docs(self) -> Iterable[SearchDoc]: ...

    def docs_for(self, clause_ids: list[str]) -> Iterable[SearchDoc]: ...

    # Optional: ``affected(clause_ids)``, the ids whose documents an update of those ids rewrites.


class IndexCheckFailed(RuntimeError):
    """A fresh build did not pass its checks; the current index stays in place."""


class IndexStore:
    def __init__(self, root: Path):
        self.root = Path(root)
        self.current = self.root / "current"
        self.pending = self.root / "pending"
        self.lock_path = self.root / "write.lock"
        self._sequence = itertools.count()

    def ensure(self):
        self.pending.mkdir(parents=True, exist_ok=True)

    def current_dir(self) -> Path | None:
        """The build ``current`` points at, or None when there is none of this code's format."""
        try:
            target = self.root / os.readlink(self.current)
            built_format = (target / FORMAT_FILE).read_text().strip()
        except OSError:
            return None
        return target if built_format == INDEX_FORMAT else None

    def exists(self) -> bool:
        target = self.current_dir()
        return target is not None and whoosh_index.exists_in(str(target))

    # ---- building and swapping -------------------------------------------------------------

    def build(self, docs: Iterable[SearchDoc], check: Callable | None = None, procs: int = 1,
              limitmb: int = BUILD_LIMIT_MB) -> Path:
        """Write a complete index into a new directory, check it, then swap it in.

        ``procs`` > 1: that many processes write one segment each (no serial merge at the end), each
        with its own ``limitmb``.
        """
        self.ensure()
        target = self.root / f"v-{time.time_ns()}-{os.getpid()}"
        target.mkdir()
        try:
            ix = whoosh_index.create_in(str(target), make_schema())
            if procs > 1:
                writer = ix.writer(procs=procs, limitmb=limitmb, multisegment=True, codec=Codec())
            else:
                writer = ix.writer(limitmb=limitmb, codec=Codec())
            count = 0
            for doc in docs:
                writer.add_document(**doc.fields())
                count += 1
            writer.commit()
            (target / FORMAT_FILE).write_text(INDEX_FORMAT + "\n")
            self._check(target, count, check)
        except BaseException:
            shutil.rmtree(target, ignore_errors=True)
            raise
        self.swap(target)
        return target

    def _check(self, target: Path, expected: int, check: Callable | None):
        ix = whoosh_index.open_dir(str(target))
        with ix.searcher() as searcher:
            if searcher.doc_count() != expected:
                raise IndexCheckFailed(f"{target}: {searcher.doc_count()} documents, expected {expected}")
            if check is not None:
                check(searcher)

    def swap(self, target: Path):
        """Point ``current`` at ``target`` in one rename: readers see the old index or the new one."""
        temporary = self.root / f".current-{os.getpid()}-{time.time_ns()}"
        os.symlink(target.name, temporary)
        os.replace(temporary, self.current)
        self._prune(keep=target)

    def _prune(self, keep: Path):
        versions = sorted((p for p in self.root.glob("v-*") if p != keep), key=lambda p: p.name)
        for old in versions[:-KEEP_OLD_VERSIONS] if len(versions) > KEEP_OLD_VERSIONS else []:
            shutil.rmtree(old, ignore_errors=True)

    # ---- writes from several processes -----------------------------------------------------

    def submit(self, clause_ids: list[str] | None, provider: Provider, check: Callable | None = None) -> bool:
        """Record an update and apply it now unless another process is writing (then it will).

        ``clause_ids`` None means everything (a full rebuild). Returns True if this call wrote.
        """
        self.ensure()
        name = f"{time.time_ns():020d}-{os.getpid()}-{next(self._sequence)}.json"
        temporary = self.pending / f".{name}"
        temporary.write_text(json.dumps({"clause_ids": None if clause_ids is None else sorted(set(clause_ids))}))
        os.replace(temporary, self.pending / name)
        return self.drain(provider, check)

    def rebuild(self, provider: Provider, check: Callable | None = None, timeout: float = 300, **build_args) -> Path:
        """A full build for an operator: waits for the lock (up to ``timeout``), then applies what else queued."""
        self.ensure()
        with self._locked(wait=timeout) as held:
            if not held:
                raise TimeoutError(f"{self.lock_path}: another process kept the index lock for {timeout} s")
            taken = self._pending_records()
            target = self.build(provider.all_docs(), check, **build_args)
            self._remove(taken)
        self.drain(provider, check)
        return target

    def drain(self, provider: Provider, check: Callable | None = None) -> bool:
        wrote = False
        while self._pending_records():
            with self._locked(wait=0) as held:
                if not held:
                    return wrote
                records = self._pending_records()
                if records:
                    self._apply(records, provider, check)
                    self._remove(records)
                    wrote = True
        return wrote

    def _apply(self, records: list[Path], provider: Provider, check: Callable | None):
        clause_ids: set[str] = set()
        everything = False
        for record in records:
            ids = json.loads(record.read_text())["clause_ids"]
            if ids is None:
                everything = True
            else:
                clause_ids.update(ids)
        if everything or not self.exists():
            self.build(provider.all_docs(), check)
            return
        affected = getattr(provider, "affected", None)
        if affected is not None:
            clause_ids = set(affected(sorted(clause_ids)))
        ix = whoosh_index.open_dir(str(self.current_dir()))
        writer = ix.writer(timeout=30, codec=Codec())
        try:
            for clause_id in clause_ids:
                writer.delete_by_term("clause_id", clause_id)
            for doc in provider.docs_for(sorted(clause_ids)):
                writer.add_document(**doc.fields())
        except BaseException:
            writer.cancel()
            raise
        writer.commit()

    def _pending_records(self) -> list[Path]:
        try:
            return sorted(p for p in self.pending.iterdir() if p.suffix == ".json" and not p.name.startswith("."))
        except FileNotFoundError:
            return []

    @staticmethod
    def _remove(records: list[Path]):
        for record in records:
            record.unlink(missing_ok=True)

    @contextmanager
    def _locked(self, wait: float):
        """flock the write lock; ``wait`` 0 means try once. Released by the kernel if the process dies."""
        handle = open(self.lock_path, "a+")
        try:
            deadline = time.monotonic() + wait
            while True:
                try:
                    fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    held = True
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        held = False
                        break
                    time.sleep(0.05)
            try:
                yield held
            finally:
                if held:
                    fcntl.flock(handle, fcntl.LOCK_UN)
        finally:
            handle.close()


class Searchers:
    """One Whoosh searcher per thread, reopened when ``current`` points elsewhere (a rebuild) or the
    index there gained a generation (an update); the old one is closed. (``Searcher.refresh`` is not
    used: it fails on a refreshed empty index, and never notices a swapped directory.)"""

    def __init__(self, store: IndexStore):
        self.store = store
        self._local = threading.local()

    def get(self):
        """(searcher, version) or (None, None) while no index is built; version changes with every write."""
        local = self._local
        target = self.store.current_dir()
        searcher = getattr(local, "searcher", None)
        if target is None:
            return None, None
        if searcher is None or getattr(local, "target", None) != target:
            if searcher is not None:
                searcher.close()
            searcher = local.searcher = self._open(target)
            local.target = target
        elif not searcher.up_to_date():
            searcher.close()
            searcher = local.searcher = self._open(target)
        if searcher is None:
            return None, None
        return searcher, (target.name, searcher.reader().generation())

    @staticmethod
    def _open(target: Path):
        def open_searcher():
            # exists_in reads the TOC too: a commit elsewhere may delete the one it just listed
            if not whoosh_index.exists_in(str(target)):
                return None
            return whoosh_index.open_dir(str(target)).searcher()

        return _retry(open_searcher)

    def close(self):
        searcher = getattr(self._local, "searcher", None)
        if searcher is not None:
            searcher.close()
        self._local = threading.local()


def _retry(opener, attempts: int = 5):
    """A writer in another process may delete merged segment files between reading the TOC and opening them."""
    for attempt in range(attempts):
        try:
            return opener()
        except (OSError, EOFError):
            if attempt == attempts - 1:
                raise
            time.sleep(0.02 * (attempt + 1))

