"""`python -m lawsite.rulings`: one JSON object of facts on stdin, the ruling as JSON on stdout.

Exit 0 with a ruling; exit 2 with `error: <field>: <message>` on stderr and
nothing on stdout for input that is not JSON or facts that cannot be ruled on.
`python -m lawsite.rulings pbn FILE` rules on the played boards of a PBN file
instead (`played_boards.run`).
"""

from __future__ import annotations

import json
import sys
from typing import TextIO

from lawsite.rulings import played_boards
from lawsite.rulings.engine import rule_dict
from lawsite.rulings.facts import FactsError


def run(raw: bytes, stdout: TextIO, stderr: TextIO) -> int:
    """The whole CLI on given bytes and streams, so tests can run it in-process."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        stderr.write(f"error: input: not valid JSON ({exc.__class__.__name__}: {exc})\n")
        return 2
    try:
        ruling = rule_dict(data)
    except FactsError as exc:
        stderr.write(f"error: {exc}\n")
        return 2
    stdout.write(json.dumps(ruling, indent=2) + "\n")
    return 0


def main() -> int:
    if sys.argv[1:2] == ["pbn"]:
        return played_boards.run(sys.argv[2:], sys.stdin.buffer, sys.stdout, sys.stderr)
    return run(sys.stdin.buffer.read(), sys.stdout, sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
