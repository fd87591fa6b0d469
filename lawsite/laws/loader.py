"""Import ``laws_content/`` into the clause records, in one transaction, changing only what differs.

Running it twice changes nothing: rows are matched by their natural keys (edition code, law number,
clause id, language, slug) and written only when a field differs; rows the files no longer hold are
removed from the editions the files hold. An edition only the database has (a draft made in the
editor and not yet exported) is left as it is. A text edited on the web since it was last loaded is
kept, or the load refused, as :mod:`.web_edits` decides.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from django.db import transaction

from . import content as content_files
from . import published, web_edits
from .models import (
    Chapter,
    Clause,
    ClauseText,
    Commentary,
    CommentaryText,
    ContentState,
    Correspondence,
    Edition,
    Law,
    Reference,
    WorkedExample,
    WorkedExampleText,
    too_long,
)
from .numbering import LANGUAGES, MAX_LAW, ClauseId
from .references import find_references
from .rendering import render
from .signals import content_changed


@dataclass
class LoadReport:
    changes: Counter = field(default_factory=Counter)
    ignored_lines: list[str] = field(default_factory=list)
    web_edits: list[str] = field(default_factory=list)  # kept, overwritten or now in the files

    @property
    def changed(self) -> int:
        return sum(self.changes.values())

    def count(self, what: str, n: int = 1):
        if n:
            self.changes[what] += n

    def summary(self) -> str:
        if not self.changed:
            return "nothing changed"
        return ", ".join(f"{what}: {n}" for what, n in sorted(self.changes.items()))


def _sync(model, lookup: dict, values: dict, report: LoadReport, label: str):
    """Get or create by ``lookup`` and write ``values`` only where they differ."""
    return _write(model, model._default_manager.filter(**lookup).first(), lookup, values, report, label)


def _write(model, obj, lookup: dict, values: dict, report: LoadReport, label: str):
    if obj is None:
        obj = model._default_manager.create(**lookup, **values)
        report.count(f"{label} created")
        return obj
    dirty = [name for name, value in values.items() if getattr(obj, name) != value]
    if dirty:
        for name in dirty:
            setattr(obj, name, values[name])
        obj.save(update_fields=dirty)
        report.count(f"{label} updated")
    return obj


def load_content(root: Path, overwrite_web_edits: bool = False, progress=None) -> LoadReport:
    """Read every file first (a bad file raises ContentError before the database is touched).

    A text edited on the web whose file changed too raises :class:`~.web_edits.WebEditsConflict` and
    nothing is imported, unless ``overwrite_web_edits``. ``progress`` (a
    :class:`lawsite.progress.Progress`) is told of each law file written.
    """
    data = content_files.read_content(Path(root))
    published.check(Path(root))
    check_columns(data, Path(root))
    report = LoadReport()
    for edition_files in data.editions:
        for law_file in edition_files.laws:
            report.ignored_lines += [f"{law_file.path}:{line}: {text.strip()}" for line, text in law_file.ignored]
    if progress is not None:
        progress.total = sum(len(edition_files.laws) for edition_files in data.editions)
    with transaction.atomic():
        lock_editions(Edition.objects.filter(code__in=[files.code for files in data.editions]))
        web = web_edits.Reconciler(web_edits.registered(), overwrite_web_edits)
        editions, kept_publish = _load_editions(data, report, overwrite_web_edits)
        for edition, files in editions:
            laws = _load_edition(edition, files.edition, report)
            _load_texts(edition, files, laws, report, web, progress)
        web.finish()
        report.web_edits = kept_publish + web.lines()
        _load_correspondence(data.correspondence, report)
        for edition, _files in editions:
            refresh_references(report, edition)
        if report.changed:
            version = ContentState.bump()
            transaction.on_commit(lambda: content_changed.send(sender=LoadReport, clause_ids=None, version=version))
    return report


def check_columns(data: content_files.Collection, root: Path) -> None:
    """Refuse, with its file and line, a value longer than the database keeps (a heading of 400
    characters is text run on into it): PostgreSQL would stop the load with a DataError, SQLite keep it."""

    def refuse(path, line: int, model, values: dict) -> None:
        for name, length, limit in too_long(model, values):
            what = name.replace("_", " ")
            raise content_files.ContentError(
                path, line, f"{what} of {length:,} characters; the database keeps at most {limit:,}"
            )

    for files in data.editions:
        edition_toml = root / "editions" / files.code / "edition.toml"
        for chapter in files.edition.get("chapter", []):
            number = str(chapter.get("number", ""))
            refuse(edition_toml, _line_of(edition_toml, f'"{number}"'), Chapter, {"number": number})
        for law_file in files.laws:
            refuse(law_file.path, 1, ClauseText, {"source_file": _relative(law_file.path)})
            for draft in law_file.clauses:
                refuse(law_file.path, draft.line, ClauseText, {"heading": draft.heading})
        for item in files.commentaries:
            refuse(item.path, _line_of(item.path, item.title), CommentaryText, {"title": item.title})
            refuse(item.path, 1, Commentary, {"slug": item.slug})
        for example in files.examples:
            refuse(example.path, 1, WorkedExample, {"slug": example.slug})
            for title in example.titles.values():
                refuse(example.path, _line_of(example.path, title), WorkedExampleText, {"title": title})


def _line_of(path: Path, text: str) -> int:
    """The first line of ``path`` that holds ``text`` (1 when none does)."""
    try:
        lines = Path(path).read_text(encoding="utf-8").split("\n")
    except OSError:
        return 1
    return next((number for number, line in enumerate(lines, start=1) if text and text in line), 1)


def _load_editions(
    data: content_files.Collection, report: LoadReport, overwrite_web_edits: bool = False
) -> tuple[list[tuple[Edition, content_files.Content]], list[str]]:
    """The edition records the files describe, and what the operator is told of a publish kept; statuses
    change in an order the one-in-force rule allows.

    An edition in force in the database that the files call a draft was published on the web after the files
    were exported: like a web edit, the publish is kept (the edition it superseded stays superseded) and
    said, unless ``overwrite_web_edits``."""
    codes = [files.code for files in data.editions]
    stray = Edition.objects.exclude(code__in=codes).filter(status=Edition.IN_FORCE).first()
    if stray is not None and data.editions:
        raise content_files.ContentError(
            "editions", 0, f"edition {stray.code} is in force in the database but not in these files: export it first"
        )
    statuses = dict(Edition.objects.filter(code__in=codes).values_list("code", "status"))
    published_on_web = [
        files.code
        for files in data.editions
        if statuses.get(files.code) == Edition.IN_FORCE and files.record.status == Edition.DRAFT
    ]
    wanted = {files.code: files.record.status for files in data.editions}
    kept = []
    if published_on_web and not overwrite_web_edits:
        for code, status in wanted.items():
            if status == Edition.IN_FORCE and statuses.get(code) == Edition.SUPERSEDED:
                wanted[code] = Edition.SUPERSEDED
        for code in published_on_web:
            wanted[code] = Edition.IN_FORCE
            kept.append(
                f"kept web publish: edition {code} is in force (published on the web after these files were "
                "exported, which still call it a draft)"
            )
    result = []
    for files in data.editions:
        record = files.record
        values = {"titles": record.titles, "in_force_since": record.in_force_since, "based_on": record.based_on}
        if files.code in published_on_web and not overwrite_web_edits:
            del values["in_force_since"]  # the date of the publish kept
        result.append((_sync(Edition, {"code": record.code}, values, report, "editions"), files))
    # The edition coming into force last, so that no two are in force at any moment.
    for edition, _files in sorted(result, key=lambda pair: wanted[pair[0].code] == Edition.IN_FORCE):
        if edition.status != wanted[edition.code]:
            edition.status = wanted[edition.code]
            edition.save(update_fields=["status"])
            report.count("edition statuses changed")
    return result, kept


def _titles(table: dict) -> dict[str, str]:
    """A ``[law.N]`` table's titles: its language keys, not its notes (``unverified = ["en"]``)."""
    return {language: title for language, title in table.items() if language in LANGUAGES}


