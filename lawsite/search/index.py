"""The Whoosh index on disk: schema, versioned builds, the symlink swap, following the database, and
one searcher per process.

Layout under the index root (``settings.SEARCH_INDEX_DIR``, one per host: nothing here is shared)::

    current -> v-1712345678901234567-4242   symlink, replaced atomically with os.replace
    v-…/                                     one complete Whoosh index per build
    v-…/CONTENT_VERSION                     the content version the index holds ("57 <stamp>"), written after each commit
    write.lock                              flock held by whichever process of this host is writing

The database is the source of truth and its change log the queue: any process that finds the content
version ahead of its index *tries* the lock (never waits on it), reads what changed since the version
the index holds, applies it, commits, and only then records the new version. A process that dies half
way leaves the old version recorded, so the next one applies the change again (an update re-reads the
changed clauses, so applying twice is harmless): nothing is lost, and no host needs another's disk.
The holder looks again after releasing, so a change committed while it held the lock is never left
behind. No Django here: documents and changes come from a provider, so real processes can test it.
"""

from __future__ import annotations

import copy
import fcntl
import os
import pickle
import shutil
import threading
import time
import weakref
from collections.abc import Callable, Iterable
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from whoosh import columns
from whoosh import index as whoosh_index
from whoosh.codec.whoosh3 import (
    LENGTHS_COLUMN,
    WHOOSH3_HEADER_MAGIC,
    W3Codec,
    W3PerDocReader,
    W3PerDocWriter,
    W3PostingsWriter,
    _lenfield,
)
from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema
from whoosh.filedb.filestore import FileStorage
from whoosh.index import TOC, FileIndex
from whoosh.query import Term
from whoosh.reading import EmptyReader, MultiReader, SegmentReader
from whoosh.searching import Searcher
from whoosh.system import pack_uint
from whoosh.util.numeric import length_to_byte

from . import scoring
from .analyzers import LANGUAGES, fold, folded_analyzer, language_analyzer, term, words

KEEP_OLD_VERSIONS = 2  # older builds stay a while for searchers still reading them
#: Written into every build; a build of another format (an older codec or schema) counts as no index,
#: so search says the index is not built and the next update or ``rebuild_index`` builds a fresh one.
#: Change it whenever the codec, the schema or the stored fields change.
INDEX_FORMAT = "lawsite-search-7"
FORMAT_FILE = "FORMAT"
VERSION_FILE = "CONTENT_VERSION"
#: Postings held in memory before Whoosh spills sorted runs to disk and merges them back: the 10x
#: benchmark corpus (1.7 million postings) fits, so a full build sorts once and writes once.
BUILD_LIMIT_MB = 1024
#: Segment files stay separate files: a compound segment is mapped and every sub-file opened from it is
#: copied whole into a BytesIO, which made opening a searcher at 10x cost tens of milliseconds.
COMPOUND = False
#: Each segment's Greek words (accent-free field), one per line, sorted: written beside the segment when
#: it is committed, so reading a Latin-letter word as Greek never walks Whoosh's term table. Named like
#: the segment's own files, so Whoosh deletes it with the segment.
GREEK_WORDS_EXT = "greek"
_GREEK = ("\u0370", "\u03ff\U0010ffff")
#: Of each text, its other languages' title and the start of their body are stored with it, so a result
#: shows them without reading the other documents: this much of each body (the page shows up to 1,200).
OTHER_CHARS = 2400
_GROUP_COLUMN = columns.VarBytesColumn()
#: What a search result is made of besides clause text, in the order ranking weighs them.
KINDS = ("clause", "law", "chapter", "commentary", "example")
TEXT_FIELDS = ("folded", *(f"text_{language}" for language in LANGUAGES))


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


