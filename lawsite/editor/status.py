"""Translation status: is each Greek and Polish clause text still a translation of the English as it stands?

A translation follows the English revision it was translated from (``Revision.source``). It is
*up to date* while the English heading and text equal that revision's, *possibly out of date* once
they differ. A translation with no revision yet came with the content and follows the English as
loaded (the English's first revision); if the English has never been edited it is up to date.
Statuses are per edition (the edition in force by default): where an edition has no text in a
language but an older edition has one, which the law page shows marked, the status is *older edition*.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from lawsite.laws import editions
from lawsite.laws.models import ClauseText, CommentaryText, Edition, Law, Reference, WorkedExampleText
from lawsite.laws.numbering import LANGUAGES, ClauseId

from .models import Revision
from .revisions import SOURCE_LANGUAGE, edition_of

TRANSLATIONS = ("el", "pl")
CURRENT, STALE, MISSING, NO_SOURCE, OLDER = "current", "stale", "missing", "no_source", "older"
STATUSES = (CURRENT, STALE, MISSING, NO_SOURCE, OLDER)


@dataclass
class TextStatus:
    clause_id: str
    language: str
    status: str
    source_number: int | None = None  # the English revision followed
    english_number: int | None = None  # the English revision now
    older_edition: str = ""  # for OLDER: the code of the edition whose text is shown instead


def older_texts(edition: Edition, law_numbers: list[int] | None = None) -> dict[tuple[str, str], str]:
    """(clause id in ``edition``, language) -> code of the newest older edition with a text there."""
    older = editions.older_than(edition)
    if not older:
        return {}
    renumbering = editions.table()
    texts = ClauseText.objects.filter(clause__edition__in=older)
    if law_numbers is not None:
        texts = texts.filter(clause__law__number__in=law_numbers)
    found: dict[tuple[str, str], str] = {}
    rows = texts.values_list("clause__clause_id", "language", "clause__edition__code")
    for clause_id, language, code in sorted(rows, key=lambda row: row[2], reverse=True):
        mapped = renumbering.corresponding(clause_id, code, edition.code)
        if mapped is not None:
            found.setdefault((mapped, language), code)
    return found


def clause_statuses(
    law_numbers: list[int] | None = None, edition: Edition | None = None, older: bool = True
) -> dict[tuple[str, str], TextStatus]:
    """(clause id, language) -> status for every Greek and Polish text of ``edition`` and every missing one.

    A clause is missing in a language when any language has text for it (in this edition, or an older
    one the page shows) and this one has none, so a law whose only text is Polish counts its clauses
    as missing in Greek. ``older=False`` skips looking for older editions' texts (a caller asking
    only about texts that exist).
    """
    edition = edition_of(edition)
    texts = ClauseText.objects.filter(clause__edition=edition).select_related("clause")
    revisions = Revision.objects.filter(edition=edition.code, kind=Revision.CLAUSE).select_related("source")
    if law_numbers is not None:
        texts = texts.filter(clause__law__number__in=law_numbers)
        revisions = revisions.filter(law_number__in=law_numbers)
    current = {(t.clause.clause_id, t.language): (t.heading, t.text) for t in texts}
    older = (
        {key: code for key, code in older_texts(edition, law_numbers).items() if key not in current} if older else {}
    )
    history: dict[tuple[str, str], list[Revision]] = defaultdict(list)
    for revision in revisions.order_by("number"):
        history[(revision.key, revision.language)].append(revision)

    result = {}
    ids = {cid for cid, _ in [*current, *older]}
    for language in TRANSLATIONS:
        for cid in ids:
            if (cid, language) in older:
                result[(cid, language)] = TextStatus(cid, language, OLDER, older_edition=older[(cid, language)])
            else:
                result[(cid, language)] = _status(cid, language, current, history)
    return result


def _status(cid, language, current, history) -> TextStatus:
    if (cid, language) not in current:
        return TextStatus(cid, language, MISSING)
    english = current.get((cid, SOURCE_LANGUAGE))
    if english is None:
        return TextStatus(cid, language, NO_SOURCE)
    english_history = history.get((cid, SOURCE_LANGUAGE), [])
    english_number = english_history[-1].number if english_history else None
    own = history.get((cid, language), [])
    if not own:
        source = english_history[0] if english_history else None
    elif own[-1].content != current[(cid, language)]:
        return TextStatus(cid, language, CURRENT, english_number, english_number)  # reloaded with the English
    else:
        source = own[-1].source
        if source is None:
            return TextStatus(cid, language, STALE, None, english_number)  # translated before the English existed
    if source is None:
        return TextStatus(cid, language, CURRENT)
    status = CURRENT if source.content == english else STALE
    return TextStatus(cid, language, status, source.number, english_number)


@dataclass
class LawStatus:
    law: Law
    english: int  # clauses with English text
    counts: dict[str, dict[str, int]]  # language -> status -> count (Greek and Polish)
    stale: list[TextStatus] = field(default_factory=list)
    clauses: int = 0  # clauses with text in any language; 0 for a law not yet in the collection
    missing: dict[str, list[str]] = field(default_factory=dict)  # language (English too) -> clause ids

    @property
    def in_collection(self) -> bool:
        return self.clauses > 0

    @property
    def translations(self) -> list[tuple[str, dict[str, int], list[str]]]:
        """(language, counts, missing clause ids) per translation language, for the dashboard."""
        return [(code, self.counts[code], self.missing.get(code, [])) for code in TRANSLATIONS]


def dashboard(edition: Edition | None = None) -> list[LawStatus]:
    """Every law of ``edition``: per translation language the count of each status, and per language
    what is missing."""
    edition = edition_of(edition)
    statuses = clause_statuses(edition=edition)
    by_law: dict[int, list[TextStatus]] = defaultdict(list)
    for status in statuses.values():
        by_law[_law_of(status.clause_id)].append(status)
    english: dict[int, set[str]] = defaultdict(set)
    texts = ClauseText.objects.filter(clause__edition=edition, language=SOURCE_LANGUAGE)
    for cid in texts.values_list("clause__clause_id", flat=True):
        english[_law_of(cid)].add(cid)
    rows = []
    for law in Law.all_editions.filter(edition=edition).order_by("number"):
        counts = {language: dict.fromkeys(STATUSES, 0) for language in TRANSLATIONS}
        ids = {s.clause_id for s in by_law[law.number]}
        missing = {SOURCE_LANGUAGE: sorted(ids - english[law.number], key=_order)}
        for language in TRANSLATIONS:
            missing[language] = []
        for status in sorted(by_law[law.number], key=lambda s: _order(s.clause_id)):
            counts[status.language][status.status] += 1
            if status.status == MISSING:
                missing[status.language].append(status.clause_id)
        stale = sorted((s for s in by_law[law.number] if s.status == STALE), key=lambda s: (s.clause_id, s.language))
        rows.append(LawStatus(law, len(english[law.number]), counts, stale, len(ids), missing))
    return rows


@dataclass
class AsideStatus:
    """A commentary or worked example: the languages it is written in and those it still lacks."""

    kind: str  # "commentary" or "example"
    slug: str
    law_number: int
    title: str
    present: list[str]
    missing: list[str]
    title_language: str = SOURCE_LANGUAGE  # the language the title is in (the source's, else the first given)


def aside_statuses(edition: Edition | None = None) -> list[AsideStatus]:
    """Every commentary and worked example of ``edition`` with the languages it is missing."""
    edition = edition_of(edition)
    rows = []
    for kind, model, texts in (
        (Revision.COMMENTARY, CommentaryText, "commentary"),
        (Revision.EXAMPLE, WorkedExampleText, "example"),
    ):
        found: dict[tuple[str, int], dict[str, str]] = defaultdict(dict)
        for slug, number, language, title in model.objects.filter(**{f"{texts}__edition": edition}).values_list(
            f"{texts}__slug", f"{texts}__law__number", "language", "title"
        ):
            found[(slug, number)][language] = title
        for (slug, number), titles in found.items():
            title_language = next((code for code in (SOURCE_LANGUAGE, *titles) if titles.get(code)), SOURCE_LANGUAGE)
            title = titles.get(title_language) or slug
            present = [code for code in LANGUAGES if code in titles]
            missing = [c for c in LANGUAGES if c not in titles]
            rows.append(AsideStatus(kind, slug, number, title, present, missing, title_language))
    return sorted(rows, key=lambda r: (r.law_number, r.kind, r.slug))


def _order(clause_id: str):
    return ClauseId.parse(clause_id).sort_key()


def _law_of(clause_id: str) -> int:
    return ClauseId.parse(clause_id).law


@dataclass
class Mismatch:
    kind: str  # "clause", "commentary" or "example"
    key: str  # clause id or slug
    law_number: int
    language: str
    english: list[str]  # clause ids the English cites
    translation: list[str]  # clause ids the translation cites

    @property
    def only_english(self) -> list[str]:
        return [cid for cid in self.english if cid not in self.translation]

    @property
    def only_translation(self) -> list[str]:
        return [cid for cid in self.translation if cid not in self.english]


def reference_mismatches(edition: Edition | None = None) -> list[Mismatch]:
    """Texts whose translation cites other clauses than the English (the English cites 64A2, the Polish 64A1)."""
    edition = edition_of(edition)
    cited: dict[tuple[str, str, int], dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    refs = Reference.objects.filter(target_clause__edition=edition).select_related(
        "source_clause__law", "source_commentary__law", "source_example__law"
    )
    for ref in refs.order_by("start", "id"):
        if ref.source_clause_id:
            key = (Revision.CLAUSE, ref.source_clause.clause_id, ref.source_clause.law.number)
        elif ref.source_commentary_id:
            key = (Revision.COMMENTARY, ref.source_commentary.slug, ref.source_commentary.law.number)
        else:
            key = (Revision.EXAMPLE, ref.source_example.slug, ref.source_example.law.number)
        targets = cited[key][ref.language]
        if ref.target_id not in targets:
            targets.append(ref.target_id)
    present = _texts_present(edition)
    mismatches = []
    for (kind, key, law_number), by_language in cited.items():
        english = by_language.get(SOURCE_LANGUAGE, [])
        for language in TRANSLATIONS:
            if (kind, key, SOURCE_LANGUAGE) not in present or (kind, key, language) not in present:
                continue
            translation = by_language.get(language, [])
            if set(english) != set(translation):
                mismatches.append(Mismatch(kind, key, law_number, language, english, translation))
    return sorted(mismatches, key=lambda m: (m.law_number, m.kind, m.key, m.language))


def _texts_present(edition: Edition) -> set[tuple[str, str, str]]:
    clauses = ClauseText.objects.filter(clause__edition=edition)
    commentaries = CommentaryText.objects.filter(commentary__edition=edition)
    examples = WorkedExampleText.objects.filter(example__edition=edition)
    present = {(Revision.CLAUSE, cid, lang) for cid, lang in clauses.values_list("clause__clause_id", "language")}
    present |= {(Revision.COMMENTARY, s, lang) for s, lang in commentaries.values_list("commentary__slug", "language")}
    present |= {(Revision.EXAMPLE, s, lang) for s, lang in examples.values_list("example__slug", "language")}
    return present


def unresolved_references(edition: Edition | None = None):
    return (
        Reference.objects.filter(target_clause__edition=edition_of(edition), status=Reference.UNRESOLVED)
        .select_related("source_clause", "source_commentary__law", "source_example__law", "target_clause")
        .order_by("target_id", "language", "id")
    )
