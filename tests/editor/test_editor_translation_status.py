"""A translation remembers the English revision it follows; an English edit marks it "may be out of date"."""

import pytest
from django.template import Context, Template

from lawsite.editor import revisions, saving, status
from lawsite.laws.models import ClauseText, Edition, Law

pytestmark = pytest.mark.usefixtures("content")

LAW_55_IDS = ["55A", "55B", "55B1", "55B2", "55C"]


def save(editor, clause_id, language, text, follows=saving.KEEP_SOURCE, edition=None):
    target = revisions.clause_target(clause_id, language, edition)
    heading = target.current[0] if target.current else ""
    return saving.save(saving.Edit(target, heading, text, revisions.token(target), follows), editor, "")


def statuses_of(language):
    return {cid: s.status for (cid, lang), s in status.clause_statuses([55]).items() if lang == language}


def counts(law_number, language):
    (row,) = [row for row in status.dashboard() if row.law.number == law_number]
    return row.counts[language]


def note(clause_id, language):
    template = Template("{% load editor_status %}{% translation_note law clause language %}")
    return template.render(Context({"law": Law.objects.get(number=55), "clause": clause_id, "language": language}))


def test_as_loaded_every_translation_is_up_to_date_and_polish_is_missing(client):
    assert statuses_of("el") == {cid: status.CURRENT for cid in LAW_55_IDS}
    assert statuses_of("pl") == {cid: status.MISSING for cid in LAW_55_IDS}
    assert counts(55, "el") == {"current": 5, "stale": 0, "missing": 0, "no_source": 0, "older": 0}
    assert counts(55, "pl") == {"current": 0, "stale": 0, "missing": 5, "no_source": 0, "older": 0}
    # the Polish Law 67 follows the 2007 wording: in force (2017) it counts as an older edition's text
    polish_67 = [s for (cid, lang), s in status.clause_statuses([67]).items() if lang == "pl"]
    assert (
        polish_67
        and {s.status for s in polish_67} == {status.OLDER}
        and {s.older_edition for s in polish_67} == {"2007"}
    )
    assert counts(67, "pl")["older"] == len(polish_67)
    assert note("55B1", "el") == ""
    rows = client.get("/en/editor/status/").context["laws"]
    assert [row.law.number for row in rows] == list(range(1, 94))  # every law, stubs included
    in_collection = [row.law.number for row in rows if row.in_collection]
    assert in_collection == sorted(set(ClauseText.objects.values_list("clause__law__number", flat=True)))


def test_an_english_edit_marks_the_greek_out_of_date(editor, client):
    save(editor, "55B1", "en", "Declarer restores the card led in error.")
    assert statuses_of("el")["55B1"] == status.STALE
    assert {cid for cid, s in statuses_of("el").items() if s == status.STALE} == {"55B1"}
    assert counts(55, "el") == {"current": 4, "stale": 1, "missing": 0, "no_source": 0, "older": 0}
    assert "May be out of date" in note("55B1", "el")
    assert note("55B2", "el") == ""
    dashboard = client.get("/en/editor/status/").content.decode()
    assert "/en/editor/history/clause/55B1/en/diff/?a=1&amp;b=2" in dashboard  # what changed in the English


def test_retranslating_from_the_new_english_brings_it_up_to_date(editor):
    english = save(editor, "55B1", "en", "Declarer restores the card led in error.")
    save(editor, "55B1", "el", "Ο εκτελεστής επαναφέρει το φύλλο.")  # a typo fix: does not claim the new English
    assert statuses_of("el")["55B1"] == status.STALE
    save(editor, "55B1", "el", "Ο εκτελεστής επαναφέρει το φύλλο που βγήκε κατά λάθος.", follows=english.number)
    assert statuses_of("el")["55B1"] == status.CURRENT
    save(editor, "55B1", "en", "Declarer restores the card led in error to the proper hand.")
    assert statuses_of("el")["55B1"] == status.STALE


