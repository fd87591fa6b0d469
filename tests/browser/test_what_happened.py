"""A director describes what happened, reaches the form and gets the ruling, in each language, in a real browser."""

import re

import pytest

pytestmark = pytest.mark.browser

PATHS = {
    "en": ("he dropped a card during the bidding", "Tell the table"),
    "el": ("του έπεσε ένα φύλλο στην αγορά", "Τι ανακοινώνεται στο τραπέζι"),
    "pl": ("upuścił kartę w czasie licytacji", "Co powiedzieć przy stole"),
}


@pytest.mark.parametrize("language", sorted(PATHS))
def test_what_happened_leads_to_a_ruling(site, open_page, language):
    words, told = PATHS[language]
    page = open_page("phone")
    page.goto(f"{site}/{language}/rulings/what-happened/")
    page.locator("#finder-q").fill(words)
    page.locator("#finder-q").press("Enter")
    page.wait_for_url(re.compile(r"/what-happened/\?q="))
    page.locator("a.candidate").first.click()
    page.wait_for_url(re.compile(rf"/{language}/rulings/card-exposed-during-auction/\?prefill=1"))
    form = page.locator("form.assistant-form")
    form.locator("[name=offender]").select_option("W")
    form.locator("[name=cards_exposed]").fill("♠K")
    form.locator("[name=offender_becomes]").select_option("defender")
    form.locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"/card-exposed-during-auction/\?.*offender=W"))
    main = page.locator("main").inner_text()
    assert told in main
    hrefs = [link.get_attribute("href") for link in page.locator("ol.steps a.ref").all()]
    assert hrefs[:2] == [f"/{language}/laws/24/", f"/{language}/laws/24B/"]
    assert f"/{language}/laws/24E/" in hrefs


def test_the_flow_chart_questions_lead_to_the_form_without_javascript(site, open_page):
    page = open_page(javascript=False)
    page.goto(f"{site}/en/rulings/what-happened/")
    page.locator("input[name=phase][value=play]").check()
    page.locator("form.finder-question button[type=submit]").click()
    page.locator("input[name=what][value=lead_out_of_turn]").check()
    page.locator("form.finder-question button[type=submit]").click()
    page.locator("input[name=who][value=defender]").check()
    page.locator("form.finder-question button[type=submit]").click()
    page.locator("a.outcome-link").click()
    page.wait_for_url(re.compile(r"/en/rulings/defender-lead-out-of-turn/"))
    form = page.locator("form.assistant-form")
    for name, value in {"declarer": "S", "led_by": "W", "proper_leader": "E"}.items():
        form.locator(f"[name={name}]").select_option(value)
    form.locator("[name=card]").fill("D4")
    form.locator("[name=declarer_choice]").select_option("refuse")
    form.locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"declarer_choice=refuse"))
    assert "major penalty card" in page.locator("main").inner_text()
