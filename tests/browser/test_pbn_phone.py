"""The PBN page on a 360 px phone: the deal diagram and the play fit the screen, nothing scrolls sideways."""

import pytest

from lawsite.assistant import boards

pytestmark = pytest.mark.browser
PHONE = {"width": 360, "height": 740}


def overflow(page):
    """How far the page is wider than the screen (0 when nothing scrolls sideways)."""
    return page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_sample_session_fits_a_360_px_phone(site, browser, language):
    context = browser.new_context(viewport=PHONE, locale="en-GB")
    try:
        page = context.new_page()
        page.goto(site + boards.share_url(boards.sample_text()).replace("/en/", f"/{language}/", 1))
        diagrams = page.locator(".deal-diagram")
        assert diagrams.count() == 3
        for index in range(diagrams.count()):
            diagrams.nth(index).scroll_into_view_if_needed()
        assert overflow(page) == 0
        first = diagrams.first
        box = first.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
        hands = {seat: first.locator(f".hand-{seat}").bounding_box() for seat in "NESW"}
        assert hands["N"]["y"] < hands["W"]["y"] < hands["S"]["y"]  # North above, South below
        assert hands["W"]["x"] < hands["N"]["x"] < hands["E"]["x"]  # West left, East right
        assert abs(hands["W"]["y"] - hands["E"]["y"]) < 2
        for seat, hand in hands.items():
            assert hand["x"] + hand["width"] <= PHONE["width"], seat
        tricks = page.locator("table.tricks:not(.double-dummy)").first  # the play, not the DD table
        table = tricks.bounding_box()
        assert table["x"] + table["width"] <= PHONE["width"]
        assert page.evaluate("(t) => t.scrollWidth <= t.clientWidth", tricks.element_handle())
        revoke_cell = tricks.locator("td.revoke")
        assert revoke_cell.count() == 1 and "♠9" in revoke_cell.inner_text()
    finally:
        context.close()


def test_the_pbn_form_fits_and_the_sample_link_works_without_javascript(site, browser):
    context = browser.new_context(viewport=PHONE, java_script_enabled=False, locale="en-GB")
    try:
        page = context.new_page()
        page.goto(site + "/en/rulings/pbn/")
        assert overflow(page) == 0
        page.get_by_role("link", name="Try a sample session").click()
        page.wait_for_selector(".deal-diagram")
        assert page.locator("section.played-board").count() == 3
        assert overflow(page) == 0
    finally:
        context.close()