def _load_edition(edition: Edition, data: dict, report: LoadReport) -> dict[int, Law]:
    """Chapters and laws of one edition; an edition.toml without chapters puts all laws in one unnamed chapter."""
    titles = data.get("law", {})
    chapters = data.get("chapter") or [{"number": "", "title": {}, "laws": list(range(1, MAX_LAW + 1))}]
    laws: dict[int, Law] = {}
    chapter_ids = []
    for position, chapter in enumerate(chapters, start=1):
        record = _sync(
            Chapter,
            {"edition": edition, "position": position},
            {
                "number": chapter["number"],
                "titles": dict(chapter["title"]),
                "part_titles": dict(chapter.get("part", {})),
            },
            report,
            "chapters",
        )
        chapter_ids.append(record.pk)
        for number in chapter.get("laws", []):
            laws[number] = _sync(
                Law,
                {"edition": edition, "number": number},
                {"chapter": record, "titles": _titles(titles.get(str(number), {}))},
                report,
                "laws",
            )
    missing = sorted(set(range(1, MAX_LAW + 1)) - set(laws))
    if missing:
        raise content_files.ContentError(
            f"editions/{edition.code}/edition.toml", 0, f"laws missing from the chapters: {missing}"
        )
    report.count(
        "chapters deleted", Chapter.all_editions.filter(edition=edition).exclude(pk__in=chapter_ids).delete()[0]
    )
    return laws


