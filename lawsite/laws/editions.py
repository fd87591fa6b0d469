"""Which edition a request reads, and what a page says about it.

The one place that decides: :func:`resolve` turns the edition in a URL (or none: the edition in force)
into an Edition, refusing drafts to anyone but editors. Around it: the renumbering table, the other
editions of a clause, the older editions a missing translation may come from, and the currency line
("The Laws of Duplicate Bridge 2017, in force since 30 September 2017 — this Polish text follows the
2007 wording") in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db.models import Exists, OuterRef
from django.utils import formats
from django.utils.translation import gettext as _

from .correspondence import Renumbering, Table
from .models import Clause, ClauseText, Correspondence, Edition, Law
from .numbering import ClauseId, ClauseIdError
from .permissions import is_editor


class EditionUnavailable(LookupError):
    """No such edition, or a draft asked for by someone who may not see drafts (the views answer 404)."""


def in_force() -> Edition | None:
    return Edition.in_force()


def every() -> list[Edition]:
    return list(Edition.objects.order_by("code"))


def visible(user, known: list[Edition] | None = None) -> list[Edition]:
    """Every edition a user may read, oldest first: drafts only for editors (``known``: every edition)."""
    known = every() if known is None else known
    if user is not None and is_editor(user):
        return known
    return [edition for edition in known if not edition.is_draft]


def resolve(code: str | None, user, find_in_force=in_force) -> tuple[Edition, str | None]:
    """(edition, the code to keep in links) for a URL's edition; None in links means "the edition in force"
    (``find_in_force`` finds it: a caller may know it already)."""
    if code is None:
        edition = find_in_force()
        if edition is None:
            raise EditionUnavailable("no edition is in force")
        return edition, None
    edition = Edition.objects.filter(code=code).first()
    if edition is None or (edition.is_draft and not (user is not None and is_editor(user))):
        raise EditionUnavailable(code)
    return edition, code


def table(known: list[Edition] | None = None) -> Table:
    """The renumbering table with every edition in the collection."""
    rows = [
        Renumbering(r.from_edition, r.from_clause, r.to_edition, r.to_clause, r.source)
        for r in Correspondence.objects.all()
    ]
    return Table(rows, [edition.code for edition in (every() if known is None else known)])


def older_than(edition: Edition, known: list[Edition] | None = None) -> list[Edition]:
    """Published editions before ``edition``, newest first: where a missing translation may be found."""
    known = every() if known is None else known
    return sorted((e for e in known if e.code < edition.code and not e.is_draft), key=lambda e: e.code, reverse=True)


def title(edition: Edition, language: str) -> tuple[str, str]:
    """(title, language it is in): the edition's own title in ``language``, else the interface's name for it."""
    if edition.titles.get(language):
        return edition.titles[language], language
    return _("The Laws of Duplicate Bridge %(code)s") % {"code": edition.code}, language


def long_date(value) -> str:
    """``30 September 2017`` in the interface language (the month in the form a date takes: "września")."""
    return formats.date_format(value, "j E Y")


def _later(edition: Edition, known: list[Edition] | None) -> Edition | None:
    known = every() if known is None else known
    return next((e for e in known if e.code > edition.code and not e.is_draft), None)


def status_line(edition: Edition, language: str, known: list[Edition] | None = None) -> str:
    """The edition and where it stands: in force since when, superseded by which, or a draft."""
    name, _language = title(edition, language)
    since = long_date(edition.in_force_since) if edition.in_force_since else ""
    if edition.is_in_force:
        if since:
            return _("%(title)s, in force since %(date)s") % {"title": name, "date": since}
        return _("%(title)s, in force") % {"title": name}
    if edition.is_draft:
        return _("%(title)s, a draft: not in force") % {"title": name}
    later = _later(edition, known)
    if later is None:
        return _("%(title)s, superseded") % {"title": name}
    if since:
        return _("%(title)s, in force from %(date)s, superseded by the %(next)s edition") % {
            "title": name,
            "date": since,
            "next": later.code,
        }
    return _("%(title)s, superseded by the %(next)s edition") % {"title": name, "next": later.code}


def follows_note(language: str, codes: list[str]) -> str:
    """``this Polish text follows the 2007 wording``: a column whose text comes from an older edition."""
    wording = ", ".join(codes)
    notes = {
        "en": _("this English text follows the %(edition)s wording"),
        "el": _("this Greek text follows the %(edition)s wording"),
        "pl": _("this Polish text follows the %(edition)s wording"),
    }
    return notes[language] % {"edition": wording}


@dataclass
class Currency:
    """What the top of a page says about the edition it shows."""

    edition: Edition
    line: str
    notes: list[str] = field(default_factory=list)


def currency(
    edition: Edition,
    language: str,
    older_wording: dict[str, list[str]] | None = None,
    known: list[Edition] | None = None,
) -> Currency:
    """``older_wording``: language -> codes of the older editions some of its texts on the page follow."""
    notes = [follows_note(code, codes) for code, codes in (older_wording or {}).items() if codes]
    return Currency(edition, status_line(edition, language, known), notes)


@dataclass
class Elsewhere:
    """The same clause (or law) in another edition."""

    edition: Edition
    clause_id: str | None  # None: the table says it has no counterpart there
    has_text: bool
    linkable: bool  # its page exists: the clause has a record there, or that law has no text to refuse it


def elsewhere(
    edition: Edition, clause_id: str, user, renumbering: Table | None = None, known: list[Edition] | None = None
) -> list[Elsewhere]:
    """``clause_id`` of ``edition`` in every other edition the user may read, through the renumbering table."""
    others = [other for other in visible(user, known) if other.pk != edition.pk]
    if not others:
        return []
    renumbering = renumbering or table(known)
    mapped = {other.pk: renumbering.corresponding(clause_id, edition.code, other.code) for other in others}
    ids = {cid for cid in mapped.values() if cid}
    texts = ClauseText.objects.filter(clause__pk=OuterRef("pk"))
    found = Clause.all_editions.filter(edition__in=others, clause_id__in=ids).annotate(has_text=Exists(texts))
    records = {
        (edition_id, cid): has for edition_id, cid, has in found.values_list("edition_id", "clause_id", "has_text")
    }
    without_record = {_law_of(cid) for pk, cid in mapped.items() if cid and (pk, cid) not in records}
    laws_with_text = set()
    if without_record:
        laws_with_text = set(
            ClauseText.objects.filter(clause__edition__in=others, clause__law__number__in=without_record)
            .values_list("clause__edition_id", "clause__law__number")
            .distinct()
        )
    with_text = {key for key, has in records.items() if has}
    result = []
    for other in others:
        cid = mapped[other.pk]
        if cid is None:
            result.append(Elsewhere(other, None, False, False))
            continue
        law = _law_of(cid)
        linkable = (other.pk, cid) in records or (other.pk, law) not in laws_with_text
        result.append(Elsewhere(other, cid, (other.pk, cid) in with_text, linkable))
    return result


def _law_of(clause_id: str) -> int | None:
    try:
        return ClauseId.parse(clause_id).law
    except ClauseIdError:
        return None


def other_titles(law_number: int, edition: Edition) -> list[Law]:
    """The same law in the other published editions, newest first (for a title this edition lacks)."""
    return list(
        Law.all_editions.filter(number=law_number)
        .exclude(edition=edition)
        .exclude(edition__status=Edition.DRAFT)
        .select_related("edition")
        .order_by("-edition__code")
    )
