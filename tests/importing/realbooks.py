"""Books in the forms real federations' texts take, made up for the import tests and bench/import_forms.py.

Every text is generated (placeholder words, no published law text). Each form reproduces one thing a
real book does that a clean generated book does not:

* ``cp1252``/``latin1``/``utf16``: the same plain text in another encoding;
* ``run_on``: markers running on inside a line ("A. Title Text: 1. text 2.(a) text (i.) text");
* ``run_on_el``: the same in Greek, whose section titles are in sentence case;
* ``furniture``: a text conversion of a printed book: a contents page, a title-case "Definitions"
  heading, page numbers, running headers, footnotes with their digit stuck to a title or a word, and
  the back-of-book index after the last law;
* ``no_sections``: one-law Greek pages whose section letters were lost (the titles stand alone);
* ``greek_english``: one-law pages with the Greek text and then the English, the English without a
  law heading;
* ``whole_book``: all of it at once: a printed book in Windows-1252 with markers running on, its
  furniture, footnotes, Definitions and index;
* ``wrapped``: the whole book again with its lines wrapped at 72 characters, as a text conversion
  breaks them (markers land inside lines and at their ends; section lines go on onto the next);
* ``typos``: a clean book with one item marker mistyped in each law (``3.`` for ``2.``);
* ``polish_2017``: one-law Polish pages as text whose only heading is the link to the English page
  ("EN: law 53"), section titles without letters, items indented;
* ``polish_2007``: one-law Polish pages as text with the 2007 site's headings ("53. TITLE wersja
  angielska") and navigation lines, no law number in the file name, and one page of another site.

:func:`forms` gives, per form, the files to import and the clause records expected back.
"""

from __future__ import annotations

import random
import textwrap
from dataclasses import dataclass

from makebooks import _WORDS, HEADING_WORD, label, records

from lawsite.laws.splitter import ClauseDraft, split_law


def _sentence(rng: random.Random, language: str, length: int, end: str = ".") -> str:
    text = " ".join(rng.choice(_WORDS[language]) for _ in range(length))
    return text[:1].upper() + text[1:] + end


def _title(rng: random.Random, language: str, words: int = 3) -> str:
    """A section title: title case in English and Polish, sentence case in Greek (as the books set them)."""
    picked = [rng.choice(_WORDS[language]) for _ in range(words)]
    if language == "el":
        text = " ".join(picked)
        return text[:1].upper() + text[1:]
    return " ".join(word.capitalize() for word in picked)


def made_up_law(number: int, language: str, rng: random.Random, deep: bool = True) -> list[ClauseDraft]:
    """A law of placeholder words with sections, items, sub-items and (``deep``) sub-sub-items and an
    item that holds only its sub-items (printed ``2.(a)``)."""
    lines = [_sentence(rng, language, 10)] if number % 4 == 0 else []
    for s in range(rng.randint(2, 4)):
        lines.append(f"{label(0, s + 1, language)} {_title(rng, language, rng.randint(2, 4))}")
        if s % 2 == 0:
            lines.append(_sentence(rng, language, rng.randint(8, 20), ":" if s == 0 else "."))
        for item in range(1, rng.randint(1, 4) + 1):
            if deep and item == 2:
                lines.append(f"{item}.")
                for sub in range(1, 3):
                    lines.append(f"{label(2, sub, language)} {_sentence(rng, language, rng.randint(6, 14), ';')}")
                    if sub == 2 and s == 0:
                        for subsub in range(1, 3):
                            lines.append(f"{label(3, subsub, language)} {_sentence(rng, language, 6)}")
            else:
                lines.append(f"{item}. {_sentence(rng, language, rng.randint(8, 25))}")
    return split_law("\n".join(lines), number).clauses


@dataclass
class MadeUpLaw:
    number: int
    title: str
    clauses: list[ClauseDraft]


def made_up_laws(language: str, numbers, seed: int = 25, deep: bool = True) -> list[MadeUpLaw]:
    rng = random.Random(seed)
    return [MadeUpLaw(n, _title(rng, language, 3).upper(), made_up_law(n, language, rng, deep=deep)) for n in numbers]


def _marker(draft: ClauseDraft, language: str) -> str:
    cid = draft.clause_id
    if cid.subsub:
        return label(3, ["i", "ii", "iii", "iv", "v"].index(cid.subsub) + 1, language)
    if cid.sub:
        return label(2, ord(cid.sub) - ord("a") + 1, language)
    if cid.item is not None:
        return f"{cid.item}."
    return label(0, ord(cid.section) - ord("A") + 1, language)


