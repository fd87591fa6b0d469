"""Saving an edit: refuse lost updates, write the text, record the revision, re-link, tell the search index.

Every save names the revision it was based on. If the text's latest revision is another one (someone
saved, restored or loaded content in between), :class:`Conflict` is raised and nothing is written.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import IntegrityError, transaction

from lawsite.laws.loader import lock_editions, refresh_references
from lawsite.laws.models import Clause, ClauseText, CommentaryText, ContentState, Edition, Law, WorkedExampleText
from lawsite.laws.numbering import ClauseId
from lawsite.laws.signals import content_changed
from lawsite.laws.splitter import ClauseDraft

from . import revisions
from .models import Revision
from .revisions import SOURCE_LANGUAGE, Target

KEEP_SOURCE = object()  # a translation edit that does not claim to follow the English shown


class Conflict(Exception):
    """Someone else's revision came in between; ``theirs`` is it (None: the text was deleted)."""

    def __init__(self, target: Target, based_on: int, theirs: Revision | None):
        super().__init__(f"{target.key} [{target.language}] changed since revision {based_on}")
        self.target = target
        self.based_on = based_on
        self.theirs = theirs


@dataclass
class Edit:
    target: Target
    heading: str
    text: str
    based_on: int
    source_number: int | None | object = KEEP_SOURCE  # English revision number a translation follows
    opened_in: str | None = None  # code of the edition the editor opened the text in; None: not known


def save(edit: Edit, author, message: str, origin: str = Revision.EDIT, restored_from: int | None = None) -> Revision:
    """Save one text; see :func:`save_many`."""
    return save_many([edit], author, message, origin, restored_from)[0]


def save_many(
    edits: list[Edit], author, message: str, origin: str = Revision.EDIT, restored_from=None
) -> list[Revision]:
    """All or nothing: every edit's base is checked before any is written, in one transaction. A base
    counts in the edition it was opened in: opened in another (the edition in force before a publish), it
    is a conflict whatever its number.

    The editions are locked before any text: the re-link at the end rewrites every text's links, so saves
    of different texts of one edition take their turns (see :func:`lock_editions`).
    """
    try:
        with transaction.atomic():
            lock_editions(edit.target.edition for edit in edits)
            bases = []
            for edit in edits:
                _lock(edit.target)
                latest = revisions.sync(edit.target)
                opened_elsewhere = edit.opened_in not in (None, edit.target.edition.code)
                if opened_elsewhere or (latest.number if latest else 0) != edit.based_on:
                    raise Conflict(edit.target, edit.based_on, latest)
                bases.append(latest)
            saved = []
            for edit, previous in zip(edits, bases):
                _write(edit)
                saved.append(_record(edit, previous, author, message, origin, restored_from))
            for edition in {edit.target.edition.pk: edit.target.edition for edit in edits}.values():
                refresh_references(edition=edition)
            changed = _changed_clause_ids(edits)
            version = ContentState.bump(changed)
    except IntegrityError:
        # Two saves raced past the check; the unique revision number let only one through.
        edit = edits[0]
        _reread(edit.target)
        raise Conflict(edit.target, edit.based_on, revisions.latest(edit.target)) from None
    transaction.on_commit(lambda: content_changed.send(sender=Revision, clause_ids=changed, version=version))
    return saved


def restore(
    target: Target, number: int, based_on: int, author, message: str = "", opened_in: str | None = None
) -> Revision:
    """Bring back revision ``number`` as a new revision (history is never rewritten).

    The revision records what it restores (``restored_from``); ``message`` is only the editor's own
    reason, so the history says "Restores revision 1" once, in the reader's language.
    """
    old = revisions.revision(target, number)
    source_number = old.source.number if old.source_id else None
    source = source_number if target.is_translation else KEEP_SOURCE
    edit = Edit(target, old.heading, old.text, based_on, source, opened_in)
    return save(edit, author, message, origin=Revision.RESTORE, restored_from=number)


def _changed_clause_ids(edits: list[Edit]) -> list[str]:
    """The clauses whose texts changed, or which the changed commentary or example hangs off."""
    ids = set()
    for edit in edits:
        target = edit.target
        ids.add(target.key if target.kind == Revision.CLAUSE else target.record.clause.clause_id)
    return sorted(ids)


