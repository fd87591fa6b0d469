"""Settings shared by every environment; values come from the environment with safe local defaults."""

import os
from datetime import timedelta
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent.parent
DATA_DIR = Path(os.environ.get("LAWSITE_DATA_DIR", BASE_DIR / "var"))
CONTENT_DIR = Path(os.environ.get("LAWSITE_CONTENT_DIR", BASE_DIR / "laws_content"))
SEARCH_INDEX_DIR = Path(os.environ.get("LAWSITE_INDEX_DIR", DATA_DIR / "index"))
# Law pages composed from clause rows each worker renders once per content revision (lawsite/laws/fragments.py).
LAWSITE_FRAGMENT_CACHE = os.environ.get("LAWSITE_FRAGMENT_CACHE", "1") != "0"
DATA_DIR.mkdir(parents=True, exist_ok=True)

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
DEBUG = os.environ.get("DJANGO_DEBUG", "") == "1"
ALLOWED_HOSTS = [h for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1").split(",") if h]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "axes",
    "lawsite.laws",
    "lawsite.search",
    "lawsite.assistant",
    "lawsite.editor",
    "lawsite.importing",
    "lawsite.editions",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "csp.middleware.CSPMiddleware",  # outside the page cache, so cached pages and 304s carry the policy too
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "lawsite.compression.CompressionMiddleware",
    "lawsite.middleware.ContentRevisionMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "axes.middleware.AxesMiddleware",
]

# Content-Security-Policy (django-csp): scripts, styles and everything else only from this site's own files,
# so no inline script, event handler or style attribute runs, and no page may be framed or post elsewhere.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    },
}

ROOT_URLCONF = "lawsite.urls"
WSGI_APPLICATION = "lawsite.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "lawsite.context_processors.site",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{DATA_DIR / 'lawsite.sqlite3'}",
        conn_max_age=int(os.environ.get("DJANGO_CONN_MAX_AGE", "0")),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # A save reads, then writes: begun as a writer, a second save at the same moment waits its turn (and then
    # sees the first one's revision) instead of failing with "database is locked".
    DATABASES["default"].setdefault("OPTIONS", {}).update(transaction_mode="IMMEDIATE", timeout=20)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Signing in is throttled by django-axes: after LAWSITE_SIGNIN_FAILURES wrong passwords for one user name
# from one address, that pair is refused (even with the right password) for LAWSITE_SIGNIN_LOCKOUT_MINUTES;
# each further try restarts the wait. Failures are kept in the database, so every worker sees them.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = int(os.environ.get("LAWSITE_SIGNIN_FAILURES", "5"))
AXES_COOLOFF_TIME = timedelta(minutes=int(os.environ.get("LAWSITE_SIGNIN_LOCKOUT_MINUTES", "15")))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "lawsite.signin.lockout_response"
AXES_DISABLE_ACCESS_LOG = True  # successful sign-ins are not recorded with their address

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("el", _("Greek")), ("pl", _("Polish"))]
LOCALE_PATHS = [BASE_DIR / "lawsite" / "locale"]
USE_I18N = True
USE_TZ = True
TIME_ZONE = "UTC"

STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "lawsite" / "static"]
STATIC_ROOT = DATA_DIR / "static"

#: The largest file an editor may upload for import (a whole book as PDF is a few MB).
IMPORT_MAX_UPLOAD_BYTES = int(os.environ.get("LAWSITE_IMPORT_MAX_BYTES", str(20 * 1024 * 1024)))
#: A whole book's reviewed text travels back signed in the accept form.
DATA_UPLOAD_MAX_MEMORY_SIZE = int(os.environ.get("LAWSITE_DATA_UPLOAD_MAX_BYTES", str(10 * 1024 * 1024)))

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "laws:home"
LOGOUT_REDIRECT_URL = "laws:home"
