"""A new edition as a draft copy of another, and publishing it.

A draft is a full copy of its edition's records (chapters, laws, clauses, texts, commentary, worked
examples, references), so the existing editor works on it unchanged; each copied text starts its
history with a revision of origin "copy", and a copied translation follows the copied English, so
translation status starts where the copied edition's stood. Publishing makes the draft the edition
in force and supersedes the one that was; nothing is copied or rendered again (stored links are
edition-neutral), and the search index is rebuilt to search the new edition by default.
"""

from __future__ import annotations

import datetime
import re

from django.db import IntegrityError, transaction
from django.db.models import Max, Q
from django.utils import timezone
from django.utils.translation import gettext as _

from lawsite.editor.models import Revision
from lawsite.laws.loader import lock_editions
from lawsite.laws.models import (
    Chapter,
    Clause,
    ClauseText,
    Commentary,
    CommentaryText,
    ContentState,
    Edition,
    Law,
    Reference,
    WorkedExample,
    WorkedExampleText,
)
from lawsite.laws.numbering import LANGUAGES
from lawsite.laws.signals import content_changed

CODE = re.compile(r"^\d{4}$")


class DraftError(ValueError):
    """A draft that cannot be made or published; the message says why (shown to the editor)."""


def copy_edition(source: Edition, code: str, titles: dict[str, str], author=None) -> Edition:
    """A draft ``code`` holding a copy of everything in ``source``, in one transaction."""
    if not CODE.match(code or ""):
        raise DraftError(_("“%(code)s” is not an edition code (four digits, such as 2027)") % {"code": code})
    if Edition.objects.filter(code=code).exists():
        raise DraftError(_("Edition %(code)s exists already") % {"code": code})
    titles = {language: title.strip() for language, title in titles.items() if language in LANGUAGES and title.strip()}
    try:
        with transaction.atomic():
            draft = Edition.objects.create(code=code, titles=titles, status=Edition.DRAFT, based_on=source.code)
            _copy_records(source, draft, author)
            version = ContentState.bump()
    except IntegrityError:
        raise DraftError(_("Edition %(code)s exists already") % {"code": code}) from None
    transaction.on_commit(lambda: content_changed.send(sender=Edition, clause_ids=None, version=version))
    return draft


def _moved(path: str, source: Edition, draft: Edition) -> str:
    return path.replace(f"editions/{source.code}/", f"editions/{draft.code}/", 1)


def _copy_records(source: Edition, draft: Edition, author) -> None:
    chapters = {}
    for chapter in Chapter.all_editions.filter(edition=source):
        old = chapter.pk
        chapter.pk, chapter.edition = None, draft
        chapter.save()
        chapters[old] = chapter
    laws = {}
    for law in Law.all_editions.filter(edition=source):
        old = law.pk
        law.pk, law.edition, law.chapter = None, draft, chapters[law.chapter_id]
        law.save()
        laws[old] = law
    clauses = {}
    for clause in Clause.all_editions.filter(edition=source).order_by("depth"):
        old = clause.pk
        clause.pk, clause.edition, clause.law = None, draft, laws[clause.law_id]
        clause.parent = clauses[clause.parent_id] if clause.parent_id else None
        clause.save()
        clauses[old] = clause
    texts = list(ClauseText.objects.filter(clause__edition=source))
    for text in texts:
        text.pk, text.clause = None, clauses[text.clause_id]
        text.source_file = _moved(text.source_file, source, draft)
    ClauseText.objects.bulk_create(texts)
    commentaries = {}
    for commentary in Commentary.all_editions.filter(edition=source):
        old = commentary.pk
        commentary.pk, commentary.edition = None, draft
        commentary.law, commentary.clause = laws[commentary.law_id], clauses[commentary.clause_id]
        commentary.save()
        commentaries[old] = commentary
    commentary_texts = list(CommentaryText.objects.filter(commentary__edition=source))
    for text in commentary_texts:
        text.pk, text.commentary = None, commentaries[text.commentary_id]
        text.source_file = _moved(text.source_file, source, draft)
    CommentaryText.objects.bulk_create(commentary_texts)
    examples = {}
    for example in WorkedExample.all_editions.filter(edition=source):
        old = example.pk
        example.pk, example.edition = None, draft
        example.law, example.clause = laws[example.law_id], clauses[example.clause_id]
        example.source_file = _moved(example.source_file, source, draft)
        example.save()
        examples[old] = example
    example_texts = list(WorkedExampleText.objects.filter(example__edition=source))
    for text in example_texts:
        text.pk, text.example = None, examples[text.example_id]
    WorkedExampleText.objects.bulk_create(example_texts)
    references = list(Reference.objects.filter(target_clause__edition=source))
    for ref in references:
        ref.pk = None
        ref.target_clause = clauses[ref.target_clause_id]
        ref.source_clause = clauses[ref.source_clause_id] if ref.source_clause_id else None
        ref.source_commentary = commentaries[ref.source_commentary_id] if ref.source_commentary_id else None
        ref.source_example = examples[ref.source_example_id] if ref.source_example_id else None
    Reference.objects.bulk_create(references)
    _first_revisions(source, draft, author)


