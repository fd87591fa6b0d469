"""Issue 12's reading aids on a point-in-time page: permalinks, the fold above a clause and the preview
data stay in the page's edition; the offline book is named by the edition in force and holds the others too
(tests/edition_fixtures.py)."""

import re

import pytest
from edition_fixtures import CHANGED_B1, ONLY_2007_EN

pytestmark = pytest.mark.usefixtures("two_editions")


def test_clause_permalinks_keep_the_pages_edition(client):
    older = client.get("/en/2007/laws/55/").content.decode()
    permalinks = re.findall(r'<h2 class="cid" id="[^"]+"><a href="([^"]+)"', older)
    assert "/en/2007/laws/55B1/" in permalinks and all(url.startswith("/en/2007/laws/") for url in permalinks)
    in_force = client.get("/el/laws/55/").content.decode()
    assert set(re.findall(r'<h2 class="cid" id="[^"]+"><a href="(/el/(?:\d{4}/)?laws/)', in_force)) == {"/el/laws/"}


def test_a_point_in_time_permalink_opens_at_its_clause_with_the_law_folded_above(client):
    html = client.get("/en/2007/laws/55C/").content.decode()
    folded = html[html.index('<details class="earlier-clauses">') : html.index("</details>")]
    assert 'id="c-55B1"' in folded and CHANGED_B1 in re.sub(r"<[^>]+>", "", folded)
    assert 'id="c-55C"' in html[html.index("</details>") :] and ONLY_2007_EN.split(";")[0] in html


def test_preview_data_follows_the_links_edition_and_marks_an_older_wording(client):
    older = client.get("/api/2007/laws/55.json").json()
    assert older["edition"] == "2007" and ONLY_2007_EN.split(";")[0] in older["clauses"]["55C"]["texts"]["en"]["html"]
    in_force = client.get("/api/laws/55.json").json()
    assert in_force["edition"] == "2017" and "55C" in in_force["clauses"]
    greek = in_force["clauses"]["55B1"]["texts"]["el"]  # 2017 has no Greek Law 55: 2007's, marked
    assert greek["edition"] == "2007" and "Δεν εφαρμόζεται περαιτέρω επανόρθωση" in greek["html"]
    assert "edition" not in in_force["clauses"]["55B1"]["texts"]["en"]


def test_the_offline_book_is_the_edition_in_force(client):
    book = client.get("/api/offline.json").json()
    assert book["edition"] == "2017" and book["revision"].startswith("2017-")
    # the edition in force at the plain addresses; the superseded 2007 edition kept beside it at its own
    assert "/laws/55B2/" in book["pages"] and "/2007/laws/55C/" in book["pages"]
    assert set(book["editions"]) == {"2007"} and "55C" in book["editions"]["2007"]
    in_force = [url for url in book["data"] if url.startswith("/api/laws/")]
    assert len(in_force) == 93 and all(
        url.startswith(("/api/laws/", "/api/2007/laws/", "/api/glossary")) for url in book["data"]
    )


def test_a_draft_editions_preview_data_is_for_editors_only(client):
    from lawsite.laws.models import Edition

    Edition.objects.filter(code="2007").update(status=Edition.DRAFT)
    assert client.get("/api/2007/laws/55.json").status_code == 404
