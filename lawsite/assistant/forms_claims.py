"""The claim form (Laws 68-71): the four hands as a director reads them off the table, the trumps and the
trick in progress, who claimed what, and the clarification statement as short steps; the facts travel in the
URL like every form of the assistant."""

from __future__ import annotations

import re
from decimal import Decimal

from django import forms
from django.utils.translation import gettext_lazy as _

from lawsite.rulings.cards import SUITS
from lawsite.rulings.seats import SEATS

from .forms import SEAT_CHOICES
from .step_messages_auction_play import rank_text

TRUMP_CHOICES = [("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣"), ("NT", _("NT"))]
JUDGEMENT = [("", _("not needed")), ("yes", _("yes")), ("no", _("no"))]
SUIT_ORDER_CHOICES = [("", _("none specified")), ("top_down", _("from the top down"))]
_RANKS = "AKQJT98765432"
_CARD = re.compile(r"^([SHDC])(10|[AKQJT2-9])$", re.IGNORECASE)
#: Form field of each engine field a FactsError may name.
FIELDS = {
    "hands.N": "n",
    "hands.E": "e",
    "hands.S": "s",
    "hands.W": "w",
    "trumps": "trumps",
    "declarer": "declarer",
    "leader": "leader",
    "played": "played",
    "claimer": "claimer",
    "tricks_claimed": "claimed",
    "statement": "statement",
    "unaware_of_trump_likely": "unaware",
    "agreement_withdrawn": "withdrawn",
    "within_correction_period": "period",
    "won_tricks_agreed_lost": "won_lost",
    "won_tricks_conceded": "won_conceded",
    "suit_order": "suit_order",
}


def hand_cards(text: str) -> list[str]:
    """ "AKQ2.K32.-.432" (spades, hearts, diamonds, clubs; "-" for a void) -> ["SA", "SK", ...]."""
    parts = text.strip().upper().replace("10", "T").split(".")
    if len(parts) != 4:
        raise forms.ValidationError(_("Write the four suits separated by dots, spades first: AKQ2.K32.-.432"))
    cards = []
    for suit, ranks in zip("SHDC", parts):
        ranks = ranks.strip()
        if ranks in ("-", ""):
            continue
        for rank in ranks:
            if rank not in _RANKS:
                raise forms.ValidationError(_("%(rank)s is not a rank (A K Q J T 9 … 2).") % {"rank": rank})
            cards.append(suit + rank)
    return cards


def card_code(text: str) -> str:
    match = _CARD.match(text.strip())
    if not match:
        raise forms.ValidationError(_("%(card)s is not a card such as SA, HT or C2.") % {"card": text})
    suit, rank = match.groups()
    return suit.upper() + ("T" if rank == "10" else rank.upper())


def statement_steps(text: str) -> list[dict]:
    """ "SA, S top, ruff H N, lead N, trumps, rest" -> the engine's statement steps."""
    steps = []
    for token in (part.strip() for part in text.split(",")):
        if not token:
            continue
        words = token.upper().split()
        if words == ["REST"]:
            steps.append({"rest_high": True})
        elif words == ["TRUMPS"]:
            steps.append({"draw_trumps": True})
        elif len(words) == 2 and words[0] == "LEAD" and words[1] in SEATS:
            steps.append({"lead_from": words[1]})
        elif len(words) == 3 and words[0] == "RUFF" and words[1] in SUITS and words[2] in SEATS:
            steps.append({"ruff": words[1], "in": words[2]})
        elif len(words) == 2 and words[1] == "TOP" and words[0] in SUITS:
            steps.append({"suit_from_top": words[0]})
        elif len(words) == 1:
            steps.append({"card": card_code(token)})
        else:  # "ruff H Q", "lead X": not a card either, and "is not a card" would mislead
            raise forms.ValidationError(
                _(
                    "“%(step)s” is not a step: write a card (SA), a suit from the top (S top), a ruff (ruff H N), "
                    "a lead from a hand (lead N), trumps or rest."
                )
                % {"step": token}
            )
    return steps


def picker_ranks(language: str) -> list[tuple[str, str]]:
    """The thirteen ranks for the tap-to-pick buttons: the form's letter and the one the reader's language
    prints (Α Ρ Ν Β in Greek, A K D W in Polish)."""
    return [(rank, rank_text(rank, language)) for rank in _RANKS]


