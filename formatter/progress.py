"""A one-line progress count on a terminal; nothing at all when the stream is a pipe or a file.

    \\r  12/200 transcripts  3.1 s

Redrawn in place with a carriage return, at most every REDRAW_SECONDS, and left on screen with its
final count and time when the batch ends. `clear` blanks it before a message is printed over it.
"""

from __future__ import annotations

import time
from typing import TextIO

REDRAW_SECONDS = 0.1  # faster than the eye needs; redrawing per job would flood a slow terminal


class Progress:
    """Shown only for more than one job on a terminal: a single job needs no count, and logs or
    pipes must not fill with carriage returns."""

    def __init__(self, total: int | None, stream: TextIO, unit: str = "transcripts") -> None:
        self.total = total  # None: not known ahead (a stream); the count is shown alone
        self.stream = stream
        self.unit = unit
        self.enabled = (total is None or total > 1) and is_terminal(stream)
        self._began = time.monotonic()
        self._drawn_at = float("-inf")
        self._width = 0
        self._done = 0
        self._shown = -1

    def update(self, done: int) -> None:
        self._done = done
        now = time.monotonic()
        if self.enabled and (now - self._drawn_at >= REDRAW_SECONDS or done == self.total):
            self._draw(now)

    def clear(self) -> None:
        if self.enabled and self._width:
            self.stream.write("\r" + " " * self._width + "\r")
            self.stream.flush()
            self._width = 0
            self._drawn_at = float("-inf")  # redraw at the next update

    def finish(self) -> None:
        if self.enabled:
            if not self._width or self._shown != self._done:
                self._draw(time.monotonic())
            self.stream.write("\n")
            self.stream.flush()

    def _draw(self, now: float) -> None:
        count = f"{self._done}" if self.total is None else f"{self._done}/{self.total}"
        line = f"  {count} {self.unit}  {now - self._began:.1f} s"
        self.stream.write("\r" + line.ljust(self._width))
        self.stream.flush()
        self._width = len(line)
        self._drawn_at = now
        self._shown = self._done


def is_terminal(stream: TextIO) -> bool:
    """Whether STREAM is an interactive terminal; False for pipes, files and closed streams."""
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a closed or stream-like object without a descriptor
        return False
