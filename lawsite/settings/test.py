"""Tests: fast hashing, index and data in a temporary directory."""

import tempfile
from pathlib import Path

from .base import *  # noqa: F401,F403

SECRET_KEY = "test-key"
DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
SEARCH_INDEX_DIR = Path(tempfile.mkdtemp(prefix="lawsite-test-index-"))
STORAGES = {
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = True
SEARCH_FOLLOW_SECONDS = 0  # every search checks the content version: an edit is searchable at once