class ClaimForm(forms.Form):
    #: Shown together, with the card picker under them.
    hand_fields = ("n", "e", "s", "w")

    n = forms.CharField(
        label=_("North's cards"),
        max_length=60,
        help_text=_("Spades first, a dot between suits, - for a void: AKQ2.K32.-.432"),
    )
    e = forms.CharField(label=_("East's cards"), max_length=60)
    s = forms.CharField(label=_("South's cards"), max_length=60)
    w = forms.CharField(label=_("West's cards"), max_length=60)
    trumps = forms.ChoiceField(label=_("Trumps"), choices=TRUMP_CHOICES)
    declarer = forms.ChoiceField(label=_("Declarer"), choices=SEAT_CHOICES)
    leader = forms.ChoiceField(label=_("On lead to this trick"), choices=SEAT_CHOICES)
    played = forms.CharField(
        label=_("Cards already played to this trick"),
        required=False,
        max_length=20,
        help_text=_("In order from the leader, e.g. S2 S4"),
    )
    claimer = forms.ChoiceField(label=_("Claimer"), choices=SEAT_CHOICES)
    claimed = forms.IntegerField(label=_("Tricks claimed (of those left)"), min_value=0, max_value=13)
    statement = forms.CharField(
        label=_("Clarification statement"),
        required=False,
        max_length=400,
        help_text=_(
            "Steps separated by commas: a card (SA), a suit from the top (S top), a ruff (ruff H N), a lead from a hand (lead N), trumps drawn (trumps), the rest are high (rest)"
        ),
    )
    unaware = forms.ChoiceField(
        label=_("Is it at all likely the claimer was unaware of an outstanding trump? (70C2)"),
        choices=JUDGEMENT,
        required=False,
    )
    agreed = forms.BooleanField(label=_("The opponents agreed to the claim"), required=False)
    withdrawn = forms.BooleanField(
        label=_("… and withdrew their agreement within the Correction Period"), required=False
    )
    period = forms.ChoiceField(
        label=_("A conceded trick questioned within the Correction Period? (71)"), choices=JUDGEMENT, required=False
    )
    won_lost = forms.IntegerField(
        label=_("Tricks already played that they had won but agreed to lose (69B1)"),
        required=False,
        min_value=0,
        max_value=13,
    )
    won_conceded = forms.IntegerField(
        label=_("Tricks already played that the claimer's side had won but conceded (71A)"),
        required=False,
        min_value=0,
        max_value=13,
    )
    suit_order = forms.ChoiceField(
        label=_("Order the Regulating Authority specifies for a suit the statement did not clarify (70E2)"),
        choices=SUIT_ORDER_CHOICES,
        required=False,
    )

    def clean_played(self):
        return [card_code(card) for card in self.cleaned_data["played"].replace(",", " ").split()]

    def clean_statement(self):
        return statement_steps(self.cleaned_data["statement"])

    def clean(self):
        cleaned = super().clean()
        for name in ("n", "e", "s", "w"):
            if name in cleaned:
                try:
                    cleaned[name] = hand_cards(cleaned[name])
                except forms.ValidationError as error:
                    self.add_error(name, error)
        return cleaned

    def facts(self, irrational: list[str]) -> dict:
        data = self.cleaned_data
        facts = {
            "situation": "claim",
            "declarer": data["declarer"],
            "hands": {seat.upper(): data[seat] for seat in ("n", "e", "s", "w")},
            "trumps": data["trumps"],
            "leader": data["leader"],
            "played": data["played"],
            "claimer": data["claimer"],
            "tricks_claimed": data["claimed"],
            "statement": data["statement"],
            "agreed": data["agreed"],
            "agreement_withdrawn": data["withdrawn"],
        }
        if data.get("unaware"):
            facts["unaware_of_trump_likely"] = data["unaware"] == "yes"
        if data.get("period"):
            facts["within_correction_period"] = data["period"] == "yes"
        if data.get("won_lost") is not None and data["withdrawn"]:
            facts["won_tricks_agreed_lost"] = data["won_lost"]
        if data.get("won_conceded"):
            facts["won_tricks_conceded"] = data["won_conceded"]
        if data.get("suit_order"):
            facts["suit_order"] = data["suit_order"]
        if irrational:
            facts["irrational"] = irrational
        return facts


VULNERABLE_CHOICES = [("None", _("None")), ("NS", _("North-South")), ("EW", _("East-West")), ("All", _("All"))]
SCORING_CHOICES = [
    ("total_points", _("Total points")),
    ("imps", _("IMPs against the other table")),
    ("matchpoints", _("Matchpoints against the other scores")),
]
OUTCOME_ROWS = 4
MAX_WEIGHT_CHARS = 40  # a weight from a facts link may be a float's every digit: 0.3333333333333333


