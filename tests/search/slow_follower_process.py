"""A process of one host that catches the host's index up with the database, slowly enough to be killed
(kill -9) with the index writer open. Run with the host's environment (settings, data dir, database).

Usage: python slow_follower_process.py SIGNAL_FILE
"""

import sys
import time
from pathlib import Path

import django

django.setup()

from lawsite.search.documents import DatabaseProvider  # noqa: E402
from lawsite.search.engine import get_engine  # noqa: E402


class SlowDatabase(DatabaseProvider):
    def docs_for(self, clause_ids):
        docs = list(super().docs_for(clause_ids))
        Path(sys.argv[1]).write_text("writing")  # the writer is open and the old documents deleted
        time.sleep(120)
        return docs


if __name__ == "__main__":
    get_engine().store.sync(SlowDatabase())
