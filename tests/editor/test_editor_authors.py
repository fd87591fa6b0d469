"""Public pages name editors by a display name, never by the login name they sign in with."""

import pytest
from django.test import Client

from lawsite.editor import revisions, saving
from lawsite.editor.authors import display_name

pytestmark = pytest.mark.usefixtures("content")

LOGIN = "qz-login-7731"  # distinctive: found on a page only if the login name leaks
NAMED_LOGIN = "mn-login-5520"


@pytest.fixture
def anonymous_editor(make_editor):
    return make_editor(LOGIN)


@pytest.fixture
def named_editor(make_editor):
    user = make_editor(NAMED_LOGIN)
    user.first_name, user.last_name = "Maria", "Nowak"
    user.save()
    return user


def save(user, clause_id, text):
    target = revisions.clause_target(clause_id, "en")
    return saving.save(saving.Edit(target, target.current[0], text, revisions.token(target)), user, "wording")


@pytest.fixture
def edited(anonymous_editor, named_editor):
    save(anonymous_editor, "55C", "Wording of the first editor.")
    save(named_editor, "55C", "Wording of the second editor.")


PUBLIC_PAGES = [
    "/{lang}/editor/history/clause/55C/en/",
    "/{lang}/editor/history/clause/55C/en/diff/?a=1&b=3",
    "/{lang}/editor/history/clause/55C/en/diff/?a=2&b=3",
    "/{lang}/editor/changes/",
    "/{lang}/editor/changes/?law=55&language=en",
]


@pytest.mark.parametrize("lang", ["en", "el", "pl"])
@pytest.mark.parametrize("url", PUBLIC_PAGES)
def test_public_pages_never_show_a_login_name(edited, url, lang):
    response = Client().get(url.format(lang=lang))
    assert response.status_code == 200
    page = response.content.decode()
    assert LOGIN not in page and NAMED_LOGIN not in page


@pytest.mark.parametrize(("lang", "label"), [("en", "Editor"), ("el", "Επιμελητής"), ("pl", "Redaktor")])
@pytest.mark.parametrize("url", ["/{lang}/editor/history/clause/55C/en/", "/{lang}/editor/changes/"])
def test_history_and_changes_show_the_full_name_or_a_neutral_label(edited, anonymous_editor, url, lang, label):
    page = Client().get(url.format(lang=lang)).content.decode()
    assert "Maria Nowak" in page
    assert f"{label} {anonymous_editor.pk}" in page


def test_the_conflict_page_names_the_other_editor_by_display_name(editor_client, anonymous_editor):
    url = "/en/editor/clause/55C/en/"
    form = editor_client.get(url).context["form"]
    data = {name: form[name].value() for name in form.fields if form[name].value() is not None}
    save(anonymous_editor, "55C", "Saved in between.")
    response = editor_client.post(url, {**data, "text": "Mine.", "action": "save"})
    assert response.status_code == 409
    page = response.content.decode()
    assert f"Editor {anonymous_editor.pk}" in page and LOGIN not in page


def test_a_full_name_that_is_only_the_login_name_is_not_shown(make_editor):
    user = make_editor("Jan")
    user.first_name = "jan"
    assert display_name(user) == f"Editor {user.pk}"
    user.first_name, user.last_name = "  ", ""
    assert display_name(user) == f"Editor {user.pk}"
    assert display_name(None) == ""
