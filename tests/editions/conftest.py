import pytest
from edition_fixtures import build_two_editions


@pytest.fixture
def two_editions_dir(tmp_path):
    """A content directory with the two test editions (see tests/edition_fixtures.py)."""
    root = tmp_path / "content"
    root.mkdir()
    return build_two_editions(root)


@pytest.fixture
def two_editions(two_editions_dir, db):
    """The two test editions loaded into an empty database."""
    from lawsite.laws.loader import load_content

    load_content(two_editions_dir)
    return two_editions_dir
