import os
import shutil
import sys
import tempfile
import types
from pathlib import Path

import pytest
from hypothesis import settings

#: The property tests draw the same examples on every run (a red CI then means the change, not the draw);
#: HYPOTHESIS_PROFILE=explore (make test-explore) draws new ones.
settings.register_profile("repeatable", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))

REPO = Path(__file__).resolve().parent.parent
CONTENT_DIR = REPO / "laws_content"
#: The documents the project was started from, kept with the tests so a clone needs nothing beside it.
SEEDS_DIR = REPO / "tests" / "fixtures" / "seeds"


@pytest.fixture(scope="session")
def seeds_dir():
    return SEEDS_DIR


@pytest.fixture
def seed_text(seeds_dir):
    def read(prefix: str) -> str:
        (path,) = seeds_dir.glob(f"{prefix}_*.txt")
        return path.read_text(encoding="utf-8")

    return read


@pytest.fixture(scope="session")
def loaded_content(django_db_setup, django_db_blocker):
    """The real laws_content/ loaded once for the whole session."""
    from lawsite.laws.loader import load_content

    with django_db_blocker.unblock():
        load_content(CONTENT_DIR)


@pytest.fixture
def content(loaded_content, db):
    return CONTENT_DIR


@pytest.fixture
def content_copy(tmp_path):
    """A scratch copy of laws_content/ a test may break."""
    target = tmp_path / "laws_content"
    shutil.copytree(CONTENT_DIR, target)
    return target


# --- nothing beside the repository is read -------------------------------------------------------------
# A clone must pass on its own, so a test or the code it runs may not reach into the folder that holds
# the clone (where a checkout may happen to have shared/ references or other projects beside it).
# Python's audit events see every open and directory listing; a test fails at teardown if one of them
# touched that folder outside the repository, the temporary directory and Python's own installation.
def _real(path) -> str:
    return os.path.realpath(path)


def _within(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder + os.sep)


_BESIDE = _real(REPO.parent)
_TEMP = _real(tempfile.gettempdir())
# A place that holds the folder around the clone (a clone in /tmp/x/) would excuse everything beside it.
_ALLOWED = tuple(
    folder
    for folder in {_real(REPO), _TEMP, _real(sys.prefix), _real(sys.base_prefix)} | {_real(p) for p in sys.path if p}
    if _within(folder, _real(REPO)) or not _within(_BESIDE, folder)
)
#: Off only where "beside" cannot be told from "anywhere": a clone at the filesystem's root or right in /tmp.
_GUARD_ON = os.path.dirname(_BESIDE) != _BESIDE and _BESIDE != _TEMP
_reads_beside: list[str] = []


def _is_beside(path: str) -> bool:
    return _within(path, _BESIDE) and not any(_within(path, allowed) for allowed in _ALLOWED)


def _watch_reads(event, args):
    if event in ("open", "os.scandir", "os.listdir") and args and isinstance(args[0], (str, bytes, os.PathLike)):
        path = _real(os.fsdecode(args[0]))
        if _is_beside(path):
            _reads_beside.append(path)


if _GUARD_ON:
    sys.addaudithook(_watch_reads)


@pytest.fixture
def read_guard():
    """The guard itself, for the test that checks it is on."""
    return types.SimpleNamespace(is_beside=_is_beside, reads=_reads_beside, on=_GUARD_ON, beside=_BESIDE, temp=_TEMP)


@pytest.fixture(autouse=True)
def _reads_nothing_beside_the_repository():
    yield
    if _reads_beside:
        paths = sorted(set(_reads_beside))
        _reads_beside.clear()
        pytest.fail(f"read outside the repository {REPO}: {paths}")


@pytest.fixture(autouse=True)
def _default_language():
    """Each test starts in the site's default language: a request or test that activates Greek or Polish leaves
    it active on the thread, and under xdist's order the next test on that worker would read Polish."""
    from django.utils import translation

    translation.deactivate()
    yield
    translation.deactivate()
