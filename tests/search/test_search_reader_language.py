"""Search speaks the reader's language: a hit names its law in the reader's language where the collection
has that title, else in English marked as English, whichever language's words matched; extracts prefer the
reader's language (else English) and say when they are not in it. And what a result shows besides:
"did you mean" kept beside partial results, a clause id typed with © shown as the id it is."""

import json
import re
import tomllib
from pathlib import Path

import pytest

from lawsite.search.extracts import plain

REPO = Path(__file__).resolve().parents[2]
EDITION = tomllib.loads((REPO / "laws_content/editions/2017/edition.toml").read_text(encoding="utf-8"))
TITLES = {int(number): table for number, table in EDITION["law"].items()}
IN_ENGLISH = {"el": "(στα αγγλικά)", "pl": "(po angielsku)"}


def _api(client, language, query, **params):
    return json.loads(client.get(f"/{language}/api/search", {"q": query, **params}).content)


def _shown(page: str) -> str:
    """The page as it opens: the other languages of each hit, folded in <details>, left out."""
    return re.sub(r"<details.*?</details>", "", page, flags=re.S)


def _polish_titles_in(page: str) -> list[str]:
    return [table["pl"] for table in TITLES.values() if "pl" in table and table["pl"] in _shown(page)]


@pytest.mark.parametrize(
    "language, query",
    [
        ("el", "ρενόνς"),
        ("el", "ρενονς"),
        ("el", "ΡΕΝΟΝΣ"),
        ("el", "μορ"),
        ("el", "τιμωρημένο φύλλο"),
        ("el", "διαιτητής"),
        ("en", "revok"),
        ("en", "revoke"),
    ],
)
def test_a_law_is_named_in_the_readers_language_or_in_english_whichever_words_matched(client, engine, language, query):
    page = client.get(f"/{language}/search/", {"q": query}).content.decode()
    assert 'class="search-hit"' in page
    assert _polish_titles_in(page) == []
    data = _api(client, language, query)
    for hit in data["results"] + data["partial_results"]:
        expected = language if language in TITLES.get(hit["law"] or 0, {}) else "en"
        assert hit["law_title_language"] == expected, hit
        if hit["kind"] == "law":
            assert hit["language"] == expected, hit
            assert re.sub(r"</?mark>", "", hit["title_html"]).replace("&#x27;", "'") == TITLES[hit["law"]][expected]


def test_a_title_shown_in_english_on_a_greek_page_is_marked_as_english(client, engine):
    page = client.get("/el/search/", {"q": "ρενόνς"}).content.decode()
    hit = page[page.index('<li class="search-hit">') :]
    hit = hit[: hit.index("</li>")]
    law = int(re.search(r'href="/el/laws/(\d+)/', hit).group(1))
    if "el" not in TITLES[law]:
        assert TITLES[law]["en"].split()[-1] in hit and IN_ENGLISH["el"] in hit


def test_a_polish_reader_sees_law_55_by_its_polish_title_and_55a_not_in_greek(client, engine):
    page = client.get("/pl/search/", {"q": "wyjście poza kolejnością"}).content.decode()
    assert "Wyjście rozgrywającego poza kolejnością" in page
    assert "Declarer&#x27;s Lead Out of Turn" not in _shown(page)
    data = _api(client, "pl", "wyjście poza kolejnością")
    law_55 = next(hit for hit in data["results"] if hit["kind"] == "law" and hit["law"] == 55)
    assert law_55["language"] == "pl" and "rozgrywającego" in law_55["title_html"]
    clause = next(hit for hit in data["results"] if hit["kind"] == "clause" and hit["clause_id"] == "55A")
    assert clause["language"] == "en"  # no Polish 55A: the English (the original), not the Greek that matched
    assert not re.search(r"[\u0370-\u03ff]", clause["fragment_html"])
    assert clause["law_title"] == "Wyjście rozgrywającego poza kolejnością" and clause["law_title_language"] == "pl"
    assert {other["language"] for other in clause["other_languages"]} == {"el"}  # the Greek one click away
    start = page.index('href="/pl/laws/55A/')
    assert IN_ENGLISH["pl"] in page[start : page.index("</li>", start)]


def test_a_language_asked_for_is_the_language_shown(client, engine):
    data = _api(client, "pl", "wyjście poza kolejnością", lang="el")
    assert data["results"] and all(hit["language"] == "el" for hit in data["results"])


def test_greek_typed_in_latin_letters_shows_the_greek_it_found(client, engine):
    data = _api(client, "en", "ektelestis")
    assert any(hit["language"] == "el" and "<mark>" in hit["fragment_html"] for hit in data["results"])


def test_did_you_mean_is_kept_when_texts_with_the_other_words_are_shown(client, engine):
    page = client.get("/en/search/", {"q": "declarr retracts"}).content.decode()
    assert "Texts with some of the words" in page
    assert "Did you mean" in page and re.search(r'href="\?q=declarer(%20|\+)', page)
    assert _api(client, "en", "declarr retracts")["suggestion"].startswith("declarer")


def test_a_clause_id_typed_with_a_copyright_sign_is_shown_as_the_id_it_is(client, engine):
    source = (REPO / "laws_content/editions/2017/laws/043/commentary/dummy-limitations.en.md").read_text()
    assert "43A2©" in source  # the source keeps what was typed
    data = _api(client, "en", "prohibits dummy looking")
    fragments = " ".join(hit["fragment_html"] for hit in data["results"])
    assert "43A2(c)" in fragments and "©" not in fragments
    greek = _api(client, "el", "prohibits dummy looking")
    assert "©" not in json.dumps(greek, ensure_ascii=False)
    page = client.get("/el/search/", {"q": "prohibits dummy looking"}).content.decode()
    assert "43A2©" not in page and "43A2(c)" in page


def test_plain_reads_a_copyright_sign_after_a_clause_number_as_c_and_leaves_others():
    assert plain("while Law 43A2© prohibits") == "while Law 43A2(c) prohibits"
    assert plain("© WBF 2017, Law 43A2©.") == "© WBF 2017, Law 43A2(c)."


def test_a_law_with_a_title_only_in_polish_is_named_by_it_and_says_its_language(client, engine):
    data = _api(client, "en", "uprawomocnienie", edition="2007")
    law_63 = next(hit for hit in data["results"] if hit["law"] == 63 and hit["kind"] == "law")
    assert law_63["language"] == "pl" and "UPRAWOMOCNIENIE" in law_63["title_html"]
    assert law_63["law_title_language"] == "pl" and law_63["law_title"] == "UPRAWOMOCNIENIE FAŁSZYWEGO RENONSU"
