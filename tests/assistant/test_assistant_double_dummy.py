"""The PBN page's double-dummy table and par per board, and the 64C aid beside a revoke, in three languages."""

import re
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
