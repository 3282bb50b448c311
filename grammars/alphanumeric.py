"""Letters joined to a number, as codes are written: spoken -> written.

    q one                        -> Q1
    f y twenty one               -> FY21
    c o v i d dash nineteen      -> COVID-19
    b two                        -> B2
    m p three                    -> MP3
    covid nineteen               -> COVID-19     (code_words.tsv: a code said as a word)
    a four                       -> A4           (code_words.tsv: "a" before a paper size)
    five g, two g                -> 5G, 2G       (network generations, the one number-first code)
    a one, o nine, p m five      -> (nothing: see below)

One to five spelled letters, an optional "dash", then a number up to four digits read as a
cardinal or digit by digit. A single "a" or "i" is the article or the pronoun far more often than
a code letter ("i five", "a two year lease"), a lone "o" is a zero ("nineteen o four"), and
"a m"/"p m" belong to the time before them
("three p m five people"), so those letter runs start no code. A code said as a word, or a letter
that is also a word, is a row of code_words.tsv (spoken, written prefix), read only before the
numbers listed with it in _CODE_WORD_NUMBERS ("a four" is A4 only as a paper size, A3-A5). A number
then a letter ("five g") is a code only as a network generation (_NUMBER_FIRST).
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
# Number-first codes: the letter and the numbers it follows. Only network generations (2G-6G):
# other pairs ("three d", "sixty eight k", "fourteen t") are as often a number and a word or
# label, and offered they cost 29 entities on the Wikipedia dev set for no gain elsewhere.
_NUMBER_FIRST = {"g": range(1, 7)}


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
    """'covid nineteen' -> COVID-19, 'a four' -> A4: code_words.tsv rows, each before its numbers."""
    words = table("code_words")
    branches = []
    for spoken, numbers in _CODE_WORD_NUMBERS.items():
        prefix = pynini.compose(pynini.accep(spoken), words)
        allowed = pynini.union(*(str(n) for n in numbers))
        number = pynini.compose(cardinal.digits(), allowed)
        branches.append(prefix + delete_space() + number)
    return pynini.union(*branches).optimize()


def _number_first() -> pynini.Fst:
    """'five g' -> 5G: a number, then the letter it is a code with (_NUMBER_FIRST)."""
    letters = table("letters")
    branches = []
    for letter, numbers in _NUMBER_FIRST.items():
        number = pynini.compose(cardinal.one_to_99(), pynini.union(*(str(n) for n in numbers)))
        written = pynini.compose(pynini.accep(letter), letters)
        branches.append(number + delete_space() + written)
    return pynini.union(*branches).optimize()
