"""The server side of the claim form at the table: the card picker and statement buttons in the page (for
claim.js), the PBN page's "Claim at this point" link, a PBN file uploaded on the claim page itself, the lines in the PBN page's trick table, and seats as the
reader writes them."""

import html
import importlib.util
import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from claim_pages import FINESSE
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from lawsite.assistant.forms_claims import hand_cards, params_for_facts
from lawsite.rulings import rule_dict

pytestmark = pytest.mark.django_db

DATA = Path(__file__).resolve().parent.parent / "rulings" / "data"


def big_claim() -> dict:
    """The 13-card claim the search cannot prove (BIG in tests/rulings/claim_cases.py, read from its file: that
    folder is not on this one's import path)."""
    spec = importlib.util.spec_from_file_location("claim_cases", DATA.parent / "claim_cases.py")
    cases = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(cases)
    return cases.BIG


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
    assert "λεβέ 1, Β: ♠Α <code>t1:N:SA</code>" in greek  # the line's choice (Greek Α), its id as the steps name it
    english = get(client, "/en/rulings/claim/", FINESSE)
    assert header_seats(tables(english, "claim-line")[0])[:4] == ["N", "E", "S", "W"]
    pbn = get(client, "/el/rulings/pbn/?pbn=" + parse_qs(urlsplit(_sample_share()).query)["pbn"][0])
    assert header_seats(re.search(r'<table class="tricks play-table">(.*?)</table>', pbn, re.S).group(1))[:4] == [
        "Β",
        "Α",
        "Ν",
        "Δ",
    ]


@pytest.mark.parametrize(("language", "queen", "ace"), [("en", "Q", "A"), ("el", "Ν", "Α"), ("pl", "D", "A")])
def test_cards_read_in_the_readers_letters_in_the_diagram_the_lines_and_the_steps(client, language, queen, ace):
    """Honours are written as the reader writes them everywhere on the claim page: the hand diagram, the
    trick tables and the ruling's steps (Greek Ν for the queen, Polish D), as the card picker does."""
    page = get(client, f"/{language}/rulings/claim/", FINESSE)
    north = re.search(r'<div class="hand hand-N">(.*?)</div>', page, re.S).group(1)
    assert f"</span> {ace}{queen}</li>" in north
    cells = re.findall(r"<td[^>]*>(?:<[^>]+>)*(♠[^<]*)<", tables(page, "claim-line")[0])
    assert f"♠{ace}" in cells or f"♠{queen}" in cells, cells
    assert not any(card in cells for card in ("♠Q",) if queen != "Q")


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


def test_a_file_of_one_game_uploaded_on_the_claim_page_opens_the_form_where_its_play_stops(client):
    text = (DATA / "claim_gives_the_later_trick.pbn").read_text(encoding="utf-8")
    (link,) = claim_links(client.post("/en/rulings/pbn/", {"pbn": text}).content.decode())
    upload = SimpleUploadedFile("board.pbn", text.encode("utf-8"))
    response = client.post("/en/rulings/claim/from-pbn/", {"board-file": upload})
    assert response.status_code == 303  # the form is then read by GET: its facts stay in the address
    assert response["Location"] == link  # the same position as the PBN page's "Claim at this point"
    pasted = client.post("/el/rulings/claim/from-pbn/", {"board-pbn": text})
    assert pasted.status_code == 303 and pasted["Location"].startswith("/el/rulings/claim/?")


