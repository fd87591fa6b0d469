"""Played boards on the assistant's PBN page: pasted, uploaded or shared by address, every board shown and ruled."""

import base64
import html
import re
import zlib
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from lawsite.assistant import boards
from lawsite.assistant.boards import MAX_SHARE_CHARS, decode_share, encode_share, net_transfer

pytestmark = pytest.mark.django_db

DATA = Path(__file__).resolve().parent.parent / "rulings" / "data"


def board(name):
    return (DATA / name).read_text(encoding="utf-8")


def post(client, text, language="en"):
    return client.post(f"/{language}/rulings/pbn/", {"pbn": text})


def page_of(response):
    assert response.status_code == 200
    return response.content.decode()


def revoke_headings(page):
    return re.findall(r"<h4>Revoke by (\w) on trick (\d+)</h4>", page)


def score_row(page, kind, nth=0):
    row = re.findall(rf'<tr class="{kind}">(.*?)</tr>', page, re.S)[nth]
    return re.findall(r"<td>(-?\d+)</td>", row)


def links(page, text):
    return [html.unescape(href) for href in re.findall(rf'<a href="([^"]+)">{re.escape(text)}</a>', page)]


def test_declarer_discards_on_trick_nine(client):
    page = page_of(post(client, board("declarer_discards_trick9.pbn")))
    assert revoke_headings(page) == [("S", "9")]
    assert 'href="/en/laws/64A2/"' in page
    assert "1 trick to East-West." in page
    assert score_row(page, "table-result") == ["11", "660", "-660"]  # 3NT+2 vulnerable
    assert score_row(page, "adjusted-result") == ["10", "630", "-630"]


def test_defender_ruffs_trick_four(client):
    page = page_of(post(client, board("defender_ruffs_trick4.pbn")))
    assert revoke_headings(page) == [("E", "4")]
    assert "2 tricks to North-South." in page
    assert score_row(page, "table-result") == ["11", "450", "-450"]
    assert score_row(page, "adjusted-result") == ["13", "510", "-510"]


def test_a_revoke_on_trick_twelve_is_replayed_and_no_adjusted_score_is_shown(client):
    page = page_of(post(client, board("three_revokes_last_on_trick12.pbn")))
    assert revoke_headings(page) == [("W", "7"), ("N", "10"), ("N", "12")]
    assert 'href="/en/laws/64B2/"' in page and 'href="/en/laws/62D1/"' in page
    assert "tricks 12 and 13 are played again" in page
    assert score_row(page, "table-result") == ["9", "-570", "570"]  # 2SX+1 not vulnerable
    assert '<tr class="adjusted-result">' not in page
    assert "cannot be known from the record" in page


def test_a_claim_counts_for_64A_and_establishes_the_revoke(client):
    page = page_of(post(client, board("claim_gives_the_later_trick.pbn")))
    assert "the offending side won a later trick by the claim or concession" in page
    assert "2 tricks to North-South." in page
    assert score_row(page, "adjusted-result") == ["11", "450", "-450"]
    page = page_of(post(client, board("revoke_then_claim.pbn")))
    assert 'href="/en/laws/63A3/"' in page
    assert score_row(page, "adjusted-result") == ["10", "420", "-420"]


def test_a_ruling_the_record_cannot_decide_is_given_for_each_possibility(client):
    text = board("revoke_then_claim.pbn").replace("C5 CQ H6 C2", "C5 - S5 C2")
    page = page_of(post(client, text))
    assert "To consider:" in page and "who won that trick is not in the record" in page
    assert "If S won trick 7:" in page and "If W won trick 7:" in page
    assert "2 tricks to North-South." in page and "1 trick to North-South." in page
    assert '<tr class="adjusted-result">' not in page


def test_the_deal_and_the_play_are_shown_as_directors_read_them(client):
    page = page_of(post(client, board("defender_ruffs_trick4.pbn")))
    diagram = re.search(r'<div class="deal-diagram".*?</dl>', page, re.S).group(0)
    assert [seat for seat in re.findall(r'class="hand hand-(\w)"', diagram)] == ["N", "E", "S", "W"]
    assert "<dt>Dealer</dt><dd>S</dd>" in diagram and "<dt>Vulnerable</dt><dd>None</dd>" in diagram
    assert "AK10" in diagram  # North's hearts, the ten as 10
    rows = re.findall(r'<tr><th scope="row">(\d+)</th>', page)
    assert rows == [str(n) for n in range(1, 14)]
    fourth = re.search(r'<tr><th scope="row">4</th>(.*?)</tr>', page, re.S).group(1)
    assert 'class="card suit-H won revoke"' in fourth  # East's H8: the revoke card, and it won the trick
    assert 'class="card suit-D lead"' in fourth and '<td class="winner">E</td>' in fourth


