"""Bad input on the public pages gets a page that names the problem, never a 500, and loses nothing typed.

Fixed lists, no draws. ``test_query_strings.py`` puts Hypothesis-drawn values in every parameter of every
page and asserts only that the answer is not a 500; here each input is one a director or a stray link
could send, and the page must say what is wrong with it: clause addresses in the path, the claim and
weighted-score forms (with the typed values kept in the form), PBN files that are not PBN, search page
numbers, and requests with other methods or odd headers.
"""

import gzip
import html
import json
import re
from urllib.parse import urlencode

import pytest
from claim_pages import FINESSE
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

pytestmark = pytest.mark.usefixtures("content")

LANGUAGES = ("en", "el", "pl")
ODD_CLAUSES = [
    "999",
    "0",
    "94",
    "43B2(z)",
    "43B99",
    "55B1a",
    "55BB",
    "55B0",
    "55.B.1",
    "55(a)",
    "(a)",
    "Σ",
    "43Β2",  # a Greek capital beta
    "٣",
    "²",
    "%F0%9F%82%A1",  # a playing card
    "%E2%80%AE55",  # right-to-left override
    "x" * 3000,
    "9" * 5000,
    "1A1a1a1a1a1a1a",
]


def errors(page: str) -> list[str]:
    """The form's error messages as the reader sees them."""
    found = re.findall(r'<ul class="errorlist[^"]*"[^>]*>(.*?)</ul>', page, re.S)
    return [html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", item))).strip() for item in found]


@pytest.mark.parametrize("clause", ODD_CLAUSES)
def test_an_odd_clause_address_is_a_redirect_a_page_or_not_found(client, clause):
    for language in LANGUAGES:
        for prefix in ("", "2017/", "2007/", "1997/"):
            response = client.get(f"/{language}/{prefix}laws/{clause}/")
            assert response.status_code in (200, 301, 404), (language, prefix, clause[:20], response.status_code)
        compare = client.get(f"/{language}/editions/2007/compare/2017/{clause}/")
        assert compare.status_code in (200, 301, 404), (language, clause[:20], compare.status_code)


@pytest.mark.parametrize("clause", ODD_CLAUSES)
def test_the_clause_api_names_what_it_cannot_find(client, clause):
    response = client.get(f"/api/2017/laws/{clause}")
    if response.status_code == 301:
        response = client.get(response["Location"])
    assert response.status_code in (200, 404)
    if response.status_code == 404:
        assert json.loads(response.content)["error"]


#: (field, typed value, what the page says)
BAD_CLAIMS = [
    ("n", "AA...", "SA is also in hands.N"),
    ("e", "AQ...", "SA is also in hands.N"),
    ("n", "AKQJT98765432.A..", "is also in hands.N"),  # 14 cards, and they are others'
    ("n", "AQ..", "Write the four suits separated by dots"),
    ("n", "AQ....", "Write the four suits separated by dots"),
    ("n", "AX...", "X is not a rank"),
    ("n", "ΑΡ...", "Α is not a rank"),  # Greek capitals typed in the Latin form
    ("played", "S2 S2", "S2 is also in hands.S"),
    ("played", "SX", "SX is not a card such as SA, HT or C2."),
    ("played", "S2 H3 S3 S4", "at most 3 cards"),
    ("statement", "SA, blah", "blah is not a card such as SA, HT or C2."),
    ("statement", "ruff H Q", "“ruff H Q” is not a step"),
    ("statement", "ruff SH N", "“ruff SH N” is not a step"),
    ("statement", "lead X", "“lead X” is not a step"),
    ("statement", "lead NE", "“lead NE” is not a step"),
    ("statement", "S top top", "“S top top” is not a step"),
    ("claimed", "3", "the tricks claimed are a whole number from 0 to 2, not 3"),
    ("claimed", "14", "less than or equal to 13"),
    ("claimed", "-1", "greater than or equal to 0"),
    ("claimed", "9" * 5000, "Enter a whole number."),
    ("declarer", "X", "X is not one of the available choices"),
    ("trumps", "Z", "Z is not one of the available choices"),
    ("unaware", "maybe", "maybe is not one of the available choices"),
    ("won_lost", "99", "less than or equal to 13"),
    ("won_conceded", "5", "within_correction_period: is required"),
]


@pytest.mark.parametrize(("field", "value", "says"), BAD_CLAIMS, ids=[f"{f}={v[:12]}" for f, v, _ in BAD_CLAIMS])
def test_a_bad_claim_is_refused_naming_the_problem_and_keeps_what_was_typed(client, field, value, says):
    response = client.get("/en/rulings/claim/", {**FINESSE, field: value})
    assert response.status_code == 200
    page = response.content.decode()
    assert any(says in message for message in errors(page)), errors(page)
    assert "claim-line-1" not in page  # no ruling on facts that do not hold
    if field in ("n", "e", "played", "statement"):
        assert f'value="{html.escape(value, quote=True)}"' in page.replace("&#x27;", "'")


def test_claim_links_that_repeat_or_garble_their_keys_rule_on_what_they_can_read(client):
    query = urlencode(FINESSE)
    for extra in ("&n=AK...&n=AQ...", "&irrational=junk", "&irrational=" + "t1:S:S3" * 50, "&irrational=t1:S:S3" * 12):
        response = client.get(f"/en/rulings/claim/?{query}{extra}")
        assert response.status_code == 200
        assert "NS: 1 of the 2 tricks left." in response.content.decode()
    page = html.unescape(client.get(f"/en/rulings/claim/?{query}&irrational=t99:S:S3").content.decode())
    assert "irrational[0]: 't99:S:S3' is not a line id such as \"t1:N:SA\"" in page


FOUR_HEARTS = {
    "vulnerable": "None",
    "scoring": "total_points",
    "contract1": "4H",
    "declarer1": "S",
    "tricks1": "10",
    "weight1": "1",
}
BAD_WEIGHTED = [
    ({"contract1": "8H"}, "not a contract: '8H'"),
    ({"contract1": "H4"}, "not a contract: 'H4'"),
    ({"weight1": "0"}, "a weight is more than 0 and at most 1, not '0'"),
    ({"weight1": "-1"}, "'-1' is not a weight"),
    ({"weight1": "1/0"}, "a weight cannot divide by zero"),
    ({"weight1": "1e309"}, "'1e309' is not a weight"),
    ({"weight1": "nan"}, "'nan' is not a weight"),
    ({"tricks1": "14"}, "less than or equal to 13"),
    ({"others": "420 x", "scoring": "matchpoints"}, "Scores are whole numbers"),
    ({"scoring": "imps"}, "other_table_score: is required"),
    ({"contract2": "3NT"}, "outcomes[1].tricks: is required"),
]


@pytest.mark.parametrize(("change", "says"), BAD_WEIGHTED, ids=[str(c) for c, _ in BAD_WEIGHTED])
def test_a_bad_weighted_score_is_refused_naming_the_problem(client, change, says):
    response = client.get("/en/rulings/weighted-score/", {**FOUR_HEARTS, **change})
    assert response.status_code == 200
    page = response.content.decode()
    assert any(says in message for message in errors(page)), errors(page)
    for name, value in change.items():  # kept: a text box holds it, a list has it chosen
        kept = rf'name="{name}"[^>]*value="{re.escape(value)}"|name="{name}"[^>]*>(?:(?!</select>).)*value="{value}" selected'
        assert re.search(kept, page, re.S), name


ONE_BOARD = (
    '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
    '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'
    '[Contract "4S"]\n[Declarer "N"]\n[Play "E"]\nST S3 S2 SA\n'
)
NOT_TEXT = {
    "binary": bytes(range(256)) * 8,
    "gzip": gzip.compress(ONE_BOARD.encode()),
    "nul": b"\x00" * 100,
}


@pytest.mark.parametrize("name", sorted(NOT_TEXT))
def test_a_file_that_is_not_text_is_refused_by_name(client, name):
    says = f"“{name}.pbn” is not a text file"
    upload = SimpleUploadedFile(f"{name}.pbn", NOT_TEXT[name])
    page = html.unescape(client.post("/en/rulings/pbn/", {"file": upload}).content.decode())
    assert says in page and "This game cannot be read" not in page
    upload = SimpleUploadedFile(f"{name}.pbn", NOT_TEXT[name])
    claim = client.post("/pl/rulings/claim/from-pbn/", {"board-file": upload})
    assert claim.status_code == 200
    assert f"„{name}.pbn” nie jest plikiem tekstowym" in html.unescape(claim.content.decode())


def test_prose_is_no_board(client):
    upload = SimpleUploadedFile("notes.pbn", b"The revoke was on trick 4.")
    assert "No board found in the text" in client.post("/en/rulings/pbn/", {"file": upload}).content.decode()


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-8-sig", "cp1252"])
def test_a_file_saved_in_another_encoding_is_read(client, encoding):
    """Windows editors save "Unicode" as UTF-16 with a byte-order mark; it was read as Windows-1252."""
    raw = ONE_BOARD.replace('[Board "1"]', '[Board "1"]\n[Site "Łódź"]' if encoding != "cp1252" else '[Board "1"]')
    data = raw.encode(encoding)
    if encoding == "utf-16-be":
        data = b"\xfe\xff" + data
    page = client.post("/en/rulings/pbn/", {"file": SimpleUploadedFile("board.pbn", data)}).content.decode()
    assert "This game cannot be read" not in page and "not a text file" not in page
    assert 'id="board-1"' in page and "4♠ by N" in html.unescape(page).replace("4S", "4♠")


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ('[Deal "N:', 'line 1: a tag must look like [Name "value"]'),  # cut off inside its first tag
        (ONE_BOARD.replace("AKQJ.AKQ", "AKQJA.AKQ"), "line 4: the hand of N has 14 cards, more than 13"),
        (ONE_BOARD.replace("ST S3 S2 SA", "ST S3 S2 S2"), "line 8: N plays S2 to trick 1, but it is not in that hand"),
        (ONE_BOARD.replace("ST S3 S2 SA", "ST SX S2 SA"), "line 8: 'SX' in the play section is not a card"),
        (ONE_BOARD.replace('[Contract "4S"]', '[Contract "9S"]'), "line 5: not a contract: '9S'"),
    ],
    ids=["truncated tag", "fourteen cards", "a card twice", "not a card", "no such contract"],
)
def test_a_damaged_board_is_shown_with_the_line_and_the_reason(client, text, says):
    page = html.unescape(client.post("/en/rulings/pbn/", {"pbn": text}).content.decode())
    assert says in page


