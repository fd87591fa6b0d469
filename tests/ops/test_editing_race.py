"""Editors press Save at the same moment, over real HTTP to gunicorn workers.

Run on the database the suite runs on (CI runs the suite on SQLite and on PostgreSQL): a scratch
SQLite file, or a scratch PostgreSQL database beside the test database. Two saves of one clause: every
round exactly one goes through and the other is the 409 conflict page showing both versions; nothing
is lost. Saves of different clauses of one edition (each re-links the whole edition): all go through,
none is a deadlock, and the links and rendered HTML they leave are what a fresh re-link makes.
"""

import html
import http.client
import json
import re
import secrets
import signal
import subprocess
import sys
import threading
import time
from contextlib import closing
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import urlencode

import pytest
from django.conf import settings

pytestmark = pytest.mark.slow
REPO = Path(__file__).resolve().parents[2]
ROUNDS = 20
CLAUSE_URL = "/en/editor/clause/55B1/en/"
PASSWORD = "pw-race-editor-1"
_CSRF_INPUT = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
_BASED_ON_INPUT = re.compile(r'name="based_on" value="(\d+)"')

#: The operator's steps (migrate, load_content, collectstatic) and two editors, in one process.
SET_UP = f"""
from django.contrib.auth.models import Group, User
from django.core.management import call_command
from lawsite.laws.permissions import EDITORS_GROUP
call_command("migrate", interactive=False, verbosity=0)
call_command("load_content", verbosity=0)
call_command("collectstatic", interactive=False, verbosity=0)
group, _ = Group.objects.get_or_create(name=EDITORS_GROUP)
for name in ("ana", "bartek", "celina"):
    User.objects.create_user(name, password={PASSWORD!r}).groups.add(group)
"""
REPORT = """
import json
from lawsite.editor.models import Revision
from lawsite.laws.models import ClauseText
history = Revision.objects.of("clause", "55B1", "en", "2017").order_by("number")
print(json.dumps({
    "edits": [[r.number, r.based_on, r.text] for r in history.edits()],
    "numbers": list(history.values_list("number", flat=True)),
    "live": ClauseText.objects.get(clause__edition__code="2017", clause__clause_id="55B1", language="en").text,
}))
"""


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

    def open_form(self, path: str) -> dict:
        status, page = self.request("GET", path)
        assert status == 200, page[-2000:]
        return {
            "csrfmiddlewaretoken": _CSRF_INPUT.search(page).group(1),
            "based_on": _BASED_ON_INPUT.search(page).group(1),
            "heading": "",
        }


@pytest.fixture
def race_database(prod_env, tmp_path):
    """DATABASE_URL for the site under test: on the suite's own database engine, never its test database."""
    engine = settings.DATABASES["default"]["ENGINE"]
    if "postgresql" not in engine:
        yield f"sqlite:///{tmp_path / 'data' / 'race.sqlite3'}"
        return
    import psycopg

    suite = settings.DATABASES["default"]
    name = f"{suite['NAME']}_saves_{secrets.token_hex(4)}"
    conninfo = {
        "host": suite["HOST"] or "127.0.0.1",
        "port": suite["PORT"] or 5432,
        "user": suite["USER"],
        "password": suite["PASSWORD"],
        "dbname": suite["NAME"],
    }
    with closing(psycopg.connect(**conninfo, autocommit=True)) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"postgres://{suite['USER']}:{suite['PASSWORD']}@{conninfo['host']}:{conninfo['port']}/{name}"
    finally:
        with closing(psycopg.connect(**conninfo, autocommit=True)) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def race_site(prod_env, race_database, manage, tmp_path, free_port):
    prod_env.update(
        DATABASE_URL=race_database,
        DJANGO_SECURE_COOKIES="0",
        GUNICORN_BIND=f"127.0.0.1:{free_port}",
        GUNICORN_WORKERS="3",
        GUNICORN_LOG_LEVEL="warning",
        DJANGO_LOG_LEVEL="ERROR",
    )
    manage(prod_env, "shell", "-c", SET_UP)
    log_path = tmp_path / "gunicorn.log"
    log = log_path.open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py"], cwd=REPO, env=prod_env, stdout=log, stderr=log
    )
    deadline = time.monotonic() + 30
    while True:
        try:
            Browser(free_port).request("GET", "/en/")
            break
        except OSError:
            assert server.poll() is None, log_path.read_text()
            assert time.monotonic() < deadline, "gunicorn did not answer within 30 s"
            time.sleep(0.1)
    yield free_port, lambda code: json.loads(manage(prod_env, "shell", "-c", code).stdout.splitlines()[-1]), log_path
    server.send_signal(signal.SIGTERM)
    server.wait(timeout=20)
    log.close()


def _race(editors: list[Browser], forms: list[dict], paths: list[str] | None = None) -> list[tuple[int, str]]:
    """The POSTs (to ``paths``, else the one clause) on connections already open, released together by a barrier."""
    paths = paths or [CLAUSE_URL] * len(editors)
    barrier = threading.Barrier(len(editors))
    answers: list = [(None, "no answer")] * len(editors)
    connections = [editor.connection() for editor in editors]
    for conn in connections:
        conn.connect()

    def post(i):
        barrier.wait(timeout=30)
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


