"""The sanitiser on every tag and attribute it allows: hostile attributes never survive, whatever the tag.

The hostile set is built from the allow-list itself, so a tag or attribute added to it is covered
without editing this file; what counts as hostile does not depend on the allow-list.
"""

from html.parser import HTMLParser

import pytest

from lawsite.laws.rendering import ALLOWED_ATTRIBUTES, ALLOWED_TAGS, render, sanitize

#: Attributes that run script, restyle the page or load something, on any tag.
HOSTILE_ATTRIBUTES = {
    "style": "color:red;background:url(javascript:alert(1))",
    "onclick": "alert(2)",
    "onmouseover": "alert(3)",
    "onfocus": "alert(4)",
    "onerror": "alert(5)",
    "srcdoc": "<script>alert(6)</script>",
    "src": "javascript:alert(7)",
    "formaction": "javascript:alert(8)",
    "action": "javascript:alert(9)",
    "background": "javascript:alert(10)",
    "xlink:href": "javascript:alert(11)",
    "autofocus": "",
    "id": "site-search",  # would clobber the page's own elements
}
URL_ATTRIBUTES = {"href", "src", "action", "formaction", "background", "xlink:href", "cite", "data", "poster"}
HOSTILE_URLS = [
    "javascript:alert(20)",
    "JaVaScRiPt:alert(21)",
    " javascript:alert(22)",
    "java\tscript:alert(23)",
    "&#106;avascript:alert(24)",
    "&#x6A;avascript:alert(25)",
    "vbscript:msgbox(26)",
    "data:text/html,<script>alert(27)</script>",
    "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
    "file:///etc/passwd",
]
#: Where a tag must stand to survive HTML parsing (a lone <td> is dropped by the parser, not the sanitiser).
CONTEXT = {
    "li": "<ul>{}</ul>",
    "dt": "<dl>{}</dl>",
    "dd": "<dl>{}</dl>",
    "tr": "<table><tbody>{}</tbody></table>",
    "td": "<table><tbody><tr>{}</tr></tbody></table>",
    "th": "<table><tbody><tr>{}</tr></tbody></table>",
    "thead": "<table>{}</table>",
    "tbody": "<table>{}</table>",
}
VOID = {"br", "hr"}


class Elements(HTMLParser):
    def __init__(self, html):
        super().__init__(convert_charrefs=True)
        self.tags = []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    handle_startendtag = handle_starttag


def hostile_element(tag: str, attributes: dict[str, str]) -> str:
    attrs = " ".join(f'{name}="{value}"' for name, value in attributes.items())
    element = f"<{tag} {attrs}>" if tag in VOID else f"<{tag} {attrs}>text of {tag}</{tag}>"
    return CONTEXT.get(tag, "{}").format(element)


def assert_no_hostile_attribute(html: str):
    for tag, attrs in Elements(html).tags:
        for name, value in attrs.items():
            assert name not in HOSTILE_ATTRIBUTES and not name.startswith("on"), (tag, name, value)
            if name in URL_ATTRIBUTES:
                cleaned = "".join((value or "").split()).lower()
                assert not cleaned.startswith(("javascript:", "vbscript:", "data:", "file:")), (tag, name, value)


@pytest.mark.parametrize("tag", sorted(ALLOWED_TAGS))
def test_hostile_attributes_are_stripped_from_every_allowed_tag(tag):
    html = sanitize(hostile_element(tag, HOSTILE_ATTRIBUTES))
    assert tag in [name for name, _ in Elements(html).tags], html  # the tag itself is kept
    assert_no_hostile_attribute(html)


@pytest.mark.parametrize("tag", sorted(ALLOWED_TAGS))
def test_hostile_attributes_typed_as_markdown_are_stripped_from_every_allowed_tag(tag):
    """The editor's path: raw HTML inside markdown goes through the same render as every text."""
    html = render(f"Before.\n\n{hostile_element(tag, HOSTILE_ATTRIBUTES)}\n\nAfter.")
    assert_no_hostile_attribute(html)


@pytest.mark.parametrize(
    ("tag", "attribute"),
    sorted((tag, name) for tag, names in ALLOWED_ATTRIBUTES.items() for name in names),
)
def test_each_allowed_attribute_keeps_no_hostile_url_or_handler_beside_it(tag, attribute):
    for url in HOSTILE_URLS:
        html = sanitize(hostile_element(tag, {attribute: url, **HOSTILE_ATTRIBUTES}))
        assert_no_hostile_attribute(html)


def test_the_allowed_attributes_survive_so_the_tests_above_are_not_empty():
    html = sanitize('<span class="x" title="t" lang="el" style="color:red">s</span>')
    ((tag, attrs),) = Elements(html).tags
    assert tag == "span" and attrs == {"class": "x", "title": "t", "lang": "el"}


# --- URL schemes: a second test, independent of the hostile markdown sample -----------------------


@pytest.mark.parametrize("url", HOSTILE_URLS)
def test_a_link_with_a_hostile_scheme_loses_its_href(url):
    html = sanitize(f'<a href="{url}" title="t">link</a>')
    ((tag, attrs),) = Elements(html).tags
    assert tag == "a" and "href" not in attrs, html


@pytest.mark.parametrize(
    "url",
    [
        "https://www.worldbridge.org/",
        "http://example.org/a",
        "mailto:td@example.org",
        "/laws/55B1/",
        "#c-55B1",
        "55B1/",
    ],
)
def test_a_link_with_a_safe_scheme_or_a_relative_address_keeps_it(url):
    html = sanitize(f'<a href="{url}">link</a>')
    ((tag, attrs),) = Elements(html).tags
    assert attrs["href"] == url
    if url.startswith("http"):
        assert attrs["rel"] == "noopener noreferrer"
