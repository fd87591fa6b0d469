"""Guessing passwords: after a few wrong ones, the right one is refused too, for that user name and address."""

from datetime import timedelta

import pytest
from axes.models import AccessAttempt
from django.conf import settings
from django.contrib.auth.models import User
from django.db.models import F
from django.test import Client

from lawsite.signin import address_behind_proxy

PASSWORD = "pw-throttle-right-1"
HERE, ELSEWHERE = "192.0.2.10", "192.0.2.99"  # documentation addresses (RFC 5737): only ever REMOTE_ADDR values
LOGIN = "/en/accounts/login/"


@pytest.fixture
def account(db):
    return User.objects.create_user("throttled-editor", password=PASSWORD)


def sign_in(password, username="throttled-editor", address=HERE, url=LOGIN):
    client = Client(REMOTE_ADDR=address)
    response = client.post(url, {"username": username, "password": password, "next": "/en/"})
    return response, client


def signed_in(client) -> bool:
    return "_auth_user_id" in client.session


def fail(times, **where):
    for _ in range(times):
        response, client = sign_in("wrong-password", **where)
        assert response.status_code in (200, 429) and not signed_in(client)
    return response


def age_the_failures(by: timedelta):
    AccessAttempt.objects.update(attempt_time=F("attempt_time") - by)


def test_a_few_wrong_passwords_still_let_the_right_one_in(account):
    fail(settings.AXES_FAILURE_LIMIT - 1)
    response, client = sign_in(PASSWORD)
    assert response.status_code == 302 and signed_in(client)
    assert not AccessAttempt.objects.exists()  # a success forgets the earlier failures


def test_after_the_limit_the_right_password_is_refused(account):
    fail(settings.AXES_FAILURE_LIMIT)
    response, client = sign_in(PASSWORD)
    assert response.status_code == 429
    assert not signed_in(client)
    assert "Sign-in paused" in response.content.decode()


def test_a_run_of_fast_guesses_does_not_end_in_a_sign_in(account):
    last = fail(6 * settings.AXES_FAILURE_LIMIT)
    assert last.status_code == 429
    response, client = sign_in(PASSWORD)
    assert response.status_code == 429 and not signed_in(client)


def test_the_lockout_lasts_its_whole_period_then_ends(account):
    fail(settings.AXES_FAILURE_LIMIT)
    age_the_failures(settings.AXES_COOLOFF_TIME - timedelta(minutes=1))
    response, client = sign_in(PASSWORD)
    assert response.status_code == 429 and not signed_in(client)  # this try restarts the wait
    age_the_failures(settings.AXES_COOLOFF_TIME + timedelta(seconds=1))
    response, client = sign_in(PASSWORD)
    assert response.status_code == 302 and signed_in(client)


def test_the_lockout_is_per_user_name_and_address(account):
    User.objects.create_user("other-editor", password=PASSWORD)
    fail(settings.AXES_FAILURE_LIMIT)
    from_elsewhere, client = sign_in(PASSWORD, address=ELSEWHERE)
    assert from_elsewhere.status_code == 302 and signed_in(client)
    other_user, client = sign_in(PASSWORD, username="other-editor")
    assert other_user.status_code == 302 and signed_in(client)
    still, client = sign_in(PASSWORD)
    assert still.status_code == 429 and not signed_in(client)


def test_the_admin_sign_in_is_throttled_too(account):
    account.is_staff = True
    account.save()
    for _ in range(settings.AXES_FAILURE_LIMIT):
        Client(REMOTE_ADDR=HERE).post("/admin/login/", {"username": account.username, "password": "wrong"})
    client = Client(REMOTE_ADDR=HERE)
    response = client.post("/admin/login/", {"username": account.username, "password": PASSWORD})
    assert response.status_code == 429 and not signed_in(client)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", ["Sign-in paused", "Try again in 15 minutes"]),
        ("el", ["Η σύνδεση αναστάλθηκε", "Δοκιμάστε ξανά σε 15 λεπτά"]),
        ("pl", ["Logowanie wstrzymane", "Spróbuj ponownie za 15 minut"]),
    ],
)
def test_the_lockout_page_is_in_the_readers_language(account, language, words):
    fail(settings.AXES_FAILURE_LIMIT, url=f"/{language}/accounts/login/")
    response, _ = sign_in(PASSWORD, url=f"/{language}/accounts/login/")
    assert response.status_code == 429
    page = response.content.decode()
    assert f'<html lang="{language}">' in page
    for text in words:
        assert text in page


def test_behind_a_proxy_the_visitors_address_is_counted():
    class Request:
        META = {"REMOTE_ADDR": "127.0.0.1", "HTTP_X_FORWARDED_FOR": "203.0.113.7, 198.51.100.4"}

    assert address_behind_proxy(Request()) == "198.51.100.4"  # the first entry is the client's own word
    Request.META = {"REMOTE_ADDR": "127.0.0.1"}
    assert address_behind_proxy(Request()) == "127.0.0.1"
