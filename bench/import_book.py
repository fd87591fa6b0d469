"""import_book benchmark: a synthetic book of all 93 laws (~100 PDF pages) in every format, in one run.

    .venv/bin/python bench/import_book.py [--language el] [--scale 1.8] [--repeat 3]

The book is generated (tests/importing/makebooks.py: generated words, every level of numbering, the
2017 chapters, two parts, a Definitions chapter, two laws set in two columns) as plain text, Word
(.docx, labels in the numbering definitions), PDF (DejaVu Sans embedded, running header, page
numbers, hyphenation) and 93 HTML pages. Each is imported with ``manage.py import_book`` into a
throw-away content directory; the best of ``--repeat`` runs is printed with its ratio to plain text,
and whether all 93 laws came back clause for clause.

Then the PDF libraries side by side on the same files: pypdf (what import_book uses) and pdfminer.six
feeding the same layout step (seconds per page, laws reproduced), and each library's own text
output (``extract_text``) alone: how many clause texts it gives whole, in reading order and with its
line breaks, without the layout step.
"""

from __future__ import annotations

import argparse
import io
import os
import re
import sys
import tempfile
import time
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests" / "importing"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lawsite.settings.test")

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from makebooks import Book, Chapter, Law, as_docx, as_pdf, as_pzbs_page, as_text, records, synthetic_book  # noqa: E402

from lawsite.importing import pdf as pdf_reader  # noqa: E402
from lawsite.importing.book import assemble  # noqa: E402
from lawsite.importing.writer import edition_file, new_draft_edition, output_path  # noqa: E402
from lawsite.laws.content import read_content, read_law_file  # noqa: E402

CONTENT = REPO / "laws_content"


def import_files(paths: list[Path], language: str, root: Path) -> float:
    started = time.perf_counter()
    call_command(
        "import_book",
        *map(str, paths),
        edition="2027",
        language=language,
        content_dir=str(root),
        force=True,
        stdout=io.StringIO(),
        stderr=io.StringIO(),
    )
    return time.perf_counter() - started


def laws_back(book: Book, root: Path, language: str) -> int:
    good = 0
    for law in book.laws:
        path = root / output_path("2027", language, law.number)
        if path.exists() and records(read_law_file(path, law.number).clauses) == records(law.clauses):
            good += 1
    return good


