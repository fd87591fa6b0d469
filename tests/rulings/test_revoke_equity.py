"""The double-dummy aid to 64C on a played board (revoke_equity.py)."""

from pathlib import Path

from lawsite.rulings import double_dummy, played_boards, revoke_equity
from lawsite.rulings.seats import SEATS, side_of

DATA = Path(__file__).parent / "data"


def first_board_with_revoke():
    results = played_boards.rule_text((DATA / "session_one_bad_game.pbn").read_text(encoding="utf-8"))
    return next(result for result in results if getattr(result, "revokes", None))


def test_the_revoker_follows_suit_with_his_best_card_and_all_four_play_on_double_dummy():
    result = first_board_with_revoke()
    board, (ruling,) = result.board, result.revokes
    revoke = ruling.revoke  # E discarded the ♠9 on a diamond at trick 4
    found = revoke_equity.equity(board, revoke, result.tricks_adjusted)
    assert found["side"] == "NS"
    assert found["best_card"][0] == revoke.suit_led
    # the same count by hand: NS's tricks before trick 4, plus NS's double-dummy tricks after E's best diamond
    hands = {seat: set(board.deal[seat]) for seat in SEATS}
    before = sum(side_of(trick.winner) == "NS" for trick in board.tricks[:3])
    for trick in board.tricks[:3]:
        for seat, card in trick.cards.items():
            hands[seat].discard(card)
    trick = board.tricks[3]
    for seat in ("S", "W", "N"):  # S led; W and N played before E
        hands[seat].discard(trick.cards[seat])
    played = (trick.cards["S"], trick.cards["W"], trick.cards["N"], found["best_card"])
    hands["E"].discard(found["best_card"])
    ns_after = 13 - 3 - double_dummy.best_tricks(hands, "S", "S", played, "EW")
    assert found["double_dummy"] == before + ns_after
    assert found["after_transfer"] == result.tricks_adjusted  # N declares: NS is the declaring side
    assert found["step"]["consider"] is True
    assert found["step"]["clause"] == "64C1"


def test_a_transfer_that_leaves_the_side_short_says_by_how_much():
    result = first_board_with_revoke()
    revoke = result.revokes[0].revoke
    full = revoke_equity.equity(result.board, revoke, result.tricks_adjusted)
    short = revoke_equity.equity(result.board, revoke, full["double_dummy"] - 2)
    assert short["short"] is True
    assert short["step"]["key"] == "revoke.dd_equity_short"
    assert short["step"]["params"]["short"] == 2
    enough = revoke_equity.equity(result.board, revoke, full["double_dummy"])
    assert enough["short"] is False
    assert enough["step"]["key"] == "revoke.dd_equity_restored"


def test_the_board_json_carries_the_aid_beside_each_revoke():
    result = first_board_with_revoke()
    data = result.to_dict()
    assert set(data["revokes"][0]) >= {"equity", "tricks_transferred", "steps"}
    assert data["revokes"][0]["equity"]["after_transfer"] == data["tricks_adjusted"]
