"""The reference parser on the seeds and on the forms each language writes a reference in."""

import re

import pytest

from lawsite.laws.numbering import ClauseId
from lawsite.laws.references import Reference, find_references


def found(text, language, current_law=None):
    """(target, link text, relative) for each reference, which is what a reader sees."""
    return [(r.target, text[r.start : r.end], r.relative) for r in find_references(text, language, current_law)]


def targets(text, language, current_law=None):
    return [r.target for r in find_references(text, language, current_law)]


def halves(text):
    """The Greek paragraphs and the English ones of a bilingual seed, in that order."""
    paragraphs = text.split("\n\n")
    first_english = next(i for i, p in enumerate(paragraphs) if not re.search("[\u0370-\u03ff]", p))
    return "\n\n".join(paragraphs[:first_english]), "\n\n".join(paragraphs[first_english:])


# --- seeds: every reference found, with its exact link text, and nothing else ---


def test_seed_000_greek_commentary_on_law_43(seed_text):
    greek, _ = halves(seed_text("000"))
    assert found(greek, "el", current_law=43) == [
        ("43A3", "43Α3", False),
        ("43A2(c)", "43Α2(γ)", False),
        ("43A", "43Α", False),
        ("43B2(b)", "43Β2(β)", False),
        ("43B3", "43Β3", False),
        ("43A2", "Α2", True),
        ("43A2", "Α2", True),
        ("43A", "Α", True),
        ("90", "90", False),
    ]


def test_seed_000_english_commentary_reads_the_copyright_sign_as_sub_item_c(seed_text):
    _, english = halves(seed_text("000"))
    assert found(english, "en", current_law=43) == [
        ("43A3", "43A3", False),
        ("43A2(c)", "43A2©", False),
        ("43A", "43A", False),
        ("43B2(b)", "43B2(b)", False),
        ("43B3", "43B3", False),
        ("43A2", "A2", True),
        ("43A2", "A2", True),
        ("43A", "A", True),
        ("90", "90", False),
    ]


def test_seed_000_without_current_law_drops_only_the_relative_references(seed_text):
    greek, english = halves(seed_text("000"))
    for text, language in ((greek, "el"), (english, "en")):
        with_law = [ref for ref in found(text, language, 43) if not ref[2]]
        assert found(text, language) == with_law


def test_seed_001_greek_law_55(seed_text):
    greek, _ = halves(seed_text("001"))
    assert found(greek, "el", current_law=55) == [
        ("53", "53", False),
        ("47E1", "47Ε1", False),
        ("55A", "55Α", False),
        ("55A", "55Α", False),
        ("16", "16", False),
    ]


def test_seed_001_english_law_55(seed_text):
    _, english = halves(seed_text("001"))
    assert found(english, "en", current_law=55) == [
        ("53", "53", False),
        ("47E1", "47E1", False),
        ("55A", "55A", False),
        ("55A", "55A", False),
        ("16", "16", False),
    ]


def test_seed_003_polish_law_67_skips_numbering_and_the_navigation_line(seed_text):
    text = seed_text("003")
    assert found(text, "pl", current_law=67) == [
        ("45E", "45E", False),
        ("58B", "58B", False),
        ("64A2", "64A2", False),
        ("64A2", "64A2", False),
        ("50", "50", False),
    ]
    navigation = text.index("66. PRZEGL")
    assert all(r.end <= navigation for r in find_references(text, "pl", 67))


# --- English ---


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Law 43B2(b)", [("43B2(b)", "43B2(b)")]),
        ("Laws 43B2(b) and 43B3", [("43B2(b)", "43B2(b)"), ("43B3", "43B3")]),
        ("Law 45E (Fifth Card Played to a Trick)", [("45E", "45E")]),
        ("Law 43A2© prohibits", [("43A2(c)", "43A2©")]),
        ("Law 43B2(b) and Law 43B3 apply", [("43B2(b)", "43B2(b)"), ("43B3", "43B3")]),
        ("see Law 90).", [("90", "90")]),
        ("Laws 12, 40 and 73", [("12", "12"), ("40", "40"), ("73", "73")]),
        ("Law 7C", [("7C", "7C")]),
        ("law 12C1(e)(ii) applies", [("12C1(e)(ii)", "12C1(e)(ii)")]),
        ("Law 44I", [("44I", "44I")]),
        ("Law 45E and 45F", [("45E", "45E"), ("45F", "45F")]),
    ],
)
def test_english_references_after_the_word_law(text, expected):
    assert [(t, s) for t, s, _ in found(text, "en")] == expected


