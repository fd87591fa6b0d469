"""What a ruling says: its steps, each a stable message key with parameters, and the outcome.

The English text of a step is rendered from `MESSAGES`; the site translates a
step by rendering the same key and parameters from its own table, so keys and
parameter names here are part of the public contract (listed in README.md).
Parameters are seat codes ("N"), side codes ("NS") and trick numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from lawsite.rulings.messages_auction_play import AUCTION_PLAY_MESSAGES
from lawsite.rulings.messages_claims import ADJUDICATION_FIELDS, CLAIM_MESSAGES

MESSAGES: dict[str, str] = {
    # Revoke (Laws 61-64)
    "revoke.not_established": (
        "The revoke by {offender} on trick {revoke_trick} is not established: no member of the offending side "
        "has played or designated a card to the following trick, or made or agreed to a claim."
    ),
    "revoke.must_be_corrected": "{offender} must correct the revoke: the card is withdrawn and a legal card substituted.",
    "revoke.withdrawn_card_penalty": (
        "The card withdrawn from the unfaced hand of {offender}, a defender, becomes a major penalty card (Law 50)."
    ),
    "revoke.withdrawn_card_replaced": (
        "The card withdrawn from the hand of {offender} (declarer's or dummy's) is replaced without further "
        "rectification."
    ),
    "revoke.later_cards_withdrawn": (
        "Each member of the non-offending side ({side}) may withdraw without rectification a card played after "
        "the revoke; the offending side's next player may then withdraw his card, a defender's becoming a penalty card."
    ),
    "revoke.established": (
        "The revoke by {offender} on trick {revoke_trick} is established: it may no longer be corrected and the "
        "revoke trick stands as played."
    ),
    "revoke.established_by_claim": (
        "The revoke by {offender} on trick {revoke_trick} is established: play ended with a claim or concession "
        "that the offending side made or agreed to."
    ),
    "revoke.established_by_agreed_claim": (
        "The revoke by {offender} on trick {revoke_trick} is established: a member of the offending side agreed to "
        "the opponents' claim or concession."
    ),
    "revoke.established_on_twelfth": "The revoke by {offender} on trick {revoke_trick} is established.",
    "revoke.twelfth_trick_corrected": (
        "A revoke on trick 12 must be corrected, even though established, if discovered before all four hands "
        "are returned to the board."
    ),
    "revoke.twelfth_trick_partner": (
        "If {offender} revoked before partner played to trick 12, partner may not choose a play that could have "
        "been suggested by seeing the revoke card."
    ),
    "revoke.twelfth_trick_partner_16C": (
        "If {offender} revoked before partner played to trick 12, what partner learned from seeing the revoke card "
        "is information from a withdrawn play: Law 16C applies."
    ),
    "revoke.won_by_offender_and_later": (
        "{offender} won the revoke trick ({revoke_trick}) and the offending side won a later trick ({later_trick}): "
        "at the end of play {tricks} tricks are transferred to {side}."
    ),
    "revoke.won_by_offender": (
        "{offender} won the revoke trick ({revoke_trick}) and the offending side won no later trick: "
        "at the end of play {tricks} trick is transferred to {side}."
    ),
    "revoke.offending_side_won_trick": (
        "{offender} did not win the revoke trick ({revoke_trick}), but the offending side won trick {won_trick}: "
        "at the end of play {tricks} trick is transferred to {side}."
    ),
    "revoke.won_by_offender_and_claimed_trick": (
        "{offender} won the revoke trick ({revoke_trick}) and the offending side won a later trick by the claim or "
        "concession: at the end of play {tricks} tricks are transferred to {side}."
    ),
    "revoke.offending_side_won_claimed_trick": (
        "{offender} did not win the revoke trick ({revoke_trick}), but the offending side won a later trick by the "
        "claim or concession: at the end of play {tricks} trick is transferred to {side}."
    ),
    "revoke.transfer_pending_won_by_offender": (
        "{offender} won the revoke trick ({revoke_trick}): at the end of play at least {tricks} trick is transferred "
        "to {side}, and one more if the offending side wins any later trick. The transfer is not settled until the "
        "winners of tricks {first} to 13 are known."
    ),
    "revoke.transfer_pending_no_trick_yet": (
        "The offending side ({offending_side}) has won none of tricks {revoke_trick} to {last}: at the end of play "
        "one trick is transferred to {side} if it wins any of tricks {first} to 13, none if it wins none. The "
        "transfer is not settled until the winners of those tricks are known."
    ),
    "revoke.no_rectification.no_trick_won": (
        "The offending side ({offending_side}) won neither the revoke trick ({revoke_trick}) nor any later trick: "
        "no trick is transferred."
    ),
    "revoke.no_rectification.subsequent_same_suit": (
        "This is a subsequent revoke by {offender} in the same suit: no trick is transferred for it."
    ),
    "revoke.no_rectification.faced_card": (
        "The revoke was a failure to play a penalty card or a card from dummy's hand: no trick is transferred."
    ),
    "revoke.no_rectification.declarer_faced_card": (
        "{offender} failed to play a card of his own hand that he had faced on the table: as worded in 2007, no "
        "trick is transferred for a failure to play any card faced on the table."
    ),
    "revoke.no_rectification.dummy_card": (
        "{offender} is dummy: the revoke was a failure to play a card from dummy's hand, so no trick is transferred."
    ),
    "revoke.no_rectification.call_on_next_board": (
        "Attention was first drawn to the revoke after the non-offending side made a call on the next board: "
        "no trick is transferred."
    ),
    "revoke.no_rectification.after_round": (
        "Attention was first drawn to the revoke after the round ended: no trick is transferred."
    ),
    "revoke.no_rectification.twelfth_trick": "The revoke was on trick 12: no trick is transferred.",
    "revoke.no_rectification.both_sides": "Both sides revoked on this board: no trick is transferred.",
    "revoke.both_revoked_same_trick": (
        "Both sides revoked on this trick and only one side has played to the next trick: both revokes are "
        "corrected, and a card a defender withdraws becomes a penalty card."
    ),
    "revoke.no_rectification.corrected_same_trick": (
        "The revoke was corrected because both sides revoked on the same trick: no trick is transferred."
    ),
    "revoke.equity": (
        "If the non-offending side ({side}) is insufficiently compensated for the damage caused by the revoke, "
        "the Director adjusts the score."
    ),
    "revoke.equity_subsequent_same_suit": (
        "{offender} revoked again in the same suit, which transfers no trick of its own: the Director considers "
        "giving the non-offending side ({side}) by an adjusted score what that later revoke cost it."
    ),
    "revoke.equity_both_sides": (
        "Both sides revoked on this board, so no trick is transferred: the Director considers an adjusted score "
        "where a side was damaged by the other side's revoke."
    ),
    # Dummy's limitations (Law 43)
    "dummy.violated_limitation_own_initiative": (
        "Dummy ({dummy}) first broke a limitation of Law 43A2, for example by looking on his own initiative at a "
        "defender's cards."
    ),
    "dummy.violated_limitation": (
        "Dummy ({dummy}) first broke a limitation of Law 43A2, for example by looking at a defender's cards."
    ),
    "dummy.asked_about_revoke": (
        "Dummy then asked declarer ({declarer}) about his failure to follow suit on trick {revoke_trick}: the revoke "
        "must be corrected, and Law 64 applies as if it were established, counting only tricks won from trick "
        "{question_trick} on."
    ),
    "dummy.only_later_trick_eligible": (
        "{offender} won the revoke trick ({revoke_trick}), but only tricks from trick {question_trick} on may be "
        "transferred: the offending side won trick {later_trick}, so {tricks} trick is transferred to {side}."
    ),
    "dummy.no_eligible_trick": (
        "The offending side ({offending_side}) won no trick from trick {question_trick} on: no trick is transferred."
    ),
    "dummy.may_ask_about_revoke": (
        "Dummy ({dummy}), having broken no limitation of Law 43A2, may ask declarer ({declarer}) about a failure "
        "to follow suit on trick {revoke_trick}."
    ),
    "dummy.drew_attention_after_violation": (
        "Dummy ({dummy}) then drew attention to a defender's irregularity: play continues without the usual "
        "rectification of that irregularity."
    ),
    "dummy.lead_accepted": "The defender's lead out of turn is accepted.",
    "dummy.card_back_to_hand": (
        "The defender's exposed card goes back to hand without restriction: it is not a penalty card."
    ),
    "dummy.revoke_still_corrected": "A defender's revoke that is not established must still be corrected.",
    "dummy.information_authorised": "Information from any withdrawn action is authorised for both sides.",
    "dummy.split_score": (
        "If the defenders ({side}) gained from their irregularity going unrectified, the Director adjusts their "
        "score only, taking that gain away; the declaring side keeps the table result (a split score)."
    ),
    "dummy.may_not_draw_attention": (
        "Dummy ({dummy}) may not call attention to an irregularity during play, but as dummy broke no limitation "
        "of Law 43A2 first, the defender's irregularity is rectified under the relevant laws."
    ),
    "dummy.defender_lead_out_of_turn": (
        "Declarer may accept the defender's lead out of turn or require its withdrawal; a withdrawn card becomes "
        "a penalty card."
    ),
    "dummy.defender_card_exposed": "The card the defender exposed becomes a penalty card (Law 50).",
    "dummy.defender_withdrawn_card_penalty": (
        "The card the defender withdraws in correcting the revoke becomes a major penalty card (Law 50)."
    ),
    "dummy.procedural_penalty": "The Director may award a procedural penalty against the declaring side ({side}).",
    # Declarer's lead out of turn (Laws 55, 53)
    "lead.options": (
        "Declarer led out of turn from {led_from}'s hand when {proper_leader} was to lead: either defender may "
        "accept the lead (Law 53) or require its retraction (after misinformation, see Law 47E1)."
    ),
    "lead.choices_differ": (
        "The defenders chose differently: the choice of {seat}, next in turn after the irregular lead, prevails."
    ),
    "lead.choice_stands": "The choice of {seat} stands.",
    "lead.accepted": "The lead is accepted and stands as a correct lead; {next_seat} plays next.",
    "lead.retracted_defender_turn": (
        "The lead is retracted: declarer restores the card to the hand it came from ({led_from}) with no further "
        "rectification, and {proper_leader} leads."
    ),
    "lead.retracted_wrong_hand": (
        "The lead is retracted: declarer withdraws the card and must lead from the correct hand ({proper_leader})."
    ),
    "lead.information_from_infraction": (
        "If declarer adopts a line of play that could have been based on information obtained through the "
        "infraction, Law 16 applies."
    ),
    # Defective trick (Law 67)
    "defective.supply_card": "{offender} failed to play to the trick and now supplies a legal card to it.",
    "defective.too_many_early": (
        "{offender} played more than one card to the trick: Law 45E (a fifth card) or Law 58B (cards played "
        "simultaneously) applies."
    ),
    "defective.exposed_card_penalty": "The defender's extra card that was seen becomes a penalty card (Law 50).",
    "defective.director_determines": (
        "Attention was drawn after both sides had played to the next trick: the Director determines which trick "
        "was defective."
    ),
    "defective.must_play_suit_led": (
        "{offender} holds a card of the suit led: he faces one of his choice and places it among his played "
        "cards; it does not change who won the trick."
    ),
    "defective.any_card": (
        "{offender} holds no card of the suit led: he faces any card and places it among his played cards; "
        "it does not change who won the trick."
    ),
    "defective.deemed_revoke": (
        "{offender} is deemed to have revoked on the defective trick: {tricks} trick is transferred to {side}."
    ),
    "defective.deemed_revoke_pending": (
        "{offender} is deemed to have revoked on the defective trick: one trick is transferred to {side} if the "
        "offending side won the defective trick or any later one, none if it won none. The transfer is not settled "
        "until the winners of the defective trick and of every trick after it are known."
    ),
    "defective.deemed_revoke_no_trick": (
        "{offender} is deemed to have revoked on the defective trick, but the offending side ({offending_side}) "
        "won no trick from trick {trick} on: no trick is transferred."
    ),
    "defective.keep_visible_card": (
        "{offender} leaves among the played cards the card exposed in playing to the defective trick (if that "
        "cannot be told, the highest card he could legally have played) and restores the others to hand; "
        "the ownership of the trick does not change."
    ),
    "defective.restored_card_owned": (
        "A restored card is deemed to have belonged continuously to the hand of {offender}: failing to play it "
        "to an earlier trick may be a revoke."
    ),
    "defective.restored_card_penalty": "The restored card of {offender}, a defender, was exposed: it becomes a penalty card.",
}
MESSAGES.update(AUCTION_PLAY_MESSAGES)  # Laws 23-32, 24, 49-58: one table, kept in its own file
MESSAGES.update(CLAIM_MESSAGES)  # claims (68-71), weighted scores (12C1(c)), the 64C double-dummy aid

#: Outcome fields of the auction and play situations (RULINGS_AUCTION_PLAY.md §0.3, §0.5), present in every
#: ruling's JSON and null where they do not concern the situation.
OUTCOME_FIELDS = (
    "edition",
    "offender",
    "offender_partner",
    "call_cancelled",
    "auction_reverts_to",
    "further_rectification",
    "offender_partner_must_pass",
    "offender_must_pass",
    "offender_must_repeat",
    "lead_restrictions",
    "lead_restriction_type",
    "ui_for_offending_side",
    "adjustment_possible",
    "adjusted_score",
    "governing_law",
    "change_of_call",
    "call_in_rotation",
    "cards_face_up_until_end_of_auction",
    "penalty_card_if_defender",
    "card_picked_up",
    "penalty_cards_remaining",
    "lead_stands",
    "lead_can_be_accepted",
    "declarer_options",
    "designated_by",
    "declarer_after",
    "dummy_after",
    "second_card_from",
    "must_play_card",
    "must_play_penalty_card_at_first_legal_opportunity",
    "obligation",
    "may_play",
    "may_not_play",
    "no_rectification",
    "card_played",
    "card_may_be_withdrawn",
    "must_substitute",
    "on_lead_after",
    "must_lead_suit",
    "forbidden_suit",
    "forbidden_suits",
    "face_down_lead_withdrawn",
) + ADJUDICATION_FIELDS  # claim, weighted_score: their own file


def render(key: str, params: Mapping[str, object], messages: Mapping[str, str] = MESSAGES) -> str:
    """The text of one step from a message table (English by default, or the site's el/pl tables)."""
    return messages[key].format(**params)


@dataclass(frozen=True)
class Step:
    """One step of the Director's reasoning, tied to the clause that justifies it.

    `consider` marks a clause the Director weighs (equity, Law 16, a procedural
    penalty) rather than one the ruling applies; such clauses stay out of `laws`.
    """

    key: str  # "revoke.established"
    params: dict[str, object]  # {"offender": "S", "revoke_trick": 5}
    clause: str  # "63A1"
    text: str
    consider: bool = False

    def to_dict(self) -> dict[str, object]:
        return {
            "key": self.key,
            "params": dict(self.params),
            "text": self.text,
            "clause": self.clause,
            "consider": self.consider,
        }


def step(key: str, clause: str, consider: bool = False, **params: object) -> Step:
    return Step(key, params, clause, render(key, params), consider)


def _unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


@dataclass(frozen=True)
class Ruling:
    """The outcome of one situation; `to_dict` is the JSON contract of README.md."""

    situation: str
    steps: list[Step]
    tricks_transferred: int | None = 0  # None: not known until the facts in `missing_facts` are given
    transferred_to: str | None = None
    revoke_must_be_corrected: bool | None = None
    decided_by: str | None = None
    lead_retracted: bool | None = None
    lead_from: str | None = None
    penalty_card: bool | str | None = None  # True/False, or "major"/"minor" in the auction and play situations
    split_score_possible: bool = False
    equity_check: bool = False
    outcome: dict[str, object] = field(default_factory=dict)  # OUTCOME_FIELDS that concern the situation
    missing_facts: tuple[str, ...] = ()  # facts a firm answer still needs; the steps say what is ruled without them
    laws: list[str] = field(init=False)
    laws_to_consider: list[str] = field(init=False)

    def __post_init__(self):
        object.__setattr__(self, "laws", _unique([s.clause for s in self.steps if not s.consider]))
        object.__setattr__(self, "laws_to_consider", _unique([s.clause for s in self.steps if s.consider]))
        unknown = set(self.outcome) - set(OUTCOME_FIELDS)
        if unknown:
            raise ValueError(f"not outcome fields: {sorted(unknown)}")

    def to_dict(self) -> dict[str, object]:
        return {
            "situation": self.situation,
            "laws": list(self.laws),
            "laws_to_consider": list(self.laws_to_consider),
            "tricks_transferred": self.tricks_transferred,
            "transferred_to": self.transferred_to,
            "steps": [s.to_dict() for s in self.steps],
            "revoke_must_be_corrected": self.revoke_must_be_corrected,
            "decided_by": self.decided_by,
            "lead_retracted": self.lead_retracted,
            "lead_from": self.lead_from,
            "penalty_card": self.penalty_card,
            "split_score_possible": self.split_score_possible,
            "equity_check": self.equity_check,
            "complete": not self.missing_facts,
            "missing_facts": list(self.missing_facts),
            **{name: self.outcome.get(name) for name in OUTCOME_FIELDS},
        }