def _ensure_clause(
    cid: ClauseId, laws: dict[int, Law], report: LoadReport, cache: dict[str, Clause], edition: Edition
) -> Clause:
    key = str(cid)
    if key in cache:
        return cache[key]
    parent = _ensure_clause(cid.parent, laws, report, cache, edition) if cid.parent else None
    clause = Clause.all_editions.filter(edition=edition, clause_id=key).first()
    if clause is None:
        clause = Clause.all_editions.create(
            edition=edition, law=laws[cid.law], clause_id=key, parent=parent, depth=cid.depth, position=0
        )
        report.count("clauses created")
    cache[key] = clause
    return clause


def _load_texts(
    edition: Edition,
    data: content_files.Content,
    laws: dict[int, Law],
    report: LoadReport,
    web: web_edits.Reconciler,
    progress=None,
):
    cache: dict[str, Clause] = {}
    texts = _Texts(web, report)

    def ensure(cid: ClauseId) -> Clause:
        return _ensure_clause(cid, laws, report, cache, edition)

    for law in laws.values():
        ensure(ClauseId(law.number))
    kept_texts = []
    for law_file in data.laws:
        for draft in law_file.clauses:
            if draft.clause_id.depth == 0 and not draft.text and not draft.heading:
                continue
            clause = ensure(draft.clause_id)
            text = texts.sync(
                ClauseText,
                {"clause": clause, "language": law_file.language},
                (draft.heading, draft.text),
                web_edits.TextKey("clause", clause.clause_id, law_file.language, edition.code),
                law_file.law,
                _relative(law_file.path),
                {"source_line": draft.line},
            )
            kept_texts.append(text.pk)
        if progress is not None:
            progress.advance(clauses=len(law_file.clauses))
    texts.delete_missing(
        ClauseText.objects.filter(clause__edition=edition).exclude(pk__in=kept_texts).select_related("clause"),
        lambda row: ("clause", row.clause.clause_id, row.clause.cid.law, row.source_file),
        edition,
    )

    kept_commentary, kept_commentary_texts = [], []
    for item in data.commentaries:
        commentary = _sync(
            Commentary,
            {"edition": edition, "slug": item.slug},
            {"law": laws[item.law], "clause": ensure(item.clause)},
            report,
            "commentaries",
        )
        kept_commentary.append(commentary.pk)
        text = texts.sync(
            CommentaryText,
            {"commentary": commentary, "language": item.language},
            (item.title, item.text),
            web_edits.TextKey("commentary", item.slug, item.language, edition.code),
            item.law,
            _relative(item.path),
        )
        kept_commentary_texts.append(text.pk)
    commentary_texts = CommentaryText.objects.filter(commentary__edition=edition)
    texts.delete_missing(
        commentary_texts.exclude(pk__in=kept_commentary_texts).select_related("commentary__law"),
        lambda row: ("commentary", row.commentary.slug, row.commentary.law.number, row.source_file),
        edition,
        orphan=lambda row: row.commentary_id not in kept_commentary,
    )
    commentaries = Commentary.all_editions.filter(edition=edition)
    report.count("commentaries deleted", commentaries.exclude(pk__in=kept_commentary).delete()[0])

    kept_examples, kept_example_texts = [], []
    for item in data.examples:
        example = _sync(
            WorkedExample,
            {"edition": edition, "slug": item.slug},
            {
                "law": laws[item.law],
                "clause": ensure(item.clause),
                "facts": item.facts,
                "expected": item.expected,
                "position": item.position,
                "source_file": _relative(item.path),
            },
            report,
            "examples",
        )
        kept_examples.append(example.pk)
        for language, title in item.titles.items():
            text = texts.sync(
                WorkedExampleText,
                {"example": example, "language": language},
                (title, item.texts.get(language, "")),
                web_edits.TextKey("example", item.slug, language, edition.code),
                item.law,
                _relative(item.path),
            )
            kept_example_texts.append(text.pk)
    example_texts = WorkedExampleText.objects.filter(example__edition=edition)
    texts.delete_missing(
        example_texts.exclude(pk__in=kept_example_texts).select_related("example__law"),
        lambda row: ("example", row.example.slug, row.example.law.number, row.example.source_file),
        edition,
        orphan=lambda row: row.example_id not in kept_examples,
    )
    examples = WorkedExample.all_editions.filter(edition=edition)
    report.count("examples deleted", examples.exclude(pk__in=kept_examples).delete()[0])


