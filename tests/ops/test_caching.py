"""Read pages carry validators tied to the content revision, so a proxy can carry the read traffic."""

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.utils.http import http_date

from lawsite.laws.models import ClauseText, ContentState

pytestmark = pytest.mark.usefixtures("content")


def etag_of(client, path):
    response = client.get(path)
    assert response.status_code == 200
    return response["ETag"]


@pytest.mark.parametrize("path", ["/en/", "/en/laws/55/", "/el/laws/55/?cols=el&cols=en", "/en/laws/55B1/"])
def test_anonymous_read_pages_carry_public_validators(client, path):
    response = client.get(path)
    state = ContentState.current()
    assert response.status_code == 200
    assert response["ETag"].startswith('"') and response["ETag"].endswith('"')
    assert response["Last-Modified"] == http_date(state.updated_at.timestamp())
    directives = {d.strip() for d in response["Cache-Control"].split(",")}
    assert "public" in directives
    assert any(d.startswith("max-age=") and int(d.split("=")[1]) > 0 for d in directives)


def test_matching_if_none_match_answers_304_without_a_body(client):
    etag = etag_of(client, "/en/laws/55/")
    response = client.get("/en/laws/55/", HTTP_IF_NONE_MATCH=etag)
    assert response.status_code == 304
    assert response.content == b""
    assert response["ETag"] == etag
    assert client.get("/en/laws/55/", HTTP_IF_NONE_MATCH='"something-else"').status_code == 200
    assert client.head("/en/laws/55/", HTTP_IF_NONE_MATCH=etag).status_code == 304


def test_etag_differs_by_language_path_and_query(client):
    tags = {
        etag_of(client, path)
        for path in ("/en/laws/55/", "/el/laws/55/", "/pl/laws/55/", "/en/laws/67/", "/en/laws/55/?cols=en")
    }
    assert len(tags) == 5
    assert etag_of(client, "/en/laws/55/") == etag_of(client, "/en/laws/55/")


def test_a_content_change_moves_the_etag_and_old_copies_revalidate_to_200(client):
    before = etag_of(client, "/en/laws/55/")
    ContentState.bump()
    after = etag_of(client, "/en/laws/55/")
    assert after != before
    assert client.get("/en/laws/55/", HTTP_IF_NONE_MATCH=before).status_code == 200
    assert client.get("/en/laws/55/", HTTP_IF_NONE_MATCH=after).status_code == 304


def test_signed_in_pages_are_private_and_never_304(client):
    anonymous = etag_of(client, "/en/laws/55/")
    client.force_login(User.objects.create_user("reader", password="pw-reader-123"))
    response = client.get("/en/laws/55/", HTTP_IF_NONE_MATCH=anonymous)
    assert response.status_code == 200
    assert "ETag" not in response
    directives = {d.strip() for d in response["Cache-Control"].split(",")}
    assert {"private", "no-cache"} <= directives
    assert "public" not in directives


@pytest.mark.parametrize("path, status", [("/en/laws/999/", 404), ("/en/laws/55b1/", 301)])
def test_errors_and_redirects_carry_no_validator(client, path, status):
    response = client.get(path)
    assert response.status_code == status
    assert "ETag" not in response


def test_other_views_and_methods_are_left_alone(client):
    report = client.get("/en/reports/references/")
    assert report.status_code == 302
    assert "ETag" not in report
    posted = client.post("/en/laws/55/")
    assert "ETag" not in posted
    assert "public" not in posted.get("Cache-Control", "")


@pytest.fixture
def page_cache(settings):
    settings.LAWSITE_PAGE_CACHE = True
    cache.clear()
    yield
    cache.clear()


def test_page_cache_serves_rendered_pages_until_the_revision_moves(client, page_cache, django_assert_max_num_queries):
    first = client.get("/en/laws/55/?cols=en")
    assert first.status_code == 200
    with django_assert_max_num_queries(1):
        again = client.get("/en/laws/55/?cols=en")
    assert again.content == first.content
    assert again["ETag"] == first["ETag"]

    text = ClauseText.objects.get(clause__clause_id="55B1", language="en")
    text.html = "<p>A freshly edited ruling text.</p>"
    text.save(update_fields=["html"])
    ContentState.bump()
    fresh = client.get("/en/laws/55/?cols=en")
    assert "A freshly edited ruling text." in fresh.content.decode()
    assert fresh["ETag"] != first["ETag"]


def test_a_cached_page_is_never_served_to_a_host_the_site_does_not_answer(client, page_cache):
    etag = etag_of(client, "/en/laws/55/")
    assert client.get("/en/laws/55/", HTTP_HOST="evil.example").status_code == 400
    assert client.get("/en/laws/55/", HTTP_HOST="evil.example", HTTP_IF_NONE_MATCH=etag).status_code == 400


def test_a_reader_with_a_session_gets_a_private_page(client):
    client.cookies["sessionid"] = "not-a-real-session"
    response = client.get("/en/laws/55/")
    assert response.status_code == 200
    assert "ETag" not in response
    assert "private" in response["Cache-Control"]


def test_with_a_revision_ttl_the_worker_that_made_a_change_sees_it_at_once(client, settings):
    from lawsite.laws.signals import content_changed

    settings.LAWSITE_REVISION_TTL = 3600
    content_changed.send(sender=None, clause_ids=None, version=None)  # start from a fresh read
    before = etag_of(client, "/en/laws/55/")
    ContentState.bump()
    assert etag_of(client, "/en/laws/55/") == before  # read once an hour: the old revision still answers
    content_changed.send(sender=None, clause_ids=None, version=ContentState.current().version)
    assert etag_of(client, "/en/laws/55/") != before