def test_simultaneous_saves_give_one_save_and_one_conflict(race_site):
    port, query, log_path = race_site
    ana, bartek = Browser(port), Browser(port)
    ana.sign_in("ana")
    bartek.sign_in("bartek")

    outcomes, winners, problems = [], [], []
    for n in range(1, ROUNDS + 1):
        forms = [ana.open_form(CLAUSE_URL), bartek.open_form(CLAUSE_URL)]
        assert forms[0]["based_on"] == forms[1]["based_on"], "both editors start from the same revision"
        texts = [f"Round {n} wording of ana.", f"Round {n} wording of bartek."]
        for form, text in zip(forms, texts):
            form.update(text=text, message=f"round {n}", action="save")
        answers = _race([ana, bartek], forms)
        statuses = [status for status, _ in answers]
        outcomes.append(tuple(sorted(statuses, key=str)))
        if sorted(statuses, key=str) != [302, 409]:
            problems.append(f"round {n}: {statuses}")
            winners += [texts[i] for i, status in enumerate(statuses) if status == 302]
            continue
        won, lost = statuses.index(302), statuses.index(409)
        winners.append(texts[won])
        page = html.unescape(answers[lost][1])
        if not ("Not saved" in page and texts[won] in page and texts[lost] in page):
            problems.append(f"round {n}: the 409 page does not show both versions")

    summary = (
        f"{settings.DATABASES['default']['ENGINE'].rsplit('.', 1)[-1]}: "
        f"{outcomes.count((302, 302))}/{ROUNDS} rounds both saved, "
        f"{sum(o.count(500) for o in outcomes)} answers 500, "
        f"{outcomes.count((302, 409))}/{ROUNDS} rounds one save and one 409; "
        f"{'; '.join(problems[:5])}"
    )
    report = query(REPORT)
    edits = report["edits"]
    assert not problems, summary + "\n" + log_path.read_text()[-3000:]
    assert len(edits) == len(winners) == ROUNDS, summary
    assert [text for _, _, text in edits] == winners, "every saved wording is a revision, in order"
    assert all(based_on == number - 1 for number, based_on, _ in edits), "each revision follows the one before"
    assert report["numbers"] == list(range(1, len(report["numbers"]) + 1))
    assert report["live"] == winners[-1]


RELINK_ROUNDS = 8
#: One clause each, all of the 2017 edition, so every save re-links the same texts.
OWN_CLAUSES = ["55B1", "55B2", "55C"]
#: What the clauses cite, in turn: resolved targets and one (55B9) that is not there.
CITED = ["12C1", "40B2(a)", "16D", "47E1", "55B9", "12A"]
RELINK_REPORT = """
import json
from collections import Counter
from django.db import transaction
from lawsite.editor.models import Revision
from lawsite.laws.loader import LoadReport, _reference_key_of, refresh_references
from lawsite.laws.models import ClauseText, Edition, Reference
edition = Edition.objects.get(code="2017")
keys = Counter(_reference_key_of(r) for r in Reference.objects.filter(target_clause__edition=edition))
live = {
    t.clause.clause_id: t.text
    for t in ClauseText.objects.filter(clause__edition=edition, clause__clause_id__in=%(clauses)r, language="en")
    .select_related("clause")
}
edits = {cid: list(Revision.objects.of("clause", cid, "en", "2017").order_by("number").edits().values_list("text", flat=True))
         for cid in %(clauses)r}
report = LoadReport()
with transaction.atomic():
    refresh_references(report, edition)
    transaction.set_rollback(True)
print(json.dumps({
    "stale": dict(report.changes),
    "duplicate_links": sum(n - 1 for n in keys.values()),
    "live": live,
    "edits": edits,
}))
"""


def test_simultaneous_saves_of_different_clauses_leave_the_links_as_a_fresh_relink(race_site):
    """Each save re-links the whole edition in its transaction: saves of different clauses at once must
    neither deadlock (a 500) nor leave one another's links or HTML stale."""
    port, query, log_path = race_site
    editors = [Browser(port) for _ in OWN_CLAUSES]
    for editor, name in zip(editors, ("ana", "bartek", "celina")):
        editor.sign_in(name)
    paths = [f"/en/editor/clause/{cid}/en/" for cid in OWN_CLAUSES]

    saved = {cid: [] for cid in OWN_CLAUSES}
    statuses, problems = [], []
    for n in range(1, RELINK_ROUNDS + 1):
        forms = [editor.open_form(path) for editor, path in zip(editors, paths)]
        texts = []
        for i, (form, cid) in enumerate(zip(forms, OWN_CLAUSES)):
            cited = CITED[(n + 2 * i) % len(CITED)], CITED[(n * (i + 1)) % len(CITED)]
            texts.append(f"Round {n}, {cid}: see Law {cited[0]} and Law {cited[1]}.")
            form.update(text=texts[-1], message=f"round {n}", action="save")
        answers = _race(editors, forms, paths)
        for cid, text, (status, page) in zip(OWN_CLAUSES, texts, answers):
            statuses.append(status)
            if status == 302:
                saved[cid].append(text)
            else:
                problems.append(f"round {n} {cid}: {status} {html.unescape(page)[:200]!r}")

    report = query(RELINK_REPORT % {"clauses": OWN_CLAUSES})
    summary = (
        f"{settings.DATABASES['default']['ENGINE'].rsplit('.', 1)[-1]}: of {len(statuses)} saves "
        f"{statuses.count(302)} saved, {statuses.count(409)} refused as conflicts, {statuses.count(500)} answered 500, "
        f"{sum(status is None for status in statuses)} without answer; re-link afterwards changed {report['stale']}, "
        f"{report['duplicate_links']} duplicate links; {'; '.join(problems[:3])}"
    )
    assert not problems, summary + "\n" + log_path.read_text()[-3000:]
    assert report["edits"] == saved, "every save is a revision of its own clause, in order"
    assert report["live"] == {cid: texts[-1] for cid, texts in saved.items()}
    assert report["stale"] == {} and report["duplicate_links"] == 0, summary
