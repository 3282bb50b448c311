"""What goes in and what comes out: timed spoken words, timed written tokens.

    Word("three", start=1.20, end=1.41, confidence=0.93)
    Token("3:30", start=1.20, end=1.88, confidence=0.90, words=(5, 6))

A Token's `words` are indices into the input words it came from; its start, end and confidence are
their product in the timing x log semiring (formatter.timing).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from formatter.errors import InputError


@dataclass(frozen=True)
class Word:
    """One recognized word: spoken form, times in seconds, confidence in [0, 1]."""

    text: str
    start: float
    end: float
    confidence: float = 1.0
    speaker: str | None = None
    # The word's position in the input's own word list (an engine's items, counted in document
    # order, dropped punctuation items included), when a reader knows it; else its position here.
    index: int | None = field(default=None, repr=False, compare=False)


@dataclass(frozen=True)
class Token:
    """One written token and the input words it came from."""

    text: str
    start: float
    end: float
    confidence: float
    words: tuple[int, ...]
    speaker: str | None = None


@dataclass(frozen=True)
class FormattedTranscript:
    text: str
    tokens: tuple[Token, ...] = field(default_factory=tuple)


# Latest time accepted, in seconds (about 31 years): any later time is a unit mix-up (ms or ticks
# read as seconds), and captions must still print it as HH:MM:SS,mmm.
MAX_SECONDS = 1e9


def validate(words: Sequence[Word]) -> None:
    """Raise InputError unless WORDS is a usable transcript: times finite, ordered, non-negative,
    at most MAX_SECONDS. No words at all is a valid (empty) transcript.

    >>> validate([Word("hi", 0.0, 0.3)]), validate([])
    (None, None)
    """
    previous_start = 0.0
    for i, w in enumerate(words):
        where = f"word {i if w.index is None else w.index}"
        if not isinstance(w.text, str):
            raise InputError(f"{where}: the word is not a string")
        for name, value in (("start", w.start), ("end", w.end), ("confidence", w.confidence)):
            number = isinstance(value, (int, float)) and not isinstance(value, bool)
            if not number or not math.isfinite(value):
                raise InputError(f"{where}: {name} must be a finite number")
        if w.start < 0 or w.end < 0:
            raise InputError(f"{where}: negative time")
        if w.end > MAX_SECONDS:
            raise InputError(f"{where}: time past {MAX_SECONDS:.0e} seconds (wrong unit?)")
        if w.end < w.start:
            raise InputError(f"{where}: ends before it starts")
        if not 0.0 <= w.confidence <= 1.0:
            raise InputError(f"{where}: confidence must be between 0 and 1")
        if w.start < previous_start:
            raise InputError(
                f"{where}: starts before the previous word (words must be in time order)"
            )
        previous_start = w.start
