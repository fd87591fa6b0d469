"""Finding the form from what happened: everyday words in three languages, or the flow chart's questions."""

import html
import re
import time
import unicodedata
from urllib.parse import urlencode, urlsplit

import pytest
from finder_phrasings import FRESH, HELD_OUT, LAST, LATER, PHRASINGS

from lawsite.assistant import finder, situations, vocabulary

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


HELD_OUT_CASES = [
    (language, text, slug)
    for phrasings in (HELD_OUT, FRESH, LATER, LAST)
    for language, cases in phrasings.items()
    for text, slug in cases
]


def test_at_least_thirty_held_out_phrasings_per_language_none_copied():
    """Held out: not the phrasings above, not a cue of the vocabulary, every situation in every language."""
    assert {language: len(cases) >= 30 for language, cases in HELD_OUT.items()} == {"en": True, "el": True, "pl": True}
    known = {
        finder.fold(text) for by_language in PHRASINGS.values() for texts in by_language.values() for text in texts
    }
    cues = {
        finder.fold(cue)
        for by_language in vocabulary.CUES.values()
        for phrases in by_language.values()
        for cue in phrases
    }
    for _language, text, _slug in HELD_OUT_CASES:
        assert finder.fold(text) not in known | cues, text
    for language, cases in HELD_OUT.items():
        assert {slug for _text, slug in cases} == set(situations.SITUATIONS), language


@pytest.mark.parametrize(("language", "text", "slug"), HELD_OUT_CASES)
def test_a_held_out_phrasing_finds_its_situation_first(language, text, slug):
    found = finder.match(text)
    assert found and found[0].slug == slug, [(c.slug, c.score) for c in found]


def _plain(text):
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c)).replace("ł", "l")


@pytest.mark.parametrize(("language", "text", "slug"), [case for case in HELD_OUT_CASES if case[0] != "en"])
def test_without_accents_or_diacritics_or_in_capitals_the_same_form_comes_first(language, text, slug):
    assert finder.match(_plain(text))[0].slug == finder.match(text.upper())[0].slug == slug


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        ("he bid one heart over my one spade", "insufficient-bid"),
        ("she opened the bidding when it was my turn", "call-out-of-rotation"),
        ("μίλησε εκτός σειράς", "call-out-of-rotation"),
        ("odezwał się poza kolejnością", "call-out-of-rotation"),
        ("trick had 5 cards", "defective-trick"),
    ],
)
def test_the_issues_phrasings_find_their_form(text, slug):
    """Issue 22: these found nothing, or (the last) a defender's lead out of turn before the defective trick."""
    found = [c.slug for c in finder.match(text)]
    assert found[0] == slug, found
    assert "defender-lead-out-of-turn" not in found


def test_bids_are_read_in_the_order_they_were_made():
    assert "lower_bid" in finder.concepts("1♥ over 1♠")
    assert "lower_bid" in finder.concepts("LHO opened 1NT and I bid 1S")
    assert "lower_bid" in finder.concepts("powiedział 2 kiery na 2 piki")
    assert "higher_bid" in finder.concepts("1♠ and then 2♥")
    assert "higher_bid" in finder.concepts("1♥ over 1♠".replace("over", "before"))
    assert "bid_named" not in finder.concepts("he showed the king of hearts")


def test_a_count_of_cards_other_than_four_is_a_defective_trick_and_two_at_once_a_premature_play():
    assert "wrong_count" in finder.concepts("only one card in the trick")
    assert "wrong_count" not in finder.concepts("a card fell") | finder.concepts("four cards in the trick")
    assert "several_cards" in finder.concepts("wyciągnął 2 karty")


def test_the_vocabulary_scores_every_situation_by_concepts_it_knows():
    assert set(vocabulary.WEIGHTS) == set(situations.SITUATIONS)
    used = {part for weights in vocabulary.WEIGHTS.values() for key in weights for part in key.split("&")}
    assert used <= set(vocabulary.CUES) | finder.DERIVED
    assert {concept for concepts in vocabulary.GLOSSARY.values() for concept in concepts} <= set(vocabulary.CUES)


def test_who_led_is_read_in_the_leads_own_clause():
    assert "defender_led" in finder.concepts("declarer won in dummy, and then the defender led")
    assert "declarer_led" not in finder.concepts("declarer won in dummy, and then the defender led")
    found = finder.concepts("a defender led while it was declarer's lead")
    assert "defender_led" in found and "declarer_led" not in found


def test_a_stem_leaves_off_no_more_than_an_ending():
    assert "declarer" not in finder.concepts("w środku rozgrywki")  # the play, not rozgrywający
    assert "play_phase" not in finder.concepts("ο εκτελεστής")  # declarer, not εκτέλεση
    assert "played" not in finder.concepts("the player on my left")


def test_every_cue_meets_its_own_words():
    """A cue its own words do not meet is a typo (a Latin letter in a Greek word, a stem cut too short...)."""
    for concept, by_language in vocabulary.CUES.items():
        for language, phrases in by_language.items():
            for phrase in phrases:
                words = " ".join(word.rstrip("=-") for word in phrase.split())
                assert concept in finder.concepts(words), (concept, language, phrase)


def test_the_glossary_terms_are_cues():
    assert ("revoke", "pl", "uprawomocniony fałszywy renons") in finder._glossary_cues()
    assert "revoke" in finder.concepts("uprawomocniony fałszywy renons")


def test_words_that_name_no_irregularity_find_nothing():
    for text in (
        "the director was called to the table",
        "declarer exposed a card",
        "he showed his cards and claimed",
        "he hesitated before passing",
        "po długim namyśle spasował",
        "δίστασε πριν πει πάσο",
        "we played the wrong board",
    ):
        assert finder.match(text) == [], text


def test_the_finder_is_fast_enough_for_every_keystroke():
    text = ("ο εκτελεστής έπαιξε από το χέρι του ενώ η έξοδος ήταν στο μορ " * 6)[: finder.MAX_QUERY]
    finder.match(text)
    start = time.perf_counter()
    for _ in range(50):
        finder.match(text)
    assert (time.perf_counter() - start) / 50 < 0.02


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
