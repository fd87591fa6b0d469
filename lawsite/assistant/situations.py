"""From a form (or a link's facts) to the rules engine's facts and back, and the ruling in the page's language.

The URL of a ruling is made of the facts themselves, so a Director can send it to a
colleague: ``params_from_facts`` writes them as the form's GET parameters and
``facts_from_form`` reads them back; the tests check the round trip.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import urlencode

from django import forms
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from lawsite.assistant.step_messages import facts_error_text, translated_ruling
from lawsite.rulings import FactsError, facts_from_dict, rule_dict
from lawsite.rulings.scoring import table_and_adjusted_result
from lawsite.rulings.seats import lho, next_seat, side_of

from . import forms as situation_forms
from . import forms_auction_play as play_forms
from .consequences import consequences
from .edition import edition_param, with_edition
from .questions import base_field, question_for

MAX_FACTS_JSON = 4000


def _yes_no(value: bool) -> str:
    return "yes" if value else "no"


def _winners(winners) -> str:
    return "".join(winners)


def _revoke_facts(data: dict) -> dict:
    facts = {
        "situation": "revoke",
        "declarer": data["declarer"],
        "offender": data["offender"],
        "revoke_trick": data["revoke_trick"],
        "trick_winners": data["trick_winners"],
        "established": data["established"],
    }
    for name in ("established_by", "attention_drawn", "suit"):
        if data[name]:
            facts[name] = data[name]
    if data["faced_card"]:
        facts["faced_card"] = data["faced_card"]
    for name in ("subsequent_revoke_same_suit", "both_sides_revoked", "other_side_revoked_same_trick"):
        if data[name]:
            facts[name] = True
    if data["claimed_ns"] is not None or data["claimed_ew"] is not None:
        facts["claimed_tricks"] = {"NS": data["claimed_ns"] or 0, "EW": data["claimed_ew"] or 0}
    return facts


def _revoke_params(facts: dict) -> dict:
    params = {
        "declarer": facts["declarer"],
        "offender": facts["offender"],
        "revoke_trick": facts["revoke_trick"],
        "trick_winners": _winners(facts["trick_winners"]),
        "established": _yes_no(facts["established"]),
    }
    for name in ("established_by", "attention_drawn", "suit"):
        if facts.get(name):
            params[name] = facts[name]
    if facts.get("faced_card"):
        params["faced_card"] = "on" if facts["faced_card"] is True else facts["faced_card"]
    for name in ("subsequent_revoke_same_suit", "both_sides_revoked", "other_side_revoked_same_trick"):
        if facts.get(name):
            params[name] = "on"
    if facts.get("claimed_tricks"):
        params["claimed_ns"] = facts["claimed_tricks"]["NS"]
        params["claimed_ew"] = facts["claimed_tricks"]["EW"]
    return params


def _dummy_facts(data: dict) -> dict:
    facts = {
        "situation": "dummy_limitation",
        "declarer": data["declarer"],
        "violated_43A2": data["violated_43A2"],
        "event": data["event"],
    }
    if data["event"] == "asked_about_revoke":
        if data["question_trick"] is not None:
            facts["question_trick"] = data["question_trick"]
        revoke = {"offender": data["declarer"], "trick_winners": data["trick_winners"]}
        if data["revoke_trick"] is not None:
            revoke["revoke_trick"] = data["revoke_trick"]
        facts["revoke"] = revoke
    elif data["defender_irregularity"]:
        facts["defender_irregularity"] = data["defender_irregularity"]
    return facts


def _dummy_params(facts: dict) -> dict:
    params = {
        "declarer": facts["declarer"],
        "violated_43A2": _yes_no(facts["violated_43A2"]),
        "event": facts["event"],
    }
    if "question_trick" in facts:
        params["question_trick"] = facts["question_trick"]
    if "revoke" in facts:
        params["revoke_trick"] = facts["revoke"]["revoke_trick"]
        params["trick_winners"] = _winners(facts["revoke"]["trick_winners"])
    if "defender_irregularity" in facts:
        params["defender_irregularity"] = facts["defender_irregularity"]
    return params


def _defender_fields(declarer: str) -> dict:
    """The two defenders' seats by the form's fields: choice_lho is declarer's left-hand opponent."""
    return {"choice_lho": lho(declarer), "choice_rho": next_seat(declarer, 3)}


