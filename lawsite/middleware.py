"""Conditional GET for the read pages, so a proxy or CDN can carry the read traffic.

An anonymous page is a function of the content revision, the interface language, the full path and
the deployed code, and nothing else: its ETag is derived from exactly those, so a matching
``If-None-Match`` is answered 304 before the view runs. Signed-in users see editor controls and their
own name, so their pages are marked private and never shared. With ``LAWSITE_PAGE_CACHE`` on
(production) each worker also keeps rendered anonymous pages keyed by that ETag: a content change
moves the revision, so no entry is ever stale. Pages are compressed here (brotli or gzip, as the
client accepts) before they are cached, so a cached page costs no compression; the coding is part
of the ETag (``"…-br"``), one strong validator per representation.
"""

from __future__ import annotations

import hashlib
import time

from django.conf import settings
from django.core.cache import cache
from django.http import HttpResponse, HttpResponseNotModified
from django.urls import Resolver404, resolve
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.http import http_date, parse_etags
from django.utils.translation import get_language_from_path, override

from lawsite.compression import encode_response, negotiate
from lawsite.laws.models import ContentState
from lawsite.laws.signals import content_changed

#: The pages whose content follows only from the laws content (the law page serves permalinks too).
CACHEABLE_VIEWS = frozenset({"laws:home", "laws:clause", "laws:offline", "laws:manifest"})
#: The same, for data outside the language prefixes (one copy whatever the reader's language).
NEUTRAL_CACHEABLE_VIEWS = frozenset({"law-data", "offline-book"})
DEFAULT_MAX_AGE = 300


class ContentRevisionMiddleware:
    """Placed right after WhiteNoise, so a cached page or a 304 skips the rest of the stack.

    Without a session cookie nobody can be signed in, so the request is anonymous for certain before
    the session and auth middleware run; the host is still checked against ALLOWED_HOSTS first.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        language = self._cacheable_view_language(request)
        if language is None:
            return self.get_response(request)
        if not _shared(request):
            response = self.get_response(request)
            if response.status_code == 200:
                patch_cache_control(response, private=True, no_cache=True, max_age=0)
            return response

        request.get_host()  # raises DisallowedHost (400) for a host the site does not answer to
        state = _revision.current()
        request.content_state = state  # the revision this page is made for (lawsite.laws.fragments keys on it)
        etag = _etag(state.version, language, request.get_full_path())
        coding = negotiate(request.headers.get("Accept-Encoding", ""))
        coded_etag = _coded(etag, coding)
        if {etag, coded_etag} & set(parse_etags(request.headers.get("If-None-Match", ""))):
            return self._validators(HttpResponseNotModified(), coded_etag, state)
        use_cache = getattr(settings, "LAWSITE_PAGE_CACHE", False) and request.method == "GET"
        key = _cache_key(etag, coding)
        if use_cache:
            stored = cache.get(key)
            if stored is not None:
                return _rebuild(stored)

        response = self.get_response(request)
        if response.status_code != 200 or response.cookies or response.streaming:
            return response
        response = encode_response(self._validators(response, etag, state), coding)
        if use_cache:
            cache.set(key, _freeze(response), timeout=None)
        return response

    @staticmethod
    def _cacheable_view_language(request) -> str | None:
        """The page's language when it is a GET/HEAD of a cacheable view ("" for neutral data), else None."""
        if request.method not in ("GET", "HEAD"):
            return None
        language = get_language_from_path(request.path_info)
        if language is None:
            if not request.path_info.startswith("/api/"):
                return None
            try:
                match = resolve(request.path_info)
            except Resolver404:
                return None
            return "" if match.view_name in NEUTRAL_CACHEABLE_VIEWS else None
        with override(language):
            try:
                match = resolve(request.path_info)
            except Resolver404:
                return None
        return language if match.view_name in CACHEABLE_VIEWS else None

    @staticmethod
    def _validators(response, etag: str, state: ContentState):
        response["ETag"] = etag
        response["Last-Modified"] = http_date(state.updated_at.timestamp())
        patch_cache_control(response, public=True, max_age=getattr(settings, "LAWSITE_CACHE_MAX_AGE", DEFAULT_MAX_AGE))
        patch_vary_headers(response, ("Cookie", "Accept-Encoding"))
        return response


class _Revision:
    """The content revision, read at most every ``LAWSITE_REVISION_TTL`` seconds per worker.

    With the default 0 every request reads it. Production allows a second: other workers may answer
    with the previous revision for that long after a change (proxies keep pages for max-age anyway);
    this worker forgets it at once when it made the change itself.
    """

    def __init__(self):
        self._state, self._read_at = None, 0.0

    def current(self) -> ContentState:
        ttl = getattr(settings, "LAWSITE_REVISION_TTL", 0)
        now = time.monotonic()
        if self._state is None or ttl <= 0 or now - self._read_at >= ttl:
            self._state, self._read_at = ContentState.current(), now
        return self._state

    def forget(self, **kwargs):
        self._state = None


_revision = _Revision()
content_changed.connect(_revision.forget, dispatch_uid="lawsite.middleware.forget_revision")


def _shared(request) -> bool:
    """No session or pending message: the page is the same for every anonymous reader."""
    cookies = request.COOKIES
    return settings.SESSION_COOKIE_NAME not in cookies and "messages" not in cookies


def _etag(version: int, language: str, full_path: str) -> str:
    release = getattr(settings, "LAWSITE_RELEASE", "")
    digest = hashlib.blake2b(f"{release}\n{version}\n{language}\n{full_path}".encode(), digest_size=12)
    return f'"{digest.hexdigest()}"'


def _coded(etag: str, coding: str | None) -> str:
    """The ETag of the representation in ``coding`` (what encode_response sets when it compresses)."""
    return etag[:-1] + f'-{coding}"' if coding else etag


def _cache_key(etag: str, coding: str | None) -> str:
    return f"lawsite:page:{etag.strip(chr(34))}:{coding or 'identity'}"


def _freeze(response) -> tuple:
    return response.status_code, response.content, list(response.items())


def _rebuild(stored: tuple) -> HttpResponse:
    status, content, headers = stored
    response = HttpResponse(content, status=status)
    for name, value in headers:
        response[name] = value
    return response
