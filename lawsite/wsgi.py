"""WSGI entry point (gunicorn lawsite.wsgi); production sets DJANGO_SETTINGS_MODULE=lawsite.settings.prod."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lawsite.settings.dev")
application = get_wsgi_application()

from lawsite.warmup import warm  # noqa: E402 (Django must be set up first)

warm()
