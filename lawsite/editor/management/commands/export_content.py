from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from lawsite.editor.export import export_content


class Command(BaseCommand):
    help = "Write the texts in the database to DIR in the laws_content/ format (for review in git)."

    def add_arguments(self, parser):
        parser.add_argument("directory", type=Path)
        parser.add_argument(
            "--source",
            type=Path,
            default=settings.CONTENT_DIR,
            help="content directory the texts were loaded from: edition.toml, glossary.toml and Source: lines "
            "come from it (default: LAWSITE_CONTENT_DIR)",
        )

    def handle(self, *args, directory: Path, source: Path, **options):
        written = export_content(directory, source)
        self.stdout.write(f"{len(written)} files written to {directory}")