def _lead_facts(data: dict) -> dict:
    fields = _defender_fields(data["declarer"])
    return {
        "situation": "declarer_lead_out_of_turn",
        "declarer": data["declarer"],
        "led_from": data["led_from"],
        "proper_leader": data["proper_leader"],
        "choices": {seat: data[name] for name, seat in fields.items() if data[name]},
    }


def _lead_params(facts: dict) -> dict:
    params = {name: facts[name] for name in ("declarer", "led_from", "proper_leader")}
    by_seat = {seat: name for name, seat in _defender_fields(facts["declarer"]).items()}
    params.update({by_seat[seat]: choice for seat, choice in facts["choices"].items() if seat in by_seat})
    return params


def _irregularity_converters(name: str, form_class: type[forms.Form]):
    """Facts from one of the auction and play forms and back: each field is the fact of the same name."""
    fields = form_class.base_fields

    def to_facts(data: dict) -> dict:
        facts = {"situation": name}
        for field_name, form_field in fields.items():
            value = data.get(field_name)
            if isinstance(form_field, forms.BooleanField):
                if value:
                    facts[field_name] = True
            elif isinstance(form_field, play_forms.JudgedField):
                if value:
                    facts[field_name] = value == "yes"
            elif value is not None and value != "" and (value != [] or field_name in ALWAYS_LISTED):
                facts[field_name] = value
        return facts

    def to_params(facts: dict) -> dict:
        params = {}
        for field_name, form_field in fields.items():
            if field_name not in facts:
                continue
            value = facts[field_name]
            if isinstance(form_field, forms.BooleanField):
                if value:
                    params[field_name] = "on"
            elif isinstance(form_field, play_forms.JudgedField):
                params[field_name] = _yes_no(value)
            elif isinstance(value, list):
                params[field_name] = " ".join(value) or ("-" if isinstance(form_field, play_forms.CardsField) else "")
            else:
                params[field_name] = value
        return params

    return to_facts, to_params


# An empty list that says something: no call before the irregularity, no card of the suit (a void).
ALWAYS_LISTED = ("auction_before", "holding")


def _defective_facts(data: dict) -> dict:
    facts = {
        "situation": "defective_trick",
        "declarer": data["declarer"],
        "offender": data["offender"],
        "defect": data["defect"],
        "discovered": data["discovered"],
    }
    if data["defect"] == "failed_to_play":
        if data["holds_suit_led"]:
            facts["holds_suit_led"] = data["holds_suit_led"] == "yes"
    elif data["restored_card_exposed"]:
        facts["restored_card_exposed"] = True
    if data["trick"] is not None:
        facts["trick"] = data["trick"]
    if data["trick_winners"]:
        facts["trick_winners"] = data["trick_winners"]
    return facts


def _defective_params(facts: dict) -> dict:
    params = {name: facts[name] for name in ("declarer", "offender", "defect", "discovered")}
    if "holds_suit_led" in facts:
        params["holds_suit_led"] = _yes_no(facts["holds_suit_led"])
    if facts.get("restored_card_exposed"):
        params["restored_card_exposed"] = "on"
    if "trick" in facts:
        params["trick"] = facts["trick"]
    if "trick_winners" in facts:
        params["trick_winners"] = _winners(facts["trick_winners"])
    return params


