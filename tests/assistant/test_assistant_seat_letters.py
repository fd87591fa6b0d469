"""Seats as each reader writes them in the assistant's forms: Greek directors write Β, Α, Ν, Δ (Βορράς,
Ανατολή, Νότος, Δύση), Polish and English ones N, E, S, W. The values sent stay N, E, S, W, so a ruling's
address is the same in every language; a typed Greek Ν (U+039D) is South, a Latin N (U+004E) North."""

import html
import re
from urllib.parse import urlencode

import pytest
from django.core.exceptions import ValidationError
from django.utils import translation

from lawsite.assistant.forms import TrickWinnersField
from lawsite.assistant.typed_seats import read_seats

pytestmark = pytest.mark.django_db

GREEK_N, LATIN_N = "\u039d", "N"  # Νότος (South) and North: they look alike
WINNERS = "NNSWSSNSWSNSS"
WINNERS_IN_GREEK = "ΒΒΝΔΝΝΒΝΔΝΒΝΝ"  # the same seats as a Greek director writes them


def revoke(client, language, winners, declarer="S", offender="W"):
    params = {
        "declarer": declarer,
        "offender": offender,
        "revoke_trick": 4,
        "trick_winners": winners,
        "established": "yes",
    }
    return client.get(f"/{language}/rulings/revoke/?" + urlencode(params)).content.decode()


def steps(page):
    return [html.unescape(text) for text in re.findall(r'<span class="step-text">(.*?)</span>', page, re.S)]


def error_summary(page):
    match = re.search(r'<div class="error-summary" role="alert">(.*?)</div>', page, re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", match.group(1))).split()) if match else ""


def seat_options(page, name="declarer"):
    """The options of the first select named ``name`` (the revoke form's declarer on the index)."""
    select = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', page, re.S).group(1)
    return dict(re.findall(r'<option value="([^"]+)"[^>]*>([^<]*)</option>', select))  # not the blank "choose"


@pytest.mark.parametrize(
    "language, labels",
    [
        ("el", {"N": "Βορράς (Β)", "E": "Ανατολή (Α)", "S": "Νότος (Ν)", "W": "Δύση (Δ)"}),
        ("pl", {"N": "Północ (N)", "E": "Wschód (E)", "S": "Południe (S)", "W": "Zachód (W)"}),
        ("en", {"N": "North (N)", "E": "East (E)", "S": "South (S)", "W": "West (W)"}),
    ],
)
def test_seat_selects_show_the_readers_letters_and_send_n_e_s_w(client, language, labels):
    page = client.get(f"/{language}/rulings/").content.decode()
    assert seat_options(page) == labels


def test_the_greek_letters_of_the_labels_are_greek_code_points(client):
    options = seat_options(client.get("/el/rulings/").content.decode())
    assert options["S"].endswith(f"({GREEK_N})") and options["N"].endswith("(\u0392)")
    assert options["E"].endswith("(\u0391)") and options["W"].endswith("(\u0394)")


def test_trick_winners_in_greek_letters_rule_as_the_latin_ones_on_a_greek_page(client):
    greek, latin = revoke(client, "el", WINNERS_IN_GREEK), revoke(client, "el", WINNERS)
    assert not error_summary(greek)
    assert steps(greek) and steps(greek) == steps(latin)
    assert "2 λεβέ στον άξονα ΒΝ." in greek  # the transfer: West's side revoked, North-South get 2


def test_a_greek_nu_is_south_and_a_latin_n_is_north_on_a_greek_page():
    field = TrickWinnersField(required=False)
    with translation.override("el"):
        assert field.clean(GREEK_N) == ["S"]
        assert field.clean(LATIN_N) == ["N"]
        assert field.clean("β α ν δ") == ["N", "E", "S", "W"]  # lower case, with spaces
        assert field.clean(WINNERS_IN_GREEK) == list(WINNERS)


def test_the_two_ns_give_different_rulings(client):
    # South (a defender) revokes at trick 4: whether he or his partner North won that trick is 64A1 or 64A2.
    def ruling(winners):
        return steps(revoke(client, "el", winners, declarer="E", offender="S"))

    won_by_south = ruling("ΑΑΔ" + GREEK_N + "Α" * 9)
    won_by_north = ruling("EEW" + LATIN_N + "E" * 9)
    assert won_by_south == ruling("EEWSEEEEEEEEE") and won_by_north == ruling("EEWNEEEEEEEEE")
    assert won_by_south and won_by_north and won_by_south != won_by_north


def test_greek_and_latin_letters_in_one_answer_are_refused_not_guessed(client):
    summary = error_summary(revoke(client, "el", "ΒΒΝΔ" + LATIN_N + "ΝΝ"))
    assert "ένα μόνο αλφάβητο" in summary and "(Β, Α, Ν, Δ)" in summary
    assert "step-text" not in revoke(client, "el", "ΒΒΝΔ" + LATIN_N + "ΝΝ")


@pytest.mark.parametrize("language", ["en", "pl"])
def test_greek_letters_are_not_seats_on_other_pages(client, language):
    summary = error_summary(revoke(client, language, WINNERS_IN_GREEK))
    assert "ΒΔΝ" in summary  # the letters that are no seat there, each once
    assert ("use only N, E, S and W" if language == "en" else "N, E, S i W") in summary


@pytest.mark.parametrize(
    "language, example",
    [("el", "Β, Α, Ν και Δ"), ("pl", "N, E, S i W"), ("en", "N, E, S and W")],
)
def test_the_error_gives_the_readers_letters(client, language, example):
    summary = error_summary(revoke(client, language, "NNXQ"))
    assert "QX" in summary and example in summary


def test_the_help_text_gives_a_greek_example_on_a_greek_page(client):
    page = html.unescape(client.get("/el/rulings/").content.decode())
    assert "π.χ. ΔΒΒΔΝΑΔΑΒΑΑΔΔ" in page and "WNNWSEWENEEWW" not in page
    assert "e.g. WNNWSEWENEEWW" in html.unescape(client.get("/en/rulings/").content.decode())


def test_read_seats_needs_no_django():
    typed = read_seats("Ν,Β;Δ/Α", "el")
    assert typed.seats == ("S", "N", "W", "E") and not typed.wrong and not typed.mixed
    assert read_seats("ΝΒ", "pl").wrong == "ΒΝ" and read_seats("NB", "el").wrong == "B"  # Latin B is no seat


def test_too_many_tricks_are_counted_in_greek_letters_too():
    with translation.override("el"), pytest.raises(ValidationError):
        TrickWinnersField().clean("Β" * 14)
