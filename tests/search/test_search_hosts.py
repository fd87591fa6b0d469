"""Two hosts, one database: each gunicorn has its own data directory and search index, and nothing on disk
is shared. An edit saved through one host is found through the other within a second, and a process
killed (kill -9) while it updates its host's index loses nothing.

The database is the suite's kind: a SQLite file, or, when DATABASE_URL is PostgreSQL (CI runs the suite
on both), a database of its own on that server, dropped afterwards.
"""

import http.client
import os
import secrets
import signal
import subprocess
import sys
import time
import urllib.parse
from html.parser import HTMLParser
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow, pytest.mark.alone]
REPO = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent


class Client:
    """A browser's worth of HTTP for one host: cookies kept, forms read back."""

    def __init__(self, port: int):
        self.port, self.cookies = port, {}

    def request(self, method: str, path: str, data: dict | None = None):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        body = None
        if data is not None:
            body = urllib.parse.urlencode(data)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            for name, value in response.getheaders():
                if name.lower() == "set-cookie":
                    key, _, rest = value.partition("=")
                    self.cookies[key] = rest.split(";", 1)[0]
            return response.status, dict(response.getheaders()), response.read().decode()
        finally:
            conn.close()

    def form(self, path: str) -> dict:
        status, _, html = self.request("GET", path)
        assert status == 200, (path, status)
        parser = _Form()
        parser.feed(html)
        return parser.fields

    def search(self, query: str) -> list[str]:
        import json

        status, _, body = self.request("GET", "/en/api/search?" + urllib.parse.urlencode({"q": query}))
        assert status == 200, body
        return [hit["clause_id"] for hit in json.loads(body)["results"]]


class _Form(HTMLParser):
    """The fields of the page's POST form: inputs (buttons left out) and textareas."""

    def __init__(self):
        super().__init__()
        self.fields, self._textarea, self._in_form = {}, None, False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form" and attrs.get("method", "").lower() == "post":
            self._in_form = True
        if not self._in_form or "name" not in attrs:
            return
        if tag == "input" and attrs.get("type") not in ("submit", "button", "checkbox"):
            self.fields[attrs["name"]] = attrs.get("value", "")
        elif tag == "input" and attrs.get("type") == "checkbox" and "checked" in attrs:
            self.fields[attrs["name"]] = attrs.get("value", "on")
        elif tag == "textarea":
            self._textarea = attrs["name"]
            self.fields[self._textarea] = ""

    def handle_endtag(self, tag):
        if tag == "textarea":
            self._textarea = None
        elif tag == "form":
            self._in_form = False

    def handle_data(self, data):
        if self._textarea:
            self.fields[self._textarea] += data


def _postgres_url() -> str | None:
    url = os.environ.get("DATABASE_URL", "")
    return url if url.startswith(("postgres://", "postgresql://")) else None


