"""Every response carries a Content-Security-Policy that allows only the site's own files, and no page needs more.

The policy forbids inline script, inline event handlers and style="" attributes, so the templates must not
contain any; each page type is also parsed as served to check that nothing inline reached it.
"""

import re
import sys
import types
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.contrib.auth.models import Group, User
from django.test import Client
from django.urls import path

from lawsite.editor import revisions, saving
from lawsite.laws.permissions import EDITORS_GROUP

REPO = Path(__file__).resolve().parents[2]
PBN = (REPO / "tests" / "rulings" / "data" / "defender_ruffs_trick4.pbn").read_text(encoding="utf-8")
POLICY = {
    "default-src": {"'self'"},
    "script-src": {"'self'"},
    "style-src": {"'self'"},
    "object-src": {"'none'"},
    "base-uri": {"'self'"},
    "form-action": {"'self'"},
    "frame-ancestors": {"'none'"},
}
REVOKE_FACTS = (
    "declarer=S&offender=W&revoke_trick=4&trick_winners=NNSWSSNSWSNSS&established=yes"
    "&revoke-declarer=S&revoke-offender=W&revoke-revoke_trick=4&revoke-trick_winners=NNSWSSNSWSNSS"
    "&revoke-established=yes"
)

#: Every kind of page, by who may see it: (name, method, path, status).
PUBLIC = [
    ("home", "get", "/en/", 200),
    ("home-el", "get", "/el/", 200),
    ("law", "get", "/en/laws/55/?cols=en&cols=el&cols=pl", 200),
    ("permalink", "get", "/pl/laws/55B1/", 200),
    ("stub-law", "get", "/en/laws/90/", 200),
    ("glossary", "get", "/en/glossary/", 200),
    ("search", "get", "/en/search/?q=revoke", 200),
    ("search-empty", "get", "/el/search/", 200),
    ("search-api", "get", "/api/search?q=revoke", 200),
    ("rulings", "get", "/en/rulings/", 200),
    ("rulings-form", "get", f"/en/rulings/revoke/?{REVOKE_FACTS}", 200),
    ("rulings-pbn-form", "get", "/en/rulings/pbn/", 200),
    ("rulings-pbn-answer", "post", "/en/rulings/pbn/", 200),
    ("changes", "get", "/en/editor/changes/", 200),
    ("status", "get", "/en/editor/status/", 200),
    ("history", "get", "/en/editor/history/clause/55C/en/", 200),
    ("diff", "get", "/en/editor/history/clause/55C/en/diff/?a=1&b=2", 200),
    ("sign-in", "get", "/en/accounts/login/", 200),
    ("admin-sign-in", "get", "/admin/login/", 200),
    ("not-found", "get", "/en/laws/no-such-law/", 404),
    ("not-found-outside-languages", "get", "/nothing-here", 404),
    ("editor-for-a-visitor", "get", "/en/editor/", 302),
]
EDITOR = [
    ("editor-index", "get", "/en/editor/", 200),
    ("editor-law", "get", "/en/editor/law/55/", 200),
    ("editor-edit", "get", "/en/editor/clause/55B1/el/", 200),
    ("editor-edit-commentary", "get", "/en/editor/commentary/dummy-limitations/en/", 200),
    ("editor-edit-example", "get", "/en/editor/example/defenders-disagree/en/", 200),
    ("editor-add", "get", "/en/editor/law/55/add/", 200),
    ("editor-paste", "get", "/en/editor/law/55/paste/", 200),
    ("editor-preview", "post", "/en/editor/preview/clause/55B1/en/", 200),
    ("editor-history", "get", "/en/editor/history/clause/55C/en/", 200),
    ("references-report", "get", "/en/reports/references/", 200),
]


def policy_of(response) -> dict[str, set[str]]:
    header = response.headers.get("Content-Security-Policy")
    assert header, f"no Content-Security-Policy on {response.request['PATH_INFO']}"
    directives = {}
    for part in header.split(";"):
        name, *sources = part.split()
        directives[name] = set(sources)
    return directives


class Inline(HTMLParser):
    """What a strict policy would block: inline scripts, handlers, style attributes and <style> elements."""

    def __init__(self, html):
        super().__init__(convert_charrefs=True)
        self.found = []
        self._script = None
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        handlers = [name for name in attrs if name.startswith("on")]
        if handlers or "style" in attrs:
            self.found.append((tag, attrs))
        if tag == "style":
            self.found.append((tag, attrs))
        if tag == "script":
            self._script = attrs
            if not (attrs.get("src") or "").startswith("/static/"):
                self.found.append((tag, attrs))
        for name in ("href", "src", "action", "formaction"):
            if (attrs.get(name) or "").strip().lower().startswith("javascript:"):
                self.found.append((tag, attrs))

    def handle_data(self, data):
        if self._script is not None and data.strip():
            self.found.append(("script", {"text": data.strip()[:60]}))

    def handle_endtag(self, tag):
        if tag == "script":
            self._script = None


def request(client, method, url):
    if method == "post" and "pbn" in url:
        return client.post(url, {"pbn": PBN})
    if method == "post":
        return client.post(url, {"text": "See Law 53."})
    return client.get(url)


