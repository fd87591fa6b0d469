"""The server side of the claim form at the table: the card picker and statement buttons in the page (for
claim.js), the PBN page's "Claim at this point" link, the lines in the PBN page's trick table, and seats as the
reader writes them."""

import html
import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from lawsite.assistant.forms_claims import hand_cards
from lawsite.rulings import rule_dict

pytestmark = pytest.mark.django_db

DATA = Path(__file__).resolve().parent.parent / "rulings" / "data"
FINESSE = {
    "n": "AQ...",
    "e": ".32..",
    "s": "32...",
    "w": "K4...",
    "trumps": "NT",
    "declarer": "S",
    "leader": "S",
    "claimer": "S",
    "claimed": "2",
}


def get(client, path, params=None):
    response = client.get(path, params or {})
    assert response.status_code == 200
    return response.content.decode()


def header_seats(table):
    return re.findall(r'<th scope="col">([^<]+)</th>', re.search(r"<thead>(.*?)</thead>", table, re.S).group(1))


def tables(page, css):
    return re.findall(rf'<table class="tricks play-table {css}">(.*?)</table>', page, re.S)


@pytest.mark.parametrize(
    ("language", "seats", "ranks"),
    [("en", "NESW", "AKQJ"), ("el", "ΒΑΝΔ", "ΑΡΝΒ"), ("pl", "NESW", "AKDW")],
)
def test_the_picker_and_the_builder_are_in_the_page_hidden_until_the_script_runs(client, language, seats, ranks):
    page = get(client, f"/{language}/rulings/claim/")
    picker = re.search(r'<div class="card-picker" data-card-picker hidden>(.*?)</fieldset>', page, re.S).group(1)
    cards = re.findall(r'data-card="(\w\w)"', picker)
    assert len(cards) == 52 and len(set(cards)) == 52
    spades = re.findall(r'data-card="S\w"[^>]*><span class="visually-hidden">♠</span>([^<]+)<', picker)
    assert spades[:5] == [*ranks, "10"]
    letters = re.findall(
        r'class="picker-seat" data-seat="\w" aria-pressed="false"><span aria-hidden="true">(\w)', picker
    )
    assert "".join(letters) == seats
    builder = re.search(r"data-statement-builder hidden>(.*?)</div>\s*</div>", page, re.S).group(1)
    assert re.findall(r'data-step="(\w+)"', builder) == ["top", "ruff", "lead", "trumps", "rest", "undo"]
    assert re.search(r'<script src="/static/js/claim\.js[^"]*" defer></script>', page)
    assert "<script>" not in page  # the page's own behaviour comes from its file (CSP: no inline script)


def test_the_statement_buttons_read_in_the_readers_language(client):
    assert "Τράβηγμα των ατού" in get(client, "/el/rulings/claim/")
    assert "Ściągnięcie atutów" in get(client, "/pl/rulings/claim/")


def test_the_lines_use_the_pbn_pages_trick_table_with_seats_as_the_reader_writes_them(client):
    greek = get(client, "/el/rulings/claim/", FINESSE)
    worst = tables(greek, "claim-line")[0]
    assert header_seats(worst)[:4] == ["Β", "Α", "Ν", "Δ"]
    winners = re.findall(r'<td class="winner">([^<]*)</td>', worst)
    assert winners and set(winners) <= set("ΒΑΝΔ")
    assert len(tables(greek, "claim-line-1")) == 1
    assert "ΒΝ: 1 από τις 2 υπόλοιπες λεβέ." in greek
    assert re.search(r"<dt>Ατού</dt><dd>ΧΑ</dd>\s*<dt>Στην έξοδο</dt><dd>Ν</dd>", greek)
    assert "λεβέ 1, Β: ♠A <code>t1:N:SA</code>" in greek  # the line's choice, and its id as the steps name it
    english = get(client, "/en/rulings/claim/", FINESSE)
    assert header_seats(tables(english, "claim-line")[0])[:4] == ["N", "E", "S", "W"]
    pbn = get(client, "/el/rulings/pbn/?pbn=" + parse_qs(urlsplit(_sample_share()).query)["pbn"][0])
    assert header_seats(re.search(r'<table class="tricks play-table">(.*?)</table>', pbn, re.S).group(1))[:4] == [
        "Β",
        "Α",
        "Ν",
        "Δ",
    ]


def _sample_share():
    from lawsite.assistant import boards

    return boards.share_url(boards.sample_text())


def claim_links(page):
    return [html.unescape(href) for href in re.findall(r'<a href="([^"]+)">Claim at this point</a>', page)]


def test_a_board_that_stops_with_a_claim_opens_the_claim_form_at_that_point(client):
    text = (DATA / "claim_gives_the_later_trick.pbn").read_text(encoding="utf-8")
    page = client.post("/en/rulings/pbn/", {"pbn": text}).content.decode()
    (link,) = claim_links(page)
    query = parse_qs(urlsplit(link).query)
    assert (query["claimer"], query["claimed"], query["trumps"]) == (["N"], ["5"], ["S"])
    opened = get(client, link)
    assert "unaware_of_trump_likely: is required" in opened  # the judgement the Director still has to give
    # The position is the one the engine reads from the same board given as PBN: the same ruling.
    engine = rule_dict(
        {"situation": "claim", "pbn": text, "claimer": "N", "tricks_claimed": 5, "unaware_of_trump_likely": False}
    )["claim"]
    ruled = get(client, link + "&unaware=no")
    expected = f"NS: {engine['tricks_awarded']} of the {engine['remaining']} tricks left."
    assert expected in ruled
    hands = {seat: hand_cards(query[seat.lower()][0]) for seat in "NESW"}
    assert sum(len(cards) for cards in hands.values()) + len(query.get("played", [""])[0].split()) == 4 * 6


def test_a_board_without_play_opens_at_the_opening_lead_and_asks_for_the_tricks_claimed(client):
    page = get(client, _sample_share())
    links = claim_links(page)
    assert len(links) == 2  # boards 1 and 2; board 3 was played to the end
    opening = next(link for link in links if "claimed=" not in link)
    query = parse_qs(urlsplit(opening).query)
    assert all(len(hand_cards(query[seat][0])) == 13 for seat in "nesw")
    assert query["leader"] == ["W"] and query["declarer"] == ["S"]  # declarer's left-hand opponent leads
    form = get(client, opening)
    assert re.search(r'id="id_claimed_error"|errorlist', form)
    assert 'value="AKQ2.K32.K32.432"' in form


def test_a_board_played_to_the_end_has_no_claim_link(client):
    text = (DATA / "defender_ruffs_trick4.pbn").read_text(encoding="utf-8")
    assert claim_links(client.post("/en/rulings/pbn/", {"pbn": text}).content.decode()) == []


def test_the_weighted_score_names_the_sides_as_a_greek_reader_writes_them(client):
    params = {
        "vulnerable": "NS",
        "scoring": "total_points",
        "contract1": "4S",
        "declarer1": "S",
        "tricks1": "10",
        "weight1": "40%",
        "contract2": "4S",
        "declarer2": "S",
        "tricks2": "9",
        "weight2": "0.6",
    }
    page = get(client, "/el/rulings/weighted-score/", params)
    assert re.search(r'<p class="weighted-result"><strong>Άξονας ΒΝ [-\d,]+, άξονας ΑΔ [-\d,]+\.</strong>', page)
    assert '<option value="NS" selected>Βορράς-Νότος</option>' in page
