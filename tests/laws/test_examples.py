"""Worked examples: the ruling on the law page is computed by the rules module and agrees with its author."""

import html
import re
import string
from urllib.parse import urlsplit

import pytest

from lawsite.assistant.step_messages import TRANSLATIONS
from lawsite.assistant.step_messages_auction_play import localise_params
from lawsite.laws.examples import disagreements
from lawsite.laws.models import WorkedExample
from lawsite.rulings import MESSAGES, rule_dict

pytestmark = pytest.mark.usefixtures("content")

SEEN_BRANCHES = {
    # every branch of the issue has at least one example whose ruling applies this clause
    "revoke": {"64A1", "64A2", "62A", "64B1", "64B2", "64B3", "64B4", "64B5", "64B6", "64B7", "62D1"},
    "dummy_limitation": {"43B2(b)", "43B3", "43A1(b)"},
    "declarer_lead_out_of_turn": {"53A", "55B1", "55B2"},
    "defective_trick": {"67A1", "67A2", "67B1(a)", "67B1(b)", "67B2(a)", "50"},
    "insufficient_bid": {"27A1", "27B1(a)", "27B1(b)", "27B2", "27B3", "27B4"},
    "call_out_of_rotation": {
        "28A",
        "28B",
        "29A",
        "30A",
        "30B1(b)(ii)",
        "31A1",
        "31A2(b)",
        "31B1",
        "31A2(a)",
        "31C",
        "32B1",
        "32A2(b)",
    },
    "card_exposed_during_auction": {"24A", "24B", "24C", "24D", "24E", "54E"},
    "opening_lead_out_of_turn": {"54A", "54B1", "54C", "54D", "50D2(a)", "50D2(b)", "47E1"},
    "penalty_card": {"49", "50C", "50D2", "50D1(b)", "51B2(b)", "52B1(b)", "52B2"},
    "defender_lead_out_of_turn": {"53A", "56"},
    "premature_play": {"57A", "57C1", "57D", "58B1", "58B2"},
}


# Auction and play examples written in Greek or Polish as well (the others are English only).
TRANSLATED_EXAMPLES = {
    "insufficient-bid-accepted": {"pl"},
    "insufficient-bid-corrected-in-its-suit": {"pl"},
    "insufficient-bid-replaced-not-comparable": {"pl"},
    "bid-out-of-rotation-rho-passes": {"pl"},
    "low-card-dropped-in-the-auction": {"el"},
    "opening-lead-out-of-turn-declarer-becomes-dummy": {"el"},
    "opening-lead-out-of-turn-refused-suit-forbidden": {"el"},
    "minor-penalty-card": {"pl"},
    "defender-lead-out-of-turn-refused": {"pl"},
    "defender-plays-before-partner": {"el"},
}


def examples():
    return list(WorkedExample.objects.select_related("law", "clause").prefetch_related("texts"))


def example_block(page, slug):
    """The HTML of one worked example, up to the next example or the end of its clause."""
    start = page.index(f'id="example-{slug}"')
    ends = [page.find(marker, start + 1) for marker in ('<div class="example"', "</section>")]
    return page[start : min(end for end in ends if end > 0)]


def test_every_example_agrees_with_the_rules_module():
    found = examples()
    assert len(found) >= 20
    for example in found:
        assert example.expected, f"{example.slug} records no expected outcome"
        assert disagreements(example) == [], example.slug


def test_a_wrong_expectation_is_reported():
    example = WorkedExample.objects.get(slug="revoke-defender-wins-revoke-trick-and-a-later-one")
    example.expected = {**example.expected, "tricks_transferred": 1, "transfered_to": "NS"}
    assert disagreements(example) == [
        "tricks_transferred: expected 1, computed 2",
        "transfered_to: not a field of the ruling",
    ]


def test_examples_cover_every_branch_of_the_issue():
    applied = {}
    for example in examples():
        ruling = rule_dict(example.facts)
        applied.setdefault(example.facts["situation"], set()).update(ruling["laws"])
    for situation, clauses in SEEN_BRANCHES.items():
        assert clauses <= applied.get(situation, set()), (situation, clauses - applied.get(situation, set()))
    lead_choices = [
        example.facts["choices"] for example in examples() if example.facts["situation"] == "declarer_lead_out_of_turn"
    ]
    assert any(set(choices.values()) == {"accept", "retract"} for choices in lead_choices), "defenders disagree"


