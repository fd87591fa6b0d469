"""Every page and ruling in Greek and Polish, read as the reader sees it: no interface string left in English.

A page may show English where it says so: a law text, a title or a term in an element marked ``lang="en"``
(a column, a cited title, "shown in English"). What is left once those are set aside is the interface,
which must be in the reader's language. It is checked against the interface's own English: every message
of the catalog that the language translates differently (its fixed words, split at the placeholders), and
the values a page prints from the code (the vulnerability "None", the language names, seat letters in
Greek running text).
"""

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.contrib.auth.models import Group, User
from django.template.loader import render_to_string
from django.utils import translation
from test_translations import PLACEHOLDER, messages, translations_of

from lawsite.assistant import boards, situations
from lawsite.laws.models import Law, WorkedExample
from lawsite.laws.permissions import EDITORS_GROUP

pytestmark = pytest.mark.django_db
LANGUAGES = ("el", "pl")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
SHOWN_ATTRIBUTES = ("title", "aria-label", "placeholder", "alt")
#: Words the code may print as they are whatever the language (names, codes, the site's own name).
ALLOWED = {"WBF", "PBN", "lawsite", "Duplicate Bridge"}


class _Reader(HTMLParser):
    """The text a reader of ``language`` sees, less what an element marks as another language."""

    def __init__(self, language):
        super().__init__(convert_charrefs=True)
        self.language, self.stack, self.parts = language, [], []

    def _hidden(self):
        return any(skip for _, skip in self.stack)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        lang = attrs.get("lang")
        # code (a ruling's facts as JSON) and what the reader typed are no interface language
        # <title> cannot mark a law's English title as English (the page's heading does)
        skip = tag in ("script", "style", "pre", "code", "textarea", "title") or (
            lang is not None and lang != self.language
        )
        if not skip and not self._hidden():
            # an external link's title names its publisher as the edition file gives it (content, not interface)
            shown = [name for name in SHOWN_ATTRIBUTES if not (name == "title" and attrs.get("rel") == "external")]
            self.parts.extend(attrs[name] for name in shown if attrs.get(name))
        if tag not in VOID:
            self.stack.append((tag, skip))

    def handle_startendtag(self, tag, attrs):
        if tag not in VOID:  # <div/> is no end tag in HTML
            self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        for depth in range(len(self.stack) - 1, -1, -1):
            if self.stack[depth][0] == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data):
        if not self._hidden():
            self.parts.append(data)


def shown_text(html, language):
    reader = _Reader(language)
    reader.feed(html)
    text = " ".join(" ".join(reader.parts).split())
    text = re.sub(r"https?://\S+", " ", text)  # the page's address, printed with it
    for name in ALLOWED:
        text = text.replace(name, " ")
    return text


def english_phrases(language):
    """The fixed words of every message the catalog translates differently: at least two words or nine letters."""
    phrases = set()
    for entry in messages(language):
        msgid = entry["fields"]["msgid"]
        translated = translations_of(entry)
        if msgid in translated:
            continue
        for piece in re.split(r"%\([^)]+\)[sdif]|%[sdif]|\{[A-Za-z_]+\}|<[^>]+>|\s*[:;,.()“”\"—?!]\s*", msgid):
            piece = piece.strip()
            if any(piece in text for text in translated):  # kept as typed: "1NT P 2C", "[Contract]"
                continue
            if len(piece) >= 9 or (len(piece.split()) >= 2 and len(piece) >= 6):
                phrases.add(piece)
    return phrases


#: Single words a page may print from the code rather than the catalog.
ENGLISH_WORDS = re.compile(r"(?<![\w[-])(None|English|Greek|Polish|Vulnerable|Dealer|Pass|All)(?![\w-])")
LATIN_SEAT = re.compile(r"(?<![\w(])(N|E|S|W|NS|EW)(?![\w)])")


#: How a page explains what to type: the seat letters of the trick-winners field ("N, E, S or W").
TYPED_FORMAT = re.compile(r"\(N, E, S \w+ W\)")


def _as_words(phrase, text):
    """``phrase`` in ``text`` as words of their own (not "Vulnerable" in the PBN tag "[Vulnerable]")."""
    return re.search(rf"(?<![\w\[]){re.escape(phrase)}(?![\w\]])", text) is not None


