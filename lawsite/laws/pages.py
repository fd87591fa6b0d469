"""What a law page shows, as plain data: the views call these and the templates only present them."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from . import editions, published
from .models import Chapter, Clause, ClauseText, CommentaryText, Edition, Law, Reference, WorkedExampleText
from .numbering import LANGUAGES, ClauseId, ClauseIdError
from .rendering import for_display


@dataclass
class Title:
    text: str
    language: str  # the language the title is actually in
    missing: bool  # True when the reader's language lacks it and English is shown
    from_edition: str = ""  # the code of another edition the title is taken from, when this one has none
    unverified: bool = False  # the edition.toml the title comes from marks it as not checked against a published copy


def law_title(law: Law, language: str, others: list[Law] | None = None) -> Title:
    """The title in ``language``, else in English; an edition that records neither borrows the newest
    other edition's, marked with its code (``others``: that law in other editions, newest first)."""
    if law.titles.get(language) or law.titles.get("en"):
        code = language if law.titles.get(language) else "en"
        unverified = code in published.unverified_titles(law.edition.code).get(law.number, set())
        return Title(law.titles[code], code, code != language, unverified=unverified)
    for other in editions.other_titles(law.number, law.edition) if others is None else others:
        for code in (language, "en"):
            if other.titles.get(code):
                unverified = code in published.unverified_titles(other.edition.code).get(law.number, set())
                return Title(other.titles[code], code, code != language, other.edition.code, unverified)
    return Title("", "en", True)


def clause_path(clause_id: str | int, ui_language: str, url_edition: str | None) -> str:
    """A clause's page: in the edition in force (``url_edition`` None) or in the edition named."""
    prefix = f"/{ui_language}/{url_edition}/laws/" if url_edition else f"/{ui_language}/laws/"
    return f"{prefix}{clause_id}/"


@dataclass
class Cell:
    language: str
    heading: str = ""
    html: str = ""
    # "text", "older" (this edition has none: an older edition's text, marked), "missing" (other
    # languages have it), "stub" (no language has it)
    status: str = "text"
    heading_missing: bool = False  # another language gives this clause a heading, this one does not
    edition: str = ""  # for "older": the code of the edition the text is of
    edition_clause: str = ""  # for "older": its id there, when renumbered since
    official: published.OfficialLink | None = None  # where a cell without text can be read officially


@dataclass
class Citation:
    label: str
    url: str
    language: str  # the language of the citing text
    title: str = ""  # a worked example's title, which tells examples on one law apart
    title_language: str = ""


#: How many texts citing a clause are listed under it as they are; more are folded under their count.
CITED_BY_UNFOLDED = 3


@dataclass
class Row:
    clause_id: str
    depth: int
    anchor: str
    cells: list[Cell]
    url: str = ""  # the permalink, in the reader's language and the page's edition
    cited_by: list[Citation] = field(default_factory=list)
    is_target: bool = False
    is_stub: bool = False
    commentaries: list[dict] = field(default_factory=list)
    examples: list[dict] = field(default_factory=list)

    def __str__(self) -> str:
        return self.clause_id

    @property
    def cited_by_folded(self) -> bool:
        """A long cited-by list is folded under its count (a phone would scroll past it to the next clause)."""
        return len(self.cited_by) > CITED_BY_UNFOLDED


@dataclass
class LawPage:
    law: Law
    title: Title
    chapter: Chapter
    columns: list[str]
    available: list[str]  # languages with text for this law (in this edition or, marked, an older one)
    rows: list[Row]
    is_stub: bool
    previous: Law | None
    next: Law | None
    target: str | None
    official: list[published.OfficialLink] = field(default_factory=list)  # where the law is published
    edition: Edition | None = None
    url_edition: str | None = None  # the code links keep; None: links reach the edition in force
    currency: editions.Currency | None = None
    elsewhere: list[editions.Elsewhere] = field(default_factory=list)
    has_own_text: bool = True  # this edition has text of this law (not only older editions' texts)
    older_only: bool = False  # the only texts shown are older editions'
    clause_ids: frozenset[str] = frozenset()  # every clause record of the law, shown or not
    cited_by: list[Citation] = field(default_factory=list)  # what cites the whole law ("see Law 55")

    def has_row(self, clause_id: str) -> bool:
        return any(row.clause_id == clause_id for row in self.rows)


def chosen_columns(raw: str | None) -> list[str]:
    """The languages ``?cols=el,en`` asks for, in order (none: the default columns)."""
    if not raw:
        return []
    return [code for code in dict.fromkeys(raw.replace(" ", ",").split(",")) if code in LANGUAGES][:3]


