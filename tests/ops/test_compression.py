"""Pages go over the wire compressed (brotli, else gzip), with one strong ETag per representation."""

import gzip

import brotli
import pytest
from django.core.cache import cache

from lawsite.compression import negotiate

pytestmark = pytest.mark.usefixtures("content")
BOTH = "gzip, deflate, br"
WIRE_LIMIT = 15 * 1024


def decoded(response) -> bytes:
    coding = response.get("Content-Encoding")
    if coding == "br":
        return brotli.decompress(response.content)
    if coding == "gzip":
        return gzip.decompress(response.content)
    assert coding is None
    return response.content


@pytest.mark.parametrize(
    "header, coding",
    [
        ("gzip, deflate, br", "br"),
        ("gzip", "gzip"),
        ("br;q=0, gzip", "gzip"),
        ("gzip;q=0.5, br;q=0.9", "br"),
        ("br;q=0.1, gzip;q=0.8", "gzip"),
        ("*", "br"),
        ("*, br;q=0", "gzip"),
        ("identity", None),
        ("", None),
        ("gzip;q=nonsense, br;q=", None),
    ],
)
def test_negotiation_follows_the_clients_preferences(header, coding):
    assert negotiate(header) == coding


@pytest.mark.parametrize(
    "path", ["/en/laws/64/", "/en/laws/55/?cols=en&cols=el&cols=pl", "/el/laws/43/", "/pl/laws/67/"]
)
def test_a_law_page_is_at_most_15_kb_over_the_wire(client, path):
    plain = client.get(path)
    assert plain.status_code == 200 and "Content-Encoding" not in plain
    for header, coding in ((BOTH, "br"), ("gzip", "gzip")):
        response = client.get(path, HTTP_ACCEPT_ENCODING=header)
        assert response["Content-Encoding"] == coding
        assert len(response.content) <= WIRE_LIMIT, (path, coding, len(response.content))
        assert len(response.content) < len(plain.content) / 3
        assert decoded(response) == plain.content
        assert "Accept-Encoding" in response["Vary"] and "Cookie" in response["Vary"]


def test_each_coding_has_its_own_strong_etag_and_revalidates_to_304(client):
    tags = {}
    for header in ("", "gzip", BOTH):
        response = client.get("/en/laws/55/", HTTP_ACCEPT_ENCODING=header)
        tags[header] = response["ETag"]
        assert not response["ETag"].startswith("W/")
    assert len(set(tags.values())) == 3
    assert tags[BOTH].endswith('-br"') and tags["gzip"].endswith('-gzip"')
    again = client.get("/en/laws/55/", HTTP_ACCEPT_ENCODING=BOTH, HTTP_IF_NONE_MATCH=tags[BOTH])
    assert again.status_code == 304 and again.content == b""
    assert again["ETag"] == tags[BOTH]
    assert "Accept-Encoding" in again["Vary"]
    # A copy kept uncompressed is still the same page: the server need not send it again.
    assert client.get("/en/laws/55/", HTTP_ACCEPT_ENCODING=BOTH, HTTP_IF_NONE_MATCH=tags[""]).status_code == 304
    # A brotli copy is no use to a client that does not read brotli.
    assert client.get("/en/laws/55/", HTTP_ACCEPT_ENCODING="gzip", HTTP_IF_NONE_MATCH=tags[BOTH]).status_code == 200


def test_the_page_cache_keeps_each_coding_apart(client, settings):
    settings.LAWSITE_PAGE_CACHE = True
    cache.clear()
    try:
        first_br = client.get("/en/laws/43/", HTTP_ACCEPT_ENCODING=BOTH)
        cached_br = client.get("/en/laws/43/", HTTP_ACCEPT_ENCODING=BOTH)
        plain = client.get("/en/laws/43/")
        cached_gzip = client.get("/en/laws/43/", HTTP_ACCEPT_ENCODING="gzip")
    finally:
        cache.clear()
    assert cached_br["Content-Encoding"] == "br" and cached_br.content == first_br.content
    assert cached_br["ETag"] == first_br["ETag"]
    assert "Content-Encoding" not in plain
    assert decoded(cached_gzip) == plain.content == decoded(cached_br)


@pytest.mark.parametrize("path", ["/en/search/?q=revoke", "/en/glossary/", "/en/rulings/", "/en/editor/status/"])
def test_other_pages_are_compressed_too(client, path):
    response = client.get(path, HTTP_ACCEPT_ENCODING=BOTH)
    assert response.status_code == 200
    assert response["Content-Encoding"] == "br"
    assert b"</html>" in decoded(response)


def test_a_redirect_and_a_small_body_are_left_alone(client):
    moved = client.get("/en/laws/55b1/", HTTP_ACCEPT_ENCODING=BOTH)
    assert moved.status_code == 301 and "Content-Encoding" not in moved
