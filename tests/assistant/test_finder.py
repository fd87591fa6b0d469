"""Finding the form from what happened: everyday words in three languages, or the flow chart's questions."""

import html
import re
from urllib.parse import urlencode, urlsplit

import pytest
from finder_phrasings import PHRASINGS

from lawsite.assistant import finder, situations

pytestmark = pytest.mark.django_db
CASES = [
    (slug, language, text)
    for slug, by_language in PHRASINGS.items()
    for language, texts in by_language.items()
    for text in texts
]


def test_every_situation_has_three_phrasings_in_each_language():
    assert set(PHRASINGS) == set(situations.SITUATIONS)
    for slug, by_language in PHRASINGS.items():
        assert {language: len(set(texts)) >= 3 for language, texts in by_language.items()} == {
            "en": True,
            "el": True,
            "pl": True,
        }, slug


@pytest.mark.parametrize(("slug", "language", "text"), CASES)
def test_a_phrasing_finds_its_situation_first(slug, language, text):
    found = finder.match(text)
    assert found and found[0].slug == slug, [(c.slug, c.score) for c in found]


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_finder_page_links_the_phrasings_to_their_forms(client, language):
    for slug, by_language in PHRASINGS.items():
        text = by_language[language][0]
        page = client.get(f"/{language}/rulings/what-happened/?" + urlencode({"q": text})).content.decode()
        links = [html.unescape(href) for href in re.findall(r'<a class="candidate" href="([^"]+)"', page)]
        assert links, (slug, text)
        assert urlsplit(links[0]).path == f"/{language}/rulings/{slug}/"
        form = client.get(links[0]).content.decode()
        assert 'class="assistant-form"' in form and 'class="error-summary"' not in form


def test_accents_case_and_final_sigma_do_not_matter():
    assert finder.concepts("ΕΚΤΟΣ ΣΕΙΡΑΣ") == finder.concepts("εκτός σειράς") == {"out_of_turn", "turn"}
    assert finder.concepts("KARTA PRZYGWOZDZONA") == finder.concepts("karta przygwożdżona")


def test_words_that_point_nowhere_find_nothing_and_say_so(client):
    assert finder.match("the coffee was cold") == []
    page = client.get("/en/rulings/what-happened/?q=the+coffee+was+cold").content.decode()
    assert "No form matches those words" in page


def test_a_long_or_hostile_query_is_cut_and_escaped(client):
    page = client.get("/en/rulings/what-happened/?" + urlencode({"q": "<script>alert(1)</script>" * 100}))
    assert page.status_code == 200 and "<script>alert" not in page.content.decode()


def walk(client, answers, language="en"):
    return client.get(f"/{language}/rulings/what-happened/?" + urlencode(answers)).content.decode()


@pytest.mark.parametrize(("path", "outcome"), sorted(finder.RESULTS.items()))
def test_every_end_of_the_flow_chart_opens_its_form(client, path, outcome):
    names = ["phase", "what", "who" if path[:2] == ("play", "lead_out_of_turn") else "when"]
    answers = dict(zip(names, path))
    page = walk(client, answers)
    link = html.unescape(re.search(r'<a class="outcome-link" href="([^"]+)"', page).group(1))
    assert urlsplit(link).path == f"/en/rulings/{outcome.slug}/"
    form = client.get(link).content.decode()
    for name, value in outcome.prefill.items():
        assert re.search(rf'name="{name}"[^>]*(checked|value="{value}")|value="{value}" selected', form), name


def test_the_flow_asks_one_question_at_a_time_and_keeps_the_answers(client):
    page = walk(client, {})
    assert 'name="phase"' in page and 'name="what"' not in page
    page = walk(client, {"phase": "play"})
    assert '<input type="hidden" name="phase" value="play">' in page and 'name="what" value="revoke"' in page
    page = walk(client, {"phase": "play", "what": "revoke"})
    assert 'name="when"' in page
    page = walk(client, {"phase": "nonsense"})
    assert 'name="phase"' in page and "outcome-link" not in page


def test_the_flow_reads_in_greek_and_polish(client):
    assert "Κατά την αγορά" in walk(client, {}, "el")
    assert "W trakcie licytacji" in walk(client, {}, "pl")