@pytest.mark.parametrize(
    ("language", "claim", "played_out", "after"),
    [
        ("en", "Claim at this point", "every trick was played", "(after 7 tricks played)"),
        ("el", "Διεκδίκηση σε αυτό το σημείο", "παίχτηκαν όλες οι λεβέ", "(μετά από 7 παιγμένες λεβέ)"),
        ("pl", "Roszczenie w tym miejscu", "rozegrano wszystkie lewy", "(po 7 rozegranych lewach)"),
    ],
)
def test_a_file_of_several_games_lists_where_each_can_be_claimed(client, language, claim, played_out, after):
    from lawsite.assistant import boards

    response = client.post(f"/{language}/rulings/claim/from-pbn/", {"board-pbn": boards.sample_text()})
    assert response.status_code == 200
    page = html.unescape(response.content.decode())
    section = re.search(r'<section class="claim-points".*?</section>', page, re.S).group(0)
    items = re.findall(r"<li>(.*?)</li>", section, re.S)
    assert len(items) == 3
    links = re.findall(r'<a href="([^"]+)">' + re.escape(claim) + "</a>", section)
    assert len(links) == 2  # boards 1 and 2 stop before the last trick; board 3 was played to the end
    assert after in items[0] and played_out in items[2] and "<a " not in items[2]
    assert all(link.startswith(f"/{language}/rulings/claim/?") for link in links)


@pytest.mark.parametrize(
    ("language", "says"),
    [
        ("en", "trick 8, unfinished, has a card recorded after a player with none"),
        ("el", "η λεβέ 8, ανολοκλήρωτη, έχει φύλλο καταγεγραμμένο μετά από παίκτη χωρίς φύλλο"),
        ("pl", "lewa 8, niedokończona, ma kartę zapisaną po graczu bez karty"),
    ],
)
def test_a_trick_in_progress_with_a_card_missing_before_one_recorded_has_no_claim_link(client, language, says):
    """North leads trick 8 and has no card recorded ("-"), West has: the form would take West's card for
    North's and rule on hands that do not add up."""
    text = (DATA / "claim_gives_the_later_trick.pbn").read_text(encoding="utf-8").replace("*", "- - D6 -\n*")
    assert claim_links(client.post("/en/rulings/pbn/", {"pbn": text}).content.decode()) == []
    response = client.post(f"/{language}/rulings/claim/from-pbn/", {"board-pbn": text})
    assert response.status_code == 200
    section = re.search(r'<section class="claim-points".*?</section>', response.content.decode(), re.S).group(0)
    assert says in html.unescape(section) and "<a " not in section


def test_a_game_that_cannot_be_read_says_why_and_an_empty_upload_asks_for_a_file(client):
    bad = (DATA / "session_one_bad_game.pbn").read_text(encoding="utf-8")
    page = html.unescape(client.post("/pl/rulings/claim/from-pbn/", {"board-pbn": bad}).content.decode())
    section = re.search(r'<section class="claim-points".*?</section>', page, re.S).group(0)
    assert "Tego rozdania nie da się odczytać:" in section and '<span lang="en">' in section
    empty = client.post("/pl/rulings/claim/from-pbn/", {"board-pbn": "  "})
    assert empty.status_code == 200
    assert "Wklej zapis PBN albo wybierz plik PBN." in empty.content.decode()
    assert "claim-points" not in empty.content.decode()
    assert client.get("/en/rulings/claim/from-pbn/")["Location"] == "/en/rulings/claim/"


def test_the_upload_on_the_claim_page_keeps_csrf():
    strict = Client(enforce_csrf_checks=True)
    assert strict.post("/en/rulings/claim/from-pbn/", {"board-pbn": '[Board "1"]'}).status_code == 403
    page = strict.get("/en/rulings/claim/").content.decode()
    assert 'action="/en/rulings/claim/from-pbn/"' in page and 'name="csrfmiddlewaretoken"' in page


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


def _board_1_at_two_tables(second_room):
    deal = '[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQ2.K32.K32.432 JT9.AQJT.QJT.K65 876.987.A987.AQJ 543.654.654.T987"]\n'
    played = '[Declarer "S"]\n[Contract "3NT"]\n[Result "9"]\n'
    return (
        f'[Board "1"]\n[Room "Open"]\n{deal}{played}\n[Board "1"]\n{second_room}{played}\n'
        f'[Board "2"]\n[Room "Open"]\n[Dealer "E"]\n[Vulnerable "NS"]\n[Deal "{deal.split("Deal ")[1][1:]}'
        '[Declarer "E"]\n[Contract "2H"]\n[Result "8"]\n'
    )


