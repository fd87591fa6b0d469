from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from lawsite.laws.content import ContentError
from lawsite.laws.loader import load_content
from lawsite.progress import Progress


class Command(BaseCommand):
    help = "Import laws_content/ into the database in one transaction; running it twice changes nothing."

    def add_arguments(self, parser):
        parser.add_argument("directory", nargs="?", default=str(settings.CONTENT_DIR))

    def handle(self, directory, **options):
        try:
            with Progress(None, "law files", stream=self.stderr, label="load_content") as progress:
                report = load_content(Path(directory), progress=progress)
        except ContentError as error:
            raise CommandError(f"nothing imported: {error}") from None
        for line in report.ignored_lines:
            self.stdout.write(f"ignored page furniture: {line}")
        self.stdout.write(self.style.SUCCESS(f"content loaded from {directory}: {report.summary()}"))
