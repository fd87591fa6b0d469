"""Markdown to safe HTML, with references turned into links. One function for every text on the site."""
from __future__ import annotations

import html
import re
from collections.abc import Callable

import markdown
import nh3

MARKDOWN_EXTENSIONS = ["sane_lists", "smarty"]
ALLOWED_TAGS = {
    "p", "br", "em", "strong", "code", "pre", "blockquote", "ul", "ol", "li", "a", "h3", "h4", "h5", "h6",
    "table", "thead", "tbody", "tr", "th", "td", "hr", "span", "abbr", "sup", "sub", "dl", "dt", "dd",
}
ALLOWED_ATTRIBUTES = {
    "a": {"href", "title", "class", "data-target", "hreflang"},
    "span": {"class", "title", "lang"},
    "abbr": {"title"},
    "td": {"colspan", "rowspan"},
    "th": {"colspan", "rowspan"},
}
_TOKEN = "LAWSITEREF{}X"
_TOKEN_RE = re.compile(r"LAWSITEREF(\d+)X")


def clause_url(clause_id: str) -> str:
    """The language-neutral path of a clause; pages prefix the reader's language (see localize_links)."""
    return f"/laws/{clause_id}/"


def sanitize(html_text: str) -> str:
    """Whatever an editor typed: no script, no event handlers, no javascript: links."""
    return nh3.clean(
        html_text,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer",
    )


def render(text: str, references=(), link_class: str = "ref") -> str:
    """Render markdown ``text``; each reference span (``start``/``end``/``target``) becomes a link."""
    pieces, anchors, cursor = [], [], 0
    for number, ref in enumerate(sorted(references, key=lambda r: r.start)):
        if ref.start < cursor:
            continue
        pieces.append(text[cursor:ref.start])
        pieces.append(_TOKEN.format(number))
        title = f"{ref.target}"
        anchors.append(
            f'<a class="{link_class}" href="{clause_url(ref.target)}" data-target="{html.escape(ref.target)}" '
            f'title="{html.escape(title)}">{html.escape(text[ref.start:ref.end])}</a>'
        )
        cursor = ref.end
    pieces.append(text[cursor:])
    rendered = markdown.markdown("".join(pieces), extensions=MARKDOWN_EXTENSIONS, output_format="html")
    rendered = _TOKEN_RE.sub(lambda m: anchors[int(m.group(1))], rendered)
    return sanitize(rendered)


def localize_links(html_text: str, language: str, edition: str | None = None) -> str:
    """Point the stored language-neutral clause links at the reader's language prefix, and at ``edition``
    (its code) when the links must stay in a given edition rather than reach the edition in force."""
    prefix = f"/{language}/{edition}/laws/" if edition else f"/{language}/laws/"
    return html_text.replace('href="/laws/', f'href="{prefix}')


#: Functions ``(html, text_language, ui_language) -> html`` applied when a stored text is shown.
#: Other apps register them in ``AppConfig.ready`` (search links the defined terms), so laws imports none.
DISPLAY_FILTERS: list[Callable[[str, str, str], str]] = []


def for_display(html_text: str, text_language: str, ui_language: str, edition: str | None = None) -> str:
    """A stored text's HTML as a reader sees it: links in the reader's language (and in ``edition`` when
    given, see :func:`localize_links`), registered filters applied."""
    html_text = localize_links(html_text, ui_language, edition)
    for display_filter in DISPLAY_FILTERS:
        html_text = display_filter(html_text, text_language, ui_language)
    return html_text
