"""Revisions of every text an editor can change: clause texts, commentary and worked example prose.

A small model of our own rather than django-simple-history or django-reversion: those record rows of
the laws tables, which the loader deletes and recreates on a content load, so history keyed to row ids
would be cut off. Here a revision names its text by natural key (edition code, kind, clause id or slug,
language), numbered 1, 2, 3 … per text; the number is also the token a save carries to refuse lost updates, and
a translation's revision links to the English revision it was translated from.
"""

from django.conf import settings
from django.db import models
from django.utils import timezone

from lawsite.laws.models import LANGUAGE_CHOICES


class RevisionQuerySet(models.QuerySet):
    def of(self, kind: str, key: str, language: str, edition: str):
        return self.filter(edition=edition, kind=kind, key=key, language=language)

    def edits(self):
        """Revisions made by people (not the records of text as loaded from laws_content/)."""
        return self.exclude(origin=Revision.LOAD)


class Revision(models.Model):
    CLAUSE, COMMENTARY, EXAMPLE = "clause", "commentary", "example"
    KIND_CHOICES = [(CLAUSE, CLAUSE), (COMMENTARY, COMMENTARY), (EXAMPLE, EXAMPLE)]
    EDIT, RESTORE, PASTE, LOAD, COPY = "edit", "restore", "paste", "load", "copy"
    ORIGIN_CHOICES = [(EDIT, EDIT), (RESTORE, RESTORE), (PASTE, PASTE), (LOAD, LOAD), (COPY, COPY)]

    edition = models.CharField(max_length=4)  # the code of the edition the text belongs to ("2017")
    kind = models.CharField(max_length=12, choices=KIND_CHOICES)
    key = models.CharField(max_length=100)  # canonical clause id ("43B2(b)") or commentary/example slug
    language = models.CharField(max_length=2, choices=LANGUAGE_CHOICES)
    law_number = models.PositiveSmallIntegerField()
    number = models.PositiveIntegerField()  # 1, 2, 3 … per (edition, kind, key, language)
    heading = models.CharField(max_length=300, blank=True)  # clause heading, or commentary/example title
    text = models.TextField(blank=True)
    message = models.CharField(max_length=300, blank=True)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(default=timezone.now)
    origin = models.CharField(max_length=8, choices=ORIGIN_CHOICES, default=EDIT)
    based_on = models.PositiveIntegerField(null=True, blank=True)  # the number the editor started from
    restored_from = models.PositiveIntegerField(null=True, blank=True)
    #: For a Greek or Polish clause text: the English revision it was translated from.
    source = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="translations")

    objects = RevisionQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["edition", "kind", "key", "language", "number"], name="one_number_per_text"
            ),
        ]
        indexes = [models.Index(fields=["law_number", "language", "created_at"])]

    def __str__(self):
        return f"{self.kind} {self.key} [{self.language}] r{self.number}"

    @property
    def content(self) -> tuple[str, str]:
        return (self.heading, self.text)
