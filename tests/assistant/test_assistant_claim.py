"""The claim page: hands typed as a director reads them, the statement as short steps, the ruling with the
worst normal line trick by trick and a link per line that rules again without it."""

import html
import re

import pytest
from claim_pages import FINESSE

from lawsite.assistant.forms_claims import hand_cards, statement_steps

pytestmark = pytest.mark.django_db


def get(client, params, language="en"):
    response = client.get(f"/{language}/rulings/claim/", params)
    assert response.status_code == 200
    return response.content.decode()


def test_the_hands_and_the_statement_are_read_as_typed():
    assert hand_cards("AKQ2.K32.-.432") == ["SA", "SK", "SQ", "S2", "HK", "H3", "H2", "C4", "C3", "C2"]
    assert hand_cards("A10..-.") == ["SA", "ST"]
    assert statement_steps("SA, S top, ruff H N, lead N, trumps, rest") == [
        {"card": "SA"},
        {"suit_from_top": "S"},
        {"ruff": "H", "in": "N"},
        {"lead_from": "N"},
        {"draw_trumps": True},
        {"rest_high": True},
    ]


def test_an_unstated_finesse_and_the_irrational_link(client):
    page = get(client, FINESSE)
    assert "NS: 1 of the 2 tricks left." in page
    assert "Double dummy: 2." in page
    assert re.search(r'<table class="tricks play-table claim-line">', page)
    assert 'class="deal-diagram"' in page
    assert re.search(r'<table class="tricks play-table claim-line-1">', page)
    link = html.unescape(re.search(r'<a class="irrational button" href="([^"]+)"', page).group(1))
    assert "irrational=t1%3AN%3ASA" in link
    again = client.get(link).content.decode()
    assert "NS: 2 of the 2 tricks left." in again
    assert "Left out as irrational:" in again


def test_a_stated_finesse_takes_both_tricks_in_greek_and_polish(client):
    params = {**FINESSE, "statement": "S2, SQ"}
    greek = get(client, params, "el")
    assert "ΒΝ: 2 από τις 2 υπόλοιπες λεβέ." in greek
    assert "Διευκρινιστική δήλωση" in greek
    polish = get(client, params, "pl")
    assert "NS: 2 z 2 pozostałych lew." in polish
    assert "oświadczenie wyjaśniające" in polish


def test_missing_judgement_is_asked_for_by_its_field(client):
    params = {**FINESSE, "trumps": "S", "n": "A...2", "w": "K4...", "s": "3.2..", "e": ".3.2."}
    page = get(client, params)
    assert "unaware_of_trump_likely: is required" in page


def weighted(client, params, language="en"):
    response = client.get(f"/{language}/rulings/weighted-score/", params)
    assert response.status_code == 200
    return response.content.decode()


FOUR_SPADES = {
    "vulnerable": "None",
    "contract1": "4S",
    "declarer1": "S",
    "tricks1": "10",
    "weight1": "40%",
    "contract2": "4S",
    "declarer2": "S",
    "tricks2": "9",
    "weight2": "0.6",
}


def test_the_weighted_score_form_in_each_form_of_scoring(client):
    # 40% of +420 and 60% of -50 (worked in tests/rulings/test_weighted_score.py)
    assert "North-South 138, East-West -138." in weighted(client, {**FOUR_SPADES, "scoring": "total_points"})
    page = weighted(client, {**FOUR_SPADES, "scoring": "imps", "other_table": "420"})
    assert "North-South -6, East-West 6." in page
    page = weighted(client, {**FOUR_SPADES, "scoring": "matchpoints", "others": "420, 420 -50 450 170"})
    assert "North-South 3, East-West 7." in page
    assert "Σταθμισμένο" in weighted(client, {**FOUR_SPADES, "scoring": "imps", "other_table": "420"}, "el")


def test_weights_that_do_not_add_up_are_refused_naming_the_field(client):
    page = weighted(client, {**FOUR_SPADES, "weight2": "0.5", "scoring": "total_points"})
    assert "outcomes: the weights add up to 0.9, not 1" in page
    page = weighted(client, {**FOUR_SPADES, "scoring": "imps"})
    assert "other_table_score: is required" in page


@pytest.mark.parametrize(
    ("weights", "shown"),
    [
        ((0.3333333333333333, 0.6666666666666667), ("0.3333333333333333", "0.6666666666666667")),
        ((1e-07, 0.9999999), ("0.0000001", "0.9999999")),
        (("33.333333333333%", "66.666666666667%"), ("33.333333333333%", "66.666666666667%")),
    ],
)
def test_weights_a_facts_link_gives_as_numbers_reach_the_form_as_the_engine_read_them(client, weights, shown):
    """The engine reads a number's every digit; the form held 10 characters and read "1e-07" as no weight."""
    import json

    outcomes = [
        {"contract": "4S", "declarer": "S", "tricks": tricks, "weight": weight}
        for tricks, weight in zip((10, 9), weights)
    ]
    facts = {"situation": "weighted_score", "vulnerable": "None", "scoring": "total_points", "outcomes": outcomes}
    response = client.get("/en/rulings/", {"facts": json.dumps(facts)})
    assert response.status_code == 302
    page = html.unescape(client.get(response["Location"]).content.decode())
    assert "errorlist" not in page
    assert [f'name="weight{row}" value="{text}"' in page for row, text in ((1, shown[0]), (2, shown[1]))] == [True] * 2
    assert "The Director awards a weighted adjusted score" in page


