import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest
from django.conf import settings
from racing import SET_UP, Browser

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def prod_env(tmp_path):
    """An environment for the production settings with its own data dir and SQLite database."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DJANGO_", "LAWSITE_", "GUNICORN_"))}
    env.update(
        DJANGO_SETTINGS_MODULE="lawsite.settings.prod",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(48),
        DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost",
        LAWSITE_DATA_DIR=str(tmp_path / "data"),
        DATABASE_URL=f"sqlite:///{tmp_path / 'data' / 'prod.sqlite3'}",
        PYTHONDONTWRITEBYTECODE="1",
    )
    return env


@pytest.fixture
def manage():
    """Run ``manage.py`` in a fresh process, as an operator would."""

    def run(env, *args, check=True):
        return subprocess.run(
            [sys.executable, "manage.py", *args],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=check,
        )

    return run


@pytest.fixture
def race_database(prod_env, tmp_path):
    """DATABASE_URL for a site under race: on the suite's own database engine, never its test database
    (a scratch SQLite file, or a scratch PostgreSQL database beside the test database)."""
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
def race_set_up() -> str:
    """The code run once (``manage.py shell -c``) before gunicorn starts; a test module may add to it."""
    return SET_UP


@pytest.fixture
def race_site(prod_env, race_database, race_set_up, manage, tmp_path, free_port):
    """Gunicorn with three workers on the race database: (port, query, gunicorn log path); ``query(code)``
    runs code in a fresh ``manage.py shell`` and reads the JSON its last line prints."""
    prod_env.update(
        DATABASE_URL=race_database,
        DJANGO_SECURE_COOKIES="0",
        GUNICORN_BIND=f"127.0.0.1:{free_port}",
        GUNICORN_WORKERS="3",
        GUNICORN_LOG_LEVEL="warning",
        DJANGO_LOG_LEVEL="ERROR",
    )
    manage(prod_env, "shell", "-c", race_set_up)
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
