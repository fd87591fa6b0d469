"""Properties of the clause splitter on any text: no crash but SplitError, lines inside the text, stable."""

from hypothesis import given, settings
from hypothesis import strategies as st

from lawsite.laws.splitter import SplitError, split_law

#: Line pieces that make markers, near-markers, furniture and noise likely when glued together.
LINE_PIECES = [
    "A. ",
    "B. ",
    "C. ",
    "Α. ",
    "Β. ",
    "ΣΤ. ",
    "M. ",
    "N. ",
    "1. ",
    "2. ",
    "3. ",
    "12. ",
    "99. ",
    "(a) ",
    "(b) ",
    "(c) ",
    "(α) ",
    "(β) ",
    "(στ) ",
    "(i) ",
    "(ii) ",
    "(iv) ",
    "(z) ",
    "66. PRZEGLĄDANIE LEW ",
    "| ",
    "|  |",
    "Law 43B2(b)",
    "The player ",
    "Gracz ",
    "Ο παίκτης ",
    "  ",
    "\t",
    ".",
    "(",
    ")",
    "\u0301",
    "é",
]

lines = st.lists(st.sampled_from(LINE_PIECES) | st.text(max_size=6), max_size=6).map("".join)
texts = st.lists(lines, max_size=25).map("\n".join)
laws = st.integers(min_value=1, max_value=93)
offsets = st.integers(min_value=0, max_value=500)
WORDS = st.lists(
    st.sampled_from(["the", "player", "card", "trick", "gracz", "λεβέ", "κάρτα", "revoke"]), min_size=1, max_size=6
).map(" ".join)


def split_or_none(text, law, offset=0):
    try:
        return split_law(text, law, line_offset=offset)
    except SplitError as error:
        assert offset < error.line <= offset + max(1, len(text.splitlines()))
        return None


def summary(result):
    return [(str(c.clause_id), c.heading, c.text, c.line) for c in result.clauses], result.ignored


@settings(max_examples=400, deadline=None)
@given(texts, laws, offsets)
def test_no_crash_and_every_line_lies_inside_the_text(text, law, offset):
    result = split_or_none(text, law, offset)
    if result is None:
        return
    source = text.splitlines()
    ids = [c.clause_id for c in result.clauses]
    assert len(set(ids)) == len(ids)
    assert all(cid.law == law for cid in ids)
    assert [c.line for c in result.clauses] == sorted(c.line for c in result.clauses)
    for clause in result.clauses:
        assert offset + 1 <= clause.line <= offset + max(1, len(source))
        for kept in clause.lines:
            assert kept.strip() in text
    for line, ignored in result.ignored:
        assert source[line - offset - 1].rstrip() == ignored


@settings(max_examples=200, deadline=None)
@given(texts, laws, offsets)
def test_splitting_again_gives_the_same_clauses_shifted_by_the_offset(text, law, offset):
    first, again, shifted = split_or_none(text, law), split_or_none(text, law), split_or_none(text, law, offset)
    assert (first is None) == (again is None) == (shifted is None)
    if first is None:
        return
    assert summary(first) == summary(again)
    assert [(cid, h, t, line + offset) for cid, h, t, line in summary(first)[0]] == summary(shifted)[0]


sections = st.lists(
    st.tuples(WORDS, st.lists(st.tuples(WORDS, st.lists(WORDS, max_size=3)), max_size=4)), min_size=1, max_size=5
)


@settings(max_examples=200, deadline=None)
@given(sections, laws)
def test_a_well_numbered_law_splits_into_exactly_its_clauses_and_resplits_the_same(tree, law):
    lines, expected = [], [str(law)]
    for s, (heading, items) in enumerate(tree):
        letter = "ABCDEFGHIJKLM"[s]
        lines.append(f"{letter}. {heading}")
        expected.append(f"{law}{letter}")
        for i, (item_text, subs) in enumerate(items, start=1):
            lines.append(f"{i}. {item_text}")
            expected.append(f"{law}{letter}{i}")
            for k, sub_text in enumerate(subs):
                lines.append(f"({'abcdefghijklm'[k]}) {sub_text}")
                expected.append(f"{law}{letter}{i}({'abcdefghijklm'[k]})")
    text = "\n".join(lines)
    result = split_law(text, law)
    assert [str(c.clause_id) for c in result.clauses] == expected
    assert [c.heading for c in result.clauses if c.clause_id.depth == 1] == [heading for heading, _ in tree]

    rebuilt = []
    for clause in result.clauses[1:]:
        cid = clause.clause_id
        if cid.depth == 1:
            rebuilt.append(f"{cid.section}. {clause.heading}")
        elif cid.depth == 2:
            rebuilt.append(f"{cid.item}. {clause.text}")
        else:
            rebuilt.append(f"({cid.sub}) {clause.text}")
    assert summary(split_law("\n".join(rebuilt), law)) == summary(result)
