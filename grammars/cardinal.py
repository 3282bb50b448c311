"""Cardinal numbers, spoken -> written.

    zero                                  -> 0
    five                                  -> 5
    a hundred                             -> 100
    one hundred and five                  -> 105
    eleven hundred                        -> 1,100 | 1100
    twenty five hundred                   -> 2,500 | 2500
    two thousand and nine                 -> 2009           (a year: no comma)
    nineteen ninety nine                  -> 1999           (the year-style pair reading: no comma)
    three thirty                          -> 330            (the colloquial "hundreds" pair reading)
    one thousand three thirty             -> 1,330 | 1330
    one million two hundred thousand      -> 1,200,000
    five million                          -> (none: segmentation writes "5 million")
    two million and five                  -> 2,000,005      (without "and": the next number)
    minus five                            -> -5

Four-digit numbers come with and without the thousands comma; longer ones only with it (house style:
"large amounts with commas"), except round millions and billions, which keep their word
("5 million", as both dev sets write them). Deciding between readings is the language model's job.
The style's `small_numbers` (grammars.style) may take that choice away below ten: "words" proposes
no digit for a lone "one" .. "nine" (a number in a larger reading, "5%", "$5", stays written);
"digits" is applied where words are kept as spoken (grammars.union).
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import pynutil

from grammars.base import (
    delete_space,
    delete_word,
    digit,
    oh,
    optional_word_before,
    sigma_star,
    table,
    table_words,
    words_of,
)
from grammars.style import Style


@functools.cache
def _units() -> pynini.Fst:
    return table("units")


@functools.cache
def two_digit() -> pynini.Fst:
    """10-99: 'twelve' -> 12, 'thirty' -> 30, 'thirty one' -> 31."""
    tens = table("tens") + (delete_space() + _units() | pynutil.insert("0"))
    return (table("teens") | tens).optimize()


@functools.cache
def one_to_99() -> pynini.Fst:
    return (_units() | two_digit()).optimize()


@functools.cache
def _pad2() -> pynini.Fst:
    """01-99, for the tail after 'hundred'."""
    return (pynutil.insert("0") + _units() | two_digit()).optimize()


def _and_tail(tail: pynini.Fst, zeros: str) -> pynini.Fst:
    """An optional ' [and] TAIL' after a multiplier word, or the zeros it stands for when absent."""
    return delete_space() + optional_word_before("and") + tail | pynutil.insert(zeros)


@functools.cache
def _one_or_a() -> pynini.Fst:
    return _units() | pynini.cross("a", "1")


@functools.cache
def hundreds() -> pynini.Fst:
    """100-999: 'a hundred' -> 100, 'three hundred and five' -> 305."""
    return (
        _one_or_a() + delete_space() + delete_word("hundred") + _and_tail(_pad2(), "00")
    ).optimize()


@functools.cache
def colloquial_hundreds() -> pynini.Fst:
    """1100-9999 said in hundreds: 'eleven hundred' -> 1100, 'twenty five hundred' -> 2500."""
    lead = table("teens") | table("tens") + delete_space() + _units()
    return (lead + delete_space() + delete_word("hundred") + _and_tail(_pad2(), "00")).optimize()


@functools.cache
def _pair_tail() -> pynini.Fst:
    """The second half of a pair: 'thirty' -> 30, 'oh five' -> 05, 'oh oh' -> 00 (1900)."""
    oh_oh = oh() + delete_space() + oh()
    return (two_digit() | oh() + delete_space() + _units() | oh_oh).optimize()


@functools.cache
def _pair_words() -> tuple[frozenset[str], frozenset[str]]:
    return table_words("units"), table_words("teens", "tens") | {"oh", "o"}


def three_digit_pair(text: str) -> bool:
    """Whether spoken TEXT is a pair with a one-digit head, which pairs() reads as a count of
    100-999 and a clock as a time: 'five forty five' (545 or 5:45), not 'twenty twenty'.

    >>> three_digit_pair("five forty five"), three_digit_pair("three oh five")
    (True, True)
    >>> three_digit_pair("five hundred forty five"), three_digit_pair("twelve thirty")
    (False, False)
    """
    units, _ = _pair_words()
    return _pair(text.split(), units)


def year_clock_pair(text: str) -> bool:
    """Whether spoken TEXT is a pair with a head of ten to twelve, which pairs() reads as a
    year of 1000-1299 and a twelve-hour clock as a time: 'twelve thirty' (1230 or 12:30).

    >>> year_clock_pair("twelve thirty"), year_clock_pair("ten oh five")
    (True, True)
    >>> year_clock_pair("thirteen thirty"), year_clock_pair("five forty five")
    (False, False)
    """
    return _pair(text.split(), frozenset({"ten", "eleven", "twelve"}))


def _pair(said: list[str], heads: frozenset[str]) -> bool:
    """Whether SAID is one of HEADS, a tail ('forty', 'oh') and maybe a units word."""
    units, tails = _pair_words()
    return (
        2 <= len(said) <= 3
        and said[0] in heads
        and said[1] in tails
        and (len(said) == 2 or said[2] in units)
    )


@functools.cache
def pairs() -> pynini.Fst:
    """Numbers said as two pairs: 'three thirty' -> 330, 'nineteen oh five' -> 1905."""
    return (one_to_99() + delete_space() + _pair_tail()).optimize()


@functools.cache
def _pad3() -> pynini.Fst:
    """001-999 for a group after a multiplier; includes the pair reading ('three thirty' -> 330)."""
    three_digit_pairs = _units() + delete_space() + _pair_tail()
    return (hundreds() | pynutil.insert("0") + _pad2() | three_digit_pairs).optimize()


@functools.cache
def below_thousand() -> pynini.Fst:
    return (one_to_99() | hundreds()).optimize()


def _group(lead: pynini.Fst, power: str, tail: pynini.Fst, zeros: str) -> pynini.Fst:
    return lead + delete_space() + delete_word(power) + _and_tail(tail, zeros)


@functools.cache
def digits() -> pynini.Fst:
    """Every cardinal reading as a digit string, without commas: 'two thousand nine' -> 2009."""
    lead = below_thousand() | pynini.cross("a", "1")
    thousands = _group(lead, "thousand", _pad3(), "000")
    # After "million" or "billion", a bare number below a thousand is nearly always the next number
    # ("forty five million | twenty one percent", not 45,000,021%), so it needs "and": "two million
    # and five" -> 2,000,005.
    small_tail = pynutil.delete("and ") + pynutil.insert("000") + _pad3()
    pad6 = _group(_pad3(), "thousand", _pad3(), "000") | small_tail
    millions = _group(lead, "million", pad6, "000000")
    pad9 = _group(_pad3(), "million", pad6, "000000") | pynutil.insert("000") + pad6
    billions = _group(lead, "billion", pad9, "000000000")
    positive = below_thousand() | colloquial_hundreds() | thousands | millions | billions
    return (pynini.cross("zero", "0") | positive | pairs()).optimize()


@functools.cache
def group_thousands(four_digits: str = "either") -> pynini.Fst:
    """Digit string -> the same with thousands commas: '1200000' -> '1,200,000', '12' -> '12'.

    Four-digit strings come out with the comma ("comma"), without it ("plain") or both ("either").
    """
    d = digit()
    comma = pynutil.insert(",") + d + d + d
    forms = [pynini.closure(d, 1, 3), pynini.closure(d, 2, 3) + comma]
    forms.append(pynini.closure(d, 1, 3) + comma + pynini.closure(comma, 1))
    if four_digits != "plain":
        forms.append(d + comma)
    if four_digits != "comma":
        forms.append(d + d + d + d)
    return pynini.union(*forms).optimize()


@functools.cache
def round_magnitudes() -> pynini.Fst:
    """Spoken round millions and billions ('five million'), written '5 million', not in full."""
    lead = pynini.project(below_thousand() | pynini.cross("a", "1"), "input")
    return (lead + " " + words_of("magnitudes")).optimize()


@functools.cache
def _year_2000s() -> pynini.Fst:
    """'two thousand [and] eight' -> 2008 (never with a comma), 2001-2099."""
    tail = pynutil.insert("0") + _pad2()
    return (pynini.cross("two thousand ", "2") + optional_word_before("and") + tail).optimize()


@functools.cache
def cardinal(style: Style | None = None) -> pynini.Fst:
    """Spoken cardinal -> written forms, signs included: 'minus five' -> -5.

    A round number of millions or billions ('five million') is not written out in full: it is
    '5 million', which segmentation gives as '5' + 'million' (as '$5 million' in money).
    """
    spoken = pynini.difference(pynini.project(digits(), "input"), round_magnitudes())
    # A pair ("twenty twenty", "fifteen sixteen") is a year, a time or a label, never written
    # with a thousands comma: "2,020" is no reading of "twenty twenty".
    pair_spoken = pynini.project(pairs(), "input")
    counted = pynini.difference(spoken.optimize(), pair_spoken)
    if style is not None and style.small_numbers == "words":
        counted = pynini.difference(counted.optimize(), words_of("units"))
    # "two thousand [and] eight" is the year 2008 far more often than a count, in lists and ranges
    # of years too ("two thousand eight and two thousand nine"): no "2,008" reading.
    year = pynini.project(_year_2000s(), "input")
    counted = pynini.difference(counted.optimize(), year).optimize()
    # A four-digit count said with "thousand" ("one thousand four hundred") is written as the
    # style says (four_digits): speakers say a year as a pair or in hundreds ("fourteen hundred",
    # "nineteen seventeen") or as "two thousand eight", which keep both forms. Left to the LM,
    # whose text mixes the two and prices "1,400" as three tokens, every such count lost its comma
    # ("an apartment for 1330 1400 a month").
    # Under "comma", a count from 1900 to 1999 said in full ("one thousand nine hundred
    # seventeen") keeps both forms: some speakers say a year so, and the LM tells the two apart
    # there, as it classes 1900-2099 as years (<A:1900-2099>) and other four-digit runs as counts
    # (<A:4D>): "In 1917 the war ended" -22.5 nats against -38.8 for "1,917", "The rent is 1,950
    # a month" -32.7 against -41.9 for "1950" (for 1400 it is "1400" by -23.0 against -32.7, as
    # for any <A:4D>). Wikipedia (match), whose spoken side says 53 years so: NEER 14.07 -> 13.79,
    # dates 302 -> 265 errors; earnings unchanged (9.56).
    four = style.four_digits if style is not None else "either"
    said = pynini.difference(sigma_star() + "thousand" + sigma_star(), "two thousand")
    if four == "comma":
        nineteen_hundreds = pynini.compose(digits(), "19" + digit() + digit()).project("input")
        said = pynini.difference(said, nineteen_hundreds.optimize())
    with_thousand = pynini.intersect(counted, said.optimize()).optimize()
    rest = pynini.difference(counted, with_thousand).optimize()
    unsigned = pynini.compose(pynini.compose(rest, digits()), group_thousands())
    unsigned |= pynini.compose(pynini.compose(with_thousand, digits()), group_thousands(four))
    unsigned |= pynini.compose(spoken.optimize(), pairs()) | _year_2000s()
    signed = table("signs") + delete_space() + unsigned
    return (unsigned | signed).optimize()
