"""Books as real federations' texts are: encodings, markers running on inside lines, printed page
furniture, lines wrapped, mistyped markers, pages without section letters, Greek then English, the
Polish 2017 and 2007 pages, a bad page in a batch. Every text is made up (tests/importing/realbooks.py)."""

import pytest
from makebooks import import_bytes, records
from realbooks import forms, made_up_laws

from lawsite.editor.export import law_file
from lawsite.importing.book import assemble
from lawsite.importing.clauses import divide
from lawsite.importing.paragraphs import reflow
from lawsite.importing.readers import read_document
from lawsite.importing.report import make_report
from lawsite.laws.content import read_front_matter
from lawsite.laws.splitter import split_law

FORMS = {form.name: form for form in forms()}


def imported(form):
    documents = [read_document(name, data, form.language) for name, data in form.files]
    return assemble(documents, form.language)


@pytest.mark.parametrize("name", sorted(set(FORMS) - {"typos", "wrapped"}))
def test_every_clause_of_each_form_comes_through(name):
    form = FORMS[name]
    book = imported(form)
    assert {number: records(law.clauses) for number, law in book.laws.items()} == form.expected


@pytest.mark.parametrize("name", sorted(FORMS))
def test_what_is_written_reads_back_as_it_was_divided(name):
    """A marker kept as text never opens a line of the file, so load_content reads the same clauses."""
    for number, law in imported(FORMS[name]).laws.items():
        text = law_file(number, law.language, "test", {d.clause_id: d for d in law.clauses})
        _meta, body, offset = read_front_matter("f.md", text, ("law", "language"))
        assert records(split_law(body, number, line_offset=offset).clauses) == records(law.clauses)


def test_a_mistyped_item_marker_is_read_as_the_one_expected_and_reported():
    form = FORMS["typos"]
    book = imported(form)
    assert {number: records(law.clauses) for number, law in book.laws.items()} == form.expected
    with_a_second_item = [
        n for n, wanted in form.expected.items() if any(r[0][-2:-1].isupper() and r[0].endswith("2") for r in wanted)
    ]
    assert sorted(p.law for p in book.out_of_order) == with_a_second_item
    assert all(p.where.startswith("line ") and "3. read as 2." in p.text for p in book.out_of_order)


def test_a_run_on_section_line_is_cut_where_the_numbering_expects_the_next_marker():
    text = (
        "A. Placeholder Trick Rule When a thing is placeholdered: 1. and the other thing follows. "
        "2.(a) first sub-item; (b) second sub-item; (i.) first of its own; (ii.) second of its own.\n"
        "B. Second Title 1. Only item, with 12 and 3. in it."
    )
    division = divide(text, 64, "en")
    assert records(division.clauses) == [
        ("64A", "Placeholder Trick Rule", "When a thing is placeholdered:"),
        ("64A1", "", "and the other thing follows."),
        ("64A2", "", ""),
        ("64A2(a)", "", "first sub-item;"),
        ("64A2(b)", "", "second sub-item;"),
        ("64A2(b)(i)", "", "first of its own;"),
        ("64A2(b)(ii)", "", "second of its own."),
        ("64B", "Second Title", ""),
        ("64B1", "", "Only item, with 12 and 3. in it."),
    ]
    assert division.problems == []


def test_a_heading_longer_than_a_heading_can_be_is_text():
    sentence = "Placeholder words that run on and on " * 6
    division = divide(f"A. {sentence.strip()}.\n1. Item.", 20, "en")
    assert records(division.clauses)[0] == ("20A", "", sentence.strip() + ".")


def test_a_text_not_in_utf8_is_read_and_the_report_says_in_what():
    form = FORMS["cp1252"]
    book = imported(form)
    assert "’" in records(book.laws[40].clauses)[1][2] + "".join(r[2] for r in records(book.laws[41].clauses))
    lines = make_report(book, "2027", {}).lines()
    assert "book.txt: not UTF-8; read as Windows-1252" in lines
    assert "book.txt: not UTF-8; read as UTF-16" in make_report(imported(FORMS["utf16"]), "2027", {}).lines()


def test_printed_furniture_footnotes_and_the_index_are_left_out_and_reported():
    form = FORMS["furniture"]
    book = imported(form)
    assert {number: law.title for number, law in book.laws.items()} == form.titles
    assert [(d.term, d.text) for d in book.definitions] == list(form.definitions)
    reasons = {what.why for _document, what in book.removed}
    assert {"page number", "running header", "footnote", "footnote marker", "end matter"} <= reasons
    (end,) = [what for _document, what in book.removed if what.why == "end matter"]
    assert end.text == "INDEX (60 lines)" and end.where.startswith("line ")
    assert book.out_of_order == []


