"""The auction and play irregularities: each situation's law family, its fields and its rules, in one registry.

`engine.facts_from_dict` and `engine.rule` reach these situations through `read` and
`rule`; each family module holds `SITUATION`, `FIELDS`, `check(facts)` (how the
fields fit together) and `rule(facts)`.
"""

from __future__ import annotations

from lawsite.rulings import (
    call_out_of_rotation,
    defender_lead,
    exposed_card_in_auction,
    insufficient_bid,
    opening_lead,
    penalty_card,
    premature_play,
)
from lawsite.rulings.facts import _Reader
from lawsite.rulings.irregularity import IrregularityFacts, read_irregularity
from lawsite.rulings.ruling import Ruling

FAMILIES = {
    module.SITUATION: module
    for module in (
        insufficient_bid,
        call_out_of_rotation,
        exposed_card_in_auction,
        opening_lead,
        penalty_card,
        defender_lead,
        premature_play,
    )
}
SITUATIONS = tuple(FAMILIES)


def read(situation: str, reader: _Reader) -> IrregularityFacts:
    family = FAMILIES[situation]
    facts = read_irregularity(situation, reader, family.FIELDS)
    family.check(facts)
    return facts


def rule(facts: IrregularityFacts) -> Ruling:
    ruling = FAMILIES[facts.situation].rule(facts)
    ruling.outcome.setdefault("edition", "2017")
    return ruling
