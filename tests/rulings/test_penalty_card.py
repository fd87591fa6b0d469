"""Laws 48-52: which cards become penalty cards, of which class, what they oblige, and failing to play one."""

import pytest
from auction_play_cases import major, penalty, ruled

from lawsite.rulings import FactsError, rule_dict

MINOR_H5 = [{"owner": "W", "card": "H5", "type": "minor"}]


def test_a_low_card_dropped_by_accident_is_minor():
    ruling = ruled(penalty(offender="W", card="H5", exposure="dropped_accidentally"))
    assert {"49", "50B", "50A", "50C"} <= set(ruling["laws"])
    assert ruling["penalty_card"] == "minor"
    assert ruling["must_play_penalty_card_at_first_legal_opportunity"] is False


@pytest.mark.parametrize(("card", "exposure"), [("HK", None), ("HT", "dropped_accidentally"), ("H5", "deliberate")])
def test_an_honour_or_a_deliberately_exposed_card_is_major(card, exposure):
    facts = penalty(offender="W", card=card, **({"exposure": exposure} if exposure else {}))
    ruling = ruled(facts)
    assert ruling["penalty_card"] == "major" and "50D1(a)" in ruling["laws"]
    assert ruling["must_play_penalty_card_at_first_legal_opportunity"] is True


def test_a_second_penalty_card_makes_both_major():
    ruling = ruled(penalty(penalty_cards=MINOR_H5, offender="W", card="S2", exposure="dropped_accidentally"))
    assert ruling["penalty_card"] == "major"
    assert sorted(ruling["penalty_cards_remaining"]) == ["H5", "S2"]
    assert "penalty.major_several" in [step["key"] for step in ruling["steps"]]


def test_a_named_low_card_leaves_its_class_to_the_director():
    assert "50B" in ruled(penalty(offender="W", card="H5", exposure="named"))["laws_to_consider"]


def test_declarers_cards_are_never_penalty_cards():
    ruling = ruled(penalty(offender="N", card="H5", exposure="dropped_accidentally"))
    assert ruling["laws"] == ["48A"] and ruling["penalty_card"] is None


def test_partner_on_lead_with_a_major_card_gives_declarer_three_options():
    ruling = ruled(penalty(penalty_cards=major("W", "HK"), on_lead="E"))
    assert set(ruling["declarer_options"]) == {"require_suit", "forbid_suit", "no_restriction"}
    assert "50D2" in ruling["laws"]


@pytest.mark.parametrize(
    ("choice", "field", "value", "picked_up"),
    [
        ("require_suit", "must_lead_suit", "H", True),
        ("forbid_suit", "forbidden_suit", "H", True),
        ("no_restriction", "penalty_cards_remaining", ["HK"], False),
    ],
)
def test_declarers_50d2_choice(choice, field, value, picked_up):
    ruling = ruled(penalty(penalty_cards=major("W", "HK"), on_lead="E", declarer_choice=choice))
    assert ruling[field] == value and ruling["card_picked_up"] is picked_up


def test_a_minor_card_puts_no_restriction_on_partners_lead():
    ruling = ruled(penalty(penalty_cards=MINOR_H5, on_lead="E"))
    assert ruling["declarer_options"] is None and "50C" in ruling["laws"]


def test_several_penalty_cards_51b_options():
    ruling = ruled(penalty(penalty_cards=major("W", "HK", "S4"), on_lead="E"))
    assert set(ruling["declarer_options"]) == {"require_suit", "forbid_suits", "no_restriction"}
    assert "51B2" in ruling["laws"]


def test_requiring_one_suit_of_several_keeps_the_others():
    ruling = ruled(penalty(penalty_cards=major("W", "HK", "S4"), on_lead="E", declarer_choice="require_suit", suit="S"))
    assert "51B2(a)" in ruling["laws"]
    assert ruling["must_lead_suit"] == "S" and ruling["penalty_cards_remaining"] == ["HK"]


def test_prohibiting_a_suit_with_two_penalty_cards_picks_both_up():
    ruling = ruled(
        penalty(penalty_cards=major("W", "HK", "H4"), on_lead="E", declarer_choice="forbid_suits", suits=["H"])
    )
    assert "51B1(b)" in ruling["laws"]
    assert ruling["penalty_cards_remaining"] == [] and ruling["forbidden_suits"] == ["H"]


def test_several_suits_left_free_all_remain():
    ruling = ruled(penalty(penalty_cards=major("W", "HK", "S4"), on_lead="E", declarer_choice="no_restriction"))
    assert "51B2(c)" in ruling["laws"] and sorted(ruling["penalty_cards_remaining"]) == ["HK", "S4"]


def test_the_owner_on_lead_must_lead_his_major_card():
    ruling = ruled(penalty(penalty_cards=major("W", "HK"), on_lead="W"))
    assert ruling["must_play_card"] == "HK"


