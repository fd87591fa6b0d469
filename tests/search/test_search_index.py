"""The index lifecycle: versioned rebuilds swapped in by a symlink, one searcher per process that follows,
an index that catches up with the database's change log, real concurrent writers and killed ones."""

import io
import os
import pickle
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from django.core.management import call_command
from providers import ListProvider
from whoosh.query import Term

from lawsite.laws.models import ClauseText, ContentChange, ContentState
from lawsite.laws.signals import content_changed
from lawsite.search.engine import Filters
from lawsite.search.index import IndexCheckFailed, IndexStore, SearchDoc, Searchers

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent


def doc(clause_id: str, text: str) -> SearchDoc:
    return SearchDoc("clause", clause_id, 1, "I", "en", text)


def count(searcher, word):
    return len(searcher.search(Term("folded", word), limit=None))


def test_a_rebuild_writes_a_new_directory_and_swaps_the_symlink(tmp_path):
    store = IndexStore(tmp_path)
    first = store.build([doc("1A", "declarer leads")])
    second = store.build([doc("1A", "dummy leads")])
    assert first != second and first.is_dir()
    assert store.current.is_symlink() and store.current_dir() == second
    for _ in range(4):
        store.build([doc("1A", "dummy leads")])
    assert len(list(tmp_path.glob("v-*"))) <= 3  # the current one and two older


def test_a_searcher_reopens_when_the_directory_is_swapped_and_refreshes_after_an_update(tmp_path):
    store = IndexStore(tmp_path)
    provider = ListProvider([doc("1A", "declarer leads")])
    store.sync(provider)
    searchers = Searchers(store)
    searcher, version = searchers.get()
    assert count(searcher, "declarer") == 1
    assert searchers.get() == (searcher, version)  # nothing changed: the same searcher

    provider.docs["1B"] = doc("1B", "declarer again")
    provider.change("1B")
    assert store.sync(provider)
    refreshed, updated = searchers.get()
    assert updated[0] == version[0] and updated[1] > version[1]  # the same build, a new commit
    assert count(refreshed, "declarer") == 2
    assert store.indexed_version() == (1, "list")

    provider.docs = {"2A": doc("2A", "a revoke")}
    provider.log.append(None)
    store.rebuild(provider)
    swapped, rebuilt = searchers.get()
    assert rebuilt[0] != updated[0]
    assert count(swapped, "declarer") == 0 and count(swapped, "revoke") == 1


