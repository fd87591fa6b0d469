"""From what happened, in a director's everyday words or by a few questions, to the situation's form.

Two ways in, both plain functions the view only calls:

- ``match(text)``: the words a director types in English, Greek or Polish ("he dropped a
  card during the bidding", "βγήκε ο λάθος αμυνόμενος", "zagrała przed partnerem") are
  folded (case, accents, final sigma, ł) and looked up as concepts (auction, out of turn,
  card seen, lead, before partner…); each situation scores the concepts that point to it.
- ``flow(answers)``: the printed flow charts' questions (phase of the deal, what, who, when
  noticed), one at a time, ending at a situation and the facts already known.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.utils.translation import gettext_lazy as _

MAX_QUERY = 300

# Concepts -> stems as typed, folded by ``fold`` at import. A stem matches at the start of a word.
CONCEPTS: dict[str, tuple[str, ...]] = {
    "auction": (
        "bid",
        "auction",
        "call",
        "calling",
        "licytac",
        "licytow",
        "zalicytow",
        "odzywk",
        "zapowied",
        "αγορα",
        "αγορά",
        "δηλωσ",
        "δήλωσ",
        "δηλώσ",
        "πλειοδοσ",
    ),
    "out_of_turn": (
        "out of turn",
        "out of rotation",
        "not his turn",
        "not her turn",
        "not their turn",
        "wrong turn",
        "before his turn",
        "before her turn",
        "when it was not",
        "in the wrong order",
        "skipped",
        "not in turn",
        "poza kolejn",
        "nie w swojej kolej",
        "przed swoją kolej",
        "nie jego kolej",
        "nie jej kolej",
        "nie była jego kolej",
        "nie była jej kolej",
        "nie po kolei",
        "nie w kolejn",
        "εκτός σειράς",
        "εκτος σειρας",
        "δεν ήταν η σειρά",
        "δεν ηταν η σειρα",
        "όχι στη σειρά",
        "πριν έρθει η σειρά",
        "εκτός σειρά",
    ),
    "insufficient": (
        "insufficient",
        "too low",
        "not high enough",
        "lower than",
        "below the last",
        "not sufficient",
        "under the last",
        "cheaper than",
        "niewystarcz",
        "za nisk",
        "niższ",
        "niżej",
        "poniżej",
        "ανεπαρκ",
        "χαμηλότερ",
        "χαμηλοτερ",
        "πιο χαμηλ",
        "δεν ήταν αρκετ",
        "μικρότερ",
    ),
    "card": ("card", "kart", "φύλλ", "φυλλ", "χαρτ"),
    "exposed": (
        "dropped",
        "drop",
        "exposed",
        "expose",
        "showed",
        "shown",
        "fell",
        "face up",
        "flashed",
        "saw",
        "seen",
        "visible",
        "revealed",
        "upuści",
        "upadł",
        "wypadł",
        "odsłon",
        "pokazał",
        "widać",
        "widział",
        "odkry",
        "spadł",
        "έπεσε",
        "επεσε",
        "πέσει",
        "έδειξε",
        "εκτέθ",
        "εκτεθ",
        "φάνηκε",
        "ανοιχτ",
        "είδε",
        "αποκάλυ",
        "του έπεσε",
    ),
    "lead": (
        "led",
        "lead",
        "leads",
        "leading",
        "wist",
        "wyszedł",
        "wyszła",
        "wyjści",
        "wyjście",
        "wyjść",
        "έξοδ",
        "εξοδ",
        "βγήκε",
        "βγηκε",
        "βγήκ",
    ),
    "opening": (
        "opening lead",
        "first lead",
        "opening",
        "before dummy",
        "wist",
        "pierwsze wyjś",
        "pierwsza kart",
        "αρχική έξοδ",
        "αρχικη εξοδ",
        "πρώτη έξοδ",
        "αρχικ",
    ),
    "wrong_player": (
        "wrong defender",
        "wrong player",
        "wrong person",
        "wrong one",
        "wrong side",
        "other defender",
        "niewłaściw",
        "zły obrońca",
        "nie ten obrońca",
        "zły gracz",
        "nie ten gracz",
        "drugi obrońca",
        "λάθος αμυνόμεν",
        "λάθος παίκτ",
        "άλλος αμυνόμεν",
        "λάθος",
    ),
    "defender": ("defender", "obrońc", "obrońca", "αμυνόμεν", "αμυνομεν"),
    "declarer": ("declarer", "rozgrywając", "εκτελεστ"),
    "dummy": ("dummy", "dziad", "μορ"),
    "before_partner": (
        "before her partner",
        "before his partner",
        "before partner",
        "too early",
        "too soon",
        "prematurely",
        "premature",
        "before it was her turn",
        "before it was his turn",
        "jumped the gun",
        "przed partner",
        "za wcześnie",
        "przedwcze",
        "zanim partner",
        "πριν τον συμπαίκτ",
        "πριν από τον συμπαίκτ",
        "πριν παίξει ο συμπαίκτ",
        "πρόωρ",
        "νωρίτερ",
        "νωρίς",
        "βιάστηκ",
    ),
    "played": ("played", "play", "zagrał", "dołożył", "zagra", "έπαιξε", "επαιξε", "έπαιξ"),
    "several_cards": (
        "two cards",
        "2 cards",
        "several cards",
        "both cards",
        "at once",
        "simultaneous",
        "at the same time",
        "stuck together",
        "dwie karty",
        "dwoma kartami",
        "jednocze",
        "naraz",
        "kilka kart",
        "dwie naraz",
        "δύο φύλλα",
        "δυο φυλλα",
        "δύο χαρτιά",
        "ταυτόχρον",
        "ταυτοχρον",
        "μαζί",
    ),
    "penalty": ("penalty card", "penalty", "przygwożdż", "τιμωρημέν", "τιμωρημεν"),
    "revoke": (
        "revoke",
        "renege",
        "did not follow suit",
        "didn't follow suit",
        "failed to follow",
        "showed out",
        "renons",
        "nie dołożył do koloru",
        "nie dołożyła do koloru",
        "nie do koloru",
        "ρενόνς",
        "ρενονς",
        "δεν ακολούθησ",
        "δεν ακολουθ",
    ),
    "defective": (
        "too many cards",
        "missing card",
        "three cards",
        "five cards",
        "card missing",
        "extra card",
        "defective",
        "wadliw",
        "brak karty",
        "trzy karty",
        "pięć kart",
        "brakuje karty",
        "za dużo kart",
        "ελαττωματ",
        "λείπει",
        "τρία φύλλα",
        "πέντε φύλλα",
        "περισσότερα φύλλα",
    ),
    "pass_or_double": (
        "passed",
        "pass",
        "doubled",
        "double",
        "redoubled",
        "redouble",
        "pas",
        "spasował",
        "kontr",
        "rekontr",
        "πάσο",
        "πασο",
        "κόντρα",
        "κοντρα",
        "ρεκόντρα",
        "σουρκόντρα",
    ),
    "remark": (
        "pointed",
        "spoke",
        "said",
        "drew attention",
        "looked at",
        "warned",
        "asked",
        "zwrócił uwagę",
        "odezwał",
        "zajrzał",
        "powiedział",
        "ostrzegł",
        "zapytał",
        "υπέδειξε",
        "μίλησε",
        "κοίταξε",
        "επέστησε",
        "ρώτησε",
        "είπε",
    ),
    "trick": (
        "trick",
        "during play",
        "middle of the play",
        "mid play",
        "lew",
        "w trakcie rozgrywki",
        "λεβέ",
        "λεβε",
        "στην εκτέλεση",
        "εκτέλεσ",
    ),
}

# Each situation: concept -> weight (negative: points elsewhere).
WEIGHTS: dict[str, dict[str, int]] = {
    "insufficient-bid": {"insufficient": 5, "auction": 1},
    "call-out-of-rotation": {
        "out_of_turn": 2,
        "auction": 2,
        "pass_or_double": 2,
        "lead": -3,
        "played": -2,
        "card": -2,
        "trick": -2,
        "insufficient": -2,
    },
    "card-exposed-during-auction": {
        "auction": 2,
        "card": 1,
        "exposed": 2,
        "penalty": -1,
        "out_of_turn": -1,
        "insufficient": -3,
    },
    "opening-lead-out-of-turn": {
        "lead": 2,
        "opening": 2,
        "wrong_player": 2,
        "out_of_turn": 1,
        "defender": 1,
        "declarer": -2,
        "trick": -2,
        "auction": -1,
        "dummy": -2,
    },
    "defender-lead-out-of-turn": {
        "lead": 2,
        "out_of_turn": 1,
        "defender": 1,
        "trick": 3,
        "opening": -2,
        "declarer": -2,
        "wrong_player": 1,
        "dummy": -2,
    },
    "declarer-lead-out-of-turn": {
        "lead": 2,
        "declarer": 3,
        "out_of_turn": 1,
        "wrong_player": 1,
        "defender": -1,
        "opening": -1,
        "remark": -2,
    },
    "penalty-card": {"penalty": 5, "card": 1, "exposed": 2, "defender": 1, "auction": -3, "lead": -1},
    "premature-play": {"before_partner": 5, "several_cards": 5, "played": 1, "auction": -2},
    "revoke": {"revoke": 6},
    "dummy-limitation": {"dummy": 4, "remark": 2, "revoke": -1, "lead": -1},
    "defective-trick": {"defective": 6},
}
MIN_SCORE = 3


def fold(text: str) -> str:
    """Lower case, no accents, final sigma as sigma, ł as l: how both the query and the stems are compared."""
    text = text.lower().replace("ł", "l").replace("ς", "σ")
    text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    return " ".join(re.findall(r"[\w']+", text))


_PATTERNS = {
    concept: re.compile("|".join(rf"(?<!\w){re.escape(fold(stem))}" for stem in stems))
    for concept, stems in CONCEPTS.items()
}


def concepts(text: str) -> set[str]:
    folded = fold(text[:MAX_QUERY])
    return {concept for concept, pattern in _PATTERNS.items() if pattern.search(folded)}


@dataclass(frozen=True)
class Candidate:
    slug: str
    score: int


def match(text: str) -> list[Candidate]:
    """Situations that fit the words, best first; empty when nothing points anywhere clearly."""
    found = concepts(text)
    scored = [
        Candidate(slug, sum(weight for concept, weight in weights.items() if concept in found))
        for slug, weights in WEIGHTS.items()
    ]
    return sorted((c for c in scored if c.score >= MIN_SCORE), key=lambda c: -c.score)


# --- the flow chart --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    name: str  # the GET parameter: "phase", "what", "who", "when"
    label: str
    options: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Outcome:
    slug: str
    prefill: dict = field(default_factory=dict)

    def url(self, situations) -> str:
        return situations[self.slug].url + "?" + urlencode({"prefill": "1", **self.prefill})


PHASE = Question(
    "phase",
    _("When did it happen?"),
    (
        ("auction", _("During the auction")),
        ("before_lead", _("After the final pass, before the opening lead was faced (or at the opening lead)")),
        ("play", _("During the play")),
    ),
)
WHAT = {
    "auction": Question(
        "what",
        _("What happened?"),
        (
            ("insufficient", _("A bid was not high enough")),
            ("out_of_turn", _("Someone called when it was not his turn")),
            ("card_seen", _("A card was dropped, shown or led")),
        ),
    ),
    "before_lead": Question(
        "what",
        _("What happened?"),
        (
            ("wrong_defender", _("The wrong defender led face up")),
            ("declaring_side_led", _("Declarer or dummy led a card")),
            ("card_seen", _("A player's card was seen")),
        ),
    ),
    "play": Question(
        "what",
        _("What happened?"),
        (
            ("lead_out_of_turn", _("Someone led out of turn")),
            ("card_exposed", _("A defender dropped or showed a card")),
            ("penalty_not_played", _("A penalty card was not played when it should have been")),
            ("played_early", _("A player played before his partner or before his turn")),
            ("several_cards", _("A player played two cards at once")),
            ("revoke", _("A player did not follow suit though he could (a revoke)")),
            ("trick_count", _("A trick has too few or too many cards")),
            ("dummy", _("Dummy asked or pointed something out")),
        ),
    ),
}
WHO_LED = Question(
    "who",
    _("Who led?"),
    (
        ("defender", _("A defender")),
        ("declarer", _("Declarer, from his hand or dummy's")),
    ),
)
WHEN_REVOKE = Question(
    "when",
    _("When was it noticed?"),
    (
        ("before_next", _("Before the offender or his partner played to the next trick")),
        ("later", _("Later: a member of the offending side had played to the next trick, or play was over")),
    ),
)
WHEN_TRICK = Question(
    "when",
    _("When was it noticed?"),
    (
        ("before_next", _("Before both sides had played to the next trick")),
        ("later", _("Later")),
    ),
)

RESULTS = {
    ("auction", "insufficient"): Outcome("insufficient-bid"),
    ("auction", "out_of_turn"): Outcome("call-out-of-rotation"),
    ("auction", "card_seen"): Outcome("card-exposed-during-auction"),
    ("before_lead", "wrong_defender"): Outcome("opening-lead-out-of-turn"),
    ("before_lead", "declaring_side_led"): Outcome("card-exposed-during-auction", {"prematurely_led": "on"}),
    ("before_lead", "card_seen"): Outcome("card-exposed-during-auction"),
    ("play", "lead_out_of_turn", "defender"): Outcome("defender-lead-out-of-turn"),
    ("play", "lead_out_of_turn", "declarer"): Outcome("declarer-lead-out-of-turn"),
    ("play", "card_exposed"): Outcome("penalty-card"),
    ("play", "penalty_not_played"): Outcome("penalty-card"),
    ("play", "played_early"): Outcome("premature-play"),
    ("play", "several_cards"): Outcome("premature-play"),
    ("play", "revoke", "before_next"): Outcome("revoke", {"established": "no"}),
    ("play", "revoke", "later"): Outcome("revoke", {"established": "yes"}),
    ("play", "trick_count", "before_next"): Outcome("defective-trick", {"discovered": "before_next_trick_complete"}),
    ("play", "trick_count", "later"): Outcome("defective-trick", {"discovered": "later"}),
    ("play", "dummy"): Outcome("dummy-limitation"),
}
FOLLOW_UP = {
    ("play", "lead_out_of_turn"): WHO_LED,
    ("play", "revoke"): WHEN_REVOKE,
    ("play", "trick_count"): WHEN_TRICK,
}


@dataclass(frozen=True)
class FlowState:
    answered: tuple[tuple[Question, str], ...]  # questions answered so far, with the answer given
    question: Question | None  # the next one, or None at the end
    outcome: Outcome | None


def flow(answers) -> FlowState:
    """Walk the chart with the answers given (a mapping of GET parameters); unknown answers are asked again."""
    answered = []
    path: tuple[str, ...] = ()
    question: Question | None = PHASE
    while question is not None:
        value = answers.get(question.name, "")
        if value not in {option for option, _label in question.options}:
            return FlowState(tuple(answered), question, None)
        answered.append((question, value))
        path += (value,)
        if path in RESULTS:
            return FlowState(tuple(answered), None, RESULTS[path])
        question = WHAT.get(path[0]) if len(path) == 1 else FOLLOW_UP.get(path)
    return FlowState(tuple(answered), PHASE, None)