def clean_lines(law: MadeUpLaw, language: str, letters: bool = True) -> list[str]:
    """The law's body one marker to a line; without ``letters`` the section letters are left off."""
    out = []
    for draft in law.clauses:
        depth = draft.clause_id.depth
        if depth == 0:
            out += [draft.text] if draft.text else []
        elif depth == 1:
            out.append(
                f"{label(0, ord(draft.clause_id.section) - 64, language)} {draft.heading}" if letters else draft.heading
            )
            out += [draft.text] if draft.text else []
        else:
            out.append(f"{_marker(draft, language)} {draft.text}".rstrip())
    return out


def run_on_lines(law: MadeUpLaw, language: str) -> list[str]:
    """Each section on one line: its heading, its text, its items and sub-items run on; an item with
    no text of its own as ``2.(a)``, sub-sub-items as ``(i.)``."""
    out: list[str] = []
    for draft in law.clauses:
        cid = draft.clause_id
        if cid.depth == 0:
            out += [draft.text] if draft.text else []
            continue
        marker = _marker(draft, language)
        if cid.subsub:
            marker = marker[:-1] + ".)"
        if cid.depth == 1:
            out.append(" ".join(part for part in (marker, draft.heading, draft.text) if part))
        elif cid.sub == "a" and not cid.subsub and out[-1].endswith(f" {cid.item}."):
            out[-1] += marker + f" {draft.text}"
        else:
            out[-1] += f" {marker} {draft.text}".rstrip()
    return out


def _plain(laws: list[MadeUpLaw], language: str, body) -> str:
    out = []
    for law in laws:
        out += [f"{HEADING_WORD[language]} {law.number}", law.title, "", *body(law, language), ""]
    return "\n".join(out)


def furniture_book(laws: list[MadeUpLaw], definitions: list[tuple[str, str]], body_lines=None) -> str:
    """A text conversion of a printed English book (see the module docstring); ``body_lines`` lays
    out each law's text (one marker to a line by default)."""
    language = "en"
    header = "Laws of Duplicate Bridge (made-up test edition)"
    lines = ["CONTENTS", "Introduction 3", "Definitions 4"]
    lines += [f"Law {law.number} {law.title.title()} {law.number + 5}" for law in laws]
    lines += ["Index 40", "", "Introduction", _sentence(random.Random(1), language, 30), ""]
    lines += ["Definitions", ""] + [f"{term} – {text}" for term, text in definitions] + [""]
    footnote = 0
    for law in laws:
        title = law.title
        notes = []
        if law.number % 3 == 0:
            footnote += 1
            title += str(footnote)
            notes.append(f"{footnote} A made-up footnote of the test book, on law {law.number}.")
        body = (body_lines or clean_lines)(law, language)
        if law.number % 3 == 1 and len(body) > 2:
            footnote += 1
            words = body[1].split(" ")
            words[2] += str(footnote)
            body[1] = " ".join(words)
            notes.append(f"{footnote} Another made-up footnote, beneath the text.")
        lines += [f"{HEADING_WORD[language]} {law.number}", title, ""]
        half = len(body) // 2
        lines += body[:half] + ["", *notes, "", str(law.number + 5), "\f" + header, ""] + body[half:] + [""]
    lines += ["INDEX", ""]
    lines += [f"{_title(random.Random(n), language, 2)}, {n}A, {n}B{n % 3 + 1}" for n in range(1, 60)]
    return "\n".join(lines) + "\n"


def greek_english_page(greek: MadeUpLaw, english: MadeUpLaw) -> str:
    lines = [f"{HEADING_WORD['el']} {greek.number} – {greek.title}", "", *clean_lines(greek, "el"), ""]
    lines += [english.title, "", *clean_lines(english, "en"), ""]
    return "\n".join(lines)


def polish_2007_page(law: MadeUpLaw) -> str:
    n = law.number
    navigation = f"strona tytułowa spis treści indeks ← {n - 1} → {n + 1}"
    lines = [navigation, "", f"{n}. {law.title} wersja angielska", "", *clean_lines(law, "pl"), ""]
    lines += [f"top of page Law {n}", navigation, ""]
    return "\n".join(lines)


def polish_2017_page(law: MadeUpLaw) -> str:
    body = [f"  {line}" if line[:1].isdigit() else line for line in clean_lines(law, "pl", letters=False)]
    return "\n".join([f"EN: law {law.number}", "", "", *body, ""])


def no_sections_page(law: MadeUpLaw) -> str:
    return "\n".join([f"{HEADING_WORD['el']} {law.number}", "", *clean_lines(law, "el", letters=False), ""])


@dataclass
class Form:
    name: str
    language: str
    files: list[tuple[str, bytes]]  # (file name, bytes)
    expected: dict[int, list[tuple[str, str, str]]]  # law -> clause records
    definitions: list[tuple[str, str]] = ()
    titles: dict[int, str] | None = None


