"""What a worker does at start so that its first request is as quick as its hundredth.

Without it the first request a worker answers imports every view, reads the translation catalogues
and opens the search index (0.4-0.9 s on the 2-core machine), which also delays the moment a host sees
an edit made through another host (``tests/search/test_search_hosts.py``).
"""

import logging

logger = logging.getLogger(__name__)


def warm() -> None:
    """Import the views, load the catalogues, open the search index and answer one search; never raises."""
    from django.db import connections
    from django.urls import get_resolver
    from django.utils import translation

    try:
        get_resolver().url_patterns  # noqa: B018 (importing every urlconf imports every view)
        from django.conf import settings

        from lawsite.search import engine

        for code, _name in settings.LANGUAGES:
            with translation.override(code):
                engine.get_engine().search("law", ui_language=code)
    except Exception:
        logger.exception("warming up the worker failed; its first requests will be slower")
    finally:
        connections.close_all()
