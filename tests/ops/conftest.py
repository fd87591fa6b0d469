import os
import secrets
import socket
import subprocess
import sys
from pathlib import Path

import pytest

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
