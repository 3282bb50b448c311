"""Two rough amounts said with one magnitude between them, spoken -> written.

    three or four hundred          -> 300 or 400
    two or three hundred dollars   -> $200 or $300        (grammars.money)
    three or four hundred thousand -> 300,000 or 400,000
    five to six thousand           -> 5,000 to 6,000      (four digits as the style says)
    twenty or thirty thousand      -> 20,000 or 30,000

A speaker says the magnitude once for both ends of a rough amount, and a reader expects it on
both: without this reading the lattice held only "3 or 400" and "three or 400", the first amount
read as a count of its own ("around three or four hundred people came" -> "Around 3 or 400
people came"). Written text writes both ends in full ("300 or 400", "5,000 to 6,000": 64 in
the written corpora against 7 of "3 or 400" shape, five of them "1 to 100", a scale from one).
The reading is one more variant and the LM chooses, wrongly at times: "count from one to two
hundred" is read "from 100 to 200".

Millions and billions are not here: segmentation already writes "2 or 3 million", the form
written text uses. Only "or" and "to" join the two ends; "and" joins amounts that are meant
apart ("chapters two and three hundred").
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import pynutil

from grammars.base import delete_space, delete_word, table
from grammars.cardinal import group_thousands, one_to_99
from grammars.marking import HARD_SPACE
from grammars.style import Style

CONNECTORS = ("or", "to")


def _end(lead: pynini.Fst, zeros: str, four_digits: str) -> pynini.Fst:
    """One end of the range: LEAD's digits with the magnitude's zeros, grouped as the style says."""
    digits = lead + pynutil.insert(zeros)
    return pynini.compose(digits.optimize(), group_thousands(four_digits)).optimize()


@functools.cache
def _connector() -> pynini.Fst:
    words = pynini.union(*CONNECTORS)
    return (pynini.cross(" ", HARD_SPACE) + words + pynini.cross(" ", HARD_SPACE)).optimize()


@functools.cache
def ranges(four_digits: str = "either", symbol: str = "") -> pynini.Fst:
    """'three or four hundred' -> '300 or 400', each end after SYMBOL ('$300 or $400' for money,
    whose grammar deletes the currency word after it)."""
    # A hundreds range leads with units ("two or three hundred"); "fifteen or twenty hundred"
    # is no way to say 1,500 to 2,000.
    forms = [
        ("hundred", table("units"), "00"),
        ("thousand", one_to_99(), "000"),
        ("hundred thousand", table("units"), "00000"),
    ]
    both = []
    for magnitude, lead, zeros in forms:
        end = pynutil.insert(symbol) + _end(lead, zeros, four_digits)
        both.append(end + _connector() + end + delete_space() + delete_word(magnitude))
    return pynini.union(*both).optimize()


def number_range(style: Style | None = None) -> pynini.Fst:
    """The class grammar: a range of rough amounts, written in STYLE's four-digit form."""
    return ranges(Style.parse(style).four_digits)
