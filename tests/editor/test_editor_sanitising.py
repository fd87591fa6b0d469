"""Whatever an editor types, no script, event handler, javascript: or data: URL reaches a page."""

from html.parser import HTMLParser

import pytest

from lawsite.laws.models import ClauseText

pytestmark = pytest.mark.usefixtures("content")

HOSTILE = "\n\n".join(
    [
        "Per Law 55A. <script>alert('s')</script>",
        '<img src="x" onerror="alert(1)">',
        "[click](javascript:alert(2)) and [also](JaVaScRiPt:alert(3))",
        "![pixel](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=) [data](data:text/html,<script>alert(4)</script>)",
        '<a href="javascript:alert(5)" onclick="alert(6)">raw link</a> <iframe src="https://example.org"></iframe>',
        '<div style="background:url(javascript:alert(7))" onmouseover="alert(8)">raw html</div>',
        '<svg><script>alert(9)</script></svg> <object data="x.swf"></object> <form action="/x"><input></form>',
    ]
)


class Elements(HTMLParser):
    """Every element and attribute of a page, as a browser would read them."""

    def __init__(self):
        super().__init__()
        self.tags = []
        self.scripts = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._in_script = tag == "script"

    def handle_endtag(self, tag):
        self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.scripts.append(data)


EMBEDDING = {"iframe", "object", "embed", "svg", "img"}


def assert_harmless(html: str, page: bool = False):
    """A rendered text has none of the tags below; a whole page only the site's own forms and scripts."""
    parser = Elements()
    parser.feed(html)
    forbidden = EMBEDDING if page else EMBEDDING | {"form", "input", "script", "div"}
    for tag, attrs in parser.tags:
        assert tag not in forbidden, (tag, attrs)
        assert not [name for name in attrs if name.startswith("on")], (tag, attrs)
        assert "style" not in attrs, (tag, attrs)
        for name in ("href", "src", "action", "data"):
            value = (attrs.get(name) or "").strip().lower()
            assert not value.startswith(("javascript:", "data:", "vbscript:")), (tag, attrs)
        if tag == "script":
            assert attrs.get("src", "").startswith("/static/"), attrs
    assert not any("alert" in script for script in parser.scripts)


def _form(client, url):
    form = client.get(url).context["form"]
    return {name: form[name].value() for name in form.fields if form[name].value() is not None}


def test_hostile_markdown_is_sanitised_in_preview_saved_html_and_law_page(editor_client):
    url = "/en/editor/clause/55B1/en/"
    data = _form(editor_client, url)
    preview = editor_client.post(url, {**data, "text": HOSTILE, "action": "preview"})
    assert "raw html" in preview.context["preview"].html  # the text survives, the markup does not
    assert_harmless(preview.context["preview"].html)
    fragment = editor_client.post("/en/editor/preview/clause/55B1/en/", {"text": HOSTILE}).content.decode()
    assert_harmless(fragment, page=True)  # the live preview's fragment: its own wrapper divs only

    assert editor_client.post(url, {**data, "text": HOSTILE, "action": "save"}).status_code == 302
    saved = ClauseText.objects.get(clause__clause_id="55B1", language="en")
    assert saved.text == HOSTILE  # the markdown is kept as typed, for the next edit
    assert_harmless(saved.html)
    assert 'href="/laws/55A/"' in saved.html  # references still linked
    law_page = editor_client.get("/en/laws/55/").content.decode()
    assert "raw link" in law_page
    assert_harmless(law_page, page=True)


def test_edit_page_diff_and_history_escape_the_hostile_text(editor_client):
    url = "/en/editor/clause/55B1/en/"
    editor_client.post(
        url, {**_form(editor_client, url), "text": HOSTILE, "heading": "<b onclick=x>h</b>", "action": "save"}
    )
    for page in (
        url,
        "/en/editor/history/clause/55B1/en/",
        "/en/editor/history/clause/55B1/en/diff/?a=1&b=2",
        "/en/editor/changes/",
    ):
        html = editor_client.get(page).content.decode()
        assert_harmless(html, page=True)
    diff = editor_client.get("/en/editor/history/clause/55B1/en/diff/?a=1&b=2").content.decode()
    assert "&lt;script&gt;alert(&#x27;s&#x27;)&lt;/script&gt;" in diff