def english_left(text, language, phrases):
    text = TYPED_FORMAT.sub(" ", text)
    found = sorted({phrase for phrase in phrases if phrase in text and _as_words(phrase, text)})
    found += sorted(set(ENGLISH_WORDS.findall(text)))
    if language == "el":
        found += [f"seat {seat}" for seat in sorted(set(LATIN_SEAT.findall(text)))]
    return found


def reader_pages():
    return [
        "/",
        "/2007/",
        "/laws/55/",
        "/laws/55/?cols=en&cols=el&cols=pl",
        "/laws/43/",
        "/laws/67/",
        "/laws/64/",
        "/laws/12/",
        "/laws/55B2/",
        "/2007/laws/67/",
        "/2007/laws/67B1(a)/",
        "/glossary/",
        "/editions/",
        "/editions/2007/compare/2017/",
        "/editions/2007/compare/2017/?law=67",
        "/editions/2007/compare/2017/67B1(a)/",
        "/editions/2007/compare/2017/64B3/",
        "/rulings/",
        "/rulings/what-happened/",
        "/rulings/what-happened/?q=revoke",
        "/rulings/pbn/",
        "/rulings/claim/",
        "/rulings/claim/?n=AQ...&e=.32..&s=32...&w=K4...&trumps=NT&declarer=S&leader=S&claimer=S&claimed=2",
        "/rulings/weighted-score/?vulnerable=NS&scoring=imps&other_table=420&contract1=4S&declarer1=S&tricks1=10"
        "&weight1=40%25&contract2=4S&declarer2=S&tricks2=9&weight2=0.6",
        "/offline/",
        "/editor/status/",
        "/editor/changes/",
        "/accounts/login/",
    ]


EDITOR_PAGES = [
    "/editor/",
    "/editor/law/55/",
    "/editor/clause/55B1/el/",
    "/editor/history/clause/55C/en/",
    "/editor/editions/",
    "/editor/import/",
    "/reports/references/",
]


def ruling_pages(language):
    """A ruling for every worked example's facts, every situation's empty form, and the sample PBN session."""
    with translation.override(language):
        urls = [situation.url for situation in situations.SITUATIONS.values()]
        for example in WorkedExample.objects.order_by("pk"):
            if example.facts.get("situation") in situations.BY_NAME:
                urls.append(situations.ruling_url(example.facts))
        urls.append(boards.share_url(boards.sample_text()))
    return urls


def check(client, language, urls, phrases):
    problems = {}
    for url in urls:
        if not url.startswith(f"/{language}/"):
            url = f"/{language}{url}"
        response = client.get(url, follow=True)
        assert response.status_code == 200, url
        left = english_left(shown_text(response.content.decode(), language), language, phrases)
        if left:
            problems[url] = left
    return problems


def english_titles(language):
    """The English titles of the laws of every edition where ``language`` has another or none: a page that
    falls back to one must mark it as English."""
    titles = {law.titles.get("en") for law in Law.all_editions.all()}
    return {title for title in titles if title} - {law.titles.get(language) for law in Law.all_editions.all()}


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_interface_string_is_left_in_english_on_a_readers_page(client, content, language):
    assert check(client, language, reader_pages(), english_phrases(language) | english_titles(language)) == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_interface_string_is_left_in_english_on_any_law_page(client, content, language):
    """Every law of the edition in force: with text, with worked examples only, or a stub."""
    urls = [f"/laws/{number}/" for number in range(1, 94)]
    assert check(client, language, urls, english_phrases(language)) == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_interface_string_is_left_in_english_in_a_ruling(client, content, language):
    urls = ruling_pages(language)
    assert len(urls) > 50
    assert check(client, language, urls, english_phrases(language)) == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_interface_string_is_left_in_english_on_an_editors_page(client, content, language):
    editor = User.objects.create_user("editor", password="pw")
    editor.groups.add(Group.objects.get_or_create(name=EDITORS_GROUP)[0])
    client.force_login(editor)
    assert check(client, language, EDITOR_PAGES, english_phrases(language)) == {}


def test_the_reader_sees_english_left_in_a_greek_page():
    """The checker itself: what it must find, and what a page may show marked as English."""
    phrases = {"Not yet translated"}
    html = (
        '<html lang="el"><body><p>στη ζώνη: None</p><p>Ο W παίζει</p><div lang="en"><p>Not yet translated</p>'
        '<br><p>None</p></div><p title="Not yet translated">Κείμενο</p></body></html>'
    )
    assert english_left(shown_text(html, "el"), "el", phrases) == ["Not yet translated", "None", "seat W"]
    assert english_left(shown_text('<p lang="en">Dealer</p><p>Κανείς</p>', "el"), "el", phrases) == []


