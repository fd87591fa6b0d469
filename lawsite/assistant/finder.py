"""From what happened, in a director's everyday words or by a few questions, to the situation's form.

Two ways in, both plain functions the view only calls:

- ``match(text)``: the words a director types in English, Greek or Polish ("he bid one heart
  over my one spade", "μίλησε εκτός σειράς", "odezwał się poza kolejnością") are folded (case,
  accents, final sigma, ł) and met by the cues of ``vocabulary`` (Snowball stems, phrases,
  the glossary's terms) as concepts (auction, out of turn, card seen, lead, before partner…);
  bids, card counts and trick numbers are read from the words, and who led from the lead's own
  clause. Each situation scores the concepts that point to it, alone or found together.
- ``flow(answers)``: the printed flow charts' questions (phase of the deal, what, who, when
  noticed), one at a time, ending at a situation and the facts already known.
"""

from __future__ import annotations

import functools
import os
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

import snowballstemmer
from django.conf import settings
from django.utils.translation import gettext_lazy as _

from lawsite.laws.content import ContentError, read_glossary

from . import vocabulary

MAX_QUERY = 300
MIN_SCORE = vocabulary.MIN_SCORE
LANGUAGES = ("en", "el", "pl")
_STEMMERS = {"en": "english", "el": "greek", "pl": "polish"}
_MIN_STEM = 4  # a shorter Snowball stem ("εκτ" from εκτός) would meet unrelated words: the word is kept whole
_MAX_ENDING = 3  # letters a Greek or Polish stem may leave off its word
_SUITS = {"♤": "♠", "♡": "♥", "♢": "♦", "♧": "♣"}
# Concepts read from the words rather than named by a cue (``concepts`` below).
DERIVED = frozenset(
    {
        "bid_named",
        "lower_bid",
        "higher_bid",
        "wrong_count",
        "trick_number",
        "declarer_led",
        "defender_led",
        "lead_from_hand",
    }
)


def fold(text: str) -> str:
    """Lower case, no accents, final sigma as sigma, ł as l: how both the query and the stems are compared."""
    text = text.lower().replace("ł", "l").replace("ς", "σ")
    text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    return " ".join(re.findall(r"[\w']+", text))


def words(text: str) -> list[str]:
    """The query as folded words: "didn't" is "did not", "1NT" is "1 nt", "2♣" is "2 ♣"."""
    text = text[:MAX_QUERY].lower()
    for hollow, full in _SUITS.items():
        text = text.replace(hollow, full)
    text = re.sub(r"n['’]t\b", " not", text).replace("’", "'")
    text = re.sub(r"'s\b", " s", text)
    text = re.sub(r"(\d)(?=[^\W\d])|(\d)(?=[♠♥♦♣])", lambda m: (m.group(1) or m.group(2)) + " ", text)
    return [w if w in "♠♥♦♣" else "|" if w in ",;.:!?" else fold(w) for w in re.findall(r"[\w']+|[♠♥♦♣,;.:!?]", text)]


def _clauses(text: list[str]) -> list[list[str]]:
    """The words cut at punctuation (``|``) and at the words that join clauses ("and", "ενώ", "chociaż"); the
    Polish "a" and "i" only after a comma, since in English they are an article and a pronoun."""
    clauses: list[list[str]] = [[]]
    for at, word in enumerate(text):
        if word == "|" or word in vocabulary.CLAUSE_WORDS:
            clauses.append([])
        elif word in vocabulary.CLAUSE_WORDS_AFTER_COMMA and at and text[at - 1] == "|":
            continue  # ", a", ", i": the comma has cut it already
        else:
            clauses[-1].append(word)
    return [clause for clause in clauses if clause]


_ENGLISH = snowballstemmer.stemmer("english")


@functools.lru_cache(maxsize=4096)
def _english_stem(word: str) -> str:
    return _ENGLISH.stemWord(word)