def test_the_owner_on_lead_with_two_major_cards_declarer_designates():
    ruling = ruled(penalty(penalty_cards=major("W", "HK", "S4"), on_lead="W"))
    assert "51A" in ruling["laws"] and ruling["designated_by"] == "declarer"


def test_following_suit_comes_before_the_penalty_card():
    ruling = ruled(penalty(penalty_cards=major("W", "HK"), suit_led="C", holding=["C4"]))
    assert "50D1(b)" in ruling["laws"] and ruling["obligation"] == "follow_suit_first"


def test_void_in_the_suit_led_the_major_card_must_be_played():
    ruling = ruled(penalty(penalty_cards=major("W", "HK"), suit_led="C", holding=[]))
    assert ruling["must_play_card"] == "HK"


def test_a_major_card_of_the_suit_led_must_be_played():
    assert ruled(penalty(penalty_cards=major("W", "HK"), suit_led="H", holding=["H7"]))["must_play_card"] == "HK"


def test_a_minor_card_of_the_suit_led_the_offender_may_play_an_honour_instead():
    ruling = ruled(penalty(penalty_cards=MINOR_H5, suit_led="H", holding=["HQ", "H3"]))
    assert sorted(ruling["may_play"]) == ["H5", "HQ"] and ruling["may_not_play"] == ["H3"]


def test_a_failure_to_play_the_penalty_card_declarer_chooses():
    ruling = ruled(penalty(penalty_cards=major("W", "HK"), suit_led="H", holding=["H7"], card_played="H7"))
    assert {"52A", "52B1(a)"} <= set(ruling["laws"]) and ruling["declarer_options"] == ["accept", "refuse"]
    assert "61A" in ruling["laws_to_consider"]


def test_declarer_who_played_since_must_accept():
    ruling = ruled(
        penalty(
            penalty_cards=major("W", "HK"), suit_led="H", holding=["H7"], card_played="H7", declarer_played_after=True
        )
    )
    assert {"52B1(b)", "52B1(c)"} <= set(ruling["laws"])
    assert ruling["penalty_cards_remaining"] == ["HK"] and ruling["card_may_be_withdrawn"] is False


def test_not_accepted_the_penalty_card_is_substituted_and_the_card_played_becomes_major():
    ruling = ruled(
        penalty(
            penalty_cards=major("W", "HK"), suit_led="H", holding=["H7"], card_played="H7", declarer_choice="refuse"
        )
    )
    assert "52B2" in ruling["laws"]
    assert ruling["must_substitute"] == "HK" and ruling["penalty_cards_remaining"] == ["H7"]


def test_following_suit_instead_of_a_penalty_card_of_another_suit_is_no_failure():
    ruling = ruled(penalty(penalty_cards=major("W", "HK"), suit_led="C", holding=["C4"], card_played="C4"))
    assert ruling["no_rectification"] is True and "52A" not in ruling["laws"]


@pytest.mark.parametrize(
    ("facts", "field"),
    [
        (penalty(), "card"),
        (penalty(offender="W", card="H5"), "exposure"),
        (penalty(penalty_cards=[{"owner": "W", "card": "HK", "type": "minor"}]), "penalty_cards[0].type"),
        (penalty(penalty_cards=[{"owner": "W", "card": "H5"}]), "penalty_cards[0].type"),
        (penalty(penalty_cards=[{"owner": "S", "card": "HK", "type": "major"}]), "penalty_cards[0].owner"),
        (penalty(penalty_cards=[{"owner": "W", "card": "HK", "kind": "major"}]), "penalty_cards[0].kind"),
        (penalty(penalty_cards=major("W", "HK") + major("E", "S4"), suit_led="H", holding=[]), "offender"),
        (penalty(penalty_cards=major("W", "HK"), on_lead="E", declarer_choice="require_suit", suit="S"), "suit"),
        (penalty(penalty_cards=major("W", "HK", "S4"), on_lead="E", declarer_choice="require_suit"), "suit"),
        (
            penalty(penalty_cards=major("W", "HK", "S4"), on_lead="E", declarer_choice="forbid_suits", suits=["D"]),
            "suits[0]",
        ),
        (penalty(penalty_cards=major("W", "HK"), suit_led="H", holding=["C7"]), "holding[0]"),
        (penalty(penalty_cards=major("W", "HK"), suit_led="C"), "holding"),
        (penalty(penalty_cards=major("W", "HK"), suit_led="H", card_played="HK"), "card_played"),
        (
            penalty(
                penalty_cards=major("W", "HK"),
                suit_led="H",
                holding=["H7"],
                card_played="H7",
                declarer_played_after=True,
                declarer_choice="refuse",
            ),
            "declarer_choice",
        ),
        (penalty(offender="W", card="HK", edition="2007"), "edition"),
    ],
)
def test_bad_facts_name_their_field(facts, field):
    with pytest.raises(FactsError) as error:
        rule_dict(facts)
    assert error.value.field == field
