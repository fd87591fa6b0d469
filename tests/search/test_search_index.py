"""The index lifecycle: versioned rebuilds swapped in by a symlink, searchers that follow, real concurrent writers."""
import io
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from django.core.management import call_command
from whoosh.query import Term

from lawsite.laws.models import ClauseText
from lawsite.laws.signals import content_changed
from lawsite.search.index import IndexCheckFailed, IndexStore, SearchDoc, Searchers

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent


def doc(clause_id: str, text: str) -> SearchDoc:
    return SearchDoc("clause", clause_id, 1, "I", "en", text)


class ListProvider:
    def __init__(self, docs):
        self.docs = {d.clause_id: d for d in docs}

    def all_docs(self):
        return list(self.docs.values())

    def docs_for(self, clause_ids):
        return [self.docs[c] for c in clause_ids if c in self.docs]


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
    store.build(provider.all_docs())
    searchers = Searchers(store)
    searcher, version = searchers.get()
    assert count(searcher, "declarer") == 1
    assert searchers.get() == (searcher, version)  # nothing changed: the same searcher

    provider.docs["1B"] = doc("1B", "declarer again")
    store.submit(["1B"], provider)
    refreshed, updated = searchers.get()
    assert updated != version and count(refreshed, "declarer") == 2

    provider.docs = {"2A": doc("2A", "a revoke")}
    store.rebuild(provider)
    swapped, rebuilt = searchers.get()
    assert rebuilt[0] != updated[0]
    assert count(swapped, "declarer") == 0 and count(swapped, "revoke") == 1


def test_each_thread_has_its_own_searcher(tmp_path):
    store = IndexStore(tmp_path)
    store.build([doc("1A", "declarer")])
    searchers = Searchers(store)
    seen = []  # the searchers themselves: an id of a freed one can come back for the next thread's
    threads = [threading.Thread(target=lambda: seen.append(searchers.get()[0])) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    mine = searchers.get()[0]
    assert len({id(searcher) for searcher in [*seen, mine]}) == 4


def test_a_build_that_fails_its_check_leaves_the_current_index_in_place(tmp_path):
    store = IndexStore(tmp_path)
    good = store.build([doc("1A", "declarer")])

    def refuse(searcher):
        raise IndexCheckFailed("smoke query found nothing")

    with pytest.raises(IndexCheckFailed):
        store.build([doc("1A", "dummy")], check=refuse)
    assert store.current_dir() == good
    assert sorted(p.name for p in tmp_path.glob("v-*")) == [good.name]


@pytest.mark.slow
def test_several_processes_writing_and_rebuilding_at_once_lose_nothing(tmp_path):
    """Four writers (20 updates each), one process rebuilding three times and a reader, all at once."""
    root, db = tmp_path / "index", tmp_path / "db"
    db.mkdir()
    IndexStore(root).build([])
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    script = str(HERE / "index_writer_process.py")

    def start(name, n, mode):
        args = [sys.executable, script, str(root), str(db), name, str(n), mode]
        return subprocess.Popen(args, env=env, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    reader = start("reader", 0, "read")
    workers = [start(f"w{n}", 20, "write") for n in range(4)] + [start("rebuilder", 3, "rebuild")]
    for worker in workers:
        out, err = worker.communicate(timeout=120)
        assert worker.returncode == 0, err
        assert "LockError" not in err
    (db / "stop").write_text("")
    out, err = reader.communicate(timeout=60)
    assert reader.returncode == 0, err
    assert int(out) > 0

    store = IndexStore(root)
    assert list(store.pending.glob("*.json")) == []
    searcher, _ = Searchers(store).get()
    assert searcher.doc_count() == 80
    stored = {fields["clause_id"] for fields in searcher.all_stored_fields()}
    assert stored == {f"w{n}-{i}" for n in range(4) for i in range(20)}


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
        content_changed.send(sender=ClauseText, clause_ids=["55A"], version=0)
        assert [hit.clause_id for hit in engine.search("zebracrossing").hits] == ["55A"]
        assert engine.search("declarer", ui_language="en").hits
    finally:
        text.text = original
        text.save()
        content_changed.send(sender=ClauseText, clause_ids=["55A"], version=0)
    assert engine.search("zebracrossing").hits == []


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
    store.submit(["1B"], provider)
    searcher, _ = Searchers(store).get()
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
    assert store.submit(["1B"], provider)
    assert store.current_dir() not in (None, old)
    searcher, _ = Searchers(store).get()
    assert count(searcher, "declarer") == 1 and count(searcher, "dummy") == 1
