"""How words become index terms, one analyzer per language plus an accent-free one.

Plain functions first (``term(language, word)``, ``fold(word)``), so the highlighter, the glossary
matcher and the benchmark use exactly what Whoosh indexes; the Whoosh analyzers only wrap them.
Every function is cached per word: the Laws reuse a small vocabulary, so stemming is paid once.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache

import snowballstemmer
from whoosh.analysis import Filter, RegexTokenizer

LANGUAGES = ("en", "el", "pl")

#: A word: letters/digits, with combining accents kept inside it (text typed in NFD form). The English
#: possessive ``'s`` is no word of its own (the lookahead skips an ``s`` right after a letter and an
#: apostrophe), so "dummy's revoke" holds the phrase "dummy revoke" as the query "dummy revokes" reads it.
WORD_PATTERN = r"(?!(?<=\w['\u2019\u02bc])[sS](?![\w\u0300-\u036f]))[\w\u0300-\u036f]+"
WORD_RE = re.compile(WORD_PATTERN)

#: Letters with no Unicode decomposition, folded by table ("ł" is not "l" + a mark).
_FOLD_TABLE = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i"})

_ALGORITHMS = {"en": "english", "el": "greek", "pl": "polish"}
_local = threading.local()


def _stemmer(language: str):
    """One snowball stemmer per thread: a stemmer keeps its word in itself while it works, so two
    threads sharing one (gunicorn threads, runserver) corrupt each other's words."""
    stemmers = getattr(_local, "stemmers", None)
    if stemmers is None:
        stemmers = _local.stemmers = {code: snowballstemmer.stemmer(name) for code, name in _ALGORITHMS.items()}
    return stemmers[language]


#: Polish forms the snowball stemmer still splits from their siblings in the Laws' vocabulary,
#: written as the casefolded form -> the stem its siblings get.
POLISH_EXCEPTIONS = {
    "sędziowie": "sędz",
    "sędziów": "sędz",
}


@lru_cache(maxsize=200_000)
def fold(word: str) -> str:
    """Case-fold (which also turns final ς into σ), drop accents and diacritics, fold ł → l."""
    folded = unicodedata.normalize("NFD", word.casefold())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    return folded.translate(_FOLD_TABLE)


def _polish_stem(word: str) -> str:
    """Snowball Polish, then three repairs for the alternations it leaves apart.

    ``wyjście``/``wyjścia`` come out as ``wyjś``/``wyjśc`` (drop a final c after ś); ``dziadek``/``dziadka``
    as ``dziadek``/``dziadk`` (the mobile e of -ek/-ec); plural ``-owie`` leaves ``-ow``.
    """
    lower = word.casefold()
    if lower in POLISH_EXCEPTIONS:
        return fold(POLISH_EXCEPTIONS[lower])
    stem = _stemmer("pl").stemWord(lower)
    if len(stem) > 5 and stem.endswith("ow"):
        stem = stem[:-2]
    if stem.endswith("śc") or stem.endswith("ść"):
        stem = stem[:-1]
    if len(stem) >= 5 and stem[-2:] in ("ek", "ec"):
        stem = stem[:-2] + stem[-1]
    return fold(stem)


@lru_cache(maxsize=200_000)
def term(language: str, word: str) -> str:
    """The index term of ``word`` in the field of ``language`` (a stem, accent-free)."""
    if language == "pl":
        return _polish_stem(word)
    if language == "el":
        return _stemmer("el").stemWord(fold(word))
    return _stemmer("en").stemWord(fold(word))


def words(text: str) -> list[str]:
    return WORD_RE.findall(text)


def spans(text: str):
    """(start, end, word) of every word, for highlighting."""
    for match in WORD_RE.finditer(text):
        yield match.start(), match.end(), match.group()


#: Words a query drops (never inside a quoted phrase, never when nothing else is left), per language,
#: written as printed; compared folded. Kept short: a word that can carry a ruling ("after", "before",
#: "must") stays, and no Polish word doubles as an English content word ("ten" is left out).
STOP_WORDS = {
    "en": """a an and are as at be been but by for from has have he his if in into is it its may not of on
        or that the their them then there these this those to was were which who will with""",
    "el": """ο η το οι τα του της των τον την τους τις και να σε στο στη στην στον στα στους στις με για
        από που ως θα είναι ή δεν μη μην αν ένα ένας μία μια μιας ενός""",
    "pl": """a i w z na do o że się nie jest to od po przez dla lub oraz ze we jak czy jego jej ich ta te
        tego tej który która które którego przy za""",
}
_STOPS_BY_SCRIPT = {
    "greek": frozenset(fold(word) for word in STOP_WORDS["el"].split()),
    "latin": frozenset(fold(word) for language in ("en", "pl") for word in STOP_WORDS[language].split()),
}


def is_greek_word(word: str) -> bool:
    return any("\u0370" <= c <= "\u03ff" or "\u1f00" <= c <= "\u1fff" for c in word)


def is_stop_word(word: str) -> bool:
    """A stop word of a language written in the word's script (Greek: el; Latin: en and pl)."""
    return fold(word) in _STOPS_BY_SCRIPT["greek" if is_greek_word(word) else "latin"]


class LanguageFilter(Filter):
    """Replace each token by its stem in one language (picklable: Whoosh stores the schema)."""

    def __init__(self, language: str):
        self.language = language

    def __call__(self, tokens):
        language = self.language
        for token in tokens:
            token.text = term(language, token.text)
            yield token


class FoldFilter(Filter):
    """Accent- and case-free word forms, not stemmed: text typed without diacritics finds its word."""

    def __call__(self, tokens):
        for token in tokens:
            token.text = fold(token.text)
            yield token


def language_analyzer(language: str):
    return RegexTokenizer(WORD_PATTERN) | LanguageFilter(language)


def folded_analyzer():
    return RegexTokenizer(WORD_PATTERN) | FoldFilter()
