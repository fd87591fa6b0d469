"""Played boards from PBN files: claims, trick 12, many games per file, inheritance and the forms real files use.

Every board in data/ was built by hand from one deal (North AKQ2.K32.K32.432, East
JT9.AQJT.QJT.K65, South 876.987.A987.AQJ, West 543.654.654.T987); the trick winners,
revokes, transfers and scores asserted here were worked out at the table, not copied
from the reader's output.
"""

import io
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsite.rulings import FactsError, facts_from_dict
from lawsite.rulings.pbn import BoardError, PBNError, board_to_pbn, inherit, read_boards, read_games
from lawsite.rulings.played_boards import NOTES, file_dict, game_distinctions, rule_board, rule_text, run

DATA = Path(__file__).parent / "data"


def text(name):
    return (DATA / name).read_text(encoding="utf-8")


def only_board(source):
    (result,) = rule_text(source)
    assert not isinstance(result, BoardError), result
    return result


def note_keys(result):
    return [note.key for note in result.notes]


def step_keys(revoke):
    return [step["key"] for step in revoke.alternatives[0].ruling["steps"]]


class TestClaimGivesTheLaterTrick:
    """4S by North: East ruffs trick 4 holding diamonds; play stops after trick 7, North-South take 5 of 6."""

    result = only_board(text("claim_gives_the_later_trick.pbn"))

    def test_the_claim_is_read_from_the_result(self):
        assert self.result.record.winners == list("EESESNN")
        assert self.result.record.claimed == {"NS": 5, "EW": 1}
        assert self.result.tricks_table == 9

    def test_the_conceded_trick_is_64A1s_later_trick_two_tricks_move(self):
        (revoke,) = self.result.revokes
        assert (revoke.revoke.trick, revoke.revoke.offender, revoke.revoke.card) == (4, "E", "S9")
        assert (revoke.established, revoke.established_by) == (True, "play")
        assert (revoke.tricks_transferred, revoke.transferred_to) == (2, "NS")
        assert revoke.alternatives[0].ruling["laws"] == ["63A1", "64A1"]
        assert "revoke.won_by_offender_and_claimed_trick" in step_keys(revoke)

    def test_scores_down_one_at_the_table_and_eleven_tricks_adjusted(self):
        assert (self.result.score_table, self.result.tricks_adjusted, self.result.score_adjusted) == (-50, 11, 450)

    def test_when_declarer_claims_all_the_rest_only_the_revoke_trick_moves(self):
        result = only_board(text("claim_gives_the_later_trick.pbn").replace('[Result "9"]', '[Result "10"]'))
        (revoke,) = result.revokes
        assert result.record.claimed == {"NS": 6, "EW": 0}
        assert (revoke.tricks_transferred, step_keys(revoke)[1]) == (1, "revoke.won_by_offender")
        assert (result.tricks_table, result.tricks_adjusted, result.score_adjusted) == (10, 11, 450)


class TestRevokeThenClaim:
    """4S by North: West discards a heart on trick 7 holding four clubs; North claims at once, conceding two."""

    source = text("revoke_then_claim.pbn")

    def test_the_claim_establishes_the_revoke(self):
        (revoke,) = only_board(self.source).revokes
        assert (revoke.established, revoke.established_by) == (True, "claim")
        ruling = revoke.alternatives[0].ruling
        assert ruling["laws"] == ["63A3", "64A2"]
        assert step_keys(revoke)[:2] == ["revoke.established_by_claim", "revoke.offending_side_won_claimed_trick"]
        assert ruling["revoke_must_be_corrected"] is False

    def test_one_trick_moves_for_the_claimed_tricks_of_the_offending_side(self):
        result = only_board(self.source)
        assert (result.tricks_transferred, result.transferred_to) == (1, "NS")
        assert (result.tricks_table, result.score_table, result.tricks_adjusted, result.score_adjusted) == (
            9,
            -50,
            10,
            420,
        )

    def test_without_a_result_the_record_just_stops_the_revoke_is_corrected_and_no_adjusted_score(self):
        result = only_board(self.source.replace('[Result "9"]\n', ""))
        (revoke,) = result.revokes
        assert (revoke.established, revoke.revoke_must_be_corrected) == (False, True)
        assert result.tricks_table is None and result.tricks_adjusted is None and result.score_adjusted is None
        assert {"board.result_unknown", "board.revoke_corrected"} <= set(note_keys(result))


