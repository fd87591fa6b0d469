"""Clause records: the editions, each edition's chapters and laws, each law's clause tree, texts per
language, commentary, worked examples, and the references between them.

Every record of the book belongs to an edition (2007, 2017, 2027 …). ``objects`` on the records that
carry an ``edition`` (Chapter, Law, Clause, Commentary, WorkedExample) answers for the edition in
force, which is what ``/<lang>/laws/<clause>/`` shows; ``all_editions`` reaches every edition and is
the default manager, so relations, the admin and migrations see every row. Code that works on a given
edition uses ``all_editions`` and names the edition.
"""

from django.core.exceptions import ValidationError
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext

from .numbering import LANGUAGES, ClauseId

LANGUAGE_CHOICES = [(code, code) for code in LANGUAGES]


def too_long(model: type[models.Model], values: dict) -> list[tuple[str, int, int]]:
    """(field, length, max_length) of each value longer than its column holds.

    PostgreSQL refuses such a value with a DataError in the middle of a transaction; SQLite keeps it
    whole. Both databases are held to the model's length here, before anything is written."""
    out = []
    for name, value in values.items():
        limit = getattr(model._meta.get_field(name), "max_length", None)
        if limit and isinstance(value, str) and len(value) > limit:
            out.append((name, len(value), limit))
    return out


class _FitsColumns:
    """Refuses to save a text longer than its column (see :func:`too_long`), on every database."""

    def save(self, *args, **kwargs):
        names = [f.name for f in self._meta.concrete_fields if isinstance(f, models.CharField)]
        problems = too_long(type(self), {name: getattr(self, name) for name in names})
        if problems:
            raise ValidationError(
                {name: f"{length} characters; at most {limit} fit" for name, length, limit in problems}
            )
        super().save(*args, **kwargs)


class Edition(models.Model):
    """One edition of the Laws: a code (the year), titles per language, status and the date in force."""

    DRAFT, IN_FORCE, SUPERSEDED = "draft", "in_force", "superseded"
    STATUS_CHOICES = [(DRAFT, DRAFT), (IN_FORCE, IN_FORCE), (SUPERSEDED, SUPERSEDED)]

    code = models.CharField(max_length=4, unique=True)  # "2017"
    titles = models.JSONField(default=dict)  # {"en": "The Laws of Duplicate Bridge 2017", "pl": "…"}
    status = models.CharField(max_length=12, choices=STATUS_CHOICES, default=DRAFT)
    in_force_since = models.DateField(null=True, blank=True)
    based_on = models.CharField(max_length=4, blank=True)  # the edition a draft was copied from

    class Meta:
        ordering = ["code"]
        constraints = [
            models.UniqueConstraint(
                fields=["status"], condition=models.Q(status="in_force"), name="one_edition_in_force"
            ),
        ]

    def __str__(self):
        return self.code

    @property
    def is_draft(self) -> bool:
        return self.status == self.DRAFT

    @property
    def is_in_force(self) -> bool:
        return self.status == self.IN_FORCE

    @classmethod
    def in_force(cls) -> "Edition | None":
        return cls.objects.filter(status=cls.IN_FORCE).first()


class InForceManager(models.Manager):
    """The rows of the edition in force (``path`` leads from the row to its edition)."""

    def __init__(self, path: str = "edition"):
        super().__init__()
        self.path = path

    def get_queryset(self):
        return super().get_queryset().filter(**{f"{self.path}__status": Edition.IN_FORCE})


class Chapter(_FitsColumns, models.Model):
    edition = models.ForeignKey(Edition, on_delete=models.CASCADE, related_name="chapters")
    number = models.CharField(max_length=8, blank=True)  # Roman numeral, "VI"; "" when not recorded
    position = models.PositiveIntegerField()
    titles = models.JSONField(default=dict)  # {"en": "The Play"}
    part_titles = models.JSONField(default=dict)  # {"en": "Part I: Procedure"}, or {}

    all_editions = models.Manager()
    objects = InForceManager()

    class Meta:
        ordering = ["position"]
        default_manager_name = "all_editions"
        constraints = [models.UniqueConstraint(fields=["edition", "position"], name="one_chapter_per_position")]

    def __str__(self):
        return f"Chapter {self.number}"


class LawQuerySet(models.QuerySet):
    def with_text(self):
        return self.filter(clauses__texts__isnull=False).distinct()


class Law(models.Model):
    edition = models.ForeignKey(Edition, on_delete=models.CASCADE, related_name="laws")
    number = models.PositiveSmallIntegerField()
    # RESTRICT: a chapter with laws cannot be deleted, except with its edition (which takes both).
    chapter = models.ForeignKey(Chapter, on_delete=models.RESTRICT, related_name="laws")
    titles = models.JSONField(default=dict)  # {"en": "Dummy's Limitations", "pl": "..."}

    all_editions = models.Manager.from_queryset(LawQuerySet)()
    objects = InForceManager.from_queryset(LawQuerySet)()

    class Meta:
        ordering = ["number"]
        default_manager_name = "all_editions"
        constraints = [models.UniqueConstraint(fields=["edition", "number"], name="one_law_per_number")]

    def __str__(self):
        return f"Law {self.number}"

    def title(self, language):
        return self.titles.get(language) or self.titles.get("en", "")


