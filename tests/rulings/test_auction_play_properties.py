"""Properties of the auction and play rulings over generated facts (Hypothesis).

- A bar on partner never falls on the non-offending side.
- Lead restrictions only where the offender's side defends.
- A penalty card only for a defender.
- Every ruling either comes out whole or is refused naming a field; consider steps stay out of `laws`.
"""

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from lawsite.rulings import FactsError, rule_dict
from lawsite.rulings.calls import Auction, Call
from lawsite.rulings.seats import SEATS, next_seat, partner, side_of

BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")]
CALLS = BIDS + ["P", "X", "XX"]
CARDS = [suit + rank for suit in "SHDC" for rank in "AKQJT98765432"]
seats = st.sampled_from(SEATS)
BAR_KEYS = {
    "insufficient.not_comparable",
    "insufficient.double_cancelled",
    "insufficient.as_b3",
    "rotation.next_call_not_comparable",
    "auction_card.honour_or_led",
    "auction_card.several",
}


@st.composite
def legal_auction(draw, max_calls=6):
    """A dealer and legal calls that do not end the auction."""
    dealer = draw(seats)
    auction = Auction(dealer)
    for _ in range(draw(st.integers(0, max_calls))):
        options = [Call(code) for code in CALLS if auction.why_not_legal(Call(code), auction.next_to_call) is None]
        nxt = auction.then(draw(st.sampled_from(options)))
        if nxt.ended:
            break
        auction = nxt
    return dealer, [call.code for call in auction.calls]


def optional(draw, facts, name, strategy):
    if draw(st.booleans()):
        facts[name] = draw(strategy)


@st.composite
def auction_facts(draw):
    """Mostly well-formed: an insufficient bid by the player in turn, or a call by another player."""
    dealer, calls = draw(legal_auction())
    auction = Auction(dealer, tuple(Call(code) for code in calls))
    turn = auction.next_to_call
    insufficient = [code for code in BIDS if not auction.is_sufficient(Call(code))]
    situation = draw(
        st.sampled_from(["insufficient_bid", "call_out_of_rotation"] if insufficient else ["call_out_of_rotation"])
    )
    if situation == "insufficient_bid":
        offender, call = turn, draw(st.sampled_from(insufficient))
    else:
        offender = draw(st.sampled_from([seat for seat in SEATS if seat != turn]))
        call = draw(st.sampled_from(CALLS))
    facts = {
        "situation": situation,
        "dealer": dealer,
        "auction_before": calls,
        "offender": offender,
        "irregular_call": call,
        "accepted_by_lho": draw(st.sampled_from([False, False, False, True])),
        "comparable": draw(st.booleans()),
    }
    for name in ("specifies_same_denominations", "call_artificial", "nos_damaged", "assistance_gained"):
        optional(draw, facts, name, st.booleans())
    legal = [code for code in CALLS if auction.why_not_legal(Call(code), offender) is None]
    if draw(st.integers(0, 3)):
        facts["replacement" if situation == "insufficient_bid" else "offender_next_call"] = draw(st.sampled_from(legal))
    optional(draw, facts, "declarer", seats)
    if situation == "call_out_of_rotation":
        optional(draw, facts, "rho_action", st.sampled_from(["P", "P"] + legal))
        optional(draw, facts, "barred_player", seats)
        optional(draw, facts, "correct_player_called_first", st.booleans())
    return facts


