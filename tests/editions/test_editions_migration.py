"""The data migration on a database holding today's single-edition rows: everything becomes edition
2017, in force, except the Polish Law 67 (2007 wording), which becomes a text of edition 2007, with
its references and its history; a content load afterwards finds nothing to recreate.

The rows are written with the historical models of the migration state before editions, from the
real content files (the seed texts), as the old loader would have written them.
"""

import tomllib
from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from lawsite.laws.numbering import ClauseId
from lawsite.laws.references import find_references
from lawsite.laws.splitter import split_law

CONTENT = Path(__file__).resolve().parents[2] / "laws_content"
BEFORE = [("laws", "0002_content_state"), ("editor", "0002_editors_group")]


def _migrate(targets):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def _latest():
    executor = MigrationExecutor(connection)
    return [key for key in executor.loader.graph.leaf_nodes() if key[0] in ("laws", "editor")]


@pytest.fixture
def old_schema(transactional_db):
    call_command("flush", verbosity=0, interactive=False)  # the session's content load is committed
    apps = _migrate(BEFORE)
    yield apps
    _migrate(_latest())


def _law_body(path: Path) -> tuple[int, str, list]:
    text = path.read_text(encoding="utf-8")
    meta, _, body = text.partition("\n\n")
    law = int(meta.splitlines()[0].split(":")[1])
    offset = len(meta.splitlines()) + 1
    return law, meta.splitlines()[1].split(":")[1].strip(), split_law(body, law, line_offset=offset).clauses


def write_todays_rows(apps):
    """Chapters and laws of the 2017 edition.toml, Law 55 (en, el) and the Polish Law 67 in one edition."""
    Chapter, Law, Clause = (apps.get_model("laws", n) for n in ("Chapter", "Law", "Clause"))
    ClauseText, Reference = apps.get_model("laws", "ClauseText"), apps.get_model("laws", "Reference")
    WorkedExample, Revision = apps.get_model("laws", "WorkedExample"), apps.get_model("editor", "Revision")
    data = tomllib.loads((CONTENT / "editions/2017/edition.toml").read_text(encoding="utf-8"))
    laws = {}
    for position, chapter in enumerate(data["chapter"], start=1):
        record = Chapter.objects.create(number=chapter["number"], position=position, titles=chapter["title"])
        for number in chapter["laws"]:
            laws[number] = Law.objects.create(number=number, chapter=record, titles=data["law"][str(number)])
    clauses = {}

    def ensure(cid: ClauseId):
        if str(cid) not in clauses:
            parent = ensure(cid.parent) if cid.parent else None
            clauses[str(cid)] = Clause.objects.create(
                law=laws[cid.law], clause_id=str(cid), parent=parent, depth=cid.depth, position=len(clauses)
            )
        return clauses[str(cid)]

    for number in range(1, 94):
        ensure(ClauseId(number))
    texts = []
    for relative in ("editions/2017/laws/055/en.md", "editions/2017/laws/055/el.md", "editions/2007/laws/067/pl.md"):
        law, language, drafts = _law_body(CONTENT / relative)
        for draft in drafts:
            if draft.clause_id.depth == 0 and not draft.text:
                continue
            texts.append(
                ClauseText.objects.create(
                    clause=ensure(draft.clause_id),
                    language=language,
                    heading=draft.heading,
                    text=draft.text,
                    source_file=relative.split("/", 2)[2],  # today's layout: laws/067/pl.md
                    source_line=draft.line,
                )
            )
    with_text = {text.clause.clause_id for text in texts}
    for text in texts:
        for ref in find_references(text.text, text.language, current_law=ClauseId.parse(text.clause.clause_id).law):
            resolved = ref.target in with_text
            Reference.objects.create(
                language=text.language,
                source_clause=text.clause,
                target_id=ref.target,
                target_clause=ensure(ClauseId.parse(ref.target)),
                status="resolved" if resolved else "stub",
                start=ref.start,
                end=ref.end,
                matched_text=text.text[ref.start : ref.end],
            )
    WorkedExample.objects.create(
        slug="card-missing-found-later-void", law=laws[67], clause=ensure(ClauseId.parse("67B1(b)")), facts={}
    )
    polish = next(t for t in texts if t.language == "pl" and t.clause.clause_id == "67B1(a)")
    Revision.objects.create(
        kind="clause",
        key="67B1(a)",
        language="pl",
        law_number=67,
        number=1,
        heading="",
        text=polish.text,
        origin="load",
    )
    Revision.objects.create(
        kind="clause",
        key="67B1(a)",
        language="pl",
        law_number=67,
        number=2,
        heading="",
        text=polish.text,
        origin="edit",
    )
    Revision.objects.create(kind="clause", key="55A", language="en", law_number=55, number=1, text="x", origin="load")
    return {t.pk: (t.clause.clause_id, t.language) for t in texts}


