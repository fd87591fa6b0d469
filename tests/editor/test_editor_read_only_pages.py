"""Opening an editor page writes nothing: the text as loaded is recorded when a save needs it, not on a GET."""

import pytest
from django.apps import apps
from django.db import connection
from django.test.utils import CaptureQueriesContext

from lawsite.editor import revisions, saving
from lawsite.editor.models import Revision
from lawsite.laws.models import ClauseText

pytestmark = pytest.mark.usefixtures("content")

PAGES = [
    "/en/editor/",
    "/en/editor/status/",
    "/en/editor/changes/",
    "/en/editor/law/55/",
    "/en/editor/law/55/add/",
    "/en/editor/law/55/paste/",
    "/en/editor/clause/55B1/en/",
    "/en/editor/clause/55B1/el/",  # a translation: its English is looked at too
    "/en/editor/clause/43B2(b)/en/",  # a stub clause
    "/en/editor/commentary/dummy-limitations/en/",
    "/en/editor/commentary/dummy-limitations/pl/",
    "/en/editor/example/defenders-disagree/en/",
    "/en/editor/history/clause/55B1/en/",
    "/en/editor/history/clause/55B1/en/diff/?a=1&b=2",
]
WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE")


def row_counts() -> dict[str, int]:
    return {model._meta.label: model.objects.count() for model in apps.get_models()}


@pytest.fixture
def texts_as_an_older_loader_left_them(editor):
    """History the loader did not record: none for most texts, and one text changed since its last revision."""
    target = revisions.clause_target("55B1", "en")
    saving.save(saving.Edit(target, target.current[0], "An editor's wording.", revisions.token(target)), editor, "")
    Revision.objects.exclude(kind=Revision.CLAUSE, key="55B1", language="en").delete()
    ClauseText.objects.filter(clause__clause_id="55B1", language="en").update(text="Loaded from the files since.")


@pytest.mark.parametrize("url", PAGES)
def test_opening_an_editor_page_writes_nothing(editor_client, texts_as_an_older_loader_left_them, url):
    before = row_counts()
    with CaptureQueriesContext(connection) as queries:
        assert editor_client.get(url).status_code == 200
    writes = [q["sql"] for q in queries.captured_queries if q["sql"].lstrip().upper().startswith(WRITES)]
    assert writes == []
    assert row_counts() == before


def test_a_save_from_a_page_opened_read_only_records_the_text_as_loaded_first(editor_client):
    Revision.objects.all().delete()  # a database loaded before loads recorded revisions
    form = editor_client.get("/en/editor/clause/55C/en/").context["form"]
    assert Revision.objects.count() == 0
    data = {name: form[name].value() for name in ("heading", "based_on")}
    assert data["based_on"] == 1  # the number the text as loaded will be recorded under
    response = editor_client.post("/en/editor/clause/55C/en/", {**data, "text": "Law 16 applies.", "action": "save"})
    assert response.status_code == 302
    history = revisions.clause_target("55C", "en").history().order_by("number")
    assert [(r.number, r.origin) for r in history] == [(1, Revision.LOAD), (2, Revision.EDIT)]
    assert history[0].text.startswith("When declarer adopts") and history[1].text == "Law 16 applies."


def test_two_editors_opening_a_text_with_no_history_cannot_both_save(editor_client, client, make_editor):
    Revision.objects.all().delete()
    client.force_login(make_editor("other"))
    url = "/en/editor/clause/55C/en/"
    mine, theirs = (
        {name: page.context["form"][name].value() for name in ("heading", "based_on")}
        for page in (editor_client.get(url), client.get(url))
    )
    assert client.post(url, {**theirs, "text": "Their wording.", "action": "save"}).status_code == 302
    assert editor_client.post(url, {**mine, "text": "My wording.", "action": "save"}).status_code == 409
    assert ClauseText.objects.get(clause__clause_id="55C", language="en").text == "Their wording."
