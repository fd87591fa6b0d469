"""A whole book: 93 laws under their chapters and parts, the Definitions chapter, and what a book
holds besides (a contents page, running text that mentions a law, numbering out of order)."""

import pytest
from makebooks import as_docx, as_pdf, as_pzbs_page, as_text, import_bytes, records, synthetic_book

from lawsite.importing.book import assemble
from lawsite.importing.documents import ImportFileError
from lawsite.importing.readers import read_document


@pytest.fixture(scope="module")
def books(request):
    """The synthetic book in Greek and Polish, each made once for this module."""
    edition = request.getfixturevalue("edition_data")
    glossary = request.getfixturevalue("glossary_data")
    return {language: synthetic_book(edition, glossary, language) for language in ("el", "pl", "en")}


def expected(book):
    return {law.number: records(law.clauses) for law in book.laws}


def got(imported):
    return {number: records(law.clauses) for number, law in imported.laws.items()}


@pytest.mark.parametrize(
    "language, kind",
    [("el", "docx"), ("el", "pdf"), ("pl", "pdf"), ("en", "pdf"), ("pl", "txt"), ("en", "docx")],
)
def test_all_93_laws_come_through(books, glossary_data, language, kind):
    book = books[language]
    data = {"docx": as_docx, "txt": as_text, "pdf": lambda b: as_pdf(b, two_columns={12, 40})}[kind](book)
    imported = import_bytes(f"book.{kind}", data, language, glossary=glossary_data)
    assert got(imported) == expected(book)
    assert imported.out_of_order == [] and imported.unplaced == []


def test_the_2017_chapters_and_parts_come_through_with_their_laws(books, edition_data, glossary_data):
    imported = import_bytes("book.docx", as_docx(books["el"]), "el", glossary=glossary_data)
    chapters = [(c.number, c.laws) for c in imported.chapters]
    assert chapters == [(c["number"], c["laws"]) for c in edition_data["chapter"]]
    play = next(c for c in imported.chapters if c.number == "VI")
    assert [(p["number"], p["laws"][0], p["laws"][-1]) for p in play.parts] == [("I", 41, 55), ("II", 56, 71)]
    assert imported.chapters[0].title == "DEFINITIONS"


def test_the_definitions_chapter_gives_terms_not_clauses(books, glossary_data):
    imported = import_bytes("book.txt", as_text(books["pl"]), "pl", glossary=glossary_data)
    terms = {d.term: d.key for d in imported.definitions}
    assert terms["Renons"] == "revoke" and terms["Lewa"] == "trick"
    assert all(d.text.startswith("definition ") for d in imported.definitions)
    assert min(imported.laws) == 1, "a definition was read as a law"


def test_one_web_page_per_law_for_the_whole_book(books):
    book = books["pl"]
    documents = [read_document(f"przep{law.number}.htm", as_pzbs_page(law, None), "pl") for law in book.laws]
    imported = assemble(documents, "pl")
    assert got(imported) == expected(book)


def test_a_contents_page_is_left_out_and_the_laws_after_it_are_read():
    text = (
        "CONTENTS\nLAW 1 – The Pack .......... 5\nLAW 2 – The Duplicate Boards .......... 6\n"
        "LAW 1\nThe Pack\nA. Composition\nA duplicate bridge game.\n"
        "LAW 2\nA. Board\nEach board.\n"
    )
    imported = import_bytes("book.txt", text.encode(), "en")
    assert sorted(imported.laws) == [1, 2]
    assert imported.laws[1].title == "The Pack"
    assert [what.why for _, what in imported.removed] == ["contents", "contents", "contents"]


def test_a_sentence_that_starts_with_a_law_number_is_not_a_heading():
    text = "LAW 55\nA. Declarer Might Obtain Information\nWhen declarer adopts a line of play\nLaw 16 applies.\n"
    imported = import_bytes("law.txt", text.encode(), "en")
    assert list(imported.laws) == [55]
    assert records(imported.laws[55].clauses)[-1] == (
        "55A",
        "Declarer Might Obtain Information",
        "When declarer adopts a line of play Law 16 applies.",  # a plain text's lines of a paragraph, joined
    )


def test_a_marker_out_of_order_is_kept_as_text_and_reported_and_the_law_written():
    text = "LAW 54\nA. One\nText.\nLAW 55\nA. One\n1. First\n3. Third\n2. Second\nLAW 56\nA. One\nText.\n"
    imported = import_bytes("book.txt", text.encode(), "en")
    assert sorted(imported.laws) == [54, 55, 56]
    assert records(imported.laws[55].clauses) == [
        ("55A", "One", ""),
        ("55A1", "", "First 3. Third"),
        ("55A2", "", "Second"),
    ]
    (problem,) = imported.out_of_order
    assert (problem.law, problem.where) == (55, "line 7")
    assert problem.text == "Law 55: 3. out of order after 55A1 (expected (a) or 2.); kept as text: 3. Third"


def test_a_law_twice_in_a_book_is_reported_once_kept_once():
    text = "LAW 54\nA. One\nText.\n\nLaw 55 - Lead\nA. One\nText.\nLAW 55 - Lead\nA. Again\nMore.\n"
    imported = import_bytes("book.txt", text.encode(), "en")
    assert records(imported.laws[55].clauses) == [("55A", "Again", "More.")]
    assert [p.text.split(" (")[0] for p in imported.unplaced] == ["Law 55 - Lead"]


def test_one_law_asked_for_from_a_whole_book(books):
    imported = import_bytes("book.txt", as_text(books["pl"]), "pl", only_law=67)
    assert list(imported.laws) == [67]
    assert records(imported.laws[67].clauses) == expected(books["pl"])[67]


def test_lines_before_the_first_law_are_reported_as_not_placed():
    text = "Foreword by the federation\n\nLAW 1\nA. Composition\nText.\n"
    imported = import_bytes("book.txt", text.encode(), "en")
    assert [(p.where, p.text) for p in imported.unplaced] == [("line 1", "Foreword by the federation")]


def test_a_book_in_another_language_says_so():
    with pytest.raises(ImportFileError) as error:
        import_bytes("book.txt", "ΝΟΜΟΣ 55\nΑ.\nΚείμενο.\n".encode(), "en")
    assert str(error.value) == "book.txt: only el text found, no en text; is --language right?"


def test_the_import_record_keeps_titles_headings_and_definitions(books, glossary_data):
    import tomllib

    from lawsite.importing.writer import record_file

    imported = import_bytes("book.txt", as_text(books["pl"]), "pl", glossary=glossary_data)
    record = tomllib.loads(record_file(imported, "2027"))
    assert record["law"]["67"] == {
        "title": "Lewa wadliwa",
        "where": imported.laws[67].document + ", " + imported.laws[67].where,
    }
    assert [c["number"] for c in record["chapter"]] == ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"]
    assert record["chapter"][5]["part"][1]["laws"][0] == 56
    revoke = next(d for d in record["definition"] if d.get("key") == "revoke")
    assert revoke["term"] == "Renons" and revoke["text"].startswith("definition ")


def test_chapter_numbers_typed_in_greek_capitals_are_roman_numerals():
    text = "ΚΕΦΑΛΑΙΟ ΙΧ\nΧΟΡΗΓΙΑ\nΝΟΜΟΣ 80\nΑ.\nΚείμενο.\n"
    imported = import_bytes("book.txt", text.encode(), "el")
    assert [(c.number, c.title, c.laws) for c in imported.chapters] == [("IX", "ΧΟΡΗΓΙΑ", [80])]