@pytest.mark.parametrize("text", ["Laws 61 to 64", "Laws 61-64", "Laws 61 – 64", "LAWS 61 through 64"])
def test_a_range_of_laws_is_every_law_in_it_sharing_the_range_as_link_text(text):
    refs = find_references(text, "en")
    assert [r.target for r in refs] == ["61", "62", "63", "64"]
    assert {text[r.start : r.end] for r in refs} == {text[text.index("61") :]}


def test_a_range_of_items_expands_within_the_section():
    assert targets("Law 67A1-2 and Law 43A1-43A3", "en") == ["67A1", "67A2", "43A1", "43A2", "43A3"]


def test_a_backwards_range_is_no_range():
    assert targets("Law 90 - 2 tricks", "en") == ["90"]


def test_a_singular_law_does_not_swallow_the_numbers_that_follow():
    assert targets("see Law 90, 2 tricks are transferred", "en") == ["90"]
    assert targets("Law 40 and 4H were bid", "en") == ["40"]
    assert targets("Law 12 to 40 boards", "en") == ["12"]


def test_a_list_ends_at_its_and():
    assert targets("Laws 12 and 40, 2 boards later", "en") == ["12", "40"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("one of the limitations described in A2", [("43A2", "A2")]),
        ("the limitations listed in A, the TD", [("43A", "A")]),
        ("under B3 the TD", [("43B3", "B3")]),
        ("In B2(b) and B3, dummy", [("43B2(b)", "B2(b)"), ("43B3", "B3")]),
        ("as in A1-3", [("43A1", "A1-3"), ("43A2", "A1-3"), ("43A3", "A1-3")]),
    ],
)
def test_english_relative_references_resolve_against_the_current_law(text, expected):
    assert found(text, "en", current_law=43) == [(t, s, True) for t, s in expected]


def test_relative_reference_without_current_law_is_nothing():
    assert find_references("described in A2 and listed in A", "en") == []


@pytest.mark.parametrize(
    "text",
    [
        "see I was right",
        "in a hand",
        "in AK doubleton",
        "he ruffed in A♠",
        "in A-K-Q",
        "in E's hand",
    ],
)
def test_english_words_after_a_cue_that_are_not_relative_ids(text):
    assert find_references(text, "en", current_law=44) == []


@pytest.mark.parametrize(
    "text",
    [
        "A. Dummy's limitations",
        "2. If declarer",
        "(a) the offender",
        "he held AK and ♠A",
        "the 10 of hearts",
        "KQJ",
        "10♥",
        "4H",
        "3NT",
        "7NTXX by North",
        "1C 2D 4H 3NT",
        "a score of 620 or -100",
        "the Laws of 2017",
        "Law 99",
        "Law 0",
        "Law 100",
        "page 12",
        "Board 45E",
        "SW1A 1AA",
    ],
)
def test_english_non_references(text):
    assert find_references(text, "en", current_law=43) == []


def test_bare_ids_need_a_section_letter_and_an_item_number():
    assert found("transferred per 64A2, as in 47E1, not 45E or 90", "en") == [
        ("64A2", "64A2", False),
        ("47E1", "47E1", False),
    ]


def test_unknown_language_falls_back_to_english_and_regional_codes_to_their_language():
    assert targets("see Law 90", "de") == ["90"]
    assert targets("βλ. Νόμο 90", "el-GR") == ["90"]


def test_each_language_has_its_own_word_for_law():
    assert find_references("patrz przepis 50", "en") == []
    assert find_references("see Law 50", "pl") == []


