"""Progress of a long command on a terminal: what is done, the rate and the time left, on one line.

The line is redrawn in place (carriage return) at most a few times a second, and only when the
stream is a terminal: piped into a file or a CI log, a command stays as quiet as before. Pure Python,
used by ``import_book``, ``load_content`` and ``rebuild_index``.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable, Iterator
from typing import TextIO, TypeVar

T = TypeVar("T")

REDRAW_SECONDS = 0.2


def _plain(text: str) -> str:
    return text


def _duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    minutes, seconds = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"


class Progress:
    """``done`` of ``total`` units (laws, documents), with other counts shown beside (clauses).

    ``Progress(93, "laws", stream=sys.stderr)``; ``advance(clauses=12)`` after each law; ``close()``
    at the end clears nothing and ends the line, so the next output starts on its own line.
    """

    def __init__(
        self,
        total: int | None,
        unit: str,
        stream: TextIO | None = None,
        label: str = "",
        clock: Callable[[], float] = time.monotonic,
    ):
        self.total = total
        self.unit = unit
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.clock = clock
        self.done = 0
        self.counts: dict[str, int] = {}
        self.started = clock()
        self._drawn_at: float | None = None
        self._drawn_done = -1
        self._width = 0
        isatty = getattr(self.stream, "isatty", None)
        self.active = bool(isatty and isatty())

    def advance(self, n: int = 1, **counts: int) -> None:
        self.done += n
        for name, value in counts.items():
            self.counts[name] = self.counts.get(name, 0) + value
        if not self.active:
            return
        now = self.clock()
        finished = self.total is not None and self.done >= self.total
        if finished or self._drawn_at is None or now - self._drawn_at >= REDRAW_SECONDS:
            self._draw(now)

    def line(self, now: float | None = None) -> str:
        """The status line: ``import: 40/93 laws, 512 clauses, 31.2 laws/s, 0:02 left``."""
        now = self.clock() if now is None else now
        elapsed = max(now - self.started, 1e-9)
        rate = self.done / elapsed
        done = f"{self.done}/{self.total}" if self.total is not None else str(self.done)
        parts = [f"{done} {self.unit}"] + [f"{value} {name}" for name, value in self.counts.items()]
        parts.append(f"{rate:.1f} {self.unit}/s")
        if self.total is not None and rate > 0:
            parts.append(f"{_duration((self.total - self.done) / rate)} left")
        prefix = f"{self.label}: " if self.label else ""
        return prefix + ", ".join(parts)

    def _draw(self, now: float) -> None:
        text = self.line(now)
        padding = " " * max(0, self._width - len(text))
        self._write(f"\r{text}{padding}")
        self._width = len(text)
        self._drawn_at = now
        self._drawn_done = self.done

    def _write(self, text: str) -> None:
        if hasattr(self.stream, "style_func"):  # a command's OutputWrapper: no ending, no error colour
            self.stream.write(text, style_func=_plain, ending="")
        else:
            self.stream.write(text)
        self.stream.flush()

    def close(self) -> None:
        if self.active and self._drawn_at is not None:
            if self._drawn_done != self.done:
                self._draw(self.clock())
            self._write("\n")

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def track(items: Iterable[T], progress: Progress | None) -> Iterator[T]:
    """Yield ``items``, advancing ``progress`` (if any) by one after each."""
    for item in items:
        yield item
        if progress is not None:
            progress.advance()
