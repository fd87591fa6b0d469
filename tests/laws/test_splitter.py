"""The clause splitter on the three seeds and on the numbering of each language."""

import pytest

from lawsite.laws.splitter import SplitError, split_law


def ids(result):
    return [str(c.clause_id) for c in result.clauses]


def test_polish_seed_003_splits_into_law_67_clauses_and_drops_the_navigation_line(seed_text):
    result = split_law(seed_text("003"), 67)
    assert ids(result) == [
        "67",
        "67A",
        "67A1",
        "67A2",
        "67B",
        "67B1",
        "67B1(a)",
        "67B1(b)",
        "67B2",
        "67B2(a)",
        "67B2(b)",
    ]
    by_id = {str(c.clause_id): c for c in result.clauses}
    assert by_id["67A"].heading == "Przed zagraniem obu stron w następnej lewie"
    assert by_id["67B"].heading == "Po zagraniu obu stron w następnej lewie"
    assert by_id["67A1"].text.startswith("Jeżeli wykraczający nie dołożył karty")
    # "2. (a) Jeżeli…" opens item 2 and sub-item (a) at once; item 2 has no text of its own.
    assert by_id["67B2"].text == ""
    assert by_id["67B2(a)"].text.startswith("Jeżeli w wadliwej lewie wykraczający zagrał więcej")
    # "(o ile sędzia…" is a parenthesis in running text, not sub-item (o).
    assert "(o ile sędzia nie może ustalić" in by_id["67B2(a)"].text
    assert by_id["67B2(b)"].text.endswith("(patrz przepis 50).")
    assert [text.strip() for _, text in result.ignored] == [
        "66. PRZEGLĄDANIE LEW |  |",
        "68. ROSZCZENIE ALBO ZRZECZENIE DOTYCZĄCE LEW  |",
    ]
    assert all("PRZEGLĄDANIE" not in c.text for c in result.clauses)


def test_greek_numbering_letters_and_sixth_letter_sigma_tau():
    text = "Α. Πρώτο\nκείμενο\nΒ.\n1. ένα\n(α) άλφα\n(β) βήτα\nΓ.\nΔ.\nΕ.\nΣΤ. έκτο"
    result = split_law(text, 20)
    assert ids(result) == ["20", "20A", "20B", "20B1", "20B1(a)", "20B1(b)", "20C", "20D", "20E", "20F"]
    assert result.clauses[1].heading == "Πρώτο"
    assert result.clauses[-1].heading == "έκτο"


def test_greek_sub_item_sigma_tau_is_f():
    text = "Α.\n1.\n(α) a\n(β) b\n(γ) c\n(δ) d\n(ε) e\n(στ) f"
    assert ids(split_law(text, 12))[-1] == "12A1(f)"


def test_latin_numbering_to_roman_sub_sub_items():
    text = "A. Heading\n1. one\n(a) first\n(i) roman one\n(ii) roman two\n(b) second\n2. two"
    assert ids(split_law(text, 12)) == [
        "12",
        "12A",
        "12A1",
        "12A1(a)",
        "12A1(a)(i)",
        "12A1(a)(ii)",
        "12A1(b)",
        "12A2",
    ]


def test_english_and_greek_seed_001_split_the_same_way(seed_text):
    paragraphs = seed_text("001").split("\n\n")
    greek, english = paragraphs[:4], paragraphs[4:]
    for part in (greek, english):
        letters = ("Α.", "Β.", "Γ.") if part is greek else ("A.", "B.", "C.")
        text = f"{letters[0]}\n{part[0]}\n\n{letters[1]}\n{part[1]}\n\n{part[2]}\n\n{letters[2]}\n{part[3]}"
        assert ids(split_law(text, 55)) == ["55", "55A", "55B", "55B1", "55B2", "55C"]


def test_page_furniture_and_text_before_any_marker():
    result = split_law("Intro text of the law.\n| nav | bar |\nA. Heading", 7)
    assert result.clauses[0].text == "Intro text of the law."
    assert ids(result) == ["7", "7A"]
    assert result.ignored == [(2, "| nav | bar |")]


@pytest.mark.parametrize(
    "text, line, message",
    [
        ("A.\nC.", 2, "section C out of order: expected B"),
        ("A.\n1. a\n3. c", 3, "item 3 out of order"),
        ("A.\n1. a\n(b) b", 3, "sub-item (b) out of order"),
        ("A.\nA.", 2, "section A out of order"),
        ("1. no section", 1, "outside any section"),
    ],
)
def test_numbering_out_of_order_names_the_line(text, line, message):
    with pytest.raises(SplitError) as error:
        split_law(text, 40)
    assert error.value.line == line
    assert message in error.value.message


def test_line_offset_counts_front_matter():
    with pytest.raises(SplitError) as error:
        split_law("A.\nC.", 40, line_offset=4)
    assert error.value.line == 6


def test_a_two_space_hard_break_becomes_a_backslash_and_other_trailing_spaces_go():
    text = "A. Title\n1. First line  \nsecond line   \n\nlast of it  \n```\ncode  \n```\n2. Item  \n"
    result = split_law(text, 9)
    texts = {str(d.clause_id): d.text for d in result.clauses}
    assert texts["9A1"] == "First line\\\nsecond line\n\nlast of it\\\n```\ncode  \n```"
    assert texts["9A2"] == "Item"
