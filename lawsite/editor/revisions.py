"""Which text an editor works on, its revision history, and keeping that history in step with the database.

A text is named by (edition, kind, key, language): a clause text by its canonical clause id, commentary
and worked example prose by slug; without an edition, the edition in force. A content load records each
text it writes as a revision of origin "load" (:mod:`lawsite.editor.loads`), so the first edit can be
compared with and restored to what came from the files, and a load in between shows up as a new
revision (and so as a conflict for a save begun before it). Texts loaded before loads recorded
revisions get theirs from :func:`sync` when a save needs it; opening a page only reads (:func:`token`
counts the revision the save will record).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import IntegrityError, models, transaction

from lawsite.laws.models import (
    Clause,
    ClauseText,
    Commentary,
    CommentaryText,
    Edition,
    Law,
    WorkedExample,
    WorkedExampleText,
)
from lawsite.laws.numbering import LANGUAGES, ClauseId, ClauseIdError

from .models import Revision

SOURCE_LANGUAGE = "en"


class UnknownText(LookupError):
    """No law, clause, commentary or example by that name (the views answer 404)."""


@dataclass
class Target:
    kind: str
    key: str
    language: str
    law_number: int
    record: models.Model | None  # the Clause, Commentary or WorkedExample; None for a clause not yet recorded
    row: models.Model | None  # the ClauseText, CommentaryText or WorkedExampleText; None when missing
    edition: Edition = None

    @property
    def url_edition(self) -> str | None:
        """The edition code the editor's links keep; None for the edition in force (its plain URLs)."""
        return None if self.edition.is_in_force else self.edition.code

    @property
    def current(self) -> tuple[str, str] | None:
        """(heading or title, markdown) as the database holds it now."""
        if self.row is None:
            return None
        heading = self.row.heading if self.kind == Revision.CLAUSE else self.row.title
        return (heading, self.row.text)

    @property
    def is_translation(self) -> bool:
        return self.kind == Revision.CLAUSE and self.language != SOURCE_LANGUAGE

    def other(self, language: str) -> Target:
        return get_target(self.kind, self.key, language, self.edition)

    def history(self):
        return Revision.objects.of(self.kind, self.key, self.language, self.edition.code)


def _check_language(language: str) -> None:
    if language not in LANGUAGES:
        raise UnknownText(f"language {language!r}")


def edition_of(edition: Edition | str | None) -> Edition:
    """An Edition from a record, a code, or None (the edition in force)."""
    if isinstance(edition, Edition):
        return edition
    found = Edition.in_force() if edition is None else Edition.objects.filter(code=edition).first()
    if found is None:
        raise UnknownText(f"edition {edition or 'in force'}")
    return found


def clause_target(clause_id: str, language: str, edition: Edition | str | None = None) -> Target:
    _check_language(language)
    edition = edition_of(edition)
    try:
        cid = ClauseId.parse(clause_id)
    except ClauseIdError as error:
        raise UnknownText(str(error)) from None
    if not Law.all_editions.filter(edition=edition, number=cid.law).exists():
        raise UnknownText(f"Law {cid.law}")
    clause = Clause.all_editions.filter(edition=edition, clause_id=str(cid)).first()
    row = ClauseText.objects.filter(clause=clause, language=language).first() if clause else None
    return Target(Revision.CLAUSE, str(cid), language, cid.law, clause, row, edition)


def commentary_target(slug: str, language: str, edition: Edition | str | None = None) -> Target:
    _check_language(language)
    edition = edition_of(edition)
    commentary = Commentary.all_editions.select_related("law").filter(edition=edition, slug=slug).first()
    if commentary is None:
        raise UnknownText(f"commentary {slug}")
    row = CommentaryText.objects.filter(commentary=commentary, language=language).first()
    return Target(Revision.COMMENTARY, slug, language, commentary.law.number, commentary, row, edition)


def example_target(slug: str, language: str, edition: Edition | str | None = None) -> Target:
    _check_language(language)
    edition = edition_of(edition)
    example = WorkedExample.all_editions.select_related("law").filter(edition=edition, slug=slug).first()
    if example is None:
        raise UnknownText(f"example {slug}")
    row = WorkedExampleText.objects.filter(example=example, language=language).first()
    return Target(Revision.EXAMPLE, slug, language, example.law.number, example, row, edition)


_GETTERS = {Revision.CLAUSE: clause_target, Revision.COMMENTARY: commentary_target, Revision.EXAMPLE: example_target}


def get_target(kind: str, key: str, language: str, edition: Edition | str | None = None) -> Target:
    if kind not in _GETTERS:
        raise UnknownText(kind)
    return _GETTERS[kind](key, language, edition)


def latest(target: Target) -> Revision | None:
    return target.history().order_by("-number").first()


def append(target: Target, previous: Revision | None, heading: str, text: str, **fields) -> Revision:
    """The target's next revision after ``previous`` (its latest); the unique number refuses a race."""
    return Revision.objects.create(
        edition=target.edition.code,
        kind=target.kind,
        key=target.key,
        language=target.language,
        law_number=target.law_number,
        number=(previous.number if previous else 0) + 1,
        heading=heading,
        text=text,
        **fields,
    )


def token(target: Target) -> int:
    """The number a save must carry: the latest revision's, 0 when the text has none.

    A text whose history does not end with it yet gets the number :func:`sync` will record it under
    when the save comes, so the page that shows it writes nothing.
    """
    revision = latest(target)
    number = revision.number if revision else 0
    current = target.current
    if current is not None and (revision is None or revision.content != current):
        return number + 1
    return number


def sync(target: Target) -> Revision | None:
    """Record the database text as a revision when the history does not end with it; the latest revision."""
    if target.is_translation:
        english = target.other(SOURCE_LANGUAGE)
        sync(english)  # first, so a new translation can name the English revision it follows
    revision = latest(target)
    current = target.current
    if current is None or (revision is not None and revision.content == current):
        return revision
    source = None
    if target.is_translation:
        history = english.history()
        # Text as loaded was translated from the English as loaded; a later load brings both up together.
        source = history.order_by("number").first() if revision is None else history.order_by("-number").first()
    try:
        with transaction.atomic():
            return append(target, revision, current[0], current[1], origin=Revision.LOAD, source=source)
    except IntegrityError:
        return latest(target)  # another request recorded it at the same moment


def revision(target: Target, number: int) -> Revision:
    found = target.history().filter(number=number).first()
    if found is None:
        raise UnknownText(f"revision {number} of {target.key} [{target.language}]")
    return found