class WeightedScoreForm(forms.Form):
    """A weighted adjusted score (12C1(c)): up to four outcomes, their weights, the form of scoring."""

    vulnerable = forms.ChoiceField(label=_("Vulnerable"), choices=VULNERABLE_CHOICES)
    scoring = forms.ChoiceField(label=_("Form of scoring"), choices=SCORING_CHOICES)
    other_table = forms.IntegerField(
        label=_("North-South's score at the other table (IMPs)"), required=False, min_value=-10000, max_value=10000
    )
    others = forms.CharField(
        label=_("North-South's scores at the other tables (matchpoints)"),
        required=False,
        max_length=2000,
        help_text=_("Separated by spaces or commas, e.g. 420 420 -50 450"),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for row in range(1, OUTCOME_ROWS + 1):
            self.fields[f"contract{row}"] = forms.CharField(
                label=_("Outcome %(row)s: contract") % {"row": row}, required=row == 1, max_length=6
            )
            self.fields[f"declarer{row}"] = forms.ChoiceField(label=_("declarer"), choices=SEAT_CHOICES, required=False)
            self.fields[f"tricks{row}"] = forms.IntegerField(
                label=_("tricks"), required=False, min_value=0, max_value=13
            )
            self.fields[f"weight{row}"] = forms.CharField(
                label=_("weight (0.4, 40% or 2/5)"), required=row == 1, max_length=MAX_WEIGHT_CHARS
            )

    def clean_others(self):
        values = self.cleaned_data["others"].replace(",", " ").split()
        try:
            return [int(value) for value in values]
        except ValueError:
            raise forms.ValidationError(_("Scores are whole numbers, e.g. 420 or -50.")) from None

    def facts(self) -> dict:
        data = self.cleaned_data
        outcomes = []
        for row in range(1, OUTCOME_ROWS + 1):
            contract = (data.get(f"contract{row}") or "").strip()
            if not contract:
                continue
            outcome = {"contract": contract, "weight": data.get(f"weight{row}") or ""}
            if data.get(f"declarer{row}"):
                outcome["declarer"] = data[f"declarer{row}"]
            if data.get(f"tricks{row}") is not None:
                outcome["tricks"] = data[f"tricks{row}"]
            outcomes.append(outcome)
        facts = {
            "situation": "weighted_score",
            "vulnerable": data["vulnerable"],
            "scoring": data["scoring"],
            "outcomes": outcomes,
        }
        if data["scoring"] == "imps" and data.get("other_table") is not None:
            facts["other_table_score"] = data["other_table"]
        if data["scoring"] == "matchpoints" and data.get("others"):
            facts["other_scores"] = data["others"]
        return facts


def _hand_text(cards: list[str]) -> str:
    suits = []
    for suit in "SHDC":
        ranks = sorted((card[1] for card in cards if card[0] == suit), key=_RANKS.index)
        suits.append("".join(ranks) or "-")
    return ".".join(suits)


def _step_text(step: dict) -> str:
    if "card" in step:
        return step["card"]
    if "suit_from_top" in step:
        return f"{step['suit_from_top']} top"
    if "ruff" in step:
        return f"ruff {step['ruff']} {step['in']}"
    if "lead_from" in step:
        return f"lead {step['lead_from']}"
    return "trumps" if "draw_trumps" in step else "rest"


def _weight_text(weight) -> str:
    """A weight as the form reads it back: a number from a facts link in plain decimals (``str(1e-07)`` is
    "1e-07", which the engine reads only as a number)."""
    return weight if isinstance(weight, str) else format(Decimal(str(weight)), "f")


def params_for_facts(data: dict) -> list[tuple[str, str]] | None:
    """The query of the claim or weighted-score page for checked facts; None when the page cannot hold them
    (a claim given as a PBN board, more than four outcomes)."""
    if data["situation"] == "claim":
        if "pbn" in data:
            return None
        params = [(seat.lower(), _hand_text(data["hands"][seat])) for seat in "NESW"]
        params += [
            ("trumps", data["trumps"]),
            ("declarer", data["declarer"]),
            ("leader", data["leader"]),
            ("played", " ".join(data.get("played", []))),
            ("claimer", data["claimer"]),
            ("claimed", str(data["tricks_claimed"])),
            ("statement", ", ".join(_step_text(step) for step in data.get("statement", []))),
        ]
        for name, field in (("unaware_of_trump_likely", "unaware"), ("within_correction_period", "period")):
            if name in data:
                params.append((field, "yes" if data[name] else "no"))
        params += [
            (field, "on")
            for name, field in (("agreed", "agreed"), ("agreement_withdrawn", "withdrawn"))
            if data.get(name)
        ]
        if "won_tricks_agreed_lost" in data:
            params.append(("won_lost", str(data["won_tricks_agreed_lost"])))
        if data.get("won_tricks_conceded"):
            params.append(("won_conceded", str(data["won_tricks_conceded"])))
        if data.get("suit_order"):
            params.append(("suit_order", data["suit_order"]))
        params += [("irrational", item) for item in data.get("irrational", [])]
        return params
    outcomes = data["outcomes"]
    if len(outcomes) > OUTCOME_ROWS:
        return None
    params = [("vulnerable", data["vulnerable"]), ("scoring", data["scoring"])]
    if "other_table_score" in data:
        params.append(("other_table", str(data["other_table_score"])))
    if "other_scores" in data:
        params.append(("others", " ".join(str(score) for score in data["other_scores"])))
    for row, outcome in enumerate(outcomes, 1):
        params += [(f"contract{row}", outcome["contract"]), (f"weight{row}", _weight_text(outcome["weight"]))]
        declarer = outcome.get("declarer", data.get("declarer"))
        if declarer:
            params.append((f"declarer{row}", declarer))
        if "tricks" in outcome:
            params.append((f"tricks{row}", str(outcome["tricks"])))
    return params