@dataclass(frozen=True)
class Situation:
    """One form of the assistant: its URL slug, the engine's situation name and the two conversions."""

    slug: str  # "dummy-limitation"
    name: str  # "dummy_limitation", as in the facts
    title: str
    summary: str
    laws: tuple[str, ...]
    form_class: type[forms.Form]
    to_facts: Callable[[dict], dict]
    to_params: Callable[[dict], dict]
    error_labels: dict = field(default_factory=dict)  # engine fields no form field shows: "choices" -> a label

    @property
    def url(self) -> str:
        return reverse("assistant:situation", args=[self.slug])

    def form(self, data=None, initial=None) -> forms.Form:
        """The form with ids of its own (id_revoke_declarer), so several forms can share one page.

        A field every ruling of the situation needs has its label marked ("required" class), and left
        empty it is asked for with the fact's question rather than "This field is required". Its list
        starts empty ("choose…"): a seat or a yes the director did not pick is never assumed.
        """
        form = self.form_class(data, initial=initial, auto_id=f"id_{self.slug.replace('-', '_')}_%s")
        form.required_css_class = "required"
        for name, form_field in form.fields.items():
            question = question_for(self.name, name)
            if form_field.required and question:
                form_field.error_messages = {**form_field.error_messages, "required": question}
            if form_field.required and isinstance(form_field, forms.ChoiceField):
                if all(value != "" for value, _label in form_field.choices):
                    form_field.choices = [("", _("choose…")), *form_field.choices]
        return form


def _play(slug, name, title, summary, laws, form_class):
    return Situation(slug, name, title, summary, laws, form_class, *_irregularity_converters(name, form_class))


SITUATIONS = {
    situation.slug: situation
    for situation in (
        Situation(
            "revoke",
            "revoke",
            gettext_lazy("Revoke"),
            gettext_lazy("Established or not, corrected, tricks transferred, the exceptions of 64B, equity."),
            ("61", "62", "63", "64"),
            situation_forms.RevokeForm,
            _revoke_facts,
            _revoke_params,
        ),
        Situation(
            "dummy-limitation",
            "dummy_limitation",
            gettext_lazy("Dummy's limitations"),
            gettext_lazy(
                "Dummy asks declarer about a revoke, or draws attention to a defender's irregularity, "
                "with or without first breaking a limitation of 43A2."
            ),
            ("43",),
            situation_forms.DummyLimitationForm,
            _dummy_facts,
            _dummy_params,
        ),
        Situation(
            "declarer-lead-out-of-turn",
            "declarer_lead_out_of_turn",
            gettext_lazy("Declarer's lead out of turn"),
            gettext_lazy("The defenders accept the lead or require its retraction; when they disagree, who decides."),
            ("55", "53"),
            situation_forms.DeclarerLeadOutOfTurnForm,
            _lead_facts,
            _lead_params,
            {"choices": gettext_lazy("The defenders' choices")},
        ),
        Situation(
            "defective-trick",
            "defective_trick",
            gettext_lazy("Defective trick"),
            gettext_lazy("A card missing from a trick or too many cards in it, found early or late."),
            ("67",),
            situation_forms.DefectiveTrickForm,
            _defective_facts,
            _defective_params,
        ),
        _play(
            "insufficient-bid",
            "insufficient_bid",
            gettext_lazy("Insufficient bid"),
            gettext_lazy("A bid too low to be legal: accepted, or replaced, and what the replacement costs."),
            ("27", "23", "26", "16"),
            play_forms.InsufficientBidForm,
        ),
        _play(
            "call-out-of-rotation",
            "call_out_of_rotation",
            gettext_lazy("Call out of rotation"),
            gettext_lazy("A pass, bid, double or redouble when it was another player's turn to call."),
            ("28", "29", "30", "31", "32"),
            play_forms.CallOutOfRotationForm,
        ),
        _play(
            "card-exposed-during-auction",
            "card_exposed_during_auction",
            gettext_lazy("Card exposed during the auction"),
            gettext_lazy("A card dropped, shown or led before the auction was over, and what it becomes."),
            ("24", "54"),
            play_forms.CardExposedDuringAuctionForm,
        ),
        _play(
            "opening-lead-out-of-turn",
            "opening_lead_out_of_turn",
            gettext_lazy("Opening lead out of turn"),
            gettext_lazy("The wrong defender faces the opening lead: declarer's five options."),
            ("54", "50"),
            play_forms.OpeningLeadOutOfTurnForm,
        ),
        _play(
            "penalty-card",
            "penalty_card",
            gettext_lazy("Penalty card"),
            gettext_lazy("A defender's exposed card: major or minor, what it obliges, and failing to play it."),
            ("49", "50", "51", "52"),
            play_forms.PenaltyCardForm,
        ),
        _play(
            "defender-lead-out-of-turn",
            "defender_lead_out_of_turn",
            gettext_lazy("Defender's lead out of turn"),
            gettext_lazy("A defender leads when it was another player's lead, after the opening lead."),
            ("53", "56", "50"),
            play_forms.DefenderLeadOutOfTurnForm,
        ),
        _play(
            "premature-play",
            "premature_play",
            gettext_lazy("Premature or simultaneous play"),
            gettext_lazy("A defender plays before his partner or before his turn; several cards played at once."),
            ("57", "58"),
            play_forms.PrematurePlayForm,
        ),
    )
}
BY_NAME = {situation.name: situation for situation in SITUATIONS.values()}


