"""The Greek and Polish interface catalogs: complete, checked, compiled, and used by the pages.

The .po files are read with a small parser of their own (polib is not a dependency): each
entry's msgid, msgid_plural, msgstr / msgstr[n], flags and obsolete marker.
"""

import gettext as gettext_module
import re
from collections import Counter
from pathlib import Path

import pytest
from django.utils import translation

LOCALE_DIR = Path(__file__).resolve().parent.parent / "lawsite" / "locale"
LANGUAGES = ("el", "pl")
PLURAL_FORMS = {
    "el": "nplurals=2; plural=(n != 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
}
NPLURALS = {"el": 2, "pl": 3}

_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
_KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"\s*$')


def _unquote(text):
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m[1], "\\" + m[1]), text)


def parse_po(path):
    """The entries of a .po file as dicts: fields by keyword, plus 'flags' and 'obsolete'."""
    entries = []
    for block in re.split(r"\n\s*\n", path.read_text(encoding="utf-8").strip()):
        entry = {"flags": set(), "obsolete": False, "fields": {}}
        key = None
        for line in block.splitlines():
            if line.startswith("#~"):
                entry["obsolete"] = True
                continue
            if line.startswith("#,"):
                entry["flags"] |= {flag.strip() for flag in line[2:].split(",") if flag.strip()}
                continue
            if line.startswith("#"):
                continue
            match = _KEYWORD.match(line)
            if match:
                key = match[1]
                entry["fields"][key] = _unquote(match[2])
            elif line.startswith('"') and key:
                entry["fields"][key] += _unquote(line.strip()[1:-1])
        if "msgid" in entry["fields"]:
            entries.append(entry)
    return entries


def catalog(language):
    return parse_po(LOCALE_DIR / language / "LC_MESSAGES" / "django.po")


def messages(language):
    """The live (not obsolete) entries, without the header."""
    return [e for e in catalog(language) if not e["obsolete"] and e["fields"]["msgid"] != ""]


def header(language):
    (entry,) = [e for e in catalog(language) if e["fields"]["msgid"] == "" and not e["obsolete"]]
    return entry


def translations_of(entry):
    return [value for key, value in sorted(entry["fields"].items()) if key.startswith("msgstr")]


PLACEHOLDER = re.compile(r"%\([^)]+\)[sdif]|%[sdif%]|\{[A-Za-z_][A-Za-z0-9_]*\}")
HTML_TAG = re.compile(r"</?[A-Za-z][^>]*>")


def placeholders(text):
    return Counter(PLACEHOLDER.findall(text))


def tags(text):
    return Counter(HTML_TAG.findall(text))


