import tomllib

import pytest
from makebooks import CONTENT_DIR, Book, Chapter, Law

from lawsite.laws.content import read_content


@pytest.fixture(scope="session")
def seed_laws():
    """The clause drafts laws_content/ gives today, by (law, language): each edition's, the edition in
    force over older ones (the Polish Law 67 is the 2007 wording, the only Polish law text there is)."""
    editions = sorted(read_content(CONTENT_DIR).editions, key=lambda e: (e.record.status == "in_force", e.code))
    return {(law.law, law.language): law for edition in editions for law in edition.laws}


@pytest.fixture(scope="session")
def edition_data():
    return tomllib.loads((CONTENT_DIR / "editions/2017/edition.toml").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def glossary_data():
    return tomllib.loads((CONTENT_DIR / "glossary.toml").read_text(encoding="utf-8"))["term"]


@pytest.fixture
def seed_book(seed_laws, edition_data):
    """A one-law book of a seed law under its 2017 chapter heading, as a federation would print it."""

    def make(number: int, language: str) -> Book:
        chapter = next(c for c in edition_data["chapter"] if number in c["laws"])
        title = edition_data["law"][str(number)].get(language, "")
        law = Law(number, title, seed_laws[(number, language)].clauses)
        return Book(language, [Chapter(chapter["number"], chapter["title"]["en"], [law])])

    return make


@pytest.fixture
def make_editor(db):
    """A user in the "editors" group (as tests/editor/conftest.py makes them)."""
    from django.contrib.auth.models import Group, User

    from lawsite.laws.permissions import EDITORS_GROUP

    def make(username=None):
        make.count += 1
        user = User.objects.create_user(username or f"importer{make.count}", password="pw-editor-1")
        user.groups.add(Group.objects.get_or_create(name=EDITORS_GROUP)[0])
        return user

    make.count = 0
    return make


@pytest.fixture
def editor(make_editor):
    return make_editor()


@pytest.fixture
def editor_client(client, editor):
    client.force_login(editor)
    return client


@pytest.fixture
def reader(db):
    from django.contrib.auth.models import User

    return User.objects.create_user("reader", password="pw-reader-1")
