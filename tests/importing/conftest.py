import tomllib
from pathlib import Path

import pytest
from makebooks import Book, Chapter, Law

from lawsite.importing.book import assemble
from lawsite.importing.documents import read_document
from lawsite.laws.content import read_content

CONTENT_DIR = Path(__file__).resolve().parents[2] / "laws_content"


@pytest.fixture(scope="session")
def seed_laws():
    """The clause drafts laws_content/ gives today, by (law, language)."""
    return {(law.law, law.language): law for law in read_content(CONTENT_DIR).laws}


@pytest.fixture(scope="session")
def edition_data():
    return tomllib.loads((CONTENT_DIR / "edition.toml").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def glossary_data():
    return tomllib.loads((CONTENT_DIR / "glossary.toml").read_text(encoding="utf-8"))["term"]


@pytest.fixture
def seed_book(seed_laws, edition_data):
    """A one-law book of a seed law under its 2017 chapter heading, as a federation would print it."""

    def make(number: int, language: str) -> Book:
        chapter = next(c for c in edition_data["chapter"] if number in c["laws"])
        title = edition_data["law"][str(number)].get(language, "")
        law = Law(number, title, seed_laws[(number, language)].clauses)
        return Book(language, [Chapter(chapter["number"], chapter["title"]["en"], [law])])

    return make


def import_bytes(name: str, data: bytes, language: str, **options):
    return assemble([read_document(name, data, language)], language, **options)
