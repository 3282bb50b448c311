"""Letters joined to a number, as codes are written: spoken -> written.

    q one                        -> Q1
    f y twenty one               -> FY21
    c o v i d dash nineteen      -> COVID-19
    b two                        -> B2
    m p three                    -> MP3
    i ninety five                -> I-95         (an interstate; formatter.highways reads where)
    covid nineteen               -> COVID-19     (code_words.tsv: a code said as a word)
    co two                       -> CO2          (code_words.tsv: letters a recognizer joined)
    a four                       -> A4           (code_words.tsv: "a" before a paper size)
    five g, two g                -> 5G, 2G       (network generations, the one number-first code)
    apartment five b             -> apartment 5B (after a word that labels a code: code_labels.tsv)
    a one, o nine, p m five      -> (nothing: see below)
    a b seven four three two nine -> AB74329     (a code said a character at a time)

One to five spelled letters, an optional "dash", then a number up to four digits read as a
cardinal or digit by digit. A single "a" or "i" is the article or the pronoun far more often than
a code letter ("i five", "a two year lease"), a lone "o" is a zero ("nineteen o four"), and
"a m"/"p m" belong to the time before them
("three p m five people"), so those letter runs start no code. A code said as a word, or a letter
that is also a word, is a row of code_words.tsv (spoken, written prefix), read only before the
numbers listed with it in _CODE_WORD_NUMBERS ("a four" is A4 only as a paper size, A3-A5; "i
ninety five" is I-95, an interstate highway). A number
then a letter ("five g") is a code only as a network generation (_NUMBER_FIRST), or right after
a word that labels one (code_labels.tsv: "apartment", "suite", "section"), which the reading keeps
as it was said for the case layer to write: "apartment five b" -> "apartment 5B".
"""

from __future__ import annotations

import functools

import pynini

from grammars import cardinal, digit_string
from grammars.base import delete_space, digit, table, words_of

