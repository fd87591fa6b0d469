"""A clone in an empty folder is the whole project: nothing in it reads or points at a path beside it."""

import os
import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
#: Folders that are built or written locally, never part of a clone.
NOT_IN_A_CLONE = {
    ".git",
    ".venv",
    "var",
    "test-artifacts",
    ".pytest_cache",
    ".hypothesis",
    "__pycache__",
    "node_modules",
    ".ruff_cache",
}
TEXT_SUFFIXES = {".py", ".md", ".toml", ".txt", ".html", ".js", ".css", ".cfg", ".ini", ".sh", ".pbn", ".json", ""}
OUTSIDE = re.compile(
    "|".join(
        [
            r"\.\./shared",
            r"shared/(seeds|RULINGS|EDITIONS|TERMS|STYLE)",
            "/work/",
            r"""["']shared["']""",
            "LAWSITE_SEEDS_DIR",
        ]
    )
)


def repository_files():
    for folder, subfolders, files in os.walk(REPO):
        subfolders[:] = [name for name in subfolders if name not in NOT_IN_A_CLONE and not name.endswith(".egg-info")]
        for name in files:
            path = Path(folder) / name
            if name not in NOT_IN_A_CLONE and path.suffix in TEXT_SUFFIXES:
                yield path


def test_no_source_test_or_document_points_outside_the_repository():
    found = []
    for path in repository_files():
        if path == Path(__file__).resolve():
            continue  # its patterns and samples are the only mentions allowed
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if OUTSIDE.search(line):
                found.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    assert found == []


def test_the_pattern_catches_the_ways_a_path_outside_was_written():
    for line in [
        'SEEDS_DIR = REPO.parent / "shared" / "seeds"',
        "open('../shared/seeds/000.txt')",
        "see /work/shared/RULINGS.md",
        "the contract is in shared/RULINGS.md",
    ]:
        assert OUTSIDE.search(line), line
    assert not OUTSIDE.search("Settings shared by every environment")


def test_the_seed_texts_and_their_readme_are_in_the_repository(seeds_dir):
    assert seeds_dir.resolve().is_relative_to(REPO)
    readme = (seeds_dir / "README.md").read_text(encoding="utf-8")
    for prefix in ("000", "001", "003"):
        (path,) = seeds_dir.glob(f"{prefix}_*.txt")
        assert path.name in readme
        assert path.stat().st_size > 1000


def test_a_read_beside_the_repository_is_caught_while_the_suite_runs(read_guard):
    if not read_guard.on:  # nothing can be told apart from "beside" there: say so rather than pass silently
        assert read_guard.beside in (os.path.dirname(read_guard.beside), read_guard.temp)
        return
    assert read_guard.is_beside(os.path.realpath(REPO.parent / "shared" / "seeds"))
    assert not read_guard.is_beside(os.path.realpath(REPO / "tests" / "fixtures" / "seeds"))
    os.listdir(REPO.parent)
    caught = list(read_guard.reads)
    read_guard.reads.clear()  # this read was on purpose: the teardown check must not fail the test
    assert os.path.realpath(REPO.parent) in caught