class TestRevokeOnTheTrickInProgressAtTheClaim:
    """West ruffs North's club lead on trick 7 with S5 holding clubs; South, still to play, holds S8: then a claim."""

    source = text("revoke_then_claim.pbn").replace("C5 CQ H6 C2", "C5 - S5 C2")

    def test_who_won_the_unfinished_trick_decides_between_two_tricks_and_one(self):
        result = only_board(self.source)
        (revoke,) = result.revokes
        assert revoke.established_by == "claim"
        assert not revoke.known
        conditions = [[c.params["seat"] for c in a.conditions] for a in revoke.alternatives]
        assert conditions == [["S"], ["W"]]  # East's C5 is beaten by West's trump; North's C2 cannot win
        by_seat = {a.conditions[0].params["seat"]: a.ruling for a in revoke.alternatives}
        assert (by_seat["W"]["tricks_transferred"], by_seat["W"]["laws"]) == (2, ["63A3", "64A1"])
        assert (by_seat["S"]["tricks_transferred"], by_seat["S"]["laws"]) == (1, ["63A3", "64A2"])
        assert revoke.tricks_transferred is None
        assert [note.key for note in revoke.to_consider] == ["board.in_progress_winner_unknown"]

    def test_no_adjusted_score_is_given_when_it_cannot_be_known(self):
        result = only_board(self.source)
        assert (result.tricks_table, result.score_table) == (9, -50)
        assert result.tricks_adjusted is None and result.score_adjusted is None
        assert "board.adjusted_unknown" in note_keys(result)

    def test_when_every_possibility_moves_one_trick_the_adjusted_score_is_given(self):
        result = only_board(self.source.replace('[Result "9"]', '[Result "10"]'))
        (revoke,) = result.revokes
        assert not revoke.known and len(revoke.alternatives) == 2
        assert (revoke.tricks_transferred, revoke.transferred_to) == (1, "NS")
        assert (result.tricks_adjusted, result.score_adjusted) == (11, 450)

    def test_a_result_larger_than_the_tricks_left_is_refused_with_its_line(self):
        (error,) = rule_text(self.source.replace('[Result "9"]', '[Result "12"]'))
        assert isinstance(error, BoardError)
        assert error.message == (
            'board 1: line 13: [Result "12"] gives declarer\'s side 12 tricks, but it won 4 of the 6 tricks '
            "played and 7 remain"
        )


class TestUnrecordedTricks:
    def test_a_record_stopping_without_result_lists_the_unrecorded_tricks_to_consider(self):
        source = text("claim_gives_the_later_trick.pbn").replace('[Result "9"]\n', "")
        (revoke,) = only_board(source).revokes
        assert not revoke.known
        assert [note.key for note in revoke.to_consider] == ["board.unrecorded_tricks"]
        assert [a.ruling["tricks_transferred"] for a in revoke.alternatives] == [1, 2]
        assert revoke.alternatives[1].conditions[0].params == {"first": 8, "side": "EW"}


class TestRevokeOnTrickTwelve:
    """3NT by South, all vulnerable: East discards DJ on trick 12 holding C6; trick 13 is played."""

    result = only_board(text("revoke_on_trick12.pbn"))

    def test_the_revoke_is_established_but_corrected_under_62D(self):
        (revoke,) = self.result.revokes
        ruling = revoke.alternatives[0].ruling
        assert (revoke.revoke.trick, revoke.revoke.offender, revoke.established) == (12, "E", True)
        assert ruling["revoke_must_be_corrected"] is True
        assert "62D1" in ruling["laws"] and "64B6" in ruling["laws"]
        assert "62D2" in ruling["laws_to_consider"]

    def test_the_last_tricks_are_replayed_and_no_adjusted_score_is_given(self):
        assert (self.result.tricks_table, self.result.score_table) == (10, 630)
        assert self.result.tricks_adjusted is None and self.result.score_adjusted is None
        assert "board.twelfth_trick_replayed" in note_keys(self.result)

    def test_the_three_revoke_board_ending_on_trick_twelve_has_no_adjusted_score_either(self):
        result = only_board(text("three_revokes_last_on_trick12.pbn"))
        assert (result.tricks_table, result.score_table) == (9, 570)
        assert result.score_adjusted is None


