"""Production: every secret and host from the environment; refuses to start when misconfigured.

Run with ``DJANGO_SETTINGS_MODULE=lawsite.settings.prod`` under gunicorn (see gunicorn.conf.py).
Read from the environment: DJANGO_SECRET_KEY, DJANGO_ALLOWED_HOSTS, DATABASE_URL, LAWSITE_DATA_DIR
(through base), and the optional switches below.
"""

import os

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F401,F403

#: Keys that are published in this repository or are Django's placeholder: never good enough.
KNOWN_INSECURE_KEYS = {"dev-insecure-key-not-for-production", "test-key", "change-me"}
MIN_SECRET_LENGTH = 32


def _flag(name: str, default: str) -> bool:
    return os.environ.get(name, default).strip().lower() in {"1", "true", "yes", "on"}


if _flag("DJANGO_DEBUG", "0"):
    raise ImproperlyConfigured("DJANGO_DEBUG is on: production settings refuse to run with DEBUG.")
DEBUG = False

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "").strip()
if (
    not SECRET_KEY
    or SECRET_KEY in KNOWN_INSECURE_KEYS
    or SECRET_KEY.startswith("django-insecure")
    or len(SECRET_KEY) < MIN_SECRET_LENGTH
):
    raise ImproperlyConfigured(
        f"DJANGO_SECRET_KEY must be set to a private random value of at least {MIN_SECRET_LENGTH} characters."
    )

ALLOWED_HOSTS = [h.strip() for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "").split(",") if h.strip()]
if not ALLOWED_HOSTS:
    raise ImproperlyConfigured("DJANGO_ALLOWED_HOSTS must list the host names the site answers to (comma-separated).")
CSRF_TRUSTED_ORIGINS = [o.strip() for o in os.environ.get("DJANGO_CSRF_TRUSTED_ORIGINS", "").split(",") if o.strip()]

# Keep each worker's database connection between requests (opening one costs more than a cached page).
DATABASES["default"]["CONN_MAX_AGE"] = int(os.environ.get("DJANGO_CONN_MAX_AGE", "60"))  # noqa: F405
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True  # noqa: F405

# Behind a TLS-terminating proxy that sets X-Forwarded-Proto (opt in: trusting it otherwise is unsafe).
if _flag("DJANGO_BEHIND_PROXY", "0"):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    USE_X_FORWARDED_HOST = _flag("DJANGO_USE_X_FORWARDED_HOST", "0")
    # Sign-in throttling counts the visitor's address, not the proxy's (see lawsite.signin).
    AXES_CLIENT_IP_CALLABLE = "lawsite.signin.address_behind_proxy"
SECURE_SSL_REDIRECT = _flag("DJANGO_SSL_REDIRECT", "0")
SESSION_COOKIE_SECURE = _flag("DJANGO_SECURE_COOKIES", "1")
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
SESSION_COOKIE_HTTPONLY = True
SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", str(60 * 60 * 24 * 365)))
SECURE_HSTS_INCLUDE_SUBDOMAINS = _flag("DJANGO_HSTS_INCLUDE_SUBDOMAINS", "0")
SECURE_HSTS_PRELOAD = _flag("DJANGO_HSTS_PRELOAD", "0")
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"

STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

# Conditional GET and the per-worker page cache (lawsite.middleware); LAWSITE_RELEASE should name the
# deployed code (a commit id) so a new release never answers 304 with the old page.
LAWSITE_RELEASE = os.environ.get("LAWSITE_RELEASE", "")
LAWSITE_CACHE_MAX_AGE = int(os.environ.get("LAWSITE_CACHE_MAX_AGE", "300"))
LAWSITE_PAGE_CACHE = _flag("LAWSITE_PAGE_CACHE", "1")
LAWSITE_REVISION_TTL = float(os.environ.get("LAWSITE_REVISION_TTL", "1"))

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("DJANGO_LOG_LEVEL", "WARNING")},
}
