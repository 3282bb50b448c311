"""Letters joined to a number, as codes are written: spoken -> written.

    q one                        -> Q1
    f y twenty one               -> FY21
    c o v i d dash nineteen      -> COVID-19
    b two                        -> B2
    a one, o nine, p m five      -> (nothing: see below)

One to five spelled letters, an optional "dash", then a number up to four digits read as a
cardinal or digit by digit. A single "a" or "i" is the article or the pronoun far more often than
a code letter ("i five", "a two year lease"), a lone "o" is a zero ("nineteen o four"), and
"a m"/"p m" belong to the time before them
("three p m five people"), so those letter runs start no code.
"""

from __future__ import annotations

import functools

import pynini

from grammars import cardinal, digit_string
from grammars.base import delete_space, table

# Letter runs that are words or time marks; as the whole letter run they start no code.
_NOT_CODES = ("a", "i", "o", "a m", "p m")
_MAX_LETTERS = 5
_MAX_DIGITS = 4


@functools.cache
def alphanumeric() -> pynini.Fst:
    letter = table("letters")
    run = letter + pynini.closure(delete_space() + letter, 0, _MAX_LETTERS - 1)
    run = pynini.difference(
        pynini.project(run, "input"), pynini.union(*_NOT_CODES)
    ).optimize() @ run
    dash = pynini.closure(pynini.cross(" dash", "-"), 0, 1)
    short = pynini.closure(pynini.union(*"0123456789"), 1, _MAX_DIGITS)
    number = pynini.compose(cardinal.digits() | digit_string.digit_string(), short)
    return (run + dash + delete_space() + number).optimize()
