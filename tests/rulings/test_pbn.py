"""Reading played boards from PBN and turning their revokes into facts for the rules engine.

The three boards in data/ were built by hand: each trick's winner and each
revoke below was worked out at the table, not copied from the parser's output.
"""

from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from lawsite.rulings.pbn import PBNError, find_revokes, parse_pbn
from lawsite.rulings.played_boards import board_result, revokes_in
from lawsite.rulings.seats import lho, next_seat, other_side, partner, seats_from, side_of

DATA = Path(__file__).parent / "data"
DEFENDER_RUFFS = (DATA / "defender_ruffs_trick4.pbn").read_text()
DECLARER_DISCARDS = (DATA / "declarer_discards_trick9.pbn").read_text()
THREE_REVOKES = (DATA / "three_revokes_last_on_trick12.pbn").read_text()

MINIMAL = """[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]
[Contract "1NT"]
[Declarer "N"]
[Play "E"]
"""


def replace_line(text, old, new):
    """Edit one line of a test board so each error case starts from a known-good record."""
    assert old in text
    return text.replace(old, new, 1)


def line_of(text, fragment):
    return next(number for number, line in enumerate(text.splitlines(), 1) if fragment in line)


class TestSeats:
    def test_clockwise_order_and_partners(self):
        assert [next_seat("W", steps) for steps in range(4)] == ["W", "N", "E", "S"]
        assert seats_from("S") == ("S", "W", "N", "E")
        assert (partner("N"), partner("E"), lho("S")) == ("S", "W", "W")
        assert (side_of("W"), other_side("EW")) == ("EW", "NS")

    def test_unknown_seat_is_refused(self):
        with pytest.raises(ValueError, match="unknown seat 'X'"):
            partner("X")


class TestDefenderRuffsTrickFour:
    """4H by South: East ruffs a diamond on trick 4 while holding three, and wins the trick."""

    board = parse_pbn(DEFENDER_RUFFS)

    def test_tags_are_read(self):
        assert str(self.board.contract) == "4H"
        assert self.board.declarer == "S"
        assert self.board.dummy == "N"
        assert self.board.vulnerable == frozenset()
        assert self.board.result == 11
        assert self.board.dealer == "S"

    def test_deal_rotates_clockwise_from_the_first_seat(self):
        assert self.board.deal["N"][:4] == ["S8", "S5", "S2", "HA"]
        assert self.board.deal["W"][:4] == ["SK", "ST", "S7", "S4"]
        assert all(len(hand) == 13 for hand in self.board.deal.values())

    def test_play_columns_are_fixed_seats_not_play_order(self):
        second = self.board.tricks[1]
        assert second.leader == "S"
        assert list(second.cards.items()) == [("S", "H2"), ("W", "H3"), ("N", "HA"), ("E", "H4")]

    def test_trick_winners_follow_the_leads(self):
        assert self.board.trick_winners() == list("SNNESSSSSNNNW")
        assert self.board.declarer_tricks() == 11

    def test_ruff_by_the_revoker_wins_the_trick(self):
        fourth = self.board.tricks[3]
        assert fourth.suit_led == "D"
        assert fourth.cards["E"] == "H8"
        assert fourth.winner == "E"

    def test_revoke_fact(self):
        assert revokes_in(self.board) == [
            {
                "situation": "revoke",
                "declarer": "S",
                "offender": "E",
                "revoke_trick": 4,
                "trick_winners": list("SNNESSSSSNNNW"),
                "established": True,
                "faced_card": False,
                "subsequent_revoke_same_suit": False,
                "both_sides_revoked": False,
                "suit": "D",
            }
        ]

    def test_two_tricks_to_declarer_make_thirteen(self):
        result = board_result(self.board, 2, "NS")
        assert result["table"] == {"tricks": 11, "NS": 450, "EW": -450}
        assert result["adjusted"] == {"tricks": 13, "NS": 510, "EW": -510}