# --- Greek ---


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Ο Νόμος 43Α3 λέει", [("43A3", "43Α3")]),
        ("βλ. Νόμο 90)", [("90", "90")]),
        ("στους Νόμους 43Β2(β) και 43Β3:", [("43B2(b)", "43Β2(β)"), ("43B3", "43Β3")]),
        ("ο Νόμος 43Α2(γ) απαγορεύει", [("43A2(c)", "43Α2(γ)")]),
        ("σύμφωνα με τον Νόμο 20ΣΤ", [("20F", "20ΣΤ")]),
        ("Νόμο 12Γ1(στ)", [("12C1(f)", "12Γ1(στ)")]),
        ("Νόμο 43A", [("43A", "43A")]),
        ("νομο 90", [("90", "90")]),
        ("ΝΟΜΟΣ 16", [("16", "16")]),
        ("από τον Νόμο 53, ή", [("53", "53")]),
        ("βλέπε Νόμο 47Ε1)", [("47E1", "47Ε1")]),
        ("σύμφωνα με τον Νόμο 55Α, ο", [("55A", "55Α")]),
        ("τους Νόμους 43Β2(β) και 43Β3", [("43B2(b)", "43Β2(β)"), ("43B3", "43Β3")]),
        ("τους Νόμους 61 έως 64", [(str(n), "61 έως 64") for n in range(61, 65)]),
        ("τους Νόμους 12, 40 και 73", [("12", "12"), ("40", "40"), ("73", "73")]),
        ("ο Νόμος 43Α2(γ) και ο 43Α3", [("43A2(c)", "43Α2(γ)"), ("43A3", "43Α3")]),
        ("η επανόρθωση του 43Α2(γ) ισχύει", [("43A2(c)", "43Α2(γ)")]),
    ],
)
def test_greek_references_with_greek_letters_and_inflection(text, expected):
    assert [(t, s) for t, s, _ in found(text, "el")] == expected


def test_greek_accents_in_the_word_for_law_are_optional_even_when_decomposed():
    decomposed = "νο\u0301μο 90"
    assert targets(decomposed, "el") == ["90"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("που περιγράφονται στον Α2 και", [("43A2", "Α2")]),
        ("που καταγράφονται στο Α, ο", [("43A", "Α")]),
        ("στο ΣΤ", [("43F", "ΣΤ")]),
        ("σύμφωνα με τον Β2(β)", [("43B2(b)", "Β2(β)")]),
    ],
)
def test_greek_relative_references(text, expected):
    assert found(text, "el", current_law=43) == [(t, s, True) for t, s in expected]


def test_greek_prepositions_before_ordinary_words_are_not_references():
    text = "στο μορ, στο χέρι, στη συνέχεια, στο σημείο, στους Νόμους"
    assert find_references(text, "el", current_law=43) == []


# --- Polish ---


@pytest.mark.parametrize(
    "text, expected",
    [
        ("albo przepis 45E (o zagraniu", [("45E", "45E")]),
        ("zgodnie z przepisem 64A2.", [("64A2", "64A2")]),
        ("(patrz przepis 50).", [("50", "50")]),
        ("na mocy przepisu 58B", [("58B", "58B")]),
        ("przepisy 61-64", [(str(n), "61-64") for n in range(61, 65)]),
        ("przepisy 61 do 64", [(str(n), "61 do 64") for n in range(61, 65)]),
        ("przepisów 12 i 40", [("12", "12"), ("40", "40")]),
        ("przepisów 12, 40 oraz 73", [("12", "12"), ("40", "40"), ("73", "73")]),
        ("PRZEPIS 16", [("16", "16")]),
    ],
)
def test_polish_inflected_word_for_law(text, expected):
    assert [(t, s) for t, s, _ in found(text, "pl")] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("opisane w punkcie A2", [("67A2", "A2")]),
        ("zgodnie z punktem B1(a)", [("67B1(a)", "B1(a)")]),
        ("pkt B2(b)", [("67B2(b)", "B2(b)")]),
    ],
)
def test_polish_relative_references_only_after_a_cue_word(text, expected):
    assert found(text, "pl", current_law=67) == [(t, s, True) for t, s in expected]


@pytest.mark.parametrize("text", ["w A2", "A. Przed zagraniem", "2. (a) Jeżeli", " 66. PRZEGLĄDANIE LEW |  |"])
def test_polish_non_references(text):
    assert find_references(text, "pl", current_law=67) == []


# --- the Reference itself ---


def test_current_law_may_be_a_number_a_string_or_a_clause_id():
    text = "described in A2"
    expected = find_references(text, "en", 43)
    assert find_references(text, "en", "43") == expected
    assert find_references(text, "en", ClauseId.parse("43B2")) == expected
    assert expected == [Reference("43A2", 13, 15, True)]


def test_references_are_frozen():
    ref = find_references("Law 90", "en")[0]
    with pytest.raises(AttributeError):
        ref.target = "91"
