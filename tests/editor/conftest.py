import itertools

import pytest
from django.contrib.auth.models import Group, User

from lawsite.laws.permissions import EDITORS_GROUP

_names = itertools.count(1)


def _make_editor(username: str | None = None) -> User:
    user = User.objects.create_user(username or f"editor{next(_names)}", password="pw-editor-1")
    user.groups.add(Group.objects.get_or_create(name=EDITORS_GROUP)[0])
    return user


@pytest.fixture
def make_editor(db):
    """The editor factory: a user in the "editors" group."""
    return _make_editor


@pytest.fixture
def editor(make_editor):
    return make_editor()


@pytest.fixture
def editor_client(client, editor):
    client.force_login(editor)
    return client


@pytest.fixture
def reader(db):
    return User.objects.create_user("reader", password="pw-reader-1")
