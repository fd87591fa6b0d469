"""Search reads the edition in force by default (what its pages show, older wordings marked), with an
edition filter; a hit from another edition says so."""

import pytest
from edition_fixtures import ONLY_2007_EN

from lawsite.search.engine import Filters, get_engine
from lawsite.search.updates import rebuild


@pytest.fixture
def engine(two_editions, django_db_blocker):
    rebuild()
    engine = get_engine()
    engine.clear_cache()
    return engine


def hits(engine, query, **filters):
    return [
        (hit.clause_id, hit.language, hit.edition, hit.from_other_edition)
        for hit in engine.search(query, Filters(**filters)).hits
    ]


def test_by_default_the_edition_in_force_and_the_older_wording_it_shows(client, engine):
    data = client.get("/api/search", {"q": "Test clause of the fixture"}).json()
    assert data["edition"] == "2017" and data["results"] == []  # 2007's 55C is not on the 2017 pages
    greek = client.get("/en/api/search", {"q": "εφαρμόζεται ο Νόμος 16"}).json()
    (hit,) = greek["results"]
    # named as the 2017 page shows it (2007's 55D is 2017's 55C), and marked as 2007's
    assert (hit["clause_id"], hit["language"], hit["edition"], hit["from_other_edition"]) == ("55C", "el", "2007", True)
    assert hit["url"].startswith("/en/laws/55C/?cols=el")
    assert hit["edition_url"] == "/en/2007/laws/55D/#c-55D"


def test_the_edition_filter(client, engine):
    older = client.get("/api/search", {"q": "Test clause of the fixture", "edition": "2007"}).json()
    assert [(r["clause_id"], r["edition"], r["from_other_edition"]) for r in older["results"]] == [
        ("55C", "2007", False)
    ]
    assert older["results"][0]["url"].startswith("/en/2007/laws/55C/")
    everything = hits(engine, "Law 16 applies")
    assert {(cid, edition) for cid, _l, edition, _o in everything} == {("55C", "2017"), ("55D", "2007")}
    page = client.get("/en/search/", {"q": "Test clause of the fixture", "edition": "all"}).content.decode()
    assert "2007 wording" in page and ONLY_2007_EN.split(";")[0] in page.replace("<mark>", "").replace("</mark>", "")


def test_a_draft_is_not_searched_and_publishing_reindexes(client, engine, django_capture_on_commit_callbacks):
    from lawsite.editions import drafting
    from lawsite.laws.models import Edition

    with django_capture_on_commit_callbacks(execute=True):
        draft = drafting.copy_edition(Edition.objects.get(code="2017"), "2027", {}, None)
    assert {
        r["edition"] for r in client.get("/api/search", {"q": "Law 16 applies", "edition": "all"}).json()["results"]
    } == {"2007", "2017"}
    with django_capture_on_commit_callbacks(execute=True):
        drafting.publish(draft)
    data = client.get("/api/search", {"q": "Law 16 applies"}).json()
    assert data["edition"] == "2027" and {r["edition"] for r in data["results"]} == {"2027"}
    assert data["results"][0]["url"].startswith("/en/laws/55C/")