def check_page(response, status):
    assert response.status_code == status, response.content[:300]
    assert policy_of(response) == POLICY
    if response.get("Content-Type", "").startswith("text/html"):
        assert Inline(response.content.decode()).found == []


@pytest.fixture
def history(content, db):
    editor = User.objects.create_user("csp-editor", password="pw-csp-editor-1")
    editor.groups.add(Group.objects.get_or_create(name=EDITORS_GROUP)[0])
    target = revisions.clause_target("55C", "en")
    saving.save(saving.Edit(target, target.current[0], "Changed once.", revisions.token(target)), editor, "x")
    return editor


@pytest.fixture
def indexed(history):
    from lawsite.search.updates import rebuild

    rebuild()


@pytest.mark.parametrize(("name", "method", "url", "status"), PUBLIC, ids=[p[0] for p in PUBLIC])
def test_every_public_page_carries_the_policy_and_needs_nothing_inline(indexed, client, name, method, url, status):
    check_page(request(client, method, url), status)


@pytest.mark.parametrize(("name", "method", "url", "status"), EDITOR, ids=[p[0] for p in EDITOR])
def test_every_editor_page_carries_the_policy_and_needs_nothing_inline(history, client, name, method, url, status):
    client.force_login(history)
    check_page(request(client, method, url), status)


def test_a_refused_editor_page_and_a_conflict_carry_the_policy(history, client):
    reader = User.objects.create_user("csp-reader", password="pw-csp-reader-1")
    client.force_login(reader)
    check_page(client.get("/en/editor/law/55/"), 403)
    client.force_login(history)
    stale = client.post("/en/editor/clause/55C/en/", {"text": "Mine.", "based_on": "1", "action": "save"})
    check_page(stale, 409)


def test_the_csrf_failure_page_carries_the_policy_and_has_no_inline_style(db):
    response = Client(enforce_csrf_checks=True).post("/en/accounts/login/", {"username": "x", "password": "y"})
    check_page(response, 403)
    assert "security token" in response.content.decode()


@pytest.mark.parametrize(
    ("language", "text"), [("el", "Η φόρμα δεν μπόρεσε να σταλεί"), ("pl", "Nie udało się wysłać formularza")]
)
def test_the_csrf_failure_page_is_translated(db, language, text):
    response = Client(enforce_csrf_checks=True).post(f"/{language}/accounts/login/", {})
    assert response.status_code == 403 and text in response.content.decode()


def test_a_server_error_carries_the_policy(db, settings):
    def broken(request):
        raise RuntimeError("deliberately broken view")

    urlconf = types.ModuleType("csp_broken_urls")
    urlconf.urlpatterns = [path("broken/", broken)]
    sys.modules[urlconf.__name__] = urlconf
    settings.ROOT_URLCONF = urlconf.__name__
    try:
        client = Client(raise_request_exception=False)
        response = client.get("/broken/")
        assert response.status_code == 500
        assert policy_of(response) == POLICY
    finally:
        del sys.modules[urlconf.__name__]


def test_a_static_file_carries_the_policy(db, client):
    response = client.get("/static/js/editor.js")
    try:
        assert response.status_code == 200
        assert policy_of(response) == POLICY
    finally:
        response.close()  # a file response keeps the file open until closed


# --- the templates themselves ------------------------------------------------------------------------

TEMPLATE_DIRS = [REPO / "templates", *sorted((REPO / "lawsite").glob("*/templates"))]
INLINE_IN_SOURCE = [
    (re.compile(r"<script(?![^>]*\bsrc=)[^>]*>", re.I), "a <script> without src"),
    (re.compile(r"<style\b", re.I), "a <style> element"),
    (re.compile(r"""\son[a-z]+\s*=\s*["'{]""", re.I), "an inline event handler"),
    (re.compile(r"""\sstyle\s*=\s*["'{]""", re.I), "a style attribute"),
    (re.compile(r"javascript:", re.I), "a javascript: URL"),
]


def template_files():
    for folder in TEMPLATE_DIRS:
        yield from sorted(folder.rglob("*.html"))


def test_no_template_has_inline_script_handlers_or_styles():
    files = list(template_files())
    assert len(files) > 20
    found = []
    for file in files:
        for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
            for pattern, what in INLINE_IN_SOURCE:
                if pattern.search(line):
                    found.append(f"{file.relative_to(REPO)}:{number}: {what}")
    assert found == []


def test_the_template_check_finds_what_it_looks_for():
    samples = [
        "<script>alert(1)</script>",
        '<p style="color:red">',
        "<a onclick='x()'>",
        "<style>p{}</style>",
        '<a href="javascript:x()">',
    ]
    for sample in samples:
        assert any(pattern.search(sample) for pattern, _ in INLINE_IN_SOURCE), sample
    assert not any(pattern.search('<script src="/static/js/law.js" defer></script>') for pattern, _ in INLINE_IN_SOURCE)


def test_python_code_writes_no_inline_script_or_style_into_pages():
    found = []
    for file in sorted((REPO / "lawsite").rglob("*.py")):
        for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"""<script(?![^>]*\bsrc=)|\sstyle=["']|\son(click|load|error|submit|change|input)=""", line):
                found.append(f"{file.relative_to(REPO)}:{number}")
    assert found == []
