"""Properties of the reference parser on any text: spans, order, canonical targets, stability."""

from hypothesis import given, settings
from hypothesis import strategies as st

from lawsite.laws.numbering import ClauseId
from lawsite.laws.references import find_references

#: Pieces that make references, near-references and noise likely when glued together.
FRAGMENTS = [
    "Law ",
    "Laws ",
    "law",
    "see ",
    "in ",
    "under ",
    "Νόμος ",
    "Νόμο ",
    "Νόμους ",
    "νομο ",
    "στον ",
    "στο ",
    "βλ. ",
    "przepis ",
    "przepisem ",
    "przepisy ",
    "przepisów ",
    "w punkcie ",
    "punkt ",
    "43",
    "9",
    "93",
    "94",
    "100",
    "2017",
    "620",
    "-100",
    "A",
    "B",
    "I",
    "Α",
    "Β",
    "ΣΤ",
    "Γ",
    "N",
    "T",
    "H",
    "1",
    "2",
    "12",
    "(a)",
    "(b)",
    "(β)",
    "(στ)",
    "(ii)",
    "(",
    ")",
    "©",
    "4H",
    "3NT",
    "♠",
    "10♥",
    "AK",
    " and ",
    " or ",
    ", ",
    " to ",
    "-",
    "–",
    " και ",
    " έως ",
    " i ",
    " oraz ",
    " do ",
    ".",
    " ",
    "\n",
    "\u0301",
]

texts = st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=4), max_size=40).map("".join)
languages = st.sampled_from(["en", "el", "pl", "fr"])
current_laws = st.none() | st.integers(min_value=1, max_value=93)

#: Ends in a blank line and holds no cue word, so it cannot join anything that follows.
NEUTRAL = "Some neutral words here.\n\n"


@settings(max_examples=400)
@given(texts, languages, current_laws)
def test_spans_lie_inside_the_text_in_order_and_never_cross(text, language, current_law):
    refs = find_references(text, language, current_law)
    for ref in refs:
        assert 0 <= ref.start < ref.end <= len(text)
    for before, after in zip(refs, refs[1:]):
        same_range = (before.start, before.end) == (after.start, after.end)
        assert same_range or before.end <= after.start


@settings(max_examples=400)
@given(texts, languages, current_laws)
def test_every_target_is_a_canonical_clause_id(text, language, current_law):
    for ref in find_references(text, language, current_law):
        assert str(ClauseId.parse(ref.target)) == ref.target
        if ref.relative:
            assert ClauseId.parse(ref.target).law == current_law
        else:
            assert text[ref.start].isdigit()


@given(texts, languages, current_laws)
def test_parsing_twice_gives_the_same_references(text, language, current_law):
    assert find_references(text, language, current_law) == find_references(text, language, current_law)


@settings(max_examples=300)
@given(texts, languages, current_laws)
def test_neutral_text_before_shifts_every_span_by_its_length(text, language, current_law):
    shifted = [
        (r.target, r.start - len(NEUTRAL), r.end - len(NEUTRAL), r.relative)
        for r in find_references(NEUTRAL + text, language, current_law)
    ]
    assert shifted == [(r.target, r.start, r.end, r.relative) for r in find_references(text, language, current_law)]


@given(st.text(alphabet=st.characters(blacklist_categories=("Nd",))), languages)
def test_text_without_digits_or_current_law_has_no_references(text, language):
    assert find_references(text, language) == []
