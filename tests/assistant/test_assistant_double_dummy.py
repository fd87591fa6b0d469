"""The PBN page's double-dummy table and par per board, and the 64C aid beside a revoke, in three languages."""

import re
from html import unescape as html_unescape
from pathlib import Path

import pytest

from lawsite.rulings import double_dummy
from lawsite.rulings.pbn import parse_pbn

pytestmark = pytest.mark.django_db

DATA = Path(__file__).resolve().parent.parent / "rulings" / "data"


def page(client, name, language="en"):
    text = (DATA / name).read_text(encoding="utf-8")
    response = client.post(f"/{language}/rulings/pbn/", {"pbn": text})
    assert response.status_code == 200
    return response.content.decode(), text


def table_rows(html):
    table = re.search(r'<table class="tricks double-dummy">(.*?)</table>', html, re.S).group(1)
    return [re.findall(r"<td>(\d+)</td>", row) for row in re.findall(r"<tr>(.*?)</tr>", table, re.S)[1:]]


def test_each_board_shows_its_double_dummy_table_and_par(client):
    html, text = page(client, "declarer_discards_trick9.pbn")
    board = parse_pbn(text)
    expected = double_dummy.dd_table(board.deal)
    rows = table_rows(html)
    assert rows == [[str(expected[strain][seat]) for seat in "NESW"] for strain in ("NT", "S", "H", "D", "C")]
    par = double_dummy.par(board.deal, board.vulnerable, board.dealer or "N")
    assert f"<strong>Par</strong>: {par['score']} to NS" in html


def test_the_table_speaks_greek_and_polish(client):
    greek, _ = page(client, "declarer_discards_trick9.pbn", "el")
    assert "Ανοιχτά φύλλα (double dummy)" in greek
    assert 'class="suit-NT">ΧΑ</th>' in greek
    polish, _ = page(client, "declarer_discards_trick9.pbn", "pl")
    assert "W widne karty" in polish
    assert 'class="suit-NT">BA</th>' in polish


def test_a_revoke_shows_the_double_dummy_aid_to_64c(client):
    html, _ = page(client, "session_one_bad_game.pbn")
    assert html.count('class="to-consider dd-equity"') == 2
    assert "An aid to 64C: double dummy, had E followed suit" in html
    polish, _ = page(client, "session_one_bad_game.pbn", "pl")
    assert "Pomoc przy przepisie 64C" in polish


def test_claim_and_weighted_score_facts_in_a_link_open_their_pages(client):
    import json

    weighted = {"situation": "weighted_score", "vulnerable": "None", "declarer": "S", "scoring": "total_points"}
    WEIGHTED = {
        **weighted,
        "outcomes": [{"contract": "4S", "tricks": 10, "weight": 0.4}, {"contract": "4S", "tricks": 9, "weight": "60%"}],
    }
    hands = {"S": ["S2", "S3"], "N": ["SA", "SQ"], "W": ["SK", "S4"], "E": ["H3", "H2"]}
    CLAIM = {
        "situation": "claim",
        "declarer": "S",
        "trumps": "NT",
        "leader": "S",
        "claimer": "S",
        "tricks_claimed": 2,
        "hands": hands,
    }

    for facts, marker in ((WEIGHTED, "North-South 138, East-West -138."), (CLAIM, "NS: 1 of the 2 tricks left.")):
        response = client.get("/en/rulings/", {"facts": json.dumps(facts)}, follow=True)
        assert response.status_code == 200
        assert marker in response.content.decode()
    many = {**WEIGHTED, "outcomes": [{**WEIGHTED["outcomes"][0], "weight": 0.2}] * 5}
    response = client.get("/en/rulings/", {"facts": json.dumps(many)})
    assert "The assistant has no form for weighted_score yet" in response.content.decode()


def one_suit_deal(shift: int) -> str:
    """A deal of one suit a hand, the suits turned ``shift`` seats on: a different deal for each shift."""
    suits = "SHDC"[shift:] + "SHDC"[:shift]
    hands = [".".join("AKQJT98765432" if suit == held else "" for suit in "SHDC") for held in suits]
    return "N:" + " ".join(hands)


def test_a_long_file_solves_a_bounded_number_of_deals_and_links_the_others(client, monkeypatch):
    """Each table takes tenths of a second: a session's file would outlast the server's timeout."""
    from lawsite.assistant import boards

    monkeypatch.setattr(boards, "MAX_DOUBLE_DUMMY_DEALS", 2)
    games = [(1, 0), (2, 1), (1, 0), (3, 2)]  # board 1 played at a second table before board 3
    text = "\n".join(
        f'[Board "{board}"]\n[Room "{room}"]\n[Deal "{one_suit_deal(shift)}"]\n[Vulnerable "None"]\n'
        f'[Contract "1S"]\n[Declarer "N"]\n'
        for room, (board, shift) in enumerate(games, 1)
    )
    html = client.post("/en/rulings/pbn/", {"pbn": text}).content.decode()
    sections = html.split('<section class="played-board"')[1:]
    assert len(sections) == 4
    assert ['class="tricks double-dummy"' in section for section in sections] == [True, True, True, False]
    note = re.search(r'<p class="dd-skipped">(.*?)</p>', sections[3], re.S).group(1)
    assert "works out the tables of its first 2 deals only" in note
    link = html_unescape(re.search(r'href="([^"]+)"', note).group(1))
    alone = client.get(link).content.decode()
    assert 'class="tricks double-dummy"' in alone and "dd-skipped" not in alone
