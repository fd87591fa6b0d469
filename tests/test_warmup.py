"""A worker's start: every view imported without the double-dummy solver's heavy package, and a warm-up
that never stops a worker from starting."""

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from lawsite import warmup

REPO = Path(__file__).resolve().parents[1]


def test_importing_every_view_leaves_endplay_until_a_deal_is_solved():
    script = textwrap.dedent(
        """
        import os, sys
        os.environ["DJANGO_SETTINGS_MODULE"] = "lawsite.settings.test"
        import django
        django.setup()
        from django.urls import get_resolver
        get_resolver().url_patterns
        print(sorted(name for name in ("endplay", "matplotlib") if name in sys.modules))
        from lawsite.rulings import double_dummy
        hands = {seat: [suit + rank for rank in "AKQJT98765432"] for seat, suit in zip("NESW", "SHDC")}
        print(double_dummy.dd_table(hands)["S"]["N"], "endplay" in sys.modules)
        """
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[:2] == ["[]", "13 True"]


def test_a_failing_warm_up_is_logged_and_the_worker_goes_on(monkeypatch, caplog):
    from lawsite.search import engine

    def broken():
        raise RuntimeError("index unreadable")

    monkeypatch.setattr(engine, "get_engine", broken)
    warmup.warm()
    assert "warming up the worker failed" in caplog.text
    assert "index unreadable" in caplog.text


@pytest.mark.django_db
def test_warm_up_answers_a_search_in_each_language(monkeypatch):
    from lawsite.search import engine

    asked = []
    real = engine.get_engine()
    monkeypatch.setattr(real, "search", lambda raw, ui_language="en", **kw: asked.append((raw, ui_language)))
    monkeypatch.setattr(engine, "get_engine", lambda: real)
    warmup.warm()
    assert asked == [("law", "en"), ("law", "el"), ("law", "pl")]