def test_a_page_without_section_letters_gets_them_and_a_note():
    book = imported(FORMS["no_sections"])
    notes = [p.text for p in book.notes]
    assert notes[0].startswith("Law 50: section letters Α–") and "supplied" in notes[0]


def test_the_english_after_the_greek_is_left_out_and_reported():
    book = imported(FORMS["greek_english"])
    assert [p.text for p in book.other_language] == [f"en text of Law {n}" for n in range(20, 26)]


def test_the_2007_polish_pages_give_their_law_from_their_own_heading_and_a_bad_page_is_left_out():
    form = FORMS["polish_2007"]
    book = imported(form)
    assert sorted(book.laws) == sorted(form.expected)
    assert [(p.document, p.text.split(";")[0]) for p in book.skipped] == [
        (
            "strona-99.txt",
            "no law of the Laws found (no heading such as 'LAW 12', 'ΝΟΜΟΣ 12', 'Przepis 12' or '12. TITLE' in pl text, and no law number in the file name)",
        )
    ]
    assert [p.document for p in book.unplaced] == [], "the page left out is not reported line by line"
    navigation = [what.text for _document, what in book.removed if what.why == "navigation"]
    assert "top of page Law 52" in navigation and "strona tytułowa spis treści indeks ← 51 → 53" in navigation
    assert book.laws[52].title.endswith("DRUŻYNA") and "wersja" not in book.laws[52].title


def test_a_law_whose_text_is_all_in_its_own_row_is_noted():
    text = "LAW 53\n" + "\n".join(f"Placeholder sentence {n} with no marker." for n in range(12)) + "\n"
    book = import_bytes("book.txt", text.encode(), "en")
    assert [p.text for p in book.notes] == [
        "Law 53: all its text is in the law's own row; no numbered clause was found in it"
    ]


def test_an_index_line_in_the_contents_ends_nothing():
    text = "CONTENTS\nLaw 1 Placeholder\n5\nIndex\n40\n\nLAW 1\nA. Title\nText.\n\nINDEX\nTitle, 1A\nText, 1A\n"
    book = import_bytes("book.txt", text.encode(), "en")
    assert records(book.laws[1].clauses) == [("1A", "Title", "Text.")]
    assert [what.text for _document, what in book.removed if what.why == "end matter"] == ["INDEX (3 lines)"]


@pytest.mark.parametrize("word", ["INDEX", "Appendix", "ΕΥΡΕΤΗΡΙΟ", "Παράρτημα", "ZAŁĄCZNIK", "Skorowidz"])
def test_the_words_that_end_the_laws(word):
    text = f"LAW 1\nA. Title\nText.\n{word}\nTitle, 1A\n"
    book = import_bytes("book.txt", text.encode(), "en")
    assert records(book.laws[1].clauses) == [("1A", "Title", "Text.")]


@pytest.mark.parametrize(
    "name, encoding, called", [("no_sections", "cp1253", "Windows-1253"), ("polish_2017", "cp1250", "Windows-1250")]
)
def test_greek_and_polish_code_pages_are_read_in_their_language(name, encoding, called):
    form = FORMS[name]
    documents = [read_document(n, data.decode().encode(encoding), form.language) for n, data in form.files]
    book = assemble(documents, form.language)
    assert {number: records(law.clauses) for number, law in book.laws.items()} == form.expected
    assert f"{form.files[0][0]}: not UTF-8; read as {called}" in make_report(book, "2027", {}).lines()


def test_a_sentence_case_heading_run_on_into_its_text():
    text = "Α. Ομάδα μετά Γύρος μετά εκτός φύλλο γύρος διαιτητής μετά χρώμα ο συμπαίκτης χέρι:\n1. Θήκη διαιτητής."
    assert records(divide(text, 20, "el").clauses)[0] == (
        "20A",
        "Ομάδα μετά",
        "Γύρος μετά εκτός φύλλο γύρος διαιτητής μετά χρώμα ο συμπαίκτης χέρι:",
    )
    english = "A. When a revoke is established Law 64 applies to the whole of the placeholder trick."
    assert records(divide(english, 20, "en").clauses)[0] == ("20A", "", english[3:])