@dataclass(frozen=True)
class _Element:
    """One word of a cue, as a query word must meet it: ``exact``, the whole word; ``stem``, an English word whose
    Snowball stem is ``text`` ("played", "playing", not "player"); ``prefix``, a Greek or Polish word that starts
    with ``text`` (their endings are many, and a word typed without accents stems otherwise)."""

    text: str
    how: str  # "exact", "stem" or "prefix"

    def meets(self, word: str) -> bool:
        if self.how == "prefix":
            return word.startswith(self.text)
        if self.how == "stem":
            return _english_stem(word) == self.text
        return word == self.text


def _element(word: str, language: str) -> _Element:
    if word.endswith("="):
        return _Element(fold(word[:-1]), "exact")
    if word.endswith("-"):
        return _Element(fold(word[:-1]), "prefix")
    if not fold(word):  # a suit symbol
        return _Element(word, "exact")
    if len(fold(word)) <= 2:  # "w", "na", "on": a short word only as itself
        return _Element(fold(word), "exact")
    if language == "en":
        return _Element(_english_stem(fold(word)), "stem")
    # The part of the Snowball stem the word itself begins with (the stemmer may change the last letters), but
    # no more than three letters short of the word: Polish Snowball takes "rozgrywający" (declarer) to
    # "rozgryw", which would meet "rozgrywka" (the play).
    stemmer = snowballstemmer.stemmer(_STEMMERS[language])
    folded = fold(word)
    stem = os.path.commonprefix([fold(stemmer.stemWord(word.lower())), folded])
    stem = folded[: max(len(stem), len(folded) - _MAX_ENDING)]
    return _Element(stem if len(stem) >= _MIN_STEM else folded, "prefix")


def _cue(phrase: str, language: str) -> tuple[_Element, ...]:
    return tuple(_element(word, language) for word in phrase.split())


def _glossary_cues() -> list[tuple[str, str, str]]:
    """(concept, language, term) for each defined term that ``vocabulary.GLOSSARY`` maps to concepts."""
    try:
        terms = read_glossary(Path(settings.CONTENT_DIR) / "glossary.toml")
    except (OSError, ContentError):
        return []
    return [
        (concept, language, term)
        for entry in terms
        for concept in vocabulary.GLOSSARY.get(entry.get("key"), ())
        for language in LANGUAGES
        for term in entry.get(language, ())
    ]


@functools.cache
def _cues() -> dict[str, list[tuple[str, tuple[_Element, ...]]]]:
    """Every concept's cues as stems, the vocabulary's and the glossary's, built once and filed by the first
    letter of their first word, so that each word of a query is tried only against the cues it could begin."""
    found: set[tuple[str, tuple[_Element, ...]]] = set()
    for concept, by_language in vocabulary.CUES.items():
        for language, phrases in by_language.items():
            found.update((concept, _cue(phrase, language)) for phrase in phrases)
    found.update((concept, _cue(term, language)) for concept, language, term in _glossary_cues())
    by_letter: dict[str, list[tuple[str, tuple[_Element, ...]]]] = {}
    for concept, cue in sorted(found, key=lambda item: (item[0], [e.text for e in item[1]])):
        by_letter.setdefault(cue[0].text[:1], []).append((concept, cue))
    return by_letter


def _rest_meets(cue: tuple[_Element, ...], text: list[str], at: int) -> bool:
    """The cue's words after the first (met at ``at``) in order, each within ``GAP`` words of the one before."""
    for element in cue[1:]:
        window = range(at + 1, min(at + 2 + vocabulary.GAP, len(text)))
        at = next((i for i in window if element.meets(text[i]) or text[i] == "|"), -1)
        if at < 0 or text[at] == "|":
            return False
    return True


def _named(text: list[str]) -> set[str]:
    found: set[str] = set()
    index = _cues()
    for at, word in enumerate(text):
        for concept, cue in index.get(word[:1], ()):
            if concept not in found and cue[0].meets(word) and _rest_meets(cue, text, at):
                found.add(concept)
    return found


