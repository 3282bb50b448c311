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


def validate(words: Sequence[Word]) -> None:
    """Raise InputError unless WORDS is a usable transcript: times finite, ordered, non-negative.

    >>> validate([Word("hi", 0.0, 0.3)])
    """
    if not words:
        raise InputError("the transcript has no words")
    previous_start = 0.0
    for i, w in enumerate(words):
        where = f"word {i}"
        if not isinstance(w.text, str) or not w.text.strip():
            raise InputError(f"{where}: empty word")
        for name, value in (("start", w.start), ("end", w.end), ("confidence", w.confidence)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise InputError(f"{where}: {name} must be a finite number")
        if w.start < 0 or w.end < 0:
            raise InputError(f"{where}: negative time")
        if w.end < w.start:
            raise InputError(f"{where}: ends before it starts")
        if not 0.0 <= w.confidence <= 1.0:
            raise InputError(f"{where}: confidence must be between 0 and 1")
        if w.start < previous_start:
            raise InputError(f"{where}: starts before the previous word (words must be in time order)")
        previous_start = w.start