class _Texts:
    """Text rows written as :mod:`.web_edits` allows: the file's heading and text, or the web's left as they are."""

    #: the fields of each text model an editor changes: (heading or title, text)
    CONTENT = {
        ClauseText: ("heading", "text", "clause texts"),
        CommentaryText: ("title", "text", "commentary texts"),
        WorkedExampleText: ("title", "text", "example texts"),
    }

    def __init__(self, web: web_edits.Reconciler, report: LoadReport):
        self.web, self.report = web, report

    def sync(self, model, lookup: dict, content: tuple[str, str], key, law_number: int, file_name: str, extra=None):
        """Like :func:`_sync`; ``extra`` fields (where in the file) are written whoever wins."""
        heading_field, text_field, label = self.CONTENT[model]
        row = model.objects.filter(**lookup).first()
        values = {**({"source_file": file_name} if hasattr(model, "source_file") else {}), **(extra or {})}
        if self.web.file_wins(key, law_number, file_name, content, self._content(row)):
            values.update({heading_field: content[0], text_field: content[1]})
        return _write(model, row, lookup, values, self.report, label)

    def delete_missing(self, rows, describe, edition: Edition, orphan=lambda row: False):
        """Delete the texts of ``edition`` no file holds any more, except web edits (kept, or refused as
        conflicts).

        ``describe(row)`` gives (kind, key, law number, file); ``orphan(row)``: its commentary or example
        goes too, so a web edit of it cannot stay.
        """
        label = self.CONTENT[rows.model][2]
        doomed = []
        for row in rows:
            kind, key, law_number, file_name = describe(row)
            text_key = web_edits.TextKey(kind, key, row.language, edition.code)
            if self.web.file_wins(text_key, law_number, file_name, None, self._content(row), orphan=orphan(row)):
                doomed.append(row.pk)
        self.report.count(f"{label} deleted", rows.model.objects.filter(pk__in=doomed).delete()[0])

    def _content(self, row) -> tuple[str, str] | None:
        if row is None:
            return None
        heading_field, text_field, _ = self.CONTENT[type(row)]
        return (getattr(row, heading_field), getattr(row, text_field))


