import os
import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
CONTENT_DIR = REPO / "laws_content"
SEEDS_DIR = Path(os.environ.get("LAWSITE_SEEDS_DIR", REPO.parent / "shared" / "seeds"))


@pytest.fixture(scope="session")
def seeds_dir():
    assert SEEDS_DIR.is_dir(), f"the seed texts are expected in {SEEDS_DIR} (set LAWSITE_SEEDS_DIR)"
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