class TestDeclarerDiscardsOnTrickNine:
    """3NT by South, all vulnerable: South discards a spade on a heart lead holding H9 5; dummy wins 11-13."""

    board = parse_pbn(DECLARER_DISCARDS)

    def test_comments_notes_and_annotations_are_skipped(self):
        assert len(self.board.tricks) == 13
        assert self.board.tricks[10].cards["S"] == "S7"
        assert self.board.vulnerable == frozenset({"NS", "EW"})

    def test_trick_winners(self):
        assert self.board.trick_winners() == list("SSSSSNNNEENNN")

    def test_revoke_by_declarer(self):
        (revoke,) = find_revokes(self.board)
        assert (revoke.trick, revoke.offender, revoke.suit_led, revoke.card) == (9, "S", "H", "S4")
        (fact,) = revokes_in(self.board)
        assert fact["offender"] == fact["declarer"] == "S"
        assert fact["established"] is True
        assert fact["faced_card"] is False
        assert fact["trick_winners"][10:] == ["N", "N", "N"]

    def test_one_trick_to_the_defenders(self):
        result = board_result(self.board, 1, "EW")
        assert result["table"]["NS"] == 660
        assert result["adjusted"] == {"tricks": 10, "NS": 630, "EW": -630}


class TestThreeRevokes:
    """2SX by East: dummy revokes on trick 7, North on trick 10 and again in hearts on trick 12."""

    board = parse_pbn(THREE_REVOKES)

    def test_trick_winners_and_result(self):
        assert self.board.trick_winners() == list("SSWWWENESEEEE")
        assert self.board.declarer_tricks() == self.board.result == 9
        assert board_result(self.board)["table"] == {"tricks": 9, "EW": 570, "NS": -570}

    def test_each_revoke_as_a_fact(self):
        facts = revokes_in(self.board)
        assert [(f["offender"], f["revoke_trick"]) for f in facts] == [("W", 7), ("N", 10), ("N", 12)]
        assert [f["faced_card"] for f in facts] == [True, False, False]
        assert [f["subsequent_revoke_same_suit"] for f in facts] == [False, False, True]
        assert all(f["established"] and f["both_sides_revoked"] for f in facts)
        assert all(f["declarer"] == "E" for f in facts)

    def test_trick_twelve_revoke_is_not_established_when_the_record_stops_before_trick_thirteen(self):
        text = replace_line(THREE_REVOKES, "CK CQ HQ S9\n", "").replace('[Result "9"]\n', "")
        last = revokes_in(parse_pbn(text))[-1]
        assert last["revoke_trick"] == 12
        assert last["established"] is False
        assert last["both_sides_revoked"] is False
        assert len(last["trick_winners"]) == 12

    def test_a_claim_of_trick_thirteen_establishes_the_trick_twelve_revoke(self):
        board = parse_pbn(replace_line(THREE_REVOKES, "CK CQ HQ S9\n", ""))
        last = revokes_in(board)[-1]
        assert (last["established"], last["established_by"]) == (True, "claim")
        assert last["claimed_tricks"] == {"EW": 1, "NS": 0}
        assert board.declarer_tricks() == 9

    def test_partner_playing_to_the_next_trick_establishes_it(self):
        board = parse_pbn(replace_line(THREE_REVOKES, "CK CQ HQ S9", "CK - - -"))
        assert board.tricks[-1].winner is None
        assert revokes_in(board)[-1]["established"] is True

    def test_only_the_other_side_playing_on_does_not_establish_it(self):
        text = replace_line(THREE_REVOKES, "CK CQ HQ S9", "- - - S9").replace('[Result "9"]\n', "")
        assert revokes_in(parse_pbn(text))[-1]["established"] is False

    def test_with_a_result_the_record_ending_during_trick_thirteen_is_a_claim(self):
        board = parse_pbn(replace_line(THREE_REVOKES, "CK CQ HQ S9", "- - - S9"))
        assert revokes_in(board)[-1]["established_by"] == "claim"


