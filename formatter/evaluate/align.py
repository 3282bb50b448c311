"""Hypothesis tokens mapped to input word positions, through Token.words (the timing contract).

    >>> tokens = [Token("It", 0, 1, 1, (0,)), Token("$25.", 1, 4, 1, (1, 2, 3))]
    >>> covering(tokens, 2, 3)
    (1, 4, [1])

The formatter is run on words with synthetic times (word i spans [i, i + 1]); each output token
reports the input word indices it came from, contiguous by contract. An input range is "covered"
by the tokens that draw on any of its words; their union may be wider than the range.

Reference entities come without offsets, so they are found in the spoken sentence by phrase
(`occurrences`); when a phrase occurs more than once, `copied` tells which occurrences the written
sentence kept as words.
"""

from __future__ import annotations

from collections.abc import Sequence
from difflib import SequenceMatcher
from typing import Protocol

from formatter.transcript import Token, Word


class HasWords(Protocol):
    """What the scorers need of an output token: its text and its source word indices."""

    # Read-only, as on the frozen Token: a plain attribute here would not match it.
    @property
    def text(self) -> str: ...

    @property
    def words(self) -> tuple[int, ...]: ...


def timed_words(spoken: Sequence[str]) -> list[Word]:
    """Words with synthetic, ordered times: ['a', 'b'] -> Word('a', 0, 1), Word('b', 1, 2)."""
    return [Word(w, float(i), float(i + 1)) for i, w in enumerate(spoken)]


def run(formatter, spoken: Sequence[str]) -> tuple[Token, ...]:
    """The formatter's output tokens for SPOKEN words (Formatter.format, not format_text)."""
    return formatter.format(timed_words(spoken), timed=False).tokens


def occurrences(words: Sequence[str], phrase: Sequence[str]) -> list[int]:
    """Every index where PHRASE starts in WORDS (none for an empty phrase).

    >>> occurrences("a b c b c".split(), ["b", "c"]), occurrences(["a"], [])
    ([1, 3], [])
    """
    n = len(phrase)
    if n == 0:
        return []
    target = list(phrase)
    return [i for i in range(len(words) - n + 1) if list(words[i : i + n]) == target]


def copied(spoken: Sequence[str], written: Sequence[str]) -> set[int]:
    """Indices of SPOKEN words that WRITTEN copies verbatim, by a longest-block word alignment.

    This aligns the two sides of a *reference* pair only, to find where its entities are (the
    data gives no offsets); hypotheses are never aligned by their surface (STYLE.md 8).

    >>> sorted(copied("five stores sold five".split(), "five stores sold 5".split()))
    [0, 1, 2]
    """
    matcher = SequenceMatcher(None, list(spoken), list(written), autojunk=False)
    return {
        i for block in matcher.get_matching_blocks() for i in range(block.a, block.a + block.size)
    }


def covering(tokens: Sequence[HasWords], begin: int, end: int) -> tuple[int, int, list[int]]:
    """Tokens drawing on any input word in [BEGIN, END): (their first word, last word + 1, indices).

    The returned range is at least [BEGIN, END). A token without source words covers nothing.
    """
    chosen = [k for k, t in enumerate(tokens) if any(begin <= i < end for i in t.words)]
    words = [i for k in chosen for i in tokens[k].words]
    return min([begin, *words]), max([end, *(i + 1 for i in words)]), chosen