class _PostingsWriter(W3PostingsWriter):
    """Whoosh's posting blocks, pickled with the current protocol instead of protocol 2.

    Protocol 2 has no bytes type: each posting's value (its positions) is pickled as a call to
    ``codecs.encode``, so unpickling a block of 128 postings took 154 µs, and scoring a common word was
    mostly that; with protocol 5 it takes 16 µs. Whoosh reads either (``pickle.loads``), and writes the
    block as before otherwise: its info (count, last id, maximum weight, lengths) stays protocol 2.
    """

    def _write_block(self, last=False):
        if not self._blockcount:
            self._postfile.write(WHOOSH3_HEADER_MAGIC)
        self._terminfo.add_block(self)
        data = pickle.dumps((self._mini_ids(), self._mini_weights(), self._mini_values()), pickle.HIGHEST_PROTOCOL)
        ids = self._ids
        info = (len(ids), ids[-1], self._maxweight, 0, length_to_byte(self._minlength), length_to_byte(self._maxlength))
        infobytes = pickle.dumps(info, 2)
        length = len(infobytes) + len(data)
        self._postfile.write_int(-length if last else length)
        self._postfile.write(infobytes)
        self._postfile.write(data)
        self._blockcount += 1
        self._new_block()


class Codec(W3Codec):
    """Whoosh's own format, with four costs dropped.

    No per-block length statistics (each posting would read its document's field length back from
    disk): block quality bounds then assume the shortest length, so they only skip less, never
    wrongly. No zlib on posting blocks nor on stored fields: writing and reading skip the
    (de)compression. Posting blocks pickled with the current protocol (:class:`_PostingsWriter`).
    Each segment records its codec, so segments written before read as before.
    """

    length_stats = False

    def __init__(self):
        super().__init__(compression=0)

    def postings_writer(self, dbfile, byteids=False):
        return _PostingsWriter(dbfile, self._blocklimit, byteids, compression=0, inlinelimit=self._inlinelimit)

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
            for position, word in enumerate(words(value)):
                positions.setdefault(term(language, word), []).append(position)
        else:
            for position, word in enumerate(words(value)):
                positions.setdefault(fold(word), []).append(position)
        boost = self.format.field_boost
        for text, poslist in positions.items():
            deltas = [poslist[0], *(b - a for a, b in zip(poslist, poslist[1:]))]
            yield (
                text.encode("utf-8"),
                len(poslist),
                len(poslist) * boost,
                pack_uint(len(deltas)) + pickle.dumps(deltas, 2),
            )


def make_schema() -> Schema:
    fields = {
        "key": ID(
            stored=True, unique=True
        ),  # "clause:55A@2017:en", "commentary:dummy-limitations@2017:el", "law:68@2017:pl"
        # "clause:55A@2017": the hits of one clause fold into one result; a column, so grouping reads no stored fields
        "group": ID(stored=True, sortable=_GROUP_COLUMN),
        "edition": ID(stored=True),  # "2017": the edition the text is of
        "shown_in": KEYWORD(),  # "2007 2017": the editions whose pages show it (its own, and newer ones lacking the language)
        "shown_as": STORED(),  # {"2017": "67A1"}: its clause id on the pages of each edition that shows it
        "kind": ID(stored=True),  # one of KINDS; indexed, so ranking reads each kind's documents at once
        "clause_id": ID(stored=True),  # canonical id the text hangs off: "55A" ("" for a law or chapter title)
        "law": ID(stored=True),  # "55" ("" for a chapter title)
        "chapter": ID(stored=True),  # "VI"
        "language": ID(stored=True),
        "title": STORED(),
        "slug": STORED(),
        "law_titles": STORED(),  # {"en": "Declarer's Lead Out of Turn", ...}
        "languages": STORED(),  # languages this clause has text in
        "others": STORED(),  # {"el": (title, start of body)}: the same text's other languages
        "folded": WordsText(),
    }
    for language in LANGUAGES:
        fields[f"text_{language}"] = WordsText(language, stored=True)
    return Schema(**fields)


#: The schema every index of this format has: handed to Whoosh when opening one, so the pickled copy in
#: each commit's table of contents is never unpickled.
SCHEMA = make_schema()