def test_restoring_the_english_it_was_translated_from_makes_it_current_again(editor):
    save(editor, "55C", "en", "Law 16 applies.")
    assert statuses_of("el")["55C"] == status.STALE
    target = revisions.clause_target("55C", "en")
    saving.restore(target, 1, revisions.token(target), editor)
    assert statuses_of("el")["55C"] == status.CURRENT


def test_edit_form_records_the_english_revision_shown(editor_client, editor):
    save(editor, "55A", "en", "Either defender may accept the lead.")
    url = "/en/editor/clause/55A/el/"
    page = editor_client.get(url)
    assert "May be out of date" in page.content.decode()
    form = page.context["form"]
    data = {name: form[name].value() for name in form.fields if form[name].value() is not None}
    assert data["source_number"] == 2
    editor_client.post(
        url, {**data, "follows_source": "on", "text": "Οποιοσδήποτε αμυνόμενος μπορεί να δεχθεί.", "action": "save"}
    )
    latest = revisions.latest(revisions.clause_target("55A", "el"))
    assert latest.source.number == 2 and latest.source.language == "en"
    assert statuses_of("el")["55A"] == status.CURRENT


def test_a_new_polish_text_stops_being_missing(editor):
    english = revisions.token(revisions.clause_target("55C", "en"))
    save(editor, "55C", "pl", "Stosuje się przepis 16.", follows=english)
    assert statuses_of("pl")["55C"] == status.CURRENT
    assert counts(55, "pl") == {"current": 1, "stale": 0, "missing": 4, "no_source": 0, "older": 0}


def test_reference_mismatch_between_english_and_polish(editor, client):
    # Law 67 has its Polish text in the 2007 edition, so the English goes there too
    save(
        editor,
        "67B1(a)",
        "en",
        "He is deemed to have revoked and one trick is transferred per Law 64A2.",
        edition="2007",
    )
    mismatched = [m for m in status.reference_mismatches(Edition.objects.get(code="2007")) if m.key == "67B1(a)"]
    assert mismatched == []  # the Polish cites 64A2 as well
    polish = revisions.clause_target("67B1(a)", "pl", "2007").current[1]
    save(editor, "67B1(a)", "pl", polish.replace("64A2", "64A1"), edition="2007")
    (mismatch,) = [m for m in status.reference_mismatches(Edition.objects.get(code="2007")) if m.key == "67B1(a)"]
    assert (mismatch.language, mismatch.only_english, mismatch.only_translation) == ("pl", ["64A2"], ["64A1"])
    assert [m for m in status.reference_mismatches() if m.key == "67B1(a)"] == []  # the edition in force has neither
    html = client.get("/en/editor/status/?edition=2007").content.decode()
    row = html[html.index('id="mismatches"') :]
    assert "67B1(a)" in row and "64A1" in row


def test_dashboard_lists_every_unresolvable_reference(editor, client):
    save(editor, "55C", "en", "Law 16 applies; see also Law 55G9.")
    unresolved = list(status.unresolved_references().values_list("target_id", flat=True))
    assert "55G9" in unresolved
    html = client.get("/en/editor/status/").content.decode()
    assert "55G9" in html[html.index('id="unresolved"') :]


def test_law_page_marks_the_greek_out_of_date_after_an_english_edit(editor, client):
    page = client.get("/en/laws/55/?cols=en&cols=el").content.decode()
    assert "May be out of date" not in page
    save(editor, "55B1", "en", "Declarer restores the card led in error.")
    page = client.get("/en/laws/55/?cols=en&cols=el").content.decode()
    row = page[page.index('id="c-55B1"') :]
    row = row[: row.index("</section>")]
    greek = row[row.index('lang="el"') :]
    assert "May be out of date" in greek
    other = page[page.index('id="c-55B2"') :]
    assert "May be out of date" not in other[: other.index("</section>")]