_STRAINS = [tuple(_element(word, "en") for word in strain) for strain in vocabulary.STRAINS]


def _level(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return vocabulary.NUMBERS.get(word)


def _bids(text: list[str]) -> list[tuple[int, tuple[int, int]]]:
    """(position, (level, denomination)) of each bid named: a level 1-7 and a denomination right after it."""
    found = []
    for i, word in enumerate(text[:-1]):
        level = _level(word)
        if level is None or not 1 <= level <= 7:
            continue
        strain = next((rank for rank, names in enumerate(_STRAINS) if any(e.meets(text[i + 1]) for e in names)), None)
        if strain is not None:
            found.append((i, (level, strain)))
    return found


def _card_counts(text: list[str]) -> list[int]:
    """How many cards a number before a card word says ("5 cards", "πέντε φύλλα", "trzy karty"); 0 for "only
    one card", and -2 for two cards a player had (a hand's count, not two played at once)."""
    counts = []
    for i, word in enumerate(text[:-1]):
        level = _level(word)
        if level is None or not text[i + 1].startswith(vocabulary.CARD_WORDS):
            continue
        before = set(text[max(0, i - 2) : i])
        if level == 1 and before & vocabulary.ONLY_WORDS:
            level = 0
        elif level == 2 and before & vocabulary.HAD_WORDS:
            level = -2
        counts.append(level)
    return counts


def concepts(text: str) -> set[str]:
    """The concepts the words name, with those read from bids, card counts and trick numbers."""
    text_words = words(text)
    found = _named(text_words)
    for clause in _clauses(text_words):  # who led, from where: named in the lead's own clause
        # "declarer's right", "East's partner": a possessive names someone else than its word
        named = _named([word for at, word in enumerate(clause) if clause[at + 1 : at + 2] != ["s"]])
        if "should" in named or ("turn" in named and "out_of_turn" not in named):
            continue  # "it was declarer's lead", "ήταν σειρά του εκτελεστή": who should have led, not who did
        if "lead" in named and "declarer" in named and "defender" not in named:
            found.add("declarer_led")
        if "lead" in named and "defender" in named and "declarer" not in named:
            found.add("defender_led")
        if "lead" in named and "hand_side" in named:
            found.add("lead_from_hand")
    if "pass_or_double" in found:
        found.add("auction")
    bids = _bids(text_words)
    if bids:
        found.add("bid_named")
        found.add("auction")
    for (first_at, first), (second_at, second) in zip(bids, bids[1:]):
        between = set(text_words[first_at + 2 : second_at])
        earlier, later = (second, first) if between & vocabulary.AFTER_WORDS else (first, second)
        found.add("lower_bid" if later <= earlier else "higher_bid")
    for count in _card_counts(text_words):
        if count == 1:
            continue  # "a card fell", "ένα φύλλο": one card, not a count ("only one card" is 0, above)
        if count == 2:
            found.add("several_cards")
        elif count != 4 and -2 <= count <= 13:
            found.add("wrong_count")
    if any(
        word.isdigit() and text_words[i - 1].startswith(("trick", "lew", "λεβ"))
        for i, word in enumerate(text_words)
        if i
    ):
        found.add("trick_number")
    return found


@dataclass(frozen=True)
class Candidate:
    slug: str
    score: int
    specificity: int = 0  # how many of the situation's cues were found: the tie-breaker


def _score(weights: dict[str, int], found: set[str]) -> tuple[int, int]:
    hits = [weight for key, weight in weights.items() if all(part in found for part in key.split("&"))]
    return sum(hits), sum(1 for weight in hits if weight > 0)


def match(text: str) -> list[Candidate]:
    """Situations that fit the words, best first; empty when nothing points anywhere clearly."""
    found = concepts(text)
    scored = [Candidate(slug, *_score(weights, found)) for slug, weights in vocabulary.WEIGHTS.items()]
    return sorted((c for c in scored if c.score >= MIN_SCORE), key=lambda c: (-c.score, -c.specificity))


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
