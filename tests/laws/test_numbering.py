"""The sixth Greek numbering letter, written ΣΤ, στ or as the stigma Ϛ/ϛ, is the Latin F/f everywhere."""

import pytest

from lawsite.laws.numbering import GREEK_ORDER, ClauseId, greek_letter_to_latin, latin_to_greek

STIGMA, SMALL_STIGMA = "\u03da", "\u03db"


def test_the_stigma_characters_are_the_ones_meant():
    assert (STIGMA, SMALL_STIGMA) == ("Ϛ", "ϛ")


@pytest.mark.parametrize("letter", ["ΣΤ", "Στ", "στ", STIGMA, SMALL_STIGMA])
def test_every_form_of_the_sixth_letter_reads_as_f(letter):
    assert greek_letter_to_latin(letter) == "F"
    assert greek_letter_to_latin(letter, greek_text=False) == "F"


def test_the_stigma_sits_between_epsilon_and_zeta():
    sixth = GREEK_ORDER.index("ΣΤ")
    assert greek_letter_to_latin(GREEK_ORDER[sixth - 1]) == "E"
    assert greek_letter_to_latin(GREEK_ORDER[sixth + 1]) == "G"
    assert latin_to_greek("F") == "ΣΤ" and latin_to_greek("f") == "στ"  # written back in the digraph form


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        (f"12{STIGMA}1", "12F1"),
        (f"12{SMALL_STIGMA}1", "12F1"),
        (f"12{STIGMA}", "12F"),
        (f"12ΣΤ1({SMALL_STIGMA})", "12F1(f)"),
        (f"43Α2({SMALL_STIGMA})", "43A2(f)"),
        (f"43Α2{SMALL_STIGMA}", "43A2(f)"),
        (f"12{STIGMA}1({SMALL_STIGMA})(ii)", "12F1(f)(ii)"),
        (f"νόμο 12 {STIGMA} 1 ({SMALL_STIGMA})", "12F1(f)"),
    ],
)
def test_clause_ids_typed_with_the_stigma_parse_as_f(typed, canonical):
    assert str(ClauseId.parse_loose(typed)) == canonical


def test_the_stigma_and_the_digraph_give_the_same_clause():
    assert (
        ClauseId.parse_loose(f"12{STIGMA}1({SMALL_STIGMA})")
        == ClauseId.parse_loose("12ΣΤ1(στ)")
        == ClauseId(12, "F", 1, "f")
    )
