"""Clause records: the edition, its chapters and laws, each law's clause tree, texts per language,
commentary, worked examples, and the references between them."""
from django.db import models
from django.utils import timezone

from .numbering import LANGUAGES, ClauseId

LANGUAGE_CHOICES = [(code, code) for code in LANGUAGES]


class Chapter(models.Model):
    number = models.CharField(max_length=8)  # Roman numeral, "VI"
    position = models.PositiveIntegerField(unique=True)
    titles = models.JSONField(default=dict)  # {"en": "The Play"}
    part_titles = models.JSONField(default=dict)  # {"en": "Part I: Procedure"}, or {}

    class Meta:
        ordering = ["position"]

    def __str__(self):
        return f"Chapter {self.number}"


class LawQuerySet(models.QuerySet):
    def with_text(self):
        return self.filter(clauses__texts__isnull=False).distinct()


class Law(models.Model):
    number = models.PositiveSmallIntegerField(unique=True)
    chapter = models.ForeignKey(Chapter, on_delete=models.PROTECT, related_name="laws")
    titles = models.JSONField(default=dict)  # {"en": "Dummy's Limitations", "pl": "..."}

    objects = LawQuerySet.as_manager()

    class Meta:
        ordering = ["number"]

    def __str__(self):
        return f"Law {self.number}"

    def title(self, language):
        return self.titles.get(language) or self.titles.get("en", "")


class ClauseQuerySet(models.QuerySet):
    def for_language(self, language):
        return self.filter(texts__language=language)

    def in_order(self):
        return self.order_by("law__number", "position")


class Clause(models.Model):
    """One node of a law's tree (the law itself, 43B, 43B2, 43B2(b) …); texts hang off it per language.

    A clause with no text in any language is a stub: it exists because the law or a reference names it.
    """

    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="clauses")
    clause_id = models.CharField(max_length=24, unique=True)  # canonical, "43B2(b)"
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="children")
    depth = models.PositiveSmallIntegerField()
    position = models.PositiveIntegerField()  # document order within the law

    objects = ClauseQuerySet.as_manager()

    class Meta:
        ordering = ["law__number", "position"]

    def __str__(self):
        return self.clause_id

    @property
    def cid(self) -> ClauseId:
        return ClauseId.parse(self.clause_id)


class ClauseText(models.Model):
    clause = models.ForeignKey(Clause, on_delete=models.CASCADE, related_name="texts")
    language = models.CharField(max_length=2, choices=LANGUAGE_CHOICES)
    heading = models.CharField(max_length=300, blank=True)
    text = models.TextField(blank=True)  # markdown, as in laws_content/
    html = models.TextField(blank=True)  # rendered, sanitised, references linked
    source_file = models.CharField(max_length=300, blank=True)
    source_line = models.PositiveIntegerField(default=0)

    class Meta:
        unique_together = [("clause", "language")]
        ordering = ["clause__position", "language"]

    def __str__(self):
        return f"{self.clause.clause_id} [{self.language}]"


class Commentary(models.Model):
    """Commentary on a law or clause (seed 000), written in one or more languages."""

    slug = models.SlugField(max_length=100, unique=True)
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="commentaries")
    clause = models.ForeignKey(Clause, on_delete=models.CASCADE, related_name="commentaries")

    class Meta:
        ordering = ["law__number", "slug"]
        verbose_name_plural = "commentaries"

    def __str__(self):
        return self.slug


class CommentaryText(models.Model):
    commentary = models.ForeignKey(Commentary, on_delete=models.CASCADE, related_name="texts")
    language = models.CharField(max_length=2, choices=LANGUAGE_CHOICES)
    title = models.CharField(max_length=300, blank=True)
    text = models.TextField()
    html = models.TextField(blank=True)
    source_file = models.CharField(max_length=300, blank=True)

    class Meta:
        unique_together = [("commentary", "language")]