def test_a_file_gives_one_row_per_board_with_a_link_to_each_ruling(client):
    page = page_of(post(client, board("session_one_bad_game.pbn")))
    summary = re.search(r'<table class="boards-summary">.*?</table>', page, re.S).group(0)
    rows = re.findall(r'<tr(?: class="board-error")?><th scope="row"><a href="#(board-\d)">(\w)</a>', summary)
    assert rows == [("board-1", "1"), ("board-2", "1"), ("board-3", "2"), ("board-4", "4")]
    assert re.findall(r'<a href="#(board-\d-revoke-\d)">', summary) == ["board-1-revoke-1", "board-4-revoke-1"]
    assert 'id="board-1-revoke-1"' in page and 'id="board-4-revoke-1"' in page
    assert "the hand of N has 12 cards, not 13" in page  # the bad game says why, the others are ruled
    assert "2 tricks to North-South." in page


def test_an_uploaded_file_is_read_like_a_pasted_one(client):
    upload = SimpleUploadedFile("session.pbn", board("session_one_bad_game.pbn").encode("cp1252"))
    page = page_of(client.post("/en/rulings/pbn/", {"file": upload}))
    assert revoke_headings(page) == [("E", "4"), ("E", "12")]
    assert "4 games in the file" in page


def test_an_upload_over_the_limit_is_refused_with_a_message(client):
    upload = SimpleUploadedFile("big.pbn", b"%" * (boards_limit() + 1))
    page = page_of(client.post("/en/rulings/pbn/", {"file": upload}))
    assert "the limit is 256 KB" in html.unescape(page)


def boards_limit():
    from lawsite.assistant.forms import PBNForm

    return PBNForm.max_upload_bytes


def test_nothing_pasted_nor_uploaded_asks_for_one(client):
    assert "Paste a PBN record or choose a PBN file." in page_of(client.post("/en/rulings/pbn/", {"pbn": " "}))


def test_each_board_is_shared_by_get_and_the_link_shows_the_same_rulings(client):
    posted = page_of(post(client, board("session_one_bad_game.pbn")))
    shares = links(posted, "Link to this board")
    assert len(shares) == 3
    for share in shares:
        assert len(share) < 4000
    shared = page_of(client.get(shares[0]))
    assert revoke_headings(shared) == [("E", "4")]
    assert score_row(shared, "adjusted-result") == ["11", "450", "-450"]
    assert "<textarea" in shared and "[Deal &quot;N:AKQ2.K32.K32.432" in shared  # the form holds the board
    second = page_of(client.get(shares[1]))  # the second table's board carries the deal it inherited
    assert "♠</span> AKQ2" in second and score_row(second, "table-result") == ["10", "430", "-430"]


def test_a_whole_small_file_has_one_link_too(client):
    posted = page_of(post(client, board("session_one_bad_game.pbn")))
    (everything,) = links(posted, "Link to all these boards")
    assert page_of(client.get(everything)).count('class="played-board"') == 4


def test_the_sample_session_is_one_click_away(client):
    index = page_of(client.get("/en/rulings/"))
    (sample,) = links(index, "Try a sample session")
    page = page_of(client.get(sample))
    assert revoke_headings(page) == [("E", "4"), ("E", "12")]
    assert "3 games in the file" in page
    assert links(page, "Try a sample session") == [sample]


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("x" * (MAX_SHARE_CHARS + 1), "too long"),
        ("not base64!", "damaged"),
        ("AAAA", "damaged"),
        (base64.urlsafe_b64encode(zlib.compress(b"\xff\xfe")).decode().rstrip("="), "damaged"),
        (base64.urlsafe_b64encode(zlib.compress(b"%" * 1_000_000, 9)).decode().rstrip("="), "damaged"),
    ],
)
def test_a_damaged_or_oversized_link_says_so(client, code, message):
    page = page_of(client.get("/en/rulings/pbn/", {"pbn": code}))
    assert message in page and 'class="played-board"' not in page


