"""Each format import_book reads gives back exactly the clause records laws_content/ gives today.

The fixtures are made here from the seed laws (tests/importing/makebooks.py): a Word file whose labels
live only in its numbering definitions, a PDF in an embedded font with running headers, page numbers,
hyphenated line ends, a footnote and a two-column page, the Polish federation's page with its
navigation, and a DokuWiki export page with the Greek text above the English.
"""

import io
import re

import pypdf
import pytest
from makebooks import as_docx, as_dokuwiki, as_pdf, as_pzbs_page, as_text, import_bytes, records

from lawsite.importing import pdf as pdf_reader
from lawsite.importing.book import assemble

SEEDS = [(55, "en"), (55, "el"), (67, "pl")]
SEED_NAVIGATION = [" 66. PRZEGLĄDANIE LEW |  |", "68. ROSZCZENIE ALBO ZRZECZENIE DOTYCZĄCE LEW  |"]


def removed(book, why):
    return [(what.where, what.text) for _, what in book.removed if what.why == why]


def joined(rows):
    """The records with each paragraph on one line: a plain text's line breaks inside a paragraph are
    a wrapping's (the seed's Polish Law 67 has two such, which markdown shows as spaces)."""
    return [(cid, heading, re.sub(r"(?<!\n)\n(?!\n)", " ", text)) for cid, heading, text in rows]


@pytest.mark.parametrize("number, language", SEEDS)
def test_plain_text_gives_the_seed_clauses(seed_book, seed_laws, number, language):
    book = import_bytes("book.txt", as_text(seed_book(number, language)), language)
    assert records(book.laws[number].clauses) == joined(records(seed_laws[(number, language)].clauses))


@pytest.mark.parametrize("number, language", SEEDS)
def test_a_laws_content_file_imports_as_itself(seed_laws, number, language):
    path = seed_laws[(number, language)].path
    book = import_bytes(path.name, path.read_bytes(), language)
    assert records(book.laws[number].clauses) == records(seed_laws[(number, language)].clauses)
    assert book.laws[number].source == seed_laws[(number, language)].source


def test_markdown_headings_and_bold_markers_are_read_as_text():
    text = "# LAW 55 – Declarer's Lead Out of Turn\n\n**A.** Declarer’s Lead Accepted\nIf declarer has led.\n"
    book = import_bytes("law.md", text.encode(), "en")
    assert book.laws[55].title == "Declarer's Lead Out of Turn"
    assert records(book.laws[55].clauses) == [("55A", "Declarer’s Lead Accepted", "If declarer has led.")]


# -- Word ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("number, language", SEEDS)
def test_word_numbering_labels_are_drawn_from_the_numbering_definitions(seed_book, seed_laws, number, language):
    import docx

    data = as_docx(seed_book(number, language))
    paragraphs = [p.text for p in docx.Document(io.BytesIO(data)).paragraphs]
    assert not any(re.match(r"^(?:[A-CΑ-Γ]\.|\d\.|\([a-bα-β]\))", text) for text in paragraphs), (
        "labels leaked into text"
    )
    book = import_bytes("book.docx", data, language)
    assert records(book.laws[number].clauses) == records(seed_laws[(number, language)].clauses)


def test_word_lists_of_one_abstract_list_restart_per_law_and_levels_restart_under_their_parent(seed_book, seed_laws):
    """Two laws, each its own list instance (startOverride): the second starts again at A."""
    from makebooks import Book, Chapter, Law

    english = seed_laws[(55, "en")].clauses
    book = Book("en", [Chapter("VI", "The Play", [Law(55, "", english), Law(56, "", english_as(56, english))])])
    imported = import_bytes("two.docx", as_docx(book), "en")
    assert [row[0] for row in records(imported.laws[56].clauses)] == ["56A", "56B", "56B1", "56B2", "56C"]


