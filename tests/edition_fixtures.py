"""Two editions built from the seed texts, for tests only (never in laws_content/).

Edition 2017 (in force) holds the real Law 55 in English and the commentary on Law 43; edition 2007
(superseded) holds the real Polish Law 67 and a Law 55 made from the seed for the test, in English and
Greek, so that between the two editions:

* 55A and 55B are unchanged;
* 55B1 is changed (the English ends "No further penalty applies." in 2007);
* 55B2 is only in 2017 (added);
* 2007's 55C is a test clause only in 2007 (removed);
* 2007's 55D is 2017's 55C (renumbered, in the renumbering table, text unchanged);
* Greek Law 55 is only in 2007: the 2017 pages show it, marked as the 2007 wording.

The test texts say plainly that they are test texts, not the 2007 Laws.
"""

from __future__ import annotations

import shutil
from pathlib import Path

CONTENT = Path(__file__).resolve().parent.parent / "laws_content"
CHANGED_B1 = "No further penalty applies."
ONLY_2007_EN = "Test clause of the fixture edition only; see Law 55B1."
ONLY_2007_EL = "Δοκιμαστικό κείμενο της δοκιμαστικής έκδοσης μόνο· βλέπε Νόμο 55Β1."
RENUMBERING = """
[[renumbered]]
from = "2007 55D"
to = "2017 55C"
source = "test fixture"
"""


def _older_english(text: str) -> str:
    head, rest = text.split("\n\n", 1)
    head = head.replace(head.splitlines()[2], "Source: test fixture made from seed 001 (not the 2007 text)")
    a, b, b2, c = rest.split("\n\n")
    assert b2.startswith("2. ") and c.startswith("C. ")
    b = b.replace("No further rectification applies.", CHANGED_B1)
    only = f"C. Test Section of the Fixture\n{ONLY_2007_EN}"
    return "\n\n".join([head, a, b, only, "D." + c[2:]]) + ("" if c.endswith("\n") else "\n")


def _older_greek(text: str) -> str:
    head, rest = text.split("\n\n", 1)
    head = head.replace(head.splitlines()[2], "Source: test fixture made from seed 001 (not the 2007 text)")
    a, b, b2, c = rest.split("\n\n")
    assert b2.startswith("2. ") and c.startswith("Γ.")
    only = f"Γ.\n{ONLY_2007_EL}"
    return "\n\n".join([head, a, b, only, "Δ." + c[2:]]) + ("" if c.endswith("\n") else "\n")


def build_two_editions(root: Path) -> Path:
    """Write the two test editions under ``root`` (a content directory) and return it."""
    root = Path(root)
    shutil.copy(CONTENT / "glossary.toml", root / "glossary.toml")
    shutil.copy(CONTENT / "README.md", root / "README.md")
    new, old = root / "editions" / "2017", root / "editions" / "2007"
    (new / "laws" / "055").mkdir(parents=True)
    (old / "laws" / "055").mkdir(parents=True)
    shutil.copy(CONTENT / "editions/2017/edition.toml", new / "edition.toml")
    shutil.copy(CONTENT / "editions/2007/edition.toml", old / "edition.toml")
    real = CONTENT / "editions/2017/laws"
    shutil.copy(real / "055/en.md", new / "laws/055/en.md")
    shutil.copytree(real / "043/commentary", new / "laws/043/commentary")
    shutil.copytree(CONTENT / "editions/2007/laws/067", old / "laws/067")
    (old / "laws/055/en.md").write_text(
        _older_english((real / "055/en.md").read_text(encoding="utf-8")), encoding="utf-8"
    )
    (old / "laws/055/el.md").write_text(
        _older_greek((real / "055/el.md").read_text(encoding="utf-8")), encoding="utf-8"
    )
    table = (CONTENT / "editions/correspondence.toml").read_text(encoding="utf-8")
    (root / "editions/correspondence.toml").write_text(table + RENUMBERING, encoding="utf-8")
    return root