def _expected(laws: list[MadeUpLaw]) -> dict[int, list[tuple[str, str, str]]]:
    return {law.number: records(law.clauses) for law in laws}


def _accented(laws: list[MadeUpLaw], mapping: dict[str, str]) -> list[MadeUpLaw]:
    """The same laws with some words spelt with letters outside ASCII, for the encodings."""

    def swap(text: str) -> str:
        return " ".join(mapping.get(word, word) for word in text.split(" "))

    out = []
    for law in laws:
        clauses = [
            ClauseDraft(d.clause_id, swap(d.heading), [swap(line) for line in d.lines], d.line) for d in law.clauses
        ]
        out.append(MadeUpLaw(law.number, law.title, clauses))
    return out


def forms() -> list[Form]:
    """Every form, small enough for a test (a few laws each)."""
    out = []
    english = made_up_laws("en", range(40, 48), deep=False)
    cp = _accented(english, {"trick": "trick’s", "card": "café", "suit": "suit–"})
    out.append(Form("cp1252", "en", [("book.txt", _plain(cp, "en", clean_lines).encode("cp1252"))], _expected(cp)))
    latin = _accented(english, {"card": "carté", "suit": "süit"})
    out.append(
        Form("latin1", "en", [("book.txt", _plain(latin, "en", clean_lines).encode("latin-1"))], _expected(latin))
    )
    greek = made_up_laws("el", range(60, 66), deep=False)
    out.append(Form("utf16", "el", [("book.txt", _plain(greek, "el", clean_lines).encode("utf-16"))], _expected(greek)))

    run_on = made_up_laws("en", range(61, 71))
    out.append(Form("run_on", "en", [("book.txt", _plain(run_on, "en", run_on_lines).encode())], _expected(run_on)))
    run_on = made_up_laws("el", range(71, 77), seed=13)
    out.append(Form("run_on_el", "el", [("book.txt", _plain(run_on, "el", run_on_lines).encode())], _expected(run_on)))

    printed = made_up_laws("en", range(1, 13))
    definitions = [
        (_title(random.Random(i), "en", 2), f"made-up definition {i} of the test book.") for i in range(1, 9)
    ]
    out.append(
        Form(
            "furniture",
            "en",
            [("book.txt", furniture_book(printed, definitions).encode())],
            _expected(printed),
            definitions,
            {law.number: law.title for law in printed},
        )
    )

    whole = made_up_laws("en", range(80, 94), seed=12)
    text = furniture_book(whole, definitions, run_on_lines).replace(" - ", " – ")
    out.append(Form("whole_book", "en", [("book.txt", text.encode("cp1252"))], _expected(whole), definitions))
    wrapped = "\n".join("\n".join(textwrap.wrap(line, 72)) if line.strip() else line for line in text.split("\n"))
    out.append(Form("wrapped", "en", [("book.txt", wrapped.encode("cp1252"))], _expected(whole), definitions))

    typed = made_up_laws("en", range(71, 77), seed=6, deep=False)

    def mistyped(law: MadeUpLaw, language: str) -> list[str]:
        lines = clean_lines(law, language)
        at = next((i for i, line in enumerate(lines) if line.startswith("2. ")), None)
        if at is not None:
            lines[at] = "3. " + lines[at][3:]
        return lines

    out.append(Form("typos", "en", [("book.txt", _plain(typed, "en", mistyped).encode())], _expected(typed)))

    lettered = made_up_laws("el", range(50, 56), seed=7)
    pages = [(f"el-{law.number}.txt", no_sections_page(law).encode()) for law in lettered]
    out.append(Form("no_sections", "el", pages, _expected(lettered)))

    greek = made_up_laws("el", range(20, 26), seed=8)
    english = made_up_laws("en", range(20, 26), seed=9)
    pages = [(f"page{k}.txt", greek_english_page(g, e).encode()) for k, (g, e) in enumerate(zip(greek, english))]
    out.append(Form("greek_english", "el", pages, _expected(greek)))

    polish = made_up_laws("pl", range(30, 36), seed=11)
    pages = [(f"tekst-{k:02d}.txt", polish_2017_page(law).encode()) for k, law in enumerate(polish)]
    out.append(Form("polish_2017", "pl", pages, _expected(polish)))

    polish = made_up_laws("pl", range(52, 58), seed=10)
    pages = [(f"strona-{k:02d}.txt", polish_2007_page(law).encode()) for k, law in enumerate(polish)]
    pages.insert(3, ("strona-99.txt", b"Club news\n\nResults of the Tuesday pairs.\n"))
    out.append(Form("polish_2007", "pl", pages, _expected(polish)))
    return out