def test_supplied_section_letters_keep_the_lines_where_they_were():
    division = divide("1. First.\n2. Second.\n1. Again first.\n5. Out of place.", 30, "en")
    assert records(division.clauses) == [
        ("30A", "", ""),
        ("30A1", "", "First."),
        ("30A2", "", "Second."),
        ("30B", "", ""),
        ("30B1", "", "Again first. 5. Out of place."),
    ]
    assert division.supplied == "A–B"
    assert [line for line, _message in division.problems] == [4]


def test_a_book_wrapped_at_72_characters_comes_through_with_its_paragraphs_joined_again():
    """The wrapped lines of a paragraph come back as one line: the texts are the book's before wrapping."""
    form = FORMS["wrapped"]
    book = imported(form)
    assert {n: records(law.clauses) for n, law in book.laws.items()} == form.expected
    assert [(d.term, d.text) for d in book.definitions] == list(form.definitions)
    assert book.out_of_order == []


def test_the_english_after_the_greek_is_taken_when_english_is_asked_for():
    form = FORMS["greek_english"]
    book = assemble([read_document(name, data, "en") for name, data in form.files], "en")
    english = made_up_laws("en", range(20, 26), seed=9)
    assert {n: records(law.clauses) for n, law in book.laws.items()} == {
        law.number: records(law.clauses) for law in english
    }
    assert book.laws[20].title == english[0].title
    assert [p.text for p in book.other_language] == [f"el text of Law {n}" for n in range(20, 26)]


def test_a_wrapped_paragraph_is_one_line_and_what_markdown_sets_on_a_line_of_its_own_keeps_it():
    text = (
        "LAW 1\nA. Title\nFirst line of a\nwrapped sentence with non-\noffending words.\n\n\n\n"
        "Second paragraph  \nafter a hard break\\\nand a backslash one\n- a list item\nwrapped\n* another\n+ third\n"
        "> a quote\nwrapped\n```\ncode  line\n\nkept\n```\nafter the code\nwrapped.\n"
    )
    book = import_bytes("book.txt", text.encode(), "en")
    assert records(book.laws[1].clauses) == [
        (
            "1A",
            "Title",
            "First line of a wrapped sentence with non-offending words.\n\n"
            "Second paragraph\\\nafter a hard break\\\nand a backslash one\n- a list item wrapped\n* another\n"
            "+ third\n> a quote wrapped\n```\ncode  line\n\nkept\n```\nafter the code wrapped.",
        )
    ]
    written = law_file(1, "en", "test", {d.clause_id: d for d in book.laws[1].clauses})
    _meta, body, offset = read_front_matter("f.md", written, ("law", "language"))
    assert records(split_law(body, 1, line_offset=offset).clauses) == records(book.laws[1].clauses)


@pytest.mark.parametrize(
    "lines, paragraphs",
    [
        (["a", "1. one", "wrapped", "2) two"], ["a", "1. one wrapped", "2) two"]),
        (
            ["", "a", "", "", "b  ", "", "~~~", "x", "", "~~~", "c", "d", ""],
            ["a", "", "b", "", "~~~", "x", "", "~~~", "c d"],
        ),
        (["ends  "], ["ends"]),
        (["two spaces  ", "then", "back\\", "slash"], ["two spaces\\", "then back\\", "slash"]),
    ],
)
def test_reflow_keeps_numbered_items_fences_and_one_blank_line_between_paragraphs(lines, paragraphs):
    assert reflow(lines) == paragraphs


def test_a_wrapped_definition_is_one_line():
    text = (
        "CHAPTER I\nDEFINITIONS\n\nTerm One – a made-up definition that a\nconverter wrapped onto a second line.\n"
        "Term Two – short.\n\nLAW 1\nA. Title\nText.\n"
    )
    book = import_bytes("book.txt", text.encode(), "en")
    assert [(d.term, d.text) for d in book.definitions] == [
        ("Term One", "a made-up definition that a converter wrapped onto a second line."),
        ("Term Two", "short."),
    ]


def test_a_content_file_keeps_its_own_line_breaks():
    text = "Law: 1\nLanguage: en\n\nA. Title\nFirst line  \nsecond line\nthird line.\n"
    book = import_bytes("001-en.md", text.encode(), "en")
    assert records(book.laws[1].clauses) == [("1A", "Title", "First line\nsecond line\nthird line.")]
