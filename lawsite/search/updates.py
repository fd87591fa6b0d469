"""Keeping the index true to the clause records: full rebuilds, and catching up with the change log."""

from __future__ import annotations

import logging

from .documents import DatabaseProvider
from .engine import get_engine
from .index import check_index

logger = logging.getLogger(__name__)


def rebuild(timeout: float = 300, progress=None):
    """Build a new versioned index from the database, check it, swap it in; returns its directory.

    ``progress`` (a :class:`lawsite.progress.Progress`) is told of each document written.
    """
    engine = get_engine()
    provider = DatabaseProvider() if progress is None else _Tracked(DatabaseProvider(), progress)
    return engine.store.rebuild(provider, check=check_index, timeout=timeout)


class _Tracked:
    """A provider whose full set of documents advances a progress line as the index takes them."""

    def __init__(self, provider: DatabaseProvider, progress):
        self.provider = provider
        self.progress = progress

    def all_docs(self):
        self.progress.total = self.provider.count()
        for doc in self.provider.all_docs():
            yield doc
            self.progress.advance()

    def __getattr__(self, name):  # docs_for, content_version, changes_since, affected: the provider's own
        return getattr(self.provider, name)


def sync() -> bool:
    """Bring this host's index up to the database unless another process here is at it (it will)."""
    return get_engine().store.sync(DatabaseProvider(), check=check_index)


def index_changed_content(sender, clause_ids=None, version=None, **kwargs):
    """Receiver of ``content_changed``: a failing index must not fail the content change itself.

    The change is already in the database's change log; this only saves the next search the catching up.
    """
    try:
        sync()
    except Exception:
        logger.exception("search index update failed for %s (version %s)", clause_ids or "all texts", version)