class WorkedExample(models.Model):
    """Facts of a situation at the table plus prose; the ruling shown is computed by lawsite.rulings."""

    slug = models.SlugField(max_length=100, unique=True)
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="examples")
    clause = models.ForeignKey(Clause, on_delete=models.CASCADE, related_name="examples")
    facts = models.JSONField()
    expected = models.JSONField(default=dict)  # the outcome the author expects; tests compare
    position = models.PositiveIntegerField(default=0)
    source_file = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["law__number", "position", "slug"]

    def __str__(self):
        return self.slug


class WorkedExampleText(models.Model):
    example = models.ForeignKey(WorkedExample, on_delete=models.CASCADE, related_name="texts")
    language = models.CharField(max_length=2, choices=LANGUAGE_CHOICES)
    title = models.CharField(max_length=300)
    text = models.TextField(blank=True)
    html = models.TextField(blank=True)

    class Meta:
        unique_together = [("example", "language")]


class Reference(models.Model):
    """A cross-reference found in a text: from a clause, commentary or example text to a clause.

    ``target_id`` keeps the id exactly as resolved from the text; ``target_clause`` is the clause record
    linked to (the clause itself, or its nearest existing ancestor when ``status`` is unresolved).
    """

    RESOLVED = "resolved"  # the target clause has text
    STUB = "stub"  # the target's law is not yet in the collection: linked to a stub record
    UNRESOLVED = "unresolved"  # the law is in the collection but has no such clause
    STATUS_CHOICES = [(RESOLVED, RESOLVED), (STUB, STUB), (UNRESOLVED, UNRESOLVED)]

    language = models.CharField(max_length=2, choices=LANGUAGE_CHOICES)
    source_clause = models.ForeignKey(Clause, null=True, blank=True, on_delete=models.CASCADE, related_name="outgoing")
    source_commentary = models.ForeignKey(
        Commentary, null=True, blank=True, on_delete=models.CASCADE, related_name="outgoing"
    )
    source_example = models.ForeignKey(
        WorkedExample, null=True, blank=True, on_delete=models.CASCADE, related_name="outgoing"
    )
    target_id = models.CharField(max_length=24)
    target_clause = models.ForeignKey(Clause, on_delete=models.CASCADE, related_name="incoming")
    status = models.CharField(max_length=12, choices=STATUS_CHOICES)
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    matched_text = models.CharField(max_length=200)

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return f"{self.source_label} -> {self.target_id}"

    @property
    def source_label(self):
        if self.source_clause_id:
            return self.source_clause.clause_id
        if self.source_commentary_id:
            return f"{self.source_commentary.law} commentary"
        return f"{self.source_example.law} example"


class ContentState(models.Model):
    """One row: a counter bumped whenever any text changes (ETags, search caches key on it)."""

    version = models.PositiveBigIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    @classmethod
    def current(cls) -> "ContentState":
        state, _ = cls.objects.get_or_create(pk=1)
        return state

    @classmethod
    def bump(cls, clause_ids: list[str] | None = None) -> int:
        """The next version, and what changed at it in the change log (in the caller's transaction).

        ``clause_ids``: the clauses whose texts (or commentary, examples) changed; None for anything
        (a content load). The row update holds the version's lock until commit, so versions commit in
        order and a reader that sees version N sees every change up to N.
        """
        cls.objects.get_or_create(pk=1)
        cls.objects.filter(pk=1).update(version=models.F("version") + 1, updated_at=timezone.now())
        version = cls.current().version
        ContentChange.objects.create(version=version, clause_ids=None if clause_ids is None else sorted(set(clause_ids)))
        return version


class ContentChange(models.Model):
    """The change log: one row per content version, naming what changed, so every host's search index
    can catch up from the database alone (``lawsite.search``)."""

    version = models.PositiveBigIntegerField(primary_key=True)
    clause_ids = models.JSONField(null=True)  # ["55B1", "64A2"], or null: anything may have changed
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["version"]

    def __str__(self):
        return f"{self.version}: {'everything' if self.clause_ids is None else ', '.join(self.clause_ids)}"
