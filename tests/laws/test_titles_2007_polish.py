"""The Polish titles of the 2007 edition, as the PZBS 2007 pages print them (facts recorded with their
sources in editions/2007/edition.toml), on that edition's pages."""

import re
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EDITION_2007 = tomllib.loads((REPO / "laws_content/editions/2007/edition.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "law, title",
    [
        (54, "PIERWSZE WYJŚCIE ODKRYTĄ KARTĄ POZA KOLEJNOŚCIĄ"),
        (56, "WYJŚCIE OBROŃCY POZA KOLEJNOŚCIĄ"),
        (63, "UPRAWOMOCNIENIE FAŁSZYWEGO RENONSU"),
    ],
)
def test_a_2007_law_page_names_the_law_as_the_pzbs_2007_pages_do(client, content, law, title):
    page = client.get(f"/pl/2007/laws/{law}/").content.decode()
    assert title in page


def test_every_polish_2007_title_is_named_in_the_sources():
    sources = " ".join(EDITION_2007["sources"].values())
    for number, table in EDITION_2007["law"].items():
        if "pl" in table:
            assert re.search(rf"(?<!\d){number}(?!\d)", sources), number
