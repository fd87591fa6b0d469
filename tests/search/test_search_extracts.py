"""What a hit shows: extracts that never overlap, repeat or cut a word, the title apart from the body, and
the other languages as running text."""

import re

import pytest
from django.utils import translation

from lawsite.search.analyzers import words
from lawsite.search.engine import Filters
from lawsite.search.extracts import fragment, plain, shorten, split_title
from lawsite.search.query import Highlight

TEXT = " ".join(f"word{n}" for n in range(200))


def extracts(html: str) -> list[str]:
    text = re.sub(r"</?mark>", "", html)
    return [piece.strip() for piece in text.split("…") if piece.strip()]


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


@pytest.mark.parametrize(
    "marked", [("word10", "word12"), ("word10", "word90"), ("word0", "word199"), ("word5", "word6")]
)
def test_extracts_neither_overlap_nor_repeat_nor_cut_words(marked):
    html = fragment(TEXT, "en", Highlight({}, set(marked)), limit=80)
    shown = [word for piece in extracts(html) for word in piece.split()]
    assert len(shown) == len(set(shown))  # no word twice
    assert all(re.fullmatch(r"word\d+", word) and word in TEXT.split() for word in shown)  # no word cut
    assert all(f"<mark>{word}</mark>" in html for word in marked)
    numbers = [int(word[4:]) for word in shown]
    assert numbers == sorted(numbers)  # in text order


def test_a_long_word_near_the_cut_is_kept_whole_or_left_out():
    text = "αν ο εκτελεστής κάνει έξοδο " * 20 + "τη σειρά"
    html = str(fragment(text, "el", Highlight({"el": set()}, {"εκτελεστησ"}), limit=60))
    for piece in extracts(html):
        assert all(word in text.split() for word in piece.split())


def test_the_title_is_shown_apart_and_not_run_into_the_extract(engine):
    hit = next(hit for hit in engine.search("accepted", Filters(language="en")).hits if hit.clause_id == "55A")
    assert "Accepted" in str(hit.title)
    assert not str(hit.fragment).startswith("Declarer") and "Accepted" not in str(hit.fragment)
    assert str(hit.fragment).startswith("If declarer has led")


def test_the_other_language_preview_is_running_text(engine):
    hit = next(hit for hit in engine.search("declarer", Filters(language="en")).hits if hit.clause_id == "55B1")
    (greek,) = hit.others
    assert "\n" not in greek.text and "  " not in greek.text and greek.text.startswith("Αν ο εκτελεστής")


def test_markdown_marks_are_not_shown(engine):
    hit = next(hit for hit in engine.search("offending player", Filters(language="en")).hits if hit.kind == "example")
    assert "*" not in str(hit.fragment) and "`" not in str(hit.fragment)


def test_plain_text_drops_markup_and_line_breaks():
    assert plain("A *player*,\nnot the `side`; see [Law 64](/laws/64/).") == "A player, not the side; see Law 64."
    assert plain("snake_case stays") == "snake_case stays"


def test_shorten_cuts_after_a_whole_word():
    assert shorten("one two three four", 9) == "one two …"
    assert words(shorten("αν ο εκτελεστής κάνει", 12)) == ["αν", "ο"]


def test_split_title():
    assert split_title("Declarer’s Lead Accepted\nIf declarer", "Declarer’s Lead Accepted") == (
        "Declarer’s Lead Accepted",
        "If declarer",
    )
    assert split_title("If declarer", "") == ("", "If declarer")