def _first_revisions(source: Edition, draft: Edition, author) -> None:
    """The first revision of every copied text (English first, so each translation can follow its
    English); numbered after any history an earlier edition of the same code left behind."""
    message = f"Copied from edition {source.code}"
    now = timezone.now()
    earlier = {
        (row["kind"], row["key"], row["language"]): row["last"]
        for row in Revision.objects.filter(edition=draft.code)
        .order_by()
        .values("kind", "key", "language")
        .annotate(last=Max("number"))
    }

    def revision(kind, key, language, law_number, heading, text, source_revision=None):
        return Revision(
            edition=draft.code,
            kind=kind,
            key=key,
            language=language,
            law_number=law_number,
            number=earlier.get((kind, key, language), 0) + 1,
            heading=heading,
            text=text,
            message=message,
            author=author,
            created_at=now,
            origin=Revision.COPY,
            source=source_revision,
        )

    texts = ClauseText.objects.filter(clause__edition=draft).select_related("clause__law")
    english = Revision.objects.bulk_create(
        revision(Revision.CLAUSE, t.clause.clause_id, t.language, t.clause.law.number, t.heading, t.text)
        for t in texts
        if t.language == "en"
    )
    by_key = {r.key: r for r in english}
    others = [
        revision(
            Revision.CLAUSE,
            t.clause.clause_id,
            t.language,
            t.clause.law.number,
            t.heading,
            t.text,
            by_key.get(t.clause.clause_id),
        )
        for t in texts
        if t.language != "en"
    ]
    others += [
        revision(Revision.COMMENTARY, t.commentary.slug, t.language, t.commentary.law.number, t.title, t.text)
        for t in CommentaryText.objects.filter(commentary__edition=draft).select_related("commentary__law")
    ]
    others += [
        revision(Revision.EXAMPLE, t.example.slug, t.language, t.example.law.number, t.title, t.text)
        for t in WorkedExampleText.objects.filter(example__edition=draft).select_related("example__law")
    ]
    Revision.objects.bulk_create(others)


def publish(draft: Edition, since: datetime.date | None = None) -> Edition | None:
    """The draft comes into force (from ``since``, default today); returns the edition it supersedes."""
    with transaction.atomic():
        # the draft and the edition in force first, in the one order every writer of edition rows keeps
        lock_editions(Edition.objects.filter(Q(pk=draft.pk) | Q(status=Edition.IN_FORCE)))
        draft = Edition.objects.select_for_update().get(pk=draft.pk)
        if not draft.is_draft:
            raise DraftError(_("Edition %(code)s is not a draft") % {"code": draft.code})
        previous = Edition.objects.select_for_update().filter(status=Edition.IN_FORCE).first()
        if previous is not None and previous.code > draft.code:
            raise DraftError(
                _("Edition %(code)s is older than %(previous)s, the edition in force")
                % {"code": draft.code, "previous": previous.code}
            )
        if previous is not None:
            previous.status = Edition.SUPERSEDED
            previous.save(update_fields=["status"])
        draft.status = Edition.IN_FORCE
        draft.in_force_since = since or timezone.localdate()
        draft.save(update_fields=["status", "in_force_since"])
        version = ContentState.bump()
    transaction.on_commit(lambda: content_changed.send(sender=Edition, clause_ids=None, version=version))
    return previous
