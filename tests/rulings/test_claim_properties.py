"""Claims on random positions (Hypothesis): what the engine awards is bounded by what was claimed, by the worst
normal line and by double dummy; the worst line is a legal play of the cards; a statement that names every card
leaves nothing to resolve while the opponents play as before."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawsite.rulings import rule_dict
from lawsite.rulings.seats import SEATS, next_seat, side_of

DECK = [suit + rank for suit in "SHDC" for rank in "AKQJT98765432"]


@st.composite
def positions(draw):
    size = draw(st.integers(1, 3))
    cards = draw(st.permutations(DECK))[: 4 * size]
    hands = {seat: sorted(cards[i * size : (i + 1) * size]) for i, seat in enumerate(SEATS)}
    trumps = draw(st.sampled_from(["S", "H", "NT"]))
    leader = draw(st.sampled_from(SEATS))
    claimer = draw(st.sampled_from(SEATS))
    data = {
        "situation": "claim",
        "declarer": draw(st.sampled_from(SEATS)),
        "trumps": trumps,
        "leader": leader,
        "claimer": claimer,
        "tricks_claimed": draw(st.integers(0, size)),
        "hands": hands,
        "within_correction_period": False,
    }
    opponents = [c for seat in SEATS if side_of(seat) != side_of(claimer) for c in hands[seat]]
    if trumps != "NT" and any(card[0] == trumps for card in opponents):
        data["unaware_of_trump_likely"] = draw(st.booleans())
    return data


def replay(data, line):
    """Plays the line from the position, checking each card is legal; the claimer's side's tricks."""
    hands = {seat: set(cards) for seat, cards in data["hands"].items()}
    trumps = None if data["trumps"] == "NT" else data["trumps"]
    side = side_of(data["claimer"])
    won = 0
    for trick in line:
        leader = trick["leader"]
        led = trick["cards"][0][0]
        best = 0
        for i, card in enumerate(trick["cards"]):
            seat = next_seat(leader, i)
            assert card in hands[seat]
            if i and card[0] != led:
                assert not any(c[0] == led for c in hands[seat])
            hands[seat].discard(card)
            top = trick["cards"][best]
            if i and (
                (card[0] == top[0] and "AKQJT98765432".index(card[1]) < "AKQJT98765432".index(top[1]))
                or (card[0] == trumps and top[0] != trumps)
            ):
                best = i
        winner = next_seat(leader, best)
        assert trick["winner"] == winner
        won += side_of(winner) == side
    assert not any(hands.values())
    return won


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_the_award_never_exceeds_the_claim_the_worst_normal_line_or_double_dummy(data):
    result = rule_dict(data)["claim"]
    assert result["tricks_awarded"] <= result["tricks_claimed"]
    assert result["tricks_awarded"] <= result["worst_normal_line"] <= result["double_dummy"]
    assert result["tricks_awarded"] + result["tricks_to_opponents"] == result["remaining"]
    assert replay(data, result["worst_line"]) == result["worst_normal_line"]
    for line in result["lines"]:
        assert replay(data, line["tricks"]) == line["tricks_for_claimer"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_a_statement_naming_every_card_in_order_leaves_no_choice(data):
    first = rule_dict(data)["claim"]
    side = side_of(data["claimer"])
    named = [
        card
        for trick in first["worst_line"]
        for i, card in enumerate(trick["cards"])
        if side_of(next_seat(trick["leader"], i)) == side
    ]
    stated = {**data, "statement": [{"card": card} for card in named]}
    if any(card[0] == data["trumps"] for card in named):
        stated.pop("unaware_of_trump_likely", None)  # the statement mentions the trumps: no 70C2 judgement
    again = rule_dict(stated)["claim"]

    def plays(line):
        return [(next_seat(trick["leader"], i), card) for trick in line for i, card in enumerate(trick["cards"])]

    before, after = plays(first["worst_line"]), plays(again["worst_line"])
    if before == after:
        assert again["open_choices"] == 0
    else:
        # the opponents may choose otherwise (their double-dummy best is a set): the claimer's side, bound by
        # its statement, is never the first to leave the line
        seat, card = next(a for b, a in zip(before, after) if a != b)
        assert side_of(seat) != side, (seat, card)
