"""The search page's layout as a phone reader meets it: one search box, the results after it, the filters folded
and the fold naming the filters in force."""

import re

from lawsite.search.engine import Filters
from lawsite.search.filter_summary import active_filters


def test_the_results_page_has_one_search_box_and_its_filters_folded(client, engine):
    page = client.get("/en/search/", {"q": "revoke"}).content.decode()
    assert page.count('type="search"') == 1 and 'id="site-search"' not in page  # not the header's box too
    form, results = page.index('class="search-form"'), page.index('class="search-results"')
    assert form < results
    fold = re.search(r'<details class="search-fold"( open)?>', page)
    assert fold and not fold.group(1), "folded while there are results"
    assert page.index('name="lang"') > fold.start()  # the filters are inside the fold


def test_the_empty_search_page_shows_its_filters(client, engine):
    page = client.get("/el/search/").content.decode()
    assert '<details class="search-fold" open>' in page


def test_the_fold_names_the_filters_in_force_in_the_readers_language(client, engine):
    page = client.get("/pl/search/", {"q": "revoke", "lang": "pl", "law": "64", "edition": "all"}).content.decode()
    summary = re.search(r"<summary>(.*?)</summary>", page, re.S).group(1)
    assert "Zawęź wyszukiwanie" in summary
    assert re.sub(r"<[^>]+>", "", summary).endswith("Polski, Przepis 64, Wszystkie wydania")
    plain = client.get("/pl/search/", {"q": "revoke"}).content.decode()
    assert "<summary>Zawęź wyszukiwanie</summary>" in plain


def test_the_filters_in_force_are_named_only_when_they_narrow_the_search():
    assert active_filters(Filters(edition="2017", in_force="2017")) == []
    assert active_filters(Filters(language="el", chapter="VI", law=64, edition="2007", in_force="2017")) == [
        "Ελληνικά",
        "Chapter VI",
        "Law 64",
        "edition 2007",
    ]
    assert active_filters(Filters(edition="", in_force="2017")) == ["All editions"]
    assert active_filters(Filters(edition="", in_force="")) == []
