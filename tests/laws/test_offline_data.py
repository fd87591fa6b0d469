"""What the service worker and the previews read: the book, a law's clauses, the terms, the worker itself."""

import json
import threading

import pytest

from lawsite.laws.models import Clause, ContentState, Edition, Law
from lawsite.search import analyzers

pytestmark = pytest.mark.usefixtures("content")


def test_the_offline_book_lists_every_law_page_and_permalink_by_revision(client):
    """The book is the edition in force (the plain addresses), named by that edition and the revision."""
    response = client.get("/api/offline.json")
    assert response.status_code == 200 and "ETag" in response
    book = response.json()
    assert book["revision"] == f"2017-{ContentState.current().version}" and book["edition"] == "2017"
    ids = set(Clause.objects.values_list("clause_id", flat=True))
    assert {f"/laws/{cid}/" for cid in ids} <= set(book["pages"])
    assert {"/", "/glossary/", "/offline/"} <= set(book["pages"])
    assert "/laws/55B2/" in book["pages"] and "/laws/93/" in book["pages"]
    in_force = [url for url in book["data"] if url.startswith("/api/laws/")]
    assert len(in_force) == Law.objects.count() and "/api/glossary.json" in book["data"]
    assert "/static/js/site.js" in book["assets"] and "/static/css/site.css" in book["assets"]
    assert "/static/js/law.js" in book["assets"]  # a permalink opened offline still lands on its clause
    assert set(book["clauses"]) == ids and book["greek"]["ΣΤ"] == "F"
    # every other published edition too: the 2007 Polish Law 67 is the only Polish text of that law
    older = set(Clause.all_editions.filter(edition__code="2007").values_list("clause_id", flat=True))
    assert set(book["editions"]) == {"2007"} and set(book["editions"]["2007"]) == older
    assert {"/2007/", "/2007/laws/67/", "/2007/laws/67B1(a)/"} <= set(book["pages"])
    assert {f"/api/2007/laws/{n}.json" for n in (1, 67, 93)} <= set(book["data"])
    for path in book["pages"][:3] + ["/laws/55B2/", "/laws/64A2/", "/2007/laws/67/"]:
        for language in ("en", "el", "pl"):
            assert client.get(f"/{language}{path}").status_code == 200, (language, path)
    for url in book["data"][:3] + book["data"][-1:] + ["/api/2007/laws/67.json"]:
        assert client.get(url).status_code == 200


def test_the_offline_book_leaves_drafts_out(client):
    Edition.objects.filter(code="2007").update(status=Edition.DRAFT)
    ContentState.bump()
    book = client.get("/api/offline.json").json()
    assert book["editions"] == {} and not [page for page in book["pages"] if page.startswith("/2007/")]


def test_a_new_revision_is_a_new_book_and_a_304_until_then(client):
    first = client.get("/api/offline.json")
    assert client.get("/api/offline.json", HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    ContentState.bump()
    second = client.get("/api/offline.json", HTTP_IF_NONE_MATCH=first["ETag"])
    assert second.status_code == 200 and second.json()["revision"] != first.json()["revision"]


def test_law_data_has_each_clause_in_each_language_with_neutral_links(client):
    data = client.get("/api/laws/55.json").json()
    assert data["law"] == 55 and data["titles"]["en"] == "Declarer's Lead Out of Turn"
    clause = data["clauses"]["55B1"]
    assert clause["parent"] == "55B" and set(clause["texts"]) == {"en", "el"}
    assert "restores the card led in error" in clause["texts"]["en"]["html"]
    assert data["clauses"]["55B"]["texts"]["en"]["heading"] == "Declarer Required to Retract Lead"
    assert 'href="/laws/' in data["clauses"]["55A"]["texts"]["en"]["html"]  # the page prefixes the language
    assert client.get("/api/laws/64.json").json()["clauses"]["64A2"]["texts"] == {}  # a stub clause
    assert client.get("/api/laws/94.json").status_code == 404


def test_law_data_of_another_edition_is_that_editions_and_fills_gaps_from_an_older_one(client):
    older = client.get("/api/2007/laws/67.json").json()
    assert older["edition"] == "2007" and set(older["clauses"]["67A"]["texts"]) == {"pl"}
    assert "edition" not in older["clauses"]["67A"]["texts"]["pl"]
    in_force = client.get("/api/laws/67.json").json()
    assert in_force["edition"] == "2017"
    polish = in_force["clauses"]["67A"]["texts"]["pl"]  # 2017 has no Polish Law 67: the 2007 wording, marked
    assert polish["edition"] == "2007" and polish["html"] == older["clauses"]["67A"]["texts"]["pl"]["html"]
    assert client.get("/api/2017/laws/55.json").json() == client.get("/api/laws/55.json").json()
    assert client.get("/api/2007/laws/55.json").json()["clauses"]["55"]["texts"] == {}  # a stub in 2007
    assert client.get("/api/2007/laws/94.json").status_code == 404
    assert client.get("/api/2099/laws/55.json").status_code == 404


def test_glossary_data_gives_each_term_in_three_languages(client):
    terms = client.get("/api/glossary.json").json()["terms"]
    assert terms["revoke"]["forms"] == {"en": ["revoke"], "el": ["ρενόνς"], "pl": ["renons", "fałszywy renons"]}
    assert terms["established-revoke"]["defined_in"] == "63"


def test_the_service_worker_is_served_at_the_root_for_the_whole_site(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert response["Service-Worker-Allowed"] == "/"
    assert "no-cache" in response["Cache-Control"]
    assert b"lawsite-book-" in response.content


@pytest.mark.parametrize(
    "language, name", [("en", "Laws of Duplicate Bridge 2017"), ("el", "Νόμοι του Duplicate Bridge 2017")]
)
def test_the_manifest_makes_the_site_installable_in_the_readers_language(client, language, name):
    response = client.get(f"/{language}/manifest.webmanifest")
    assert response["Content-Type"] == "application/manifest+json"
    manifest = json.loads(response.content)
    assert manifest["name"] == name and manifest["start_url"] == f"/{language}/" and manifest["scope"] == "/"
    assert manifest["display"] == "standalone"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        served = client.get(icon["src"])
        served.close()  # WhiteNoise streams the file
        assert served.status_code == 200


def test_every_page_links_the_manifest_and_loads_its_scripts_from_files(client):
    html = client.get("/pl/laws/67/").content.decode()
    assert '<link rel="manifest" href="/pl/manifest.webmanifest">' in html
    assert 'src="/static/js/site.js" defer data-sw="/sw.js" data-book="/api/offline.json"' in html
    assert "<script>" not in html and " onclick=" not in html and 'style="' not in html
    assert 'data-ready="Dostępne bez połączenia · zaktualizowano %(date)s"' in html


@pytest.mark.parametrize(
    "language, heading", [("en", "No connection"), ("el", "Χωρίς σύνδεση"), ("pl", "Brak połączenia")]
)
def test_the_no_connection_page_is_translated(client, language, heading):
    html = client.get(f"/{language}/offline/").content.decode()
    assert f"<h1>{heading}</h1>" in html


def test_snowball_stemmers_give_the_same_stems_from_many_threads():
    words = ["lewa", "lewę", "wyjście", "wyjścia", "dziadka", "rozgrywającego", "obrońcy", "renonsu"] * 40
    expected = [analyzers._polish_stem(word) for word in words]
    results, start = [], threading.Barrier(8)

    def stem_all():
        start.wait()
        results.append([analyzers._polish_stem(word) for word in words])

    threads = [threading.Thread(target=stem_all) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 8 and all(result == expected for result in results)
