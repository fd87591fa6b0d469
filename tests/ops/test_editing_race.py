"""Editors press Save at the same moment, over real HTTP to gunicorn workers.

Run on the database the suite runs on (CI runs the suite on SQLite and on PostgreSQL): a scratch
SQLite file, or a scratch PostgreSQL database beside the test database. Two saves of one clause: every
round exactly one goes through and the other is the 409 conflict page showing both versions; nothing
is lost. Saves of different clauses of one edition (each re-links the whole edition): all go through,
none is a deadlock, and the links and rendered HTML they leave are what a fresh re-link makes.
"""

import html

import pytest
from racing import RELINK_REPORT, engine_name, race, signed_in

pytestmark = pytest.mark.slow
ROUNDS = 20
CLAUSE_URL = "/en/editor/clause/55B1/en/"
REPORT = """
import json
from lawsite.editor.models import Revision
from lawsite.laws.models import ClauseText
history = Revision.objects.of("clause", "55B1", "en", "2017").order_by("number")
print(json.dumps({
    "edits": [[r.number, r.based_on, r.text] for r in history.edits()],
    "numbers": list(history.values_list("number", flat=True)),
    "live": ClauseText.objects.get(clause__edition__code="2017", clause__clause_id="55B1", language="en").text,
}))
"""


def test_simultaneous_saves_give_one_save_and_one_conflict(race_site):
    port, query, log_path = race_site
    ana, bartek = signed_in(port, ("ana", "bartek"))

    outcomes, winners, problems = [], [], []
    for n in range(1, ROUNDS + 1):
        forms = [ana.open_form(CLAUSE_URL), bartek.open_form(CLAUSE_URL)]
        assert forms[0]["based_on"] == forms[1]["based_on"], "both editors start from the same revision"
        texts = [f"Round {n} wording of ana.", f"Round {n} wording of bartek."]
        for form, text in zip(forms, texts):
            form.update(text=text, message=f"round {n}", action="save")
        answers = race([ana, bartek], forms, [CLAUSE_URL] * 2)
        statuses = [status for status, _ in answers]
        outcomes.append(tuple(sorted(statuses, key=str)))
        if sorted(statuses, key=str) != [302, 409]:
            problems.append(f"round {n}: {statuses}")
            winners += [texts[i] for i, status in enumerate(statuses) if status == 302]
            continue
        won, lost = statuses.index(302), statuses.index(409)
        winners.append(texts[won])
        page = html.unescape(answers[lost][1])
        if not ("Not saved" in page and texts[won] in page and texts[lost] in page):
            problems.append(f"round {n}: the 409 page does not show both versions")

    summary = (
        f"{engine_name()}: "
        f"{outcomes.count((302, 302))}/{ROUNDS} rounds both saved, "
        f"{sum(o.count(500) for o in outcomes)} answers 500, "
        f"{outcomes.count((302, 409))}/{ROUNDS} rounds one save and one 409; "
        f"{'; '.join(problems[:5])}"
    )
    report = query(REPORT)
    edits = report["edits"]
    assert not problems, summary + "\n" + log_path.read_text()[-3000:]
    assert len(edits) == len(winners) == ROUNDS, summary
    assert [text for _, _, text in edits] == winners, "every saved wording is a revision, in order"
    assert all(based_on == number - 1 for number, based_on, _ in edits), "each revision follows the one before"
    assert report["numbers"] == list(range(1, len(report["numbers"]) + 1))
    assert report["live"] == winners[-1]


RELINK_ROUNDS = 8
#: One clause each, all of the 2017 edition, so every save re-links the same texts.
OWN_CLAUSES = ["55B1", "55B2", "55C"]
#: What the clauses cite, in turn: resolved targets and one (55B9) that is not there.
CITED = ["12C1", "40B2(a)", "16D", "47E1", "55B9", "12A"]


def test_simultaneous_saves_of_different_clauses_leave_the_links_as_a_fresh_relink(race_site):
    """Each save re-links the whole edition in its transaction: saves of different clauses at once must
    neither deadlock (a 500) nor leave one another's links or HTML stale."""
    port, query, log_path = race_site
    editors = signed_in(port)
    paths = [f"/en/editor/clause/{cid}/en/" for cid in OWN_CLAUSES]

    saved = {cid: [] for cid in OWN_CLAUSES}
    statuses, problems = [], []
    for n in range(1, RELINK_ROUNDS + 1):
        forms = [editor.open_form(path) for editor, path in zip(editors, paths)]
        texts = []
        for i, (form, cid) in enumerate(zip(forms, OWN_CLAUSES)):
            cited = CITED[(n + 2 * i) % len(CITED)], CITED[(n * (i + 1)) % len(CITED)]
            texts.append(f"Round {n}, {cid}: see Law {cited[0]} and Law {cited[1]}.")
            form.update(text=texts[-1], message=f"round {n}", action="save")
        answers = race(editors, forms, paths)
        for cid, text, (status, page) in zip(OWN_CLAUSES, texts, answers):
            statuses.append(status)
            if status == 302:
                saved[cid].append(text)
            else:
                problems.append(f"round {n} {cid}: {status} {html.unescape(page)[:200]!r}")

    report = query(RELINK_REPORT % {"editions": ["2017"], "clauses": OWN_CLAUSES})["2017"]
    summary = (
        f"{engine_name()}: of {len(statuses)} saves "
        f"{statuses.count(302)} saved, {statuses.count(409)} refused as conflicts, {statuses.count(500)} answered 500, "
        f"{sum(status is None for status in statuses)} without answer; re-link afterwards changed {report['stale']}, "
        f"{report['duplicate_links']} duplicate links; {'; '.join(problems[:3])}"
    )
    assert not problems, summary + "\n" + log_path.read_text()[-3000:]
    assert report["edits"] == saved, "every save is a revision of its own clause, in order"
    assert report["live"] == {cid: texts[-1] for cid, texts in saved.items()}
    assert report["stale"] == {} and report["duplicate_links"] == 0, summary
