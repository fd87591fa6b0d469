"""Markdown to safe HTML, with references turned into links. One function for every text on the site."""

from __future__ import annotations

import html
import re
from collections.abc import Callable

import markdown
import nh3
from markdown.extensions import Extension
from markdown.inlinepatterns import SubstituteTagInlineProcessor


class BackslashBreak(Extension):
    """A hard break written as a backslash at the end of a line (CommonMark's other spelling, kept by the
    importer), shown as ``<br>``; python-markdown knows only the two trailing spaces.

    Registered just below python-markdown's escapes (180), so ``\\\\`` at a line's end stays an escaped
    backslash and ``\\*`` an asterisk; code spans (190) keep their backslashes as typed.
    """

    def extendMarkdown(self, md):
        md.inlinePatterns.register(SubstituteTagInlineProcessor(r"\\\n", "br"), "backslash_break", 175)


MARKDOWN_EXTENSIONS = ["sane_lists", "smarty", BackslashBreak()]
ALLOWED_TAGS = {
    "p",
    "br",
    "em",
    "strong",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "h3",
    "h4",
    "h5",
    "h6",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
    "span",
    "abbr",
    "sup",
    "sub",
    "dl",
    "dt",
    "dd",
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


def render(text: str, references=(), link_class: str = "ref", flagged=(), flag_title: str = "") -> str:
    """Render markdown ``text``; each reference span (``start``/``end``/``target``) becomes a link.

    ``flagged`` spans (``start``/``end``: references that reach no clause, in an editor's preview)
    are marked ``ref-unresolvable`` with ``flag_title`` instead of linked.
    """
    spans = [(ref.start, ref.end, ref) for ref in references] + [(f.start, f.end, None) for f in flagged]
    pieces, anchors, cursor = [], [], 0
    for start, end, ref in sorted(spans, key=lambda span: (span[0], span[2] is not None)):
        if start < cursor:
            continue
        pieces.append(text[cursor:start])
        pieces.append(_TOKEN.format(len(anchors)))
        # "43A2©" is how some sources type 43A2(c) (an autocorrected "(c)"): shown as the id it is.
        written = html.escape(text[start:end].replace("©", "(c)"))
        if ref is None:
            anchors.append(f'<span class="ref-unresolvable" title="{html.escape(flag_title)}">{written}</span>')
        else:
            target = html.escape(ref.target)
            anchors.append(
                f'<a class="{link_class}" href="{clause_url(ref.target)}" data-target="{target}" title="{target}">{written}</a>'
            )
        cursor = end
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
