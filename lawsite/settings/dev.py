"""Local development: DEBUG on, an insecure key that prod refuses."""

import os

from .base import *  # noqa: F401,F403

DEBUG = os.environ.get("DJANGO_DEBUG", "1") == "1"
SECRET_KEY = SECRET_KEY or "dev-insecure-key-not-for-production"  # noqa: F405
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = True
