"""Declarer's lead out of turn (Law 55): the defenders' choice, and what a retraction means.

Whose choice stands when the defenders disagree is fixed by rotation: the player
next in turn after the irregular lead, always a defender since declarer leads
from his own or dummy's hand.
"""

from __future__ import annotations

from lawsite.rulings.facts import DeclarerLeadOutOfTurnFacts
from lawsite.rulings.ruling import Ruling, step
from lawsite.rulings.seats import next_seat


def rule_declarer_lead_out_of_turn(facts: DeclarerLeadOutOfTurnFacts) -> Ruling:
    table, led_from, proper_leader = facts.table, facts.led_from, facts.proper_leader
    choices = dict(facts.choices)
    next_in_turn = next_seat(led_from)
    steps = [step("lead.options", "55A", led_from=led_from, proper_leader=proper_leader)]
    if len(set(choices.values())) == 2:
        decided_by = next_in_turn
        steps.append(step("lead.choices_differ", "55A", seat=decided_by))
    else:
        decided_by = next_in_turn if next_in_turn in choices else next(iter(choices))
        steps.append(step("lead.choice_stands", "55A", seat=decided_by))
    if choices[decided_by] == "accept":
        steps.append(step("lead.accepted", "53A", next_seat=next_in_turn))
        return Ruling(
            "declarer_lead_out_of_turn", steps, decided_by=decided_by, lead_retracted=False, penalty_card=False
        )
    if table.is_defender(proper_leader):
        steps.append(step("lead.retracted_defender_turn", "55B1", led_from=led_from, proper_leader=proper_leader))
    else:
        steps.append(step("lead.retracted_wrong_hand", "55B2", proper_leader=proper_leader))
    steps.append(step("lead.information_from_infraction", "55C", consider=True))
    return Ruling(
        "declarer_lead_out_of_turn",
        steps,
        decided_by=decided_by,
        lead_retracted=True,
        lead_from=proper_leader,
        penalty_card=False,
    )
