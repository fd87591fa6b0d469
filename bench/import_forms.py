"""Clause-for-clause agreement of import_book on the forms real books take (tests/importing/realbooks.py).

    .venv/bin/python bench/import_forms.py

Each form (an encoding, markers running on inside lines, a printed book's page furniture, pages without
section letters, Greek-then-English pages, the Polish 2007 pages in a batch with one bad page) is
imported with ``manage.py import_book`` into a throw-away content directory, as an editor would, and the
files written are read back as ``load_content`` reads them. Printed per form: the clauses expected, the
clause ids written, the clauses right (id, heading and text all equal), the clauses right but for where
their lines break (whitespace collapsed), and the exit of the command.
"""

from __future__ import annotations

import io
import os
import sys
import tempfile
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests" / "importing"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lawsite.settings.test")

import django  # noqa: E402

django.setup()

from django.core.management import CommandError, call_command  # noqa: E402
from makebooks import records  # noqa: E402
from realbooks import forms  # noqa: E402

from lawsite.importing.writer import edition_file, new_draft_edition, output_path  # noqa: E402
from lawsite.laws.content import ContentError, read_law_file  # noqa: E402


def measure(form, root: Path) -> dict:
    (root / edition_file("2027")).parent.mkdir(parents=True, exist_ok=True)
    (root / edition_file("2027")).write_text(new_draft_edition("2027"), encoding="utf-8")
    paths = []
    for name, data in form.files:
        path = root / "in" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        paths.append(str(path))
    try:
        call_command(
            "import_book",
            *paths,
            edition="2027",
            language=form.language,
            content_dir=str(root),
            force=True,
            stdout=io.StringIO(),
            stderr=io.StringIO(),
        )
        exit_status = "0"
    except CommandError as error:
        exit_status = f"error: {str(error)[:60]}"
    expected = sum(len(r) for r in form.expected.values())
    ids = right = loosely = 0
    for law, wanted in form.expected.items():
        path = root / output_path("2027", form.language, law)
        if not path.is_file():
            continue
        try:
            written = records(read_law_file(path, law).clauses)
        except ContentError:
            continue
        ids += len({r[0] for r in wanted} & {r[0] for r in written})
        right += len(set(wanted) & set(written))
        loosely += len({_unwrapped(r) for r in wanted} & {_unwrapped(r) for r in written})
    terms = 0
    record = root / output_path("2027", form.language)
    if form.definitions and record.is_file():
        got = {
            (d["term"], d["text"].strip())
            for d in tomllib.loads(record.read_text(encoding="utf-8")).get("definition", [])
        }
        terms = len(got & set(form.definitions))
    return {"expected": expected, "ids": ids, "right": right, "loosely": loosely, "exit": exit_status, "terms": terms}


def _unwrapped(record: tuple[str, str, str]) -> tuple[str, str, str]:
    return record[0], record[1], " ".join(record[2].split())


def main() -> None:
    print("| form | clauses | ids written | clauses right | right but for line breaks | import_book |")
    print("| --- | --- | --- | --- | --- | --- |")
    for form in forms():
        with tempfile.TemporaryDirectory() as temporary:
            result = measure(form, Path(temporary))
        extra = f" (definitions {result['terms']}/{len(form.definitions)})" if form.definitions else ""
        print(
            f"| {form.name} | {result['expected']} | {result['ids']} | {result['right']}{extra} | {result['loosely']} "
            f"| {result['exit']} |"
        )


if __name__ == "__main__":
    main()
