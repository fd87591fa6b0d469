"""One entry point from facts to a ruling, whatever the situation."""

from __future__ import annotations

from lawsite.rulings import adjudication, auction_play
from lawsite.rulings.adjudication_facts import ClaimFacts, WeightedScoreFacts
from lawsite.rulings.defective_trick import rule_defective_trick
from lawsite.rulings.dummy import rule_dummy_limitation
from lawsite.rulings.facts import (
    DeclarerLeadOutOfTurnFacts,
    DefectiveTrickFacts,
    DummyLimitationFacts,
    Facts,
    RevokeFacts,
    _Reader,
    read_card_play,
)
from lawsite.rulings.irregularity import IrregularityFacts
from lawsite.rulings.lead_out_of_turn import rule_declarer_lead_out_of_turn
from lawsite.rulings.revoke import rule_revoke
from lawsite.rulings.ruling import Ruling

_RULES = {
    RevokeFacts: rule_revoke,
    DummyLimitationFacts: rule_dummy_limitation,
    DeclarerLeadOutOfTurnFacts: rule_declarer_lead_out_of_turn,
    DefectiveTrickFacts: rule_defective_trick,
    IrregularityFacts: auction_play.rule,
    ClaimFacts: adjudication.rule,
    WeightedScoreFacts: adjudication.rule,
}


def facts_from_dict(data: object) -> Facts:
    """Typed facts from one decoded JSON object, or FactsError naming the first bad field: each situation is
    read by its own family's registry (auction and play, adjudication) or by `facts` (card play)."""
    reader = _Reader(data)
    situation = reader.get("situation")
    if isinstance(situation, str) and situation in auction_play.FAMILIES:
        return auction_play.read(situation, reader)
    if isinstance(situation, str) and situation in adjudication.FAMILIES:
        return adjudication.read(situation, reader)
    return read_card_play(situation, reader)


def rule(facts: Facts) -> Ruling:
    """The Director's ruling for checked facts (see `facts_from_dict`)."""
    return _RULES[type(facts)](facts)


def rule_dict(data: object) -> dict[str, object]:
    """JSON object in, ruling JSON out (the contract in README.md); FactsError for bad facts."""
    facts = facts_from_dict(data)
    ruling = rule(facts).to_dict()
    if getattr(facts, "edition", None):
        ruling["edition"] = facts.edition  # the edition whose clauses the steps cite
    return ruling
