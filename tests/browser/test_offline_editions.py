"""Issue 23 in the browser: the offline book holds every published edition, forgiving addresses and law numbers
work offline, and a preview follows the content revision and says when a law's title is in English."""

import re
import time

import pytest
from django.db import OperationalError, transaction

from lawsite.laws.models import Clause, ClauseText, ContentState

pytestmark = pytest.mark.browser
BOOK_STATUS = "document.getElementById('offline-status').dataset.state"
IN_VIEWPORT = "e => { const r = e.getBoundingClientRect(); return r.top > -2 && r.top < innerHeight - 40; }"
#: Bytes and entries of every book cache, by interface language and edition ("2017" is the edition in force,
#: whose addresses carry no edition; "common": the static files, the index, the glossary data).
BOOK_SIZES = """async () => { const sizes = {};
  for (const key of await caches.keys()) { if (!key.startsWith('lawsite-book-')) continue; const cache = await caches.open(key);
    for (const request of await cache.keys()) { const path = new URL(request.url).pathname;
      let m = /^\\/(en|el|pl)\\/(?:(\\d{4})\\/)?/.exec(path), group;
      if (m) group = m[1] + ' ' + (m[2] || 'in force');
      else if ((m = /^\\/api\\/(?:(\\d{4})\\/)?laws\\//.exec(path))) group = 'preview data ' + (m[1] || 'in force');
      else group = 'common';
      const bytes = (await (await cache.match(request)).arrayBuffer()).byteLength;
      const entry = sizes[group] || (sizes[group] = [0, 0]); entry[0] += 1; entry[1] += bytes; } }
  return sizes; }"""


def wait_until(page, expression, arg=None, timeout=120.0):
    """Poll ``expression`` with page.evaluate: wait_for_function compiles it with eval, which the CSP forbids."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(expression, arg):
        assert time.monotonic() < deadline, f"still false after {timeout:.0f} s: {expression}"
        page.wait_for_timeout(200)


def leave(context):
    """Offline first, so the worker asks the live server for nothing while the test database is flushed."""
    context.set_offline(True)
    for page in context.pages:
        page.wait_for_timeout(300)
    context.close()


def _write(change, attempts: int = 100):
    """A write from the test thread while the live server may still be reading (in-memory SQLite with a shared
    cache refuses it at once with "database table is locked"): tried again until the readers are done."""
    for attempt in range(attempts):
        try:
            with transaction.atomic():
                return change()
        except OperationalError as error:
            if "locked" not in str(error) or attempt == attempts - 1:
                raise
            time.sleep(0.05)


def test_every_published_edition_reads_offline_and_its_size_is_reported(site, browser, capsys):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="pl-PL", service_workers="allow")
    page = context.new_page()
    failed = []
    page.on("requestfailed", lambda request: failed.append(request.url))
    try:
        for language in ("en", "el", "pl"):  # a book per interface language the reader uses, in one cache
            page.goto(f"{site}/{language}/laws/55/")
            wait_until(page, f"() => {BOOK_STATUS} === 'ready'")
        sizes = page.evaluate(BOOK_SIZES)
        with capsys.disabled():
            print("\noffline book by interface language and edition (entries, bytes):")
            for group in sorted(sizes):
                print(f"  {group}: {sizes[group][0]} entries, {sizes[group][1] / 1e6:.2f} MB")
            total = sum(bytes_ for _, bytes_ in sizes.values())
            print(f"  all: {sum(n for n, _ in sizes.values())} entries, {total / 1e6:.2f} MB")
        assert {f"{language} 2007" for language in ("en", "el", "pl")} <= set(sizes)
        assert "preview data 2007" in sizes and total < 40_000_000

        context.set_offline(True)
        page.goto(site + "/pl/2007/laws/67/")  # the only Polish Law 67 there is
        assert page.locator("h1").inner_text().startswith("Przepis 67")
        assert page.locator("#c-67B1a .cell[lang=pl]").count() == 1
        page.goto(site + "/pl/laws/55b2/")  # a forgiving address, never opened online
        page.wait_for_url(re.compile(r"/pl/laws/55B2/#c-55B2$"))
        assert "target" in page.locator("#c-55B2").get_attribute("class")
        page.goto(site + "/en/2007/laws/67b1a/")
        page.wait_for_url(re.compile(r"/en/2007/laws/67B1\(a\)/#c-67B1a$"))
        page.goto(site + "/pl/")
        page.locator("#site-search").fill("L55")
        page.locator("#site-search").press("Enter")
        page.wait_for_url(re.compile(r"/pl/laws/55/$"))
        page.goto(site + "/pl/search/?q=55B(2)")
        page.wait_for_url(re.compile(r"/pl/laws/55B2/$"))
        failed.clear()
        page.goto(site + "/el/laws/55C/")  # a permalink opened offline: law.js brings the clause into view
        assert page.locator("#c-55C").evaluate(IN_VIEWPORT)
        assert not [url for url in failed if "law" in url and url.endswith(".js")], failed
    finally:
        leave(context)


def test_a_preview_follows_the_content_revision_and_marks_an_english_title(site, open_page):
    page = open_page()
    page.goto(site + "/el/laws/55/")
    link = page.locator("a.ref[data-target='53']").first
    link.hover()
    box = page.locator(".ref-preview")
    box.wait_for()
    wait_until(page, "() => !!document.querySelector('.ref-preview-go')", timeout=10)
    assert "Το κείμενο δεν υπάρχει ακόμη στη συλλογή." in box.inner_text()
    # Law 53 has no Greek title in the collection: its English one is shown, marked as such
    assert box.locator(".ref-preview-law").get_attribute("lang") == "en"
    assert box.locator(".ref-preview-title-language").inner_text() == "(τίτλος στα Αγγλικά)"
    page.mouse.move(2, 2)
    box.wait_for(state="detached")

    def import_law_53():
        clause = Clause.all_editions.get(edition__code="2017", clause_id="53")
        ClauseText.objects.create(
            clause=clause, language="el", heading="", text="Κείμενο εισαγωγής.", html="<p>Κείμενο εισαγωγής.</p>"
        )
        ContentState.bump()

    _write(import_law_53)
    page.reload()  # the page of the new revision (revalidated); the browser's cache still holds Law 53's old data
    page.locator("a.ref[data-target='53']").first.hover()
    box = page.locator(".ref-preview")
    box.wait_for()
    wait_until(page, "() => !!document.querySelector('.ref-preview-go')", timeout=10)
    assert "Κείμενο εισαγωγής." in box.locator(".ref-preview-text").inner_text()