def facts_from_form(situation: Situation, data: dict) -> dict:
    """The engine's facts from a valid form: the situation's own fields and the edition to rule by."""
    return with_edition(situation.to_facts(data), data.get("edition"))


def params_from_facts(facts: dict) -> dict:
    """The GET parameters of the situation's form for facts the engine accepts."""
    return {**BY_NAME[facts["situation"]].to_params(facts), **edition_param(facts)}


def ruling_url(facts: dict, score: dict | None = None) -> str:
    """The permalink of a ruling: the situation's page with the facts (and the scoring inputs) as parameters."""
    situation = BY_NAME[facts["situation"]]
    params = {**situation.to_params(facts), **edition_param(facts)}
    if score:
        params.update({key: value for key, value in score.items() if value not in (None, "")})
    return situation.url + "?" + urlencode(params)


# Engine fields that the forms give under another name (one fact, two spellings in the contract).
FIELD_ALIASES = {
    "offender_next_call": "replacement",
    "replacement": "offender_next_call",
    "later_calls": "rho_action",
    "card": "cards",
    "cards_exposed": "cards",
    "led_by": "offender",
    "offender": "led_by",
}


def form_field_for(error_field: str, form: forms.Form, facts: dict | None = None) -> str | None:
    """The form field a FactsError names: "revoke.trick_winners[3]" -> "trick_winners", "choices.E" -> the E field."""
    name = base_field(error_field)
    name = {"claimed_tricks": "claimed_ns", "claimed_tricks.NS": "claimed_ns", "claimed_tricks.EW": "claimed_ew"}.get(
        name, name
    )
    if name.startswith("choices.") and facts and "declarer" in facts:
        by_seat = {seat: field_name for field_name, seat in _defender_fields(facts["declarer"]).items()}
        name = by_seat.get(name.removeprefix("choices."), name)
    if name in form.fields:
        return name
    alias = FIELD_ALIASES.get(name)
    return alias if alias in form.fields else None


def error_label(error_field: str, situation: Situation) -> str:
    """A name for the summary when no form field shows the fact: the situation's label, or "Facts"."""
    base = re.split(r"[.\[]", error_field)[0]
    return str(situation.error_labels.get(base, _("Facts")))


@dataclass
class Answer:
    """What a situation page shows: the form (with its errors) and, for valid facts, the ruling."""

    situation: Situation
    form: forms.Form
    facts: dict | None = None
    ruling: dict | None = None
    consequences: list[str] = field(default_factory=list)
    score: dict | None = None
    permalink: str | None = None
    facts_json: str = ""
    errors: list[str] = field(default_factory=list)
    questions: list[tuple[str, str]] = field(default_factory=list)  # (field label, question) a firm answer needs


def _score_inputs(form: forms.Form) -> dict | None:
    if "contract" not in form.fields:
        return None
    data = form.cleaned_data
    if data["contract"] is None:
        return None
    return {
        "contract": str(data["contract"]),
        "vulnerable": data["vulnerable"] or "None",
        "tricks_made": data["tricks_made"],
    }


