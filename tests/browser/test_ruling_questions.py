"""A director on a phone fills each ruling form with a fact missing: the form asks for it, in his language."""

import pytest

from lawsite.assistant.questions import question_for
from lawsite.assistant.situations import SITUATIONS

pytestmark = pytest.mark.browser
PHONE = {"width": 360, "height": 740}
NO_HORIZONTAL_SCROLL = "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"

# Per form: what the director fills in, and the fact he left out that the ruling needs.
FILLED = {
    "revoke": ({"declarer": "S", "offender": "W", "revoke_trick": "5", "established": "yes"}, "trick_winners"),
    "dummy-limitation": (
        {
            "declarer": "S",
            "violated_43A2": "yes",
            "event": "asked_about_revoke",
            "question_trick": "5",
            "revoke_trick": "5",
        },
        "trick_winners",
    ),
    "declarer-lead-out-of-turn": ({"declarer": "S", "led_from": "N"}, "proper_leader"),
    "defective-trick": (
        {"declarer": "S", "offender": "E", "defect": "failed_to_play", "discovered": "later", "holds_suit_led": "yes"},
        "trick_winners",
    ),
    "insufficient-bid": (
        {
            "dealer": "N",
            "auction_before": "1NT",
            "offender": "E",
            "irregular_call": "1S",
            "accepted_by_lho": "no",
            "replacement": "2C",
        },
        "comparable",
    ),
    "call-out-of-rotation": ({"dealer": "N", "auction_before": "1S", "offender": "W"}, "irregular_call"),
    "card-exposed-during-auction": ({"offender": "N"}, "cards_exposed"),
    "opening-lead-out-of-turn": ({"declarer": "S", "led_by": "E", "declarer_choice": "refuse_free_lead"}, "card"),
    "penalty-card": ({"declarer": "S", "offender": "W", "cards": "S5"}, "exposure"),
    "defender-lead-out-of-turn": (
        {"declarer": "S", "led_by": "W", "proper_leader": "E", "declarer_choice": "refuse"},
        "card",
    ),
    "premature-play": ({"declarer": "S", "offender": "W", "card": "S5"}, "turn_of"),
}


def fill(page, form, values):
    for name, value in values.items():
        field = form.locator(f"[name={name}]")
        if field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)


def test_every_form_has_a_case():
    assert set(FILLED) == set(SITUATIONS)


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_each_form_asks_for_the_missing_fact_on_a_phone(site, browser, language):
    from django.utils import translation

    context = browser.new_context(viewport=PHONE, locale="en-GB")
    page = context.new_page()
    try:
        for slug, (values, missing) in FILLED.items():
            situation = SITUATIONS[slug]
            with translation.override(language):
                question = str(question_for(situation.name, missing))
                label = str(situation.form_class.base_fields[missing].label)
            page.goto(f"{site}/{language}/rulings/{slug}/")
            form = page.locator("form.assistant-form")
            fill(page, form, values)
            form.locator("button[type=submit]").click()
            page.wait_for_load_state()
            field_id = f"id_{slug.replace('-', '_')}_{missing}"
            settled = page.locator(".not-settled")
            if settled.count():
                # A partial ruling: given, with the question of what would settle it.
                assert question in settled.inner_text() and label in settled.inner_text(), slug
                assert page.locator(".steps li").count() > 0, slug
            else:
                on_field = page.locator(f"#{field_id}_error").inner_text()
                assert question in on_field, f"{language} {slug}: {on_field!r}"
                assert question in page.locator(".error-summary").inner_text(), slug
                assert page.locator(".steps").count() == 0, f"{slug}: a ruling from incomplete facts"
            width, client = page.evaluate(NO_HORIZONTAL_SCROLL)
            assert width <= client, f"{language} {slug}: {width} px wide on a {client} px screen"
    finally:
        context.close()
