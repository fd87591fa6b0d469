"""Every editing URL refuses anyone but an editor: visitors are sent to sign in, others get 403."""

from urllib.parse import quote

import pytest
from django.template import Context, Template
from django.test import Client

from lawsite.editor import revisions
from lawsite.laws.models import ClauseText

pytestmark = pytest.mark.usefixtures("content")

EDIT_PAGES = [
    "/en/editor/",
    "/en/editor/law/55/",
    "/en/editor/law/55/add/",
    "/en/editor/law/55/paste/",
    "/en/editor/clause/55B1/el/",
    "/en/editor/clause/43B2(b)/en/",  # a stub clause: editors may add its text
    "/en/editor/commentary/dummy-limitations/en/",
    "/en/editor/commentary/dummy-limitations/pl/",
    "/en/editor/example/defenders-disagree/en/",
    "/en/editor/example/defenders-disagree/pl/",
    "/en/editor/history/clause/55B1/en/restore/1/",  # the confirmation page
]
POST_ONLY = [
    ("/en/editor/preview/clause/55B1/en/", {"text": "See Law 53."}),
]
EDITING_POSTS = [
    ("/en/editor/clause/55B1/en/", {"text": "Changed.", "based_on": "1", "action": "save"}),
    ("/en/editor/commentary/dummy-limitations/en/", {"text": "Changed.", "based_on": "1", "action": "save"}),
    (
        "/en/editor/example/defenders-disagree/en/",
        {"heading": "T", "text": "Changed.", "based_on": "1", "action": "save"},
    ),
    ("/en/editor/law/55/add/", {"clause": "55D", "language": "en"}),
    ("/en/editor/law/55/paste/", {"language": "en", "text": "A. Changed", "action": "split"}),
    ("/en/editor/history/clause/55B1/en/restore/1/", {"based_on": "1"}),
    *POST_ONLY,
]
PUBLIC_PAGES = ["/en/editor/status/", "/en/editor/changes/", "/en/editor/history/clause/55B1/en/"]


@pytest.fixture
def history_of_55b1(db):
    revisions.sync(revisions.clause_target("55B1", "en"))


@pytest.mark.parametrize("url", EDIT_PAGES)
def test_visitor_is_sent_to_sign_in(client, url):
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"].startswith("/en/accounts/login/?next=")
    assert quote(url, safe="/") in response["Location"]


@pytest.mark.parametrize("url", EDIT_PAGES)
def test_signed_in_non_editor_gets_403(client, reader, url):
    client.force_login(reader)
    assert client.get(url).status_code == 403


@pytest.mark.parametrize("url", EDIT_PAGES)
def test_editor_gets_the_page(editor_client, url):
    assert editor_client.get(url).status_code == 200


@pytest.mark.parametrize(("url", "data"), EDITING_POSTS)
def test_posts_refused_and_nothing_changes(client, reader, history_of_55b1, url, data):
    before = list(ClauseText.objects.order_by("pk").values_list("text", flat=True))
    assert client.post(url, data).status_code == 302  # visitor: to the sign-in page
    client.force_login(reader)
    assert client.post(url, data).status_code == 403
    assert list(ClauseText.objects.order_by("pk").values_list("text", flat=True)) == before
    assert revisions.token(revisions.clause_target("55B1", "en")) == 1


@pytest.mark.parametrize(("url", "data"), POST_ONLY)
def test_post_only_views_work_for_editors(editor_client, history_of_55b1, url, data):
    assert editor_client.get(url).status_code == 405
    assert editor_client.post(url, data).status_code in (200, 302)


@pytest.mark.parametrize("url", PUBLIC_PAGES)
def test_status_changes_and_history_are_public(client, history_of_55b1, url):
    assert client.get(url).status_code == 200


def test_diff_is_public(client, editor):
    target = revisions.clause_target("55B1", "en")
    revisions.sync(target)
    assert client.get("/en/editor/history/clause/55B1/en/diff/?a=1&b=1").status_code == 200
    assert client.get("/en/editor/history/clause/55B1/en/diff/?a=1&b=9").status_code == 404


def test_csrf_stays_on(editor):
    client = Client(enforce_csrf_checks=True)
    client.force_login(editor)
    before = ClauseText.objects.get(clause__clause_id="55B1", language="en").text
    response = client.post("/en/editor/clause/55B1/en/", {"text": "Forged.", "based_on": "1", "action": "save"})
    assert response.status_code == 403
    assert ClauseText.objects.get(clause__clause_id="55B1", language="en").text == before


def test_edit_links_only_for_editors(client, editor):
    template = Template("{% load editor_status %}{% edit_link 'clause' '55B1' 'el' %}")
    assert template.render(Context({"user_is_editor": False})) == ""
    assert 'href="/en/editor/clause/55B1/el/"' in template.render(Context({"user_is_editor": True}))


def test_unknown_texts_are_404(editor_client):
    assert editor_client.get("/en/editor/clause/55B1/xx/").status_code == 404
    assert editor_client.get("/en/editor/clause/nonsense/en/").status_code == 404
    assert editor_client.get("/en/editor/commentary/no-such/en/").status_code == 404
    assert editor_client.get("/en/editor/law/94/").status_code == 404


def test_login_page_renders(client):
    response = client.get("/en/accounts/login/?next=/en/editor/")
    assert response.status_code == 200
    assert 'name="next" value="/en/editor/"' in response.content.decode()


@pytest.mark.django_db
def test_the_editors_group_exists_after_migrating_and_membership_grants_editing(client):
    from django.contrib.auth.models import Group, User

    group = Group.objects.get(name="editors")
    user = User.objects.create_user("new-editor", password="pw-editor-2")
    client.force_login(user)
    assert client.get("/en/editor/").status_code == 403
    user.groups.add(group)
    assert client.get("/en/editor/").status_code == 200


@pytest.fixture
def member_of_another_group(db):
    """Signed in and in a group, just not the editors' one: membership of some group is not permission."""
    from django.contrib.auth.models import Group, User

    user = User.objects.create_user("translator-only", password="pw-translator-1")
    user.groups.add(Group.objects.get_or_create(name="translators")[0])
    return user


@pytest.mark.parametrize("url", EDIT_PAGES)
def test_a_member_of_another_group_gets_403_on_every_editor_page(client, member_of_another_group, url):
    client.force_login(member_of_another_group)
    assert client.get(url).status_code == 403


@pytest.mark.parametrize(("url", "data"), EDITING_POSTS)
def test_a_member_of_another_group_cannot_post_and_nothing_changes(
    client, member_of_another_group, history_of_55b1, url, data
):
    before = list(ClauseText.objects.order_by("pk").values_list("text", flat=True))
    client.force_login(member_of_another_group)
    assert client.post(url, data).status_code == 403
    assert list(ClauseText.objects.order_by("pk").values_list("text", flat=True)) == before
    assert revisions.token(revisions.clause_target("55B1", "en")) == 1


def test_a_member_of_another_group_sees_no_editing_links(client, member_of_another_group):
    client.force_login(member_of_another_group)
    page = client.get("/en/laws/55/").content.decode()
    assert "/en/editor/clause/" not in page and 'href="/en/editor/"' not in page
