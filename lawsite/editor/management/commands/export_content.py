from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from lawsite.editor.export import ExportError, export_content
from lawsite.migrated import require_migrated


class Command(BaseCommand):
    help = (
        "Write the texts in the database to DIR in the laws_content/ format (for review in git). "
        "DIR must be new or empty, unless --force."
    )

    def add_arguments(self, parser):
        parser.add_argument("directory", type=Path)
        parser.add_argument(
            "--source",
            type=Path,
            default=settings.CONTENT_DIR,
            help="content directory the texts were loaded from: edition.toml, glossary.toml and Source: lines "
            "come from it (default: LAWSITE_CONTENT_DIR)",
        )
        parser.add_argument(
            "--force",
            action="store_true",
            help="replace DIR whole if it holds files (written beside it first, then swapped in)",
        )

    def handle(self, *args, directory: Path, source: Path, force: bool = False, **options):
        require_migrated("nothing exported")
        try:
            written = export_content(directory, source, replace=force)
        except ExportError as error:
            raise CommandError(f"nothing exported: {error}") from None
        self.stdout.write(f"{len(written)} files written to {directory}")