# Letter runs that are words or time marks; as the whole letter run they start no code.
_NOT_CODES = ("a", "i", "o", "a m", "p m")
_MAX_LETTERS = 5
# A code said a character at a time (_spelled): its length in characters.
# Twenty covers the longest codes a caller reads out with letters in them: a VIN has 17
# characters, a UPS tracking number 18; at 12, "1Z999AA10123456784" came out "1Z999, AA
# 10123456784". Longer runs of digits alone are digit strings (grammars.digit_string).
SPELLED_MIN, SPELLED_MAX = 4, 20
# Stands for a zero said "o" or "oh" while _spelled checks its neighbours; never written.
_OH_ZERO = "~"
_MAX_DIGITS = 4
# The numbers each word of code_words.tsv takes: COVID-19; A3-A5 (paper sizes; "a one" is "a 1");
# CO2 (recognizers write carbon dioxide's letters as the word "co": "co two emissions").
# I-5 to I-990 (an interstate highway: "take i ninety five north"), which the search offers only
# where the words around it speak of a road (formatter.highways): else "i" is the pronoun.
_CODE_WORD_NUMBERS = {
    "covid": range(19, 20), "a": range(3, 6), "co": range(2, 3), "i": range(1, 1000),
}
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
    numeral = digit()
    short = pynini.closure(numeral, 1, _MAX_DIGITS)
    number = pynini.compose(cardinal.digits() | digit_string.digit_string(), short)
    # Groups of letters and of digits said one at a time, joined by "dash", letters and digits
    # both among them: a claim, case or part number ("c l m dash two zero two four dash zero zero
    # one two three" -> CLM-2024-00123, "two zero two six dash c v dash zero zero four five six"
    # -> 2026-CV-00456). Said with the dash it is a code at any length; without the reading, "CLM
    # DASH, 2024-00123" and "2026 DASH CV-00456".
    dashed = digit_string.dash_joined(run | digit_string.digit_group())
    capital = pynini.union(*"ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    written = pynini.closure(capital | numeral | "-")
    both = (written + capital + written) @ (written + numeral + written)
    dashed = pynini.compose(dashed, both.optimize())
    coded = (
        run + dash + delete_space() + number
        | dashed
        | _code_words()
        | _number_first()
        | _labelled(number)
        | _spelled()
    )
    return coded.optimize()


@functools.cache
def _spelled() -> pynini.Fst:
    """'a b seven four three two nine' -> AB74329, 'x j four k nine p' -> XJ4K9P: a code said a
    character at a time, a word each, letters and digits in any order (order, confirmation and
    reference numbers, plates). SPELLED_MIN to SPELLED_MAX characters, a letter other than O
    and two digits at least, one of them not 0: fewer are the letters-then-number codes above
    or words ("b two", "a one"), and "o" is both the letter and zero ("two o one one" is 2011,
    not 2O11; "p r o v o g u e" no code). Between two digits "o" is zero, between two letters
    the letter (KW3902, COG5134; said "zero", C0G5134 stays). The article and the pronoun stay
    words at either end of a code, beside a digit ("two t one a thermal", "a one two three
    four"), and codes of a letter and a digit each stay apart ("q two q three": Q2, Q3).
    """
    # "o" said as zero is first written _OH_ZERO, so that the shape can tell it from "zero".
    oh = pynini.union("o", "oh")
    digit = pynini.difference(pynini.project(digit_string.digit(), "input"), oh).optimize()
    one = table("letters") | (digit @ digit_string.digit()) | pynini.cross(oh, _OH_ZERO)
    said = one + pynini.closure(delete_space() + one)
    letters = pynini.union(*(chr(c) for c in range(ord("A"), ord("Z") + 1)))
    digits = pynini.union(*"0123456789", _OH_ZERO)
    char = (letters | digits).optimize()
    any_chars = pynini.closure(char)
    # "o" between two digits is zero, between two letters the letter: "k w three nine o two"
    # is KW3902, "c o g five one three four" COG5134; beside one of each it may be either.
    misread = pynini.union(
        any_chars + digits + "O" + digits + any_chars,
        any_chars + letters + _OH_ZERO + letters + any_chars,
    )
    words = pynini.union("A", "I")
    edges = pynini.union(words + digits + any_chars, any_chars + digits + words)
    # Codes in a row, each a letter and a digit, are said so too ("q two q three").
    pairs = pynini.closure(letters + digits, 2)
    shape = (
        pynini.difference(pynini.closure(char, SPELLED_MIN, SPELLED_MAX), edges | pairs | misread)
        @ (any_chars + pynini.difference(letters, pynini.accep("O")) + any_chars)
        @ (any_chars + digits + any_chars + digits + any_chars)
        @ (any_chars + pynini.union(*"123456789") + any_chars)
    )
    written = pynini.cdrewrite(pynini.cross(_OH_ZERO, "0"), "", "", pynini.closure(char))
    return pynini.compose(pynini.compose(said, shape.optimize()), written).optimize()


def _code_words() -> pynini.Fst:
    """'covid nineteen' -> COVID-19, 'a four' -> A4: code_words.tsv rows, each before its
    numbers."""
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


def _labelled(number: pynini.Fst) -> pynini.Fst:
    """'apartment five b' -> 'apartment 5B', 'section four a' -> 'section 4A': a number of up to
    four digits then a letter, after a word that labels such codes (code_labels.tsv). Elsewhere a
    number then a letter is as often a count and a word ("four a day", "three d"), so only the
    label makes it a code; the label is kept as said, and the reading is one choice beside the
    words apart for the LM to weigh. Not "i" ("section four i think") nor "o" (a zero)."""
    letter = pynini.compose(
        pynini.difference(words_of("letters"), pynini.union("i", "o")), table("letters")
    )
    label = words_of("code_labels")
    return (label + pynini.accep(" ") + number + delete_space() + letter).optimize()
