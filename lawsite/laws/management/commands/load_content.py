from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from lawsite.laws.content import ContentError
from lawsite.laws.loader import load_content
from lawsite.laws.web_edits import WebEditsConflict
from lawsite.migrated import require_migrated
from lawsite.progress import Progress


class Command(BaseCommand):
    help = (
        "Import laws_content/ into the database in one transaction; running it twice changes nothing. "
        "Texts edited on the web are kept where their file did not change since it was last loaded; "
        "where it did, nothing is imported (exit status 1) unless --overwrite-web-edits."
    )

    def add_arguments(self, parser):
        parser.add_argument("directory", nargs="?", default=str(settings.CONTENT_DIR))
        parser.add_argument(
            "--overwrite-web-edits",
            action="store_true",
            help="where a text was edited on the web and its file changed too, the file wins "
            "(the web edit stays in the text's history)",
        )

    def handle(self, directory, overwrite_web_edits=False, **options):
        require_migrated("nothing imported")
        try:
            with Progress(None, "law files", stream=self.stderr, label="load_content") as progress:
                report = load_content(Path(directory), overwrite_web_edits=overwrite_web_edits, progress=progress)
        except (ContentError, WebEditsConflict) as error:
            message = str(error)
            raise CommandError(
                message if isinstance(error, WebEditsConflict) else f"nothing imported: {message}"
            ) from None
        for line in report.ignored_lines:
            self.stdout.write(f"ignored page furniture: {line}")
        for line in report.web_edits:
            self.stdout.write(line)
        self.stdout.write(self.style.SUCCESS(f"content loaded from {directory}: {report.summary()}"))