def test_todays_rows_become_2017_and_the_polish_law_67_becomes_2007(old_schema):
    from lawsite.editor.models import Revision
    from lawsite.laws.models import Clause, ClauseText, Edition, Law, Reference

    texts = write_todays_rows(old_schema)
    _migrate(_latest())
    editions = {e.code: e for e in Edition.objects.all()}
    assert sorted(editions) == ["2007", "2017"]
    assert (editions["2017"].status, editions["2007"].status) == ("in_force", "superseded")
    laws = Law.all_editions
    assert laws.filter(edition__code="2017").count() == laws.filter(edition__code="2007").count() == 93
    after = {
        t.pk: (t.clause.edition.code, t.clause.clause_id, t.language)
        for t in ClauseText.objects.select_related("clause__edition")
    }
    assert set(after) == set(texts)  # moved, not copied: every text keeps its id
    for pk, (clause_id, language) in texts.items():
        expected = "2007" if language == "pl" else "2017"
        assert after[pk] == (expected, clause_id, language)
    assert ClauseText.objects.get(
        clause__edition__code="2007", clause__clause_id="67A2", language="pl"
    ).source_file == ("editions/2007/laws/067/pl.md")
    # the Polish references moved with their text and point at 2007 clauses
    polish = Reference.objects.filter(language="pl").select_related("source_clause__edition", "target_clause__edition")
    assert {(r.source_clause.edition.code, r.target_clause.edition.code) for r in polish} == {("2007", "2007")}
    assert sorted(r.target_id for r in polish) == ["45E", "50", "58B", "64A2", "64A2"]
    assert {r.status for r in polish} == {"stub"}
    # 2017 keeps what it still needs (the example's clause) and loses what only the Polish text needed
    clauses = Clause.all_editions
    assert clauses.filter(edition__code="2017", clause_id="67B1(b)").exists()
    assert not clauses.filter(edition__code="2017", clause_id="64A2").exists()
    assert not clauses.filter(edition__code="2017", clause_id="67A2").exists()
    assert clauses.filter(edition__code="2007", clause_id="64A2", parent__clause_id="64A").exists()
    english = Reference.objects.filter(language="en").select_related("target_clause__edition")
    assert english and {r.target_clause.edition.code for r in english} == {"2017"}
    # history follows the text
    assert set(Revision.objects.filter(key="67B1(a)").values_list("edition", flat=True)) == {"2007"}
    assert list(Revision.objects.filter(key="55A").values_list("edition", flat=True)) == ["2017"]


def test_a_load_after_the_migration_keeps_the_moved_texts_and_their_history(old_schema):
    from lawsite.editor import revisions
    from lawsite.laws.loader import load_content
    from lawsite.laws.models import ClauseText

    texts = write_todays_rows(old_schema)
    _migrate(_latest())
    polish_ids = {pk for pk, (_cid, language) in texts.items() if language == "pl"}
    report = load_content(CONTENT)
    assert "clause texts created" not in report.changes and "clause texts deleted" not in report.changes
    kept = set(ClauseText.objects.filter(clause__edition__code="2007", language="pl").values_list("pk", flat=True))
    assert polish_ids <= kept
    target = revisions.clause_target("67B1(a)", "pl", "2007")
    assert revisions.token(target) == 2  # the two revisions from before, none added: the text is the same
    assert [r.origin for r in target.history().order_by("number")] == ["load", "edit"]


def test_the_migration_reverses_into_one_edition(old_schema):
    texts = write_todays_rows(old_schema)
    _migrate(_latest())
    apps = _migrate(BEFORE)
    ClauseText, Clause = apps.get_model("laws", "ClauseText"), apps.get_model("laws", "Clause")
    back = {t.pk: (t.clause.clause_id, t.language) for t in ClauseText.objects.select_related("clause")}
    assert back == texts
    assert Clause.objects.filter(clause_id="67B1(a)").count() == 1
    assert apps.get_model("laws", "Law").objects.count() == 93


def test_an_empty_database_migrates_to_no_edition(transactional_db):
    from lawsite.laws.models import Edition

    call_command("flush", verbosity=0, interactive=False)
    _migrate(BEFORE)
    _migrate(_latest())
    assert not Edition.objects.exists()
