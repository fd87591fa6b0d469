from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from lawsite.editor.export import edition_toml
from lawsite.importing import writer
from lawsite.importing.book import Problem, assemble
from lawsite.importing.documents import ImportFileError
from lawsite.importing.readers import read_document
from lawsite.importing.report import make_report
from lawsite.laws import published
from lawsite.laws.models import Edition
from lawsite.laws.numbering import LANGUAGES, MAX_LAW
from lawsite.migrated import require_migrated
from lawsite.progress import Progress


class Command(BaseCommand):
    help = (
        "Read a published book (text/markdown, .docx, .pdf, HTML pages) and write its laws as laws_content "
        "files of one edition and language, for review in git and loading with load_content."
    )

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="+", type=Path, metavar="FILE")
        parser.add_argument("--edition", required=True, help="edition code, e.g. 2017 or 2027")
        parser.add_argument(
            "--new-draft",
            action="store_true",
            help="start the edition as a draft when neither the files nor the database hold it",
        )
        parser.add_argument("--language", required=True, choices=LANGUAGES)
        parser.add_argument("--law", type=int, help="the files hold this one law (a page without a law heading)")
        parser.add_argument("--content-dir", type=Path, default=settings.CONTENT_DIR)
        parser.add_argument("--source", help="the Source: line of every law file (default: the file it came from)")
        parser.add_argument("--force", action="store_true", help="overwrite files that exist")
        parser.add_argument("--dry-run", action="store_true", help="report only; write nothing")

    def handle(self, *args, files, edition, language, law, content_dir, source, force, dry_run, new_draft, **options):
        content_dir = Path(content_dir)
        if not writer.valid_edition(edition):
            raise CommandError(f"--edition {edition!r}: an edition code is a year such as 2017 or 2027")
        if law is not None and not 1 <= law <= MAX_LAW:
            raise CommandError(f"--law {law}: not a law number 1-{MAX_LAW}")
        new_edition, started = self.new_edition_file(content_dir, edition, new_draft)
        documents, unreadable = [], []
        with Progress(len(files), "files", stream=self.stderr, label="import_book: reading") as progress:
            for path in files:
                try:
                    documents.append(read_document(str(path), self.read(path), language))
                except ImportFileError as error:
                    unreadable.append(error)
                progress.advance()
        try:
            if not documents:
                raise unreadable[0]
            with Progress(None, "laws", stream=self.stderr, label="import_book: dividing") as progress:
                book = assemble(documents, language, law, writer.glossary_terms(content_dir), progress=progress)
        except ImportFileError as error:
            raise CommandError(f"nothing written: {error}") from None
        book.skipped[:0] = [Problem(error.name, "", error.message) for error in unreadable]
        planned = writer.plan(book, edition, source, new_edition)
        report = make_report(book, edition, writer.existing_texts(content_dir, edition))
        if not (book.laws or book.definitions):
            for line in report.lines():
                self.stdout.write(line)
            raise CommandError("nothing written: no law of the files could be divided (see the report above)")
        if not dry_run:
            try:
                report.written = writer.write(content_dir, planned, force=force)
            except writer.Refused as error:
                raise CommandError(str(error)) from None
        if new_edition is not None:
            self.stdout.write(
                f"edition {edition} is not in the files: {writer.edition_file(edition)} starts it ({started})"
            )
        for line in report.lines():
            self.stdout.write(line)
        if dry_run:
            self.stdout.write(f"dry run: {len(planned)} files not written")

    @staticmethod
    def read(path: Path) -> bytes:
        try:
            return path.read_bytes()
        except OSError as error:
            raise ImportFileError(str(path), error.strerror or str(error)) from None

    def new_edition_file(self, content_dir: Path, edition: str, new_draft: bool) -> tuple[str | None, str]:
        """(the edition.toml to write with the laws, how it starts) when the files do not hold the edition.

        An edition the editor made (a draft copied from another) is written as export_content would
        write it; one nobody made is started as a draft only when asked, so a mistyped code is refused.
        """
        if writer.edition_known(content_dir, edition):
            return None, ""
        require_migrated("nothing written")  # the edition may be a draft only the database holds
        record = Edition.objects.filter(code=edition).first()
        if record is not None:
            return edition_toml(record, content_dir), f"{record.status.replace('_', ' ')}, as the editor made it"
        if new_draft:
            return writer.new_draft_edition(edition), "a new draft"
        known = ", ".join(code for code, _path in published.edition_files(content_dir)) or "none"
        raise CommandError(
            f"--edition {edition}: no such edition (in the files: {known}); create the draft in the editor, "
            f"or pass --new-draft to start editions/{edition}/ as a draft"
        )
