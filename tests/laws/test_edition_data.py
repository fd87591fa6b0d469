"""Facts of the 2017 edition kept as data: laws_content/editions/2017/edition.toml and glossary.toml.

Plain pytest, no Django:
    .venv/bin/python -m pytest tests/laws/test_edition_data.py -p no:django -p no:cacheprovider
"""
import tomllib
from pathlib import Path

import pytest

CONTENT = Path(__file__).resolve().parents[2] / "laws_content"
EDITION = CONTENT / "editions" / "2017"
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII"]


@pytest.fixture(scope="module")
def edition():
    with open(EDITION / "edition.toml", "rb") as fh:
        return tomllib.load(fh)


@pytest.fixture(scope="module")
def glossary():
    with open(CONTENT / "glossary.toml", "rb") as fh:
        return tomllib.load(fh)


def test_edition_header(edition):
    assert edition["edition"]["code"] == "2017"
    assert edition["edition"]["title"]["en"] == "The Laws of Duplicate Bridge 2017"


def test_every_law_once_in_ascending_order(edition):
    seen = [n for chapter in edition["chapter"] for n in chapter["laws"]]
    assert seen == list(range(1, 94))


def test_chapter_numbers_are_roman_and_in_order(edition):
    numbers = [c["number"] for c in edition["chapter"]]
    # parts repeat the chapter number; collapse consecutive duplicates
    distinct = [n for i, n in enumerate(numbers) if i == 0 or numbers[i - 1] != n]
    assert distinct == ROMAN[: len(distinct)]
    assert edition["chapter"][0]["title"]["en"] == "Definitions"
    assert edition["chapter"][0]["laws"] == []
    for c in edition["chapter"]:
        assert c["title"]["en"].strip()


def test_every_law_has_english_title(edition):
    laws = edition["law"]
    assert sorted(int(k) for k in laws) == list(range(1, 94))
    for key, titles in laws.items():
        assert isinstance(titles.get("en"), str) and titles["en"].strip(), key
        for lang, value in titles.items():
            assert lang in {"en", "el", "pl"}, (key, lang)
            assert isinstance(value, str) and value.strip(), (key, lang)


@pytest.mark.parametrize(
    "number, lang, title",
    [
        (43, "en", "Dummy's Limitations"),
        (55, "en", "Declarer's Lead Out of Turn"),
        (64, "en", "Procedure after Establishment of a Revoke"),
        (66, "en", "Inspection of Tricks"),
        (67, "en", "Defective Trick"),
        (90, "en", "Procedural Penalties"),
        (66, "pl", "PRZEGLĄDANIE LEW"),
        (68, "pl", "ROSZCZENIE ALBO ZRZECZENIE DOTYCZĄCE LEW"),
    ],
)
def test_known_titles(edition, number, lang, title):
    assert edition["law"][str(number)][lang] == title


def test_non_english_titles_have_sources(edition):
    langs = {lang for t in edition["law"].values() for lang in t if lang != "en"}
    for lang in langs:
        assert edition["sources"].get(lang), lang


def test_glossary_keys_unique_and_english(glossary):
    terms = glossary["term"]
    keys = [t["key"] for t in terms]
    assert len(keys) == len(set(keys))
    for t in terms:
        assert t.get("en") and all(isinstance(s, str) and s.strip() for s in t["en"]), t["key"]
        for lang in ("el", "pl"):
            if lang in t:
                assert t[lang] and all(isinstance(s, str) and s.strip() for s in t[lang]), (t["key"], lang)


def test_glossary_has_required_terms(glossary):
    keys = {t["key"] for t in glossary["term"]}
    required = {
        "revoke", "established-revoke", "trick", "defective-trick", "dummy", "declarer",
        "defender", "lead", "lead-out-of-turn", "director", "penalty-card", "split-score",
        "procedural-penalty", "offender", "rectification",
    }
    assert required <= keys
