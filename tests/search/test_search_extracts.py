"""What a hit shows: extracts that never overlap, repeat or cut a word, the title apart from the body, and
the other languages as running text."""

import re

import pytest
from django.utils import translation
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsite.search.analyzers import fold, spans, term, words
from lawsite.search.engine import Filters
from lawsite.search.extracts import _matches, fragment, plain, shorten, split_title
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


# ---- the scan for matches: read as far as it needs, the same matches as reading every word ----------

#: Pieces of text: words in their forms, possessives, accents written apart, punctuation stuck to words.
PIECES = [
    "card", "cards", "Card", "led", "lead", "in", "error", "dummy", "dummy's", "dummy’s", "s", "S", "revoke",
    "revokes", "declarer", "kartę", "karta", "εκτελεστής", "Εκτελεστής", "naïve", "nai\u0308ve", "x_y", "(a)",
    "hand,", "“lead”", "—", "'",
]  # fmt: skip
SEPARATORS = [" ", " ", "  ", "\n", ", ", ". ", "’", ""]


def full_scan(text: str, language: str, marks: Highlight, until: int | None = None) -> list[tuple[int, int]]:
    """The matches as found by folding and stemming every word of the text up front (the plain reading of
    :func:`~lawsite.search.extracts._matches`)."""
    stems, folds, prefixes = marks.by_language.get(language, set()), marks.folded, marks.prefixes
    starting = {}
    for where in ("folded", language):
        for phrase in marks.phrases.get(where, ()):
            starting.setdefault(where == "folded", {}).setdefault(phrase[0], []).append(phrase)
    tokens = list(spans(text))
    forms = {True: [fold(word) for _, _, word in tokens], False: [term(language, word) for _, _, word in tokens]}
    found = []
    for i, (start, end, _word) in enumerate(tokens):
        if until is not None and found and found[-1][0] > until:
            break
        f = forms[True][i]
        if f in folds or (prefixes and f.startswith(prefixes)) or forms[False][i] in stems:
            found.append((start, end))
        for accent_free, table in starting.items():
            for phrase in table.get(forms[accent_free][i], ()):
                size = len(phrase)
                if i + size <= len(tokens) and all(forms[accent_free][i + k] == phrase[k] for k in range(1, size)):
                    found.append((start, tokens[i + size - 1][1]))
    merged = []
    for start, end in sorted(found):
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


@st.composite
def texts_and_marks(draw):
    pieces = draw(st.lists(st.tuples(st.sampled_from(PIECES), st.sampled_from(SEPARATORS)), max_size=80))
    text = "".join(piece + separator for piece, separator in pieces)
    language = draw(st.sampled_from(["en", "el", "pl"]))
    marks = Highlight({code: set() for code in ("en", "el", "pl")})
    for word in draw(st.lists(st.sampled_from(PIECES), max_size=3)):
        where = draw(st.sampled_from([language, "folded"]))
        marks.add(where, [fold(w) if where == "folded" else term(language, w) for w in words(word)][:1])
    for phrase in draw(st.lists(st.lists(st.sampled_from(PIECES), min_size=2, max_size=3), max_size=2)):
        where = draw(st.sampled_from([language, "folded"]))
        terms = [fold(w) if where == "folded" else term(language, w) for piece in phrase for w in words(piece)]
        if len(terms) > 1:
            marks.add(where, terms)
    if draw(st.booleans()):
        marks.prefixes = (fold(draw(st.sampled_from(PIECES)))[:3],)
    return text, language, marks


@settings(max_examples=400, deadline=None)
@given(texts_and_marks(), st.integers(min_value=0, max_value=400))
def test_the_scan_finds_what_reading_every_word_finds(case, until):
    text, language, marks = case
    assert _matches(text, language, marks) == full_scan(text, language, marks)
    assert _matches(text, language, marks, until) == full_scan(text, language, marks, until)


def test_a_phrase_across_the_first_piece_read_is_matched_and_the_scan_stops_after_the_first_match_past_until():
    marks = Highlight({"en": set()}, {"trick"}, phrases={"folded": {("lead", "out", "of", "turn")}})
    filler = "word " * 300  # "lead" begins just before the first piece read ends (120 past until)
    text = filler[: 720 + 117] + " lead out of turn then trick and trick " + filler
    assert text.index("lead") < 720 + 120 < text.index("turn")
    found = _matches(text, "en", marks, until=720)
    assert found == full_scan(text, "en", marks, until=720)
    assert [text[start:end] for start, end in found] == ["lead out of turn"]
    assert [text[start:end] for start, end in _matches(text, "en", marks)] == ["lead out of turn", "trick", "trick"]


@pytest.mark.parametrize("at", [700, 719, 720, 721, 839, 840, 841, 2000, 5000])
def test_a_long_text_gets_the_extracts_a_full_scan_gives(at):
    marks = Highlight({"en": {term("en", "revoke")}}, set())
    text = ("filler " * 1000)[:at] + " revokes " + "filler " * 50 + "revoked " + "filler " * 900
    matched = full_scan(text, "en", marks)
    reference = fragment(text, "en", marks)
    assert _matches(text, "en", marks, until=720) == full_scan(text, "en", marks, until=720)
    assert reference.count("<mark>") == min(2, len(matched)) and "revoke" in reference