@dataclass
class SearchDoc:
    """One text in one language, as indexed: a clause text, commentary, worked example, or the title of
    a law or a chapter."""

    kind: str
    clause_id: str
    law: int | None
    chapter: str
    language: str
    text: str  # heading (or title) and body, as stored and highlighted
    title: str = ""
    slug: str = ""
    law_titles: dict = field(default_factory=dict)
    languages: tuple = ()
    others: dict = field(default_factory=dict)  # filled by the store: see :func:`with_others`
    edition: str = ""  # the edition's code; "" for documents outside any edition (tests, benchmarks)
    shown_as: dict = field(default_factory=dict)  # edition code -> clause id, for the editions showing it

    @property
    def group(self) -> str:
        if self.kind == "law":
            base = f"law:{self.law}"
        elif self.kind == "chapter":
            base = f"chapter:{self.chapter}"
        else:
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
            "law": str(self.law) if self.law else "",
            "chapter": self.chapter,
            "language": self.language,
            "title": self.title,
            "slug": self.slug,
            "law_titles": self.law_titles,
            "languages": tuple(self.languages),
            "others": self.others,
            "edition": self.edition,
            "shown_in": " ".join(sorted(self.shown_as or ({self.edition: self.clause_id} if self.edition else {}))),
            "shown_as": dict(self.shown_as),
            "folded": self.text,
            f"text_{self.language}": self.text,
        }


#: A content version as an index records it: (number, stamp). The stamp (when the change was logged)
#: tells one history from another: a database restored from a backup, or a test's rolled-back change,
#: can reach the same number with other texts.
Mark = tuple[int, str]


@dataclass(frozen=True)
class Changes:
    """What changed after an index's version, from the database's change log."""

    version: Mark  # the latest content version the log holds
    clause_ids: tuple[str, ...]  # canonical ids whose texts (or commentary, examples) changed


class Provider(Protocol):
    """Where documents and their versions come from (the database in the site, files in tests)."""

    def all_docs(self) -> Iterable[SearchDoc]: ...

    def docs_for(self, clause_ids: list[str]) -> Iterable[SearchDoc]: ...

    def content_version(self) -> Mark: ...

    def changes_since(self, version: Mark) -> Changes | None:
        """The changes after ``version``; None when only a full build can say (a content load, another
        history, or a log that no longer reaches back that far)."""


def with_others(docs: Iterable[SearchDoc]) -> list[SearchDoc]:
    """Each document with its group's other languages attached. A provider gives every text of a clause
    (or commentary, example, title) together, and an update re-indexes all of them, so none goes stale."""
    docs = list(docs)
    groups: dict[str, dict[str, tuple[str, str]]] = {}
    for doc in docs:
        body = doc.text[len(doc.title) :].lstrip("\n") if doc.title and doc.text.startswith(doc.title) else doc.text
        groups.setdefault(doc.group, {})[doc.language] = (doc.title, body[:OTHER_CHARS])
    for doc in docs:
        doc.others = {language: text for language, text in groups[doc.group].items() if language != doc.language}
    return docs

    # Optional: ``affected(clause_ids)``, the ids whose documents an update of those ids rewrites.


class IndexCheckFailed(RuntimeError):
    """A fresh build did not pass its checks; the current index stays in place."""


