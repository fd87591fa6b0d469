"""The first screen of a phone, in English, Greek and Polish: every page type within 360 px, search results
before anything else, a clause's permalink on the first screen without JavaScript, a stub law folded, its
print short, and the keyboard's focus ring the site's own."""

import io
import re

import pytest
from django.contrib.auth.models import Group, User
from pypdf import PdfReader

from lawsite.laws.permissions import EDITORS_GROUP

pytestmark = pytest.mark.browser
PHONE = {"width": 360, "height": 740}
REVOKE = "declarer=S&offender=W&revoke_trick=4&trick_winners=NNSWSSNSWSNSS&established=yes&contract=4H&vulnerable=None"
# One address of each page type a reader meets, then those an editor meets.
PAGE_TYPES = [
    "/",
    "/laws/55/?cols=en&cols=el&cols=pl",
    "/laws/64/?cols=en&cols=el&cols=pl",
    "/laws/67/",
    "/laws/67B1(a)/",
    "/2007/laws/67/",
    "/glossary/",
    "/search/",
    "/search/?q=revoke",
    "/search/?q=xqzzy",
    "/rulings/",
    "/rulings/what-happened/",
    "/rulings/pbn/",
    f"/rulings/revoke/?{REVOKE}",
    "/offline/",
    "/editions/",
    "/editions/2007/compare/2017/",
    "/editions/2007/compare/2017/?law=67",
    "/editions/2007/compare/2017/67B1(a)/",
    "/editor/status/",
    "/editor/changes/",
    "/editor/history/clause/55C/en/",
    "/accounts/login/",
]
EDITOR_PAGE_TYPES = [
    "/editor/",
    "/editor/law/55/",
    "/editor/law/55/add/",
    "/editor/law/55/paste/",
    "/editor/clause/55B1/el/",
    "/editor/example/declarer-lead-accepted/pl/",
    "/editor/import/",
    "/editor/editions/",
    "/reports/references/",
]
# Clause permalinks, each of a kind: a law with text, a stub law, a law shown in an older edition's words.
PERMALINKS = ["/laws/55B2/", "/laws/64A1/", "/laws/43B2(b)/", "/laws/67B1(a)/", "/2007/laws/67B1(a)/"]
WIDER_THAN_THE_SCREEN = """() => { const width = document.documentElement.clientWidth;
  return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > width + 0.5)
    .slice(0, 3).map(e => e.tagName.toLowerCase() + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)); }"""
TOP = "e => Math.round(e.getBoundingClientRect().top)"


def context_for(browser, javascript=True):
    return browser.new_context(viewport=PHONE, java_script_enabled=javascript, locale="en-GB")


def assert_fits(page, url):
    response = page.goto(url)
    assert response.status == 200, url
    width, client = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert width <= client, f"{url}: {width} px wide on a {client} px screen: " + ", ".join(
        page.evaluate(WIDER_THAN_THE_SCREEN)
    )


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_a_phone_reader_in_each_language_meets_every_page_within_the_first_screen(site, browser, language):
    context, bare, editing = context_for(browser), context_for(browser, javascript=False), context_for(browser)
    try:
        page = context.new_page()
        for path in PAGE_TYPES:
            assert_fits(page, f"{site}/{language}{path}")
            if "/rulings/revoke/" in path:  # the score table, its East-West column too, inside the ruling's box
                table = page.locator("table.score")
                assert table.evaluate(
                    "t => t.getBoundingClientRect().right <= t.parentElement.getBoundingClientRect().right"
                )
                assert table.locator("td").nth(2).is_visible()
            if path == "/editions/2007/compare/2017/":
                assert page.locator(".compare-summary td[data-status]").count() == 6

        user = User.objects.create_user(f"phone-{language}", password="pw-phone-editor-1")
        user.groups.add(Group.objects.get_or_create(name=EDITORS_GROUP)[0])
        editor = editing.new_page()
        editor.goto(f"{site}/{language}/accounts/login/?next=/{language}/editor/")
        editor.locator("input[name=username]").fill(f"phone-{language}")
        editor.locator("input[name=password]").fill("pw-phone-editor-1")
        editor.locator(".login-form button[type=submit]").click()
        editor.wait_for_url(re.compile(rf"/{language}/editor/$"))
        for path in EDITOR_PAGE_TYPES:
            assert_fits(editor, f"{site}/{language}{path}")

        # Search: the results come first, after the page's one search box; the filters are folded.
        page.goto(f"{site}/{language}/search/?q=revoke")
        assert page.locator("input[type=search]").count() == 1
        first = page.locator(".search-results > li").first
        assert first.evaluate(TOP) < 520, "the first result is on the first screen"
        assert not page.locator("select[name=lang]").is_visible()
        page.locator(".search-fold > summary").click()
        assert page.locator("select[name=lang]").is_visible()

        # A stub law: a page of lines and folded examples, not 37,000 px; a folded example opens when linked to.
        page.goto(f"{site}/{language}/laws/64/")
        assert page.evaluate("document.documentElement.scrollHeight") < 6000
        example = page.locator(".example-fold .example").first
        assert not example.is_visible()
        page.goto(f"{site}/{language}/laws/64/#{example.get_attribute('id')}")
        assert example.is_visible()
        folded_list = page.locator(".cited-by-fold").first
        assert not folded_list.locator(".cited-by").is_visible()
        folded_list.locator("summary").click()
        assert folded_list.locator(".cited-by a").first.is_visible()

        # A clause's permalink without JavaScript: its row and its first lines on the first screen.
        plain = bare.new_page()
        for path in PERMALINKS:
            plain.goto(f"{site}/{language}{path}")
            row = plain.locator(".row.target")
            assert row.count() == 1, path
            top = row.evaluate(TOP)
            assert 0 <= top < PHONE["height"] - 100, f"/{language}{path}: the clause starts at {top} px"
    finally:
        for opened in (context, bare, editing):
            opened.close()


def test_a_stub_law_prints_its_lines_and_the_focus_ring_is_the_sites_own(site, open_page):
    page = open_page()
    page.goto(site + "/en/laws/64/")
    pages = len(PdfReader(io.BytesIO(page.pdf(format="A4"))).pages)
    assert pages <= 2, f"Law 64 prints on {pages} A4 pages"  # 8 before its stub clauses and examples were folded
    page.emulate_media(media="print")
    page.set_viewport_size({"width": 718, "height": 1000})  # A4 less its margins
    stub_rows = page.locator(".row.stub")
    assert stub_rows.count() >= 10
    for index in range(stub_rows.count()):
        line = stub_rows.nth(index).locator(".stub-line")
        assert line.is_visible() and line.evaluate(TOP) - stub_rows.nth(index).evaluate(TOP) < 30  # one line each
    assert not page.locator(".example-fold .example").first.is_visible()
    assert not page.locator(".cited-by-fold").first.is_visible()

    page.emulate_media(media="screen")
    page.goto(site + "/en/laws/55/")
    page.keyboard.press("Tab")  # the skip link
    page.keyboard.press("Tab")  # the site's name
    focused = page.evaluate("""() => { const s = getComputedStyle(document.activeElement);
        return [document.activeElement.className, s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow]; }""")
    assert focused[:4] == ["brand", "solid", "3px", "rgb(11, 92, 173)"], focused
    assert "rgb(255, 216, 77)" in focused[4]  # the yellow halo inside the blue ring
    page.locator(".columns-chooser input[value=pl]").click()  # a pointer's focus shows no ring
    assert page.evaluate("document.activeElement.value") == "pl"
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") == "none"
