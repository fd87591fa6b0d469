"""Real processes racing over real HTTP: signed-in editors, POSTs released together, the site's own report.

Shared by the race tests of tests/ops (the fixtures ``race_database`` and ``race_site`` are in conftest.py).
"""

import http.client
import re
import threading
import time
from contextlib import closing
from http.cookies import SimpleCookie
from urllib.parse import urlencode

from django.conf import settings

PASSWORD = "pw-race-editor-1"
EDITORS = ("ana", "bartek", "celina")
_CSRF_INPUT = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
_HIDDEN_INPUT = re.compile(r'<input type="hidden" name="([^"]+)" value="([^"]*)"')

#: The operator's steps (migrate, load_content, collectstatic) and three editors, in one process.
SET_UP = f"""
from django.contrib.auth.models import Group, User
from django.core.management import call_command
from lawsite.laws.permissions import EDITORS_GROUP
call_command("migrate", interactive=False, verbosity=0)
call_command("load_content", verbosity=0)
call_command("collectstatic", interactive=False, verbosity=0)
group, _ = Group.objects.get_or_create(name=EDITORS_GROUP)
for name in {EDITORS!r}:
    User.objects.create_user(name, password={PASSWORD!r}).groups.add(group)
"""

#: For each edition of ``%(editions)s``: what a fresh re-link would change (nothing, when every writer
#: re-linked in turn), duplicate links, and the live English text and edit history of ``%(clauses)s``.
RELINK_REPORT = """
import json
from collections import Counter
from django.db import transaction
from lawsite.editor.models import Revision
from lawsite.laws.loader import LoadReport, _reference_key_of, refresh_references
from lawsite.laws.models import ClauseText, Edition, Reference
found = {}
for edition in Edition.objects.filter(code__in=%(editions)r):
    keys = Counter(_reference_key_of(r) for r in Reference.objects.filter(target_clause__edition=edition))
    live = {
        t.clause.clause_id: t.text
        for t in ClauseText.objects.filter(clause__edition=edition, clause__clause_id__in=%(clauses)r, language="en")
        .select_related("clause")
    }
    edits = {cid: list(Revision.objects.of("clause", cid, "en", edition.code).order_by("number").edits()
                       .values_list("text", flat=True))
             for cid in %(clauses)r}
    report = LoadReport()
    with transaction.atomic():
        refresh_references(report, edition)
        transaction.set_rollback(True)
    found[edition.code] = {
        "status": edition.status,
        "stale": dict(report.changes),
        "duplicate_links": sum(n - 1 for n in keys.values()),
        "live": live,
        "edits": edits,
    }
print(json.dumps(found))
"""


def engine_name() -> str:
    return settings.DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]


class Browser:
    """One signed-in editor: a cookie jar over fresh connections (gunicorn's sync workers close each)."""

    def __init__(self, port: int):
        self.port = port
        self.cookies: dict[str, str] = {}

    def connection(self) -> http.client.HTTPConnection:
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)

    def send(self, conn, method: str, path: str, form: dict | None = None) -> tuple[int, str]:
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        body = None
        if form is not None:
            body = urlencode(form)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        conn.request(method, path, body=body, headers=headers)
        response = conn.getresponse()
        for header in response.headers.get_all("Set-Cookie") or ():
            self.cookies.update({name: morsel.value for name, morsel in SimpleCookie(header).items()})
        return response.status, response.read().decode()

    def request(self, method: str, path: str, form: dict | None = None) -> tuple[int, str]:
        with closing(self.connection()) as conn:
            return self.send(conn, method, path, form)

    def sign_in(self, username: str) -> None:
        status, page = self.request("GET", "/en/accounts/login/")
        assert status == 200, page
        form = {"csrfmiddlewaretoken": _CSRF_INPUT.search(page).group(1), "username": username, "password": PASSWORD}
        status, page = self.request("POST", "/en/accounts/login/", form)
        assert status == 302, f"{username} could not sign in: {status}"

    def csrf_token(self, path: str) -> str:
        status, page = self.request("GET", path)
        assert status == 200, page[-2000:]
        return _CSRF_INPUT.search(page).group(1)

    def open_form(self, path: str) -> dict:
        """The edit form's hidden fields, as a browser sends them back (CSRF token, base revision, edition)."""
        status, page = self.request("GET", path)
        assert status == 200, page[-2000:]
        hidden = dict(_HIDDEN_INPUT.findall(page))
        assert "based_on" in hidden, page[-2000:]
        return {**hidden, "heading": ""}


def signed_in(port: int, names=EDITORS) -> list[Browser]:
    browsers = [Browser(port) for _ in names]
    for browser, name in zip(browsers, names):
        browser.sign_in(name)
    return browsers


def race(
    editors: list[Browser], forms: list[dict], paths: list[str], delays: list[float] | None = None
) -> list[tuple[int | None, str]]:
    """The POSTs on connections already open, released together by a barrier (each after its ``delays``
    seconds, if given); (None, error) for no answer."""
    barrier = threading.Barrier(len(editors))
    answers: list = [(None, "no answer")] * len(editors)
    connections = [editor.connection() for editor in editors]
    for conn in connections:
        conn.connect()

    def post(i):
        barrier.wait(timeout=30)
        if delays:
            time.sleep(delays[i])
        try:
            answers[i] = editors[i].send(connections[i], "POST", paths[i], forms[i])
        except Exception as error:  # reported with the round, not lost in the thread
            answers[i] = (None, repr(error))
        finally:
            connections[i].close()

    threads = [threading.Thread(target=post, args=(i,)) for i in range(len(editors))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=90)
    return answers
