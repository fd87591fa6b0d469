"""Accessibility of the read pages as served to a browser without JavaScript: lang, headings, link names."""

import re
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit

import pytest

from lawsite.laws.templatetags.laws_tags import NATIVE_NAMES

pytestmark = pytest.mark.usefixtures("content")

GREEK = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]")
LATIN_WORD = re.compile(r"\b[a-ząćęłńóśźż]{4,}\b", re.I)
CLAUSE_PATH = re.compile(r"^/(en|el|pl)/laws/([^/]+)/$")
READ_PAGES = [
    "/{lang}/",
    "/{lang}/laws/55/?cols=en&cols=el&cols=pl",
    "/{lang}/laws/43/",
    "/{lang}/laws/67/",
    "/{lang}/laws/90/",
    "/{lang}/laws/55B1/",
    "/{lang}/glossary/",
    "/{lang}/offline/",
]
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Page(HTMLParser):
    """Headings, links with their names, and language cells with the text in their own language.

    Text inside a nested element that declares its own ``lang`` (a "not yet translated" note in the
    interface language) counts for the link names but not for the language of the cell around it.
    """

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.html_lang = None
        self.headings, self.links, self.cells = [], [], []
        self._stack = []  # (tag, attrs, all text, text in the element's own language)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "html":
            self.html_lang = attrs.get("lang")
        if tag not in VOID:
            self._stack.append((tag, attrs, [], []))

    def handle_endtag(self, tag):
        while self._stack:
            open_tag, attrs, text, own = self._stack.pop()
            content = " ".join("".join(text).split())
            own_content = " ".join("".join(own).split())
            if self._stack:
                self._stack[-1][2].append(f" {content} ")
                if "lang" not in attrs:
                    self._stack[-1][3].append(f" {own_content} ")
            if open_tag in {"h1", "h2", "h3", "h4", "h5", "h6"}:
                self.headings.append(int(open_tag[1]))
            elif open_tag == "a":
                self.links.append((attrs, content))
            elif open_tag == "div" and "cell" in attrs.get("class", "").split():
                self.cells.append((attrs, own_content))
            if open_tag == tag:
                break

    def handle_data(self, data):
        if self._stack:
            self._stack[-1][2].append(data)
            self._stack[-1][3].append(data)


def parse(client, path) -> Page:
    response = client.get(path)
    assert response.status_code == 200, path
    page = Page()
    page.feed(response.content.decode())
    return page


@pytest.mark.parametrize("lang", ["en", "el", "pl"])
def test_the_page_declares_the_interface_language(client, lang):
    for template in READ_PAGES:
        assert parse(client, template.format(lang=lang)).html_lang == lang


@pytest.mark.parametrize("lang", ["en", "el", "pl"])
def test_headings_start_at_one_h1_and_skip_no_level(client, lang):
    for template in READ_PAGES:
        levels = parse(client, template.format(lang=lang)).headings
        assert levels and levels[0] == 1 and levels.count(1) == 1, (template, levels)
        for before, after in zip(levels, levels[1:]):
            assert after <= before + 1, (template, levels)


def test_each_language_column_is_marked_with_the_language_of_its_text(client):
    cells = parse(client, "/en/laws/55/?cols=en&cols=el&cols=pl").cells
    with_text = [
        (attrs["lang"], text.replace(NATIVE_NAMES[attrs["lang"]], "", 1).strip())
        for attrs, text in cells
        if "missing" not in attrs.get("class", "")
    ]
    with_text = [(lang, text) for lang, text in with_text if len(text) >= 20]
    assert {"en", "el"} <= {lang for lang, _ in with_text}
    for lang, text in with_text:
        greek_letters = len(GREEK.findall(text))
        if lang == "el":
            assert greek_letters > 10, text
        else:
            assert greek_letters == 0 and LATIN_WORD.search(text), text
    polish = [text for attrs, text in parse(client, "/en/laws/67/").cells if attrs.get("lang") == "pl"]
    assert polish and all("ł" in text or "ą" in text or "ę" in text or "ż" in text for text in polish if len(text) > 80)


@pytest.mark.parametrize("lang", ["en", "el", "pl"])
def test_links_to_clauses_name_their_target(client, lang):
    checked = 0
    for template in READ_PAGES:
        for attrs, text in parse(client, template.format(lang=lang)).links:
            match = CLAUSE_PATH.match(urlsplit(attrs.get("href", "")).path)
            if not match or "hreflang" in attrs:  # the interface-language switch names a language, not a clause
                continue
            target = unquote(match.group(2))
            name = f"{text} {attrs.get('title', '')}"
            assert target in name, (template, attrs, text)
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("path", ["/en/", "/en/laws/55/"])
def test_pages_work_without_javascript(client, path):
    """Everything is in the HTML: the columns chooser is a plain GET form and links are plain links."""
    html = client.get(path).content.decode()
    assert "onclick=" not in html and 'href="javascript:' not in html
    if "laws/55" in path:
        assert re.search(r'<form class="columns-chooser" method="get"', html)
        chosen = client.get(path + "?cols=pl&cols=el").content.decode()
        assert re.findall(r'<div class="col-head" lang="(\w\w)">', chosen) == ["pl", "el"]


DEFINITIONS = {"en": "Definitions", "el": "Ορισμοί", "pl": "Definicje"}
LAW = {"en": "Law", "el": "Νόμος", "pl": "Przepis"}


@pytest.mark.parametrize("lang", ["en", "el", "pl"])
def test_a_defined_terms_title_names_it_as_its_column_writes_it_and_where_it_is_defined_in_the_readers_words(
    client, lang
):
    titles = {}
    for attrs, _text in parse(client, f"/{lang}/laws/55/?cols=en&cols=el").links:
        if "term" in attrs.get("class", "").split():
            titles.setdefault(attrs["data-term"], set()).add(attrs["title"])
    assert titles["declarer"] == {f"declarer: {DEFINITIONS[lang]}", f"εκτελεστής: {DEFINITIONS[lang]}"}
    (established,) = [t for key, t in titles.items() if key == "established-revoke"] or [None]
    if established:
        assert all(title.endswith(f": {LAW[lang]} 63") for title in established)


@pytest.mark.parametrize("lang", ["en", "el", "pl"])
def test_references_carry_what_their_preview_needs_and_pages_have_no_inline_script(client, lang):
    html = client.get(f"/{lang}/laws/55/?cols=en&cols=el").content.decode()
    refs = re.findall(rf'<a class="ref" href="/{lang}/laws/([^"]+)/" data-target="([^"]+)" title="([^"]+)"', html)
    assert len(refs) > 20 and all(path == target == title for path, target, title in refs)
    assert not re.search(r"<script>|<script [^>]*>[^<]|\son\w+=|\sstyle=", html)
    strings = re.search(r'<div id="site-strings" hidden([^>]*)>', html).group(1)
    for name in ("data-close", "data-go", "data-law", "data-defined-in"):
        assert f"{name}=" in strings
    if lang != "en":
        assert 'data-close="Close"' not in strings  # translated


def test_the_offline_status_line_is_a_live_region_in_every_language(client):
    for lang, ready in (
        ("en", "Available offline"),
        ("el", "Διαθέσιμο χωρίς σύνδεση"),
        ("pl", "Dostępne bez połączenia"),
    ):
        html = client.get(f"/{lang}/laws/55/").content.decode()
        line = re.search(r'<p class="offline-status" id="offline-status" role="status" hidden([^>]*)>', html, re.S)
        assert line and ready in line.group(1)