# The overtake of the engine's tests: South's ♦K must be overtaken by dummy's ♦A to reach the ♠AK.
OVERTAKE = {
    "n": "AK..A4.",
    "e": "...AKQJ",
    "s": ".2.K.32",
    "w": ".AKQ.3.",
    "trumps": "NT",
    "declarer": "S",
    "leader": "S",
    "claimer": "S",
    "claimed": "4",
    "statement": "DK, S top",
}
# ♠ trumps, West's ♠2 still out, EW agreed to the claim and withdrew their agreement (10 tricks played before).
WITHDRAWN = {
    "n": "..432.",
    "e": ".QJT..",
    "s": "A.AK..",
    "w": "2...QJ",
    "trumps": "S",
    "declarer": "S",
    "leader": "S",
    "claimer": "S",
    "claimed": "3",
    "statement": "rest",
    "unaware": "yes",
    "agreed": "on",
    "withdrawn": "on",
}


def test_the_regulating_authoritys_order_is_a_field_of_the_form(client):
    page = html.unescape(get(client, OVERTAKE))
    assert "NS: 1 of the 4 tricks left." in page
    assert "the worst line plays ♦4 from N, which still holds ♦A of the suit" in page
    page = html.unescape(get(client, {**OVERTAKE, "suit_order": "top_down"}))
    assert "NS: 4 of the 4 tricks left." in page
    assert "deemed played from the top down: N plays ♦A, not ♦4" in page
    greek = html.unescape(get(client, {**OVERTAKE, "suit_order": "top_down"}, "el"))
    assert "ο Β παίζει το ♦Α, όχι το ♦4" in greek
    polish = html.unescape(get(client, {**OVERTAKE, "suit_order": "top_down"}, "pl"))
    assert "gracz N zagrywa ♦A, a nie ♦4" in polish


def test_a_withdrawn_agreement_asks_for_tricks_already_won_then_restores_them(client):
    assert "won_tricks_agreed_lost: is required" in get(client, WITHDRAWN)
    page = html.unescape(get(client, {**WITHDRAWN, "won_lost": "1"}))
    assert "EW agreed to lose 1 trick(s) already played that they had in fact won" in page
    greek = html.unescape(get(client, {**WITHDRAWN, "won_lost": "1"}, "el"))
    assert "Ο άξονας ΑΔ συμφώνησε να χάσει λεβέ ήδη παιγμένες (1)" in greek
    polish = html.unescape(get(client, {**WITHDRAWN, "won_lost": "1"}, "pl"))
    assert "Strona EW zgodziła się oddać już rozegrane lewy (1)" in polish


def test_a_conceded_trick_already_won_is_a_field_of_the_form(client):
    conceded = {key: value for key, value in WITHDRAWN.items() if key not in ("agreed", "withdrawn")}
    conceded["won_conceded"] = "1"
    asked = html.unescape(get(client, conceded))
    assert "within_correction_period: is required" in asked and "Law 71A" in asked
    page = html.unescape(get(client, {**conceded, "period": "yes"}))
    assert "NS conceded 1 trick(s) already played that they had in fact won: within the Correction Period" in page
    greek = html.unescape(get(client, {**conceded, "period": "yes"}, "el"))
    assert "Ο άξονας ΒΝ παραχώρησε λεβέ ήδη παιγμένες (1)" in greek
    polish = html.unescape(get(client, {**conceded, "period": "no"}, "pl"))
    assert "Strona NS zrzekła się już rozegranych lew (1), które w rzeczywistości wzięła, ale okres" in polish


def test_the_new_facts_travel_in_the_query():
    from lawsite.assistant.forms_claims import params_for_facts

    facts = {
        "situation": "claim",
        "hands": {"N": ["SA"], "E": ["HA"], "S": ["DA"], "W": ["CA"]},
        "trumps": "NT",
        "declarer": "S",
        "leader": "S",
        "claimer": "S",
        "tricks_claimed": 1,
        "agreed": True,
        "agreement_withdrawn": True,
        "won_tricks_agreed_lost": 2,
        "won_tricks_conceded": 1,
        "suit_order": "top_down",
    }
    params = params_for_facts(facts)
    assert ("won_lost", "2") in params and ("suit_order", "top_down") in params
    assert ("won_conceded", "1") in params
