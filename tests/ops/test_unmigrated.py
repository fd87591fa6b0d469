"""The content commands, run by an operator on a database ``migrate`` has not set up: one line saying to
run migrate first, exit status 1, no traceback, nothing written (files, index or tables)."""

import shutil
import sqlite3
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow
CONTENT_DIR = Path(__file__).resolve().parents[2] / "laws_content"
MIGRATE_FIRST = "run `python manage.py migrate` first"


@pytest.fixture
def empty_database(prod_env, tmp_path):
    """A fresh SQLite file and a content directory holding edition 2017's facts and no laws."""
    database = tmp_path / "empty.sqlite3"
    prod_env["DATABASE_URL"] = f"sqlite:///{database}"
    content = tmp_path / "content"
    for name in ("glossary.toml", "editions/correspondence.toml", "editions/2017/edition.toml"):
        (content / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(CONTENT_DIR / name, content / name)
    law = tmp_path / "law55.md"
    law.write_text("LAW 55\n\nA. Declarer's Lead Accepted\nEither defender may accept the lead (Law 53).\n")
    return database, content, law


def tables(database) -> list[str]:
    with sqlite3.connect(database) as db:
        return [name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]


def files_under(path) -> list[str]:
    return sorted(str(p.relative_to(path)) for p in path.rglob("*"))


def refused(result, consequence: str, state: str = "has no tables yet") -> str:
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith(f"CommandError: {consequence}: the database "), lines[0]
    assert f" {state} (" in lines[0] and lines[0].endswith(MIGRATE_FIRST), lines[0]
    return lines[0]


def test_every_content_command_says_to_migrate_first(prod_env, manage, empty_database, tmp_path):
    database, content, law = empty_database
    before = files_under(content)
    data = tmp_path / "data"

    draft = ("import_book", str(law), "--edition", "2027", "--new-draft", "--language", "en")
    refused(manage(prod_env, *draft, "--content-dir", str(content), check=False), "nothing written")
    refused(manage(prod_env, "load_content", str(content), check=False), "nothing imported")
    refused(manage(prod_env, "export_content", str(tmp_path / "out"), check=False), "nothing exported")
    refused(manage(prod_env, "rebuild_index", check=False), "index not rebuilt")

    assert files_under(content) == before, "import_book started no draft and wrote no law"
    assert not (tmp_path / "out").exists()
    assert not (data / "index").exists()
    assert tables(database) == []


def test_import_book_needs_no_database_for_an_edition_the_files_hold(prod_env, manage, empty_database):
    """The database is asked only about an edition the files lack (a draft made in the editor)."""
    _, content, law = empty_database
    args = ("import_book", str(law), "--edition", "2017", "--language", "en", "--content-dir", str(content))
    result = manage(prod_env, *args, check=False)
    assert result.returncode == 0, result.stderr
    assert (content / "editions/2017/laws/055/en.md").is_file()


def test_a_database_behind_the_migrations_is_refused_too(prod_env, manage, empty_database):
    database, content, _ = empty_database
    manage(prod_env, "migrate", "laws", "0001", "--no-input", "-v", "0")
    migrated = tables(database)
    assert "laws_clause" in migrated and "laws_edition" not in migrated

    refused(manage(prod_env, "load_content", str(content), check=False), "nothing imported", "is not up to date")
    assert tables(database) == migrated