class IndexStore:
    def __init__(self, root: Path):
        self.root = Path(root)
        self.current = self.root / "current"
        self.lock_path = self.root / "write.lock"
        self._formats: dict[str, bool] = {}  # build name -> of this code's format (a build never changes it)

    def ensure(self):
        self.root.mkdir(parents=True, exist_ok=True)

    def current_dir(self) -> Path | None:
        """The build ``current`` points at, or None when there is none of this code's format."""
        try:
            name = os.readlink(self.current)
        except OSError:
            return None
        target = self.root / name
        if name not in self._formats:
            try:
                self._formats[name] = (target / FORMAT_FILE).read_text().strip() == INDEX_FORMAT
            except OSError:
                return None
        return target if self._formats[name] else None

    def exists(self) -> bool:
        target = self.current_dir()
        return target is not None and whoosh_index.exists_in(str(target))

    def indexed_version(self) -> Mark | None:
        """The content version the current index holds; None when there is no index or it never said."""
        target = self.current_dir()
        if target is None:
            return None
        try:
            number, _, stamp = (target / VERSION_FILE).read_text().strip().partition(" ")
            return (int(number), stamp)
        except (OSError, ValueError):
            return None

    @staticmethod
    def _record_version(target: Path, version: Mark | None):
        """Written after the commit it describes, in one rename: a reader sees the old or the new mark."""
        if version is None:
            (target / VERSION_FILE).unlink(missing_ok=True)
            return
        temporary = target / f".{VERSION_FILE}-{os.getpid()}"
        temporary.write_text(f"{version[0]} {version[1]}\n")
        os.replace(temporary, target / VERSION_FILE)

    # ---- building and swapping -------------------------------------------------------------

    def build(
        self,
        docs: Iterable[SearchDoc],
        check: Callable | None = None,
        procs: int = 1,
        limitmb: int = BUILD_LIMIT_MB,
        version: Mark | None = None,
    ) -> Path:
        """Write a complete index into a new directory, check it, then swap it in.

        ``version``: the content version the documents were read at (read before them). ``procs`` > 1:
        that many processes write one segment each (no serial merge at the end), each with its own
        ``limitmb``.
        """
        self.ensure()
        target = self.root / f"v-{time.time_ns()}-{os.getpid()}"
        target.mkdir()
        try:
            ix = whoosh_index.create_in(str(target), SCHEMA)
            if procs > 1:
                writer = ix.writer(procs=procs, limitmb=limitmb, multisegment=True, codec=Codec(), compound=COMPOUND)
            else:
                writer = ix.writer(limitmb=limitmb, codec=Codec(), compound=COMPOUND)
            count = 0
            for doc in with_others(docs):
                writer.add_document(**doc.fields())
                count += 1
            writer.commit()
            _write_greek_words(target)
            (target / FORMAT_FILE).write_text(INDEX_FORMAT + "\n")
            self._record_version(target, version)
            self._check(target, count, check)
        except BaseException:
            shutil.rmtree(target, ignore_errors=True)
            raise
        self.swap(target)
        return target

    def _check(self, target: Path, expected: int, check: Callable | None):
        ix = whoosh_index.open_dir(str(target), schema=SCHEMA)
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

    # ---- following the database ------------------------------------------------------------

    def sync(self, provider: Provider, check: Callable | None = None) -> bool:
        """Bring the index up to the provider's content version unless another process is at it.

        Returns True if this call wrote. Never waits for the lock: its holder looks again after
        releasing it, and sees whatever was committed meanwhile.
        """
        self.ensure()
        wrote = False
        while self.indexed_version() != provider.content_version():
            with self._locked(wait=0) as held:
                if not held:
                    return wrote
                self._catch_up(provider, check)
                wrote = True
        return wrote

    def rebuild(self, provider: Provider, check: Callable | None = None, timeout: float = 300, **build_args) -> Path:
        """A full build for an operator: waits for the lock (up to ``timeout``), then catches up."""
        self.ensure()
        with self._locked(wait=timeout) as held:
            if not held:
                raise TimeoutError(f"{self.lock_path}: another process kept the index lock for {timeout} s")
            version = provider.content_version()
            target = self.build(provider.all_docs(), check, version=version, **build_args)
        self.sync(provider, check)
        return target

    def _catch_up(self, provider: Provider, check: Callable | None):
        """Under the lock: apply the change log since the indexed version, or build everything."""
        indexed = self.indexed_version()
        changes = provider.changes_since(indexed) if indexed is not None and self.exists() else None
        if changes is None:
            version = provider.content_version()  # read before the documents: they are at least as new
            self.build(provider.all_docs(), check, version=version)
            return
        if changes.clause_ids:
            self._update(changes.clause_ids, provider)
        self._record_version(self.current_dir(), changes.version)

    def _update(self, clause_ids: Iterable[str], provider: Provider):
        affected = getattr(provider, "affected", None)
        if affected is not None:
            clause_ids = set(affected(sorted(clause_ids)))
        ix = whoosh_index.open_dir(str(self.current_dir()), schema=SCHEMA)
        writer = ix.writer(timeout=30, codec=Codec(), compound=COMPOUND)
        try:
            for clause_id in clause_ids:
                writer.delete_by_term("clause_id", clause_id)
            for doc in with_others(provider.docs_for(sorted(clause_ids))):
                writer.add_document(**doc.fields())
        except BaseException:
            writer.cancel()
            raise
        writer.commit()
        _write_greek_words(self.current_dir())

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


