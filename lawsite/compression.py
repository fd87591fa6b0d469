"""Compressed responses: brotli where the client accepts it, else gzip, else as they are.

One negotiation (:func:`negotiate`) serves both the page middleware, which puts the chosen coding
into its ETag and caches the compressed bytes, and :class:`CompressionMiddleware`, which compresses
every other text response. A representation's ETag names its coding (``"…-br"``), so it stays a
strong validator: Django's GZipMiddleware would weaken it to ``W/"…"``, which our If-None-Match
comparison (exact, per representation) would then never match.
"""

from __future__ import annotations

import gzip
import re

import brotli
from django.utils.cache import patch_vary_headers

#: Smaller bodies are not worth a coding (the headers cost more than the bytes saved).
MIN_SIZE = 256
#: Brotli 5 compresses a 50 KB page in about a millisecond, close to quality 11 in size for HTML.
BROTLI_QUALITY = 5
GZIP_LEVEL = 6
COMPRESSIBLE = re.compile(r"^(text/|application/(json|javascript|manifest\+json|xml))")
_CODING = re.compile(r"\s*([A-Za-z0-9*-]+)\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*")


def negotiate(accept_encoding: str) -> str | None:
    """``"br"``, ``"gzip"`` or None for identity, from an ``Accept-Encoding`` header (q=0 refuses)."""
    accepted: dict[str, float] = {}
    for part in (accept_encoding or "").split(","):
        match = _CODING.fullmatch(part)
        if not match or not match.group(1):
            continue
        try:
            quality = float(match.group(2)) if match.group(2) else 1.0
        except ValueError:
            continue
        accepted[match.group(1).lower()] = quality
    wildcard = accepted.get("*", 0.0)
    best, best_quality = None, 0.0
    for coding in ("br", "gzip"):
        quality = accepted.get(coding, wildcard)
        if quality > best_quality:
            best, best_quality = coding, quality
    return best


def compressible(response) -> bool:
    return (
        not response.streaming
        and response.status_code == 200
        and not response.has_header("Content-Encoding")
        and COMPRESSIBLE.match(response.get("Content-Type", "")) is not None
        and len(response.content) >= MIN_SIZE
    )


def compress(data: bytes, coding: str) -> bytes:
    if coding == "br":
        return brotli.compress(data, quality=BROTLI_QUALITY, mode=brotli.MODE_TEXT)
    return gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0)


def encode_response(response, coding: str | None):
    """Compress ``response`` in place with ``coding`` when worth it; Vary names Accept-Encoding always."""
    patch_vary_headers(response, ("Accept-Encoding",))
    if coding is None or not compressible(response):
        return response
    body = compress(response.content, coding)
    if len(body) >= len(response.content):
        return response
    response.content = body
    response["Content-Length"] = str(len(body))
    response["Content-Encoding"] = coding
    etag = response.get("ETag")
    if etag and not etag.startswith("W/") and not etag.endswith(f'-{coding}"'):
        response["ETag"] = etag[:-1] + f'-{coding}"'
    return response


class CompressionMiddleware:
    """Compresses what the views answer (WhiteNoise compresses and serves static files itself)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        return encode_response(response, negotiate(request.headers.get("Accept-Encoding", "")))
