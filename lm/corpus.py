"""Reading training and evaluation corpora: plain or xz-compressed UTF-8, one paragraph a line.

>>> next(read_lines(Path("/work/shared/corpora/sgd_dialogue.dev.txt.xz")))  # doctest: +SKIP
'I want to find a place to eat.'
"""

from __future__ import annotations

import lzma
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

# Seconds between two progress lines: often enough to see it move, rarely enough to cost nothing.
PROGRESS_SECONDS = 2.0


def open_text(path: Path, errors: str = "replace") -> TextIO:
    """PATH opened for reading text, decompressing .xz on the fly. ERRORS as for open(): corpora
    replace bad bytes; files whose every line must parse ("strict") refuse them."""
    if path.suffix == ".xz":
        return lzma.open(path, "rt", encoding="utf-8", errors=errors)
    return path.open(encoding="utf-8", errors=errors)


def read_lines(path: Path, every: int = 1) -> Iterator[str]:
    """The lines of PATH without line ends; EVERY > 1 keeps every EVERY-th line (a subsample)."""
    with open_text(path) as stream:
        for number, line in enumerate(stream):
            if number % every == 0:
                yield line.rstrip("\n")


class Progress:
    """Lines and words done so far, redrawn on stderr when it is a terminal (silent otherwise)."""

    def __init__(self, label: str, stream: TextIO = sys.stderr):
        self._label = label
        self._stream = stream
        self._live = stream.isatty()
        self._last = 0.0
        self.lines = 0
        self.words = 0

    def add(self, lines: int, words: int) -> None:
        self.lines += lines
        self.words += words
        now = time.monotonic()
        if self._live and now - self._last > PROGRESS_SECONDS:
            self._last = now
            self._stream.write(f"\r{self._label}: {self.lines:,} lines, {self.words:,} words")
            self._stream.flush()

    def done(self) -> None:
        if self._live:
            self._stream.write(f"\r{self._label}: {self.lines:,} lines, {self.words:,} words\n")
