"""The public diff page on hostile revisions: every diff works within a fixed budget of matcher steps,
falls back to whole lines beyond it, and a save refuses a text over the length limit."""

import difflib
import html
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsite.editor import diffing, revisions
from lawsite.editor.forms import MAX_TEXT_CHARS
from lawsite.editor.models import Revision
from lawsite.laws.models import ClauseText

COARSE = "The texts differ too much to compare word by word"
URL_55B1_EN = "/en/editor/clause/55B1/en/"


def one_line(size: int, seed: int) -> str:
    """About ``size`` characters of words on one line, as a hostile revision would be."""
    rng = random.Random(seed)
    words = []
    while sum(map(len, words)) + len(words) < size:
        words.append(rng.choice(["trick", "lead", "revoke", "claim", "card", "a", "the", "of"]))
    return " ".join(words)


def lines(size: int, seeds) -> str:
    return "\n".join(one_line(size, seed) for seed in seeds)


HOSTILE = (one_line(40_000, 1), one_line(40_000, 2))


class CountingList(list):
    def __iter__(self):
        for item in super().__iter__():
            CountingMatcher.steps += 1
            yield item


class CountingMatcher(diffing.BoundedMatcher):
    """Counts the candidate matches the longest-match searches really look at."""

    steps = 0

    def __init__(self, a, b, budget):
        super().__init__(a, b, budget)
        self.b2j = {key: CountingList(places) for key, places in self.b2j.items()}


@pytest.fixture
def counting(monkeypatch):
    CountingMatcher.steps = 0
    monkeypatch.setattr(diffing, "BoundedMatcher", CountingMatcher)
    return CountingMatcher


def test_hostile_revisions_fall_back_to_whole_lines_within_the_budget(counting):
    budget = diffing.Budget()
    result = diffing.diff("", HOSTILE[0], "", HOSTILE[1], budget)
    assert result.coarse and budget.ran_out
    assert [(line.kind, [(s.op, s.text) for s in line.segments]) for line in result.lines] == [
        (diffing.CHANGED, [("del", HOSTILE[0]), ("ins", HOSTILE[1])])
    ]
    assert counting.steps <= budget.spent <= diffing.WORK_BUDGET


@pytest.mark.parametrize(
    "old, new, coarse",
    [
        ("Law 16 applies.\nSecond line.", "Law 16 applies at once.\nSecond line.\nThird.", False),
        (one_line(3_000, 3), one_line(3_000, 4), True),
        (lines(200, range(60)), lines(200, range(1, 61)), False),  # one line inserted, one removed
        (lines(1000, range(19)), lines(1000, range(10_000, 10_019)), True),  # 19 KB, every line rewritten
        ("a\n" * 1_000, "a\n" * 999 + "b\n", False),
        ("a\n" * 5_000, "a\n" * 4_999 + "b\n", True),
    ],
)
def test_the_steps_taken_never_exceed_what_was_charged(counting, old, new, coarse):
    budget = diffing.Budget()
    assert diffing.diff("Heading", old, "A heading", new, budget).coarse == coarse
    assert counting.steps <= budget.spent <= diffing.WORK_BUDGET
    assert counting.steps > 0 or coarse


def test_a_small_budget_makes_an_ordinary_diff_coarse_and_a_large_one_does_not():
    old, new = "Law 16 applies.\nSecond line.", "Law 16 applies at once.\nSecond line."
    assert not diffing.diff("", old, "", new).coarse
    tight = diffing.diff("", old, "", new, diffing.Budget(steps=10))
    assert tight.coarse
    assert [(line.kind, [(s.op, s.text) for s in line.segments]) for line in tight.lines][0] == (
        diffing.CHANGED,
        [("del", "Law 16 applies."), ("ins", "Law 16 applies at once.")],
    )


def reference_diff(old: str, new: str) -> list[tuple]:
    """The diff as it was before the budget: difflib unbounded, lines then words."""
    a, b = old.splitlines(), new.splitlines()
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            out += [(diffing.SAME, a[i]) for i in range(i1, i2)]
            continue
        paired = min(i2 - i1, j2 - j1) if op == "replace" else 0
        for k in range(paired):
            words_a, words_b = diffing._words(a[i1 + k]), diffing._words(b[j1 + k])
            matcher = difflib.SequenceMatcher(None, words_a, words_b, autojunk=False)
            out.append((diffing.CHANGED, tuple((o, x1, x2, y1, y2) for o, x1, x2, y1, y2 in matcher.get_opcodes())))
        out += [(diffing.REMOVED, a[i]) for i in range(i1 + paired, i2)]
        out += [(diffing.ADDED, b[j]) for j in range(j1 + paired, j2)]
    return out


