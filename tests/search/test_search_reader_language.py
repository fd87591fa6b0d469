"""Search speaks the reader's language: a hit names its law in the reader's language where the collection
has that title, else in English marked as English, whichever language's words matched; extracts prefer the
reader's language (else English) and say when they are not in it. And what a result shows besides:
"did you mean" kept beside partial results, a clause id typed with © shown as the id it is."""

import json
import re
import tomllib
from pathlib import Path

from lawsite.search.extracts import plain

REPO = Path(__file__).resolve().parents[2]
EDITION = tomllib.loads((REPO / "laws_content/editions/2017/edition.toml").read_text(encoding="utf-8"))
TITLES = {int(number): table for number, table in EDITION["law"].items()}
IN_ENGLISH = {"el": "(στα αγγλικά)", "pl": "(po angielsku)"}


def _api(client, language, query, **params):
    return json.loads(client.get(f"/{language}/api/search", {"q": query, **params}).content)


def _shown(page: str) -> str:
    """The page as it opens: the other languages of each hit, folded in <details>, left out."""
    return re.sub(r"<details.*?</details>", "", page, flags=re.S)


def _polish_titles_in(page: str) -> list[str]:
    return [table["pl"] for table in TITLES.values() if "pl" in table and table["pl"] in _shown(page)]


def test_did_you_mean_is_kept_when_texts_with_the_other_words_are_shown(client, engine):
    page = client.get("/en/search/", {"q": "declarr retracts"}).content.decode()
    assert "Texts with some of the words" in page
    assert "Did you mean" in page and re.search(r'href="\?q=declarer(%20|\+)', page)
    assert _api(client, "en", "declarr retracts")["suggestion"].startswith("declarer")


def test_a_clause_id_typed_with_a_copyright_sign_is_shown_as_the_id_it_is(client, engine):
    source = (REPO / "laws_content/editions/2017/laws/043/commentary/dummy-limitations.en.md").read_text()
    assert "43A2©" in source  # the source keeps what was typed
    data = _api(client, "en", "prohibits dummy looking")
    fragments = " ".join(hit["fragment_html"] for hit in data["results"])
    assert "43A2(c)" in fragments and "©" not in fragments
    greek = _api(client, "el", "prohibits dummy looking")
    assert "©" not in json.dumps(greek, ensure_ascii=False)
    page = client.get("/el/search/", {"q": "prohibits dummy looking"}).content.decode()
    assert "43A2©" not in page and "43A2(c)" in page


def test_plain_reads_a_copyright_sign_after_a_clause_number_as_c_and_leaves_others():
    assert plain("while Law 43A2© prohibits") == "while Law 43A2(c) prohibits"
    assert plain("© WBF 2017, Law 43A2©.") == "© WBF 2017, Law 43A2(c)."
