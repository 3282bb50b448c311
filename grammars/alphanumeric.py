"""Letters joined to a number, as codes are written: spoken -> written.

    q one                        -> Q1
    f y twenty one               -> FY21
    c o v i d dash nineteen      -> COVID-19
    b two                        -> B2
    m p three                    -> MP3
    covid nineteen               -> COVID-19     (code_words.tsv: a code said as a word)
    a four                       -> A4           (code_words.tsv: "a" before a paper size)
    five g, two g, four k        -> 5G, 2G, 4K   (a number, then one letter)
    a one, o nine, p m five      -> (nothing: see below)

One to five spelled letters, an optional "dash", then a number up to four digits read as a
cardinal or digit by digit. A single "a" or "i" is the article or the pronoun far more often than
a code letter ("i five", "a two year lease"), a lone "o" is a zero ("nineteen o four"), and
"a m"/"p m" belong to the time before them
("three p m five people"), so those letter runs start no code. A code said as a word, or a letter
that is also a word, is a row of code_words.tsv (spoken, written prefix), read only before the
numbers listed with it in _CODE_WORD_NUMBERS ("a four" is A4 only as a paper size, A3-A5). A number
then one letter ("five g") is a code only with one or two digits and a letter other than the
article, pronoun and time marks ("two a m", "five i").
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
# The numbers each word of code_words.tsv takes: COVID-19; A3-A5 (paper sizes; "a one" is "a 1").
_CODE_WORD_NUMBERS = {"covid": range(19, 20), "a": range(3, 6)}
# Letters that end no number-first code: "two a" / "five i" / "six o" are words, and "three p"
# starts "three p m".
_NOT_SUFFIXES = ("a", "i", "o", "p")


@functools.cache
def alphanumeric() -> pynini.Fst:
    letter = table("letters")
    run = letter + pynini.closure(delete_space() + letter, 0, _MAX_LETTERS - 1)
    run = (
        pynini.difference(pynini.project(run, "input"), pynini.union(*_NOT_CODES)).optimize() @ run
    )
    dash = pynini.closure(pynini.cross(" dash", "-"), 0, 1)
    short = pynini.closure(pynini.union(*"0123456789"), 1, _MAX_DIGITS)
    number = pynini.compose(cardinal.digits() | digit_string.digit_string(), short)
    return (run + dash + delete_space() + number | _code_words() | _number_first()).optimize()


def _code_words() -> pynini.Fst:
    """'covid nineteen' -> COVID-19, 'a four' -> A4: rows of code_words.tsv, each before its numbers."""
    words = table("code_words")
    branches = []
    for spoken, numbers in _CODE_WORD_NUMBERS.items():
        prefix = pynini.compose(pynini.accep(spoken), words)
        allowed = pynini.union(*(str(n) for n in numbers))
        number = pynini.compose(cardinal.digits(), allowed)
        branches.append(prefix + delete_space() + number)
    return pynini.union(*branches).optimize()


def _number_first() -> pynini.Fst:
    """'five g' -> 5G, 'four k' -> 4K: one or two digits, then one letter."""
    letters = table("letters")
    letter = pynini.compose(
        pynini.difference(pynini.project(letters, "input"), pynini.union(*_NOT_SUFFIXES)), letters
    )
    number = pynini.compose(cardinal.one_to_99(), pynini.closure(pynini.union(*"0123456789"), 1, 2))
    return (number + delete_space() + letter).optimize()