def normalized(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def raw_whole(text: str, clauses) -> tuple[int, int]:
    """Clause texts found whole in a library's own output (its line breaks taken as spaces)."""
    flat = normalized(text)
    wanted = [normalized(d.text) for d in clauses if d.text]
    return sum(1 for w in wanted if w in flat), len(wanted)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--language", default="el", choices=["en", "el", "pl"])
    parser.add_argument("--scale", type=float, default=2.0, help="sentence length factor (2.0: about 100 pages)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    edition = tomllib.loads((CONTENT / "editions/2017/edition.toml").read_text(encoding="utf-8"))
    glossary = tomllib.loads((CONTENT / "glossary.toml").read_text(encoding="utf-8"))["term"]
    started = time.perf_counter()
    book = synthetic_book(edition, glossary, args.language, scale=args.scale)
    clauses = sum(len(records(law.clauses)) for law in book.laws)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        files = {
            "text": [tmp / "book.txt"],
            "docx": [tmp / "book.docx"],
            "pdf": [tmp / "book.pdf"],
            "html (93 pages)": [tmp / f"przep{law.number}.htm" for law in book.laws],
        }
        files["text"][0].write_bytes(as_text(book))
        files["docx"][0].write_bytes(as_docx(book))
        pdf_bytes = as_pdf(book, two_columns={12, 40})
        files["pdf"][0].write_bytes(pdf_bytes)
        for law, path in zip(book.laws, files["html (93 pages)"]):
            path.write_bytes(as_pzbs_page(law, None))
        pages = len(pdf_reader.pypdf_pages("book.pdf", pdf_bytes))
        print(
            f"synthetic book ({args.language}): 93 laws, {clauses} clauses, {pages} PDF pages, "
            f"generated in {time.perf_counter() - started:.1f} s; best of {args.repeat} runs of import_book"
        )
        print(f"{'format':<18}{'size':>10}{'seconds':>10}{'x text':>8}{'laws back':>11}")
        base = None
        for kind, paths in files.items():
            root = tmp / f"content-{kind.split()[0]}"
            root.mkdir()
            (root / "glossary.toml").write_bytes((CONTENT / "glossary.toml").read_bytes())
            (root / edition_file("2027")).parent.mkdir(parents=True)
            (root / edition_file("2027")).write_text(new_draft_edition("2027"), encoding="utf-8")
            best = min(import_files(paths, args.language, root) for _ in range(args.repeat))
            base = base or best
            size = sum(p.stat().st_size for p in paths)
            print(
                f"{kind:<18}{size / 1024:>8.0f} K{best:>10.2f}{best / base:>8.1f}{laws_back(book, root, args.language):>8}/93"
            )

        print("\nPDF libraries, through the same layout step (runs with positions):")
        print(f"{'library':<14}{'book s':>8}{'s/page':>9}{'x pypdf':>9}{'book laws':>11}{'seed laws':>11}")
        seeds = {(law.law, law.language): law for content in read_content(CONTENT).editions for law in content.laws}
        seed_pdfs = []
        for number, language in [(55, "en"), (55, "el"), (67, "pl")]:
            chapter = next(c for c in edition["chapter"] if number in c["laws"])
            seed = Book(
                language,
                [
                    Chapter(
                        chapter["number"], chapter["title"]["en"], [Law(number, "", seeds[(number, language)].clauses)]
                    )
                ],
            )
            size = {"el": 15, "en": 22}.get(language, 10)
            data = as_pdf(
                seed,
                two_columns={55} if language == "el" else set(),
                size=size,
                footnote_after="declarer" if language == "en" else None,
            )
            seed_pdfs.append((number, language, data, seeds[(number, language)].clauses))
        first = None
        for extractor in (pdf_reader.pypdf_pages, pdf_reader.pdfminer_pages):
            t0 = time.perf_counter()
            document = pdf_reader.read("book.pdf", pdf_bytes, extractor=extractor)
            imported = assemble([document], args.language)
            seconds = time.perf_counter() - t0
            first = first or seconds
            good = sum(
                1
                for law in book.laws
                if law.number in imported.laws and records(imported.laws[law.number].clauses) == records(law.clauses)
            )
            seed_good = 0
            for number, language, data, seed_clauses in seed_pdfs:
                seed_book = assemble([pdf_reader.read("seed.pdf", data, extractor=extractor)], language)
                seed_good += number in seed_book.laws and records(seed_book.laws[number].clauses) == records(
                    seed_clauses
                )
            name = extractor.__name__.replace("_pages", "")
            print(
                f"{name:<14}{seconds:>8.2f}{seconds / pages:>9.3f}{seconds / first:>9.1f}{good:>8}/93{seed_good:>9}/3"
            )

        print("\nEach library's own text output alone (no layout step): clause texts given whole")
        import pypdf
        from pdfminer.high_level import extract_text

        print(f"{'library':<14}{'book s':>8}{'book clauses':>15}{'seed clauses':>15}{'2-column Greek 55':>20}")
        for name, extract in (
            ("pypdf", lambda data: "\n".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(data)).pages)),
            ("pdfminer", lambda data: extract_text(io.BytesIO(data))),
        ):
            t0 = time.perf_counter()
            text = extract(pdf_bytes)
            seconds = time.perf_counter() - t0
            whole = [raw_whole(text, law.clauses) for law in book.laws]
            seed_counts = [raw_whole(extract(data), clauses) for _, _, data, clauses in seed_pdfs]
            greek = seed_counts[1]
            print(
                f"{name:<14}{seconds:>8.2f}{sum(w for w, _ in whole):>8}/{sum(n for _, n in whole):<6}"
                f"{sum(w for w, _ in seed_counts):>8}/{sum(n for _, n in seed_counts):<6}{greek[0]:>13}/{greek[1]}"
            )


if __name__ == "__main__":
    main()
