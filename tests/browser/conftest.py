"""Real browser tests: Playwright for Python driving Debian's Chromium, never a downloaded browser."""

import os
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = Path(os.environ.get("LAWSITE_CHROMIUM", "/usr/bin/chromium"))
ARTIFACTS = REPO / "test-artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
VIEWPORTS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}


class _Chromium:
    """The launched browser, whose contexts block service workers unless a test asks for them: the offline
    book downloads in the background and would still be fetching from the live server while the test
    database is flushed."""

    def __init__(self, browser):
        self._browser = browser

    def new_context(self, **options):
        options.setdefault("service_workers", "block")
        return self._browser.new_context(**options)

    def __getattr__(self, name):
        return getattr(self._browser, name)


@pytest.fixture(scope="module")
def browser():
    """One Chromium for the module; each test gets a fresh context (cookies, viewport, JS switch)."""
    from playwright.sync_api import sync_playwright

    assert CHROMIUM.exists(), f"Debian's chromium is expected at {CHROMIUM} (.ci/run installs it)"
    # Playwright's sync API keeps an event loop on this thread; the ORM calls made by the test and by
    # pytest-django's flush are still synchronous, so Django's async guard is lifted while it runs.
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
            yield _Chromium(chromium)
            chromium.close()
    finally:
        if previous is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture
def site(live_server):
    """The live server's URL with the real laws_content/ loaded (live-server tests start from an empty database)."""
    from lawsite.laws.loader import load_content

    load_content(REPO / "laws_content")
    return live_server.url


@pytest.fixture
def open_page(browser, request):
    """``open_page("desktop"|"phone", javascript=...)``: a page in a fresh context; screenshots kept at teardown.

    Service workers are blocked unless asked for: the offline book downloads in the background and
    would still be fetching from the live server when the test ends.
    """
    contexts = []

    def make(viewport="desktop", javascript=True, service_workers="block"):
        context = browser.new_context(
            viewport=VIEWPORTS[viewport],
            java_script_enabled=javascript,
            locale="en-GB",
            service_workers=service_workers,
        )
        contexts.append(context)
        return context.new_page()

    yield make
    ARTIFACTS.mkdir(exist_ok=True)
    # the node id, not the bare name: two modules' tests of one name, run by two xdist workers at once, would
    # write the same screenshot file
    name = re.sub(r"[^\w.-]+", "_", request.node.nodeid)
    for number, context in enumerate(contexts):
        for page in context.pages:
            page.screenshot(path=str(ARTIFACTS / f"{name}-{number}.png"), full_page=True)
        context.close()