def _tricks_made(form: forms.Form, facts: dict) -> int | None:
    """Tricks of declarer's side: as given, or counted from all 13 trick winners; None after a form error."""
    given = form.cleaned_data["tricks_made"]
    winners = facts.get("trick_winners") or facts.get("revoke", {}).get("trick_winners") or []
    counted = None
    if len(winners) == 13:
        counted = sum(1 for seat in winners if side_of(seat) == side_of(facts["declarer"]))
    if given is not None and counted is not None and given != counted:
        form.add_error(
            "tricks_made",
            _("The trick winners give declarer's side %(counted)s tricks, not %(given)s.")
            % {"counted": counted, "given": given},
        )
        return None
    if given is None and counted is None:
        form.add_error("tricks_made", _("Needed to score the board, unless all 13 trick winners are given."))
        return None
    return given if given is not None else counted


def answer(slug: str, query, language: str) -> Answer:
    """Read the form from the query string, rule on the facts, and score the board when asked."""
    situation = SITUATIONS[slug]
    given = any(name in query for name in situation.form_class.base_fields)
    if "prefill" in query:  # a link from the "what happened" finder: fill in, do not rule yet
        result = Answer(situation, situation.form(initial={key: query[key] for key in query if key != "prefill"}))
        return result
    form = situation.form(query if given else None)
    result = Answer(situation, form)
    if not form.is_bound or not form.is_valid():
        return result
    facts = facts_from_form(situation, form.cleaned_data)
    try:
        ruling = rule_dict(facts)
    except FactsError as error:
        target = form_field_for(error.field, form, facts)
        if error.missing:
            message = question_for(situation.name, error.field) or _("needed with these facts")
        else:
            message = facts_error_text(error.message, language)
        form.add_error(
            target, message if target else format_html("{}: {}", error_label(error.field, situation), message)
        )
        return result
    result.questions = _questions(situation, form, facts, ruling["missing_facts"])
    score_inputs = _score_inputs(form)
    if score_inputs:
        tricks = _tricks_made(form, facts)
        if tricks is None:
            return result
        score_inputs["tricks_made"] = tricks
        settled = ruling["tricks_transferred"] is not None
        result.score = table_and_adjusted_result(
            score_inputs["contract"],
            facts["declarer"],
            score_inputs["vulnerable"],
            tricks,
            ruling["tricks_transferred"] if settled else 0,
            ruling["transferred_to"],
        )
        if not settled:
            result.score.update(adjusted=None, pending=True)
        result.score["contract"] = score_inputs["contract"]
        result.score["vulnerable"] = score_inputs["vulnerable"]
    result.facts = facts
    result.ruling = translated_ruling(ruling, language)
    result.consequences = consequences(ruling, facts, language)
    result.permalink = ruling_url(facts, score_inputs)
    result.facts_json = json.dumps(facts, ensure_ascii=False)
    return result


def _questions(situation: Situation, form: forms.Form, facts: dict, missing: list[str]) -> list[tuple[str, str]]:
    """What a partial ruling still needs, as (the field's label, the question to ask)."""
    asked = []
    for name in missing:
        target = form_field_for(name, form, facts)
        label = form.fields[target].label if target else error_label(name, situation)
        asked.append((str(label), str(question_for(situation.name, name) or _("needed with these facts"))))
    return asked


def url_for_facts(raw: str) -> tuple[str | None, str | None]:
    """(URL of the situation's page prefilled with these facts, None), or (None, a message naming the problem)."""
    if len(raw) > MAX_FACTS_JSON:
        return None, _("The facts in the link are too long (over %(limit)s characters).") % {"limit": MAX_FACTS_JSON}
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None, _("The facts in the link are not valid JSON.")
    try:
        facts_from_dict(data)
    except FactsError as error:
        return None, _("The facts in the link cannot be ruled on: %(field)s: %(reason)s") % {
            "field": error.field,
            "reason": error.message,
        }
    if data["situation"] not in BY_NAME:  # claim, weighted_score: their own pages (forms_claims.py)
        from django.urls import reverse

        from .forms_claims import params_for_facts

        params = params_for_facts(data)
        if params is None:
            return None, _("The assistant has no form for %(situation)s yet: the command line rules on it.") % {
                "situation": data["situation"]
            }
        return reverse(f"assistant:{data['situation']}") + "?" + urlencode(params), None
    return ruling_url(data), None
