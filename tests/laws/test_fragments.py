"""Law pages composed from the rows each worker keeps (lawsite/laws/fragments.py): the same page as a
full render, never stale after an edit, editors' rows apart from readers', one entry per law."""

import pytest
from django.contrib.auth.models import Group, User
from django.test import Client

from lawsite.editor import revisions, saving
from lawsite.laws import fragments
from lawsite.laws.permissions import EDITORS_GROUP

pytestmark = pytest.mark.usefixtures("content")
PATHS = [
    "/en/laws/55/",
    "/el/laws/55B2/?cols=el&cols=en",
    "/pl/laws/55A/",  # the first row: nothing folded above it
    "/en/laws/43B2(b)/",
    "/pl/laws/67/",
    "/en/laws/64A2/",  # a stub clause of a law with text
    "/en/laws/12/",  # a law not yet in the collection
    "/en/2007/laws/67B1/",
]


def kept(kind: str) -> int:
    """Entries of one kind: "law" (a law's rows), "elsewhere" (a clause in the other editions), "in force"."""
    return sum(1 for key in fragments.store.keys() if key[0] == kind)


@pytest.fixture(autouse=True)
def empty_store():
    fragments.store.clear()
    yield
    fragments.store.clear()


def page(client, path, settings, kept: bool) -> str:
    settings.LAWSITE_FRAGMENT_CACHE = kept
    response = client.get(path)
    assert response.status_code == 200, path
    return response.content.decode()


@pytest.mark.parametrize("path", PATHS)
def test_a_page_composed_from_kept_rows_is_the_page_rendered_afresh(client, settings, path):
    fresh = page(client, path, settings, kept=False)
    assert len(fragments.store) == 0  # nothing kept when the fragments are off
    first = page(client, path, settings, kept=True)  # renders and keeps
    again = page(client, path, settings, kept=True)  # composes from what it kept
    assert fresh == first == again
    assert kept("law") == 1


def test_permalinks_of_one_law_share_its_rows_and_each_is_marked_and_folded(client, settings):
    settings.LAWSITE_FRAGMENT_CACHE = True
    client.get("/en/laws/55/")
    assert kept("law") == 1 and kept("elsewhere") == 0
    for clause in ("55B1", "55B2", "55C"):
        html = client.get(f"/en/laws/{clause}/").content.decode()
        marked = html[html.index(f'id="c-{clause}"') - 40 : html.index(f'id="c-{clause}"')]
        assert "target" in marked and html.count(' target"') == 1
        folded = html[html.index('<details class="earlier-clauses">') : html.index("</details>")]
        assert 'id="c-55A"' in folded and f'id="c-{clause}"' not in folded
    assert kept("law") == 1 and kept("elsewhere") == 3  # the law's rows once; the other editions of each clause


def test_an_edit_shows_at_once(client, settings, django_user_model):
    settings.LAWSITE_FRAGMENT_CACHE = True
    assert "Changed for the test." not in client.get("/en/laws/55B1/").content.decode()
    editor = django_user_model.objects.create_user("fragment-editor", password="pw-fragment-1")
    editor.groups.add(Group.objects.get_or_create(name=EDITORS_GROUP)[0])
    target = revisions.clause_target("55C", "en")
    saving.save(
        saving.Edit(target, target.current[0], "Changed for the test.", revisions.token(target)), editor, "test"
    )
    assert "Changed for the test." in client.get("/en/laws/55B1/").content.decode()
    assert "Changed for the test." in client.get("/en/laws/55/").content.decode()


def test_an_editor_gets_edit_links_a_reader_never_does(client, settings):
    settings.LAWSITE_FRAGMENT_CACHE = True
    assert 'class="edit-link"' not in client.get("/en/laws/55/").content.decode()
    user = User.objects.create_user("fragment-editor-2", password="pw-fragment-2")
    user.groups.add(Group.objects.get_or_create(name=EDITORS_GROUP)[0])
    editor = Client()
    editor.force_login(user)
    assert 'class="edit-link"' in editor.get("/en/laws/55/").content.decode()
    assert 'class="edit-link"' not in client.get("/en/laws/55/").content.decode()


def test_a_law_the_edition_does_not_record_and_a_clause_its_law_lacks_are_still_404s(client, settings):
    from lawsite.laws.models import Law

    settings.LAWSITE_FRAGMENT_CACHE = True
    Law.all_editions.filter(edition__code="2007", number=12).delete()
    assert client.get("/en/2007/laws/12/").status_code == 404
    assert kept("law") == 0  # nothing kept for a law that is not there
    assert client.get("/en/laws/55B9/").status_code == 404
    assert client.get("/en/laws/55B9/").status_code == 404  # from the kept rows too
    assert kept("law") == 1 and kept("elsewhere") == 0  # Law 55's rows, nothing for a clause that is not there


def test_the_store_keeps_at_most_its_size_dropping_the_least_recently_used():
    store = fragments._Store(2)
    built = []

    def build(value):
        def make():
            built.append(value)
            return value

        return make

    assert [store.get_or_build(k, build(k)) for k in ("a", "b", "a", "c", "a", "b")] == ["a", "b", "a", "c", "a", "b"]
    assert built == ["a", "b", "c", "b"] and len(store) == 2  # "b" was the least recently used when "c" came


def test_a_kept_page_reads_only_the_content_revision(client, settings):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    settings.LAWSITE_FRAGMENT_CACHE = True
    client.get("/el/laws/55B1/")
    with CaptureQueriesContext(connection) as captured:
        assert client.get("/el/laws/55B1/").status_code == 200
    assert [query["sql"].split(" FROM ")[1].split()[0] for query in captured] == ['"laws_contentstate"']
