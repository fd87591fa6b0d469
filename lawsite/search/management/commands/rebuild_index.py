from django.core.management.base import BaseCommand, CommandError

from lawsite.migrated import require_migrated
from lawsite.progress import Progress
from lawsite.search.index import IndexCheckFailed
from lawsite.search.updates import rebuild


class Command(BaseCommand):
    help = "Build the search index into a new directory, check it, and swap it in atomically."

    def add_arguments(self, parser):
        parser.add_argument("--timeout", type=float, default=300, help="seconds to wait for another writer")

    def handle(self, timeout, **options):
        require_migrated("index not rebuilt")
        try:
            with Progress(None, "documents", stream=self.stderr, label="rebuild_index") as progress:
                target = rebuild(timeout=timeout, progress=progress)
        except (IndexCheckFailed, TimeoutError) as error:
            raise CommandError(f"index not swapped: {error}") from None
        self.stdout.write(self.style.SUCCESS(f"search index rebuilt in {target}"))