def english_as(number, clauses):
    from lawsite.laws.numbering import ClauseId
    from lawsite.laws.splitter import ClauseDraft

    return [
        ClauseDraft(ClauseId(number, d.clause_id.section, d.clause_id.item, d.clause_id.sub), d.heading, list(d.lines))
        for d in clauses
    ]


def test_greek_numbering_in_word_comes_through_as_sigma_tau(glossary_data, edition_data):
    from makebooks import synthetic_book

    book = synthetic_book(edition_data, glossary_data, "el")
    imported = import_bytes("book.docx", as_docx(book), "el")
    ids = {row[0] for row in records(imported.laws[12].clauses)}
    assert {"12F", "12C1(f)"} <= ids
    labels = [line.text.split(" ")[0] for line in imported.documents[0].lines if line.text]
    assert "ΣΤ." in labels and "(στ)" in labels


def test_a_table_row_in_a_law_is_reported_as_not_placed():
    import docx

    document = docx.Document()
    document.add_paragraph("LAW 77")
    document.add_paragraph("A. Scoring")
    table = document.add_table(rows=1, cols=2)
    table.rows[0].cells[0].text, table.rows[0].cells[1].text = "Contract", "Score"
    buffer = io.BytesIO()
    document.save(buffer)
    book = import_bytes("law77.docx", buffer.getvalue(), "en")
    assert records(book.laws[77].clauses) == [("77A", "Scoring", "")]
    assert [p.text for p in book.unplaced] == ["table row: Contract | Score |"]


# -- PDF -----------------------------------------------------------------------------------------------


def _pdf(seed_book, number, language):
    """English with a footnote; Greek in two columns, in type large enough to fill both."""
    if language == "el":
        return as_pdf(seed_book(number, language), two_columns={number}, size=15)
    if language == "en":
        return as_pdf(seed_book(number, language), footnote_after="declarer", size=22)
    return as_pdf(seed_book(number, language))


@pytest.mark.parametrize("number, language", SEEDS)
def test_pdf_gives_the_seed_clauses(seed_book, seed_laws, number, language):
    book = import_bytes("book.pdf", _pdf(seed_book, number, language), language)
    assert records(book.laws[number].clauses) == records(seed_laws[(number, language)].clauses)


def test_the_pdf_fixture_has_what_the_import_must_undo(seed_book):
    """Greek in an embedded TrueType font, words hyphenated at line ends, a running header."""
    data = _pdf(seed_book, 55, "el")
    reader = pypdf.PdfReader(io.BytesIO(data))
    fonts = reader.pages[1]["/Resources"]["/Font"]
    descriptor = next(iter(fonts.values())).get_object()["/DescendantFonts"][0].get_object()["/FontDescriptor"]
    assert "/FontFile2" in descriptor
    raw = reader.pages[1].extract_text()
    assert re.search(r"\w-\n", raw), "no word is hyphenated at a line end"
    assert "Νόμοι του Duplicate Bridge" in raw


def test_pdf_furniture_is_removed_and_reported_with_its_page(seed_book):
    book = import_bytes("book.pdf", _pdf(seed_book, 55, "en"), "en")
    pages = book.documents[0].pages
    assert pages >= 2
    header = "The Laws of Duplicate Bridge (import test)"
    assert removed(book, "running header") == [(f"page {n}, line 1", header) for n in range(1, pages + 1)]
    assert [text for _, text in removed(book, "page number")] == [str(n) for n in range(1, pages + 1)]
    assert removed(book, "footnote marker") == [("page 1", "1")]
    assert [text for _, text in removed(book, "footnote")] == ["1 A footnote of the import test, below the text."]
    assert book.unplaced == []