@pytest.mark.parametrize("page", ["-1", "abc", "0", "99999", "²", "1.5", ""])
def test_a_search_page_number_that_is_no_page_number_shows_the_first_page(client, search_index, page):
    body = client.get("/en/search/", {"q": "revoke", "page": page}).content.decode()
    assert "search-results" in body and 'start="01"' in body


@pytest.fixture(scope="module")
def search_index(loaded_content, django_db_blocker):
    from lawsite.search.updates import rebuild

    with django_db_blocker.unblock():
        rebuild()


PAGES = ["/en/laws/55/", "/el/search/?q=revoke", "/pl/rulings/claim/", "/en/rulings/weighted-score/", "/en/rulings/"]


@pytest.mark.parametrize("method", ["post", "put", "delete", "options", "head", "patch"])
def test_other_methods_on_reading_pages_are_answered_without_an_error(search_index, method):
    client = Client()
    for url in PAGES:
        assert getattr(client, method)(url).status_code < 500, (method, url)


@pytest.mark.parametrize(
    "headers",
    [
        {"HTTP_ACCEPT_LANGUAGE": "xx;q=abc,el;q=-1,*"},
        {"HTTP_ACCEPT_LANGUAGE": "a" * 5000},
        {"HTTP_COOKIE": "django_language=xx"},
        {"HTTP_COOKIE": "sessionid=" + "x" * 4000},
        {"HTTP_IF_NONE_MATCH": "\x01garbage"},
        {"HTTP_IF_MODIFIED_SINCE": "not a date"},
        {"HTTP_ACCEPT_ENCODING": "br;q=x, gzip;q=2, zstd"},
    ],
    ids=["accept-language", "long accept-language", "language cookie", "long session", "etag", "date", "encoding"],
)
def test_odd_headers_do_not_break_a_page(search_index, headers):
    client = Client()
    for url in ["/", *PAGES, "/api/search?q=revoke", "/sw.js", "/api/offline.json"]:
        assert client.get(url, **headers).status_code < 500, (headers, url)
