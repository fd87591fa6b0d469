"""Editions, step 2 of 3: today's single-edition rows become edition 2017, in force.

One exception, decided here: the Polish text of Law 67 follows the 2007 PZBS wording (seed 003), so
it becomes a text of edition 2007 (superseded), not of 2017. Its ClauseText rows are moved, not
copied (their ids stay, so nothing that points at them breaks), onto 2007 clause records with the
same clause ids; the references found in it move with it and now point at 2007 clauses (stub records
where 2007 has no text, as before); the 2017 clause records that only it needed are removed. Edition
2007 gets its 93 laws in one chapter without titles: the next ``load_content`` fills in what
``laws_content/editions/2007/edition.toml`` records. The editor's migration 0003 gives the texts'
revisions their edition the same way. On an empty database nothing is created (``load_content`` does
it). Reversing puts the Polish text back into the single edition, and refuses when the editions hold
anything else that one edition could not.
"""

import datetime

from django.db import migrations

IN_FORCE = {
    "code": "2017",
    "titles": {"en": "The Laws of Duplicate Bridge 2017", "pl": "Międzynarodowe Prawo Brydżowe 2017"},
    "status": "in_force",
    "in_force_since": datetime.date(2017, 9, 30),
}
OLDER = {
    "code": "2007",
    "titles": {"en": "The Laws of Duplicate Bridge 2007"},
    "status": "superseded",
    "in_force_since": datetime.date(2008, 9, 30),
}
#: (language, law number) of texts that follow the older edition's wording.
OLDER_WORDING = [("pl", 67)]
LAWS = range(1, 94)
BOOK = ("chapter", "law", "clause", "commentary", "workedexample")


def _models(apps):
    return {name: apps.get_model("laws", name) for name in (*BOOK, "edition", "clausetext", "reference")}


def _parse(clause_id):
    """(law, parent id or None, depth) of a canonical id, frozen here as migrations must be."""
    import re

    match = re.fullmatch(r"(\d{1,2})([A-Z])?(\d{1,2})?(\([a-z]\))?(\([ivx]+\))?", clause_id)
    law, *parts = match.groups()
    present = [part for part in parts if part]
    depth = len(present)
    parent = law + "".join(present[:-1]) if depth else None
    return int(law), parent, depth


def _ensure_clause(m, edition, laws, clause_id, like=None):
    found = m["clause"].objects.filter(edition=edition, clause_id=clause_id).first()
    if found:
        return found
    law, parent_id, depth = _parse(clause_id)
    parent = _ensure_clause(m, edition, laws, parent_id) if parent_id else None
    return m["clause"].objects.create(
        edition=edition,
        law=laws[law],
        clause_id=clause_id,
        parent=parent,
        depth=depth,
        position=like.position if like else 0,
    )


def _prune(m, edition):
    """Remove clause records of ``edition`` below law level that nothing needs any more."""
    while True:
        unneeded = (
            m["clause"]
            .objects.filter(edition=edition, depth__gt=0, texts__isnull=True, incoming__isnull=True)
            .filter(commentaries__isnull=True, examples__isnull=True, children__isnull=True)
        )
        ids = list(unneeded.values_list("pk", flat=True))
        if not ids:
            return
        m["clause"].objects.filter(pk__in=ids).delete()


def forward(apps, schema_editor):
    m = _models(apps)
    if not m["law"].objects.exists():
        return
    current = m["edition"].objects.create(**IN_FORCE)
    for name in BOOK:
        m[name].objects.update(edition=current)
    for language, number in OLDER_WORDING:
        texts = list(
            m["clausetext"].objects.filter(language=language, clause__law__number=number).select_related("clause")
        )
        if texts:
            _move_to_older(m, current, language, texts)


def _move_to_older(m, current, language, texts):
    older, _ = m["edition"].objects.get_or_create(code=OLDER["code"], defaults=OLDER)
    chapter, _ = m["chapter"].objects.get_or_create(edition=older, position=1, defaults={"number": "", "titles": {}})
    laws = {}
    for number in LAWS:
        laws[number], _ = m["law"].objects.get_or_create(edition=older, number=number, defaults={"chapter": chapter})
        _ensure_clause(m, older, laws, str(number))
    moved_ids = {text.clause.clause_id for text in texts}
    moved_laws = {_parse(cid)[0] for cid in moved_ids}
    old_clauses = {}
    for text in texts:
        old_clauses[text.clause.pk] = _ensure_clause(m, older, laws, text.clause.clause_id, like=text.clause)
        text.clause = old_clauses[text.clause.pk]
        text.source_file = text.source_file.replace("laws/", f"editions/{older.code}/laws/", 1)
        text.save(update_fields=["clause", "source_file"])
    for ref in m["reference"].objects.filter(source_clause_id__in=old_clauses, language=language):
        target = ref.target_id
        if target in moved_ids:
            status = "resolved"
        elif _parse(target)[0] in moved_laws:
            status, target = "unresolved", str(_parse(target)[0])
        else:
            status = "stub"
        ref.source_clause = old_clauses[ref.source_clause_id]
        ref.target_clause = _ensure_clause(m, older, laws, target)
        ref.status = status
        ref.save(update_fields=["source_clause", "target_clause", "status"])
    _prune(m, current)


def backward(apps, schema_editor):
    m = _models(apps)
    editions = list(m["edition"].objects.order_by("code"))
    if not editions:
        return
    current = next((e for e in editions if e.status == "in_force"), None)
    others = [e for e in editions if e != current]
    if current is None or any(e.code != OLDER["code"] for e in others):
        raise RuntimeError("cannot merge the editions back into one: only 2017 in force and 2007 can be merged")
    for older in others:
        if (
            m["commentary"].objects.filter(edition=older).exists()
            or m["workedexample"].objects.filter(edition=older).exists()
        ):
            raise RuntimeError("cannot merge edition 2007 back: it has commentary or worked examples")
        laws = {law.number: law for law in m["law"].objects.filter(edition=current)}
        for text in m["clausetext"].objects.filter(clause__edition=older).select_related("clause"):
            clause = _ensure_clause(m, current, laws, text.clause.clause_id, like=text.clause)
            if m["clausetext"].objects.filter(clause=clause, language=text.language).exists():
                raise RuntimeError(f"cannot merge edition 2007 back: {clause.clause_id} [{text.language}] is in both")
            text.clause = clause
            text.source_file = text.source_file.replace(f"editions/{older.code}/", "", 1)
            text.save(update_fields=["clause", "source_file"])
        for ref in (
            m["reference"].objects.filter(target_clause__edition=older).select_related("source_clause", "target_clause")
        ):
            ref.source_clause = _ensure_clause(m, current, laws, ref.source_clause.clause_id)
            ref.target_clause = _ensure_clause(m, current, laws, ref.target_clause.clause_id)
            ref.save(update_fields=["source_clause", "target_clause"])
        m["clause"].objects.filter(edition=older).delete()
        m["law"].objects.filter(edition=older).delete()
        m["chapter"].objects.filter(edition=older).delete()
        older.delete()


class Migration(migrations.Migration):
    dependencies = [
        ("laws", "0003_editions"),
    ]

    operations = [migrations.RunPython(forward, backward)]
