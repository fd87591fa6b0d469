"""What the in-process benchmarks share: Django on the test settings over a throw-away data directory
(SQLite, search index), and timing a callable after one warming run."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def start_django(prefix: str) -> Path:
    """Set up Django on lawsite.settings.test with a fresh data directory (never DATABASE_URL); returns it."""
    data = Path(tempfile.mkdtemp(prefix=prefix))
    sys.path.insert(0, str(REPO))
    os.environ["DJANGO_SETTINGS_MODULE"] = "lawsite.settings.test"
    os.environ["LAWSITE_DATA_DIR"] = str(data)
    os.environ.pop("DATABASE_URL", None)
    import django

    django.setup()
    return data


def timed(run, repeat: int) -> list[float]:
    """Seconds of each of ``repeat`` calls of ``run``, after one call that warms what a switch cleared."""
    run()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        samples.append(time.perf_counter() - start)
    return samples