def _load_correspondence(rows, report: LoadReport) -> None:
    """The renumbering table is replaced by the file's rows (only the rows that differ are written)."""
    wanted = {(r.from_edition, r.from_clause, r.to_edition, r.to_clause): r.source for r in rows}
    kept = []
    for (from_edition, from_clause, to_edition, to_clause), source in wanted.items():
        row = _sync(
            Correspondence,
            {
                "from_edition": from_edition,
                "from_clause": from_clause,
                "to_edition": to_edition,
                "to_clause": to_clause,
            },
            {"source": source},
            report,
            "renumbered clauses",
        )
        kept.append(row.pk)
    report.count("renumbered clauses deleted", Correspondence.objects.exclude(pk__in=kept).delete()[0])


def _relative(path: Path) -> str:
    """``editions/2017/laws/055/en.md``: where a text came from, relative to the content root."""
    parts = Path(path).parts
    if "editions" in parts:
        return "/".join(parts[len(parts) - 1 - parts[::-1].index("editions") :])
    return "/".join(parts[parts.index("laws") :]) if "laws" in parts else str(path)


def _sources(edition: Edition):
    """Every text of ``edition`` that can cite: (kind, record, text row, language, markdown, law number)."""
    for text in ClauseText.objects.filter(clause__edition=edition).select_related("clause__law"):
        yield "clause", text.clause, text, text.language, text.text, text.clause.law.number
    for text in CommentaryText.objects.filter(commentary__edition=edition).select_related("commentary__law"):
        yield "commentary", text.commentary, text, text.language, text.text, text.commentary.law.number
    for text in WorkedExampleText.objects.filter(example__edition=edition).select_related("example__law"):
        yield "example", text.example, text, text.language, text.text, text.example.law.number


def lock_editions(editions) -> None:
    """Wait until no other transaction is re-linking these editions, then keep them until this one ends.

    :func:`refresh_references` rewrites the links, rendered HTML and clause records of a whole edition,
    so two saves of different texts re-linking at once wait on each other's rows (PostgreSQL stops one:
    "deadlock detected") or each leaves the other's links as they were before. Every writer (a save, a
    load) takes these row locks first and in one order (by key), so re-links of an edition run one after
    another. SQLite's immediate transactions (settings) already let one writer in at a time.
    """
    keys = sorted({edition.pk for edition in editions if edition is not None and edition.pk is not None})
    list(Edition.objects.select_for_update().filter(pk__in=keys).order_by("pk").values_list("pk", flat=True))


