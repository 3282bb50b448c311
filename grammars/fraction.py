"""Fractions people write with digits, spoken -> written.

    one half                  -> 1/2
    a half                    -> 1/2
    one third                 -> 1/3
    a third                   -> 1/3
    two thirds                -> 2/3
    three quarters            -> 3/4
    three fourths             -> 3/4
    five eighths              -> 5/8
    one and a half            -> 1 1/2 | 1.5
    two and three quarters    -> 2 3/4 | 2.75
    one and a third           -> 1 1/3          (no terminating decimal worth writing)
    twenty four seven         -> 24/7           (number_idioms.tsv: set phrases with a slash)

A singular denominator takes "one" or "a", a plural one takes 2-99 ("two thirds", never
"one thirds"). "second" is not a denominator: "one second" is time ("wait one second"), never 1/2.
The decimal reading of a mixed number is offered only for the halves and quarters of
fraction_decimals.tsv.

The set phrases of number_idioms.tsv ("open twenty four seven", "a fifty fifty chance") are no
fractions ("twenty four sevenths") but are written as one; as two numbers the search wrote "open
24, 7". Each row is one variant beside the words and their other readings, the LM's to choose.
"twenty twenty" (vision) is left out: it is far more often the year 2020.
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import pynutil

from grammars import cardinal
from grammars.base import delete_space, delete_word, table


@functools.cache
def _proper() -> pynini.Fst:
    """'one third' -> 1/3, 'a half' -> 1/2, 'five eighths' -> 5/8."""
    one = pynini.cross("one", "1") | pynini.cross("a", "1")
    spoken = pynini.project(cardinal.one_to_99(), "input").optimize()
    several = pynini.compose(pynini.difference(spoken, "one"), cardinal.one_to_99())
    singular = one + delete_space() + pynutil.insert("/") + table("fraction_denominators")
    plural = several + delete_space() + pynutil.insert("/") + table("fraction_denominators_plural")
    return (singular | plural).optimize()


@functools.cache
def _whole_and() -> pynini.Fst:
    """The whole part of a mixed number with its 'and': 'two and ' -> 2."""
    return cardinal.below_thousand() + delete_space() + delete_word("and") + delete_space()


@functools.cache
def as_decimal() -> pynini.Fst:
    """A mixed number that ends in a terminating decimal: 'one and a half' -> 1.5."""
    point = pynutil.insert(".") + table("fraction_decimals")
    return (_whole_and() + point).optimize()


@functools.cache
def fraction() -> pynini.Fst:
    """Spoken fraction -> written forms: 'two and a half' -> 2 1/2 | 2.5."""
    mixed = _whole_and() + pynutil.insert(" ") + _proper()
    return (_proper() | mixed | as_decimal() | table("number_idioms")).optimize()
