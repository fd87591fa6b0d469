"""The analyzers on the Laws' own vocabulary, and Whoosh compiling from source with warnings as errors."""

import os
import subprocess
import sys

import pytest

from lawsite.search.analyzers import fold, term

POLISH_FAMILIES = [
    ["lewa", "lewę", "lewy", "lewie", "lewą"],  # trick
    ["wyjście", "wyjścia", "wyjściu", "wyjściem"],  # lead
    ["dziadek", "dziadka", "dziadkowi", "dziadkiem", "dziadku", "dziadkowie"],  # dummy
    ["karta", "kartę", "karty", "kartą", "kartami"],  # card
    ["renons", "renonsu", "renonsem"],  # revoke
    ["sędzia", "sędziego", "sędzią", "sędziowie"],  # Director
    ["obrońca", "obrońcy", "obrońców", "obrońcą"],  # defender
    ["rozgrywający", "rozgrywającego", "rozgrywającemu"],  # declarer
    ["fałszywy", "fałszywego", "fałszywym"],
]


@pytest.mark.parametrize("family", POLISH_FAMILIES, ids=lambda family: family[0])
def test_the_forms_of_a_polish_word_of_the_laws_share_one_stem(family):
    assert len({term("pl", word) for word in family}) == 1, {word: term("pl", word) for word in family}


def test_different_polish_words_keep_different_stems():
    stems = [term("pl", family[0]) for family in POLISH_FAMILIES] + [term("pl", "kara")]
    assert len(set(stems)) == len(stems)


def test_polish_typed_without_diacritics_folds_to_the_same_form():
    assert fold("fałszywy") == fold("falszywy") == "falszywy"
    assert fold("lewę") == "lewe"
    assert term("pl", "falszywy") == term("pl", "fałszywy")


@pytest.mark.parametrize(
    "typed, printed",
    [
        ("ρενονς", "ρενόνς"),
        ("ΡΕΝΟΝΣ", "ρενόνς"),
        ("εκτελεστης", "εκτελεστή"),
        ("διαιτητη", "Διαιτητής"),
        ("αμυνομενοι", "αμυνόμενος"),
    ],
)
def test_greek_typed_without_accents_or_in_capitals_matches_the_printed_word(typed, printed):
    assert term("el", typed) == term("el", printed)


def test_final_sigma_folds_with_case():
    assert fold("ρενόνς") == "ρενονσ"


def test_english_stems_inflections():
    assert term("en", "revokes") == term("en", "revoke") == term("en", "Revoked")


def test_whoosh_compiles_from_source_with_warnings_as_errors(tmp_path):
    """Whoosh-Reloaded, not whoosh 2.7.4: every module compiles with no bytecode cache and -W error.

    The one exception is the vendored ``whoosh/support/pyparsing.py``, which no module imports (checked).
    """
    script = (
        "import pathlib, pkgutil, importlib, whoosh\n"
        "root = pathlib.Path(whoosh.__file__).parent\n"
        "dead = root / 'support' / 'pyparsing.py'\n"
        "for path in sorted(root.rglob('*.py')):\n"
        "    source = path.read_text(encoding='utf-8')\n"
        "    if path == dead:\n"
        "        continue\n"
        "    assert 'pyparsing' not in source, path\n"
        "    compile(source, str(path), 'exec')\n"
        "for name in ('index', 'fields', 'analysis', 'query', 'searching', 'writing', 'highlight',\n"
        "             'qparser', 'spelling', 'multiproc', 'filedb.filestore', 'codec.whoosh3'):\n"
        "    importlib.import_module('whoosh.' + name)\n"
        "print(len(list(root.rglob('*.py'))))\n"
    )
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(tmp_path / "empty-cache"), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([sys.executable, "-B", "-W", "error", "-c", script], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) > 50
    assert not (tmp_path / "empty-cache").exists()
