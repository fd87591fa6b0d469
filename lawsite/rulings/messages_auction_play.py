"""English step messages of the auction and play situations, merged into `ruling.MESSAGES` (one table).

Kept in their own file so the older situations' table stays easy to read and merge.
The wording paraphrases the 2017 Laws; it never quotes them. Parameters are seat
codes ("N"), side codes ("NS"), calls shown as "1♠", "3NT", "pass", "X", "XX", cards
as "♠K", "♦10" and suits as "♠" (the site localises pass, NT and the honour letters).
"""

AUCTION_PLAY_MESSAGES: dict[str, str] = {
    # What follows a withdrawn call (Laws 16C, 23, 26, 72C)
    "withdrawn.ui": (
        "Information from the withdrawn call is authorised for the non-offending side ({nos}) and unauthorised for "
        "the offending side ({os}): {offender}'s partner may not choose, from logical alternatives, one it could "
        "demonstrably have suggested."
    ),
    "withdrawn.lead_restrictions": (
        "If {offender} becomes a defender, then at {partner}'s first turn to lead (the opening lead included) "
        "declarer may prohibit the lead of any one suit that {offender} did not specify in the legal auction; the "
        "prohibition lasts while {partner} keeps the lead."
    ),
    "withdrawn.lead_restrictions_amended": (
        "Declarer may only prohibit a suit: the 2017 text as first printed also let him require one, and an "
        "amendment removed that. The amendment is known here from one forum quotation, not from the WBF's own "
        "document: check the edition in use."
    ),
    "withdrawn.offending_side_declares": (
        "{declarer}, of {offender}'s side, is declarer: lead restrictions are for an offender who becomes a "
        "defender, so there are none."
    ),
    "withdrawn.no_lead_restrictions": (
        "The withdrawn call was replaced by a comparable call: there are no lead restrictions, whatever role "
        "{offender} takes."
    ),
    "withdrawn.comparable_check": (
        "At the end of play, if the Director judges that without the help gained through the infraction the result "
        "could well have been different, and the non-offending side ({side}) was damaged, he awards an adjusted "
        "score."
    ),
    "withdrawn.awareness": (
        "If the offender could have known, when he committed the irregularity, that it could well damage the "
        "non-offending side ({side}), the Director adjusts the score at the end of play should the offending side "
        "have gained through it."
    ),
    "withdrawn.adjusted": (
        "The Director judges that the non-offending side ({side}) was damaged through the help the offenders gained: "
        "he awards an adjusted score, aiming at the likely result had the irregularity not happened."
    ),
    "withdrawn.not_adjusted": (
        "The Director judges that the non-offending side ({side}) was not damaged through the irregularity: the "
        "table result stands."
    ),
    # Insufficient bid (Law 27)
    "insufficient.out_of_rotation": (
        "{offender}'s insufficient {call} was also out of rotation: Law 31 deals with it first; if it is later "
        "repeated in rotation and is still insufficient, Law 27 applies then."
    ),
    "insufficient.accepted": (
        "{lho}, on the offender's left, accepted the insufficient {call} by calling over it: it stands as a legal "
        "call and the auction goes on without rectification."
    ),
    "insufficient.premature_replacement_cancelled": (
        "The insufficient bid was accepted, so the call {offender} substituted before the ruling ({replacement_call}) "
        "is cancelled."
    ),
    "insufficient.unintended": (
        "If {offender} did not intend to make this bid (a slip of the hand), Law 25A lets him replace it before his "
        "partner calls; Law 27 is for an intended call."
    ),
    "insufficient.not_accepted": (
        "{lho} did not accept the insufficient {call}: {offender} must replace it with a legal call."
    ),
    "insufficient.premature_replacement": (
        "{offender} substituted {replacement_call} before the Director had ruled: the substitution stands, and the "
        "Director rules on it as below."
    ),
    "insufficient.option_lowest": (
        "If {offender} replaces it with the lowest sufficient bid specifying the same denomination(s) ({lowest_call} "
        "if the insufficient bid was natural), the auction goes on without further rectification."
    ),
    "insufficient.option_same_denominations": (
        "If {offender} replaces it with the lowest sufficient bid specifying the same denomination(s), the auction "
        "goes on without further rectification."
    ),
    "insufficient.option_comparable": (
        "If {offender} replaces it with a comparable call (Law 23A), there is no further rectification either, and "
        "Law 16C does not apply to the withdrawn bid."
    ),
    "insufficient.option_other": (
        "With any other sufficient bid or a pass, his partner {partner} must pass whenever it is his turn for the "
        "rest of the auction, and lead restrictions may follow; a double or redouble that is not comparable is "
        "cancelled and {offender} must choose again, with the same bar on {partner}."
    ),
    "insufficient.not_lowest": (
        "{replacement_call} is not the lowest sufficient bid in that denomination ({lowest_call}), so this "
        "replacement is not the one that costs nothing."
    ),
    "insufficient.same_denominations": (
        "{offender} replaced the insufficient bid with {replacement_call}, the lowest sufficient bid specifying the "
        "same denomination(s), as the Director judges: the auction goes on without further rectification, with no "
        "lead restrictions and Law 16C not applying."
    ),
    "insufficient.comparable": (
        "{offender} replaced the insufficient bid with {replacement_call}, a comparable call as the Director judges "
        "(Law 23A): no further rectification, and Law 16C does not apply to the withdrawn bid."
    ),
    "insufficient.not_comparable": (
        "{offender} replaced the insufficient bid with {replacement_call}, which is not comparable: his partner "
        "{partner} must pass whenever it is his turn to call, for the rest of the auction."
    ),
    "insufficient.double_cancelled": (
        "{offender} tried to replace the insufficient bid with {replacement_call}, a double or redouble that is not "
        "comparable: it is cancelled, {offender} must substitute a legal call, and his partner {partner} must pass "
        "whenever it is his turn to call."
    ),
    "insufficient.second_insufficient": (
        "{offender} tried to replace the insufficient bid with another insufficient bid ({replacement_call}), which "
        "{lho} did not accept: the Director rules as for a double or redouble that is not comparable."
    ),
    "insufficient.as_b3": (
        "{offender} must substitute a legal call, and his partner {partner} must pass whenever it is his turn to call."
    ),
    "insufficient.second_accepted": (
        "{lho} accepted the second insufficient bid ({replacement_call}) by calling over it: it stands and the "
        "auction goes on."
    ),
    "insufficient.second_accepted_lead_restrictions": (
        "The first insufficient bid was withdrawn and not replaced by a comparable call: whether Law 26B lead "
        "restrictions follow it once the second one is accepted is not settled by the sources this engine follows; "
        "the Director decides."
    ),
    # Calls out of rotation (Laws 28-32)
    "rotation.at_rho_turn": "{offender} called {call} out of rotation, at the turn of {turn}, his right-hand opponent.",
    "rotation.at_partner_turn": "{offender} called {call} out of rotation, at the turn of {turn}, his partner.",
    "rotation.at_lho_turn": "{offender} called {call} out of rotation, at the turn of {turn}, his left-hand opponent.",
    "rotation.in_rotation_barred": (
        "{rho}, whose turn it was, is required by law to pass: {offender}'s call counts as made in rotation, and "
        "there is no rectification."
    ),
    "rotation.correct_player_called": (
        "{turn}, whose turn it was, called before any rectification was assessed: that call is in rotation, the "
        "right to rectify {offender}'s call is forfeited, and the auction goes on as though {offender} had not "
        "called at that turn. Law 26 does not apply."
    ),
    "rotation.pass_then_calls": (
        "After a pass out of rotation followed by further calls, how this clause applies is not settled (a "
        "directors' forum case was left open): the Director decides."
    ),
    "rotation.inadmissible": (
        "{offender}'s {call} could not legally have been made at that point: an inadmissible double or redouble may "
        "never be accepted, and Law 36 applies."
    ),
    "rotation.change_of_call": (
        "{offender} had already called and called again at the turn of {lho}: this is a change of call, ruled under "
        "Law 25."
    ),
    "rotation.accepted": (
        "{lho}, on {offender}'s left, called next and so accepted the call out of rotation: rectification is "
        "forfeited and the auction goes on as if it had been in turn."
    ),
    "rotation.cancelled": (
        "The call out of rotation is not accepted: it is cancelled, and the auction reverts to {turn}, whose turn it "
        "was."
    ),
    "rotation.artificial": (
        "The call out of rotation was artificial: what follows applies to the denomination(s) it specified, not to "
        "the one it named."
    ),
    "rotation.artificial_pass": (
        "The pass out of rotation was artificial (or passed partner's artificial call): it is ruled as a bid out of "
        "rotation (Law 31)."
    ),
    "rotation.pass_rho": (
        "{offender} passed out of rotation at the turn of {rho}, his right-hand opponent: {offender} must pass at "
        "his next turn; his partner's calls are not restricted."
    ),
    "rotation.pass_rho_lead_restrictions": (
        "Whether Law 26B lead restrictions can follow a pass out of rotation at the right-hand opponent's turn is "
        "unsettled (directors disagree on a forum; the English text was not available to this engine): the "
        "Director decides whether declarer gets that option."
    ),
    "rotation.partner_free": (
        "{partner}, the offender's partner, may make any legal call at his proper turn, but information from the "
        "withdrawn call is unauthorised for him."
    ),
    "rotation.next_call_pending": (
        "{offender} may make any legal call at his proper turn: if it is comparable (Law 23A) there is no further "
        "rectification; if not, his partner {partner} must pass when next it is his turn, and lead restrictions "
        "may follow."
    ),
    "rotation.ruled_as_at_rho_turn": (
        "{offender} may make any legal call at his proper turn; on his call, {next_call}, the Director rules as for "
        "a call out of rotation at the right-hand opponent's turn once that opponent has called."
    ),
    "rotation.next_call_comparable": (
        "{offender}'s call at his proper turn, {next_call}, is comparable as the Director judges: the auction goes "
        "on without further rectification."
    ),
    "rotation.next_call_not_comparable": (
        "{offender}'s call at his proper turn, {next_call}, is not comparable: his partner {partner} must pass when "
        "next it is his turn to call (once)."
    ),
    "rotation.double_lead_restrictions": (
        "The texts differ on whether this clause names Law 26B (the French text does, the Greek does not); the "
        "engine applies 26B by its own terms, with medium confidence."
    ),
    "rotation.rho_pending": (
        "If {rho} now passes, {offender} must repeat his call and there is no rectification; if {rho} bids, "
        "doubles or redoubles, {offender} may make any legal call, and the Director rules on whether it is "
        "comparable."
    ),
    "rotation.rho_passed_repeat": (
        "{rho} passed: {offender} must repeat the call he made out of rotation, {call}; if it is legal, there is no "
        "rectification."
    ),
    "rotation.repeat_insufficient": (
        "Repeated in rotation, {offender}'s {call} is insufficient: Law 27 applies to it now."
    ),
    "rotation.rho_acted": "{rho} then called {rho_call}: {offender} may make any legal call at his turn.",
    # A card exposed or led during the auction (Law 24)
    "auction_card.declaring_side_lead": (
        "{offender}, of the declaring side, made an opening lead: it is treated as a card exposed during the auction "
        "period, which has not yet ended, so it cannot be accepted as a lead."
    ),
    "auction_card.face_up": (
        "{offender}'s exposed card(s), {cards}, stay face up on the table until the auction ends; information from "
        "them is authorised for the non-offending side ({nos}) and unauthorised for the offending side ({os})."
    ),
    "auction_card.single_low": (
        "A single card below honour rank, not led: no rectification in the auction for {offender}'s side."
    ),
    "auction_card.honour_or_led": "A single honour, or a card led: {partner}, the offender's partner, must pass at his next turn.",
    "auction_card.several": "Two or more cards were exposed: {partner}, the offender's partner, must pass at his next turn.",
    "auction_card.bar_no_turn": (
        "The auction is over, so the bar on {partner} at his next turn has no call left to apply to."
    ),
    "auction_card.declaring_side": (
        "{offender} is on the declaring side (declarer or dummy): the cards are picked up when the auction ends and "
        "are not penalty cards."
    ),
    "auction_card.defender": "{offender} is a defender: each exposed card, {cards}, becomes a penalty card.",
    "auction_card.role_unknown_minor": (
        "If {offender} becomes declarer or dummy, {cards} is picked up; if he becomes a defender it becomes a minor "
        "penalty card."
    ),
    "auction_card.role_unknown_major": (
        "If {offender} becomes declarer or dummy, {cards} is picked up; if he becomes a defender it becomes a major "
        "penalty card (every card, when there are several)."
    ),
    "auction_card.led_major": (
        "A card led early counts as exposed through deliberate play, so a major penalty card even below honour "
        "rank; the sources read it so with medium confidence."
    ),
    # Faced opening lead out of turn (Law 54, 47E1)
    "opening_lead.face_down_withdrawn": "{seat}, the correct leader, had also led face down: that card is withdrawn.",
    "opening_lead.misinformed": (
        "{offender} led out of turn because an opponent told him it was his lead: the card is withdrawn without "
        "rectification, the lead may not be accepted, and {proper_leader} leads."
    ),
    "opening_lead.out_of_turn": (
        "{offender} faced an opening lead out of turn; {proper_leader} was to lead. Declarer ({declarer}) chooses "
        "what happens to it."
    ),
    "opening_lead.option_spread": (
        "Declarer ({declarer}) may accept the lead by spreading his own hand: he becomes dummy and {dummy} declarer."
    ),
    "opening_lead.option_accept": (
        "Declarer ({declarer}) may accept the lead and play the hand: dummy ({dummy}) is spread and the second card "
        "to the trick comes from declarer's own hand."
    ),
    "opening_lead.option_refuse": (
        "Declarer ({declarer}) may refuse the lead: the card becomes a major penalty card and {proper_leader} leads "
        "under declarer's choice of Law 50D2."
    ),
    "opening_lead.second_card_played": (
        "The second card to the trick, {card}, was played from {seat}'s hand: it is a played card."
    ),
    "opening_lead.must_accept": (
        "Declarer ({declarer}) could have seen cards of dummy's hand: he must accept the lead and stays declarer."
    ),
    "opening_lead.exposed_while_spreading": (
        "Declarer ({declarer}) began to spread his hand and exposed one or more cards: he must spread the whole hand."
    ),
    "opening_lead.become_dummy": (
        "Declarer ({declarer}) accepts the lead by spreading his hand: {declarer} becomes dummy and {new_declarer} "
        "declarer, who plays the second card to the trick from {declarer}'s hand."
    ),
    "opening_lead.accepted": (
        "Declarer ({declarer}) accepts the lead: dummy's hand ({dummy}) is spread, and the second card to the trick "
        "comes from declarer's own hand."
    ),
    "opening_lead.second_card_from_dummy": (
        "Declarer played the second card from dummy's hand ({dummy}): that card may not be withdrawn, except to "
        "correct a revoke."
    ),
    "opening_lead.refused": (
        "Declarer refuses the lead: {offender} takes the {card} back and it becomes a major penalty card; "
        "{proper_leader} leads."
    ),
    # Penalty cards (Laws 48-52)
    "penalty.declaring_side_card": (
        "{offender} is declarer or dummy: cards of the declaring side never become penalty cards; they go back to "
        "the hand."
    ),
    "penalty.becomes": (
        "{owner}, a defender, exposed {cards} where his partner could see its face (or named it as being in his "
        "hand): it becomes a penalty card."
    ),
    "penalty.minor": "{owner}'s {cards}: a single card below honour rank exposed unintentionally, so a minor penalty card.",
    "penalty.major_honour": "{owner}'s {cards}: an honour, so a major penalty card.",
    "penalty.major_deliberate": "{owner}'s {cards}: exposed through deliberate play, so a major penalty card.",
    "penalty.major_several": "{owner} has two or more penalty cards ({cards}): every one of them is a major penalty card.",
    "penalty.named_class": (
        "A card below honour rank named as being in the hand: whether it is minor or major is for the Director (the "
        "minor class is for cards exposed unintentionally)."
    ),
    "penalty.stays_face_up": (
        "A penalty card stays face up on the table in front of {owner} until it is played or a rectification has "
        "been chosen."
    ),
    "penalty.minor_rules": (
        "{owner} may not play any other card below honour rank in {suit} until he has played the {card}, but he "
        "may play an honour of that suit instead. {partner} has no lead restriction; information from seeing the "
        "card is unauthorised for him."
    ),
    "penalty.major_rules": (
        "{owner} must play {cards} at the first legal opportunity, whether leading, following suit, discarding or "
        "trumping; when two or more could be played, declarer designates which."
    ),
    "penalty.information": (
        "Knowing what the penalty card obliges is authorised for everyone; any other information from seeing it is "
        "unauthorised for {partner} and authorised for declarer."
    ),
    "penalty.partner_options": (
        "{partner} has the lead while {owner}'s major penalty card ({card}) remains. Before he leads, declarer "
        "chooses: require the lead of {suit}, or prohibit it for as long as {partner} keeps the lead (either way "
        "the card is picked up), or leave the lead free (the card remains a penalty card)."
    ),
    "penalty.require_suit": (
        "Declarer requires the lead of {suit}: {partner} must lead it, and the {card} is picked up and is no longer "
        "a penalty card."
    ),
    "penalty.forbid_suit": (
        "Declarer prohibits the lead of {suit}: {partner} may not lead it for as long as he keeps the lead, and the "
        "{card} is picked up and is no longer a penalty card."
    ),
    "penalty.free_lead": (
        "Declarer leaves the lead free: {partner} may lead any card, and the {card} ({suit}) remains a major "
        "penalty card of {owner}; the choice comes back each time {partner} gets the lead while it remains."
    ),
    "penalty.cannot_comply": (
        "{partner} holds no card of the required suit: he may play any otherwise legal card (Law 59)."
    ),
    "penalty.led_before_choice": (
        "{partner} led before declarer had chosen: that card is exposed and dealt with under Law 49 (a penalty "
        "card); the sources give this reading with medium confidence."
    ),
    "penalty.minor_partner_free": (
        "{partner} has the lead; {owner}'s penalty card is minor, so there is no lead restriction."
    ),
    "penalty.must_lead": "{owner} is on lead: he must lead the penalty card, {card}.",
    "penalty.designate": "{owner} could legally play more than one penalty card ({cards}): declarer designates which one.",
    "penalty.follow_suit_first": (
        "{owner} holds cards of the suit led ({suit_led}): following suit comes first, and {cards} stays on the "
        "table for the next legal opportunity."
    ),
    "penalty.must_play_now": "{owner} must play the {card} to this trick: it is his first legal opportunity.",
    "penalty.minor_follow": (
        "{owner} may play the {card} or an honour of {suit}, but no other card below honour rank of that suit."
    ),
    "penalty.minor_other_suit": (
        "The suit led is not the penalty card's: {owner} plays as usual, but may not play another card below honour "
        "rank of {suit} before the {card}."
    ),
    "penalty.several_options": (
        "{partner} has the lead while {owner} has penalty cards ({cards}) in {suits}. Declarer may require the lead "
        "of one of those suits, or prohibit the lead of one or more of them (the penalty cards of the suits he "
        "names are picked up), or leave the lead free (all remain)."
    ),
    "penalty.several_require": (
        "Declarer requires the lead of {suit}: {partner} must lead it; the penalty cards of that suit ({cards}) are "
        "picked up and {owner} may make any legal play to the trick."
    ),
    "penalty.several_forbid": (
        "Declarer prohibits the lead of {suits}: the penalty cards of {owner} in those suits ({cards}) are picked "
        "up, and the prohibition lasts while {partner} keeps the lead."
    ),
    "penalty.several_remain": "{owner}'s other penalty cards ({cards}) remain penalty cards.",
    "penalty.several_free": (
        "Declarer leaves the lead free: {partner} may lead any card, and all of {owner}'s penalty cards ({cards}) "
        "remain."
    ),
    "penalty.failure": "{owner} played {card_played} when a penalty card ({cards}) was due.",
    "penalty.must_accept": "Declarer has played from his hand or dummy since: he must accept the card played.",
    "penalty.may_accept": (
        "Declarer may accept {card_played}, or not accept it: then {owner} substitutes the penalty card, and each "
        "card led or played illegally becomes a major penalty card."
    ),
    "penalty.accepted": "{card_played} is accepted and stands; the unplayed {cards} remains a penalty card.",
    "penalty.refused": (
        "Declarer does not accept it: {owner} substitutes the penalty card ({cards}), and {card_played}, played "
        "illegally, becomes a major penalty card."
    ),
    "penalty.failure_revoke": (
        "Failing to play a penalty card when the law required it is a revoke: once it is established, Laws 63 and "
        "64 apply (with no automatic trick transfer, but equity may be restored)."
    ),
    # A defender's later lead out of turn (Laws 53, 56)
    "defender_lead.options": (
        "{offender} led out of turn; {proper_leader} was to lead. Declarer ({declarer}) may accept the lead, or "
        "refuse it: the card then becomes a major penalty card and {proper_leader} leads."
    ),
    "defender_lead.next_hand_played": (
        "A card was played to the lead from the next hand ({next_seat}): the lead is accepted and stands as correct."
    ),
    "defender_lead.accepted": "Declarer ({declarer}) accepts the lead: it stands as correct, and {next_seat} plays next.",
    "defender_lead.refused": (
        "Declarer refuses the lead: {offender} takes the {card} back and it becomes a major penalty card; "
        "{proper_leader} leads."
    ),
    "defender_lead.last_trick": (
        "At trick 13 the lead out of turn cannot be treated as correct: {proper_leader} leads, and {offender} plays "
        "his last card in turn."
    ),
    # Premature and simultaneous plays (Laws 57, 58)
    "premature.before_partner": (
        "{offender} played the {card} before his partner {partner} had played to the trick: it becomes a major "
        "penalty card, and declarer chooses what {partner} must do: play his highest or his lowest card of the suit "
        "led, play a card of another suit declarer names, or not play a card of another suit declarer names."
    ),
    "premature.led_before_partner": (
        "{offender} led the {card} to the next trick before his partner {partner} had played to this one: it "
        "becomes a major penalty card, and declarer chooses what {partner} must do: play his highest or his lowest "
        "card of the suit led, play a card of another suit declarer names, or not play a card of another suit "
        "declarer names."
    ),
    "premature.require_highest": "Declarer requires {partner} to play his highest card of the suit led ({suit}).",
    "premature.require_lowest": "Declarer requires {partner} to play his lowest card of the suit led ({suit}).",
    "premature.require_other_suit": "Declarer requires {partner} to play a card of {suit}.",
    "premature.forbid_other_suit": "Declarer forbids {partner} to play a card of {suit}.",
    "premature.must_play": "So {partner} must play the {card}.",
    "premature.cannot_comply": "{partner} cannot comply: he may play any otherwise legal card (Law 59).",
    "premature.declarer_both_hands": (
        "Declarer had already played from both his hand and dummy: {offender} is not subject to rectification for "
        "playing before his partner."
    ),
    "premature.dummy_selected": (
        "Dummy ({dummy}) had, of his own accord, selected a card too early (or suggested a play): {offender}'s play "
        "before his partner carries no rectification."
    ),
    "premature.declarer_played": (
        "{offender} (declaring side) played the {card} too early: it is a played card and, being legal, may not be "
        "withdrawn."
    ),
    "premature.declarer_illegal": (
        "{offender} (declaring side) played the {card} too early, and it is not a legal play: the revoke laws apply "
        "(Law 62)."
    ),
    "premature.rho_turn_legal": (
        "{offender} played the {card} at the turn of {rho}, his right-hand opponent. It is a legal play to this "
        "trick, so he must play it at his proper turn; it is not a penalty card. Information from it may bring in "
        "Law 16."
    ),
    "premature.rho_turn_illegal": (
        "{offender} played the {card} at the turn of {rho}, his right-hand opponent, and it is not a legal play to "
        "this trick: it becomes a major penalty card."
    ),
    "premature.simultaneous": "{offender}'s card was played at the same time as {other}'s legal play: it counts as played after it.",
    "premature.one_visible": (
        "{offender} played more than one card at once and only the {card} could be seen: it is the card played; the "
        "others go back to the hand with no rectification."
    ),
    "premature.designate": (
        "{offender} played more than one card at once and more than one could be seen ({cards}): he designates the "
        "card he plays."
    ),
    "premature.designated": "{offender} designates the {card}: it is the card played.",
    "premature.others_penalty": "{offender} is a defender: each other card that could be seen ({cards}) becomes a penalty card.",
    "premature.others_back": "{offender} is on the declaring side: the other cards ({cards}) go back to his hand.",
    "premature.opponent_may_change": (
        "An opponent who played to the trick after the irregularity may then withdraw his card and substitute "
        "another (information from the withdrawn card: Law 16C)."
    ),
    "premature.found_later": (
        "The cards {offender} played together were found only after both sides had played to the next trick: the trick is "
        "defective (Law 67)."
    ),
}