class TestManyGamesInOneFile:
    results = rule_text(text("session_one_bad_game.pbn"))

    def test_every_game_is_read_and_the_header_is_not_a_board(self):
        assert [r.board if isinstance(r, BoardError) else r.board.board for r in self.results] == ["1", "1", "2", "4"]

    def test_the_bad_game_has_its_own_message_and_the_others_are_ruled(self):
        bad = self.results[2]
        assert isinstance(bad, BoardError)
        assert bad.message == "board 2: line 31: the hand of N has 12 cards, not 13"
        assert [r.tricks_adjusted for r in self.results if not isinstance(r, BoardError)] == [11, 10, None]

    def test_the_second_table_takes_the_deal_dealer_and_vulnerability_of_the_first(self):
        second = self.results[1]
        assert second.board.deal == self.results[0].board.deal
        assert (second.board.dealer, second.board.vulnerable) == ("N", frozenset())
        assert (second.board.notes[0].key, second.board.notes[0].params) == (
            "board.deal_from_previous_game",
            {"line": 9},
        )
        assert second.score_table == 430

    def test_header_values_and_hash_reach_later_games(self):
        games = inherit(read_games(text("session_one_bad_game.pbn")))
        assert {g.tags["Site"].value for g in games} == {"Athens"}
        assert games[-1].tags["Event"].value == "lawsite test session"

    def test_a_hash_deal_repeats_the_previous_games_deal(self):
        source = text("session_one_bad_game.pbn").replace(
            '[Board "1"]\n[Declarer "S"]', '[Board "1"]\n[Deal "#"]\n[Declarer "S"]'
        )
        second = rule_text(source)[1]
        assert second.board.deal == rule_text(source)[0].board.deal
        assert "board.deal_from_previous_game" in note_keys(second)

    def test_games_without_blank_lines_between_them_are_still_separate(self):
        first = text("claim_gives_the_later_trick.pbn")
        second = text("revoke_on_trick12.pbn")
        results = rule_text(first + second)
        assert [r.board.board for r in results] == ["1", "4"]

    def test_a_comment_never_closed_loses_only_its_own_game(self):
        source = text("pbn21_values.pbn").replace('[Board "2"]', '{ never closed\n[Board "2"]', 1)
        results = rule_text(source)
        broken = [r for r in results if isinstance(r, BoardError)]
        assert "never closed" in broken[0].message
        assert [r.board.board for r in results if not isinstance(r, BoardError)] == ["1", "3", "4", "5"]

    def test_a_different_board_without_deal_does_not_take_another_boards_deal(self):
        source = text("session_one_bad_game.pbn").replace('[Board "1"]\n[Declarer "S"]', '[Board "3"]\n[Declarer "S"]')
        results = rule_text(source)
        assert results[1].board.board == "3"
        assert all(hand is None for hand in results[1].board.deal.values())


class TestFormsRealFilesUse:
    def test_vulnerability_spellings(self):
        scores = [r.score_table for r in rule_text(text("vulnerability_spellings.pbn"))]
        # N-S, E-W, "NS ", Both, All, Love, -, none, ns, "?" on board 10 (Law 2: All), "?" without a board number
        assert scores == [630, 430, 630, 630, 630, 430, 430, 430, 630, 630, None]

    def test_unknown_vulnerability_says_why_there_is_no_score(self):
        last = rule_text(text("vulnerability_spellings.pbn"))[-1]
        assert "board.vulnerability_unknown" in note_keys(last)

    def test_result_by_side_declarer_swapped_question_marks_and_partial_deals(self):
        results = rule_text(text("pbn21_values.pbn"))
        assert [r.tricks_table for r in results[:3]] == [10, 10, 10]
        swapped = results[3]
        assert (swapped.board.declarer, swapped.board.dummy) == ("N", "S")
        assert "board.declarer_swapped" in note_keys(swapped)
        unknown = results[4]
        assert (unknown.board.dealer, unknown.board.contract, unknown.board.declarer, unknown.score_table) == (
            None,
            None,
            None,
            None,
        )
        assert {"board.partial_deal", "board.contract_unknown"} <= set(note_keys(unknown))
        assert unknown.board.deal["N"] is None and len(unknown.board.deal["E"]) == 13
        assert isinstance(results[5], BoardError)
        assert "does not give all four hands (not N, S): the play cannot be followed" in results[5].message

    def test_play_without_contract_takes_it_from_the_auction(self):
        first, second = rule_text(text("bbo_without_contract.pbn"))
        assert (str(first.board.contract), first.board.declarer) == ("4S", "N")
        assert "board.contract_from_auction" in note_keys(first)
        assert (first.tricks_adjusted, first.score_adjusted) == (11, 450)
        assert isinstance(second, BoardError)
        assert "no [Contract] tag and no [Auction] to find it from: the trump suit is not known" in second.message

    def test_auction_annotations_lose_nothing(self):
        first, second = rule_text(text("auction_annotations.pbn"))
        assert (str(first.board.contract), first.score_table) == ("4S", 420)
        assert (str(second.board.contract), second.board.declarer, second.score_table) == ("4S", "N", 420)

    def test_an_unfinished_auction_without_contract_is_said_so(self):
        source = text("bbo_without_contract.pbn").replace("4S Pass Pass Pass", "4S Pass *")
        first = rule_text(source)[0]
        assert isinstance(first, BoardError)
        assert "the auction does not give it" in first.message and "not finished" in first.message

    def test_a_lead_out_of_turn_marked_in_the_play_changes_the_leader(self):
        source = text("claim_gives_the_later_trick.pbn").replace("C5 CQ C7 C2", "C5 CQ ^L C7 C2")
        board = only_board(source).board
        assert (board.tricks[4].leader, board.tricks[4].lead_out_of_turn) == ("W", True)
        assert ("board.lead_out_of_turn", {"trick": 5, "seat": "W"}) in [(n.key, n.params) for n in board.notes]

    def test_a_board_written_back_reads_the_same(self):
        for result in rule_text(text("session_one_bad_game.pbn")):
            if isinstance(result, BoardError):
                continue
            again = only_board(board_to_pbn(result.board))
            assert again.to_dict()["revokes"] == result.to_dict()["revokes"]
            assert (again.tricks_table, again.score_table) == (result.tricks_table, result.score_table)