# ---- the catalogs ---------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalog_is_not_empty(language):
    assert len(messages(language)) > 300


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_stands_apart(language):
    """A blank line ends each entry: two entries run together are read as one, the first unchecked."""
    text = (LOCALE_DIR / language / "LC_MESSAGES" / "django.po").read_text(encoding="utf-8")
    msgids = re.findall(r'^(?:#~ )?msgid "(.*)"$', text, flags=re.M)
    assert len(catalog(language)) == len(msgids)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_header_names_the_language_and_its_plural_forms(language):
    entry = header(language)
    text = entry["fields"]["msgstr"]
    assert f"Language: {language}\n" in text
    assert f"Plural-Forms: {PLURAL_FORMS[language]}\n" in text
    assert "charset=UTF-8" in text
    assert "fuzzy" not in entry["flags"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language):
    untranslated = [e["fields"]["msgid"] for e in messages(language) if not all(t.strip() for t in translations_of(e))]
    assert untranslated == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_entry_is_fuzzy(language):
    assert [e["fields"]["msgid"] for e in messages(language) if "fuzzy" in e["flags"]] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_entries_fill_every_form(language):
    for entry in messages(language):
        if "msgid_plural" in entry["fields"]:
            keys = sorted(k for k in entry["fields"] if k.startswith("msgstr"))
            assert keys == [f"msgstr[{i}]" for i in range(NPLURALS[language])], entry["fields"]["msgid"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_and_tags_are_kept(language):
    wrong = []
    for entry in messages(language):
        msgid = entry["fields"]["msgid"]
        sources = [msgid, entry["fields"].get("msgid_plural", msgid)]
        for i, translated in enumerate(translations_of(entry)):
            # Plural forms: every form keeps the placeholders of the plural msgid (they are
            # the same as the singular's in this project's messages).
            source = sources[0] if i == 0 and "msgid_plural" not in entry["fields"] else sources[1]
            if placeholders(translated) != placeholders(source) or tags(translated) != tags(source):
                wrong.append((msgid, translated))
    assert wrong == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_compiled_catalog_matches_the_po_file(language):
    """The .mo is compiled from the current .po (run compilemessages after every change)."""
    with open(LOCALE_DIR / language / "LC_MESSAGES" / "django.mo", "rb") as handle:
        compiled = gettext_module.GNUTranslations(handle)
    stale = []
    for entry in messages(language):
        fields = entry["fields"]
        if "msgid_plural" in fields:
            got = [compiled.ngettext(fields["msgid"], fields["msgid_plural"], n) for n in (1, 2, 5)]
            expected = {"el": [0, 1, 1], "pl": [0, 1, 2]}[language]
            if got != [fields[f"msgstr[{i}]"] for i in expected]:
                stale.append(fields["msgid"])
        elif compiled.gettext(fields["msgid"]) != fields["msgstr"]:
            stale.append(fields["msgid"])
    assert stale == []


@pytest.mark.parametrize(
    "language, expected",
    [
        ("el", {1: "1 λεβέ για Βορρά-Νότο.", 2: "2 λεβέ για Βορρά-Νότο."}),
        (
            "pl",
            {
                1: "1 lewa dla Północy-Południa.",
                2: "2 lewy dla Północy-Południa.",
                4: "4 lewy dla Północy-Południa.",
                5: "5 lew dla Północy-Południa.",
                12: "12 lew dla Północy-Południa.",
                13: "13 lew dla Północy-Południa.",
                22: "22 lewy dla Północy-Południa.",
            },
        ),
    ],
)
def test_django_picks_the_right_plural_form(language, expected):
    with translation.override(language):
        for n, text in expected.items():
            got = translation.ngettext("%(tricks)s trick to North-South.", "%(tricks)s tricks to North-South.", n) % {
                "tricks": n
            }
            assert got == text


@pytest.mark.parametrize(
    "language, english, translated",
    [
        ("el", "Ruling assistant", "Βοηθός αποφάσεων"),
        ("pl", "Ruling assistant", "Asystent orzeczeń"),
        ("el", "Penalty card", "Τιμωρημένο φύλλο"),
        ("pl", "Penalty card", "Karta przygwożdżona"),
        ("el", "Split score", "Διπλή βαθμολογία"),
        ("el", "Declarer", "Εκτελεστής"),
        ("pl", "Declarer", "Rozgrywający"),
        ("pl", "Defective trick", "Wadliwa lewa"),
    ],
)
def test_the_federations_terms_are_used(language, english, translated):
    with translation.override(language):
        assert translation.gettext(english) == translated


# ---- the pages ------------------------------------------------------------------------------

NAV = {
    "en": ["Ruling assistant", "Glossary", "Recent changes", "Translation status", "Skip to content", "Sign in"],
    "el": [
        "Βοηθός αποφάσεων",
        "Γλωσσάριο",
        "Πρόσφατες αλλαγές",
        "Κατάσταση μετάφρασης",
        "Μετάβαση στο περιεχόμενο",
        "Σύνδεση",
    ],
    "pl": ["Asystent orzeczeń", "Słowniczek", "Ostatnie zmiany", "Stan tłumaczeń", "Przejdź do treści", "Zaloguj się"],
}


def page(client, url):
    response = client.get(url)
    assert response.status_code == 200, url
    return response.content.decode()


def assert_translated(html, language, labels):
    for label in NAV[language] + labels:
        assert label in html, label
    for label in NAV["en"]:
        assert label not in html, f"English label left on a {language} page: {label}"


@pytest.mark.parametrize(
    "language, labels",
    [
        ("el", ["Οι Νόμοι του Duplicate Bridge 2017", "Κεφάλαιο VI", "Νόμος 55"]),
        ("pl", ["Międzynarodowe Prawo Brydżowe 2017", "Rozdział VI", "Przepis 67"]),
    ],
)
def test_the_home_page_is_translated(client, content, language, labels):
    english = page(client, "/en/")
    assert "The Laws of Duplicate Bridge 2017" in english and "Chapter VI" in english
    html = page(client, f"/{language}/")
    assert f'<html lang="{language}">' in html
    assert_translated(html, language, labels)
    assert "The Laws of Duplicate Bridge 2017" not in html
    assert "Chapter VI" not in html


def test_a_law_page_in_greek(client, content):
    english = page(client, "/en/laws/55/")
    assert "Languages side by side" in english
    html = page(client, "/el/laws/55/")
    assert_translated(html, "el", ["Νόμος 55", "Γλώσσες παράλληλα", "Προηγούμενος και επόμενος Νόμος"])
    assert "Languages side by side" not in html
    assert "Previous and next law" not in html


def test_the_ruling_assistant_in_polish(client, content):
    english = page(client, "/en/rulings/")
    assert "Enter the facts" in english
    html = page(client, "/pl/rulings/")
    assert_translated(html, "pl", ["Asystent orzeczeń", "Wprowadź fakty", "Rozegrane rozdania (PBN)"])
    assert "Enter the facts" not in html
    assert "A played board (PBN)" not in html


@pytest.fixture
def search_index(content, django_db_blocker):
    from lawsite.search.engine import get_engine
    from lawsite.search.updates import rebuild

    with django_db_blocker.unblock():
        rebuild()
    get_engine().clear_cache()


def test_the_search_page_in_greek(client, search_index):
    english = page(client, "/en/search/?q=revoke")
    assert "Search the Laws" in english and "Narrow the search" in english
    html = page(client, "/el/search/?q=ρενόνς")
    assert_translated(html, "el", ["Αναζήτηση στους Νόμους", "Περιορισμός της αναζήτησης", "Όλες οι γλώσσες"])
    assert "Search the Laws" not in html
    assert "Narrow the search" not in html
    assert "or a law number such as" not in html
    assert "αριθμός Νόμου, π.χ. 43B2(b)" in html
    assert re.search(r"\d+ κείμεν(ο|α) που ταιριάζ", html), "the result count is not in Greek"
    assert "matching text" not in html


@pytest.mark.parametrize(
    "language, labels",
    [
        ("el", ["Όροι με ορισμό", "Πού ορίζεται", "ρενόνς"]),
        ("pl", ["Terminy zdefiniowane", "Gdzie zdefiniowany", "renons"]),
    ],
)
def test_the_glossary_is_translated(client, content, language, labels):
    assert "Defined terms" in page(client, "/en/glossary/")
    html = page(client, f"/{language}/glossary/")
    assert_translated(html, language, labels)
    assert "Defined terms" not in html and "Defined in" not in html


# ---- numbers and the words they count ---------------------------------------------------------

#: A number of tricks in Polish: "1 lewa" / "1 lewę", "2-4 lewy" (not 12-14), else "lew"; "po N lewach" never with 1.
POLISH_TRICKS = re.compile(r"(?<![\d.])(\d+) (lewa|lewę|lewy|lew|lewach)\b")


def polish_trick_forms_wrong(text):
    wrong = []
    for number, word in POLISH_TRICKS.findall(text):
        n = int(number)
        few = n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14)
        expected = {"lewa", "lewę"} if n == 1 else {"lewy"} if few else {"lew"}
        if word not in expected | ({"lewach"} if n != 1 else set()):
            wrong.append(f"{number} {word}")
    return wrong


def test_polish_counts_tricks_with_the_form_the_number_takes():
    """Messages whose number of tricks varies: a plural entry (three forms), or worded so no noun follows it."""
    from types import SimpleNamespace

    from lawsite.assistant.boards import note_text
    from lawsite.assistant.step_messages import step_text

    texts = []
    with translation.override("pl"):
        for n in range(1, 14):
            texts.append(note_text(SimpleNamespace(key="board.result_differs", params={"result": n, "played": 7})))
            claim = {"played": n, "remaining": 13 - n, "side": "NS", "claimed": 0, "result": n}
            texts.append(note_text(SimpleNamespace(key="board.claim", params=claim)))
            for key in ("claim.unstated_line", "claim.double_dummy", "claim.worst_line"):
                params = {"side": "NS", "dd": n, "more": 1, "tricks": n, "remaining": 13, "choices": 0}
                texts.append(step_text({"key": key, "params": params, "text": ""}, "pl")[0])
    assert polish_trick_forms_wrong(" ".join(texts)) == []
    assert "daje stronie rozgrywającego 3 lewy" in " ".join(texts)