def test_share_codes_round_trip_and_are_bounded():
    text = board("revoke_on_trick12.pbn")
    assert decode_share(encode_share(text)) == text
    assert encode_share("%" + "".join(chr(0x4E00 + (i * 7919) % 20000) for i in range(4000))) is None


def test_greek_page_rules_in_greek_and_marks_english_reasons(client):
    page = html.unescape(page_of(post(client, board("defender_ruffs_trick4.pbn"), "el")))
    assert "Ο Α κέρδισε τη λεβέ της ρενόνς (4)" in page  # Greek directors write Β, Α, Ν, Δ
    bad = html.unescape(page_of(post(client, board("session_one_bad_game.pbn"), "el")))
    assert '<span lang="en">line 31: the hand of N has 12 cards, not 13</span>' in bad


def test_a_board_without_revokes_says_so_and_keeps_the_table_result(client):
    text = board("defender_ruffs_trick4.pbn").split("D4 D2 H8 D3")[0] + "*\n"  # play stops before the revoke
    page = page_of(post(client, text))
    assert "No revoke found" in page
    assert revoke_headings(page) == []
    assert score_row(page, "table-result") == score_row(page, "adjusted-result") == ["11", "450", "-450"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("just some words", "No board found in the text"),
        ('[Deal "N:AKQ.JT9.876.5432 - - -"]\n[Play "W"]\nSA SK SQ SJ', "does not give all four hands"),
        (re.sub(r'\[Contract "[^"]*"\]', '[Contract "Pass"]', board("defender_ruffs_trick4.pbn")), "not Pass"),
    ],
)
def test_unreadable_records_give_the_form_back_with_the_reason(client, text, message):
    page = html.unescape(page_of(post(client, text)))
    assert message in page
    assert "<textarea" in page


def test_a_board_without_play_is_shown_and_scored(client):
    page = page_of(post(client, board("defender_ruffs_trick4.pbn").split("[Play")[0]))
    assert "The record has no play" in page
    assert score_row(page, "table-result") == ["11", "450", "-450"]


def test_an_unfinished_board_without_result_cannot_be_scored_but_is_ruled(client):
    text = board("declarer_discards_trick9.pbn")
    text = text.replace('[Result "11"]\n', "").split("HQ SJ S9 ST")[0] + "*\n"
    page = page_of(post(client, text))
    assert revoke_headings(page) == [("S", "9")]
    assert "there is no [Result]" in html.unescape(page)


def test_each_revoke_has_a_permalink_with_its_facts_and_the_score(client):
    page = page_of(post(client, board("claim_gives_the_later_trick.pbn")))
    (link,) = links(page, "Permalink to this ruling")
    query = parse_qs(urlsplit(link).query)
    assert urlsplit(link).path == "/en/rulings/revoke/"
    assert (query["claimed_ns"], query["claimed_ew"], query["tricks_made"]) == (["5"], ["1"], ["9"])
    answer = page_of(client.get(link))
    assert 'href="/en/laws/64A1/"' in answer and "2 tricks to North-South." in answer
    assert score_row(answer, "adjusted-result") == ["11", "450", "-450"]


def test_pbn_needs_the_csrf_token(content):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    assert strict.post("/en/rulings/pbn/", {"pbn": board("defender_ruffs_trick4.pbn")}).status_code == 403


def test_no_inline_style_or_script_on_the_page(client):
    page = page_of(client.get(links(page_of(client.get("/en/rulings/")), "Try a sample session")[0]))
    assert " style=" not in page and "<script>" not in page and " onclick=" not in page


def test_net_transfer_adds_up_by_side():
    rulings = [
        {"tricks_transferred": 2, "transferred_to": "NS"},
        {"tricks_transferred": 0, "transferred_to": None},
        {"tricks_transferred": 1, "transferred_to": "NS"},
    ]
    assert net_transfer(rulings) == (3, "NS")
    assert net_transfer(rulings + [{"tricks_transferred": 3, "transferred_to": "EW"}]) == (0, None)


def test_the_sample_reads_without_errors():
    from lawsite.rulings.pbn import BoardError
    from lawsite.rulings.played_boards import rule_text

    assert not any(isinstance(r, BoardError) for r in rule_text(boards.sample_text()))


