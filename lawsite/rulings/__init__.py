"""The rules engine: facts of a situation at the table in, the Director's ruling out.

Pure Python with no Django and no other lawsite app, so it can be used alone
(`python -m lawsite.rulings`) and tested without a database.
"""

from lawsite.rulings.engine import facts_from_dict, rule, rule_dict
from lawsite.rulings.facts import FactsError
from lawsite.rulings.revoke import rule_board_revokes
from lawsite.rulings.ruling import MESSAGES, Ruling, Step, render

__all__ = [
    "MESSAGES",
    "FactsError",
    "Ruling",
    "Step",
    "facts_from_dict",
    "render",
    "rule",
    "rule_board_revokes",
    "rule_dict",
]
