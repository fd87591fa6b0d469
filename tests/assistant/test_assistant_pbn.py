"""A played board pasted as PBN: the assistant finds the revokes, rules on each and scores the board."""
import html
import re
from pathlib import Path

import pytest

from lawsite.assistant.boards import net_transfer

pytestmark = pytest.mark.django_db

DATA = Path(__file__).resolve().parent.parent / "rulings" / "data"


def board(name):
    return (DATA / name).read_text(encoding="utf-8")


def post(client, text, language="en"):
    return client.post(f"/{language}/rulings/pbn/", {"pbn": text})


def revoke_headings(page):
    return re.findall(r"<h3>Revoke by (\w) on trick (\d+)</h3>", page)


def score_row(page, kind):
    row = re.search(rf'<tr class="{kind}">(.*?)</tr>', page, re.S).group(1)
    return re.findall(r"<td>(-?\d+)</td>", row)


def test_declarer_discards_on_trick_nine(client):
    page = post(client, board("declarer_discards_trick9.pbn")).content.decode()
    assert revoke_headings(page) == [("S", "9")]
    assert 'href="/en/laws/64A2/"' in page
    assert "1 trick to East-West." in page
    assert score_row(page, "table-result") == ["11", "660", "-660"]  # 3NT+2 vulnerable
    assert score_row(page, "adjusted-result") == ["10", "630", "-630"]


def test_defender_ruffs_trick_four(client):
    page = post(client, board("defender_ruffs_trick4.pbn")).content.decode()
    assert revoke_headings(page) == [("E", "4")]
    assert "2 tricks to North-South." in page
    assert score_row(page, "table-result") == ["11", "450", "-450"]
    assert score_row(page, "adjusted-result") == ["13", "510", "-510"]


def test_three_revokes_by_both_sides_transfer_nothing(client):
    page = post(client, board("three_revokes_last_on_trick12.pbn")).content.decode()
    assert revoke_headings(page) == [("W", "7"), ("N", "10"), ("N", "12")]
    assert page.count('class="ref" href="/en/laws/64B7/"') == 3
    assert 'href="/en/laws/64B2/"' in page  # North's second revoke in the same suit
    assert "No trick is transferred: the adjusted score is the table result." in page
    assert score_row(page, "table-result") == score_row(page, "adjusted-result") == ["9", "-570", "570"]  # 2SX+1 not vulnerable, a doubled game


def test_the_play_is_shown_trick_by_trick_with_the_revoke_card_marked(client):
    page = post(client, board("defender_ruffs_trick4.pbn")).content.decode()
    rows = re.findall(r"<tr><th scope=\"row\">(\d+)</th>", page)
    assert rows == [str(n) for n in range(1, 14)]
    assert page.count('class="card suit-H revoke"') == 1


def test_each_revoke_has_a_permalink_with_its_facts_and_the_score(client):
    page = post(client, board("declarer_discards_trick9.pbn")).content.decode()
    link = html.unescape(re.search(r'<p class="permalink"><a href="([^"]+)">', page).group(1))
    assert link.startswith("/en/rulings/revoke/?")
    assert "contract=3NT" in link and "vulnerable=All" in link
    answer = client.get(link).content.decode()
    assert 'href="/en/laws/64A2/"' in answer
    assert score_row(answer, "adjusted-result") == ["10", "630", "-630"]


def test_greek_page_rules_in_greek(client):
    page = post(client, board("defender_ruffs_trick4.pbn"), "el").content.decode()
    assert "Ο E κέρδισε τη λεβέ της ρενόνς (4)" in html.unescape(page)


def test_a_board_without_revokes_says_so_and_keeps_the_table_result(client):
    text = board("defender_ruffs_trick4.pbn").split("D4 D2 H8 D3")[0] + "*\n"  # play stops before the revoke
    page = post(client, text).content.decode()
    assert "No revoke found" in page
    assert revoke_headings(page) == []
    assert score_row(page, "table-result") == score_row(page, "adjusted-result") == ["11", "450", "-450"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("just some words", "no [Deal] tag"),
        ('[Deal "N:AKQ.JT9.876.5432 - - -"]', "line 1"),
        (re.sub(r'\[Contract "[^"]*"\]', '[Contract "Pass"]', board("defender_ruffs_trick4.pbn")), "not Pass"),
        (board("defender_ruffs_trick4.pbn").split("[Play")[0], "no [Play] section"),
    ],
)
def test_unreadable_records_give_the_form_back_with_the_reason(client, text, message):
    response = post(client, text)
    assert response.status_code == 200
    page = html.unescape(response.content.decode())
    assert message in page
    assert "<textarea" in page


def test_an_unfinished_board_without_result_cannot_be_scored_but_is_ruled(client):
    text = board("declarer_discards_trick9.pbn")
    text = text.replace('[Result "11"]\n', "").split("HQ SJ S9 ST")[0] + "*\n"
    page = post(client, text).content.decode()
    assert revoke_headings(page) == [("S", "9")]
    assert "the board cannot be scored" in page


def test_pbn_needs_the_csrf_token(content):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    assert strict.post("/en/rulings/pbn/", {"pbn": board("defender_ruffs_trick4.pbn")}).status_code == 403


def test_net_transfer_adds_up_by_side():
    rulings = [
        {"tricks_transferred": 2, "transferred_to": "NS"},
        {"tricks_transferred": 0, "transferred_to": None},
        {"tricks_transferred": 1, "transferred_to": "NS"},
    ]
    assert net_transfer(rulings) == (3, "NS")
    assert net_transfer(rulings + [{"tricks_transferred": 3, "transferred_to": "EW"}]) == (0, None)
