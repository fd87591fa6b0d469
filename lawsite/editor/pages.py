"""What the editor's pages show, as plain data; the views call these and the templates only present them."""

from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse
from django.utils.translation import get_language

from lawsite.laws.models import Clause, ClauseText, Edition, Law
from lawsite.laws.numbering import LANGUAGES
from lawsite.laws.rendering import localize_links

from . import diffing, revisions, status
from .models import Revision
from .revisions import Target


@dataclass
class Beside:
    language: str
    heading: str
    html: str
    missing: bool
    edit_url: str


def in_edition(url_edition: str | None, *args) -> list:
    """URL arguments for a page of the editor or the site: the edition's code first, unless it is in force."""
    return [url_edition, *args] if url_edition else list(args)


def edit_url(kind: str, key: str, language: str, url_edition: str | None = None) -> str:
    return reverse(f"editor:edit_{kind}", args=in_edition(url_edition, key, language))


def beside(target: Target) -> list[Beside]:
    """The other languages' saved text of the same clause, commentary or example, to edit against."""
    result = []
    for language in LANGUAGES:
        if language == target.language:
            continue
        other = target.other(language)
        heading, _ = other.current or ("", "")
        html = localize_links(other.row.html, get_language(), target.url_edition) if other.row is not None else ""
        url = edit_url(target.kind, target.key, language, target.url_edition)
        result.append(Beside(language, heading, html, other.row is None, url))
    return result


def view_url(target: Target) -> str:
    """Where readers see the text: the law page at the clause, commentary or example."""
    if target.kind == Revision.CLAUSE:
        return reverse("laws:clause", args=in_edition(target.url_edition, target.key))
    anchor = "commentary" if target.kind == Revision.COMMENTARY else "example"
    return reverse("laws:clause", args=in_edition(target.url_edition, target.law_number)) + f"#{anchor}-{target.key}"


def urls(target: Target) -> dict[str, str]:
    """The editor's pages for one text, in its edition."""
    args = in_edition(target.url_edition, target.kind, target.key, target.language)
    return {
        "edit": edit_url(target.kind, target.key, target.language, target.url_edition),
        "history": reverse("editor:history", args=args),
        "diff": reverse("editor:diff", args=args),
        "preview": reverse("editor:preview", args=args),
        "restore": reverse("editor:history", args=args) + "restore/",  # + the revision number
        "english_diff": reverse("editor:diff", args=in_edition(target.url_edition, target.kind, target.key, "en")),
    }


def translation_status(target: Target) -> status.TextStatus | None:
    if not target.is_translation:
        return None
    return status.clause_statuses([target.law_number], target.edition).get((target.key, target.language))


@dataclass
class LawRow:
    clause_id: str
    depth: int
    cells: list[dict]


def law_texts(law: Law, url_edition: str | None = None) -> list[LawRow]:
    """Every clause of a law with, per language, whether it has text, its translation status and edit link."""
    texts = {
        (cid, lang)
        for cid, lang in ClauseText.objects.filter(clause__law=law).values_list("clause__clause_id", "language")
    }
    statuses = status.clause_statuses([law.number], law.edition)
    rows = []
    for clause in Clause.all_editions.filter(law=law).order_by("position"):
        cells = []
        for language in LANGUAGES:
            state = statuses.get((clause.clause_id, language))
            cells.append(
                {
                    "language": language,
                    "has_text": (clause.clause_id, language) in texts,
                    "status": state.status if state else "",
                    "url": edit_url(Revision.CLAUSE, clause.clause_id, language, url_edition),
                }
            )
        rows.append(LawRow(clause.clause_id, clause.depth, cells))
    return rows


def recent_changes(law: int | None = None, language: str | None = None, limit: int = 100):
    """Edits in every edition, newest first (each names its edition)."""
    edits = Revision.objects.edits().select_related("author")
    if law:
        edits = edits.filter(law_number=law)
    if language:
        edits = edits.filter(language=language)
    changes = list(edits.order_by("-created_at", "-id")[:limit])
    current = Edition.in_force()
    for change in changes:
        change.url_edition = None if current and change.edition == current.code else change.edition
    return changes


def revision_pair(target: Target, a: int, b: int) -> tuple[Revision, Revision]:
    return revisions.revision(target, a), revisions.revision(target, b)


@dataclass
class DraftRow:
    clause_id: str
    depth: int
    heading: str
    text: str
    state: str  # "new", "changed" or "unchanged"
    diff: diffing.TextDiff | None


@dataclass
class PasteReview:
    language: str
    rows: list[DraftRow]
    ignored: list[tuple[int, str]]
    not_in_paste: list[str]  # clauses with saved text in this language the pasted law lacks (kept as they are)
    tokens: dict

    @property
    def changed(self) -> int:
        return sum(row.state != "unchanged" for row in self.rows)


def paste_review(law: Law, language: str, result) -> PasteReview:
    """Each clause the splitter found beside what is saved, and the revision numbers the save will check."""
    rows, tokens, sources = [], {}, {}
    for draft in result.clauses:
        if draft.clause_id.depth == 0 and not draft.text and not draft.heading:
            continue
        key = str(draft.clause_id)
        target = revisions.clause_target(key, language, law.edition)
        tokens[key] = revisions.token(target)
        english = target.other(revisions.SOURCE_LANGUAGE)
        sources[key] = revisions.token(english) if english.row is not None else None
        current = target.current
        if current is None:
            state, change = "new", None
        elif current == (draft.heading, draft.text):
            state, change = "unchanged", None
        else:
            state, change = "changed", diffing.diff(current[0], current[1], draft.heading, draft.text)
        rows.append(DraftRow(key, draft.clause_id.depth, draft.heading, draft.text, state, change))
    pasted = {row.clause_id for row in rows}
    saved = ClauseText.objects.filter(clause__law=law, language=language).order_by("clause__position")
    not_in_paste = [cid for cid in saved.values_list("clause__clause_id", flat=True) if cid not in pasted]
    seen = {"tokens": tokens, "source": sources, "edition": law.edition.code}
    return PasteReview(language, rows, result.ignored, not_in_paste, seen)