@dataclass
class Opened:
    """The searcher of one index version; ``version`` changes with every build and every commit."""

    searcher: Searcher
    version: tuple[str, int]  # (build directory name, Whoosh generation)


class Searchers:
    """One Whoosh searcher per process, shared by its threads, reopened when ``current`` points elsewhere
    (a rebuild) or the index there gained a generation (an update).

    Reopening after an update keeps the reader of every segment that did not change (and with it what
    :mod:`.scoring` keeps per segment), so only the new segment is read. Whoosh's own ``refresh`` is not
    used: it also keeps segments a merge removed, and a segment's old deletions. Whoosh's files are read
    by seeking and then reading, so threads take turns: :meth:`reading` holds the lock while a search
    uses the searcher (searching is pure Python work: under the GIL threads would take turns anyway).
    """

    def __init__(self, store: IndexStore):
        self.store = store
        self.lock = threading.RLock()
        self._state = _OpenState()
        weakref.finalize(self, self._state.close)  # files are closed even for a Searchers never closed

    @contextmanager
    def reading(self):
        """``Opened`` (or None while no index is built), held for this thread until the block ends."""
        with self.lock:
            yield self._current()

    def get(self):
        """(searcher, version) or (None, None): for one thread, or a caller that holds ``lock``."""
        with self.lock:
            opened = self._current()
        return (opened.searcher, opened.version) if opened else (None, None)

    def _current(self) -> Opened | None:
        state = self._state
        target = self.store.current_dir()
        generation = _latest_generation(target) if target is not None else -1
        if generation < 0:
            state.close()
            return None
        opened = state.opened
        if opened is not None and state.target == target and opened.version[1] == generation:
            return opened
        reuse = opened.searcher.reader() if opened is not None and state.target == target else None
        if opened is not None and reuse is None:
            opened.searcher.close()
        state.opened, state.target = None, None
        state.opened = _retry(lambda: _open(target, reuse))
        state.target = target
        return state.opened

    def close(self):
        with self.lock:
            self._state.close()


class _OpenState:
    opened: Opened | None = None
    target: Path | None = None

    def close(self):
        if self.opened is not None:
            self.opened.searcher.close()
        self.opened, self.target = None, None


def _latest_generation(target: Path) -> int:
    try:
        return TOC._latest_generation(FileStorage(str(target)), "MAIN")
    except OSError:
        return -1


def _open(target: Path, reuse=None) -> Opened:
    """A searcher of the latest commit in ``target``; segment readers of ``reuse`` that are still current
    (same segment, same deletions) are kept, the others closed."""
    storage = FileStorage(str(target))
    ix = FileIndex(storage, schema=SCHEMA)
    toc = TOC.read(storage, "MAIN", schema=SCHEMA)
    kept = {}
    if reuse is not None:
        # an index with no segment yet reads through an EmptyReader, which has no segment to keep
        kept = {reader.segment().segment_id(): reader for reader, _ in reuse.leaf_readers() if reader.segment()}
    readers = []
    for segment in toc.segments:
        old = kept.pop(segment.segment_id(), None)
        if old is None:
            readers.append(_segment_reader(storage, segment, toc.generation))
        elif old.segment().deleted_count() == segment.deleted_count():  # deletions only ever grow
            readers.append(old)
        else:
            readers.append(_with_deletions(old, segment, toc.generation))
    for unused in kept.values():
        unused.close()
    if not readers:
        reader = EmptyReader(SCHEMA)
    elif len(readers) == 1:
        reader = readers[0]
    else:
        reader = MultiReader(readers, generation=toc.generation)
    return Opened(Searcher(reader, fromindex=ix), (target.name, toc.generation))


