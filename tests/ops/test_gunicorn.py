"""The production stack for real: gunicorn with several workers, whitenoise, the production settings."""

import http.client
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow
REPO = Path(__file__).resolve().parents[2]
WORKERS = 3


def get(port, path, headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request("GET", path, headers=headers or {})
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


def children_of(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


@pytest.fixture
def served_site(prod_env, manage, tmp_path, free_port):
    manage(prod_env, "migrate", "--noinput", "-v", "0")
    manage(prod_env, "load_content")
    manage(prod_env, "collectstatic", "--noinput", "-v", "0")
    port = free_port
    prod_env.update(GUNICORN_BIND=f"127.0.0.1:{port}", GUNICORN_WORKERS=str(WORKERS), GUNICORN_LOG_LEVEL="warning")
    log = (tmp_path / "gunicorn.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py"], cwd=REPO, env=prod_env, stdout=log, stderr=log
    )
    deadline = time.monotonic() + 30
    while True:
        try:
            get(port, "/en/")
            break
        except OSError:
            assert server.poll() is None, (tmp_path / "gunicorn.log").read_text()
            assert time.monotonic() < deadline, "gunicorn did not answer within 30 s"
            time.sleep(0.1)
    yield server, port
    server.send_signal(signal.SIGTERM)
    server.wait(timeout=20)
    log.close()


def test_several_workers_serve_pages_static_files_and_304s(served_site):
    server, port = served_site
    assert len(children_of(server.pid)) == WORKERS

    status, headers, body = get(port, "/en/laws/55/?cols=en&cols=el")
    html = body.decode()
    assert status == 200
    assert "restores the card led in error" in html and "επαναφέρει το φύλλο" in html
    assert "public" in headers["Cache-Control"]
    assert headers["X-Frame-Options"] == "DENY"
    assert get(port, "/en/laws/55/?cols=en&cols=el", {"If-None-Match": headers["ETag"]})[0] == 304

    stylesheet = re.search(r'href="(/static/css/site\.[0-9a-f]{12}\.css)"', html)
    assert stylesheet, "the page links the hashed stylesheet from the manifest"
    status, css_headers, css = get(port, stylesheet.group(1), {"Accept-Encoding": "gzip"})
    assert status == 200
    assert css_headers.get("Content-Encoding") == "gzip"
    assert "immutable" in css_headers["Cache-Control"]
    assert get(port, stylesheet.group(1), {"Accept-Encoding": "br"})[1].get("Content-Encoding") == "br"

    status, br_headers, br_body = get(port, "/en/laws/64/", {"Accept-Encoding": "gzip, br"})
    assert status == 200 and br_headers["Content-Encoding"] == "br"
    assert len(br_body) <= 15 * 1024
    assert get(port, "/en/laws/64/", {"Accept-Encoding": "gzip, br", "If-None-Match": br_headers["ETag"]})[0] == 304

    statuses = {get(port, f"/{language}/laws/{law}/")[0] for language in ("en", "el", "pl") for law in (43, 55, 67)}
    assert statuses == {200}
    assert get(port, "/en/", {"Host": "evil.example"})[0] == 400