def test_the_threads_of_a_process_share_one_searcher_and_take_turns(tmp_path):
    store = IndexStore(tmp_path)
    store.build([doc(f"1A{n}", f"declarer {n}") for n in range(50)])
    searchers = Searchers(store)
    seen, counts = [], []

    def search():
        for _ in range(20):
            with searchers.reading() as opened:
                seen.append(opened.searcher)
                counts.append(count(opened.searcher, "declarer"))

    threads = [threading.Thread(target=search) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len({id(searcher) for searcher in seen}) == 1 and seen[0] is searchers.get()[0]
    assert counts == [50] * 80


def test_a_reopened_searcher_keeps_the_readers_of_the_segments_an_update_did_not_touch(tmp_path):
    store = IndexStore(tmp_path)
    provider = ListProvider([doc(f"1A{n}", f"declarer {n}") for n in range(20)])
    store.sync(provider)
    searchers = Searchers(store)
    before = [reader for reader, _ in searchers.get()[0].reader().leaf_readers()]
    provider.docs["2A"] = doc("2A", "a new text")
    provider.change("2A")
    store.sync(provider)
    after = [reader for reader, _ in searchers.get()[0].reader().leaf_readers()]
    assert len(after) == 2 and after[0] is before[0]
    provider.docs["1A3"] = doc("1A3", "changed")  # a deletion in the first segment: its reader is new
    provider.change("1A3")
    store.sync(provider)
    searcher = searchers.get()[0]
    assert all(reader is not before[0] for reader, _ in searcher.reader().leaf_readers())
    assert count(searcher, "declarer") == 19 and count(searcher, "changed") == 1


def test_a_build_that_fails_its_check_leaves_the_current_index_in_place(tmp_path):
    store = IndexStore(tmp_path)
    good = store.build([doc("1A", "declarer")])

    def refuse(searcher):
        raise IndexCheckFailed("smoke query found nothing")

    with pytest.raises(IndexCheckFailed):
        store.build([doc("1A", "dummy")], check=refuse)
    assert store.current_dir() == good
    assert sorted(p.name for p in tmp_path.glob("v-*")) == [good.name]


def start(root: Path, db: Path, name: str, n: int, mode: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    args = [sys.executable, str(HERE / "index_writer_process.py"), str(root), str(db), name, str(n), mode]
    return subprocess.Popen(args, env=env, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def database_file(tmp_path) -> Path:
    sys.path.insert(0, str(HERE))
    try:
        import index_writer_process
    finally:
        sys.path.remove(str(HERE))
    db = tmp_path / "db" / "content.sqlite3"
    db.parent.mkdir()
    index_writer_process.create(db)
    return db


@pytest.mark.slow
def test_several_processes_writing_and_rebuilding_at_once_lose_nothing(tmp_path):
    """Four writers (20 edits each, each caught up at once), one process rebuilding three times and a
    reader, all at once: the index ends at the database's last version with every text."""
    root, db = tmp_path / "index", database_file(tmp_path)
    IndexStore(root).build([])
    reader = start(root, db, "reader", 0, "read")
    workers = [start(root, db, f"w{n}", 20, "write") for n in range(4)] + [start(root, db, "rebuilder", 3, "rebuild")]
    for worker in workers:
        out, err = worker.communicate(timeout=180)
        assert worker.returncode == 0, err
        assert "LockError" not in err
    (db.parent / "stop").write_text("")
    out, err = reader.communicate(timeout=60)
    assert reader.returncode == 0, err
    assert int(out) > 0

    store = IndexStore(root)
    assert store.indexed_version()[0] == 80
    searchers = Searchers(store)
    searcher, _ = searchers.get()
    assert searcher.doc_count() == 80
    stored = {fields["clause_id"] for fields in searcher.all_stored_fields()}
    assert stored == {f"w{n}-{i}" for n in range(4) for i in range(20)}


def kill_when_writing(process: subprocess.Popen, signal_file: Path):
    deadline = time.monotonic() + 60
    while not signal_file.exists():
        assert process.poll() is None, process.communicate()[1]
        assert time.monotonic() < deadline, "the process never started writing"
        time.sleep(0.02)
    os.kill(process.pid, signal.SIGKILL)
    process.communicate(timeout=10)


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["slow-sync", "slow-build"])
def test_a_process_killed_half_way_through_an_update_loses_nothing(tmp_path, mode):
    """kill -9 while the index writer is open (an update, or a full build): the edit is in the database's
    change log, so the next process to look catches the index up; the lock died with the process."""
    root, db = tmp_path / "index", database_file(tmp_path)
    sys.path.insert(0, str(HERE))
    import index_writer_process

    sys.path.remove(str(HERE))
    for n in range(5):
        index_writer_process.edit(db, f"1A{n}", f"marker text {n}")
    store = IndexStore(root)
    store.sync(index_writer_process.DatabaseFile(db))
    before = store.indexed_version()

    victim = start(root, db, "victim", 0, mode)
    kill_when_writing(victim, tmp_path / "victim.writing")
    assert victim.returncode == -signal.SIGKILL
    assert store.indexed_version() == before and store.current_dir() is not None

    survivor = start(root, db, "survivor", 0, "sync")
    out, err = survivor.communicate(timeout=60)
    assert survivor.returncode == 0, err
    searchers = Searchers(store)
    searcher, _ = searchers.get()
    texts = sorted(fields["text_en"] for fields in searcher.all_stored_fields())
    expected = [f"marker text {n}" for n in range(5)] + (["marker victim killed"] if mode == "slow-sync" else [])
    assert sorted(texts) == sorted(expected)
    assert store.indexed_version() == index_writer_process.DatabaseFile(db).content_version()


def test_rebuild_index_command_swaps_in_a_checked_index(engine, settings):
    before = engine.store.current_dir()
    out = io.StringIO()
    call_command("rebuild_index", stdout=out)
    assert "rebuilt" in out.getvalue()
    after = engine.store.current_dir()
    assert after != before and after.parent == Path(settings.SEARCH_INDEX_DIR)
    assert engine.search("declarer").hits


def test_an_edited_clause_is_found_by_its_new_words_after_the_content_changed_signal(engine):
    text = ClauseText.objects.get(clause__clause_id="55A", language="en")
    original = text.text
    try:
        text.text = original + " The zebracrossing rule."
        text.save()
        version = ContentState.bump(["55A"])
        content_changed.send(sender=ClauseText, clause_ids=["55A"], version=version)
        assert engine.store.indexed_version()[0] == version  # the signal caught the index up at once
        assert [hit.clause_id for hit in engine.search("zebracrossing").hits] == ["55A"]
        assert engine.search("declarer", ui_language="en").hits
    finally:
        text.text = original
        text.save()
        ContentState.bump(["55A"])
    assert engine.search("zebracrossing").hits == []


def test_an_edit_logged_in_the_database_is_found_without_any_signal(engine):
    """Another host saved it: this process only sees the database ahead of its index, and catches up."""
    text = ClauseText.objects.get(clause__clause_id="55B1", language="en")
    text.text += " The quokka rule."
    text.save()
    ContentState.bump(["55B1"])
    assert [hit.clause_id for hit in engine.search("quokka").hits] == ["55B1"]
    change = ContentChange.objects.order_by("-version").first()
    assert change.clause_ids == ["55B1"] and engine.store.indexed_version()[0] == change.version


def test_an_edit_after_the_load_an_index_was_built_from_is_applied_without_a_rebuild(engine):
    """The index holds a content load's version (``rebuild_index`` after ``load_content``): the edits after
    it update the index in place. (Read as "a load in the log", every follower rebuilt its whole index after
    the first edit, which took the two-host test past its second on PostgreSQL.)"""
    ContentState.bump(None)
    engine.search("declarer")  # catches up with the load: a full build
    built = engine.store.current_dir()
    loaded = engine.store.indexed_version()
    from lawsite.search.documents import DatabaseProvider

    text = ClauseText.objects.get(clause__clause_id="55C", language="en")
    text.text += " The numbat rule."
    text.save()
    ContentState.bump(["55C"])
    changes = DatabaseProvider().changes_since(loaded)
    assert changes is not None and changes.clause_ids == ("55C",)
    assert [hit.clause_id for hit in engine.search("numbat").hits] == ["55C"]
    assert engine.store.current_dir() == built  # updated in place, not rebuilt


def test_a_content_load_in_the_change_log_rebuilds_the_index(engine):
    before = engine.store.current_dir()
    text = ClauseText.objects.get(clause__clause_id="55C", language="en")
    text.text += " The wombat rule."
    text.save()
    ContentState.bump(None)  # what load_content records: anything may have changed
    assert [hit.clause_id for hit in engine.search("wombat").hits] == ["55C"]
    assert engine.store.current_dir() != before


@pytest.mark.parametrize("fieldname", ["folded", "text_en", "text_el", "text_pl"])
def test_the_fast_text_fields_index_exactly_what_their_analyzer_gives(fieldname):
    """``WordsText.index`` skips Whoosh's token pipeline; the postings must not change."""
    from whoosh.fields import TEXT

    from lawsite.search.index import make_schema

    field = make_schema()[fieldname]
    reference = TEXT(analyzer=field.analyzer, phrase=True)
    text = (
        "The Director, the declarer and dummy: the declarer leads. Ο Διαιτητής· ο εκτελεστής ΡΕΝΌΝΣ ρενόνς "
        "λεβέ. Sędzia, rozgrywający i dziadek; lewa lewę fałszywy renonsu. 43B2(b) cafe\u0301 café"
    )
    assert sorted(field.index(text)) == sorted(reference.index(text))
    assert sorted(field.index("")) == []


def test_an_index_without_a_format_marker_is_rebuilt_from_the_content_on_the_next_update(tmp_path):
    """An index written by older code (Whoosh's default codec, no FORMAT file) is never read with this code's codec."""
    from whoosh import index as whoosh_index

    from lawsite.search.index import make_schema

    store = IndexStore(tmp_path)
    store.ensure()
    target = tmp_path / "v-0-0"
    target.mkdir()
    writer = whoosh_index.create_in(str(target), make_schema()).writer()  # Whoosh's default codec
    writer.add_document(**doc("1A", "declarer leads").fields())
    writer.commit()
    store.swap(target)
    assert not store.exists()
    provider = ListProvider([doc("1A", "declarer leads"), doc("1B", "declarer again")])
    provider.change("1B")
    store.sync(provider)
    searchers = Searchers(store)
    searcher, _ = searchers.get()
    assert sorted(fields["text_en"] for fields in searcher.all_stored_fields()) == ["declarer again", "declarer leads"]
    assert count(searcher, "declarer") == 2


def test_a_build_of_another_format_counts_as_no_index_until_the_next_update_rebuilds_it(tmp_path):
    from lawsite.search.index import FORMAT_FILE

    store = IndexStore(tmp_path)
    provider = ListProvider([doc("1A", "declarer leads")])
    old = store.build(provider.all_docs())
    (old / FORMAT_FILE).write_text("an older codec\n")
    assert store.current_dir() is None and not store.exists()
    assert Searchers(store).get() == (None, None)
    provider.docs["1B"] = doc("1B", "dummy leads")
    provider.change("1B")
    assert store.sync(provider)
    assert store.current_dir() not in (None, old)
    searchers = Searchers(store)
    searcher, _ = searchers.get()
    assert count(searcher, "declarer") == 1 and count(searcher, "dummy") == 1


def test_an_update_committed_but_not_recorded_is_applied_again_without_doubling(tmp_path):
    """A process dying between Whoosh's commit and writing the new version: the next one redoes the update,
    which re-reads the changed clauses, so the index ends the same."""
    store = IndexStore(tmp_path)
    provider = ListProvider([doc("1A", "declarer leads"), doc("1B", "dummy leads")])
    store.sync(provider)
    provider.docs["1B"] = doc("1B", "dummy plays")
    provider.change("1B")
    store._update(["1B"], provider)  # committed; the version file still says 0
    assert store.indexed_version() == (0, "list")
    assert store.sync(provider) and store.indexed_version() == (1, "list")
    searchers = Searchers(store)
    searcher, _ = searchers.get()
    assert sorted(f["text_en"] for f in searcher.all_stored_fields()) == ["declarer leads", "dummy plays"]


def test_a_searcher_reads_the_greek_words_each_segment_wrote_beside_it(tmp_path):
    from lawsite.search.index import GREEK_WORDS_EXT, greek_words

    store = IndexStore(tmp_path)
    provider = ListProvider([SearchDoc("clause", "55A", 55, "VI", "el", "Ο εκτελεστής και ο μορ")])
    store.sync(provider)
    provider.docs["55B"] = SearchDoc("clause", "55B", 55, "VI", "el", "ρενόνς")
    provider.change("55B")
    store.sync(provider)
    files = sorted(store.current_dir().glob(f"*.{GREEK_WORDS_EXT}"))
    searchers = Searchers(store)
    searcher, _ = searchers.get()
    leaves = [reader for reader, _ in searcher.reader().leaf_readers()]
    assert len(files) == len(leaves) == 2
    assert [greek_words(reader) for reader in leaves] == [["εκτελεστησ", "και", "μορ", "ο"], ["ρενονσ"]]


def test_a_searcher_of_an_empty_index_reopens_after_the_first_update(tmp_path):
    """An index built with no texts has no segment (Whoosh reads it through an EmptyReader): the first
    update's searcher keeps nothing of it and finds the new text."""
    store = IndexStore(tmp_path)
    provider = ListProvider([])
    store.build([], version=provider.content_version())
    searchers = Searchers(store)
    searcher, _ = searchers.get()
    assert count(searcher, "declarer") == 0
    provider.docs["1A"] = doc("1A", "declarer leads")
    provider.change("1A")
    assert store.sync(provider)
    assert count(searchers.get()[0], "declarer") == 1


def test_an_edit_of_an_older_editions_text_in_the_change_log_is_found_with_its_edition(engine):
    """The change log names the clause; catching up rewrites its documents in every edition. 2007's Polish
    67A (the 2017 pages show it, 2017 having no Polish text of Law 67) is found as 2007's, on both."""
    text = ClauseText.objects.get(clause__edition__code="2007", clause__clause_id="67A", language="pl")
    text.text += " Przepis okapi."
    text.save()
    ContentState.bump(["67A"])
    for edition in ("2007", "2017"):
        hits = engine.search("okapi", Filters(edition=edition, in_force="2017")).hits
        assert [(hit.clause_id, hit.edition, hit.from_other_edition) for hit in hits] == [
            ("67A", "2007", edition == "2017")
        ]
    assert engine.store.indexed_version()[0] == ContentChange.objects.order_by("-version").first().version


def test_a_segment_that_gains_deletions_keeps_its_files_and_tables_with_only_the_deletions_new(tmp_path):
    """An update deletes the old texts of a clause from the big segment: the new reader shares the old one's
    open files and scoring tables (nothing of them depends on deletions), and finds what is live."""
    from lawsite.search import scoring
    from lawsite.search.engine import Filters

    store = IndexStore(tmp_path)
    provider = ListProvider([doc(f"1A{n}", f"declarer {n}") for n in range(20)])
    store.sync(provider)
    searchers = Searchers(store)
    searcher = searchers.get()[0]
    language = Filters(language="en").query()
    assert len(scoring.scores(searcher, Term("folded", "declarer"), language)) == 20
    (old,) = [reader for reader, _ in searcher.reader().leaf_readers()]
    provider.docs["1A3"] = doc("1A3", "changed")
    provider.change("1A3")
    store.sync(provider)
    searcher = searchers.get()[0]
    first, second = [reader for reader, _ in searcher.reader().leaf_readers()]
    assert first is not old and first._perdoc is not old._perdoc and first.has_deletions() and not old.has_deletions()
    assert first._terms is old._terms and first._perdoc._colfiles is old._perdoc._colfiles
    assert scoring._segment_data(first) is scoring._segment_data(old)
    found = scoring.scores(searcher, Term("folded", "declarer"), language)
    assert len(found) == 19 and count(searcher, "declarer") == 19 and count(searcher, "changed") == 1
    assert set(found) == {n for n in range(20) if not first.is_deleted(n)}


def test_the_sites_codec_writes_the_postings_whooshs_own_codec_writes(tmp_path):
    """The site's codec pickles posting blocks its own way (:class:`~lawsite.search.index.Codec`): read
    back, every word's postings (documents, weights, positions, over several blocks of 128) and document
    frequency are those Whoosh's stock codec writes for the same texts."""
    from whoosh import index as whoosh_index
    from whoosh.codec.whoosh3 import W3Codec

    from lawsite.search.index import SCHEMA, Codec

    texts = [
        f"the declarer {'leads ' * (n % 3 + 1)}card {n} and the revoke" if n % 4 else f"dummy {n}" for n in range(300)
    ]
    readers = {}
    for name, codec in (("site", Codec()), ("whoosh", W3Codec())):
        (tmp_path / name).mkdir()
        ix = whoosh_index.create_in(str(tmp_path / name), SCHEMA)
        writer = ix.writer(codec=codec)
        for n, text in enumerate(texts):
            writer.add_document(**doc(f"1A{n}", text).fields())
        writer.commit()
        readers[name] = ix.reader()

    def postings(reader):
        found = {}
        for fieldname, word in reader.all_terms():
            if fieldname not in ("folded", "text_en"):
                continue
            word = word.decode("utf-8")
            matcher = reader.postings(fieldname, word)
            listed = []
            while matcher.is_active():
                listed.append((matcher.id(), matcher.weight(), matcher.value_as("positions")))
                matcher.next()
            found[fieldname, word] = (reader.doc_frequency(fieldname, word), listed)
        return found

    site, stock = postings(readers["site"]), postings(readers["whoosh"])
    assert site == stock
    assert site["text_en", "declar"][0] == 225 and len(site["text_en", "declar"][1]) == 225
    matcher = readers["site"].postings("text_en", "declar")  # its blocks: unpickled without codecs.encode
    block = matcher._postfile.get(matcher._dataoffset, matcher._nextoffset - matcher._dataoffset)
    assert block[:2] == b"\x80" + bytes([pickle.HIGHEST_PROTOCOL]) and b"encode" not in block
