"""gunicorn settings for the production run: ``gunicorn -c gunicorn.conf.py lawsite.wsgi``.

Workers are separate processes; they share the database and the search index directory
(LAWSITE_INDEX_DIR, by default under LAWSITE_DATA_DIR), never memory.
"""

import multiprocessing
import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lawsite.settings.prod")

bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("GUNICORN_WORKERS", str(min(2 * multiprocessing.cpu_count() + 1, 8))))
threads = int(os.environ.get("GUNICORN_THREADS", "1"))
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 10
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "0"))
max_requests_jitter = max_requests // 10
accesslog = os.environ.get("GUNICORN_ACCESS_LOG") or None
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")
wsgi_app = "lawsite.wsgi:application"
