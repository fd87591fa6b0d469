"""Management commands that read or write the content refuse, in one line, a database ``migrate`` has not
brought up to date, instead of failing half-way with a traceback ("no such table: laws_edition").

Used by ``import_book``, ``load_content``, ``export_content`` and ``rebuild_index``.
"""

from __future__ import annotations

from django.core.management.base import CommandError
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.migrations.executor import MigrationExecutor


def require_migrated(consequence: str, using: str = DEFAULT_DB_ALIAS) -> None:
    """Raise :class:`CommandError` ("<consequence>: ... run `python manage.py migrate` first") when a
    migration is not applied to the database; ``consequence`` says what the command did not do."""
    connection = connections[using]
    executor = MigrationExecutor(connection)
    pending = executor.migration_plan(executor.loader.graph.leaf_nodes())
    if not pending:
        return
    name = connection.settings_dict["NAME"]
    state = "is not up to date" if executor.recorder.has_table() else "has no tables yet"
    count = f"{len(pending)} migration{'s' if len(pending) != 1 else ''} not applied"
    raise CommandError(f"{consequence}: the database {name} {state} ({count}): run `python manage.py migrate` first")
