"""Facts of the auction and play situations, one per branch, shared by the unit and message tests."""

from lawsite.rulings import rule_dict


def ib(**extra):
    """East bids 1S over North's 1NT (North dealt)."""
    return {
        "situation": "insufficient_bid",
        "dealer": "N",
        "auction_before": ["1NT"],
        "offender": "E",
        "irregular_call": "1S",
        **extra,
    }


def coor(call, offender, auction=(), dealer="N", **extra):
    return {
        "situation": "call_out_of_rotation",
        "dealer": dealer,
        "auction_before": list(auction),
        "offender": offender,
        "irregular_call": call,
        **extra,
    }


def exposed(offender, cards, **extra):
    return {"situation": "card_exposed_during_auction", "offender": offender, "cards_exposed": list(cards), **extra}


def opening(**extra):
    """South declares; East (not West) faces the opening lead."""
    return {"situation": "opening_lead_out_of_turn", "declarer": "S", "led_by": "E", "card": "HQ", **extra}


def penalty(**extra):
    return {"situation": "penalty_card", "declarer": "S", **extra}


def major(owner, *cards):
    return [{"owner": owner, "card": card, "type": "major"} for card in cards]


def later_lead(**extra):
    """South declares; West leads to trick 5 when East had won trick 4."""
    return {
        "situation": "defender_lead_out_of_turn",
        "declarer": "S",
        "led_by": "W",
        "proper_leader": "E",
        "trick": 5,
        "card": "D4",
        **extra,
    }


def premature(**extra):
    return {"situation": "premature_play", "declarer": "S", **extra}


def ruled(data):
    return rule_dict(data)


