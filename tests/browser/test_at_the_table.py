"""A player at the table, on a phone, often without signal: offline, previews, 360 px, landing, print."""

import io
import re
import time

import pytest
from django.contrib.auth.models import Group, User
from django.db import OperationalError, transaction
from pypdf import PdfReader

from lawsite.laws.models import ContentState
from lawsite.laws.permissions import EDITORS_GROUP

pytestmark = pytest.mark.browser
PHONE = {"width": 360, "height": 740}
IN_VIEWPORT = "e => { const r = e.getBoundingClientRect(); return r.top > -2 && r.top < innerHeight - 40; }"
NO_HORIZONTAL_SCROLL = "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
READER_PAGES = [
    "/en/",
    "/el/",
    "/en/laws/64/",
    "/en/laws/55/?cols=en&cols=el&cols=pl",
    "/el/laws/55/",
    "/en/laws/43/",
    "/pl/laws/67/",
    "/en/laws/12/",
    "/en/laws/55B2/",
    "/en/laws/43B2(b)/",
    "/en/glossary/",
    "/el/glossary/",
    "/pl/glossary/",
    "/en/search/?q=revoke",
    "/el/search/?q=revoke",
    "/pl/search/?q=xqzzy",
    "/en/rulings/",
    "/en/rulings/pbn/",
    "/en/offline/",
    "/el/offline/",
    "/en/editor/status/",
    "/en/editor/changes/",
    "/en/editor/history/clause/55C/en/",
    "/en/accounts/login/",
]
EDITOR_PAGES = ["/en/editor/", "/en/editor/law/55/", "/en/editor/clause/55B1/el/", "/en/reports/references/"]
BOOK_STATUS = "document.getElementById('offline-status').dataset.state"