class TestTolerance:
    def test_annotations_do_not_change_the_play(self):
        noisy = replace_line(DEFENDER_RUFFS, "D4 D2 H8 D3", "D4 D2 H8? =2= $4 ^R D3 {a comment}\n; a line comment")
        noisy = replace_line(noisy, "C3 C4 C2 CA", "c3 C4 c2 ca!")
        played = [(t.leader, t.cards, t.winner) for t in parse_pbn(noisy).tricks]
        assert played == [(t.leader, t.cards, t.winner) for t in parse_pbn(DEFENDER_RUFFS).tricks]

    def test_irregularity_marks_belong_to_the_card_after_them(self):
        board = parse_pbn(replace_line(DEFENDER_RUFFS, "D4 D2 H8 D3", "D4 D2 ^R H8 D3"))
        assert board.tricks[3].marked_revokes == {"E"}

    def test_plus_holds_the_place_of_the_next_card_and_marks_the_play_unfinished(self):
        text = DEFENDER_RUFFS.split("C3 C4 C2 CA")[0] + "+ - C2 CA\n"  # East led, South played, West to play
        board = parse_pbn(text)
        assert board.play_unfinished is True
        assert board.tricks[-1].cards == {"E": "C2", "S": "CA"}
        assert board.tricks[-1].leader == "E"

    def test_board_without_play(self):
        board = parse_pbn(MINIMAL.replace('[Play "E"]\n', ""))
        assert board.tricks == [] and revokes_in(board) == []

    def test_ten_written_as_10(self):
        board = parse_pbn(MINIMAL.replace("T987.JT9", "10987.J109"))
        assert board.deal["E"][:2] == ["ST", "S9"]

    def test_passed_out_board(self):
        board = parse_pbn(MINIMAL.replace("1NT", "Pass").replace('[Play "E"]\n', ""))
        assert board.contract is None and revokes_in(board) == []


