"""The chapter filter of the search page in the reader's language: a chapter's title where the collection
has it in that language, else the English (the original) marked as English, as a hit's law title is."""

import html
import re

import pytest

from lawsite.laws.models import Chapter
from lawsite.search.engine import chapter_choices


def chapter_options(page):
    select = re.search(r'<select name="chapter">(.*?)</select>', page, re.S).group(1)
    return {
        number: (attributes, html.unescape(text))
        for number, attributes, text in re.findall(r'<option value="([^"]+)"([^>]*)>([^<]*)</option>', select)
    }


@pytest.mark.parametrize(
    "language, mark, own_title",
    [("el", "(στα αγγλικά)", None), ("pl", "(po angielsku)", "Definicje")],
)
def test_english_chapter_titles_are_marked_as_english(client, content, engine, language, mark, own_title):
    options = chapter_options(client.get(f"/{language}/search/", {"q": "ρενόνς"}).content.decode())
    attributes, text = options["VI"]
    assert text == f"VI · The Play {mark}" and 'lang="en"' in attributes
    assert len(options) == Chapter.objects.count()
    if own_title:  # the chapter the collection has in the reader's language: shown in it, unmarked
        attributes, text = options["I"]
        assert text == f"I · {own_title}" and "lang=" not in attributes


def test_an_english_reader_sees_no_mark(client, content, engine):
    options = chapter_options(client.get("/en/search/", {"q": "revoke"}).content.decode())
    assert options["VI"][1] == "VI · The Play"
    assert all("(in English)" not in text and "lang=" not in attributes for attributes, text in options.values())


def test_a_title_given_in_the_readers_language_replaces_the_english(content, db):
    chapter = Chapter.objects.get(number="VI")
    chapter.titles = {**chapter.titles, "el": "Η ΕΚΤΕΛΕΣΗ"}  # a stand-in: the collection has no Greek chapter title
    chapter.save()
    choices = {number: (title, code) for number, title, code in chapter_choices("el")}
    assert choices["VI"] == ("Η ΕΚΤΕΛΕΣΗ", "el")
    assert choices["VII"] == ("Proprieties", "en")
    assert {number: (title, code) for number, title, code in chapter_choices("pl")}["VI"] == ("The Play", "en")