def parse_columns(raw: str | None, ui_language: str, available: list[str]) -> list[str]:
    """``?cols=el,en`` -> ["el", "en"]; default: the reader's language, then the others with text."""
    chosen = chosen_columns(raw)
    if chosen:
        return chosen
    ordered = [ui_language] + [code for code in LANGUAGES if code != ui_language]
    return [code for code in ordered if code == ui_language or code in available]


def _title_in(texts, ui_language: str) -> Title:
    """The title of a text in the reader's language, else English, else any language that has one."""
    by_language = {language: title for language, title in texts if title}
    for code in (ui_language, "en", *LANGUAGES):
        if by_language.get(code):
            return Title(by_language[code], code, code != ui_language)
    return Title("", ui_language, True)


def cited_by(
    clause_ids: list[str], ui_language: str, edition: Edition | None = None, url_edition: str | None = None
) -> dict[str, list[Citation]]:
    """Distinct citing places per target clause id in ``edition`` (a source citing in two languages shows once).

    Read as plain values (no model instances): a law page lists dozens of citations.
    """
    edition = edition or editions.in_force()
    refs = list(
        Reference.objects.filter(target_clause__edition=edition, target_clause__clause_id__in=clause_ids)
        .order_by("id")
        .values_list(
            "target_clause__clause_id",
            "language",
            "source_clause__clause_id",
            "source_commentary__slug",
            "source_commentary__law__number",
            "source_example_id",
            "source_example__slug",
            "source_example__law__number",
        )
    )
    example_ids = {ref[5] for ref in refs if ref[5]}
    titles: dict[int, list[tuple[str, str]]] = {}
    if example_ids:
        for example_id, language, title in WorkedExampleText.objects.filter(example_id__in=example_ids).values_list(
            "example_id", "language", "title"
        ):
            titles.setdefault(example_id, []).append((language, title))
    prefix = clause_path("", ui_language, url_edition)[:-1]
    result: dict[str, dict[str, Citation]] = {}
    for target, language, clause, slug, commentary_law, example_id, example_slug, example_law in refs:
        if clause:
            citation = Citation(_("Law %(id)s") % {"id": clause}, f"{prefix}{clause}/", language)
        elif slug:
            citation = Citation(
                _("Commentary on Law %(law)s") % {"law": commentary_law},
                f"{prefix}{commentary_law}/#commentary-{slug}",
                language,
            )
        else:
            title = _title_in(titles.get(example_id, []), ui_language)
            citation = Citation(
                _("Worked example on Law %(law)s") % {"law": example_law},
                f"{prefix}{example_law}/#example-{example_slug}",
                language,
                title.text,
                title.language,
            )
        result.setdefault(target, {}).setdefault(citation.url, citation)
    return {key: list(value.values()) for key, value in result.items()}


@dataclass
class _Older:
    """A text of an older edition shown where this edition has none in that language."""

    text: ClauseText
    edition: Edition
    clause_id: str  # its id in its own edition


def older_texts(
    law: Law, have: set[tuple[str, str]], known: list[Edition] | None = None, renumbering=None, texts=None
) -> dict[tuple[str, str], _Older]:
    """(clause id in ``law``'s edition, language) -> the newest older edition's text, for what ``have`` lacks.

    ``texts``: the older editions' texts of this law, when the caller has read them already.
    """
    older = editions.older_than(law.edition, known)
    if not older:
        return {}
    renumbering = renumbering or editions.table(known)
    found: dict[tuple[str, str], _Older] = {}
    if texts is None:
        texts = ClauseText.objects.filter(clause__edition__in=older, clause__law__number=law.number).select_related(
            "clause__edition"
        )
    for text in sorted(texts, key=lambda t: t.clause.edition.code, reverse=True):
        origin = text.clause.edition
        mapped = renumbering.corresponding(text.clause.clause_id, origin.code, law.edition.code)
        if mapped is None or ClauseId.parse(mapped).law != law.number:
            continue
        key = (mapped, text.language)
        if key not in have and key not in found:
            found[key] = _Older(text, origin, text.clause.clause_id)
    return found