def claim_point_names(client, language, text):
    response = client.post(f"/{language}/rulings/claim/from-pbn/", {"board-pbn": text})
    assert response.status_code == 200
    section = re.search(r'<section class="claim-points".*?</section>', html.unescape(response.content.decode()), re.S)
    return [
        re.sub(r"\s*(·|:\s*\n).*", "", item, flags=re.S)
        for item in re.findall(r"<li>(.*?)</li>", section.group(0), re.S)
    ]


@pytest.mark.parametrize(
    ("language", "second_room", "names"),
    [
        ("en", '[Room "Closed"]\n', ["Board 1 (open room)", "Board 1 (closed room)", "Board 2"]),
        ("en", "", ["Board 1 (open room)", "Board 1 (game 2 of 3)", "Board 2"]),
        ("el", '[Room "Closed"]\n', ["Διανομή 1 (ανοιχτή αίθουσα)", "Διανομή 1 (κλειστή αίθουσα)", "Διανομή 2"]),
        ("pl", '[Room "Closed"]\n', ["Rozdanie 1 (pokój otwarty)", "Rozdanie 1 (pokój zamknięty)", "Rozdanie 2"]),
    ],
)
def test_the_games_of_one_board_in_a_file_are_listed_by_what_tells_them_apart(client, language, second_room, names):
    assert claim_point_names(client, language, _board_1_at_two_tables(second_room)) == names


def test_the_claim_list_of_distinct_boards_names_them_as_before(client):
    from lawsite.assistant import boards

    text = boards.sample_text().replace('[Board "1"]', '[Board "3"]', 1)
    assert claim_point_names(client, "en", text) == ["Board 3", "Board 1", "Board 4"]


@pytest.mark.parametrize(
    ("language", "note", "caption"),
    [
        ("en", "Not proved: the worst normal line gives the claimer between", "The worst normal line found"),
        ("el", "Δεν αποδείχθηκε: η χειρότερη κανονική γραμμή δίνει στον διεκδικούντα από", "που βρέθηκε"),
        ("pl", "Nie udowodniono: najgorszy normalny wariant daje zgłaszającemu od", "Najgorszy znaleziony"),
    ],
)
def test_an_award_the_search_could_not_prove_says_so_beside_it(client, language, note, caption):
    """A 13-card claim the search cannot prove: the award is marked as not proved, with the range the search
    did prove, and the line is the worst one found; a claim it proves carries no such mark."""
    BIG = big_claim()
    result = rule_dict(BIG)["claim"]
    assert result["search_complete"] is False
    page = html.unescape(get(client, f"/{language}/rulings/claim/", params_for_facts(BIG)))
    shown = re.search(r'<p class="claim-unproved" role="note">(.*?)</p>', page, re.S).group(1)
    assert shown.startswith(note)
    assert (
        re.findall(r"\d+", shown)
        == [str(result["worst_normal_line_at_least"])] + [str(result["worst_normal_line"])] * 2
    )
    assert caption in page
    proved = get(client, f"/{language}/rulings/claim/", FINESSE)
    assert "claim-unproved" not in proved and caption not in proved


def test_an_unproved_line_still_has_its_irrational_link_and_following_it_leaves_the_play_out(client):
    """The Director walks a line the search could not prove: its link rules again without the play that gives
    a trick away double dummy, and the page says it was left out."""
    BIG = big_claim()
    choice = rule_dict(BIG)["claim"]["lines"][0]["id"]
    page = get(client, "/en/rulings/claim/", params_for_facts(BIG))
    [link] = re.findall(r'<a class="irrational button" href="([^"]+)"', page)
    assert parse_qs(urlsplit(html.unescape(link)).query)["irrational"] == [choice]
    again = client.get(html.unescape(link)).content.decode()
    assert "Left out as irrational:" in again and f"<code>{choice}</code>" in again