def test_every_note_key_has_english_text_with_its_params():
    results = [r for name in sorted(DATA.glob("*.pbn")) for r in rule_text(name.read_text(encoding="utf-8"))]
    seen = set()
    for result in results:
        if isinstance(result, BoardError):
            continue
        for note in result.notes + [n for r in result.revokes for n in r.to_consider]:
            seen.add(note.key)
            NOTES[note.key].format(**note.params)
    assert len(seen) >= 10


class TestClaimedTricksFacts:
    base = {
        "situation": "revoke",
        "declarer": "N",
        "offender": "E",
        "revoke_trick": 4,
        "trick_winners": list("EESE"),
        "established": True,
        "claimed_tricks": {"NS": 8, "EW": 1},
    }

    def test_accepted(self):
        assert facts_from_dict(self.base).claimed_tricks == {"NS": 8, "EW": 1}

    @pytest.mark.parametrize(
        ("change", "field"),
        [
            ({"claimed_tricks": {"NS": 8}}, "claimed_tricks"),
            ({"claimed_tricks": {"NS": 8, "EW": 1, "N": 0}}, "claimed_tricks.N"),
            ({"claimed_tricks": {"NS": True, "EW": 1}}, "claimed_tricks.NS"),
            ({"claimed_tricks": [8, 1]}, "claimed_tricks"),
            ({"established": False}, "established"),
            ({"revoke_trick": 5, "trick_winners": list("EESE")}, "revoke_trick"),
        ],
    )
    def test_contradictions_name_the_field(self, change, field):
        with pytest.raises(FactsError) as caught:
            facts_from_dict({**self.base, **change})
        assert caught.value.field == field


def call(argv, stdin=b""):
    out, err = io.StringIO(), io.StringIO()
    code = run(argv, io.BytesIO(stdin), out, err)
    return code, out.getvalue(), err.getvalue()