def law_page(
    law: Law,
    ui_language: str,
    columns_param: str | None = None,
    target: str | None = None,
    url_edition: str | None = None,
    user=None,
) -> LawPage:
    """One law of ``law.edition`` side by side; ``url_edition``: the code its links keep (None: in force)."""
    edition = law.edition
    known = editions.every()
    renumbering = editions.table(known) if len(known) > 1 else None
    clauses = {c.clause_id: c for c in Clause.all_editions.filter(law=law).order_by("position")}
    earlier = editions.older_than(edition, known)
    # this edition's texts of the law and the older editions' in one read
    rows = ClauseText.objects.filter(clause__edition__in=[edition, *earlier], clause__law__number=law.number)
    rows = list(rows.select_related("clause__edition"))
    texts = {(t.clause.clause_id, t.language): t for t in rows if t.clause.edition_id == edition.pk}
    older = older_texts(law, set(texts), known, renumbering, [t for t in rows if t.clause.edition_id != edition.pk])
    has_own_text = bool(texts)
    available = sorted({language for _, language in [*texts, *older]}, key=LANGUAGES.index)
    columns = parse_columns(columns_param, ui_language, available)
    ids = sorted({*clauses, *(cid for cid, _ in older)}, key=lambda cid: ClauseId.parse(cid).sort_key())
    citations = cited_by(ids, ui_language, edition, url_edition)
    commentary_by_clause = _commentaries(law, columns, ui_language, url_edition)
    examples_by_clause = _examples(law, columns, ui_language, url_edition)

    prefix = clause_path("", ui_language, url_edition)[:-1]
    links = published.official_links(law.number, edition.code)
    official: dict[str, published.OfficialLink] = {}
    for link in links:
        official.setdefault(link.language, link)
    rows = []
    older_wording: dict[str, list[str]] = {}
    for clause_id in ids:
        own = [texts.get((clause_id, code)) for code in LANGUAGES]
        has_any = any(own) or any((clause_id, code) in older for code in LANGUAGES)
        has_heading = any(text and text.heading for text in own)
        cells = []
        for code in columns:
            text = texts.get((clause_id, code))
            if text:
                cells.append(
                    Cell(
                        code,
                        text.heading,
                        for_display(text.html, code, ui_language, url_edition),
                        heading_missing=has_heading and not text.heading,
                    )
                )
            elif (clause_id, code) in older:
                found = older[(clause_id, code)]
                cells.append(
                    Cell(
                        code,
                        found.text.heading,
                        for_display(found.text.html, code, ui_language, found.edition.code),
                        status="older",
                        edition=found.edition.code,
                        edition_clause=found.clause_id if found.clause_id != clause_id else "",
                    )
                )
                codes = older_wording.setdefault(code, [])
                if found.edition.code not in codes:
                    codes.append(found.edition.code)
            else:
                # English is the original: a clause without its English text lacks the text, not a translation
                translated = has_any and code != "en"
                cells.append(Cell(code, status="missing" if translated else "stub", official=official.get(code)))
        cid = ClauseId.parse(clause_id)
        if (
            cid.depth == 0
            and not has_any
            and not (commentary_by_clause.get(clause_id) or examples_by_clause.get(clause_id))
        ):
            continue  # a citation of the whole law is listed under the law's heading, not as a row
        rows.append(
            Row(
                clause_id=clause_id,
                depth=cid.depth,
                anchor=cid.anchor,
                cells=cells,
                url=f"{prefix}{clause_id}/",
                cited_by=citations.get(clause_id, []) if cid.depth else [],
                is_target=clause_id == target,
                is_stub=not has_any,
                commentaries=commentary_by_clause.get(clause_id, []),
                examples=examples_by_clause.get(clause_id, []),
            )
        )
    neighbours = list(
        Law.all_editions.filter(edition=edition, number__in=[law.number - 1, law.number + 1]).order_by("number")
    )
    if len(neighbours) < 2:  # a gap in the numbering: the nearest law on either side
        same_edition = Law.all_editions.filter(edition=edition)
        previous = same_edition.filter(number__lt=law.number).order_by("-number").first()
        following = same_edition.filter(number__gt=law.number).order_by("number").first()
    else:
        previous, following = neighbours
    return LawPage(
        law=law,
        title=law_title(law, ui_language),
        chapter=law.chapter,
        columns=columns,
        available=available,
        rows=rows,
        is_stub=not available,
        previous=previous,
        next=following,
        target=target,
        official=links,
        edition=edition,
        url_edition=url_edition,
        currency=editions.currency(edition, ui_language, older_wording, known),
        elsewhere=editions.elsewhere(edition, target or str(law.number), user, renumbering, known),
        has_own_text=has_own_text,
        older_only=bool(older) and not has_own_text,
        clause_ids=frozenset(clauses),
        cited_by=citations.get(str(law.number), []),
    )


def _commentaries(
    law: Law, columns: list[str], ui_language: str, url_edition: str | None = None
) -> dict[str, list[dict]]:
    texts = CommentaryText.objects.filter(commentary__law=law).select_related("commentary__clause")
    grouped: dict[str, dict[str, dict]] = {}
    for text in texts:
        commentary = text.commentary
        entry = grouped.setdefault(commentary.clause.clause_id, {}).setdefault(
            commentary.slug, {"slug": commentary.slug, "texts": {}, "cites": []}
        )
        entry["texts"][text.language] = {
            "title": text.title,
            "html": for_display(text.html, text.language, ui_language, url_edition),
        }
    cited: dict[str, list[str]] = {}
    if grouped:
        for slug, target_id in (
            Reference.objects.filter(source_commentary__law=law)
            .order_by("start")
            .values_list("source_commentary__slug", "target_id")
        ):
            cited.setdefault(slug, []).append(target_id)
    for by_slug in grouped.values():
        for entry in by_slug.values():
            entry["cells"] = [{"language": code, **entry["texts"].get(code, {"missing": True})} for code in columns]
            entry["cites"] = [
                {"id": target, "url": clause_path(target, ui_language, url_edition)}
                for target in dict.fromkeys(cited.get(entry["slug"], []))
            ]
    return {clause_id: list(by_slug.values()) for clause_id, by_slug in grouped.items()}


