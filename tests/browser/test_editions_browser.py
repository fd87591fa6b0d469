"""Editions in a real browser: a point-in-time page, the marked older-edition column, the comparison."""

import re

import pytest
from edition_fixtures import build_two_editions

pytestmark = pytest.mark.browser


@pytest.fixture
def two_edition_site(live_server, tmp_path):
    from lawsite.laws.loader import load_content

    root = tmp_path / "content"
    root.mkdir()
    load_content(build_two_editions(root))
    return live_server.url


def test_a_point_in_time_page_and_the_same_clause_in_the_other_edition(two_edition_site, open_page):
    page = open_page()
    page.goto(two_edition_site + "/en/2007/laws/55D/")
    currency = page.locator(".currency")
    assert currency.is_visible()
    assert (
        "The Laws of Duplicate Bridge 2007" in currency.inner_text()
        and "superseded by the 2017 edition" in currency.inner_text()
    )
    assert "target" in page.locator("#c-55D").get_attribute("class")
    page.locator(".elsewhere a[href='/en/2017/laws/55C/']").click()
    page.wait_for_url(re.compile(r"/en/2017/laws/55C/$"))
    assert "in force since 30 September 2017" in page.locator(".currency").inner_text()
    assert page.locator("#c-55C > .cell[lang=en]").inner_text().count("Law 16") == 1
    # the older edition's own clause links stay in 2007
    page.goto(two_edition_site + "/en/2007/laws/55/?cols=en")
    page.locator("#c-55C a.ref[data-target='55B1']").click()
    page.wait_for_url(re.compile(r"/en/2007/laws/55B1/$"))


def test_the_older_edition_column_is_marked_not_silent(two_edition_site, open_page):
    page = open_page("desktop")
    page.goto(two_edition_site + "/en/laws/55/?cols=en&cols=el")
    greek = page.locator("#c-55B1 > .cell[lang=el]")
    english = page.locator("#c-55B1 > .cell[lang=en]")
    assert "older" in greek.get_attribute("class") and greek.get_attribute("data-edition") == "2007"
    mark = greek.locator(".edition-mark")
    assert mark.is_visible() and mark.inner_text().startswith("2007 wording")
    style = "e => { const s = getComputedStyle(e); return [s.backgroundColor, s.borderLeftStyle]; }"
    assert greek.evaluate(style) != english.evaluate(style)
    assert greek.evaluate(style)[1] == "dashed"
    assert "this Greek text follows the 2007 wording" in page.locator(".currency").inner_text()
    renumbered = page.locator("#c-55C > .cell[lang=el]")
    assert "(55D in 2007)" in renumbered.locator(".edition-mark").inner_text()
    phone = open_page("phone")
    phone.goto(two_edition_site + "/en/laws/55/?cols=en&cols=el")
    assert phone.locator("#c-55B1 > .cell[lang=el] .edition-mark").is_visible()


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
def test_the_comparison_page(two_edition_site, open_page, javascript):
    page = open_page(javascript=javascript)
    page.goto(two_edition_site + "/en/editions/")
    page.locator(".compare-form select[name=a]").select_option("2007")
    page.locator(".compare-form select[name=b]").select_option("2017")
    page.locator(".compare-form button[type=submit]").click()
    page.wait_for_url(re.compile(r"/en/editions/2007/compare/2017/$"))
    assert page.locator("h1").inner_text() == "What changed from 2007 to 2017"
    renumbered = page.locator("tr.change[data-from='55D'][data-to='55C']")
    assert renumbered.is_visible() and "renumbered" in renumbered.inner_text()
    counts = {
        cell.get_attribute("data-status"): int(cell.inner_text()) for cell in page.locator(".compare-summary td").all()
    }
    assert counts["changed"] == 1 and counts["added"] == 1 and counts["removed"] == 1 and counts["renumbered"] == 1
    page.locator("tr.change[data-from='55B1'] a[href*='/compare/2017/55B1/']").click()
    page.wait_for_url(re.compile(r"/compare/2017/55B1/$"))
    english = page.locator("#diff-en")
    assert english.locator("del").first.inner_text() == "penalty"
    assert english.locator("ins").first.inner_text() == "rectification"
    assert english.locator("ins").first.evaluate("e => getComputedStyle(e).backgroundColor") != "rgba(0, 0, 0, 0)"
    assert "removed" in page.locator("#diff-el h2").inner_text()
