"""Every reference in the seeds is stored as a link from its text to the right clause record."""

import pytest

from lawsite.laws.models import Reference

pytestmark = pytest.mark.usefixtures("content")


def stored(**source):
    refs = Reference.objects.filter(**source).order_by("start")
    return [(ref.matched_text, ref.target_id, ref.target_clause.clause_id, ref.status) for ref in refs]


def test_greek_commentary_on_law_43_links_every_reference():
    assert stored(source_commentary__slug="dummy-limitations", language="el") == [
        ("43Α3", "43A3", "43A3", "stub"),
        ("43Α2(γ)", "43A2(c)", "43A2(c)", "stub"),
        ("43Α", "43A", "43A", "stub"),
        ("43Β2(β)", "43B2(b)", "43B2(b)", "stub"),
        ("43Β3", "43B3", "43B3", "stub"),
        ("Α2", "43A2", "43A2", "stub"),
        ("Α2", "43A2", "43A2", "stub"),
        ("Α", "43A", "43A", "stub"),
        ("90", "90", "90", "stub"),
    ]


def test_english_commentary_on_law_43_reads_the_copyright_sign_as_c():
    assert stored(source_commentary__slug="dummy-limitations", language="en") == [
        ("43A3", "43A3", "43A3", "stub"),
        ("43A2©", "43A2(c)", "43A2(c)", "stub"),
        ("43A", "43A", "43A", "stub"),
        ("43B2(b)", "43B2(b)", "43B2(b)", "stub"),
        ("43B3", "43B3", "43B3", "stub"),
        ("A2", "43A2", "43A2", "stub"),
        ("A2", "43A2", "43A2", "stub"),
        ("A", "43A", "43A", "stub"),
        ("90", "90", "90", "stub"),
    ]


@pytest.mark.parametrize("language", ["en", "el"])
def test_law_55_links_53_47e1_55a_and_16_in_both_languages(language):
    refs = Reference.objects.filter(source_clause__law__number=55, language=language)
    by_source = sorted((ref.source_clause.clause_id, ref.target_id, ref.status) for ref in refs)
    assert by_source == [
        ("55A", "47E1", "stub"),
        ("55A", "53", "stub"),
        ("55B1", "55A", "resolved"),
        ("55B2", "55A", "resolved"),
        ("55C", "16", "stub"),
    ]


def test_polish_law_67_links_45e_58b_64a2_twice_and_50():
    refs = Reference.objects.filter(source_clause__law__number=67, language="pl").order_by("source_clause__position")
    assert [(ref.source_clause.clause_id, ref.target_id) for ref in refs] == [
        ("67A2", "45E"),
        ("67A2", "58B"),
        ("67B1(a)", "64A2"),
        ("67B1(b)", "64A2"),
        ("67B2(b)", "50"),
    ]
    assert {ref.status for ref in refs} == {"stub"}


def test_cited_stub_clauses_exist_with_their_ancestors():
    from lawsite.laws.models import Clause

    for clause_id in ("64", "64A", "64A2", "47E", "47E1", "43B2(b)"):
        clause = Clause.objects.get(clause_id=clause_id)
        assert not clause.texts.exists()
    assert Clause.objects.get(clause_id="64A2").parent.clause_id == "64A"
