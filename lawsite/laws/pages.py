"""What a law page shows, as plain data: the views call these and the templates only present them."""
from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from .models import Chapter, Clause, ClauseText, CommentaryText, Law, Reference, WorkedExampleText
from .numbering import LANGUAGES, ClauseId, ClauseIdError
from .rendering import for_display


@dataclass
class Title:
    text: str
    language: str  # the language the title is actually in
    missing: bool  # True when the reader's language lacks it and English is shown


def law_title(law: Law, language: str) -> Title:
    if law.titles.get(language):
        return Title(law.titles[language], language, False)
    return Title(law.titles.get("en", ""), "en", True)


@dataclass
class Cell:
    language: str
    heading: str = ""
    html: str = ""
    status: str = "text"  # "text", "missing" (other languages have it), "stub" (no language has it)
    heading_missing: bool = False  # another language gives this clause a heading, this one does not


@dataclass
class Citation:
    label: str
    url: str
    language: str  # the language of the citing text
    title: str = ""  # a worked example's title, which tells examples on one law apart
    title_language: str = ""


@dataclass
class Row:
    clause_id: str
    depth: int
    anchor: str
    cells: list[Cell]
    cited_by: list[Citation] = field(default_factory=list)
    is_target: bool = False
    is_stub: bool = False
    commentaries: list[dict] = field(default_factory=list)
    examples: list[dict] = field(default_factory=list)

    def __str__(self) -> str:
        return self.clause_id


@dataclass
class LawPage:
    law: Law
    title: Title
    chapter: Chapter
    columns: list[str]
    available: list[str]  # languages with text for this law
    rows: list[Row]
    is_stub: bool
    previous: Law | None
    next: Law | None
    target: str | None

    def _target_index(self) -> int:
        return next((i for i, row in enumerate(self.rows) if row.is_target), 0)

    @property
    def earlier_rows(self) -> list[Row]:
        """On a clause permalink, the rows before the clause: folded above it, so the page opens at
        the clause without JavaScript and the whole law is still there."""
        return self.rows[: self._target_index()]

    @property
    def rows_from_target(self) -> list[Row]:
        return self.rows[self._target_index() :]


def parse_columns(raw: str | None, ui_language: str, available: list[str]) -> list[str]:
    """``?cols=el,en`` -> ["el", "en"]; default: the reader's language, then the others with text."""
    if raw:
        chosen = [code for code in dict.fromkeys(raw.replace(" ", ",").split(",")) if code in LANGUAGES]
        if chosen:
            return chosen[:3]
    ordered = [ui_language] + [code for code in LANGUAGES if code != ui_language]
    return [code for code in ordered if code == ui_language or code in available]


def _citation(ref: Reference, ui_language: str) -> Citation:
    prefix = f"/{ui_language}/laws/"
    if ref.source_clause_id:
        cid = ref.source_clause.clause_id
        return Citation(_("Law %(id)s") % {"id": cid}, f"{prefix}{cid}/", ref.language)
    if ref.source_commentary_id:
        commentary = ref.source_commentary
        return Citation(
            _("Commentary on Law %(law)s") % {"law": commentary.law.number},
            f"{prefix}{commentary.law.number}/#commentary-{commentary.slug}",
            ref.language,
        )
    example = ref.source_example
    title = _title_in(example.texts.all(), ui_language)
    return Citation(
        _("Worked example on Law %(law)s") % {"law": example.law.number},
        f"{prefix}{example.law.number}/#example-{example.slug}",
        ref.language,
        title.text,
        title.language,
    )


def _title_in(texts, ui_language: str) -> Title:
    """The title of a text in the reader's language, else English, else any language that has one."""
    by_language = {t.language: t.title for t in texts if t.title}
    for code in (ui_language, "en", *LANGUAGES):
        if by_language.get(code):
            return Title(by_language[code], code, code != ui_language)
    return Title("", ui_language, True)


def cited_by(clause_ids: list[str], ui_language: str) -> dict[str, list[Citation]]:
    """Distinct citing places per target clause id (a source citing in two languages shows once)."""
    refs = (
        Reference.objects.filter(target_clause__clause_id__in=clause_ids)
        .select_related("target_clause", "source_clause", "source_commentary__law", "source_example__law")
        .prefetch_related("source_example__texts")
        .order_by("id")
    )
    result: dict[str, dict[str, Citation]] = {}
    for ref in refs:
        citation = _citation(ref, ui_language)
        result.setdefault(ref.target_clause.clause_id, {}).setdefault(citation.url, citation)
    return {key: list(value.values()) for key, value in result.items()}


