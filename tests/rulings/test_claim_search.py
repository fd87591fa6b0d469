"""The claim search (its table of positions and its cut at the best line found) against a plain exhaustive
search of the same tree on small generated positions: the same worst normal line's tricks."""

import random

import pytest

from lawsite.rulings import claim
from lawsite.rulings.facts import FactsError, _Reader
from lawsite.rulings.seats import SEATS, side_of

DECK = [suit + rank for suit in "SHDC" for rank in "AKQJT98765432"]


def position(rng, size):
    cards = rng.sample(DECK, 4 * size)
    hands = {seat: sorted(cards[i * size : (i + 1) * size]) for i, seat in enumerate(SEATS)}
    trumps = rng.choice(["S", "H", "NT"])
    claimer = rng.choice(SEATS)
    side = [seat for seat in SEATS if side_of(seat) == side_of(claimer)]
    statement = rng.choice(
        [
            [],
            [{"rest_high": True}],
            [{"card": rng.choice([c for seat in side for c in hands[seat]])}, {"rest_high": True}],
            [{"lead_from": rng.choice(side)}],
            [{"suit_from_top": rng.choice("SHDC")}, {"rest_high": True}],
        ]
    )
    data = {
        "declarer": rng.choice(SEATS),
        "trumps": trumps,
        "leader": rng.choice(SEATS),
        "claimer": claimer,
        "tricks_claimed": rng.randint(0, size),
        "hands": hands,
        "statement": statement,
    }
    for unaware in (rng.random() < 0.5, None):  # the 70C2 judgement where an outstanding trump asks for it
        try:
            return claim.read(
                _Reader({**data, "unaware_of_trump_likely": unaware} if unaware is not None else data, "")
            )
        except FactsError as error:
            assert error.field == "unaware_of_trump_likely"
    raise AssertionError("unreachable")


def exhaustive(search, state):
    """The claimer's fewest tricks over every line of the tree (no table, no bound)."""
    hands, _leader, played, plan, _trick, ruffing = state
    if not any(hands):
        return 0
    seat, moves, consumes = search.moves(state)
    results = []
    for card in moves:
        child, won = search.play(state, seat, card, consumes.get(card, (plan, ruffing)))
        results.append(won + exhaustive(search, child))
    return min(results)


@pytest.mark.parametrize(("size", "seeds"), [(2, range(0, 60)), (3, range(100, 260)), (4, range(1000, 1040))])
def test_the_search_finds_the_fewest_tricks_of_the_whole_tree(size, seeds):
    for seed in seeds:
        facts = position(random.Random(seed), size)
        result = claim.adjudicate(facts)
        draw = result["draw_trumps"]
        search = claim._Search(facts, frozenset(), draw)
        start = search.start()
        fewest = exhaustive(search, start)
        assert result["searched"], seed
        assert result["worst"]["value"] == fewest, seed
        for line in result["lines"][1:]:  # each further line is the worst without the choices before it
            assert line["tricks_for_claimer"] >= fewest, seed


@pytest.mark.parametrize("size", [3, 4])
def test_each_line_is_listed_once(size):
    """A choice whose removal leaves no other normal play (it is forced) gives no second copy of its line."""
    for seed in range(60):
        result = claim.adjudicate(position(random.Random(seed * 7 + size), size))
        ids = [line["id"] for line in result["lines"] if line["id"]]
        assert len(ids) == len(set(ids)), (seed, ids)


def test_past_its_budget_the_search_stands_on_the_worst_line_it_met(monkeypatch):
    """Stopped early, the line awarded is a real line of the tree, no better for the claimer than the first
    line of the search order (what a budget of one line meets), and no worse than the true worst (the search
    alone: no lines played out before it)."""
    monkeypatch.setattr(claim, "DIVES", 0)
    improved = 0
    for seed in range(300, 340):
        facts = position(random.Random(seed), 4)
        plies = sum(len(cards) for cards in facts.hands.values())
        values = {}
        for name, budget in (("first", plies + 1), ("stopped", 40), ("proved", None)):
            monkeypatch.setattr(claim, "SEARCH_BUDGET", budget if budget is not None else 10**9)
            result = claim.adjudicate(facts)
            worst = result["worst"]
            won = sum(side_of(trick["winner"]) == side_of(facts.claimer) for trick in worst["tricks"])
            assert won == worst["value"], (seed, name)  # the line shown gives the tricks awarded
            assert len(worst["tricks"]) == 4, (seed, name)
            values[name] = (worst["value"], result["searched"])
        assert values["proved"][1], seed
        assert values["proved"][0] <= values["stopped"][0] <= values["first"][0], (seed, values)
        improved += not values["stopped"][1] and values["stopped"][0] < values["first"][0]
    assert improved >= 1, improved