texts = st.lists(
    st.lists(st.sampled_from(["bid", "pass", "call", "Law", "16", "", " "]), max_size=12).map(" ".join), max_size=6
).map("\n".join)


@settings(max_examples=150, deadline=None)
@given(old=texts, new=texts, steps=st.integers(min_value=0, max_value=400))
def test_coarse_or_not_the_diff_keeps_both_texts_and_within_budget_is_difflibs(old, new, steps):
    budget = diffing.Budget(steps=steps)
    lines = diffing.diff_lines(old, new, budget)
    kept_old = [("".join(s.text for s in line.segments if s.op != "ins"), line.old_number) for line in lines]
    kept_new = [("".join(s.text for s in line.segments if s.op != "del"), line.new_number) for line in lines]
    assert [(text, n) for text, n in kept_old if n is not None] == [(t, i + 1) for i, t in enumerate(old.splitlines())]
    assert [(text, n) for text, n in kept_new if n is not None] == [(t, i + 1) for i, t in enumerate(new.splitlines())]
    assert budget.spent <= steps
    if not budget.ran_out:
        assert [line.kind for line in lines] == [kind for kind, _ in reference_diff(old, new)]
        assert diffing.diff_lines(old, new) == lines


def _long_revisions(editor):
    """Two ~40 KB one-line revisions of 55B1, written straight into the database as an attacker's would be."""
    target = revisions.clause_target("55B1", "en")
    first = revisions.sync(target)
    for number, text in enumerate(HOSTILE, start=first.number + 1):
        Revision.objects.create(
            kind="clause",
            key="55B1",
            language="en",
            law_number=55,
            edition=target.edition.code,
            number=number,
            heading="",
            text=text,
            author=editor,
        )
    return first.number + 1, first.number + 2


@pytest.mark.usefixtures("content")
@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_the_public_diff_page_answers_two_hostile_revisions_coarsely(client, editor, counting, language):
    a, b = _long_revisions(editor)
    response = client.get(f"/{language}/editor/history/clause/55B1/en/diff/?a={a}&b={b}")
    assert response.status_code == 200
    page = html.unescape(response.content.decode())
    message = {
        "en": COARSE,
        "el": "Τα κείμενα διαφέρουν πάρα πολύ για να συγκριθούν λέξη προς λέξη",
        "pl": "Teksty różnią się zbyt mocno, by porównać je słowo po słowie",
    }[language]
    assert message in page
    assert f"<del>{HOSTILE[0]}</del><ins>{HOSTILE[1]}</ins>" in page
    assert counting.steps <= diffing.WORK_BUDGET


@pytest.mark.usefixtures("content")
def test_an_ordinary_diff_page_has_no_fallback_message(client, editor_client):
    data = {"heading": "", "text": "Law 16 applies at once.", "based_on": 1, "action": "save"}
    editor_client.get(URL_55B1_EN)
    assert editor_client.post(URL_55B1_EN, data).status_code == 302
    page = client.get("/en/editor/history/clause/55B1/en/diff/?a=1&b=2").content.decode()
    assert "<ins>" in page and COARSE not in page


@pytest.mark.usefixtures("content")
@pytest.mark.parametrize(
    "language, error",
    [("en", "at most 50000 characters (it has 50001)"), ("pl", "co najwyżej 50000 znaków (obecnie ma 50001)")],
)
def test_a_text_over_the_limit_is_refused_with_a_clear_error(editor_client, language, error):
    url = f"/{language}/editor/clause/55B1/en/"
    before = ClauseText.objects.get(clause__clause_id="55B1", language="en").text
    editor_client.get(url)
    text = one_line(MAX_TEXT_CHARS + 1, 5)[: MAX_TEXT_CHARS + 1]
    response = editor_client.post(url, {"heading": "", "text": text, "based_on": 1, "action": "save"})
    assert response.status_code == 200
    errors = response.context["form"].errors["text"]
    assert any(error in message for message in errors), errors
    assert error in response.content.decode()
    assert ClauseText.objects.get(clause__clause_id="55B1", language="en").text == before
    assert not revisions.clause_target("55B1", "en").history().edits().exists()


@pytest.mark.usefixtures("content")
def test_a_pasted_law_over_the_limit_is_refused(editor_client):
    response = editor_client.post(
        "/en/editor/law/55/paste/", {"language": "en", "text": "A. " + "x" * MAX_TEXT_CHARS, "action": "split"}
    )
    assert response.status_code == 200
    assert f"at most {MAX_TEXT_CHARS} characters" in response.content.decode()
    assert response.context["review"] is None
