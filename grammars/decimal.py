"""Decimal numbers, spoken -> written.

    two point five                  -> 2.5
    point five                      -> .5 | 0.5
    zero point nine                 -> 0.9
    three point one four            -> 3.14
    two point oh five               -> 2.05
    four point twenty five          -> 4.25
    minus two point five            -> -2.5
    nine hundred point five         -> 900.5
    one point five million          -> 1.5 million

After "point", digits are read one word at a time ("one four" -> 14, "oh" -> 0) or as a two-digit
word ("twenty five" -> 25); a bare "point" with nothing after it is not a number. A magnitude word
after the number stays a word of the written token ("1.5 million"), as in house style
"$1.5 million". Whole numbers with a magnitude ("two million" -> "2 million") are not decimals:
segmentation already writes them as the segments "2" + "million".
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import pynutil

from grammars import cardinal, digit_string
from grammars.base import delete_space, delete_word, table


@functools.cache
def _fraction_digits() -> pynini.Fst:
    """What follows 'point': 'one four' -> 14, 'oh five' -> 05, 'twenty five' -> 25."""
    token = digit_string.digit() | cardinal.two_digit()
    return (token + pynini.closure(delete_space() + token)).optimize()


@functools.cache
def _integer_part() -> pynini.Fst:
    """The whole part before 'point': 0-999.

    Larger whole parts ("one thousand point five") are rare in speech and would triple this grammar
    once it is unrolled per word count for the segment markers (grammars.marking.mark).
    """
    return (pynini.cross("zero", "0") | cardinal.below_thousand()).optimize()


@functools.cache
def unsigned() -> pynini.Fst:
    """An unsigned decimal, no magnitude word: 'point five' -> .5 | 0.5, 'two point five' -> 2.5."""
    point = delete_word("point") + pynutil.insert(".") + delete_space() + _fraction_digits()
    # Nothing before "point" is written either bare (.5) or with the leading zero (0.5).
    whole = _integer_part() + delete_space() | pynutil.insert("0") | pynutil.insert("")
    return (whole + point).optimize()


@functools.cache
def number() -> pynini.Fst:
    """A signed decimal without a magnitude word: 'minus two point five' -> -2.5."""
    return (pynini.closure(table("signs") + delete_space(), 0, 1) + unsigned()).optimize()


@functools.cache
def decimal() -> pynini.Fst:
    """Spoken decimal -> written forms: 'one point five million' -> 1.5 million."""
    magnitude = pynini.accep(" ") + table("magnitudes")
    return (number() + pynini.closure(magnitude, 0, 1)).optimize()
