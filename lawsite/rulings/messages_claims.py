"""English step messages of `claim` (Laws 68-71), `weighted_score` (12C1(c), 77, 78) and the
double-dummy aid to 64C on played boards; merged into the one `MESSAGES` table of `ruling.py`.

Greek and Polish: `lawsite/assistant/step_messages_claims.py`, same keys and params (tested).
"""

#: Output fields of these situations, present (null elsewhere) in every ruling's JSON.
ADJUDICATION_FIELDS = ("claim", "weighted_score")

CLAIM_MESSAGES: dict[str, str] = {
    # Weighted adjusted score (12C1(c), 77, 78)
    "weighted.adjusted": (
        "The Director awards a weighted adjusted score: each of the {count} outcomes counts in proportion to its "
        "weight."
    ),
    "weighted.outcome": (
        "Outcome {outcome}: {contract} by {declarer}, {tricks} tricks, weight {weight}: {points} points to NS."
    ),
    "weighted.total_points": "In total points the weighted score is {result} points to NS.",
    "weighted.imps_outcome": "Against {other} points to NS at the other table, outcome {outcome} is worth {imps} IMPs to NS.",
    "weighted.imps": "Weighted, the score is {result} IMPs to NS.",
    "weighted.matchpoints_outcome": (
        "Against the {count} other scores on the board, outcome {outcome} is worth {matchpoints} of {top} "
        "matchpoints to NS."
    ),
    "weighted.matchpoints": (
        "Weighted, the score is {result} of {top} matchpoints to NS ({percent}%) and {result_ew} to EW."
    ),
}

CLAIM_MESSAGES.update(
    {
        # The double-dummy aid to 64C on a played board (revoke_equity.py)
        "revoke.dd_equity_short": (
            "An aid to 64C: double dummy, had {offender} followed suit with his best card on trick {trick}, the "
            "non-offending side ({side}) would have taken {dd} tricks; after the transfer it has {after}, {short} "
            "short. Double dummy assumes perfect play: whether equity is restored is the Director's judgement."
        ),
        "revoke.dd_equity_restored": (
            "An aid to 64C: double dummy, had {offender} followed suit with his best card on trick {trick}, the "
            "non-offending side ({side}) would have taken {dd} tricks; after the transfer it has {after}, no fewer. "
            "Double dummy assumes perfect play: whether equity is restored is the Director's judgement."
        ),
        "revoke.dd_equity_unknown": (
            "An aid to 64C: double dummy, had {offender} followed suit with his best card on trick {trick}, the "
            "non-offending side ({side}) would have taken {dd} tricks; the record does not tell how many it has "
            "after the transfer."
        ),
        # Claims and concessions (Laws 68-71)
        "claim.claim_and_concession": (
            "{claimer} claims {claimed} of the {remaining} remaining tricks for {side}: a claim of some tricks "
            "concedes the other {conceded}."
        ),
        "claim.claim_all": "{claimer} claims all {remaining} remaining tricks for {side}.",
        "claim.defender_claim": (
            "{claimer} is a defender: no part of the claim that depends on partner choosing one play among normal "
            "plays is accepted."
        ),
        "claim.agreed": (
            "The opponents agreed to the claim and did not withdraw their agreement: the board is scored with the "
            "{claimed} tricks claimed for {side}."
        ),
        "claim.agreement_withdrawn": (
            "{side} withdrew their agreement within the Correction Period: a trick they would likely have won had "
            "play continued is awarded to them."
        ),
        "claim.won_trick_restored": (
            "{side} agreed to lose {tricks} trick(s) already played that they had in fact won: within the "
            "Correction Period the agreement is withdrawn and the board is rescored with those tricks to {side}."
        ),
        "claim.agreement_likely": (
            "For a withdrawn agreement the standard is a trick {side} would likely have won: the Director weighs "
            "whether the lines below are likely, not merely normal."
        ),
        "claim.statement": (
            "The claimer's side follows the clarification statement of {claimer}, as repeated, step by step "
            "({count} in all); every choice it leaves open is resolved against the claimer among normal plays."
        ),
        "claim.no_statement": (
            "{claimer} made no clarification statement: every choice is resolved against the claimer among normal "
            "plays."
        ),
        "claim.trump_mentioned": (
            "{seat} still holds a trump ({card}), and the statement mentions the trumps: the claimer is taken to "
            "draw it as stated."
        ),
        "claim.outstanding_trump": (
            "{seat} still holds a trump ({card}) that the statement does not mention, and it is at all likely the "
            "claimer was unaware of it: a normal line may lose a trick to it."
        ),
        "claim.trump_known": (
            "{seat} still holds a trump ({card}) that the statement does not mention, but the Director judges it "
            "not likely that the claimer was unaware of it: the claimer is taken to draw it once the steps of his "
            "statement are played (a trick his stated line loses to it before then is still lost)."
        ),
        "claim.irrational_removed": (
            "The Director judges line {line} irrational for the class of player involved: it is not among the "
            "normal lines."
        ),
        "claim.suit_order": (
            "The Regulating Authority specifies that a suit the statement did not clarify is deemed played from the "
            "top down: {seat} plays {higher}, not {card}, and line {line} is left out."
        ),
        "claim.worst_line": (
            "The worst normal line for the claimer, with the defenders playing their best, gives {side} {tricks} of "
            "the {remaining} tricks ({choices} choices resolved against the claimer on it)."
        ),
        "claim.concession_cancelled": (
            "The claimer conceded {tricks} trick(s) that no normal play could lose: within the Correction Period "
            "the concession is cancelled and the trick(s) go to {side}."
        ),
        "claim.won_trick_conceded_restored": (
            "{side} conceded {tricks} trick(s) already played that they had in fact won: within the Correction "
            "Period the concession is cancelled and the board is rescored with those tricks to {side}."
        ),
        "claim.won_trick_conceded_stands": (
            "{side} conceded {tricks} trick(s) already played that they had in fact won, but the Correction Period "
            "has ended: the concession stands."
        ),
        "claim.concession_stands": (
            "The claimer conceded {tricks} trick(s) that no normal play could lose, but the Correction Period has "
            "ended: the concession stands."
        ),
        "claim.awarded": "The Director awards {awarded} of the remaining tricks to {side} and {rest} to {opponents}.",
        "claim.unstated_finesse": (
            "On trick {trick} of the claim the worst line plays {card} from {seat}, where {better} would take more "
            "tricks: a line that depends on finding one opponent rather than the other with a card is not accepted "
            "unless it was stated, or an opponent has shown out of (or on any normal line would show out of) the suit."
        ),
        "claim.unstated_line": (
            "With best play {side} could take {dd} tricks, {more} more than on the worst normal line, by a line the "
            "statement does not embrace (a finesse, a squeeze, an endplay): it is not accepted while a normal line "
            "is less successful."
        ),
        "claim.suit_order_open": (
            "On trick {trick} of the claim the worst line plays {card} from {seat}, which still holds {higher} of "
            "the suit: the statement does not clarify the order. Where the Regulating Authority specifies an order "
            "(such as from the top down), the suit is deemed played in it and the claim is ruled again."
        ),
        "claim.search_incomplete": (
            "The positions are too many to prove the worst normal line here: the line shown, which gives {side} "
            "{tricks}, is one normal line, and a worse one may exist, though none gives {side} fewer than {least}; "
            "the Director looks for it, and rules again without any play on the line he judges irrational for the "
            "player."
        ),
        "claim.double_dummy": (
            "Double dummy, with best play by all four, {side} takes {dd} of the {remaining} tricks: an aid for the "
            "Director, not the standard of a claim."
        ),
    }
)
