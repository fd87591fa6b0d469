"""The claim page's worked example, as a director types it: ♠AQ in dummy over West's ♠K, South on lead,
notrump, claiming both (the engine's FINESSE in tests/rulings/claim_cases.py)."""

FINESSE = {
    "n": "AQ...",
    "e": ".32..",
    "s": "32...",
    "w": "K4...",
    "trumps": "NT",
    "declarer": "S",
    "leader": "S",
    "claimer": "S",
    "claimed": "2",
}