def test_a_two_column_page_is_read_left_column_first(seed_book, seed_laws):
    data = _pdf(seed_book, 55, "el")
    document = pdf_reader.read("book.pdf", data)
    pages = pdf_reader.pypdf_pages("book.pdf", data)
    body = [c for c in pages[1].chunks if 84 < c.y < 758]
    gutter = pdf_reader._gutter(body, pages[1].width)
    assert gutter is not None, "the Greek law is not set in two columns"
    assert sum(c.x0 > gutter for c in body) > 5, "the right column is empty"
    book = assemble([document], "el")
    assert records(book.laws[55].clauses) == records(seed_laws[(55, "el")].clauses)


def test_pypdf_and_pdfminer_runs_give_the_same_clauses(seed_book, seed_laws):
    """The comparison behind the choice of pypdf (bench/import_book.py prints the timings)."""
    for number, language in SEEDS:
        data = _pdf(seed_book, number, language)
        for extractor in (pdf_reader.pypdf_pages, pdf_reader.pdfminer_pages):
            document = pdf_reader.read("book.pdf", data, extractor=extractor)
            book = assemble([document], language)
            assert records(book.laws[number].clauses) == records(seed_laws[(number, language)].clauses), extractor


def test_a_hyphen_is_kept_where_the_document_writes_the_compound_elsewhere():
    from lawsite.importing.pdf import _joined

    words = {"Βορρά-Νότο": 1, "post-mortem": 2}
    assert _joined("παίκτης Βορρά-", "Νότο και", words) == "παίκτης Βορρά-Νότο και"
    assert _joined("a post-", "mortem view", words) == "a post-mortem view"
    assert _joined("retrac-", "tion of", words) == "retraction of"
    assert _joined("poprawiony -", "o ile", words) == "poprawiony - o ile"


# -- web pages -----------------------------------------------------------------------------------------


def test_the_polish_federation_page_with_its_navigation(seed_laws):
    from makebooks import Law

    law = Law(67, "", seed_laws[(67, "pl")].clauses)
    book = import_bytes("przep67.htm", as_pzbs_page(law, "67. WADLIWA LEWA", SEED_NAVIGATION), "pl")
    assert records(book.laws[67].clauses) == records(seed_laws[(67, "pl")].clauses)
    assert book.laws[67].title == "WADLIWA LEWA"
    navigation = [text for _, text in removed(book, "navigation")]
    assert "← 66 → 68" in navigation
    assert "66. PRZEGLĄDANIE LEW | |" in navigation and "68. ROSZCZENIE ALBO ZRZECZENIE DOTYCZĄCE LEW |" in navigation
    assert book.unplaced == []


def test_a_page_without_heading_takes_its_law_from_the_file_name(seed_laws):
    from makebooks import Law

    law = Law(67, "", seed_laws[(67, "pl")].clauses)
    book = import_bytes("p67.html", as_pzbs_page(law, None), "pl")
    assert records(book.laws[67].clauses) == records(seed_laws[(67, "pl")].clauses)


@pytest.mark.parametrize("language", ["el", "en"])
def test_dokuwiki_export_gives_greek_or_english_from_one_page(seed_laws, language):
    from makebooks import Law

    page = as_dokuwiki(
        Law(55, "", seed_laws[(55, "el")].clauses),
        Law(55, "Declarer's Lead Out of Turn", seed_laws[(55, "en")].clauses),
        footnote_after="declarer",
    )
    book = import_bytes("law_55.html", page, language)
    assert records(book.laws[55].clauses) == records(seed_laws[(55, language)].clauses)
    other = "en" if language == "el" else "el"
    assert [p.text for p in book.other_language] == [f"{other} text of Law 55"]
    assert removed(book, "footnote marker") and removed(book, "footnote")


def test_a_docx_that_unpacks_to_too_much_is_refused(monkeypatch, seed_book):
    from lawsite.importing import word
    from lawsite.importing.documents import ImportFileError

    monkeypatch.setattr(word, "MAX_UNPACKED", 1000)
    with pytest.raises(ImportFileError, match=r"^big.docx: unpacks to [0-9,]+ bytes, more than any Word book holds$"):
        import_bytes("big.docx", as_docx(seed_book(55, "en")), "en")
