"""Hypothesis tokens mapped to input word positions, through Token.words (the timing contract).

    >>> tokens = [Token("It", 0, 1, 1, (0,)), Token("$25.", 1, 4, 1, (1, 2, 3))]
    >>> covering(tokens, 2, 3)
    (1, 4, [1])

The formatter is run on words with synthetic times (word i spans [i, i + 1]); each output token
reports the input word indices it came from, contiguous by contract. An input range is "covered"
by the tokens that draw on any of its words; their union may be wider than the range.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from formatter.transcript import Token, Word


class HasWords(Protocol):
    """What the scorers need of an output token: its text and its source word indices."""

    text: str
    words: tuple[int, ...]


def timed_words(spoken: Sequence[str]) -> list[Word]:
    """Words with synthetic, ordered times: ['a', 'b'] -> Word('a', 0, 1), Word('b', 1, 2)."""
    return [Word(w, float(i), float(i + 1)) for i, w in enumerate(spoken)]


def run(formatter, spoken: Sequence[str]) -> tuple[Token, ...]:
    """The formatter's output tokens for SPOKEN words (Formatter.format, not format_text)."""
    return formatter.format(timed_words(spoken)).tokens


def find_phrase(words: Sequence[str], phrase: Sequence[str], start: int = 0) -> int | None:
    """Index of the first occurrence of PHRASE in WORDS at or after START, else None.

    >>> find_phrase("a b c b c".split(), ["b", "c"], 2)
    3
    """
    n = len(phrase)
    if n == 0:
        return None
    for i in range(start, len(words) - n + 1):
        if list(words[i : i + n]) == list(phrase):
            return i
    return None


def covering(tokens: Sequence[HasWords], begin: int, end: int) -> tuple[int, int, list[int]]:
    """Tokens drawing on any input word in [BEGIN, END): (their first word, last word + 1, indices).

    The returned range is at least [BEGIN, END). A token without source words covers nothing.
    """
    chosen = [k for k, t in enumerate(tokens) if any(begin <= i < end for i in t.words)]
    words = [i for k in chosen for i in tokens[k].words]
    return min([begin, *words]), max([end, *(i + 1 for i in words)]), chosen
