"""Segment sequences a style rules out, as a filter on the number stage's output.

A class grammar proposes one phrase's readings, but segmentation joins readings of shorter phrases
too, and some joins write what the style forbids: "june" + "30th" is a suffixed day after the
month, which en-GB never writes ("30 June"). This filter removes such joins from the variants, so
the style is applied in the grammars and never left to the language model:

    date_order day-month   no month word followed by a day ("june" + "30", "june" + "30th")
    ordinal_day plain      no suffixed day beside a month ("june" + "30th", "30th" + "of" + "june")
    clock 24               no AM/PM after a number ("3:30" + "PM"): the time is 15:30
    percent symbol         no "percent" kept after a number ("15" + "percent"): the measure
                           grammar writes "15%", from words or an engine's numerals

and in every style (the house style writes money with its symbol, and "com" only in an address):

    money     no currency word kept after a number, magnitude or not ("13" + "billion" +
              "dollars", "one" + "dollar"): the money grammar writes "$13 billion", "$1"
    dates     no zero-led number after a month and day ("march" + "16" + "00")
    website   no "com" kept after a name the website grammar reads ("travelers" + "com"):
              it writes "travelers.com"; no "www" kept before an address ("www" + "adtran.com"):
              it writes "www.adtran.com"
    codes     no code word kept before its number ("covid" + "19", "covid" + "nineteen"): the
              alphanumeric grammar writes "COVID-19"

Segments are matched as written, markers included (grammars.marking), before capitalization.
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import byte, pynutil

from grammars import cardinal
from grammars.base import EXTRA, MARK, digit, table, words_of
from grammars.style import Style
from grammars.website import NOT_NAMES

# Code words (code_words.tsv) never written apart from their numbers: "covid nineteen" is COVID-19,
# never "COVID 19". Not "a": "a four year lease" is an article and a number.
_SPLIT_CODES = {"covid": range(19, 20)}


@functools.cache
def _parts() -> tuple[pynini.Fst, pynini.Fst, pynini.Fst]:
    """A month word segment, a day-number segment and a suffixed-day segment."""
    month = MARK + pynini.project(table("months"), "output")
    d = digit()
    day = MARK + d + pynini.closure(d, 0, 1)
    suffixed = day + pynini.union("st", "nd", "rd", "th")
    return month.optimize(), day.optimize(), suffixed.optimize()


@functools.cache
def _money() -> pynini.Fst:
    """A number (digits or a number word) and maybe a magnitude, then a currency word kept."""
    d = digit()
    digits = MARK + d + pynini.closure(d | "," | ".")
    # Number words only where the money grammar reads the words before too: "hundred dollars"
    # alone has no money reading, and the filter must never leave a text without a path.
    words = MARK + pynini.union(words_of("units"), words_of("teens"), words_of("tens"))
    magnitude = pynini.closure(" " + pynini.closure(MARK, 0, 1) + words_of("magnitudes"), 0, 1)
    currency = MARK + words_of("currency")
    return ((digits | words) + magnitude + " " + currency).optimize()


@functools.cache
def _bare_domain() -> pynini.Fst:
    """A name word the website grammar reads, then 'com' kept as a word."""
    char = pynini.union(*"abcdefghijklmnopqrstuvwxyz0123456789")
    name = pynini.difference(pynini.closure(char, 1), pynini.union(*NOT_NAMES))
    return (MARK + name + " " + MARK + "com").optimize()


@functools.cache
def _www() -> pynini.Fst:
    """'www' kept as a word before an address segment ("www" + "adtran.com")."""
    char = pynini.union(*"abcdefghijklmnopqrstuvwxyz0123456789")
    address = MARK + pynini.closure(char, 1) + "." + pynini.closure(char | "." | "/" | "-")
    return (MARK + "www " + address).optimize()


@functools.cache
def _split_code() -> pynini.Fst:
    """A code word kept before its number, as digits or as said ("covid" + "19" | "nineteen")."""
    branches = []
    for word, numbers in _SPLIT_CODES.items():
        digits = pynini.union(*(str(n) for n in numbers))
        said = pynini.project(pynini.compose(cardinal.digits(), digits), "input")
        branches.append(MARK + word + " " + MARK + (digits | said))
    return pynini.union(*branches).optimize()


def _joins(style: Style) -> list[pynini.Fst]:
    """The segment sequences STYLE forbids, each ending where a segment ends."""
    month, day, suffixed = _parts()
    # "march sixteen oh oh" is no "March 16, 00": a day is never followed by a zero-led number.
    zero_led = MARK + "0" + pynini.closure(digit())
    joins = [_money(), _bare_domain(), _www(), _split_code(), month + " " + day + " " + zero_led]
    if style.date_order == "day-month":
        joins.append(month + " " + day)
        joins.append(month + " " + suffixed)
    if style.clock == "24":
        # "3:30" + "PM" (the letters read apart): the time grammar writes 15:30 on this clock.
        d = digit()
        clock = MARK + d + pynini.closure(d | ":")
        joins.append(clock + " " + MARK + pynini.union("AM", "PM"))
    if style.percent == "symbol":
        d = digit()
        number = MARK + d + pynini.closure(d | "," | ".")
        joins.append(number + " " + MARK + pynini.union("percent", "per " + MARK + "cent"))
    if style.ordinal_day == "plain":
        joins.append(month + " " + suffixed)
        joins.append(suffixed + " " + MARK + "of " + month)
    return joins


@functools.cache
def allowed(style: Style) -> pynini.Fst:
    """Acceptor of the number stage's outputs STYLE allows."""
    anything = pynini.closure(byte.BYTE).optimize()
    # A segment's further words are marked with EXTRA wherever they start: allow it anywhere.
    extras = pynini.closure(pynini.difference(byte.BYTE, EXTRA) | pynutil.insert(EXTRA))
    joins = pynini.compose(pynini.union(*_joins(style)).optimize(), extras.optimize())
    joins = pynini.project(joins, "output").rmepsilon().optimize()
    # A segment ends at the text's end or where the next one starts (a space, then MARK).
    banned = anything + joins + pynini.union("", " " + MARK + anything)
    return pynini.difference(anything, banned.optimize()).optimize()
