"""The assistant's forms for the auction and play irregularities: a Director fills one in and tells the table."""

import html
import re
from collections import Counter
from urllib.parse import urlencode

import pytest

from lawsite.assistant import situations
from lawsite.rulings import rule_dict

pytestmark = pytest.mark.django_db
NEW = (
    "insufficient-bid",
    "call-out-of-rotation",
    "card-exposed-during-auction",
    "opening-lead-out-of-turn",
    "penalty-card",
    "defender-lead-out-of-turn",
    "premature-play",
)


def get(client, path, **params):
    return client.get(path + "?" + urlencode(params)).content.decode()


def step_links(page):
    return [
        (html.unescape(text), href)
        for text, href in re.findall(
            r'<span class="step-text">(.*?)</span>\s*<a class="ref" href="([^"]+)"', page, re.S
        )
    ]


def told(page):
    """The lines of "Tell the table"."""
    block = re.search(r'<section class="consequences".*?</section>', page, re.S)
    return (
        [html.unescape(re.sub(r"<[^>]+>", "", line)) for line in re.findall(r"<li>(.*?)</li>", block.group(0), re.S)]
        if block
        else []
    )


def error_summary(page):
    match = re.search(r'<div class="error-summary" role="alert">(.*?)</div>', page, re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", match.group(1))).split()) if match else ""


def test_every_id_on_the_index_is_unique(client):
    """Issue 12: the forms on /rulings/ shared ids (id_declarer ...)."""
    page = client.get("/en/rulings/").content.decode()
    ids = Counter(re.findall(r'\sid="([^"]+)"', page))
    assert [name for name, count in ids.items() if count > 1] == []
    assert 'id="id_revoke_declarer"' in page and 'id="id_insufficient_bid_offender"' in page
    for label_for in re.findall(r'<label for="([^"]+)"', page):
        assert label_for in ids, label_for


def test_the_index_offers_each_new_form_and_the_finder(client):
    page = client.get("/en/rulings/").content.decode()
    for slug in NEW:
        assert f'action="/en/rulings/{slug}/"' in page
    assert 'href="/en/rulings/what-happened/"' in page


INSUFFICIENT = dict(
    dealer="N",
    auction_before="1NT",
    offender="E",
    irregular_call="1♠",
    accepted_by_lho="no",
    replacement="3s",
    comparable="no",
)


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_an_insufficient_bid_replaced_by_a_call_that_is_not_comparable(client, language):
    page = get(client, f"/{language}/rulings/insufficient-bid/", **INSUFFICIENT)
    facts = {
        "situation": "insufficient_bid",
        "dealer": "N",
        "auction_before": ["1NT"],
        "offender": "E",
        "irregular_call": "1S",
        "accepted_by_lho": False,
        "replacement": "3S",
        "comparable": False,
    }
    expected = rule_dict(facts)
    assert [href for _, href in step_links(page)] == [f"/{language}/laws/{s['clause']}/" for s in expected["steps"]]
    lines = told(page)
    assert len(lines) >= 3
    if language == "en":
        assert "W must pass whenever it is his turn to call, for the rest of the auction." in lines
        assert any(line.startswith("Lead restrictions: if E becomes a defender") for line in lines)
    if language == "el":
        assert "συγκρίσιμη" in page and "not yet translated" not in page
    if language == "pl":
        assert "przy każdej swojej kolejce" in page and "not yet translated" not in page


def test_the_comparable_question_has_the_criteria_beside_it(client):
    page = client.get("/en/rulings/insufficient-bid/").content.decode()
    block = re.search(r'<div class="judgement">.*?id_insufficient_bid_comparable.*?</aside>', page, re.S)
    assert block and "means the same as" in block.group(0) and "part of those" in block.group(0)
    assert "same job" in block.group(0)


def test_a_missing_judgement_is_asked_for_on_its_question(client):
    params = {**INSUFFICIENT}
    params.pop("comparable")
    summary = error_summary(get(client, "/en/rulings/insufficient-bid/", **params))
    assert "Is the replacement a comparable call?" in summary and "Law 23A" in summary


def test_an_engine_error_is_put_on_the_field_it_names(client):
    summary = error_summary(get(client, "/en/rulings/insufficient-bid/", **{**INSUFFICIENT, "irregular_call": "2S"}))
    assert "The irregular call: 2S is sufficient after 1NT" in summary
    summary = error_summary(
        get(
            client,
            "/en/rulings/call-out-of-rotation/",
            dealer="N",
            auction_before="1C 1Z",
            offender="S",
            irregular_call="P",
        )
    )
    assert "Legal calls before the irregularity" in summary and "1Z" in summary


def test_a_pass_out_of_rotation_at_partners_turn_bars_partner_once(client):
    page = get(
        client,
        "/en/rulings/call-out-of-rotation/",
        dealer="N",
        auction_before="",
        offender="S",
        irregular_call="pass",
        accepted_by_lho="no",
        offender_next_call="1NT",
        comparable="no",
    )
    assert "N must pass at his next turn to call (once)." in told(page)
    assert ["/en/laws/29/", "/en/laws/29B/", "/en/laws/30B1(a)/"] == [href for _, href in step_links(page)][:3]


def test_a_card_seen_in_the_auction_with_its_role_unknown(client):
    page = get(client, "/pl/rulings/card-exposed-during-auction/", offender="W", cards_exposed="♠Q")
    lines = told(page)
    assert any("♠D" in text for text, _ in step_links(page))  # the queen is a dama in Polish
    assert "Odkryte karty pozostają odkryte na stole do końca licytacji." in lines


def test_the_opening_lead_form_tells_declarers_five_options(client):
    page = get(client, "/en/rulings/opening-lead-out-of-turn/", declarer="S", led_by="E", card="HQ")
    option_line = next(line for line in told(page) if line.startswith("Declarer may:"))
    assert option_line.count(";") == 4


def test_opening_lead_refused_with_the_suit_prohibited(client):
    page = get(
        client,
        "/el/rulings/opening-lead-out-of-turn/",
        declarer="S",
        led_by="E",
        card="HQ",
        declarer_choice="refuse_forbid_suit",
    )
    assert "/el/laws/50D2(a)/" in [href for _, href in step_links(page)]
    assert any("♥Ν" in text for text, _ in step_links(page))  # Greek ντάμα


def test_a_penalty_card_and_the_partners_lead(client):
    page = get(client, "/en/rulings/penalty-card/", declarer="S", offender="W", cards="HK", on_lead="E")
    lines = told(page)
    assert any(line.startswith("Penalty card of W, major: ♥K") for line in lines)
    assert any("require the lead of a suit" in line or "prohibit the lead" in line for line in lines)


def test_a_void_is_written_with_a_dash(client):
    page = get(client, "/en/rulings/penalty-card/", declarer="S", offender="W", cards="HK", suit_led="C", holding="-")
    assert "Must be played: ♥K." in told(page)


def test_a_defenders_later_lead_out_of_turn_refused(client):
    page = get(
        client,
        "/pl/rulings/defender-lead-out-of-turn/",
        declarer="S",
        led_by="W",
        proper_leader="E",
        card="D4",
        trick=5,
        declarer_choice="refuse",
    )
    assert "/pl/laws/56/" in [href for _, href in step_links(page)]
    assert "dużą kartą przygwożdżoną" in page


def test_a_premature_play_before_partner(client):
    page = get(
        client,
        "/en/rulings/premature-play/",
        declarer="S",
        offender="E",
        card="C2",
        turn_of="W",
        suit_led="C",
        declarer_choice="require_highest",
        holding="CK C9",
    )
    assert "Must be played: ♣K." in told(page)


def test_cards_and_calls_are_read_as_directors_write_them(client):
    page = get(client, "/en/rulings/premature-play/", declarer="S", offender="W", faced_cards="♣2 h10", designated="c2")
    assert "Card played: ♣2." in told(page)
    summary = error_summary(get(client, "/en/rulings/premature-play/", declarer="S", offender="W", faced_cards="♣2 Z9"))
    assert "Cards seen when he played several at once" in summary and "Z9" in summary


def test_the_finders_prefill_link_fills_the_form_without_ruling(client):
    page = get(client, "/en/rulings/card-exposed-during-auction/", prefill=1, prematurely_led="on")
    assert 'class="ruling answer"' not in page and 'class="error-summary"' not in page
    assert re.search(r'name="prematurely_led"[^>]*checked', page)


def test_the_permalink_of_a_new_situation_reproduces_it(client):
    page = get(client, "/en/rulings/insufficient-bid/", **INSUFFICIENT)
    permalink = html.unescape(re.search(r'<a href="([^"]+)" rel="bookmark">', page).group(1))
    assert step_links(client.get(permalink).content.decode()) == step_links(page)


def test_every_new_situation_round_trips_its_facts_through_the_url():
    from django.http import QueryDict

    from lawsite.rulings import facts_from_dict

    samples = [
        {
            "situation": "insufficient_bid",
            "dealer": "N",
            "auction_before": ["1H"],
            "offender": "E",
            "irregular_call": "1D",
            "accepted_by_lho": False,
        },
        {
            "situation": "call_out_of_rotation",
            "dealer": "N",
            "auction_before": [],
            "offender": "S",
            "irregular_call": "P",
            "accepted_by_lho": False,
            "comparable": True,
            "offender_next_call": "1NT",
        },
        {
            "situation": "penalty_card",
            "declarer": "S",
            "offender": "W",
            "cards": ["HK"],
            "suit_led": "C",
            "holding": [],
        },
        {
            "situation": "premature_play",
            "declarer": "S",
            "offender": "W",
            "faced_cards": ["C2", "HT"],
            "designated": "C2",
        },
    ]
    for facts in samples:
        situation = situations.BY_NAME[facts["situation"]]
        query = QueryDict(mutable=True)
        query.update({key: str(value) for key, value in situations.params_from_facts(facts).items()})
        form = situation.form(query)
        assert form.is_valid(), form.errors
        assert facts_from_dict(situation.to_facts(form.cleaned_data)) == facts_from_dict(facts)


@pytest.mark.parametrize(
    "typed, shown",
    [
        ("Q♥", "♥Q"),
        ("♥Q", "♥Q"),
        ("hq", "♥Q"),
        ("qh", "♥Q"),
        ("10h", "♥10"),
        ("H10", "♥10"),
        ("♠Ρ", "♠K"),  # Greek Ρήγας
        ("Ν♥", "♥Q"),  # Greek Ντάμα
        ("Β♦", "♦J"),  # Greek Βαλές
        ("Α♣", "♣A"),  # Greek Άσσος
        ("D♥", "♥Q"),  # Polish dama
        ("W♣", "♣J"),  # Polish walet
        ("DK", "♦K"),  # the engine's own code reads as itself
    ],
)
def test_a_card_is_read_as_directors_write_it(client, typed, shown):
    page = get(client, "/en/rulings/penalty-card/", declarer="S", offender="W", cards=typed, on_lead="E")
    assert error_summary(page) == ""
    assert any(
        line.startswith(f"Penalty card of W, major: {shown}.") or line.startswith(f"Penalty card of W, minor: {shown}.")
        for line in told(page)
    ), told(page)


@pytest.mark.parametrize(
    "language, examples",
    [("en", "Q♥, ♥Q, HQ, 10H or SK"), ("el", "Ν♥, ♥Ν, 10♥ ή ♠Ρ"), ("pl", "D♥, ♥D, 10♥ albo ♠K")],
)
def test_a_card_that_cannot_be_read_gets_examples_in_the_readers_language(client, language, examples):
    page = get(client, f"/{language}/rulings/penalty-card/", declarer="S", offender="W", cards="Z9", on_lead="E")
    summary = error_summary(page)
    assert "Z9" in summary and examples in summary


@pytest.mark.parametrize("language, example", [("el", "π.χ. ♥Ν"), ("pl", "np. ♥D")])
def test_the_card_fields_give_examples_as_the_reader_writes_cards(client, language, example):
    page = client.get(f"/{language}/rulings/opening-lead-out-of-turn/").content.decode()
    assert example in page
    ruled = get(client, f"/{language}/rulings/opening-lead-out-of-turn/", declarer="S", led_by="E", card=example[-2:])
    assert error_summary(ruled) == ""  # the example given is a card the form reads


def test_a_card_given_twice_is_named_as_the_reader_writes_it(client):
    page = get(client, "/el/rulings/penalty-card/", declarer="S", offender="W", cards="HQ Ν♥", on_lead="E")
    assert "♥Ν" in error_summary(page) and "HQ" not in error_summary(page)