def test_the_catalogs_give_phrases_to_look_for():
    for language in LANGUAGES:
        phrases = english_phrases(language)
        assert "Not yet translated" in phrases and "Text not yet in the collection" in phrases
        assert all(not PLACEHOLDER.search(phrase) for phrase in phrases)
    assert Path(__file__).name == "test_interface_language.py"


ERROR_PAGES = {
    "el": ("Η σελίδα δεν βρέθηκε", "Δεν επιτρέπεται η πρόσβαση", "Σφάλμα διακομιστή"),
    "pl": ("Nie znaleziono strony", "Brak dostępu", "Błąd serwera"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_error_page_is_in_the_readers_language(client, content, language):
    """A missing page, a page for editors only, a server error: Django's own pages are English only."""
    not_found, denied, server_error = ERROR_PAGES[language]
    phrases = english_phrases(language) | {"Not Found", "Forbidden", "Server Error"}
    for url in (f"/{language}/laws/99/", f"/{language}/no-such-page/", f"/{language}/rulings/no-such-situation/"):
        response = client.get(url)
        assert response.status_code == 404, url
        html = response.content.decode()
        assert f'<html lang="{language}">' in html and not_found in html, url
        assert english_left(shown_text(html, language), language, phrases) == [], url
    client.force_login(User.objects.create_user("reader", password="pw"))
    response = client.get(f"/{language}/editor/")
    assert response.status_code == 403
    html = response.content.decode()
    assert denied in html and english_left(shown_text(html, language), language, phrases) == []
    with translation.override(language):
        html = render_to_string("500.html")
    assert f'<html lang="{language}">' in html and server_error in html
    assert english_left(shown_text(html, language), language, phrases) == []


EDITION_ERRORS = {
    "el": ("Η έκδοση 2017 υπάρχει ήδη", "Η έκδοση 2007 δεν είναι προσχέδιο", "αναριθμείται δύο φορές"),
    "pl": ("Wydanie 2017 już istnieje", "Wydanie 2007 nie jest projektem", "ma dwa nowe numery"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_editions_refusal_is_in_the_editors_language(client, content, language):
    """Making a draft of a code in use, publishing an edition that is no draft, renumbering a clause twice."""
    editor = User.objects.create_user("editor", password="pw")
    editor.groups.add(Group.objects.get_or_create(name=EDITORS_GROUP)[0])
    client.force_login(editor)
    exists, not_a_draft, twice = EDITION_ERRORS[language]
    draft = client.post(f"/{language}/editor/editions/draft/", {"draft-code": "2017", "draft-copy_from": "2017"})
    publish = client.post(f"/{language}/editor/editions/2007/publish/", {"publish-2007-confirm": "on"}, follow=True)
    renumbering = None
    for to_clause in ("55E", "55F"):  # the second row renumbers 2007 55D again
        row = {"from_edition": "2007", "from_clause": "55D", "to_edition": "2017", "to_clause": to_clause}
        renumbering = client.post(
            f"/{language}/editor/editions/renumbering/", {f"renumbering-{k}": v for k, v in row.items()}
        )
    pages = [
        (draft, exists, "exists already"),
        (publish, not_a_draft, "not a draft"),
        (renumbering, twice, "renumbered twice"),
    ]
    for response, translated, english in pages:
        html = response.content.decode()
        assert translated in html and english not in html, english


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_refusal_of_the_rules_module_is_marked_as_english(client, content, language):
    """The rules module refuses facts in English: the claim and weighted score forms show that text marked as
    English and say it is not yet translated (before, as if it were in the page's language)."""
    urls = [
        "/rulings/claim/?n=AQ...&e=.32..&s=32...&w=K4...&trumps=NT&declarer=S&leader=S&claimer=S&claimed=5",
        "/rulings/weighted-score/?vulnerable=NS&scoring=imps&other_table=420&contract1=4S&declarer1=S&tricks1=10"
        "&weight1=140%25",
    ]
    with translation.override(language):
        marker = translation.gettext("(English: not yet translated)")
    for url in urls:
        html = client.get(f"/{language}{url}").content.decode()
        assert marker in html, url
        text = shown_text(html, language)
        assert "whole number" not in text and "a weight is" not in text, url
