"""Integers from a query string: ASCII digits within bounds, or nothing.

``str.isdigit`` is true for superscripts and other digits that ``int`` refuses ("²"), ``int`` refuses
more than 4300 digits and reads digits of other scripts; any of them can arrive in a link, so every
integer a view reads straight from the query string goes through :func:`integer_param` (values read
by a Django form are checked by its IntegerField).
"""

from __future__ import annotations

MAX_DIGITS = 20  # no bound a view uses is longer; int() of 5000 digits raises


def integer_param(params, name: str, low: int, high: int, default: int | None = None) -> int | None:
    """``params[name]`` as an int in ``low..high`` when it is ASCII digits, else ``default``."""
    raw = params.get(name, "").strip()
    if not raw.isascii() or not raw.isdigit() or len(raw) > MAX_DIGITS:
        return default
    value = int(raw)
    return value if low <= value <= high else default
