"""Progress lines of long commands: drawn on a terminal, silent in a log or a pipe."""

import io

import pytest
from django.core.management import call_command

from lawsite.progress import Progress, track


class Terminal(io.StringIO):
    def isatty(self):
        return True


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_a_terminal_sees_done_rate_and_time_left():
    stream, clock = Terminal(), Clock()
    progress = Progress(93, "laws", stream=stream, label="import", clock=clock)
    clock.now += 2
    progress.advance(clauses=40)
    assert stream.getvalue() == "\rimport: 1/93 laws, 40 clauses, 0.5 laws/s, 3:04 left"
    clock.now += 0.05
    progress.advance(clauses=3)
    assert stream.getvalue().count("\r") == 1, "redrawn more than five times a second"
    clock.now += 1
    progress.advance(91, clauses=900)
    progress.close()
    assert stream.getvalue().endswith("left\rimport: 93/93 laws, 943 clauses, 30.5 laws/s, 0:00 left\n")


def test_a_shorter_line_clears_the_longer_one_before_it():
    stream, clock = Terminal(), Clock()
    progress = Progress(None, "documents", stream=stream, clock=clock)
    progress.counts["a very long label"] = 1
    clock.now += 1
    progress.advance()
    del progress.counts["a very long label"]
    clock.now += 1
    progress.advance()
    first, second = stream.getvalue().split("\r")[1:]
    assert len(second) == len(first) and second.rstrip() == "2 documents, 1.0 documents/s"


def test_nothing_is_written_when_not_on_a_terminal():
    stream, clock = io.StringIO(), Clock()
    with Progress(3, "laws", stream=stream, clock=clock) as progress:
        for _ in track(range(3), progress):
            clock.now += 1
    assert stream.getvalue() == "" and progress.done == 3


def test_track_counts_every_item():
    progress = Progress(None, "files", stream=io.StringIO())
    assert list(track("abc", progress)) == ["a", "b", "c"] and progress.done == 3


@pytest.mark.django_db
def test_load_content_shows_progress_on_a_terminal_only(content_copy):
    quiet, terminal = io.StringIO(), Terminal()
    call_command("load_content", str(content_copy), stdout=io.StringIO(), stderr=quiet)
    call_command("load_content", str(content_copy), stdout=io.StringIO(), stderr=terminal)
    assert quiet.getvalue() == ""
    assert "\rload_content: 3/3 law files, 23 clauses" in terminal.getvalue()


@pytest.mark.django_db
def test_rebuild_index_shows_progress_on_a_terminal_only(content, tmp_path, settings):
    from lawsite.search.documents import DatabaseProvider

    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    total = DatabaseProvider().count()
    assert total == len(list(DatabaseProvider().all_docs()))
    quiet, terminal = io.StringIO(), Terminal()
    call_command("rebuild_index", stdout=io.StringIO(), stderr=quiet)
    call_command("rebuild_index", stdout=io.StringIO(), stderr=terminal)
    assert quiet.getvalue() == ""
    assert f"\rrebuild_index: {total}/{total} documents" in terminal.getvalue()
    assert terminal.getvalue().endswith("left\n")
