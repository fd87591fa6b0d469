"""Facts of the 2017 edition kept as data: laws_content/editions/2017/edition.toml and glossary.toml.

Plain pytest, no Django:
    .venv/bin/python -m pytest tests/laws/test_edition_data.py -p no:django -p no:cacheprovider
"""

import re
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
            if lang == "unverified":
                continue
            assert lang in {"en", "el", "pl"}, (key, lang)
            assert isinstance(value, str) and value.strip(), (key, lang)


def test_titles_not_verified_are_marked_and_given(edition):
    """`unverified` lists languages whose title is given but rests on no stored published copy."""
    marked = {int(key): titles["unverified"] for key, titles in edition["law"].items() if "unverified" in titles}
    assert marked == {50: ["en"], 61: ["en"], 66: ["pl"], 73: ["pl"], 86: ["en"]}
    for number, languages in marked.items():
        assert all(edition["law"][str(number)].get(lang) for lang in languages)
    chapters = {c["number"]: c.get("unverified") for c in edition["chapter"] if c.get("unverified")}
    assert chapters == {"IX": ["en"], "X": ["en"]}


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
        (57, "pl", "Przedwczesne wyjście lub zagranie"),
        (64, "pl", "Postępowanie po uprawomocnieniu fałszywego renonsu"),
        (68, "pl", "Deklaracja lub zrzeczenie się lew"),
        (90, "pl", "Kary proceduralne"),
        (80, "pl", "Regulaminy i organizacja"),
        (75, "pl", "Błędne wyjaśnienie lub błędna zapowiedź"),
        (85, "pl", "Rozstrzyganie na podstawie faktów spornych"),
        (93, "pl", "Procedura odwołania"),
        (1, "el", "Η ΤΡΑΠΟΥΛΑ"),
        (10, "el", "ΕΠΙΒΟΛΗ ΕΠΑΝΟΡΘΩΤΙΚΟΥ ΜΕΤΡΟΥ"),
    ],
)
def test_known_titles(edition, number, lang, title):
    assert edition["law"][str(number)][lang] == title


def test_non_english_titles_have_sources(edition):
    langs = {lang for t in edition["law"].values() for lang in t if lang not in ("en", "unverified")}
    for lang in langs:
        assert edition["sources"].get(lang), lang


def _titled(edition, lang):
    return {int(key): titles for key, titles in edition["law"].items() if lang in titles}


def test_title_counts_match_the_verification_notes(edition):
    """The header notes state how many Greek and Polish titles the file gives; keep them honest."""
    header = (EDITION / "edition.toml").read_text(encoding="utf-8").split("[edition]")[0]
    assert f"{len(_titled(edition, 'pl'))} of 93" in header
    assert f"{len(_titled(edition, 'el'))} of 93" in header


def test_greek_titles_are_greek_and_polish_titles_are_latin(edition):
    for number, titles in _titled(edition, "el").items():
        assert re.fullmatch(r"[\u0370-\u03ff\u1f00-\u1fff ,\-–]+", titles["el"]), number
    for number, titles in _titled(edition, "pl").items():
        assert not re.search(r"[\u0370-\u03ff]", titles["pl"]), number
        assert titles["pl"] != titles["en"], number


def test_every_verified_translated_title_names_its_page(edition):
    """A Greek or Polish title rests on a page [sources] names for that law; an unverified one on a note."""
    sources = edition["sources"]
    pages = {
        "pl": {int(n) for n in re.findall(r"\bp(\d+)\b", sources["pl"])},
        "el": {int(n) for n in re.findall(r"\blaw_(\d\d)\b", sources["el"])},
    }
    for first, last in re.findall(r"laws (\d+)-(\d+)", sources["pl"]):
        pages["pl"] |= set(range(int(first), int(last) + 1))
    for lang, cited in pages.items():
        for number, titles in _titled(edition, lang).items():
            if lang in titles.get("unverified", []):
                assert any(key.startswith(f"{lang}_") and str(number) in key for key in sources), (lang, number)
            else:
                assert number in cited, (lang, number)


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
        "revoke",
        "established-revoke",
        "trick",
        "defective-trick",
        "dummy",
        "declarer",
        "defender",
        "lead",
        "lead-out-of-turn",
        "director",
        "penalty-card",
        "split-score",
        "procedural-penalty",
        "offender",
        "rectification",
    }
    assert required <= keys
