"""The synchronization contract, as code: word markers and segment closure.

A *segment* reads k >= 1 whole spoken words and writes k markers (MARK) followed by its written form.
A transcript's variants are segments joined by single spaces, so the output string alone says which
input words each written token came from, even after projection and determinization. Reordering
("five dollars" -> "$5") happens only inside a segment.
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import byte, pynutil

from grammars.base import MARK, exactly_words, word

# Longest spoken phrase one segment may cover ("one eight hundred five five five ... extension ...").
MAX_SEGMENT_WORDS = 24

# Stands for a space inside an already-marked token until the last stage (a phone number's
# "(212) 555-0100" must pass later stages as one word).
HARD_SPACE = "\x02"


def mark(entity: pynini.Fst, max_words: int = MAX_SEGMENT_WORDS) -> pynini.Fst:
    """Prefix every output of ENTITY with one marker per input word it read."""
    parts = []
    for k in range(1, max_words + 1):
        restricted = pynini.compose(exactly_words(k), entity).connect()
        if restricted.num_states():
            parts.append(pynutil.insert(MARK * k) + restricted)
    return pynini.union(*parts).optimize()


@functools.cache
def marked_word() -> pynini.Fst:
    """A spoken word kept as spoken: one marker, then the word."""
    return (pynutil.insert(MARK) + word()).optimize()


@functools.cache
def premarked_token() -> pynini.Fst:
    """A token an earlier stage already marked: passes through unchanged."""
    return (pynini.closure(MARK, 1) + word()).optimize()


def segments(segment: pynini.Fst) -> pynini.Fst:
    """One or more segments separated by single spaces."""
    return (segment + pynini.closure(" " + segment)).optimize()


@functools.cache
def unmark() -> pynini.Fst:
    """Marked strings -> their written text (the FST twin of strip_marks)."""
    keep = pynini.difference(byte.BYTE, pynini.union(MARK, HARD_SPACE))
    return pynini.closure(keep | pynutil.delete(MARK) | pynini.cross(HARD_SPACE, " ")).optimize()


def strip_marks(text: str) -> str:
    """The written text of a marked string: markers removed, hard spaces made plain."""
    return text.replace(MARK, "").replace(HARD_SPACE, " ")


def split_marked(text: str) -> list[tuple[int, str]]:
    """Marked string -> [(number of input words, written token)], in order.

    >>> split_marked("\\x01hi \\x01\\x013:30")
    [(1, 'hi'), (2, '3:30')]
    """
    out: list[tuple[int, str]] = []
    i, n = 0, len(text)
    while i < n:
        if text[i] != MARK:
            raise ValueError(f"marked string does not start a segment at offset {i}")
        j = i
        while j < n and text[j] == MARK:
            j += 1
        k = j
        while k < n and text[k] != MARK:
            k += 1
        token = text[j:k]
        if k < n:
            if not token.endswith(" "):
                raise ValueError(f"segments must be separated by a space at offset {k}")
            token = token[:-1]
        out.append((j - i, token.replace(HARD_SPACE, " ")))
        i = k
    return out
