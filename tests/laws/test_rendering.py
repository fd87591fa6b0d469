"""Markdown as the law pages render it: both spellings of a hard break, and backslash escapes left alone."""

import pytest

from lawsite.laws.rendering import render


@pytest.mark.parametrize(
    "text",
    [
        "The Director is summoned.  \nHe rules at once.",  # two trailing spaces
        "The Director is summoned.\\\nHe rules at once.",  # a trailing backslash, as the importer keeps it
    ],
)
def test_a_hard_break_written_either_way_is_a_line_break(text):
    html = render(text)
    assert html == "<p>The Director is summoned.<br>\nHe rules at once.</p>"
    assert "\\" not in html


def test_a_line_without_a_hard_break_runs_on():
    assert "<br" not in render("The Director is summoned.\nHe rules at once.")


def test_an_escaped_asterisk_stays_an_asterisk():
    html = render("A \\*starred\\* word, and a \\\\*backslash*.")
    assert html == "<p>A *starred* word, and a \\<em>backslash</em>.</p>"


def test_an_escaped_backslash_at_a_line_end_is_a_backslash_not_a_break():
    assert render("C:\\\\\nnext") == "<p>C:\\\nnext</p>"


def test_a_backslash_in_code_or_at_the_end_of_a_paragraph_is_kept():
    assert render("`a\\`\nb") == "<p><code>a\\</code>\nb</p>"
    assert render("The end\\") == "<p>The end\\</p>"


def test_the_break_survives_the_sanitiser_and_nothing_else_rides_on_it():
    html = render('One\\\n<br onclick="alert(1)">Two')
    assert html.count("<br>") == 2 and "onclick" not in html


@pytest.mark.django_db
def test_a_backslash_break_in_a_content_file_is_a_line_break_on_the_law_page(content_copy, client):
    from lawsite.laws.loader import load_content

    path = content_copy / "editions" / "2017" / "laws" / "055" / "en.md"
    path.write_text(path.read_text().replace("to the proper hand. No further", "to the proper hand.\\\nNo further"))
    load_content(content_copy)
    page = client.get("/en/laws/55/").content.decode()
    assert "to the proper hand.<br>\nNo further " in page and "hand.\\" not in page


@pytest.mark.django_db
def test_a_two_space_break_in_a_content_file_is_a_line_break_on_the_law_page(content_copy, client):
    from lawsite.laws.loader import load_content

    path = content_copy / "editions" / "2017" / "laws" / "055" / "en.md"
    path.write_text(path.read_text().replace("to the proper hand. No further", "to the proper hand.  \nNo further"))
    load_content(content_copy)
    page = client.get("/en/laws/55/").content.decode()
    assert "to the proper hand.<br>\nNo further " in page
