"""What changed between two editions: per clause (through the renumbering table) and per language.

A clause counts as in an edition when it has text there in some language. Between editions ``a`` and
``b`` (in either order: the comparison reads from ``a`` to ``b``) each clause is

* *unchanged* or *changed*: in both under the same id; changed when a language both have differs;
* *renumbered*: in both under another id (the table says so), changed or not as well;
* *added* / *removed*: in one only, while the other edition has text of that law;
* *not comparable*: in one only, and the other edition's text of that law is not in the collection,
  so nothing can be said (a stub is not a removal).

Per language, a clause's text is *unchanged*, *changed*, *added* (only in ``b``) or *removed* (only in
``a``), or *not comparable* with the clause. The word diff of one clause reuses the editor's diff.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from lawsite.editor import diffing
from lawsite.laws import editions
from lawsite.laws.models import ClauseText, Edition, Law
from lawsite.laws.numbering import LANGUAGES, ClauseId
from lawsite.laws.pages import Title

ADDED, REMOVED, CHANGED, UNCHANGED, RENUMBERED, NOT_COMPARABLE = (
    "added",
    "removed",
    "changed",
    "unchanged",
    "renumbered",
    "not_comparable",
)
STATUSES = (CHANGED, RENUMBERED, ADDED, REMOVED, UNCHANGED, NOT_COMPARABLE)


@dataclass
class ClauseChange:
    law: int
    old_id: str | None  # the clause's id in ``a``; None when only ``b`` has it
    new_id: str | None  # its id in ``b``; None when only ``a`` has it
    status: str
    text_changed: bool = False  # a renumbered clause whose text changed too
    languages: dict[str, str] = field(default_factory=dict)  # language -> per-language status

    @property
    def key(self) -> str:
        """The id the clause page names it by: its id in ``b``, else in ``a``."""
        return self.new_id or self.old_id

    @property
    def key_edition(self) -> str:
        return "b" if self.new_id else "a"


@dataclass
class LawChanges:
    number: int
    title: Title | None
    changes: list[ClauseChange]
    counts: Counter


@dataclass
class Comparison:
    a: Edition
    b: Edition
    changes: list[ClauseChange]
    counts: Counter
    law: int | None = None  # set when the comparison covers one law

    def by_law(self, titles: dict[int, Title] | None = None) -> list[LawChanges]:
        grouped: dict[int, list[ClauseChange]] = {}
        for change in self.changes:
            grouped.setdefault(change.law, []).append(change)
        return [
            LawChanges(number, (titles or {}).get(number), items, Counter(c.status for c in items))
            for number, items in sorted(grouped.items())
        ]

    def find(self, clause_id: str, in_a: bool = False) -> ClauseChange | None:
        """The change of the clause named ``clause_id`` in ``b`` (or in ``a`` with ``in_a``)."""
        for change in self.changes:
            if (change.old_id if in_a else change.new_id) == clause_id:
                return change
        if not in_a:
            return self.find(clause_id, in_a=True)
        return None


def _texts(edition: Edition, law: int | None) -> dict[tuple[str, str], tuple[str, str]]:
    rows = ClauseText.objects.filter(clause__edition=edition)
    if law is not None:
        rows = rows.filter(clause__law__number=law)
    return {
        (clause_id, language): (heading, text)
        for clause_id, language, heading, text in rows.values_list("clause__clause_id", "language", "heading", "text")
    }


def _law_of(clause_id: str) -> int:
    return ClauseId.parse(clause_id).law


def compare(a: Edition, b: Edition, law: int | None = None) -> Comparison:
    """Every clause of ``a`` and ``b`` (of one law when ``law`` is given) with what changed."""
    texts_a, texts_b = _texts(a, law), _texts(b, law)
    ids_a = {cid for cid, _ in texts_a}
    ids_b = {cid for cid, _ in texts_b}
    laws_a = {_law_of(cid) for cid in ids_a}
    laws_b = {_law_of(cid) for cid in ids_b}
    renumbering = editions.table()
    pairs: list[tuple[str | None, str | None]] = []
    matched = set()
    for old in ids_a:
        new = renumbering.corresponding(old, a.code, b.code)
        if new is not None and new in ids_b and new not in matched:
            pairs.append((old, new))
            matched.add(new)
        else:
            pairs.append((old, None))
    pairs += [(None, new) for new in ids_b - matched]

    changes = []
    for old, new in pairs:
        if old and new:
            languages = {}
            for language in LANGUAGES:
                before, after = texts_a.get((old, language)), texts_b.get((new, language))
                if before is None and after is None:
                    continue
                if before is None:
                    languages[language] = ADDED
                elif after is None:
                    languages[language] = REMOVED
                else:
                    languages[language] = UNCHANGED if before == after else CHANGED
            changed = CHANGED in languages.values()
            if old != new:
                status = RENUMBERED
            else:
                status = CHANGED if changed else UNCHANGED
            changes.append(ClauseChange(_law_of(new), old, new, status, changed and old != new, languages))
        elif old:
            status = REMOVED if _law_of(old) in laws_b else NOT_COMPARABLE
            # not comparable: the other edition's text is not in the collection, which says nothing of a removal
            languages = {lang: status for lang in LANGUAGES if (old, lang) in texts_a}
            changes.append(ClauseChange(_law_of(old), old, None, status, False, languages))
        else:
            status = ADDED if _law_of(new) in laws_a else NOT_COMPARABLE
            languages = {lang: status for lang in LANGUAGES if (new, lang) in texts_b}
            changes.append(ClauseChange(_law_of(new), None, new, status, False, languages))
    changes.sort(key=lambda c: (c.law, ClauseId.parse(c.key).sort_key(), c.old_id is None))
    return Comparison(a, b, changes, Counter(change.status for change in changes), law)


def without_text(a: Edition, b: Edition, cid: ClauseId) -> ClauseChange | None:
    """A clause of a law that both editions record and neither has any text of (Law 64 today): nothing to
    compare, said as such; None when the law is missing from one of them or has text (then the clause
    would be in the comparison, so it is no clause of that law)."""
    records = Law.all_editions.filter(edition__in=[a, b], number=cid.law).count()
    if records < 2 or ClauseText.objects.filter(clause__edition__in=[a, b], clause__law__number=cid.law).exists():
        return None
    return ClauseChange(cid.law, str(cid), str(cid), NOT_COMPARABLE)


@dataclass
class LanguageDiff:
    language: str
    status: str
    old_heading: str
    old_text: str
    new_heading: str
    new_text: str
    diff: diffing.TextDiff | None  # None when one side has no text


def clause_diffs(a: Edition, b: Edition, change: ClauseChange) -> list[LanguageDiff]:
    """Per language, the word diff of one clause from ``a`` to ``b``."""
    before = {t.language: t for t in ClauseText.objects.filter(clause__edition=a, clause__clause_id=change.old_id)}
    after = {t.language: t for t in ClauseText.objects.filter(clause__edition=b, clause__clause_id=change.new_id)}
    result = []
    for language in LANGUAGES:
        old, new = before.get(language), after.get(language)
        if old is None and new is None:
            continue
        old_heading, old_text = (old.heading, old.text) if old else ("", "")
        new_heading, new_text = (new.heading, new.text) if new else ("", "")
        diff = diffing.diff(old_heading, old_text, new_heading, new_text) if old and new else None
        result.append(
            LanguageDiff(
                language, change.languages.get(language, ""), old_heading, old_text, new_heading, new_text, diff
            )
        )
    return result


def law_titles(comparison: Comparison, language: str) -> dict[int, Title]:
    """A title per law for the comparison's headings: ``b``'s, else ``a``'s, in ``language`` or English
    (marked as English, for the page to say so)."""
    titles: dict[int, Title] = {}
    for edition in (comparison.b, comparison.a):
        for law in Law.all_editions.filter(edition=edition):
            if titles.get(law.number, Title("", language, True)).text:
                continue
            code = language if law.titles.get(language) else "en"
            titles[law.number] = Title(law.titles.get(code, ""), code, code != language)
    return titles


def as_json(comparison: Comparison) -> dict:
    return {
        "from": _edition_json(comparison.a),
        "to": _edition_json(comparison.b),
        "law": comparison.law,
        "counts": {status: comparison.counts.get(status, 0) for status in STATUSES},
        "changes": [
            {
                "law": change.law,
                "from_clause": change.old_id,
                "to_clause": change.new_id,
                "status": change.status,
                "text_changed": change.status == CHANGED or change.text_changed,
                "languages": change.languages,
            }
            for change in comparison.changes
        ],
    }


def _edition_json(edition: Edition) -> dict:
    return {
        "code": edition.code,
        "status": edition.status,
        "in_force_since": edition.in_force_since.isoformat() if edition.in_force_since else None,
        "titles": edition.titles,
    }