def test_claimed_tricks_that_do_not_make_thirteen_are_shown_on_their_field(client):
    query = {
        "declarer": "N",
        "offender": "E",
        "revoke_trick": 4,
        "trick_winners": "EESE",
        "established": "yes",
        "claimed_ns": 5,
        "claimed_ew": 1,
    }
    page = html.unescape(page_of(client.get("/en/rulings/revoke/", query)))
    assert '<a href="#id_claimed_ns">' in page or 'href="#revoke-claimed_ns"' in page or "claimed_ns" in page
    assert "6 tricks claimed after the 4 in trick_winners make 10, not 13" in page


def test_a_result_the_play_contradicts_shows_its_line_and_the_other_boards_are_ruled(client):
    """A claim giving declarer more tricks than were left is the reader's error on the [Result] line, never a 500."""
    bad = board("three_revokes_last_on_trick12.pbn")
    bad = bad.replace("SJ ST DJ SQ\nCT DQ CJ HJ", "SJ DQ CJ HJ")
    text = board("defender_ruffs_trick4.pbn") + "\n" + bad
    for response in (post(client, text), client.get("/en/rulings/pbn/", {"pbn": encode_share(text)})):
        page = html.unescape(page_of(response))
        assert page.count('class="played-board"') == 2
        assert revoke_headings(page) == [("E", "4")]
        assert "gives declarer's side 9 tricks, but it won 7 of the 12 tricks played and 1 remain" in page
        offset = text.count("\n", 0, text.index("[Result", len(board("defender_ruffs_trick4.pbn")))) + 1
        assert f"line {offset}" in page


# ---- games of the same board named apart ----------------------------------------------------------------

DEAL_1 = '[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQ2.K32.K32.432 JT9.AQJT.QJT.K65 876.987.A987.AQJ 543.654.654.T987"]\n'
DEAL_2 = (
    '[Dealer "E"]\n[Vulnerable "NS"]\n[Deal "E:AKQ2.K32.K32.432 JT9.AQJT.QJT.K65 876.987.A987.AQJ 543.654.654.T987"]\n'
)


def games(*tag_sets, distinct_board=True):
    """A file of games of board 1, each with its own ``tag_sets`` entry (and the deal on the first), then a board 2."""
    texts = []
    for number, tags in enumerate(tag_sets):
        extra = "".join(f'[{name} "{value}"]\n' for name, value in tags.items())
        texts.append(
            f'[Board "1"]\n{extra}{DEAL_1 if number == 0 else ""}[Declarer "S"]\n[Contract "3NT"]\n[Result "9"]\n'
        )
    if distinct_board:
        texts.append(f'[Board "2"]\n[Room "Open"]\n{DEAL_2}[Declarer "E"]\n[Contract "2H"]\n[Result "8"]\n')
    return "\n".join(texts)


def game_titles(page):
    return [re.sub(r"\s*·.*", "", title) for title in re.findall(r'<h2 id="board-\d+-title">(.*?)</h2>', page, re.S)]


def summary_names(page):
    summary = re.search(r'<table class="boards-summary">.*?</table>', page, re.S).group(0)
    return re.findall(r'<th scope="row"><a href="#board-\d+">(\w+)</a>(?: <small>(.*?)</small>)?</th>', summary)


PLAYERS = {"North": "Kowalski", "South": "Nowak", "East": "Papadopoulos", "West": "Smith"}


@pytest.mark.parametrize(
    ("tag_sets", "names"),
    [
        ([{"Room": "Open"}, {"Room": "Closed"}], ["open room", "closed room"]),
        ([{"Table": "1", "Round": "3"}, {"Table": "2", "Round": "3"}], ["table 1", "table 2"]),
        ([{"Table": "1", "Round": "3"}, {"Table": "1", "Round": "4"}], ["round 3", "round 4"]),
        (
            [{**PLAYERS, "Event": "Pairs"}, {**PLAYERS, "West": "Jones", "Event": "Pairs"}],
            ["NS Kowalski – Nowak, EW Papadopoulos – Smith", "NS Kowalski – Nowak, EW Papadopoulos – Jones"],
        ),
        ([{"Event": "Pairs"}, {"Event": "Pairs"}, {"Event": "Pairs"}], ["game 1 of 4", "game 2 of 4", "game 3 of 4"]),
        (
            [{"Room": "Open"}, {"Room": "Open"}, {"Room": "Closed"}],
            ["open room, game 1 of 4", "open room, game 2 of 4", "closed room"],
        ),
        ([{"Room": "Open"}, {}], ["open room", "game 2 of 3"]),
    ],
)
def test_games_of_the_same_board_are_named_by_what_their_records_tell_apart(client, tag_sets, names):
    page = html.unescape(page_of(post(client, games(*tag_sets))))
    assert game_titles(page) == [f"Board 1 ({name})" for name in names] + ["Board 2"]
    assert summary_names(page) == [("1", name) for name in names] + [("2", "")]


