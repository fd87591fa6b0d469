"""Claims worked out by hand (Laws 68-71): the positions the tests and the message-key test share."""

#: ♠ trumps, South on lead; West's ♠2 is the only trump out. Drawing it first gives 3; a heart first is ruffed.
TRUMP_OUT = {
    "situation": "claim",
    "declarer": "S",
    "trumps": "S",
    "leader": "S",
    "claimer": "S",
    "tricks_claimed": 3,
    "hands": {"S": ["SA", "HA", "HK"], "W": ["S2", "CQ", "CJ"], "N": ["D4", "D3", "D2"], "E": ["HQ", "HJ", "HT"]},
    "statement": [{"rest_high": True}],
}
#: Notrump: ♠AQ in dummy over West's ♠K: the ♠Q finesse takes both tricks, the ♠A first only one.
FINESSE = {
    "situation": "claim",
    "declarer": "S",
    "trumps": "NT",
    "leader": "S",
    "claimer": "S",
    "tricks_claimed": 2,
    "hands": {"S": ["S2", "S3"], "N": ["SA", "SQ"], "W": ["SK", "S4"], "E": ["H3", "H2"]},
}
#: Notrump: the ♣A squeezes West (♠KJ, ♥K) between dummy's ♠AQ and South's ♥Q; any other order takes 1 or 2.
SQUEEZE = {
    "situation": "claim",
    "declarer": "S",
    "trumps": "NT",
    "leader": "S",
    "claimer": "S",
    "tricks_claimed": 3,
    "hands": {"S": ["CA", "HQ", "S3"], "N": ["SA", "SQ", "H2"], "W": ["SK", "SJ", "HK"], "E": ["D4", "D3", "D2"]},
}
#: Three top spades; South claims only two (a concession of a trick no normal play can lose).
CONCESSION = {
    "situation": "claim",
    "declarer": "S",
    "trumps": "NT",
    "leader": "S",
    "claimer": "S",
    "tricks_claimed": 2,
    "hands": {"S": ["SA", "SK", "SQ"], "N": ["H4", "H3", "H2"], "W": ["D4", "D3", "D2"], "E": ["C4", "C3", "C2"]},
}
#: Notrump: the ♦K must be overtaken by dummy's ♦A to reach the ♠AK; left in hand, South has only losers.
OVERTAKE = {
    "situation": "claim",
    "declarer": "S",
    "trumps": "NT",
    "leader": "S",
    "claimer": "S",
    "tricks_claimed": 4,
    "hands": {
        "S": ["DK", "H2", "C2", "C3"],
        "N": ["DA", "D4", "SA", "SK"],
        "W": ["HA", "HK", "HQ", "D3"],
        "E": ["CA", "CK", "CQ", "CJ"],
    },
}

#: A whole hand (13 cards each, ♥ trumps) claimed at trick 1: more positions than the search proves.
BIG = {
    "situation": "claim",
    "declarer": "S",
    "trumps": "H",
    "leader": "S",
    "claimer": "S",
    "tricks_claimed": 10,
    "hands": {
        "N": ["C2", "D4", "D8", "DA", "DJ", "DQ", "H5", "H8", "HA", "S3", "S4", "S8", "SJ"],
        "E": ["C5", "C6", "C9", "CT", "D7", "D9", "H3", "H6", "H9", "HT", "S9", "SK", "SQ"],
        "S": ["C4", "CA", "CJ", "CQ", "D5", "DK", "H2", "H7", "HJ", "HK", "S2", "S5", "S7"],
        "W": ["C3", "C7", "C8", "CK", "D2", "D3", "D6", "DT", "H4", "HQ", "S6", "SA", "ST"],
    },
    "statement": [{"rest_high": True}],
    "unaware_of_trump_likely": False,
}

CASES = [
    {**TRUMP_OUT, "unaware_of_trump_likely": True},
    {**TRUMP_OUT, "unaware_of_trump_likely": False},
    {**TRUMP_OUT, "statement": [{"draw_trumps": True}, {"rest_high": True}]},
    {**TRUMP_OUT, "unaware_of_trump_likely": True, "agreed": True},
    {
        **TRUMP_OUT,
        "unaware_of_trump_likely": True,
        "agreed": True,
        "agreement_withdrawn": True,
        "won_tricks_agreed_lost": 1,
    },
    {**TRUMP_OUT, "unaware_of_trump_likely": True, "won_tricks_conceded": 1, "within_correction_period": True},
    {**TRUMP_OUT, "unaware_of_trump_likely": True, "won_tricks_conceded": 1, "within_correction_period": False},
    FINESSE,
    {**FINESSE, "irrational": ["t1:N:SA"]},
    {**FINESSE, "claimer": "W", "tricks_claimed": 0, "within_correction_period": False},
    {**CONCESSION, "within_correction_period": True},
    {**CONCESSION, "within_correction_period": False},
    {**OVERTAKE, "statement": [{"card": "DK"}, {"card": "DA"}, {"suit_from_top": "S"}]},
    {**OVERTAKE, "statement": [{"card": "DK"}, {"suit_from_top": "S"}]},
    {**OVERTAKE, "statement": [{"card": "DK"}, {"suit_from_top": "S"}], "suit_order": "top_down"},
    BIG,
]