def _examples(law: Law, columns: list[str], ui_language: str, url_edition: str | None = None) -> dict[str, list[dict]]:
    from .examples import computed_ruling  # noqa: PLC0415 - rulings only needed for pages with examples

    grouped: dict[str, list[dict]] = {}
    for example in law.examples.select_related("clause").prefetch_related("texts"):
        texts = {t.language: t for t in example.texts.all()}
        cells = []
        for code in columns:
            text = texts.get(code)
            cells.append(
                {"language": code, "title": text.title, "html": for_display(text.html, code, ui_language, url_edition)}
                if text
                else {"language": code, "missing": True}
            )
        grouped.setdefault(example.clause.clause_id, []).append(
            {
                "slug": example.slug,
                "cells": cells,
                "ruling": computed_ruling(example, ui_language),
                # what names the example where it is folded (a stub law's page): the reader's language first
                "title": _title_in([(code, text.title) for code, text in texts.items()], ui_language),
            }
        )
    return grouped


def resolve_clause_ref(raw: str) -> tuple[str | None, str | None]:
    """(canonical id, None) when ``raw`` is canonical; (None, canonical) when it should redirect."""
    try:
        return str(ClauseId.parse(raw)), None
    except ClauseIdError:
        pass
    try:
        return None, str(ClauseId.parse_loose(raw))
    except ClauseIdError:
        return None, None


def chapters_with_laws(ui_language: str, edition: Edition | None = None, url_edition: str | None = None) -> list[dict]:
    """The chapters of ``edition`` (in force by default) and their laws, each with its page's address."""
    edition = edition or editions.in_force()
    present = set(ClauseText.objects.filter(clause__edition=edition).values_list("clause__law__number", flat=True))
    commented = set(
        CommentaryText.objects.filter(commentary__edition=edition).values_list("commentary__law__number", flat=True)
    ) | set(WorkedExampleText.objects.filter(example__edition=edition).values_list("example__law__number", flat=True))
    borrowed: dict[int, list[Law]] = {}
    chapters = list(Chapter.all_editions.filter(edition=edition).prefetch_related("laws"))
    if any(not law.titles.get("en") for chapter in chapters for law in chapter.laws.all()):
        others = Law.all_editions.exclude(edition=edition).exclude(edition__status=Edition.DRAFT)
        for other in others.select_related("edition").order_by("-edition__code"):
            borrowed.setdefault(other.number, []).append(other)
    result = []
    for chapter in chapters:
        for law in chapter.laws.all():
            law.edition = edition  # the chapter's edition: known, so law_title reads it without a query
        laws = [
            {
                "law": law,
                "title": law_title(law, ui_language, borrowed.get(law.number, [])),
                "has_text": law.number in present,
                "has_commentary": law.number in commented,
                "url": clause_path(law.number, ui_language, url_edition),
            }
            for law in chapter.laws.all()
        ]
        result.append(
            {
                "chapter": chapter,
                "title": chapter.titles.get(ui_language) or chapter.titles.get("en", ""),
                "title_missing": ui_language not in chapter.titles,
                "title_unverified": (ui_language if ui_language in chapter.titles else "en")
                in published.unverified_chapters(edition.code).get(chapter.number, set()),
                "part": chapter.part_titles.get(ui_language) or chapter.part_titles.get("en", ""),
                "laws": laws,
            }
        )
    return result


def web_app_manifest(ui_language: str) -> dict:
    """The web app manifest; its name carries the code of the edition in force."""
    from django.templatetags.static import static  # noqa: PLC0415 - only the manifest names static files

    edition = editions.in_force()
    code = f" {edition.code}" if edition else ""
    return {
        "name": _("Laws of Duplicate Bridge") + code,
        "short_name": _("Laws") + code,
        "description": _("The Laws of Duplicate Bridge side by side in English, Greek and Polish, readable offline."),
        "lang": ui_language,
        "start_url": f"/{ui_language}/",
        "scope": "/",
        "id": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#0b5cad",
        "icons": [
            {"src": static("icons/icon-192.png"), "sizes": "192x192", "type": "image/png"},
            {"src": static("icons/icon-512.png"), "sizes": "512x512", "type": "image/png"},
            {"src": static("icons/icon.svg"), "sizes": "any", "type": "image/svg+xml"},
        ],
    }
