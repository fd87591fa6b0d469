"""Revoke facts read from PBN records are facts the engine accepts: the two modules share one contract."""

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from lawsite.rulings import facts_from_dict, rule, rule_board_revokes
from lawsite.rulings.pbn import PBNError, parse_pbn, revokes_in

BOARDS = {path.name: path.read_text(encoding="utf-8") for path in sorted((Path(__file__).parent / "data").glob("*.pbn"))}


def test_every_sample_board_gives_rulings_and_ruling_alone_or_by_board_agrees():
    assert BOARDS
    for name, text in BOARDS.items():
        facts = [facts_from_dict(fact) for fact in revokes_in(parse_pbn(text))]
        assert facts, name
        alone = [rule(f).to_dict() for f in facts]
        together = [r.to_dict() for r in rule_board_revokes(facts)]
        assert alone == together, name


@settings(max_examples=300)
@given(
    st.sampled_from(sorted(BOARDS)),
    st.integers(0, 2000),
    st.integers(0, 40),
    st.text(alphabet='SHDCAKQJT9872-*[]{};"%=+!? \n', max_size=8),
)
def test_revoke_facts_of_a_damaged_board_are_always_ruled(name, start, length, insert):
    text = BOARDS[name]
    start %= len(text)
    try:
        board = parse_pbn(text[:start] + insert + text[start + length :])
    except PBNError:
        return
    for fact in revokes_in(board):
        ruling = rule(facts_from_dict(fact))
        assert ruling.tricks_transferred in (0, 1, 2)