class Clause(models.Model):
    """One node of a law's tree (the law itself, 43B, 43B2, 43B2(b) …); texts hang off it per language.

    A clause with no text in any language is a stub: it exists because the law or a reference names it.
    """

    edition = models.ForeignKey(Edition, on_delete=models.CASCADE, related_name="clauses")  # the law's
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="clauses")
    clause_id = models.CharField(max_length=24)  # canonical, "43B2(b)"; unique within its edition
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="children")
    depth = models.PositiveSmallIntegerField()
    position = models.PositiveIntegerField()  # document order within the law

    all_editions = models.Manager()
    objects = InForceManager()

    class Meta:
        ordering = ["law__number", "position"]
        default_manager_name = "all_editions"
        constraints = [models.UniqueConstraint(fields=["edition", "clause_id"], name="one_clause_per_id")]

    def __str__(self):
        return self.clause_id

    @property
    def cid(self) -> ClauseId:
        return ClauseId.parse(self.clause_id)


class ClauseText(_FitsColumns, models.Model):
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

    edition = models.ForeignKey(Edition, on_delete=models.CASCADE, related_name="commentaries")
    slug = models.SlugField(max_length=100)  # unique within its edition
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="commentaries")
    clause = models.ForeignKey(Clause, on_delete=models.CASCADE, related_name="commentaries")

    all_editions = models.Manager()
    objects = InForceManager()

    class Meta:
        ordering = ["law__number", "slug"]
        verbose_name_plural = "commentaries"
        default_manager_name = "all_editions"
        constraints = [models.UniqueConstraint(fields=["edition", "slug"], name="one_commentary_per_slug")]

    def __str__(self):
        return self.slug


class CommentaryText(_FitsColumns, models.Model):
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

    edition = models.ForeignKey(Edition, on_delete=models.CASCADE, related_name="examples")
    slug = models.SlugField(max_length=100)  # unique within its edition
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="examples")
    clause = models.ForeignKey(Clause, on_delete=models.CASCADE, related_name="examples")
    facts = models.JSONField()
    expected = models.JSONField(default=dict)  # the outcome the author expects; tests compare
    position = models.PositiveIntegerField(default=0)
    source_file = models.CharField(max_length=300, blank=True)

    all_editions = models.Manager()
    objects = InForceManager()

    class Meta:
        ordering = ["law__number", "position", "slug"]
        default_manager_name = "all_editions"
        constraints = [models.UniqueConstraint(fields=["edition", "slug"], name="one_example_per_slug")]

    def __str__(self):
        return self.slug


class WorkedExampleText(_FitsColumns, models.Model):
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
    linked to (the clause itself, or its nearest existing ancestor when ``status`` is unresolved). A
    reference resolves within its own edition: source and target clause are of the same edition.
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
    def edition(self) -> Edition:
        return self.target_clause.edition

    @property
    def source_label(self):
        if self.source_clause_id:
            return self.source_clause.clause_id
        if self.source_commentary_id:
            return gettext("Commentary on Law %(law)s") % {"law": self.source_commentary.law.number}
        return gettext("Worked example on Law %(law)s") % {"law": self.source_example.law.number}


class Correspondence(models.Model):
    """A renumbered clause: ``from_clause`` of edition ``from_edition`` is ``to_clause`` of the later
    ``to_edition`` (1997's 43B2(c) is 2007's 43B3). Editors maintain the table; a clause not listed keeps
    its id. Codes, not foreign keys: the table may name an edition not in the collection (1997).
    """

    from_edition = models.CharField(max_length=4)
    from_clause = models.CharField(max_length=24)
    to_edition = models.CharField(max_length=4)
    to_clause = models.CharField(max_length=24)
    source = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["from_edition", "to_edition", "from_clause"]
        constraints = [
            models.UniqueConstraint(fields=["from_edition", "to_edition", "from_clause"], name="renumbered_once"),
            models.UniqueConstraint(fields=["from_edition", "to_edition", "to_clause"], name="renumbered_into_once"),
            models.CheckConstraint(
                condition=models.Q(from_edition__lt=models.F("to_edition")), name="renumbered_forward"
            ),
        ]

    def __str__(self):
        return f"{self.from_edition} {self.from_clause} = {self.to_edition} {self.to_clause}"


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
        ContentChange.objects.create(
            version=version, clause_ids=None if clause_ids is None else sorted(set(clause_ids))
        )
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