def wait_until(page, expression, arg=None, timeout=90.0):
    """Poll ``expression`` with page.evaluate: wait_for_function compiles it with eval, which the CSP forbids."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(expression, arg):
        assert time.monotonic() < deadline, f"still false after {timeout:.0f} s: {expression}"
        page.wait_for_timeout(200)


def phone(browser, javascript=True, **options):
    context = browser.new_context(viewport=PHONE, java_script_enabled=javascript, locale="en-GB", **options)
    return context, context.new_page()


def assert_fits(page, path):
    width, client = page.evaluate(NO_HORIZONTAL_SCROLL)
    assert width <= client, f"{path}: {width} px wide on a {client} px screen"


def test_every_page_type_fits_a_360px_screen(site, browser):
    context, page = phone(browser)
    try:
        for path in READER_PAGES:
            page.goto(site + path)
            assert_fits(page, path)
        section = page.goto(site + "/en/rulings/") and page.locator("section#revoke")
        section.locator("summary").click()
        assert_fits(page, "/en/rulings/ (revoke form open)")
        user = User.objects.create_user("phone-editor", password="pw-phone-editor-1")
        user.groups.add(Group.objects.get_or_create(name=EDITORS_GROUP)[0])
        page.goto(f"{site}/en/accounts/login/?next=/en/editor/")
        page.locator("input[name=username]").fill("phone-editor")
        page.locator("input[name=password]").fill("pw-phone-editor-1")
        page.locator(".login-form button[type=submit]").click()
        page.wait_for_url(re.compile(r"/en/editor/$"))
        for path in EDITOR_PAGES:
            page.goto(site + path)
            assert_fits(page, path)
    finally:
        context.close()


@pytest.mark.parametrize("path", ["/en/laws/55B2/", "/en/laws/55b2/", "/en/laws/55%20b%202/", "/el/laws/55Β2/"])
def test_a_clause_address_lands_on_the_clause_without_javascript(site, browser, path):
    context, page = phone(browser, javascript=False)
    try:
        page.goto(site + path)
        assert page.evaluate("scrollY") == 0 or page.url.endswith("#c-55B2")
        assert re.search(r"/laws/55B2/(#c-55B2)?$", page.url), page.url
        clause = page.locator("#c-55B2")
        assert "target" in clause.get_attribute("class")
        assert clause.evaluate(IN_VIEWPORT), "the clause is on the first screen"
        # The whole law is still there: the clauses before it folded above, those after it below.
        earlier = page.locator("details.earlier-clauses")
        assert earlier.locator("#c-55A").count() == 1 and page.locator("#c-55C").count() == 1
        earlier.locator(":scope > summary").click()  # its own, not a fold inside it
        assert page.locator("#c-55A").is_visible()
    finally:
        context.close()


def pages_of(pdf: bytes) -> int:
    return len(PdfReader(io.BytesIO(pdf)).pages)


def test_law_55_in_two_languages_prints_on_at_most_three_a4_pages(site, open_page):
    page = open_page()
    for path in ("/en/laws/55/?cols=en&cols=el", "/el/laws/55/"):
        page.goto(site + path)
        pdf = page.pdf(format="A4")
        assert 1 <= pages_of(pdf) <= 3, (path, pages_of(pdf))
    page.emulate_media(media="print")
    page.set_viewport_size({"width": 718, "height": 1000})  # A4 less its margins
    for hidden in (".site-header", "#site-search", ".columns-chooser", ".law-nav", ".cited-by"):
        assert not page.locator(hidden).first.is_visible(), hidden
    meta = page.locator(".print-meta")
    assert meta.is_visible()
    assert "2017" in meta.inner_text() and site + "/el/laws/55/" in meta.inner_text()
    assert page.locator("#c-55B1 > .cid").is_visible()
    greek, english = (page.locator(f"#c-55B1 > .cell[lang={code}]").bounding_box() for code in ("el", "en"))
    assert round(greek["y"]) == round(english["y"]) and greek["x"] + greek["width"] <= english["x"]  # side by side
    page.set_viewport_size({"width": 400, "height": 1000})  # narrow paper: one below the other
    greek, english = (page.locator(f"#c-55B1 > .cell[lang={code}]").bounding_box() for code in ("el", "en"))
    assert greek["y"] + greek["height"] <= english["y"]


def leave(context):
    """Close a context whose worker may still be asking the live server for the book: offline first,
    so nothing reaches the server while the test database is flushed."""
    context.set_offline(True)
    for page in context.pages:
        page.wait_for_timeout(300)
    context.close()


def book_caches(page):
    return page.evaluate("caches.keys().then(keys => keys.filter(k => k.startsWith('lawsite-book-')))")


BOOK_SIZE = """async () => { let bytes = 0, entries = 0;
  for (const key of await caches.keys()) { const cache = await caches.open(key);
    for (const request of await cache.keys()) { bytes += (await (await cache.match(request)).arrayBuffer()).byteLength; entries++; } }
  return [entries, bytes]; }"""


def _bump_content(attempts: int = 100):
    """``ContentState.bump()`` from the test thread while the live server may still be answering the service
    worker's fetches: the test database is SQLite in memory with a shared cache, where a write meets a table
    another connection is reading with "database table is locked" at once (no busy timeout; a file database,
    as the site runs on, waits instead). Tried again until the readers are done."""
    for attempt in range(attempts):
        try:
            with transaction.atomic():  # all of the bump or none of it
                return ContentState.bump()
        except OperationalError as error:
            if "locked" not in str(error) or attempt == attempts - 1:
                raise
            time.sleep(0.05)


def test_the_law_book_reads_offline_after_one_visit(site, browser, capsys):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB", service_workers="allow")
    page = context.new_page()
    try:
        page.goto(site + "/en/laws/55/")
        wait_until(page, f"() => {BOOK_STATUS} === 'ready'")
        line = page.locator("#offline-status")
        assert line.is_visible() and line.inner_text().startswith("Available offline · updated on ")
        revision = ContentState.current().version
        assert book_caches(page) == [f"lawsite-book-2017-{revision}"]
        entries, size = page.evaluate(BOOK_SIZE)
        with capsys.disabled():
            print(f"\noffline book, English interface: {entries} entries, {size} bytes")
        assert entries > 150 and size < 10_000_000

        context.set_offline(True)
        page.goto(site + "/en/laws/43/")
        assert page.locator("h1").inner_text().startswith("Law 43")
        assert "Offline: reading the law book saved on this device" in page.locator("#offline-status").inner_text()
        page.goto(site + "/en/laws/55B2/")
        assert "target" in page.locator("#c-55B2").get_attribute("class")
        page.goto(site + "/en/glossary/")
        assert page.locator("#term-revoke").count() == 1
        page.goto(site + "/en/search/?q=" + "Law 43 B 2 (b)")
        page.wait_for_url(re.compile(r"/en/laws/43B2\(b\)/$"))
        assert page.locator("h1").inner_text().startswith("Law 43")
        page.goto(site + "/en/search/?q=55b1")
        page.wait_for_url(re.compile(r"/en/laws/55B1/$"))
        for needs_connection in ("/en/search/?q=revoke", "/en/rulings/"):
            page.goto(site + needs_connection)
            assert page.locator("h1").inner_text() == "No connection"
            assert "needs a connection" in page.locator("main").inner_text()
        page.goto(site + "/en/")
        page.locator("#site-search").fill("67B1")
        page.locator("#site-search").press("Enter")
        page.wait_for_url(re.compile(r"/en/laws/67B1/$"))

        context.set_offline(False)
        _bump_content()  # the content changed: a new book replaces the old one
        page.goto(site + "/en/laws/55/")
        wait_until(
            page,
            "rev => caches.keys().then(k => k.filter(n => n.startsWith('lawsite-book-')).join() === 'lawsite-book-2017-' + rev)",
            str(ContentState.current().version),
        )
    finally:
        leave(context)


def test_the_offline_book_keeps_each_interface_language_the_reader_uses(site, browser):
    context = browser.new_context(locale="el-GR", service_workers="allow")
    page = context.new_page()
    try:
        page.goto(site + "/el/laws/55/")
        wait_until(page, f"() => {BOOK_STATUS} === 'ready'")
        assert re.match(r"Διαθέσιμο χωρίς σύνδεση · ενημερώθηκε στις \d", page.locator("#offline-status").inner_text())
        context.set_offline(True)
        page.goto(site + "/el/laws/67/")
        assert page.locator("html").get_attribute("lang") == "el"
        page.goto(site + "/el/rulings/")
        assert page.locator("h1").inner_text() == "Χωρίς σύνδεση"
    finally:
        leave(context)


def preview(page):
    box = page.locator(".ref-preview")
    box.wait_for()
    wait_until(
        page,
        "() => !document.querySelector('.ref-preview-body') || !!document.querySelector('.ref-preview-go')",
        timeout=10,
    )
    return box


def test_hovering_a_reference_previews_the_clause_in_the_readers_language(site, open_page):
    page = open_page()
    page.goto(site + "/en/laws/55/?cols=en&cols=el")
    link = page.locator(".example .cell[lang=el] a.ref[data-target='55A']").first
    link.hover()
    box = preview(page)
    assert box.get_attribute("role") == "dialog" and box.get_attribute("aria-labelledby") == "ref-preview-title"
    assert page.locator("#ref-preview-title").inner_text() == "Law 55A · Declarer's Lead Out of Turn"
    assert box.locator(".ref-preview-heading").inner_text() == "Declarer’s Lead Accepted"
    text = box.locator(".ref-preview-text")
    assert text.get_attribute("lang") == "en"  # the reader's language, though the link sits in the Greek column
    assert "either defender may accept the lead" in text.inner_text()
    assert box.locator(".ref-preview-language").count() == 0
    assert text.locator("a[href='/en/laws/53/']").count() == 1  # links inside point at the reader's language
    assert box.locator(".ref-preview-go").get_attribute("href") == "/en/laws/55A/"
    assert link.get_attribute("aria-expanded") == "true" and link.get_attribute("aria-controls") == "ref-preview"
    assert page.url.endswith("/en/laws/55/?cols=en&cols=el")  # the reader's place is kept
    page.mouse.move(2, 2)
    box.wait_for(state="detached")
    assert link.get_attribute("aria-expanded") == "false"
    assert link.get_attribute("title") == "55A"  # the tooltip comes back


def test_a_reference_without_text_in_the_readers_language_shows_the_columns_language_marked(site, open_page):
    page = open_page()
    page.goto(site + "/pl/laws/55/?cols=el")
    page.locator(".cell[lang=el] a.ref[data-target='55B1']").first.hover()
    box = preview(page)
    assert box.locator(".ref-preview-text").get_attribute("lang") == "el"
    assert "επαναφέρει" in box.locator(".ref-preview-text").inner_text()
    assert box.locator(".ref-preview-language").inner_text() == "Pokazano w języku: grecki"
    assert page.locator("#ref-preview-title").inner_text().startswith("Przepis 55B1")


def test_a_preview_of_a_clause_whose_text_is_an_older_editions_says_so_and_links_within_that_edition(site, open_page):
    page = open_page()
    page.goto(site + "/pl/laws/67/")
    page.locator(".example a.ref[data-target='67A']").first.hover()
    box = preview(page)
    assert box.locator(".ref-preview-edition").inner_text() == "Brzmienie z 2007 r."  # 2017 has no Polish Law 67
    assert box.locator(".ref-preview-text").get_attribute("lang") == "pl"
    assert box.locator(".ref-preview-go").get_attribute("href") == "/pl/laws/67A/"
    page.mouse.move(2, 2)
    box.wait_for(state="detached")
    # a link in the 2007 wording reads the 2007 edition, where Law 64 is not in the collection
    link = page.locator(".cell.older[lang=pl] a.ref[data-target='64A2']").first
    assert link.get_attribute("href") == "/pl/2007/laws/64A2/"
    link.hover()
    box = preview(page)
    assert "Tekstu nie ma jeszcze w zbiorze." in box.inner_text()
    assert box.locator(".ref-preview-go").get_attribute("href") == "/pl/2007/laws/64A2/"


def test_keyboard_focus_previews_and_escape_closes_and_returns_focus(site, open_page):
    page = open_page()
    page.goto(site + "/en/laws/55/")
    link = page.locator("a.ref[data-target='47E1']").first
    link.focus()
    box = preview(page)
    assert link.get_attribute("aria-describedby") == "ref-preview-body"
    page.keyboard.press("Tab")  # into the preview: its close button, then its link
    assert page.evaluate("document.activeElement.closest('.ref-preview') !== null")
    page.keyboard.press("Escape")
    box.wait_for(state="detached")
    assert page.evaluate("document.activeElement.dataset.target") == "47E1"
    assert page.locator(".ref-preview").count() == 0
    page.keyboard.press("Enter")  # a keyboard user still follows the link as before
    page.wait_for_url(re.compile(r"/en/laws/47E1/$"))


def test_a_defined_term_previews_its_three_languages_and_where_it_is_defined(site, open_page):
    page = open_page()
    page.goto(site + "/el/laws/55/")
    term = page.locator(".cell[lang=el] a.term[data-term='declarer']").first
    assert term.get_attribute("title") == "εκτελεστής: Ορισμοί"  # was "declarer: Definitions" in English
    term.hover()
    box = preview(page)
    forms = box.locator(".ref-preview-forms")
    assert forms.locator("dd[lang=en]").inner_text() == "declarer"
    assert forms.locator("dd[lang=el]").inner_text() == "εκτελεστής"
    assert forms.locator("dd[lang=pl]").inner_text() == "rozgrywający"
    assert box.locator(".ref-preview-where").inner_text().startswith("Ορίζεται: στους Ορισμούς")
    box.locator(".ref-preview-close").click()
    box.wait_for(state="detached")


def test_a_tap_previews_on_a_phone_and_the_preview_fits_the_screen(site, browser):
    context, page = phone(browser, has_touch=True, is_mobile=True)
    try:
        page.goto(site + "/en/laws/55/")
        page.locator("a.ref[data-target='53']").first.tap()
        box = preview(page)
        assert page.url.endswith("/en/laws/55/")
        assert "Text not yet in the collection." in box.inner_text()
        bounds = box.bounding_box()
        assert bounds["x"] >= 0 and bounds["x"] + bounds["width"] <= PHONE["width"]
        assert_fits(page, "/en/laws/55/ with a preview open")
        page.locator("h1").tap()  # a tap elsewhere closes it
        box.wait_for(state="detached")
        page.locator("a.ref[data-target='53']").first.tap()
        preview(page).locator(".ref-preview-go").tap()
        page.wait_for_url(re.compile(r"/en/laws/53/$"))
    finally:
        context.close()


def test_law_links_on_the_home_page_underline_the_title_only(site, open_page):
    page = open_page()
    page.goto(site + "/en/")
    link = page.locator(".law-list a").first
    assert link.evaluate("a => getComputedStyle(a).textDecorationLine") == "none"
    assert link.locator(".title").evaluate("e => getComputedStyle(e).textDecorationLine") == "underline"
    assert link.inner_text().startswith("Law 1")
