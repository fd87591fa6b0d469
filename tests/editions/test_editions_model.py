"""The Edition record and the managers: ``objects`` is the edition in force, ``all_editions`` every one."""

import pytest
from django.db import IntegrityError, transaction

from lawsite.laws.models import Chapter, Clause, ClauseText, Edition, Law

pytestmark = pytest.mark.usefixtures("two_editions")


def test_objects_answer_for_the_edition_in_force_and_all_editions_for_every_one():
    assert Law.objects.count() == 93 and Law.all_editions.count() == 186
    assert Law.objects.get(number=55).edition.code == "2017"
    assert {c.edition.code for c in Clause.all_editions.filter(clause_id="55B1")} == {"2007", "2017"}
    assert Clause.objects.get(clause_id="55B1").edition.code == "2017"
    # relations see every row of their own edition, whichever edition it is
    older = Law.all_editions.get(edition__code="2007", number=55)
    assert sorted(older.clauses.values_list("clause_id", flat=True)) == ["55", "55A", "55B", "55B1", "55C", "55D"]
    assert Edition.objects.get(code="2007").laws.count() == 93


def test_natural_keys_are_unique_within_an_edition_only():
    edition = Edition.objects.get(code="2007")
    with pytest.raises(IntegrityError), transaction.atomic():
        Law.all_editions.create(
            edition=edition, number=55, chapter=Chapter.all_editions.filter(edition=edition).first()
        )
    law = Law.all_editions.get(edition=edition, number=55)
    with pytest.raises(IntegrityError), transaction.atomic():
        Clause.all_editions.create(edition=edition, law=law, clause_id="55A", depth=1, position=0)


def test_only_one_edition_is_in_force():
    with pytest.raises(IntegrityError), transaction.atomic():
        Edition.objects.filter(code="2007").update(status=Edition.IN_FORCE)
    assert Edition.in_force().code == "2017"


def test_deleting_an_edition_takes_its_records_and_nothing_else():
    kept = list(ClauseText.objects.filter(clause__edition__code="2017").values_list("pk", flat=True))
    Edition.objects.get(code="2007").delete()
    assert not Law.all_editions.filter(edition__code="2007").exists()
    assert not ClauseText.objects.filter(clause__edition__code="2007").exists()
    assert list(ClauseText.objects.filter(clause__edition__code="2017").values_list("pk", flat=True)) == kept