def _with_deletions(old: SegmentReader, segment, generation) -> SegmentReader:
    """A reader of a segment that gained deletions (an update rewrote some of its texts): the segment's
    files do not change, so it shares the old reader's open files and column readers, and
    :mod:`.scoring`'s tables of it (lengths, kinds, filter sets: extra deleted documents in those are
    dropped by the matchers), and only the deletions are new. The old reader is left open for searchers
    still using it; it closes with the files."""
    reader = copy.copy(old)
    reader._perdoc = copy.copy(old._perdoc)
    reader._perdoc._segment = segment
    reader._segment = segment
    reader._gen = generation
    reader.__dict__.pop("deleted_docs_set", None)  # a cached_property of the old deletions
    scoring.carry_over(old, reader)
    return reader


def _segment_reader(storage, segment, generation) -> SegmentReader:
    """A segment's reader with the per-document files it will read opened now: a merge in another
    process deletes the files of the segments it merged, and an open file stays readable."""
    reader = SegmentReader(storage, SCHEMA, segment, generation=generation)
    perdoc = reader._perdoc
    perdoc._cached_reader("_stored", _STORED_COLUMN)
    perdoc._cached_reader("group", _GROUP_COLUMN)
    for fieldname in TEXT_FIELDS:
        perdoc._cached_reader(_lenfield(fieldname), LENGTHS_COLUMN)
    return reader


def _greek_words_in(reader) -> list[str]:
    words = []
    for fieldname, text in reader.terms_from("folded", _GREEK[0]):
        text = text.decode("utf-8") if isinstance(text, bytes) else text
        if fieldname != "folded" or text > _GREEK[1]:
            break
        words.append(text)
    return words


def _write_greek_words(target: Path):
    """The Greek-words file of every segment of the latest commit that has none yet (new segments)."""
    storage = FileStorage(str(target))
    toc = TOC.read(storage, "MAIN", schema=SCHEMA)
    for segment in toc.segments:
        name = f"{segment.segment_id()}.{GREEK_WORDS_EXT}"
        if (target / name).exists():
            continue
        reader = SegmentReader(storage, SCHEMA, segment, generation=toc.generation)
        try:
            words = _greek_words_in(reader)
        finally:
            reader.close()
        temporary = target / f".{name}-{os.getpid()}"
        temporary.write_text("\n".join(words), encoding="utf-8")
        os.replace(temporary, target / name)


def greek_words(reader) -> list[str]:
    """A segment reader's Greek words, sorted: from its file (or, for a segment committed before the
    file was written, from the term table), read once per reader."""
    words = getattr(reader, "_lawsite_greek_words", None)
    if words is None:
        try:
            path = Path(reader._storage.folder) / f"{reader.segment().segment_id()}.{GREEK_WORDS_EXT}"
            text = path.read_text(encoding="utf-8")
            words = text.split("\n") if text else []
        except (OSError, AttributeError):
            words = _greek_words_in(reader)
        reader._lawsite_greek_words = words
    return words


def _retry(opener, attempts: int = 5):
    """A writer in another process may delete merged segment files between reading the TOC and opening them."""
    for attempt in range(attempts):
        try:
            return opener()
        except (OSError, EOFError):
            if attempt == attempts - 1:
                raise
            time.sleep(0.02 * (attempt + 1))


def check_index(searcher) -> None:
    """Smoke queries on a fresh build: sampled documents are found again by their first word."""
    reader = searcher.reader()
    total = reader.doc_count_all()
    for docnum in range(0, total, max(1, total // 5)):
        stored = reader.stored_fields(docnum)
        language = stored["language"]
        found = words(stored.get(f"text_{language}", ""))
        if not found:
            continue
        query = Term(f"text_{language}", term(language, found[0]))
        if docnum not in searcher.search(query, limit=None).docs():
            raise IndexCheckFailed(f"document {stored['key']} not found by its word {found[0]!r}")