class TestErrors:
    @pytest.mark.parametrize(
        ("old", "new", "message"),
        [
            ("852.AKT.Q62.KQJ4", "852.AKT.Q62.KQJ", "the hand of N has 12 cards, not 13"),
            ("852.AKT.Q62.KQJ4", "852.AKT.Q62.KQJ3", "card C3 is dealt to both N and W"),
            ("852.AKT.Q62.KQJ4", "852.AKT.Q62.KQJX", "'X', which is not a rank"),
            ("852.AKT.Q62.KQJ4", "852.AKT.Q62KQJ4", "the hand of N has 3 suits"),
            ('"N:852', '"X:852', "Deal must start with a seat"),
            ('"4H"', '"4Z"', "not a contract: '4Z'"),
            ('"None"', '"Some"', "not a vulnerability"),
            ('[Result "11"]', '[Result "14"]', "Result must be a number of tricks"),
            ('[Declarer "S"]', '[Declarer "Q"]', "Declarer must be one of N, E, S, W"),
        ],
    )
    def test_bad_tag_values_name_the_tag_line(self, old, new, message):
        text = replace_line(DEFENDER_RUFFS, old, new)
        with pytest.raises(PBNError, match=message) as caught:
            parse_pbn(text)
        assert caught.value.line == line_of(text, new)

    @pytest.mark.parametrize(
        ("old", "new", "message"),
        [
            ("C3 C4 C2 CA", "C3 C4 C2 CK", "S plays CK to trick 5, but it is not in that hand"),
            ("C3 C4 C2 CA", "C3 C4 C2 SA", "S plays SA to trick 5, but it was already played"),
            ("C3 C4 C2 CA", "C3 C4 C2 ZZ", "'ZZ' in the play section is not a card"),
            ("C3 C4 C2 CA", "C3 C4 - CA\nC9 CQ C8 D8", "has cards after incomplete trick 5"),
        ],
    )
    def test_bad_play_names_the_card_line(self, old, new, message):
        text = replace_line(DEFENDER_RUFFS, old, new)
        with pytest.raises(PBNError, match=message) as caught:
            parse_pbn(text)
        assert caught.value.line == line_of(text, new.splitlines()[-1])

    def test_missing_deal(self):
        with pytest.raises(PBNError, match=r"no \[Deal\] tag") as caught:
            parse_pbn('[Contract "3NT"]\n')
        assert caught.value.line is None

    def test_second_board_in_the_text(self):
        with pytest.raises(PBNError, match="holds 2 games; parse_pbn reads one at a time") as caught:
            parse_pbn(MINIMAL + MINIMAL)
        assert caught.value.line == 5

    def test_contract_without_declarer(self):
        with pytest.raises(PBNError, match="no \\[Declarer\\] tag") as caught:
            parse_pbn(MINIMAL.replace('[Declarer "N"]\n', ""))
        assert caught.value.line == 2

    def test_play_needs_a_contract(self):
        with pytest.raises(PBNError, match="no \\[Contract\\] tag and no \\[Auction\\]"):
            parse_pbn(MINIMAL.replace('[Contract "1NT"]\n', "") + "D2 DA D9 D8\n")

    def test_more_than_thirteen_tricks(self):
        with pytest.raises(PBNError, match="more than 13 tricks"):
            parse_pbn(DEFENDER_RUFFS.replace("*", "SA SK SQ SJ\n*"))

    def test_unclosed_comment(self):
        with pytest.raises(PBNError, match="never closed") as caught:
            parse_pbn(MINIMAL + "{ forgot to close\n")
        assert caught.value.line == 5

    def test_message_carries_the_line(self):
        with pytest.raises(PBNError, match=r"^line 3: "):
            parse_pbn(MINIMAL.replace('"N"', '"north"'))

    def test_result_beyond_the_tricks_left_after_a_claim_is_refused_by_the_reader(self):
        """Found by Hypothesis: trick 11 lost its first three cards, so 12 tricks are played and E won 7 of them;
        [Result "9"] would need 2 of the 1 trick left. Refused on the Result line, not later by revokes_in."""
        damaged = THREE_REVOKES[:310] + THREE_REVOKES[322:]
        assert "SJ DQ CJ HJ" in damaged
        with pytest.raises(PBNError) as caught:
            parse_pbn(damaged)
        assert caught.value.message == (
            '[Result "9"] gives declarer\'s side 9 tricks, but it won 7 of the 12 tricks played and 1 remain'
        )
        assert caught.value.line == line_of(damaged, "[Result")

    @pytest.mark.parametrize("result", ["6", "EW 6", "NS 7"])
    def test_result_below_the_tricks_won_before_a_claim_is_refused(self, result):
        text = replace_line(THREE_REVOKES, "CK CQ HQ S9\n", "").replace('[Result "9"]', f'[Result "{result}"]')
        with pytest.raises(PBNError, match="gives declarer's side 6 tricks, but it won 8 of the 12 tricks played"):
            parse_pbn(text)

    @pytest.mark.parametrize("row", ["- - - S9", "CK - HQ S9"])
    def test_result_leaving_no_trick_to_the_only_side_that_can_win_the_trick_in_progress(self, row):
        """E leads the last trump to trick 13: only E can win it, so EW cannot have won 8 tricks in all."""
        text = replace_line(THREE_REVOKES, "CK CQ HQ S9", row).replace('[Result "9"]', '[Result "8"]')
        with pytest.raises(PBNError, match=r"leaves no trick to the side of E, but only E can win trick 13") as caught:
            parse_pbn(text)
        assert caught.value.line == line_of(text, "[Result")

    @pytest.mark.parametrize(
        ("row", "result"), [("- - - S9", "9"), ("CK - - -", "8"), ("CK - - -", "9"), ("- - - S9", "^8")]
    )
    def test_a_claim_the_play_allows_is_read_and_its_revokes_found(self, row, result):
        """The lead not recorded (any seat may win the trick), or the Result disputed ('^'), is no contradiction."""
        text = replace_line(THREE_REVOKES, "CK CQ HQ S9", row).replace('[Result "9"]', f'[Result "{result}"]')
        board = parse_pbn(text)
        assert [fact["revoke_trick"] for fact in revokes_in(board)] == [7, 10, 12]


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_any_text_is_a_board_or_a_pbn_error(text):
    """Odd input must never escape as another exception: users paste PBN by hand."""
    try:
        parse_pbn(text)
    except PBNError as error:
        assert error.message


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from([DEFENDER_RUFFS, DECLARER_DISCARDS, THREE_REVOKES]),
    st.integers(0, 2000),
    st.integers(0, 40),
    st.text(alphabet='SHDCAKQJT9872-*[]{};"%=+!? \n', max_size=8),
)
@example(text=THREE_REVOKES, start=310, length=12, insert="")
def test_damaged_board_is_a_board_or_a_pbn_error(text, start, length, insert):
    """Near-valid records reach the deep checks that random text never gets to."""
    start %= len(text)
    damaged = text[:start] + insert + text[start + length :]
    try:
        board = parse_pbn(damaged)
    except PBNError as error:
        assert error.message
    else:
        for fact in revokes_in(board):
            assert fact["revoke_trick"] <= len(board.tricks)
