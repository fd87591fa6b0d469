"""``/api/<edition>/laws/<clause>``: each language's text and the edition it follows, references, cited-by
and the corresponding clauses in the other editions."""

import pytest

pytestmark = pytest.mark.usefixtures("two_editions")


def test_a_clause_of_the_edition_in_force_with_an_older_translation(client):
    data = client.get("/api/2017/laws/55C").json()
    assert data["edition"] == {
        "code": "2017",
        "status": "in_force",
        "in_force_since": "2017-09-30",
        "title": "The Laws of Duplicate Bridge 2017",
    }
    assert data["texts"]["en"]["edition"] == "2017" and "Law 16 applies" in data["texts"]["en"]["text"]
    greek = data["texts"]["el"]
    assert (greek["edition"], greek["clause"]) == ("2007", "55D")  # the older wording, under its own id
    assert 'href="/en/2007/laws/16/"' in greek["html"]
    assert data["texts"]["pl"] is None
    assert data["references"] == [
        {"language": "en", "target": "16", "status": "stub", "written_as": "16", "url": "/en/2017/laws/16/"}
    ]
    assert data["other_editions"] == [
        {"edition": "2007", "status": "superseded", "clause": "55D", "has_text": True, "url": "/en/2007/laws/55D/"}
    ]


def test_cited_by_is_of_the_edition_asked_for(client):
    older = client.get("/api/2007/laws/55B1?lang=pl").json()
    assert [c["url"] for c in older["cited_by"]] == ["/pl/2007/laws/55C/"]
    assert client.get("/api/2017/laws/55B1").json()["cited_by"] == []


def test_a_clause_with_no_counterpart_and_errors(client):
    data = client.get("/api/2007/laws/55C").json()
    assert data["other_editions"] == [
        {"edition": "2017", "status": "in_force", "clause": None, "has_text": False, "url": None}
    ]
    assert client.get("/api/2007/laws/55c").status_code == 301
    assert client.get("/api/2007/laws/55c")["Location"] == "/api/2007/laws/55C"
    missing = client.get("/api/1997/laws/55C")
    assert missing.status_code == 404 and missing.json() == {"error": "unknown edition 1997"}
    assert client.get("/api/2017/laws/not-a-law").status_code == 404
