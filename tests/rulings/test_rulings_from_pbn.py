"""Revoke facts read from PBN records are facts the engine accepts: the two modules share one contract."""

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from lawsite.rulings import facts_from_dict, rule, rule_board_revokes
from lawsite.rulings.pbn import BoardError, PBNError, read_boards
from lawsite.rulings.played_boards import revokes_in

BOARDS = {
    path.name: path.read_text(encoding="utf-8") for path in sorted((Path(__file__).parent / "data").glob("*.pbn"))
}


def played_boards(text):
    return [board for board in read_boards(text) if not isinstance(board, BoardError)]


def test_every_sample_board_gives_rulings_and_ruling_alone_or_by_board_agrees():
    ruled = 0
    for name, text in BOARDS.items():
        for board in played_boards(text):
            facts = [facts_from_dict(fact) for fact in revokes_in(board)]
            alone = [rule(f).to_dict() for f in facts]
            together = [r.to_dict() for r in rule_board_revokes(facts)]
            assert alone == together, name
            ruled += len(facts)
    assert ruled >= 8


@settings(max_examples=300)
@given(
    st.sampled_from(sorted(BOARDS)),
    st.integers(0, 4000),
    st.integers(0, 40),
    st.text(alphabet='SHDCAKQJT9872-*+^LR[]{};"%=!? \n', max_size=8),
)
def test_revoke_facts_of_a_damaged_board_are_always_ruled(name, start, length, insert):
    text = BOARDS[name]
    start %= len(text)
    try:
        boards = played_boards(text[:start] + insert + text[start + length :])
    except PBNError:
        raise AssertionError("read_boards reports bad games, it does not raise") from None
    for board in boards:
        try:
            facts = revokes_in(board)
        except PBNError:
            continue
        for fact in facts:
            ruling = rule(facts_from_dict(fact))
            assert ruling.tricks_transferred in (0, 1, 2)