def refresh_references(report: LoadReport | None = None, edition: Edition | None = None) -> None:
    """Re-parse every text of ``edition`` (every edition when None): links, rendered HTML, stub clauses
    for cited targets, document order. References resolve within the edition of the text citing.

    Also used by the editor after a save, so the same rules hold for loaded and edited text. The caller
    holds :func:`lock_editions` for ``edition`` from the start of its transaction.
    """
    report = report or LoadReport()
    if edition is None:
        for each in Edition.objects.all():
            refresh_references(report, each)
        return
    laws = {law.number: law for law in Law.all_editions.filter(edition=edition)}
    cache = {clause.clause_id: clause for clause in Clause.all_editions.filter(edition=edition)}
    with_text = set(ClauseText.objects.filter(clause__edition=edition).values_list("clause__clause_id", flat=True))
    laws_present = {ClauseId.parse(cid).law for cid in with_text}

    found = []
    for kind, record, text, language, markdown_text, law_number in _sources(edition):
        refs = find_references(markdown_text, language, current_law=law_number)
        html = render(markdown_text, refs)
        if text.html != html:
            text.html = html
            text.save(update_fields=["html"])
            report.count(f"{kind} html rendered")
        for ref in refs:
            found.append((kind, record, language, ref, markdown_text[ref.start : ref.end]))

    wanted = set()
    rows = []
    for kind, record, language, ref, matched in found:
        target = ClauseId.parse(ref.target)
        if ref.target in with_text:
            status, clause = Reference.RESOLVED, cache[ref.target]
        elif target.law in laws_present:
            status = Reference.UNRESOLVED
            clause = next(cache[str(a)] for a in reversed([*target.ancestors(), target]) if str(a) in cache)
        else:
            status, clause = Reference.STUB, _ensure_clause(target, laws, report, cache, edition)
        row = {
            "language": language,
            "source_clause": record if kind == "clause" else None,
            "source_commentary": record if kind == "commentary" else None,
            "source_example": record if kind == "example" else None,
            "target_id": ref.target,
            "target_clause": clause,
            "status": status,
            "start": ref.start,
            "end": ref.end,
            "matched_text": matched[:200],
        }
        rows.append(row)
        wanted.add(_reference_key(row))

    existing = {_reference_key_of(r): r.pk for r in Reference.objects.filter(target_clause__edition=edition)}
    stale = [pk for key, pk in existing.items() if key not in wanted]
    if stale:
        Reference.objects.filter(pk__in=stale).delete()
        report.count("references deleted", len(stale))
    new = [Reference(**row) for row in rows if _reference_key(row) not in existing]
    if new:
        Reference.objects.bulk_create(new)
        report.count("references created", len(new))

    _prune_and_order_clauses(edition, with_text, report)


def _reference_key(row: dict) -> tuple:
    return (
        row["language"],
        row["source_clause"].pk if row["source_clause"] else None,
        row["source_commentary"].pk if row["source_commentary"] else None,
        row["source_example"].pk if row["source_example"] else None,
        row["target_id"],
        row["target_clause"].pk,
        row["status"],
        row["start"],
        row["end"],
        row["matched_text"],
    )


def _reference_key_of(ref: Reference) -> tuple:
    return (
        ref.language,
        ref.source_clause_id,
        ref.source_commentary_id,
        ref.source_example_id,
        ref.target_id,
        ref.target_clause_id,
        ref.status,
        ref.start,
        ref.end,
        ref.matched_text,
    )


def _prune_and_order_clauses(edition: Edition, with_text: set[str], report: LoadReport):
    """Drop clause records of ``edition`` nothing needs any more; number the rest in document order."""
    needed = set(with_text)
    needed |= set(
        Reference.objects.filter(target_clause__edition=edition).values_list("target_clause__clause_id", flat=True)
    )
    needed |= set(Commentary.all_editions.filter(edition=edition).values_list("clause__clause_id", flat=True))
    needed |= set(WorkedExample.all_editions.filter(edition=edition).values_list("clause__clause_id", flat=True))
    keep = set()
    for cid in needed:
        parsed = ClauseId.parse(cid)
        keep.add(cid)
        keep.update(str(a) for a in parsed.ancestors())
    keep.update(str(n) for n in range(1, MAX_LAW + 1))
    clauses = Clause.all_editions.filter(edition=edition)
    report.count("clauses deleted", clauses.exclude(clause_id__in=keep).delete()[0])
    by_law: dict[int, list[Clause]] = {}
    for clause in clauses.all():
        by_law.setdefault(clause.law_id, []).append(clause)
    for clauses in by_law.values():
        clauses.sort(key=lambda c: ClauseId.parse(c.clause_id).sort_key())
        for position, clause in enumerate(clauses):
            if clause.position != position:
                clause.position = position
                clause.save(update_fields=["position"])