def test_lines_played_out_first_bring_a_stopped_search_nearer_the_worst(monkeypatch):
    """With the search stopped early, the lines played out before it (`claim.DIVES`) never leave the claimer
    more tricks than the search alone, and fewer on some positions; the line shown gives the tricks awarded,
    and a second run rules the same (the drawn ties have a fixed seed)."""
    dives = claim.DIVES
    monkeypatch.setattr(claim, "SEARCH_BUDGET", 40)
    nearer = 0
    for seed in range(300, 340):
        facts = position(random.Random(seed), 5)
        values = {}
        for count in (0, dives):
            monkeypatch.setattr(claim, "DIVES", count)
            result = claim.adjudicate(facts)
            worst = result["worst"]
            won = sum(side_of(trick["winner"]) == side_of(facts.claimer) for trick in worst["tricks"])
            assert won == worst["value"], (seed, count)
            values[count] = worst["value"]
        assert claim.adjudicate(facts) == result, seed
        assert values[dives] <= values[0], (seed, values)
        nearer += values[dives] < values[0]
    assert nearer >= 1, nearer


@pytest.mark.parametrize(("size", "budget"), [(4, 20), (4, 60), (5, 40), (5, 150)])
def test_a_search_past_its_budget_proves_a_lower_bound(monkeypatch, size, budget):
    """Stopped by its budget, the search goes on with each position left at its lower bound: the true worst
    lies between that bound and the line that stands in (which the bound proves the worst where they meet);
    a search that says it proved the line found the true worst."""
    monkeypatch.setattr(claim, "SEARCH_BUDGET", budget)
    stopped = 0
    for seed in range(400, 460):
        facts = position(random.Random(seed), size)
        result = claim.adjudicate(facts)
        fewest = exhaustive(_search(facts), _search(facts).start())
        if result["searched"]:
            assert result["worst"]["value"] == result["least"] == fewest, seed
        else:
            stopped += 1
            assert result["least"] <= fewest <= result["worst"]["value"], seed
            assert result["least"] < result["worst"]["value"], seed
    assert stopped >= 5, stopped


def _search(facts):
    draw = bool(claim._opponents_trumps(facts)) and (
        claim._mentions_trump(facts) or facts.unaware_of_trump_likely is False
    )
    return claim._Search(facts, frozenset(), draw)


def _bounds(search, state, found):
    """The fewest tricks from `state` (exhaustive), collecting (bound, fewest) for every position below it."""
    hands, leader, played, plan, _trick, ruffing = state
    if not any(hands):
        return 0
    seat, moves, consumes = search.moves(state)
    value = min(
        won + _bounds(search, child, found)
        for card in moves
        for child, won in [search.play(state, seat, card, consumes.get(card, (plan, ruffing)))]
    )
    found.append((search.lower_bound(hands, leader, played), value, state))
    return value


def test_the_lower_bound_never_exceeds_the_fewest_tricks_from_any_position():
    """The search cuts a position whose lower bound reaches the best line found: the bound must hold in every
    position of the tree (the trick in progress included), against the plain exhaustive search from it."""
    found = []
    for size, seeds in ((2, range(0, 40)), (3, range(100, 220)), (4, range(1000, 1030))):
        for seed in seeds:
            search = _search(position(random.Random(seed), size))
            checked = len(found)
            _bounds(search, search.start(), found)
            for bound, value, state in found[checked:]:
                assert bound <= value, (seed, state)
    positive = sum(bound > 0 for bound, _value, _state in found)
    assert positive >= len(found) // 20, (positive, len(found))  # the bound is not a trivial 0


def test_the_side_on_lead_with_nothing_but_winners_takes_every_trick():
    """Where both hands of the claimer's side hold only cards above the opponents' (and they hold no trump) and
    the side leads, the bound is every trick left, which the exhaustive search confirms."""
    found, cases = [], 0
    for seed in range(100, 220):
        search = _search(position(random.Random(seed), 3))
        checked = len(found)
        _bounds(search, search.start(), found)
        for bound, value, state in found[checked:]:
            hands, leader, played = state[0], state[1], state[2]
            if not played and side_of(leader) == search.side and search.masters_only(hands):
                cases += 1
                assert bound == value == len(hands[SEATS.index(leader)]), (seed, state)
    assert cases >= 20, cases