CASES = [
    ib(accepted_by_lho=True),
    ib(accepted_by_lho=True, premature_replacement=True, replacement="2S"),
    ib(accepted_by_lho=False),
    {
        **ib(accepted_by_lho=False),
        "auction_before": ["1C", "1NT", "2S", "X", "XX", "P", "P", "7NT"],
        "offender": "W",
        "irregular_call": "7S",
    },
    ib(
        accepted_by_lho=False,
        replacement="2S",
        specifies_same_denominations=True,
        nos_damaged=True,
        assistance_gained=True,
    ),
    ib(accepted_by_lho=False, replacement="2S", specifies_same_denominations=True, nos_damaged=False),
    ib(accepted_by_lho=False, premature_replacement=True, replacement="3S", comparable=True),
    ib(accepted_by_lho=False, replacement="3S", comparable=False),
    ib(accepted_by_lho=False, replacement="X", comparable=False),
    ib(accepted_by_lho=False, replacement="3S", comparable=False, declarer="W"),
    ib(accepted_by_lho=False, replacement="1H"),
    ib(accepted_by_lho=False, replacement="1H", second_ib_accepted=True),
    ib(offender="W"),
    {"situation": "insufficient_bid", "offender": "E", "irregular_call": "1S", "accepted_by_lho": False},
    coor("1H", "E", accepted_by_lho=False),
    coor("1H", "E", accepted_by_lho=False, rho_action="P"),
    coor("1H", "E", accepted_by_lho=False, rho_action="1S", offender_next_call="2H", comparable=True),
    coor("1H", "E", accepted_by_lho=False, rho_action="1S", offender_next_call="X", comparable=False),
    coor("1S", "E", auction=["1NT", "P", "P"], dealer="E", accepted_by_lho=False, rho_action="P"),
    coor("1H", "S", accepted_by_lho=True),
    coor("1H", "S", accepted_by_lho=False, call_artificial=True),
    coor("P", "S", accepted_by_lho=False, call_artificial=True),
    coor("P", "W", accepted_by_lho=False),
    coor("P", "S", accepted_by_lho=False, offender_next_call="1NT", comparable=False),
    coor("X", "S", auction=["1H"], dealer="W", accepted_by_lho=False, offender_next_call="2S", comparable=False),
    coor(
        "X",
        "W",
        auction=["1H", "P"],
        dealer="N",
        accepted_by_lho=False,
        rho_action="1S",
        offender_next_call="2S",
        comparable=False,
    ),
    coor("P", "W", auction=["1H", "P"], dealer="N", accepted_by_lho=False),
    coor("P", "N", auction=["1H"], dealer="N"),
    coor("X", "W", accepted_by_lho=False),
    coor("1S", "N", auction=["1H", "P"], dealer="N", accepted_by_lho=False),
    coor("1S", "S", auction=["1H"], dealer="N", barred_player="E"),
    coor("1S", "S", auction=["1H"], dealer="N", correct_player_called_first=True, correct_player_call="P"),
    coor("P", "S", auction=["1H"], dealer="N", correct_player_called_first=True),
    exposed("W", ["S5"]),
    exposed("W", ["SK"]),
    exposed("W", ["S5"], prematurely_led=True, offender_becomes="defender"),
    exposed("W", ["S5", "H2"], offender_becomes="defender", declarer="N"),
    exposed("W", ["SK"], declarer="S"),
    exposed("N", ["S5"], offender_becomes="dummy"),
    exposed("W", ["S5", "H9"]),
    exposed("E", ["SK"], declarer="S"),
    opening(),
    opening(declarer_choice="accept_and_play", card_played="H2"),
    opening(face_down_lead_by="W", misinformed_by_opponent=True),
    opening(dummy_cards_exposed=True, declarer_played_second_card_from="N"),
    opening(declarer_exposed_cards_while_spreading=True),
    opening(declarer_choice="refuse_require_suit", partner_void_in_suit_led=True),
    opening(declarer_choice="refuse_forbid_suit"),
    opening(declarer_choice="refuse", then_partner_choice="no_restriction", e_led_before_declarer_chose=True),
    opening(led_by="N", card="S3"),
    penalty(offender="W", card="H5", exposure="dropped_accidentally"),
    penalty(offender="W", card="H5", exposure="named"),
    penalty(offender="W", card="HK"),
    penalty(offender="W", card="H5", exposure="deliberate"),
    penalty(offender="N", card="H5", exposure="dropped_accidentally"),
    penalty(penalty_cards=major("W", "HK"), on_lead="E"),
    penalty(penalty_cards=[{"owner": "W", "card": "H5", "type": "minor"}], on_lead="E"),
    penalty(penalty_cards=major("W", "HK", "S4"), on_lead="E"),
    penalty(penalty_cards=major("W", "HK", "S4"), on_lead="E", declarer_choice="require_suit", suit="S"),
    penalty(penalty_cards=major("W", "HK", "H4"), on_lead="E", declarer_choice="forbid_suits", suits=["H"]),
    penalty(penalty_cards=major("W", "HK", "S4"), on_lead="E", declarer_choice="no_restriction"),
    penalty(penalty_cards=major("W", "HK"), on_lead="W"),
    penalty(penalty_cards=major("W", "HK", "S4"), on_lead="W"),
    penalty(penalty_cards=major("W", "HK"), suit_led="C", holding=["C4"]),
    penalty(penalty_cards=major("W", "HK"), suit_led="H", holding=["H7"]),
    penalty(penalty_cards=[{"owner": "W", "card": "H5", "type": "minor"}], suit_led="H", holding=["HQ", "H3"]),
    penalty(penalty_cards=[{"owner": "W", "card": "H5", "type": "minor"}], suit_led="S", holding=["S3"]),
    penalty(penalty_cards=major("W", "HK"), suit_led="H", holding=["H7"], card_played="H7"),
    penalty(penalty_cards=major("W", "HK"), suit_led="H", holding=["H7"], card_played="H7", declarer_played_after=True),
    penalty(penalty_cards=major("W", "HK"), suit_led="H", holding=["H7"], card_played="H7", declarer_choice="refuse"),
    penalty(penalty_cards=major("W", "HK"), suit_led="C", holding=["C4"], card_played="C4"),
    penalty(
        penalty_cards=[{"owner": "W", "card": "H5", "type": "minor"}, {"owner": "W", "card": "S2", "type": "minor"}]
    ),
    later_lead(),
    later_lead(declarer_choice="accept"),
    later_lead(next_hand_played=True),
    later_lead(declarer_choice="refuse", then_partner_choice="require_suit"),
    later_lead(proper_leader="N", declarer_choice="refuse"),
    later_lead(trick=13),
    later_lead(misinformed_by_opponent=True),
    premature(offender="E", card="C2", led_by="S", cards_played={"S": "C5"}),
    premature(
        offender="E",
        card="C2",
        led_by="S",
        cards_played={"S": "C5"},
        declarer_choice="require_highest",
        holding=["CK", "C9"],
    ),
    premature(
        offender="E",
        card="C2",
        led_by="S",
        cards_played={"S": "C5"},
        declarer_choice="require_lowest",
        partner_void_in_suit_led=True,
    ),
    premature(
        offender="E",
        card="C2",
        led_by="S",
        cards_played={"S": "C5"},
        declarer_choice="require_other_suit",
        suit="D",
        partner_void_in_suit_led=False,
    ),
    premature(
        offender="E", card="C2", led_by="S", cards_played={"S": "C5"}, declarer_choice="forbid_other_suit", suit="D"
    ),
    premature(offender="E", card="SA", prematurely_led=True, turn_of="W"),
    premature(
        offender="W", card="C2", led_by="E", cards_played={"E": "C5"}, turn_of="S", declarer_played_both_hands=True
    ),
    premature(offender="E", card="C2", turn_of="W", dummy_prematurely_selected=True),
    premature(offender="W", card="C2", led_by="N", cards_played={"N": "C5", "E": "C6"}, card_legal=True),
    premature(offender="W", card="H2", led_by="N", cards_played={"N": "C5", "E": "C6"}, card_legal=False),
    premature(offender="N", card="C2", turn_of="E"),
    premature(offender="S", card="H2", turn_of="W", card_legal=False),
    premature(offender="W", card="C2", simultaneous_with="N"),
    premature(offender="W", cards_played_together=["C2", "H4"], visible=["C2"]),
    premature(offender="W", faced_cards=["C2", "HK"]),
    premature(offender="W", faced_cards=["C2", "HK"], designated="C2"),
    premature(offender="N", faced_cards=["C2", "HK"], designated="C2"),
    premature(offender="W", faced_cards=["C2", "HK"], discovered="later"),
]
