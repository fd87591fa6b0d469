"""``manage.py load_content`` run again and again (a process of its own) while editors save over HTTP.

The load and every save re-link the whole 2017 edition; both take the edition row locks first
(``lock_editions``), so they must take turns: no 500, no failed load, no deadlock. Each load changes
the file of 55A (nobody edits it on the web), so each load really writes a text and its links; the
clauses the editors save (55B1, 55B2, 55C) keep their files, so the load keeps the web edits, records
no revision of them, and no save may be refused as a conflict: a 409 is right only where a load
revision came after the one the editor started from. Afterwards every save is a revision in order,
55A is the last file loaded, and a fresh re-link changes nothing.
"""

import html
import re
import shutil
import threading
import time
from pathlib import Path

import pytest
from racing import RELINK_REPORT, engine_name, signed_in

pytestmark = pytest.mark.slow
REPO = Path(__file__).resolve().parents[2]
LOADS = 6
OWN_CLAUSES = ["55B1", "55B2", "55C"]
CITED = ["12C1", "40B2(a)", "16D", "47E1", "55B9", "12A"]
#: The sentence of 55A's file each load changes: a different law cited each time, so its links change too.
LOADED_55A = "(after misinformation, see Law 47E1)"
LOAD_REVISIONS = """
import json
from lawsite.editor.models import Revision
from lawsite.laws.models import ClauseText
history = Revision.objects.filter(edition="2017", kind="clause", language="en", origin="load")
print(json.dumps({
    "loads": {cid: list(history.filter(key=cid).values_list("number", flat=True)) for cid in %(clauses)r},
    "loaded_55A": list(history.filter(key="55A").order_by("number").values_list("text", flat=True)),
    "live_55A": ClauseText.objects.get(clause__edition__code="2017", clause__clause_id="55A", language="en").text,
}))
"""


@pytest.fixture
def prod_env(prod_env, tmp_path):
    """The site reads a copy of laws_content/, which the test changes between loads."""
    content = tmp_path / "content"
    shutil.copytree(REPO / "laws_content", content)
    prod_env["LAWSITE_CONTENT_DIR"] = str(content)
    return prod_env


def _law_55_file(env) -> Path:
    return Path(env["LAWSITE_CONTENT_DIR"]) / "editions" / "2017" / "laws" / "055" / "en.md"


def test_load_content_while_editors_save_keeps_their_edits_and_relinks_in_turn(race_site, prod_env, manage):
    port, query, log_path = race_site
    editors = signed_in(port)
    paths = [f"/en/editor/clause/{cid}/en/" for cid in OWN_CLAUSES]
    law_55 = _law_55_file(prod_env)
    original = law_55.read_text()
    assert LOADED_55A in original
    loading_done = threading.Event()
    saves = {cid: [] for cid in OWN_CLAUSES}  # (status, based_on, text, page) of every save, in order

    def edit(i):
        editor, path, cid = editors[i], paths[i], OWN_CLAUSES[i]
        n = 0
        while not loading_done.is_set():
            n += 1
            try:
                form = editor.open_form(path)
                text = f"Save {n} of {cid}: see Law {CITED[(n + 2 * i) % len(CITED)]}."
                form.update(text=text, message=f"save {n}", action="save")
                status, page = editor.request("POST", path, form)
            except Exception as error:  # reported with the saves, not lost in the thread
                status, page, text, form = None, repr(error), "", {"based_on": "?"}
            saves[cid].append((status, form["based_on"], text, page))

    threads = [threading.Thread(target=edit, args=(i,)) for i in range(len(OWN_CLAUSES))]
    for thread in threads:
        thread.start()
    loads, variants = [], []
    try:
        for k in range(LOADS):
            variants.append(f"(after misinformation, see Law {CITED[k % len(CITED)]}; load {k + 1})")
            law_55.write_text(original.replace(LOADED_55A, variants[-1]))
            started = time.monotonic()
            run = manage(prod_env, "load_content", check=False)
            last_line = (run.stderr.strip().splitlines() or [run.stdout.strip()])[-1]
            loads.append((run.returncode, round(time.monotonic() - started, 1), last_line[:300]))
    finally:
        loading_done.set()
        for thread in threads:
            thread.join(timeout=90)

    relinked = query(RELINK_REPORT % {"editions": ["2017"], "clauses": OWN_CLAUSES})["2017"]
    loaded = query(LOAD_REVISIONS % {"clauses": OWN_CLAUSES})
    problems = [f"load {k + 1}: exit {code}: {output}" for k, (code, _s, output) in enumerate(loads) if code != 0]
    statuses = []
    for cid, attempts in saves.items():
        for status, based_on, _text, page in attempts:
            statuses.append(status)
            justified = status == 409 and any(number > int(based_on) for number in loaded["loads"][cid])
            if status != 302 and not justified:
                title = re.search(r"<title>(.*?)</title>", page, re.S)
                problems.append(
                    f"{cid} based on {based_on}: {status} {html.unescape(title[1] if title else page)[:200]!r}"
                )
    summary = (
        f"{engine_name()}: {len(loads)} loads ({[seconds for _c, seconds, _o in loads]} s, "
        f"{sum(code != 0 for code, _s, _o in loads)} failed); of {len(statuses)} saves {statuses.count(302)} saved, "
        f"{statuses.count(409)} refused as conflicts, {statuses.count(500)} answered 500, "
        f"{sum(status is None for status in statuses)} without answer; re-link afterwards changed "
        f"{relinked['stale']}, {relinked['duplicate_links']} duplicate links; {'; '.join(problems[:3])}"
    )
    print(summary)
    assert not problems, summary + "\n" + log_path.read_text()[-3000:]
    assert min(len(attempts) for attempts in saves.values()) >= LOADS, "editors saved all through the loads"
    saved = {cid: [text for status, _b, text, _p in attempts if status == 302] for cid, attempts in saves.items()}
    assert relinked["edits"] == saved, "every save is a revision of its own clause, in order"
    assert relinked["live"] == {cid: texts[-1] for cid, texts in saved.items()}
    assert loaded["loads"] == {cid: [1] for cid in OWN_CLAUSES}, "the loads kept the web edits, unrecorded"
    recorded = loaded["loaded_55A"][-LOADS:]
    assert len(recorded) == LOADS and all(v in t for v, t in zip(variants, recorded)), "each load recorded its 55A"
    assert variants[-1] in loaded["live_55A"]
    assert relinked["stale"] == {} and relinked["duplicate_links"] == 0, summary
