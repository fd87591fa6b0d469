"""What a law page shows, as plain data: the views call these and the templates only present them."""
from __future__ import annotations

from dataclasses import dataclass, field

from django.db.models import F

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
    url: str = ""  # the permalink, in the reader's language
    cited_by: list[Citation] = field(default_factory=list)
    is_target: bool = False
    is_stub: bool = False
    commentaries: list[dict] = field(default_factory=list)
    examples: list[dict] = field(default_factory=list)
    fold_open: bool = False  # on a permalink: the first of the rows folded above the clause
    fold_close: bool = False  # the last of them

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
    clause_ids: frozenset[str] = frozenset()  # every clause record of the law, shown or not

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


def _title_in(texts, ui_language: str) -> Title:
    """The title of a text in the reader's language, else English, else any language that has one."""
    by_language = {language: title for language, title in texts if title}
    for code in (ui_language, "en", *LANGUAGES):
        if by_language.get(code):
            return Title(by_language[code], code, code != ui_language)
    return Title("", ui_language, True)


def cited_by(clause_ids: list[str], ui_language: str) -> dict[str, list[Citation]]:
    """Distinct citing places per target clause id (a source citing in two languages shows once).

    Read as plain values (no model instances): a law page lists dozens of citations.
    """
    refs = list(
        Reference.objects.filter(target_clause__clause_id__in=clause_ids)
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
    for example_id, language, title in WorkedExampleText.objects.filter(example_id__in=example_ids).values_list(
        "example_id", "language", "title"
    ):
        titles.setdefault(example_id, []).append((language, title))
    prefix = f"/{ui_language}/laws/"
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


def law_page(law: Law, ui_language: str, columns_param: str | None = None, target: str | None = None) -> LawPage:
    """One query per kind of record; the permalinks are formatted here rather than reversed per row."""
    clauses = list(Clause.objects.filter(law=law).order_by("position").values_list("clause_id", "depth"))
    texts = {
        (clause_id, t.language): t
        for clause_id, t in (
            (t.clause_id_str, t) for t in ClauseText.objects.filter(clause__law=law).annotate(clause_id_str=F("clause__clause_id"))
        )
    }
    available = sorted({language for _, language in texts}, key=LANGUAGES.index)
    columns = parse_columns(columns_param, ui_language, available)
    citations = cited_by([clause_id for clause_id, _ in clauses], ui_language)
    commentary_by_clause = _commentaries(law, columns, ui_language)
    examples_by_clause = _examples(law, columns, ui_language)
    prefix = f"/{ui_language}/laws/"

    rows = []
    for clause_id, depth in clauses:
        own = [texts.get((clause_id, code)) for code in LANGUAGES]
        has_any = any(own)
        has_heading = any(text and text.heading for text in own)
        cells = []
        for code in columns:
            text = texts.get((clause_id, code))
            if text:
                cells.append(
                    Cell(code, text.heading, for_display(text.html, code, ui_language), heading_missing=has_heading and not text.heading)
                )
            else:
                cells.append(Cell(code, status="missing" if has_any else "stub"))
        if depth == 0 and not has_any and not citations.get(clause_id) and not (
            commentary_by_clause.get(clause_id) or examples_by_clause.get(clause_id)
        ):
            continue
        rows.append(
            Row(
                clause_id=clause_id,
                depth=depth,
                anchor=ClauseId.parse(clause_id).anchor,
                cells=cells,
                url=f"{prefix}{clause_id}/",
                cited_by=citations.get(clause_id, []),
                is_target=clause_id == target,
                is_stub=not has_any,
                commentaries=commentary_by_clause.get(clause_id, []),
                examples=examples_by_clause.get(clause_id, []),
            )
        )
    neighbours = {n.number: n for n in Law.objects.filter(number__in=[law.number - 1, law.number + 1])}
    page = LawPage(
        law=law,
        title=law_title(law, ui_language),
        chapter=law.chapter,
        columns=columns,
        available=available,
        rows=rows,
        is_stub=not available,
        previous=neighbours.get(law.number - 1),
        next=neighbours.get(law.number + 1),
        target=target,
        clause_ids=frozenset(clause_id for clause_id, _ in clauses),
    )
    earlier = page.earlier_rows
    if earlier:
        earlier[0].fold_open = earlier[-1].fold_close = True
    return page


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
    cited: dict[str, list[str]] = {}
    for slug, target_id in (
        Reference.objects.filter(source_commentary__law=law).order_by("start").values_list("source_commentary__slug", "target_id")
    ):
        cited.setdefault(slug, []).append(target_id)
    prefix = f"/{ui_language}/laws/"
    for clause_id, by_slug in grouped.items():
        for entry in by_slug.values():
            entry["cells"] = [
                {"language": code, **entry["texts"].get(code, {"missing": True})} for code in columns
            ]
            entry["cites"] = [(target, f"{prefix}{target}/") for target in dict.fromkeys(cited.get(entry["slug"], []))]
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