def law_page(law: Law, ui_language: str, columns_param: str | None = None, target: str | None = None) -> LawPage:
    clauses = list(Clause.objects.filter(law=law).order_by("position"))
    texts = {(t.clause.clause_id, t.language): t for t in ClauseText.objects.filter(clause__law=law).select_related("clause")}
    available = sorted({language for _, language in texts}, key=LANGUAGES.index)
    columns = parse_columns(columns_param, ui_language, available)
    citations = cited_by([c.clause_id for c in clauses], ui_language)
    commentary_by_clause = _commentaries(law, columns, ui_language)
    examples_by_clause = _examples(law, columns, ui_language)

    rows = []
    for clause in clauses:
        has_any = any((clause.clause_id, code) in texts for code in LANGUAGES)
        has_heading = any(
            (clause.clause_id, code) in texts and texts[(clause.clause_id, code)].heading for code in LANGUAGES
        )
        cells = []
        for code in columns:
            text = texts.get((clause.clause_id, code))
            if text:
                cells.append(
                    Cell(
                        code,
                        text.heading,
                        for_display(text.html, code, ui_language),
                        heading_missing=has_heading and not text.heading,
                    )
                )
            else:
                cells.append(Cell(code, status="missing" if has_any else "stub"))
        if clause.depth == 0 and not has_any and not citations.get(clause.clause_id) and not (
            commentary_by_clause.get(clause.clause_id) or examples_by_clause.get(clause.clause_id)
        ):
            continue
        rows.append(
            Row(
                clause_id=clause.clause_id,
                depth=clause.depth,
                anchor=ClauseId.parse(clause.clause_id).anchor,
                cells=cells,
                cited_by=citations.get(clause.clause_id, []),
                is_target=clause.clause_id == target,
                is_stub=not has_any,
                commentaries=commentary_by_clause.get(clause.clause_id, []),
                examples=examples_by_clause.get(clause.clause_id, []),
            )
        )
    return LawPage(
        law=law,
        title=law_title(law, ui_language),
        chapter=law.chapter,
        columns=columns,
        available=available,
        rows=rows,
        is_stub=not available,
        previous=Law.objects.filter(number__lt=law.number).order_by("-number").first(),
        next=Law.objects.filter(number__gt=law.number).order_by("number").first(),
        target=target,
    )


def _commentaries(law: Law, columns: list[str], ui_language: str) -> dict[str, list[dict]]:
    texts = CommentaryText.objects.filter(commentary__law=law).select_related("commentary__clause")
    grouped: dict[str, dict[str, dict]] = {}
    for text in texts:
        commentary = text.commentary
        entry = grouped.setdefault(commentary.clause.clause_id, {}).setdefault(
            commentary.slug, {"slug": commentary.slug, "texts": {}, "cites": []}
        )
        entry["texts"][text.language] = {
            "title": text.title,
            "html": for_display(text.html, text.language, ui_language),
        }
    for clause_id, by_slug in grouped.items():
        for entry in by_slug.values():
            entry["cells"] = [
                {"language": code, **entry["texts"].get(code, {"missing": True})} for code in columns
            ]
            cites = Reference.objects.filter(source_commentary__slug=entry["slug"]).order_by("start")
            entry["cites"] = list(dict.fromkeys(ref.target_id for ref in cites))
    return {clause_id: list(by_slug.values()) for clause_id, by_slug in grouped.items()}


def _examples(law: Law, columns: list[str], ui_language: str) -> dict[str, list[dict]]:
    from .examples import computed_ruling  # noqa: PLC0415 - rulings only needed for pages with examples

    grouped: dict[str, list[dict]] = {}
    for example in law.examples.select_related("clause").prefetch_related("texts"):
        texts = {t.language: t for t in example.texts.all()}
        cells = []
        for code in columns:
            text = texts.get(code)
            cells.append(
                {"language": code, "title": text.title, "html": for_display(text.html, code, ui_language)}
                if text
                else {"language": code, "missing": True}
            )
        grouped.setdefault(example.clause.clause_id, []).append(
            {"slug": example.slug, "cells": cells, "ruling": computed_ruling(example, ui_language)}
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


def chapters_with_laws(ui_language: str) -> list[dict]:
    present = set(ClauseText.objects.values_list("clause__law__number", flat=True))
    commented = set(
        CommentaryText.objects.values_list("commentary__law__number", flat=True)
    ) | set(WorkedExampleText.objects.values_list("example__law__number", flat=True))
    result = []
    for chapter in Chapter.objects.prefetch_related("laws"):
        laws = [
            {
                "law": law,
                "title": law_title(law, ui_language),
                "has_text": law.number in present,
                "has_commentary": law.number in commented,
            }
            for law in chapter.laws.all()
        ]
        result.append(
            {
                "chapter": chapter,
                "title": chapter.titles.get(ui_language) or chapter.titles.get("en", ""),
                "title_missing": ui_language not in chapter.titles,
                "part": chapter.part_titles.get(ui_language) or chapter.part_titles.get("en", ""),
                "laws": laws,
            }
        )
    return result


def web_app_manifest(ui_language: str) -> dict:
    from django.templatetags.static import static  # noqa: PLC0415 - only the manifest names static files

    return {
        "name": _("Laws of Duplicate Bridge 2017"),
        "short_name": _("Laws 2017"),
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