def test_seed_examples_have_prose_in_the_seed_language():
    for example in examples():
        languages = {text.language for text in example.texts.all() if text.text}
        assert "en" in languages, example.slug
        if example.law.number in (43, 55):
            assert "el" in languages, example.slug
        if example.law.number == 67:
            assert "pl" in languages, example.slug
        if example.slug in TRANSLATED_EXAMPLES:
            assert TRANSLATED_EXAMPLES[example.slug] <= languages, example.slug


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_law_page_shows_each_computed_step_linked_to_its_clause(client, language):
    for example in examples():
        ruling = rule_dict(example.facts)
        page = client.get(f"/{language}/laws/{example.law.number}/").content.decode()
        block = example_block(page, example.slug)
        steps = re.findall(r'<span class="step-text">(.*?)</span>\s*<a class="ref" href="([^"]+)"', block, re.S)
        assert len(steps) == len(ruling["steps"]) >= 1, example.slug
        for (text, href), step in zip(steps, ruling["steps"]):
            assert href == f"/{language}/laws/{step['clause']}/"
            table = TRANSLATIONS.get(language, MESSAGES)
            expected = table[step["key"]].format(**localise_params(step["params"], language))
            assert html.unescape(text) == expected, (example.slug, step["key"])


def test_greek_and_polish_pages_show_steps_in_their_language(client):
    greek = client.get("/el/laws/55/").content.decode()
    block = example_block(greek, "defenders-disagree")
    assert (
        "Οι αμυνόμενοι επέλεξαν διαφορετικά: επικρατεί η επιλογή του Α" in block
    )  # East: Α, as Greek directors write it
    assert "The defenders chose differently" not in block
    polish = client.get("/pl/laws/67/").content.decode()
    block = example_block(polish, "card-missing-found-later-holds-suit")
    assert (
        "Uważa się, że gracz E popełnił fałszywy renons w wadliwej lewie: 1 lewa zostaje przeniesiona na rzecz NS."
        in block
    )
    assert "not yet translated" not in block


def test_every_example_links_to_the_assistant_with_its_facts(client):
    for example in examples():
        page = client.get(f"/en/laws/{example.law.number}/").content.decode()
        block = example_block(page, example.slug)
        match = re.search(r'<p class="assistant-link"><a href="([^"]+)"', block)
        assert match, example.slug
        url = html.unescape(match.group(1))
        assert urlsplit(url).path == "/en/rulings/"
        response = client.get(url)
        assert response.status_code == 302, example.slug
        answer = client.get(response["Location"]).content.decode()
        assert 'class="ruling answer"' in answer, example.slug
        first_step = rule_dict(example.facts)["steps"][0]["text"]
        assert html.escape(first_step) in answer, example.slug


def test_stub_law_pages_show_their_examples(client):
    page = client.get("/en/laws/64/").content.decode()
    assert "Law 64" in page
    for slug in ("revoke-64b6-trick-twelve", "revoke-64c-equity"):
        assert f'id="example-{slug}"' in page
    block = example_block(page, "revoke-64b6-trick-twelve")
    assert 'href="/en/laws/62D1/"' in block
    assert "This example is not yet written in this language." not in block


def test_missing_prose_in_a_language_is_marked(client):
    page = client.get("/el/laws/64/?cols=el,en").content.decode()
    block = example_block(page, "revoke-64b1-offenders-win-nothing-after")
    assert block.count('class="missing"') >= 1
    assert "No rectification: the offending side wins neither" in block


def test_translation_tables_have_every_key_with_the_same_params():
    def fields(template):
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}

    for language in ("el", "pl"):
        assert set(TRANSLATIONS[language]) == set(MESSAGES), language
        for key, template in TRANSLATIONS[language].items():
            assert fields(template) == fields(MESSAGES[key]), (language, key)


def test_every_step_link_of_every_example_opens_a_page(client):
    clauses = {step["clause"] for example in examples() for step in rule_dict(example.facts)["steps"]}
    for clause in sorted(clauses):
        response = client.get(f"/en/laws/{clause}/")
        assert response.status_code == 200, clause