class TestCommandLine:
    def test_a_file_gives_one_object_per_board_in_order(self):
        code, out, err = call([str(DATA / "session_one_bad_game.pbn")])
        assert (code, err) == (0, "")
        boards = json.loads(out)["boards"]
        assert [b["board"] for b in boards] == ["1", "1", "2", "4"]
        assert boards[2] == {
            "board": "2",
            "game": 4,
            "line": 31,
            "error": "board 2: line 31: the hand of N has 12 cards, not 13",
        }
        first = boards[0]
        assert (first["tricks_table"], first["tricks_adjusted"], first["score_table"], first["score_adjusted"]) == (
            9,
            11,
            -50,
            450,
        )
        revoke = first["revokes"][0]
        assert {
            "trick",
            "offender",
            "established",
            "tricks_transferred",
            "transferred_to",
            "revoke_must_be_corrected",
            "laws",
            "steps",
        } <= set(revoke)
        assert boards[3]["score_adjusted"] is None

    def test_standard_input(self):
        code, out, _ = call(["-"], text("revoke_then_claim.pbn").encode("cp1252"))
        assert code == 0 and json.loads(out)["boards"][0]["revokes"][0]["established_by"] == "claim"

    def test_a_file_with_no_readable_board_exits_2_naming_board_and_line(self):
        code, out, err = call(["-"], text("revoke_then_claim.pbn").replace("AKQ2.K32", "AKQ2.K3").encode())
        assert (code, out) == (2, "")
        assert err == "error: -: board 1: line 10: the hand of N has 12 cards, not 13\n"

    def test_missing_file_and_empty_input_exit_2(self):
        assert call(["/nonexistent/file.pbn"])[0] == 2
        code, out, err = call(["-"], b"% nothing here\n")
        assert (code, out) == (2, "") and "no board" in err

    def test_the_module_runs_as_a_program(self):
        import subprocess
        import sys

        done = subprocess.run(
            [sys.executable, "-m", "lawsite.rulings", "pbn", str(DATA / "revoke_on_trick12.pbn")],
            capture_output=True,
            check=False,
            cwd=Path(__file__).resolve().parents[2],
        )
        assert done.returncode == 0
        assert json.loads(done.stdout)["boards"][0]["revokes"][0]["revoke_must_be_corrected"] is True


@settings(max_examples=400, deadline=None)
@given(st.text())
def test_arbitrary_text_is_boards_or_board_errors(source):
    """The reader and the rulings never raise on any text: a bad game is a BoardError, nothing else escapes."""
    results = rule_text(source)
    assert all(isinstance(result, BoardError) or isinstance(result.to_dict()["revokes"], list) for result in results)
    json.dumps(file_dict(results))


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(sorted(p.name for p in DATA.glob("*.pbn"))),
    st.integers(0, 4000),
    st.integers(0, 30),
    st.text(alphabet='SHDCAKQJT98-*+^LR#[]{};"%=!? \n\t', max_size=10),
)
def test_damaged_files_still_give_every_other_board(name, start, length, insert):
    source = text(name)
    start %= len(source)
    results = rule_text(source[:start] + insert + source[start + length :])
    for result in results:
        if isinstance(result, BoardError):
            assert result.error.message
        else:
            rule_board(result.board)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_the_command_line_exits_0_with_json_or_2_with_one_line(raw):
    code, out, err = call(["-"], raw)
    assert code in (0, 2)
    if code == 0:
        assert isinstance(json.loads(out)["boards"], list) and err == ""
    else:
        assert out == "" and err.startswith("error: ") and err.count("\n") == 1


def test_pbn_error_is_the_only_error_of_the_reader():
    with pytest.raises(PBNError):
        from lawsite.rulings.pbn import parse_pbn

        parse_pbn('[Deal "N:-"]')
    assert read_boards('[Deal "N:-"]')[0].error.message.startswith("Deal has 1 hands")


def test_the_games_of_one_board_are_told_apart_by_their_tags_then_by_their_place():
    deal = '[Deal "N:AKQ2.K32.K32.432 JT9.AQJT.QJT.K65 876.987.A987.AQJ 543.654.654.T987"]\n'
    source = (
        f'[Board "1"]\n[Room "Open"]\n[North "Kowalski"]\n{deal}[Contract "3NT"]\n[Declarer "S"]\n[Result "9"]\n\n'
        '[Board "1"]\n[Room "Closed"]\n[North "?"]\n[Contract "3NT"]\n[Declarer "S"]\n[Result "9"]\n\n'
        '[Board "1"]\n[Room "Closed"]\n[Deal "N:AKQ2"]\n\n'  # cannot be read: still named apart
        f'[Board "2"]\n[Room "Open"]\n{deal}[Contract "3NT"]\n[Declarer "S"]\n[Result "9"]\n'
    )
    results = rule_text(source)
    assert isinstance(results[2], BoardError) and results[2].tags["Room"] == "Closed"
    assert game_distinctions(results) == [
        [("Room", {"room": "Open"})],  # North differs too, but tells apart no game the room does not
        [("Room", {"room": "Closed"}), ("position", {"game": 2, "games": 4})],
        [("Room", {"room": "Closed"}), ("position", {"game": 3, "games": 4})],
        [],
    ]