@st.composite
def play_facts(draw):
    declarer = draw(seats)
    situation = draw(
        st.sampled_from(
            [
                "card_exposed_during_auction",
                "opening_lead_out_of_turn",
                "penalty_card",
                "defender_lead_out_of_turn",
                "premature_play",
            ]
        )
    )
    cards = draw(st.lists(st.sampled_from(CARDS), min_size=1, max_size=3, unique=True))
    offender = draw(seats)
    facts = {"situation": situation, "declarer": declarer}
    if situation == "card_exposed_during_auction":
        facts.update(offender=offender, cards_exposed=cards)
        optional(draw, facts, "prematurely_led", st.booleans())
    elif situation == "opening_lead_out_of_turn":
        facts.update(led_by=offender, card=cards[0])
        optional(
            draw,
            facts,
            "declarer_choice",
            st.sampled_from(
                [
                    "accept_and_play",
                    "accept_become_dummy",
                    "refuse_require_suit",
                    "refuse_forbid_suit",
                    "refuse_free_lead",
                ]
            ),
        )
        optional(draw, facts, "dummy_cards_exposed", st.booleans())
    elif situation == "penalty_card":
        facts.update(
            offender=offender,
            card=cards[0],
            exposure=draw(st.sampled_from(["dropped_accidentally", "deliberate", "two_cards_played"])),
        )
        optional(draw, facts, "on_lead", seats)
        optional(draw, facts, "declarer_choice", st.sampled_from(["require_suit", "forbid_suit", "no_restriction"]))
    elif situation == "defender_lead_out_of_turn":
        facts.update(led_by=offender, proper_leader=draw(seats), card=cards[0], trick=draw(st.integers(2, 13)))
        optional(draw, facts, "declarer_choice", st.sampled_from(["accept", "refuse"]))
        optional(draw, facts, "then_partner_choice", st.sampled_from(["require_suit", "forbid_suit", "no_restriction"]))
    else:
        facts.update(offender=offender, card=cards[0], turn_of=draw(seats), card_legal=draw(st.booleans()))
        optional(
            draw,
            facts,
            "declarer_choice",
            st.sampled_from(["require_highest", "require_lowest", "require_other_suit", "forbid_other_suit"]),
        )
        optional(draw, facts, "suit", st.sampled_from("SHDC"))
        if draw(st.booleans()):
            facts.pop("card")
            facts.pop("turn_of")
            facts["faced_cards"] = draw(st.lists(st.sampled_from(CARDS), min_size=2, max_size=3, unique=True))
            optional(draw, facts, "designated", st.sampled_from(facts["faced_cards"]))
    return facts


def ruling_or_none(facts):
    try:
        return rule_dict(facts)
    except FactsError as error:
        assert error.field and error.message
        return None


def barred_seats(ruling):
    """Every seat a step or an outcome field says must pass."""
    barred = {step["params"]["partner"] for step in ruling["steps"] if step["key"] in BAR_KEYS}
    if ruling["offender_partner_must_pass"] in ("once", "always"):
        barred.add(ruling["offender_partner"])
    return barred


SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(auction_facts())
def test_a_bar_on_partner_never_falls_on_the_non_offending_side(facts):
    ruling = ruling_or_none(facts)
    assume(ruling is not None)
    offender = facts["offender"]
    for seat in barred_seats(ruling):
        assert seat == partner(offender)
        assert side_of(seat) == side_of(offender)
    if ruling["offender_must_pass"] == "once":
        assert ruling["offender"] == offender


@SETTINGS
@given(auction_facts())
def test_lead_restrictions_only_where_the_offenders_side_defends(facts):
    ruling = ruling_or_none(facts)
    assume(ruling is not None)
    if ruling["lead_restrictions"]:
        declarer = facts.get("declarer")
        assert declarer is None or side_of(declarer) != side_of(facts["offender"])
        restriction = next(step for step in ruling["steps"] if step["key"] == "withdrawn.lead_restrictions")
        assert restriction["params"] == {"offender": facts["offender"], "partner": partner(facts["offender"])}


@SETTINGS
@given(play_facts())
def test_a_penalty_card_only_for_a_defender(facts):
    ruling = ruling_or_none(facts)
    assume(ruling is not None)
    defenders = {next_seat(facts["declarer"]), next_seat(facts["declarer"], 3)}
    if ruling["penalty_card"] is not None:
        assert ruling["penalty_card"] in ("major", "minor")
        assert ruling["offender"] in defenders
    if ruling["penalty_cards_remaining"]:
        assert ruling["offender"] in defenders
    if ruling["declarer_options"] and set(ruling["declarer_options"]) & {"require_suit", "forbid_suits"}:
        assert ruling["on_lead_after"] in defenders  # a lead restriction binds only a defender


@SETTINGS
@given(st.one_of(auction_facts(), play_facts()))
def test_every_ruling_cites_canonical_clauses_and_keeps_consider_steps_apart(facts):
    from lawsite.laws.numbering import ClauseId

    ruling = ruling_or_none(facts)
    assume(ruling is not None)
    assert ruling["situation"] == facts["situation"] and ruling["edition"] == "2017"
    for step in ruling["steps"]:
        assert str(ClauseId.parse(step["clause"])) == step["clause"]
    assert set(ruling["laws"]) == {step["clause"] for step in ruling["steps"] if not step["consider"]}
    assert ruling["tricks_transferred"] == 0 and ruling["transferred_to"] is None