@pytest.fixture
def shared_database(tmp_path):
    """The URL of an empty database both hosts use: SQLite in a file, or a new PostgreSQL database."""
    server = _postgres_url()
    if server is None:
        yield f"sqlite:///{tmp_path / 'shared.sqlite3'}"
        return
    import psycopg

    parts = urllib.parse.urlsplit(server)
    name = f"{parts.path.lstrip('/')}_hosts_{secrets.token_hex(4)}"
    with psycopg.connect(server, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urllib.parse.urlunsplit(parts._replace(path=f"/{name}"))
    finally:
        with psycopg.connect(server, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def host_env(data_dir: Path, database_url: str, secret: str) -> dict:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DJANGO_", "LAWSITE_", "GUNICORN_"))}
    env.update(
        DJANGO_SETTINGS_MODULE="lawsite.settings.prod",
        DJANGO_SECRET_KEY=secret,
        DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost",
        DJANGO_SECURE_COOKIES="0",
        LAWSITE_DATA_DIR=str(data_dir),
        DATABASE_URL=database_url,
        PYTHONDONTWRITEBYTECODE="1",
    )
    return env


def manage(env: dict, *args):
    done = subprocess.run(
        [sys.executable, "manage.py", *args], cwd=REPO, env=env, capture_output=True, text=True, timeout=180
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture
def two_hosts(tmp_path, shared_database):
    secret = secrets.token_urlsafe(48)
    envs = [host_env(tmp_path / name, shared_database, secret) for name in ("host-a", "host-b")]
    manage(envs[0], "migrate", "--noinput", "-v", "0")
    manage(envs[0], "load_content")
    manage(
        envs[0],
        "shell",
        "-c",
        (
            "from django.contrib.auth.models import Group, User\n"
            "user = User.objects.create_user('editor', password='pw-editor-hosts-1')\n"
            "user.groups.add(Group.objects.get_or_create(name='editors')[0])\n"
        ),
    )
    servers = []
    for env in envs:
        manage(env, "collectstatic", "--noinput", "-v", "0")
        manage(env, "rebuild_index")  # each host's deploy builds its own index
        port = free_port()
        env.update(GUNICORN_BIND=f"127.0.0.1:{port}", GUNICORN_WORKERS="2", GUNICORN_LOG_LEVEL="warning")
        log = (Path(env["LAWSITE_DATA_DIR"]) / "gunicorn.log").open("w")
        process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py"], cwd=REPO, env=env, stdout=log, stderr=log
        )
        servers.append((process, port, log, env))
    for process, port, log, _env in servers:
        deadline = time.monotonic() + 60
        while True:
            try:
                Client(port).request("GET", "/en/")
                break
            except OSError:
                assert process.poll() is None, Path(log.name).read_text()
                assert time.monotonic() < deadline, "gunicorn did not answer within 60 s"
                time.sleep(0.1)
    yield [(Client(port), env) for _, port, _, env in servers]
    for process, _, log, _ in servers:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)
        log.close()


def save_through(client: Client, clause_id: str, words: str):
    """Sign in and save an edit of the English text of ``clause_id`` through the editor's form."""
    if "sessionid" not in client.cookies:
        login = client.form("/en/accounts/login/")
        status, _, _ = client.request(
            "POST", "/en/accounts/login/", {**login, "username": "editor", "password": "pw-editor-hosts-1"}
        )
        assert status == 302, "signing in failed"
    path = f"/en/editor/clause/{clause_id}/en/"
    fields = client.form(path)
    fields.update(text=fields["text"] + f" {words}", message="hosts test", action="save")
    status, headers, body = client.request("POST", path, fields)
    assert status == 302, body[:2000]


def found_within(client: Client, query: str, clause_id: str, seconds: float) -> float:
    started = time.monotonic()
    while time.monotonic() - started < seconds:
        if clause_id in client.search(query):
            return time.monotonic() - started
        time.sleep(0.05)
    raise AssertionError(f"{query!r} not found in {clause_id} through the other host within {seconds} s")


def test_an_edit_through_one_host_is_found_through_the_other_within_a_second(two_hosts, tmp_path):
    (host_a, env_a), (host_b, env_b) = two_hosts
    assert Path(env_a["LAWSITE_DATA_DIR"]) != Path(env_b["LAWSITE_DATA_DIR"])
    assert host_b.search("quetzalcoatl") == [] and host_a.search("quetzalcoatl") == []

    save_through(host_a, "55B1", "The quetzalcoatl rule.")
    assert host_a.search("quetzalcoatl") == ["55B1"]  # the host that saved has it at once
    assert found_within(host_b, "quetzalcoatl", "55B1", 1.0) < 1.0

    # Host B's indexing process dies half way through the next update: nothing is lost.
    save_through(host_a, "55C", "The axolotl rule.")
    signal_file = tmp_path / "writing"
    victim = subprocess.Popen(
        [sys.executable, str(HERE / "slow_follower_process.py"), str(signal_file)],
        cwd=REPO,
        env={**env_b, "PYTHONPATH": str(REPO)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 60
    while not signal_file.exists():
        assert victim.poll() is None, victim.communicate()[1].decode()
        assert time.monotonic() < deadline, "the follower never started writing"
        time.sleep(0.02)
    os.kill(victim.pid, signal.SIGKILL)
    victim.communicate(timeout=10)
    assert victim.returncode == -signal.SIGKILL
    assert found_within(host_b, "axolotl", "55C", 2.0) < 2.0
    assert host_b.search("quetzalcoatl") == ["55B1"]
