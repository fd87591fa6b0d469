"""The situations ruled from the cards and the scores: `claim` and `weighted_score`, one registry."""

from __future__ import annotations

from lawsite.rulings import claim, weighted_score
from lawsite.rulings.facts import _Reader
from lawsite.rulings.ruling import Ruling

FAMILIES = {claim.SITUATION: claim, weighted_score.SITUATION: weighted_score}


def read(situation: str, reader: _Reader):
    return FAMILIES[situation].read(reader)


def rule(facts) -> Ruling:
    return FAMILIES[facts.situation].rule(facts)
