"""A reader in a real browser: the side-by-side law page, the phone layout, languages, links, no JavaScript."""

import re

import pytest

pytestmark = pytest.mark.browser
THREE_COLUMNS = "/en/laws/55/?cols=en&cols=el&cols=pl"


IN_VIEWPORT = "e => { const r = e.getBoundingClientRect(); return r.top > -2 && r.top < innerHeight; }"


def boxes(page, selector):
    return [page.locator(selector).nth(i).bounding_box() for i in range(page.locator(selector).count())]


def test_law_page_shows_three_languages_side_by_side_on_a_desktop(site, open_page):
    page = open_page("desktop")
    page.goto(site + THREE_COLUMNS)
    heads = boxes(page, ".law-text .header-row .col-head")
    assert [page.locator(".col-head").nth(i).get_attribute("lang") for i in range(3)] == ["en", "el", "pl"]
    cells = boxes(page, "#c-55B1 > .cell")
    assert len(heads) == len(cells) == 3
    for row in (heads, cells):
        assert len({round(box["y"]) for box in row}) == 1, row
        for left, right in zip(row, row[1:]):
            assert left["x"] + left["width"] <= right["x"]
        assert all(box["width"] > 200 for box in row)
    clause_id = page.locator("#c-55B1 > .cid").bounding_box()
    assert clause_id["x"] + clause_id["width"] <= cells[0]["x"]
    assert page.locator("#c-55B1 > .cell[lang=el]").inner_text().count("επαναφέρει") == 1


def test_law_page_stacks_the_languages_in_one_column_on_a_phone(site, open_page):
    page = open_page("phone")
    page.goto(site + THREE_COLUMNS)
    assert not page.locator(".law-text .header-row").is_visible()
    cells = boxes(page, "#c-55B1 > .cell")
    assert len(cells) == 3
    assert len({round(box["x"]) for box in cells}) == 1
    for above, below in zip(cells, cells[1:]):
        assert above["y"] + above["height"] <= below["y"]
    assert all(300 < box["width"] <= 390 for box in cells)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.locator("#c-55B1 > .cell[lang=pl] .cell-lang").is_visible()


def test_a_permalink_scrolls_to_its_clause_with_javascript(site, open_page):
    page = open_page()
    page.goto(site + "/en/laws/55B1/")
    page.wait_for_load_state(
        "load"
    )  # the deferred law.js has run; wait_for_function would need eval, which CSP forbids
    assert page.evaluate("scrollY") > 0
    assert page.locator("#c-55B1").evaluate(IN_VIEWPORT)


def test_switching_the_interface_language_keeps_the_page(site, open_page):
    page = open_page()
    page.goto(site + "/en/laws/55/")
    page.locator(".languages a[hreflang=el]").click()
    page.wait_for_url(re.compile(r"/el/laws/55/$"))
    assert page.locator("html").get_attribute("lang") == "el"
    assert page.locator(".languages [aria-current=true]").inner_text() == "EL"
    page.locator(".languages a[hreflang=pl]").click()
    page.wait_for_url(re.compile(r"/pl/laws/55/$"))
    assert page.locator("html").get_attribute("lang") == "pl"


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
def test_following_a_reference_and_a_cited_by_link(site, open_page, javascript):
    page = open_page(javascript=javascript)
    page.goto(site + "/en/laws/55/")
    reference = page.locator("a.ref[data-target='47E1']").first
    assert "47E1" in reference.get_attribute("title")
    reference.click()
    page.wait_for_url(re.compile(r"/en/laws/47E1/$"))
    assert page.locator("h1").inner_text().startswith("Law 47")

    page.goto(site + "/en/laws/90/")
    page.locator(".cited-by a[href$='/laws/43/#commentary-dummy-limitations']").first.click()
    page.wait_for_url(re.compile(r"/en/laws/43/#commentary-dummy-limitations$"))
    commentary = page.locator("#commentary-dummy-limitations")
    assert commentary.is_visible()
    assert commentary.evaluate(IN_VIEWPORT)


def test_without_javascript_the_columns_chooser_and_permalinks_still_work(site, open_page):
    page = open_page(javascript=False)
    page.goto(site + "/en/laws/55/")
    page.locator(".columns-chooser input[value=pl]").check()
    page.locator(".columns-chooser button[type=submit]").click()
    page.wait_for_url(re.compile(r"cols=pl"))
    assert [
        page.locator(".col-head").nth(i).get_attribute("lang") for i in range(page.locator(".col-head").count())
    ] == [
        "en",
        "el",
        "pl",
    ]

    page.goto(site + "/en/laws/55B1/")
    assert "target" in page.locator("#c-55B1").get_attribute("class")
    assert page.evaluate("scrollY") == 0  # the page's own script did not run
    page.locator(".permalink-note a").click()
    page.wait_for_url(re.compile(r"#c-55B1$"))
    assert page.locator("#c-55B1").evaluate(IN_VIEWPORT)
