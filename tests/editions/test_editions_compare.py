"""What changed between two editions: per clause (through the renumbering table), per language, per law
and for the whole book; as pages and as JSON."""

import pytest

from lawsite.editions import compare
from lawsite.laws.correspondence import Renumbering, Table, check
from lawsite.laws.models import Edition


def statuses(comparison):
    return {(c.old_id, c.new_id): c.status for c in comparison.changes}


@pytest.mark.usefixtures("two_editions")
class TestComparison:
    def editions(self):
        return Edition.objects.get(code="2007"), Edition.objects.get(code="2017")

    def test_every_kind_of_change_between_2007_and_2017(self):
        older, newer = self.editions()
        result = compare.compare(older, newer, law=55)
        assert statuses(result) == {
            ("55A", "55A"): compare.UNCHANGED,
            ("55B", "55B"): compare.UNCHANGED,
            ("55B1", "55B1"): compare.CHANGED,
            (None, "55B2"): compare.ADDED,
            ("55C", None): compare.REMOVED,
            ("55D", "55C"): compare.RENUMBERED,
        }
        renumbered = result.find("55C")
        assert (renumbered.old_id, renumbered.text_changed) == ("55D", False)
        changed = result.find("55B1")
        assert changed.languages == {"en": compare.CHANGED, "el": compare.REMOVED}  # the Greek is only in 2007
        assert result.counts[compare.CHANGED] == 1 and result.counts[compare.UNCHANGED] == 2

    def test_the_whole_book_keeps_apart_what_cannot_be_compared(self):
        older, newer = self.editions()
        result = compare.compare(older, newer)
        by_law = {entry.number: entry for entry in result.by_law()}
        assert set(by_law) == {55, 67}
        # 2017's Polish (or any) text of Law 67 is not in the collection: not "removed"
        assert set(by_law[67].counts) == {compare.NOT_COMPARABLE}
        assert result.counts[compare.REMOVED] == 1

    def test_the_other_way_round_reads_from_2017_to_2007(self):
        older, newer = self.editions()
        result = compare.compare(newer, older, law=55)
        assert statuses(result)[("55C", "55D")] == compare.RENUMBERED
        assert statuses(result)[("55B2", None)] == compare.REMOVED
        assert statuses(result)[(None, "55C")] == compare.ADDED

    def test_a_clause_word_diff_per_language(self):
        older, newer = self.editions()
        change = compare.compare(older, newer, law=55).find("55B1")
        (english, greek) = compare.clause_diffs(older, newer, change)
        assert english.language == "en" and english.diff.changed
        changed = [s for line in english.diff.lines for s in line.segments if s.op != "same"]
        assert [(s.op, s.text) for s in changed] == [("del", "penalty"), ("ins", "rectification")]
        assert greek.language == "el" and greek.diff is None and greek.status == compare.REMOVED


@pytest.mark.usefixtures("two_editions")
def test_the_comparison_pages(client):
    book = client.get("/en/editions/2007/compare/2017/").content.decode()
    assert "What changed from 2007 to 2017" in book
    assert 'data-status="renumbered" data-from="55D" data-to="55C"' in book
    assert 'data-status="removed" data-from="55C" data-to=""' in book
    assert 'data-status="added" data-from="" data-to="55B2"' in book
    assert 'data-status="not_comparable"' in book
    law = client.get("/en/editions/2007/compare/2017/?law=55").content.decode()
    assert "Law 67" not in law and 'href="/en/editions/2007/compare/2017/55B1/"' in law
    assert 'href="/en/editions/2007/compare/2017/55C/?in=a"' in law  # 2007's own 55C
    clause = client.get("/en/editions/2007/compare/2017/55B1/").content.decode()
    assert "<del>penalty</del>" in clause and "<ins>rectification</ins>" in clause
    renumbered = client.get("/en/editions/2007/compare/2017/55C/").content.decode()
    assert "55D (2007) is 55C (2017)" in renumbered
    removed = client.get("/en/editions/2007/compare/2017/55C/?in=a").content.decode()
    assert "No text in this language in 2017." in removed
    assert client.get("/en/editions/2007/compare/2017/55b1/").status_code == 301
    # a clause of a law neither edition has text of: nothing to compare, said so (README's 64B3 is one)
    nothing = client.get("/en/editions/2007/compare/2017/12A1/")
    assert nothing.status_code == 200 and "Neither edition has any text here yet." in nothing.content.decode()
    assert client.get("/en/editions/2007/compare/2017/55Z/").status_code == 404  # Law 55 has text, no clause Z
    assert client.get("/en/editions/2007/compare/1997/").status_code == 404


@pytest.mark.usefixtures("two_editions")
def test_the_comparison_json(client):
    data = client.get("/api/editions/2007/compare/2017?law=55").json()
    assert data["from"]["code"] == "2007" and data["to"]["code"] == "2017"
    assert data["counts"]["renumbered"] == 1 and data["counts"]["added"] == 1
    rows = {(c["from_clause"], c["to_clause"]): c for c in data["changes"]}
    assert rows[("55D", "55C")]["status"] == "renumbered" and rows[("55D", "55C")]["text_changed"] is False
    assert rows[("55B1", "55B1")]["languages"] == {"en": "changed", "el": "removed"}
    assert client.get("/api/editions/2007/compare/2027").status_code == 404


def test_the_renumbering_table_walks_edition_by_edition():
    table = Table(
        [Renumbering("1997", "43B2(c)", "2007", "43B3"), Renumbering("2007", "55D", "2017", "55C")], ["2007", "2017"]
    )
    assert table.corresponding("43B2(c)", "1997", "2017") == "43B3"
    assert table.corresponding("43B3", "2017", "1997") == "43B2(c)"
    assert table.corresponding("43B3", "1997", "2007") is None  # 1997's own 43B3 is not 2007's
    assert table.corresponding("55C", "2017", "2007") == "55D"
    assert table.corresponding("55C", "2007", "2017") is None  # 2017's 55C is 2007's 55D
    assert table.corresponding("55A", "2007", "2017") == "55A"
    assert table.renumbered("2007", "2017") == {"55D": "55C"}


def test_a_table_renumbering_a_clause_twice_is_refused():
    rows = [Renumbering("2007", "55D", "2017", "55C"), Renumbering("2007", "55D", "2017", "55E")]
    assert check(rows) == [(1, "2007 55D is renumbered twice for 2017")]
    assert check([Renumbering("2017", "55C", "2007", "55D")]) == [(0, "2017 is not earlier than 2007")]
