"""Publishing a draft (the editors' Publish button, over HTTP) while editors save, over real HTTP to gunicorn.

Each round an editor makes a draft as a copy of the edition in force (the Drafts page) and edits its
55B2, so the draft's 55B2 is not the one in force; then three POSTs are released together: ana saves
55B1 of the draft (at the draft's address), bartek saves 55B2 at its plain address from a form opened
while the old edition was in force (a little later each round), celina publishes the draft.

What is right, from the code: publish only changes the two editions' status (in one transaction, after
``lock_editions``), and each save is one transaction on the edition its request resolved, so:
publish and ana's save always go through, and the published edition holds ana's text (saved before or
after the publish, never half: text, revision and links together). Bartek's form was opened in the old
edition: his save lands there (the request resolved it before the publish) or, when the plain address
already meant the new edition, it is a 409 whose page shows the new edition's 55B2; it never
overwrites the new edition's 55B2. Afterwards every edition re-links to what it holds.
"""

import html
import re

import pytest
from racing import RELINK_REPORT, engine_name, race, signed_in

pytestmark = pytest.mark.slow
ROUNDS = 6
#: Bartek's POST leaves this much later each round (0, 25, 50 … ms), so it meets the publish at every stage.
BARTEK_LATER = 0.025
FIRST_DRAFT = 2030
MANAGE = "/en/editor/editions/"


def _title(page: str) -> str:
    found = re.search(r"<title>(.*?)</title>", page, re.S)
    return html.unescape(found[1] if found else page)[:200]


def test_publishing_while_editors_save_leaves_each_save_whole_in_one_edition(race_site):
    port, query, log_path = race_site
    ana, bartek, celina = signed_in(port)
    in_force, problems, outcomes, overwritten = "2017", [], [], 0
    expected = {}  # edition code -> {clause: live English text it must hold}
    for n in range(1, ROUNDS + 1):
        draft = str(FIRST_DRAFT + n)
        form = {"csrfmiddlewaretoken": celina.csrf_token(MANAGE), "draft-code": draft, "draft-copy_from": in_force}
        status, page = celina.request("POST", f"{MANAGE}draft/", {**form, "draft-title_en": f"Race {draft}"})
        assert status == 302, _title(page)
        draft_55b2 = f"Round {n} draft wording of 55B2."
        drafted = ana.open_form(f"/en/editor/{draft}/clause/55B2/en/")
        drafted.update(text=draft_55b2, message="draft", action="save")
        assert ana.request("POST", f"/en/editor/{draft}/clause/55B2/en/", drafted)[0] == 302

        texts = [f"Round {n} wording by ana, see Law 16D.", f"Round {n} wording by bartek, see Law 47E1."]
        paths = [f"/en/editor/{draft}/clause/55B1/en/", "/en/editor/clause/55B2/en/", f"{MANAGE}{draft}/publish/"]
        forms = [ana.open_form(paths[0]), bartek.open_form(paths[1])]
        for form, text in zip(forms, texts):
            form.update(text=text, message=f"round {n}", action="save")
        forms.append({"csrfmiddlewaretoken": celina.csrf_token(MANAGE), f"publish-{draft}-confirm": "on"})
        answers = race([ana, bartek, celina], forms, paths, [0, BARTEK_LATER * (n - 1), 0])
        statuses = [status for status, _ in answers]
        outcomes.append(statuses)
        if statuses[0] != 302 or statuses[2] != 302:
            problems.append(f"round {n}: ana {statuses[0]} {_title(answers[0][1])}, publish {statuses[2]}")
        expected.setdefault(in_force, {})
        expected[draft] = {"55B1": texts[0], "55B2": draft_55b2}
        if statuses[1] == 302:
            expected[in_force]["55B2"] = texts[1]
        elif statuses[1] != 409 or draft_55b2 not in html.unescape(answers[1][1]):
            problems.append(f"round {n}: bartek {statuses[1]} {_title(answers[1][1])}")
        status, page = ana.request("GET", "/en/laws/55B1/")
        if status != 200 or f"Round {n} wording by ana" not in page:
            problems.append(f"round {n}: the page of 55B1 in force does not show ana's text ({status})")
        status, page = ana.request("GET", "/en/laws/55B2/")
        if f"Round {n} wording by bartek" in page:
            overwritten += 1
            problems.append(f"round {n}: bartek's edit of the old edition replaced the new edition's 55B2")
        elif status != 200 or f"Round {n} draft wording" not in page:
            problems.append(f"round {n}: the page of 55B2 in force does not show the draft's text ({status})")
        in_force = draft

    report = query(RELINK_REPORT % {"editions": sorted(expected), "clauses": ["55B1", "55B2"]})
    bartek = [s[1] for s in outcomes]
    summary = (
        f"{engine_name()}: {ROUNDS} rounds, answers (ana, bartek, publish) {outcomes}; bartek's save landed in the "
        f"old edition {bartek.count(302) - overwritten} times, in the new one {overwritten} times, was refused "
        f"as a conflict {bartek.count(409)} times; "
        f"re-link afterwards changed {[(code, r['stale']) for code, r in report.items() if r['stale']]}; "
        f"{'; '.join(problems[:3])}"
    )
    print(summary)
    assert not problems, summary + "\n" + log_path.read_text()[-3000:]
    assert [code for code, r in report.items() if r["status"] == "in_force"] == [in_force]
    for code, clauses in expected.items():
        assert {cid: report[code]["live"][cid] for cid in clauses} == clauses, f"{code}: {report}"
        live = report[code]["live"]
        assert all(edits[-1] == live[cid] for cid, edits in report[code]["edits"].items() if edits), code
        assert report[code]["stale"] == {} and report[code]["duplicate_links"] == 0, summary
