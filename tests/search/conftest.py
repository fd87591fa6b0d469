import pytest
from django.urls import reverse  # noqa: F401 - URLs load before tests resolve them

from lawsite.search.engine import get_engine
from lawsite.search.updates import rebuild


@pytest.fixture(scope="session")
def built_index(loaded_content, django_db_blocker):
    """The real laws_content/ indexed once, into the temporary SEARCH_INDEX_DIR of the test settings."""
    with django_db_blocker.unblock():
        rebuild()


@pytest.fixture
def engine(built_index, content):
    engine = get_engine()
    engine.clear_cache()
    return engine
