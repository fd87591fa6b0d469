"""The claim page: the form, then the ruling with the worst normal line trick by trick and each listed line's
"irrational for this player" link, which rules again without it (the facts stay in the URL)."""

from __future__ import annotations

import re
from fractions import Fraction
from urllib.parse import urlencode

from django.shortcuts import redirect, render
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from lawsite.assistant.step_messages import facts_error_text, translated_ruling
from lawsite.assistant.step_messages_auction_play import seat_text
from lawsite.rulings import FactsError, rule_dict
from lawsite.rulings.weighted_score import number_text

from .boards import SUIT_NAMES, SUIT_SYMBOLS, card_label, claim_points, holding_text
from .forms import SEAT_CHOICES, PBNForm
from .forms_claims import FIELDS, ClaimForm, WeightedScoreForm, picker_ranks

_LINE_ID = re.compile(r"^t\d{1,2}:[NESW]:[SHDC][AKQJT2-9]$")


def _tricks(tricks: list[dict], language: str) -> list[dict]:
    rows = []
    for trick in tricks:
        order = "NESW"
        start = order.index(trick["leader"])
        by_seat = {order[(start + i) % 4]: card for i, card in enumerate(trick["cards"])}
        rows.append(
            {
                "number": trick["trick"],
                "winner": trick["winner"],
                "cards": [
                    {
                        "seat": seat,
                        "label": card_label(by_seat[seat], language) if seat in by_seat else "",
                        "suit": by_seat.get(seat, " ")[0],
                        "lead": seat == trick["leader"],
                        "won": seat == trick["winner"],
                    }
                    for seat in order
                ],
            }
        )
    return rows


def _choice(line_id: str | None, language: str) -> dict | None:
    """ "t1:N:SA" (the choice that makes a line worse than the others) as the page shows it: trick, seat, card."""
    if not line_id:
        return None
    trick, seat, card = line_id.split(":")
    return {"trick": trick[1:], "seat": seat_text(seat, language), "card": card_label(card, language)}


def _picker(language: str) -> dict:
    """What the card picker and the statement buttons show (hidden until claim.js runs)."""
    return {
        "suits": [(suit, symbol, SUIT_NAMES[suit]) for suit, symbol in SUIT_SYMBOLS.items()],
        "ranks": picker_ranks(language),
        "seats": [(seat, seat_text(seat, language), name) for seat, name in SEAT_CHOICES],
    }


def _add_facts_error(form, field, error: FactsError, language: str) -> None:
    """The rules module's refusal, named by its fact, under the field it names, else above the form."""
    form.add_error(
        field if field in form.fields else None, facts_error_text(f"{error.field}: {error.message}", language)
    )


def claim(request):
    irrational = [item for item in request.GET.getlist("irrational") if _LINE_ID.match(item)][:10]
    form = ClaimForm(request.GET or None)
    language = get_language()
    context = {"form": form, "picker": _picker(language), "pbn_form": PBNForm(prefix="board")}
    if form.is_bound and form.is_valid():
        try:
            ruling = rule_dict(form.facts(irrational))
        except FactsError as error:
            field = FIELDS.get(re.sub(r"(\[\d+\])+.*$", "", error.field), None)
            _add_facts_error(form, field, error, language)
        else:
            result = ruling["claim"]
            base = {key: value for key, value in request.GET.items() if key != "irrational"}
            lines = []
            for number, line in enumerate(result["lines"], 1):
                url = None
                if line["id"]:
                    query = urlencode([*base.items(), *(("irrational", i) for i in [*irrational, line["id"]])])
                    url = f"{request.path}?{query}"
                lines.append(
                    {
                        "number": number,
                        "id": line["id"],
                        "tricks": line["tricks_for_claimer"],
                        "rows": _tricks(line["tricks"], language),
                        "table_class": f"claim-line-{number}",
                        "choice": _choice(line["id"], language),
                        "url": url,
                    }
                )
            facts = form.facts(irrational)
            deal = {
                "hands": {
                    seat: [
                        (suit, SUIT_SYMBOLS[suit], SUIT_NAMES[suit], holding_text(cards, suit, language))
                        for suit in SUIT_SYMBOLS
                    ]
                    for seat, cards in facts["hands"].items()
                },
                "declarer": facts["declarer"],
                "centre": [
                    (_("Trumps"), SUIT_SYMBOLS.get(facts["trumps"]) or _("NT")),
                    (_("On lead"), seat_text(facts["leader"], language)),
                ],
            }
            context.update(
                board=deal,
                ruling=translated_ruling(ruling, language),
                result=result,
                worst=_tricks(result["worst_line"], language),
                lines=lines,
                irrational=irrational,
            )
    return render(request, "assistant/claim.html", context)


def claim_from_pbn(request):
    """A PBN file uploaded or pasted on the claim page: a game whose play stops before the last trick opens the
    claim form at that point; a file of several games lists them to choose from."""
    if request.method != "POST":
        return redirect("assistant:claim")
    pbn_form = PBNForm(request.POST, request.FILES, prefix="board")
    points = None
    if pbn_form.is_valid():
        points = claim_points(pbn_form.cleaned_data["text"])
        if len(points) == 1 and points[0].url:
            response = redirect(points[0].url)
            response.status_code = 303  # see the form, by GET: its facts stay in the address
            return response
    context = {"form": ClaimForm(), "picker": _picker(get_language()), "pbn_form": pbn_form, "points": points}
    return render(request, "assistant/claim.html", context)


def _weighted_field(error_field: str) -> str | None:
    match = re.match(r"outcomes\[(\d+)\]\.(\w+)", error_field)
    if match:
        return f"{match.group(2)}{int(match.group(1)) + 1}"
    return {"other_table_score": "other_table", "other_scores": "others", "vulnerable": "vulnerable"}.get(
        re.sub(r"\[\d+\]$", "", error_field)
    )


def weighted_score(request):
    form = WeightedScoreForm(request.GET or None)
    context = {"form": form}
    if form.is_bound and form.is_valid():
        try:
            ruling = rule_dict(form.facts())
        except FactsError as error:
            _add_facts_error(form, _weighted_field(error.field), error, get_language())
        else:
            result = ruling["weighted_score"]
            comma = get_language() in ("el", "pl")
            shown = {
                side: number_text(Fraction(str(result[f"result_{side}"]))).replace(".", "," if comma else ".")
                for side in ("ns", "ew")
            }
            context.update(ruling=translated_ruling(ruling, get_language()), result=result, shown=shown)
    return render(request, "assistant/weighted_score.html", context)