@pytest.mark.parametrize("seed", [10, 19])
def test_the_lower_bound_proves_within_the_budget_what_the_plain_search_did_not(monkeypatch, seed):
    """5-card positions the search without the bound proved only past 500 positions (3,533 and 539)."""
    facts = position(random.Random(seed), 5)
    proved = claim.adjudicate(facts)
    monkeypatch.setattr(claim, "SEARCH_BUDGET", 200)
    result = claim.adjudicate(facts)
    assert result["searched"]
    assert result["worst"]["value"] == proved["worst"]["value"]


@pytest.mark.parametrize("size", [3, 4])
def test_each_further_line_is_the_worst_line_without_the_choices_before_it(size):
    """A further line reuses the positions of the search before it only after the trick of the choice just
    removed: it is the line a fresh search without the choices of the lines before it finds."""
    for seed in range(60, 200):
        facts = position(random.Random(seed), size)
        lines = claim.adjudicate(facts)["lines"]
        for i, line in enumerate(lines[1:], start=1):
            fresh = claim.adjudicate(facts, frozenset(item["id"] for item in lines[:i]))["lines"][0]
            assert (fresh["tricks_for_claimer"], fresh["tricks"]) == (line["tricks_for_claimer"], line["tricks"]), (
                seed,
                i,
            )


@pytest.mark.parametrize("seed", [8, 15])
def test_positions_equal_but_for_the_low_cards_gone_share_one_entry(monkeypatch, seed):
    """5-card positions that took 1,785 and 2,059 positions to prove with a table keyed by the exact cards
    (and the lower bound), proved within 1,000 when cards are named by their rank among those still in play."""
    facts = position(random.Random(seed), 5)
    proved = claim.adjudicate(facts)
    monkeypatch.setattr(claim, "SEARCH_BUDGET", 1000)
    result = claim.adjudicate(facts)
    assert result["searched"]
    assert result["worst"] == proved["worst"]


def _facts(hands, statement):
    data = {"declarer": "S", "trumps": "NT", "leader": "S", "claimer": "S", "tricks_claimed": 2}
    return claim.read(_Reader({**data, "hands": hands, "statement": statement}, ""))


@pytest.mark.parametrize(
    ("statement", "one_key"), [([{"rest_high": True}], True), ([{"card": "S9"}, {"rest_high": True}], False)]
)
def test_the_key_names_cards_by_their_rank_among_those_in_play(statement, one_key):
    """The same position but for which low spades are gone has one key, unless the statement names a card."""
    one = {"N": ["SA", "H2"], "E": ["S8", "H3"], "S": ["S9", "H4"], "W": ["S5", "H5"]}
    two = {"N": ["SA", "H2"], "E": ["S3", "H3"], "S": ["S9", "H4"], "W": ["S2", "H5"]}
    keys = []
    for hands in (one, two):
        search = claim._Search(_facts(hands, statement), frozenset(), False)
        keys.append(search.key(search.start()))
    assert (keys[0] == keys[1]) is one_key


@pytest.mark.parametrize(
    ("south", "west", "bound"),
    [
        (["SK", "SQ", "SJ"], ["SA", "H5", "H6"], 2),  # the ace beats one of the three trumps
        (["SK", "SQ", "H2"], ["SA", "S2", "H6"], 1),  # the deuce beats none: still one lost to the ace
        (["S9", "S8", "H2"], ["SA", "SK", "H6"], 0),  # each trump of South has a higher one against it
    ],
)
def test_the_lower_bound_counts_the_trumps_the_opponents_cannot_beat(south, west, bound):
    hands = {"N": ["C2", "C3", "C4"], "E": ["D2", "D3", "D4"], "S": south, "W": west}
    data = {"declarer": "S", "trumps": "S", "leader": "S", "claimer": "S", "tricks_claimed": 3, "hands": hands}
    facts = claim.read(_Reader({**data, "statement": [{"rest_high": True}], "unaware_of_trump_likely": False}, ""))
    search = claim._Search(facts, frozenset(), True)
    start = search.start()
    assert search.lower_bound(*start[:3]) == bound
