"""Defects seen at the table: restore asks first, status lists every law, unresolvable references flagged."""

import re

import pytest

from lawsite.editor import revisions, saving, status
from lawsite.editor.models import Revision
from lawsite.laws.models import ClauseText

pytestmark = pytest.mark.usefixtures("content")
HEADER_NAV = re.compile(r'<nav aria-label="Main">(.*?)</nav>', re.S)


def save(editor, clause_id, language, text, message=""):
    target = revisions.clause_target(clause_id, language)
    heading = target.current[0] if target.current else ""
    return saving.save(saving.Edit(target, heading, text, revisions.token(target)), editor, message)


def test_restore_asks_for_confirmation_and_the_history_says_it_once(editor_client, editor):
    save(editor, "55C", "en", "A mistake.", "oops")
    url = "/en/editor/history/clause/55C/en/restore/1/"
    history = editor_client.get("/en/editor/history/clause/55C/en/").content.decode()
    assert f'href="{url}"' in history and 'method="post" action="' + url not in history

    confirm = editor_client.get(url)
    page = confirm.content.decode()
    assert confirm.status_code == 200
    assert ClauseText.objects.get(clause__clause_id="55C", language="en").text == "A mistake."  # nothing yet
    assert re.search(r'<form class="restore-form" method="post"', page)
    assert 'name="csrfmiddlewaretoken"' in page and 'name="based_on" value="2"' in page
    assert "<del>mistake.</del>" in page and "<ins>declarer adopts a line of play" in page  # what changes

    response = editor_client.post(url, {"based_on": 2, "message": "the edit was wrong"})
    assert response.status_code == 302
    latest = revisions.latest(revisions.clause_target("55C", "en"))
    assert (latest.number, latest.origin, latest.restored_from, latest.message) == (
        3,
        Revision.RESTORE,
        1,
        "the edit was wrong",
    )
    history = editor_client.get("/en/editor/history/clause/55C/en/").content.decode()
    assert history.count("estores revision 1") == 1
    assert "Restores revision 1: the edit was wrong" in history
    greek = editor_client.get("/el/editor/history/clause/55C/en/").content.decode()
    assert "Επαναφέρει την αναθεώρηση 1" in greek


def test_restoring_without_a_reason_reads_once_and_the_current_revision_offers_nothing(editor_client, editor):
    save(editor, "55C", "en", "A mistake.")
    editor_client.post("/en/editor/history/clause/55C/en/restore/1/", {"based_on": 2})
    history = editor_client.get("/en/editor/history/clause/55C/en/").content.decode()
    row = re.search(r"<th scope=\"row\">3</th>.*?</tr>", history, re.S).group()
    assert "Restores revision 1" in row and "Restored revision" not in row and "restores revision" not in row
    current = editor_client.get("/en/editor/history/clause/55C/en/restore/3/").content.decode()
    assert "nothing to restore" in current and "restore-form" not in current
    assert editor_client.get("/en/editor/history/clause/55C/en/restore/9/").status_code == 404


def test_translation_status_lists_every_law_and_what_each_language_lacks(client):
    rows = {row.law.number: row for row in status.dashboard()}
    assert sorted(rows) == list(range(1, 94))
    law67 = rows[67]
    polish_ids = set(
        ClauseText.objects.filter(clause__law__number=67, language="pl").values_list("clause__clause_id", flat=True)
    )
    assert law67.counts["el"]["missing"] == len(polish_ids) > 0  # was "Missing 0"
    assert set(law67.missing["el"]) == set(law67.missing["en"]) == polish_ids
    assert law67.missing["pl"] == []
    assert rows[55].missing["pl"] == ["55A", "55B", "55B1", "55B2", "55C"]
    assert not rows[12].in_collection

    html = client.get("/en/editor/status/").content.decode()
    greek_67 = re.search(r'<tr id="law-67-el".*?</tr>', html, re.S).group()
    assert re.search(r'class="missing-count">10 <small class="missing-ids">\(67A, 67A1', greek_67)
    assert re.search(r'<tr id="law-67-en".*?class="missing-count">10 ', html, re.S)
    assert 'id="law-12"' in html and "Not yet in the collection" in html
    commentary = re.search(r'<tr id="commentary-dummy-limitations".*?</tr>', html, re.S).group()
    assert commentary.count(">written</td>") == 2 and commentary.count(">missing</td>") == 1  # en and el, no pl
    assert re.search(r'<tr id="example-defenders-disagree"', html)


@pytest.mark.parametrize("text", ["See Law 99Z.", "See Law 55Q and Law 55G9."])
def test_the_preview_flags_references_that_reach_no_clause(editor_client, text):
    response = editor_client.post("/en/editor/preview/clause/55C/en/", {"text": text})
    html = response.content.decode()
    written = re.findall(r"Law (\w+)", text)
    for token in written:
        assert re.search(rf'<span class="ref-unresolvable" title="[^"]+">{token}</span>', html), (token, html)
        assert f'href="/en/laws/{token}/"' not in html
    unresolvable = re.search(r'<p class="unresolvable">(.*?)</p>', html, re.S).group(1)
    assert all(token in unresolvable for token in written)


def test_status_page_and_report_list_references_that_name_no_clause(editor_client, editor):
    save(editor, "55C", "en", "Law 16 applies; see Law 99Z and Law 55Q.")
    html = editor_client.get("/en/editor/status/").content.decode()
    unresolved = html[html.index('id="unresolved"') :]
    assert "“99Z”" in unresolved and "“55Q”" in unresolved
    report = editor_client.get("/en/reports/references/").content.decode()
    rows = re.findall(r'<tr class="unreadable">(.*?)</tr>', report, re.S)
    assert {tuple(re.findall(r"<td>(\w+)</td>", row)[:2]) for row in rows} == {("2017", "99Z"), ("2017", "55Q")}
    assert all('href="/en/laws/55/#c-55C"' in row for row in rows)
    page = editor_client.get("/en/laws/55/").content.decode()
    assert "99Z" in page and 'href="/en/laws/99Z/"' not in page  # the reader's page does not link it either


def test_navigation_links_appear_once_for_editors_and_on_editor_pages(client, editor_client):
    for page_client, path in [
        (client, "/en/"),
        (client, "/en/editor/status/"),
        (client, "/en/editor/changes/"),
        (editor_client, "/en/laws/55/"),
        (editor_client, "/en/editor/"),
        (editor_client, "/en/editor/clause/55C/en/"),
        (editor_client, "/en/editor/history/clause/55C/en/"),
    ]:
        html = page_client.get(path).content.decode()
        assert html.count('<nav aria-label="Main">') == 1, path
        links = re.findall(r'href="([^"]+)"', HEADER_NAV.search(html).group(1))
        assert len(links) == len(set(links)) >= 5, (path, links)
        all_links = re.findall(r'<a href="(/en/editor/(?:status|changes)/)"', html)
        assert len(all_links) == len(set(all_links)), (path, all_links)
        assert "/en/rulings/" in links
