"""Codes said a character at a time: where the segment DAG keeps them, how the LM sees them.

    my order number is a b seven four three two nine it was    -> AB74329
    in nineteen eighty seven p g four                          -> (no code: "In 1987, PG, 4.")

grammars.alphanumeric reads any run of letters and digit words as a code (four characters or
more, a letter and two digits). Such a reading is kept only where the whole run is the code: no
letter, digit or number word beside it. Otherwise it takes digits from a number ("nineteen eighty
seven p g four", "1980 7PG4") or letters from a word, and since the LM scores an unseen code as its
pieces (lm.scorer), it would cost no more than the words apart and win where they take a mark.

A code kept is scored, beside its own token, as the digit string of its length: the class LM
knows where an order or a confirmation number goes ("my order number is 1374329") but not the
code's token, and as letters and digit groups it scored "a, b, 7, 4, 329" above "AB 74329" by 2
nats and below the digit string by 21. A letter is one of 26 where a digit is one of ten, so each
costs LETTER_COST - DIGIT_COST more. Letters then a number said a character at a time are such
codes too ("u a one two three four", "k l m five five two"): as their pieces, the LM's "UA 1234"
lost to "UA, 1234" and "KLM. 552" at a sentence end.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from formatter.lattice import SegmentDag, without
from grammars.alphanumeric import SPELLED_MAX, SPELLED_MIN
from grammars.base import table_words

# What a digit and a letter cost as one of ten digits or 26 letters (here and in e-mail addresses).
DIGIT_COST, LETTER_COST = math.log(10), math.log(26)
_CHARS = re.compile(r"[A-Z0-9]+")


def spelled_code(form: str) -> tuple[int, int] | None:
    """(characters, letters) of FORM if it has the shape of a code said a character at a time
    (grammars.alphanumeric._spelled), else None.

    >>> spelled_code("AB74329"), spelled_code("XJ4K9P"), spelled_code("UA234"), spelled_code("ABCD")
    ((7, 2), (6, 4), (5, 2), None)
    """
    if not SPELLED_MIN <= len(form) <= SPELLED_MAX or not _CHARS.fullmatch(form):
        return None
    letters = sum(c.isalpha() for c in form)
    return (len(form), letters) if letters and len(form) - letters >= 2 else None


class SpelledCodes:
    """The spoken words a code is said with, and the number words it must not touch."""

    def __init__(self) -> None:
        self.spelling = table_words("letters", "digit_words")
        self._beside = self.spelling | table_words(
            "units", "teens", "tens", "magnitudes", "ordinal_units", "ordinal_teens"
        ) | {"hundred", "thousand"}

    def read(self, form: str, words: Sequence[str], first: int, n: int) -> int | None:
        """The letters of FORM if it is a code said a character at a time by WORDS[first:first
        + n], a word each, with none of the run's words or a number word beside it; else None."""
        shape = self._said(form, words, first, n)
        if shape is None or not self.alone(words, first, n):
            return None
        return shape[1]

    def _said(
        self, form: str, words: Sequence[str], first: int, n: int
    ) -> tuple[int, int] | None:
        """spelled_code(FORM) if WORDS[first:first + n] say it a character a word (not "c d
        twenty three", CD23, a letters-then-number code)."""
        shape = spelled_code(form)
        said = words[first : first + n]
        if shape is None or shape[0] != n or len(said) != n:
            return None
        return shape if all(w in self.spelling for w in said) else None

    def alone(self, words: Sequence[str], first: int, n: int) -> bool:
        """Whether the words beside WORDS[first:first + n] are no letter, digit or number word."""
        before = words[first - 1] if first else ""
        after = words[first + n] if first + n < len(words) else ""
        # After a code "a" and "i" are the article and the pronoun ("... p i think").
        return before not in self._beside and (after in ("a", "i") or after not in self._beside)

    def drop_crowded(self, dag: SegmentDag, words: Sequence[str]) -> SegmentDag:
        """DAG without the code readings that do not stand alone (see the module doc): an edge
        whose text is a code said a character a word, beside another such word or a number.
        The words as spoken stay (and where they are not in the lattice, a path:
        formatter.lattice.without)."""

        def crowded(start: int, text: str, n: int) -> bool:
            said = self._said(text, words, start, n)
            return said is not None and not self.alone(words, start, n)

        return without(dag, lambda node, edge: crowded(dag.position[node], edge.text, edge.words))
