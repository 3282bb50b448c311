"""Counting said aloud, kept apart: "one two three four five" is a count, not the code 12345.

    are you ready one two three four five   Are you ready? One, two, three, four, five.
    ten twenty thirty ... ninety one hundred
                                            10, 20, 30, ..., 90, 100 (not "80, 9,100")

A teacher, a trainer or a game counts out loud, and the number grammars offer the words joined
too: digit words read one at a time as a string ("12345", as a code or a PIN is said), or
"ninety one hundred" as 9,100. The LM, which sees number classes, cannot tell a count from a
code, and the joined reading won ("Are you ready? 12345."). Numbers said in a run of at least
four that go up or down by one step (1, 2, 5 or 10) are a count: no reading joins two of them
(its edges are dropped before the search, as formatter.splits drops a number's cuts, and
splits' own rule that a tens word goes on into the units after it yields there), a number
under ten in it is written as the style writes a lone one, in words, and a comma goes
between each two (tuning.count_mark_penalty; the members, which saw few counts, put none).
A count by one starts or ends at "one" or runs at least five numbers, so "four five six seven"
may still be a code; none is a count after a word that labels a code or a number ("your pin
is one two three four", "room one two three four": _LABELS, code_labels.tsv and
number_labels.tsv), nor where more digit words are said on either side ("five five five | one
two three four" is a phone number).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from formatter.lattice import Edge, SegmentDag, without
from grammars.base import table_rows, table_words

# The steps a count goes by.
_STEPS = frozenset({1, 2, 5, 10})
# Numbers said in a row at least this many times make a count.
_LEAST = 4
# A count by one that neither starts nor ends at one needs this many.
_LEAST_UNANCHORED = 5
# How far back a label may stand before the numbers it labels ("the pin is | one two three").
_LABEL_REACH = 3
# What joins the parts of a code or a number said a character at a time.
_JOINTS = frozenset({"dash", "hyphen", "point", "dot", "slash"})
# Words that say a string of digits follows, besides the labels of codes and numbers the
# pipeline reads (code_labels.tsv, number_labels.tsv: "pin", "extension", "flight", "room").
_LABELS = frozenset(
    {"password", "passcode", "digits", "press", "dial", "combination", "channel", "route"}
)


@functools.cache
def _values() -> dict[str, int]:
    """Each number word said alone as a count's number: "one" 1 .. "nineteen" 19, "twenty" 20 ..
    "ninety" 90."""
    values = {word: int(value) for word, value in table_rows("units")}
    values.update((word, int(value)) for word, value in table_rows("teens"))
    values.update((word, 10 * int(value)) for word, value in table_rows("tens"))
    return values


@functools.cache
def _labels() -> frozenset[str]:
    return _LABELS | table_words("code_labels", "number_labels")


def _term(words: Sequence[str], at: int, values: dict[str, int]) -> tuple[int, int] | None:
    """The number said from AT and how many words say it: "one hundred" and "a hundred" are 100,
    another number word its value; None where no number starts."""
    if tuple(words[at : at + 2]) in (("one", "hundred"), ("a", "hundred")):
        return 100, 2
    if at < len(words) and words[at] in values:
        return values[words[at]], 1
    return None


def counts(words: Sequence[str]) -> list[list[tuple[int, int, int]]]:
    """The counts said in WORDS, each a list of its numbers' (position, words, value).

    >>> said = "are you ready one two three four five great job".split()
    >>> [[at for at, _, _ in count] for count in counts(said)]
    [[3, 4, 5, 6, 7]]
    >>> counts("eighty ninety one hundred seventy eighty".split())
    []
    >>> counts("sixty seventy eighty ninety one hundred".split())[0][-1]
    (4, 2, 100)
    >>> counts("your pin is one two three four".split())
    []
    >>> counts("four five six seven".split())
    []
    >>> counts("call five five five one two three four".split())
    []
    >>> counts("my flight is u a one two three four".split())
    []
    """
    values = _values()
    if sum(word in values for word in words) < _LEAST:
        return []  # most windows: too few number words for any count
    labels, digits = _labels(), table_words("digit_words")
    found = []
    at = 0
    while at < len(words):
        terms: list[tuple[int, int, int]] = []
        here = at
        while (term := _term(words, here, values)) is not None:
            value, size = term
            if len(terms) >= 2 and value - terms[-1][2] != terms[1][2] - terms[0][2]:
                break
            if len(terms) == 1 and abs(value - terms[0][2]) not in _STEPS:
                break
            terms.append((here, size, value))
            here += size
        labelled = labels & set(words[max(0, at - _LABEL_REACH) : at])
        # Digit words, letters or a code's joints said on before or after it make one string:
        # "five five five | one two three four" is a phone number, "u a | one two three four"
        # a flight, "dash | three four five six seven" part of an order number.
        strung = bool(terms) and (
            (at > 0 and _strings_on(words[at - 1], digits))
            or (here < len(words) and _strings_on(words[here], digits))
        )
        if _is_count([value for _, _, value in terms]) and not labelled and not strung:
            found.append(terms)
            at = here
        else:
            at += 1
    return found


def _strings_on(word: str, digits: frozenset[str]) -> bool:
    """Whether WORD, said beside a run of numbers, makes them part of a string of characters: a
    digit word, a letter or a joint (_JOINTS)."""
    return word in digits or word in _JOINTS or (len(word) == 1 and word.isalpha())


def _is_count(values: Sequence[int]) -> bool:
    """Whether VALUES, each a step from the one before, make a count."""
    if len(values) < _LEAST:
        return False
    if abs(values[1] - values[0]) == 1:
        return 1 in (values[0], values[-1]) or len(values) >= _LEAST_UNANCHORED
    return True


def count_starts(found: Sequence[Sequence[tuple[int, int, int]]]) -> frozenset[int]:
    """The positions where the second and later numbers of the counts FOUND (counts') start:
    "one | two | three"; a count's comma goes before each."""
    return frozenset(at for count in found for at, _, _ in count[1:])


def drop_count_joins(
    dag: SegmentDag, found: Sequence[Sequence[tuple[int, int, int]]], spelled: bool = True
) -> SegmentDag:
    """DAG without the edges that read two numbers of a count FOUND (counts') as one, nor, where
    the style spells small numbers out or leaves them to the LM (SPELLED; not under
    small_numbers=digits), a number under ten of one in digits (see the module doc)."""
    if not found:
        return dag
    starts = count_starts(found)
    small = {
        at for count in found for at, size, value in count if spelled and size == 1 and value < 10
    }

    def drop(node: int, edge: Edge) -> bool:
        start = dag.position[node]
        end = dag.position[edge.target]
        if start in small and end == start + 1 and edge.text[:1].isdigit():
            return True
        return any(start < s < end for s in starts)

    return without(dag, drop)


__all__ = ["count_starts", "counts", "drop_count_joins"]
