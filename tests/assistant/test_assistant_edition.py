"""The assistant's edition choice: the edition in force by default, the chosen one ruled by and kept in the link."""

from urllib.parse import parse_qs, urlencode, urlsplit

import pytest

from lawsite.assistant import edition, situations

pytestmark = pytest.mark.django_db
FACED = dict(
    declarer="S",
    offender="S",
    revoke_trick=5,
    trick_winners="WNNWSEWENEEWW",
    established="yes",
    faced_card="declarer_faced_card",
)


def answer(**params):
    return situations.answer("revoke", _query(params), "en")


def _query(params):
    from django.http import QueryDict

    return QueryDict(urlencode(params))


def test_without_a_choice_the_edition_in_force_rules_and_the_form_offers_it_first(client):
    result = answer(**FACED)
    assert result.ruling["edition"] == edition.default_edition() == "2017"
    assert result.ruling["laws"] == ["63A1", "64A1"]
    page = client.get("/en/rulings/revoke/").content.decode()
    assert 'value="2017" selected' in page and 'value="2007"' in page


def test_the_2007_choice_rules_by_2007_and_stays_in_the_permalink():
    result = answer(edition="2007", **FACED)
    assert result.ruling["laws"] == ["63A1", "64B3"] and result.ruling["tricks_transferred"] == 0
    assert result.facts["edition"] == "2007"
    assert parse_qs(urlsplit(result.permalink).query)["edition"] == ["2007"]


def test_an_old_link_with_faced_card_on_keeps_its_meaning():
    result = answer(**{**FACED, "offender": "E", "faced_card": "on"})
    assert result.facts["faced_card"] is True and "64B3" in result.ruling["laws"]


def test_a_wrong_faced_card_is_put_on_its_field():
    result = answer(**{**FACED, "offender": "E"})
    assert result.ruling is None and "faced_card" in result.form.errors


def test_an_unknown_edition_is_a_form_error():
    result = answer(edition="1997", **FACED)
    assert result.ruling is None and "edition" in result.form.errors


def test_the_default_comes_from_one_function(monkeypatch):
    monkeypatch.setattr(edition, "default_edition", lambda: "2007")
    result = answer(**FACED)
    assert result.facts["edition"] == "2007" and result.ruling["laws"] == ["63A1", "64B3"]