def test_a_file_of_distinct_boards_is_named_as_before(client):
    page = html.unescape(
        page_of(post(client, board("session_one_bad_game.pbn").replace('[Board "1"]', '[Board "3"]', 1)))
    )
    assert game_titles(page) == ["Board 3", "Board 1", "Board 2", "Board 4"]
    assert [name for _, name in summary_names(page)] == ["", "", "", ""]


def test_a_game_that_cannot_be_read_is_named_apart_too(client):
    page = html.unescape(page_of(post(client, board("session_one_bad_game.pbn"))))
    assert game_titles(page) == ["Board 1 (game 1 of 4)", "Board 1 (game 2 of 4)", "Board 2", "Board 4"]
    assert "the hand of N has 12 cards, not 13" in page  # which of the two games of board 1 is the one named


@pytest.mark.parametrize(
    ("language", "names"),
    [
        (
            "el",
            [
                "Διανομή 1 (ανοιχτή αίθουσα)",
                "Διανομή 1 (κλειστή αίθουσα)",
                "Διανομή 1 (αίθουσα x, τραπέζι 2)",
                "Διανομή 1 (αίθουσα x, τμήμα B)",
                "Διανομή 1 (αίθουσα x, γύρος 5)",
                "Διανομή 1 (αίθουσα x, ΒΝ Kowalski – Nowak, ΑΔ Papadopoulos – Smith)",
                "Διανομή 1 (αίθουσα x, παιχνίδι 7 από 8)",
                "Διανομή 1 (αίθουσα x, παιχνίδι 8 από 8)",
            ],
        ),
        (
            "pl",
            [
                "Rozdanie 1 (pokój otwarty)",
                "Rozdanie 1 (pokój zamknięty)",
                "Rozdanie 1 (pokój x, stół 2)",
                "Rozdanie 1 (pokój x, sektor B)",
                "Rozdanie 1 (pokój x, runda 5)",
                "Rozdanie 1 (pokój x, NS Kowalski – Nowak, EW Papadopoulos – Smith)",
                "Rozdanie 1 (pokój x, rozdanie 7 z 8)",
                "Rozdanie 1 (pokój x, rozdanie 8 z 8)",
            ],
        ),
    ],
)
def test_the_names_are_in_the_readers_language(client, language, names):
    text = games(
        {"Room": "Open"},
        {"Room": "Closed"},
        {"Room": "x", "Table": "2"},
        {"Room": "x", "Section": "B"},
        {"Room": "x", "Round": "5"},
        {"Room": "x", **PLAYERS},
        {"Room": "x"},
        {"Room": "x"},
        distinct_board=False,
    )
    assert game_titles(html.unescape(page_of(post(client, text, language)))) == names


@pytest.mark.parametrize(("language", "hearts"), [("en", "AK10"), ("el", "ΑΡ10"), ("pl", "AK10")])
def test_the_diagram_and_the_play_write_honours_in_the_readers_letters(client, language, hearts):
    """As the claim page's picker and the ruling's steps: Greek Α Ρ Ν Β, Polish A K D W; no Latin K, Q or J
    in a Greek diagram or trick table, no Q or J in a Polish one."""
    page = html.unescape(page_of(post(client, board("defender_ruffs_trick4.pbn"), language)))
    diagram = re.search(r'<div class="deal-diagram".*?</dl>', page, re.S).group(0)
    assert f"</span> {hearts}</li>" in re.search(r'<div class="hand hand-N">(.*?)</div>', diagram, re.S).group(1)
    holdings = re.findall(r"</span> ([^<]+)</li>", diagram)
    cells = re.findall(r'<td class="card suit-[SHDC][^"]*">(.*?)</td>', page)
    played = [re.search(r"[♠♥♦♣](\w+)", cell).group(1) for cell in cells]
    assert len(holdings) == 16 and len(played) == 52, (len(holdings), len(played))
    latin = {"en": "", "el": "KQJ", "pl": "QJ"}[language]
    assert not any(letter in text for text in holdings + played for letter in latin)