def _write(edit: Edit) -> None:
    target = edit.target
    folder = f"editions/{target.edition.code}/laws/{target.law_number:03d}"
    if target.kind == Revision.CLAUSE:
        clause = ensure_clause(ClauseId.parse(target.key), target.edition)
        row, created = ClauseText.objects.get_or_create(
            clause=clause,
            language=target.language,
            defaults={"source_file": f"{folder}/{target.language}.md"},
        )
        row.heading, row.text = edit.heading, edit.text
        row.save()
        target.record = clause
    elif target.kind == Revision.COMMENTARY:
        row, _ = CommentaryText.objects.get_or_create(
            commentary=target.record,
            language=target.language,
            defaults={"source_file": f"{folder}/commentary/{target.key}.{target.language}.md"},
        )
        row.title, row.text = edit.heading, edit.text
        row.save()
    else:
        row, _ = WorkedExampleText.objects.get_or_create(example=target.record, language=target.language)
        row.title, row.text = edit.heading, edit.text
        row.save()
    target.row = row


def _lock(target: Target) -> None:
    """Wait for any save of this text in progress, then read the text as that save left it.

    On PostgreSQL the row lock makes the second of two simultaneous saves see the first one's revision
    (and so refuse itself); SQLite's immediate transactions (settings) already serialise the whole save.
    """
    _reread(target, lock=True)


def _reread(target: Target, lock: bool = False) -> None:
    if target.row is not None:
        rows = type(target.row).objects.select_for_update() if lock else type(target.row).objects
        target.row = rows.filter(pk=target.row.pk).first()


def _record(edit: Edit, previous: Revision | None, author, message: str, origin: str, restored_from) -> Revision:
    """The revision after ``previous``, the one the base was checked against: a save that slipped past
    the check anyway collides with the first one's number instead of numbering itself after it."""
    target = edit.target
    return revisions.append(
        target,
        previous,
        edit.heading,
        edit.text,
        message=message[:300],
        author=author,
        origin=origin,
        based_on=edit.based_on,
        restored_from=restored_from,
        source=_source(edit, previous),
    )


def _source(edit: Edit, previous: Revision | None) -> Revision | None:
    if not edit.target.is_translation:
        return None
    if edit.source_number is KEEP_SOURCE:
        return previous.source if previous else None
    if edit.source_number is None:
        return None
    english = edit.target.other(SOURCE_LANGUAGE)
    return english.history().filter(number=edit.source_number).first()


def ensure_clause(cid: ClauseId, edition: Edition | None = None) -> Clause:
    """The clause record of ``edition`` (in force by default), created with its ancestors if the law or a
    reference never named it."""
    edition = edition or revisions.edition_of(None)
    parent = ensure_clause(cid.parent, edition) if cid.parent else None
    clause, _ = Clause.all_editions.get_or_create(
        edition=edition,
        clause_id=str(cid),
        defaults={
            "law": Law.all_editions.get(edition=edition, number=cid.law),
            "parent": parent,
            "depth": cid.depth,
            "position": 0,
        },
    )
    return clause


def paste_edits(
    language: str,
    drafts: list[ClauseDraft],
    tokens: dict[str, int],
    source_tokens: dict[str, int] | None = None,
    edition: Edition | None = None,
    opened_in: str | None = None,
) -> list[Edit]:
    """Edits for the clauses of a pasted law whose heading or text differ from what is saved.

    ``tokens`` are the revision numbers seen when the split was reviewed, so a change in between is a
    conflict, as is a review made in another edition (``opened_in``, see `save_many`); ``source_tokens``
    (translations only) the English revisions the pasted text follows.
    """
    edits = []
    for draft in drafts:
        if draft.clause_id.depth == 0 and not draft.text and not draft.heading:
            continue
        target = revisions.clause_target(str(draft.clause_id), language, edition)
        if target.current == (draft.heading, draft.text):
            continue
        key = str(draft.clause_id)
        source = source_tokens.get(key) if source_tokens is not None else KEEP_SOURCE
        edits.append(Edit(target, draft.heading, draft.text, tokens.get(key, 0), source, opened_in))
    return edits
