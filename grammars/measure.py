"""Percentages and the few measures a voicemail mentions, spoken -> written with digits.

    fifteen percent                 -> 15%
    fifteen per cent                -> 15%
    two point five percent          -> 2.5%
    point five percent              -> .5% | 0.5%
    two and a half percent          -> 2.5%
    seventy degrees                 -> 70°
    seventy degrees fahrenheit      -> 70°F
    sixty miles an hour             -> 60 mph
    five miles per hour             -> 5 mph
    ten pounds                      -> 10 lbs | 10 lb
    six feet                        -> 6 ft
    twelve hundred square feet      -> 1,200 sq ft | 1200 sq ft
    five hundred milligrams         -> 500 mg

The units are units_of_measure.tsv (spoken, written): temperature, speed, weight, length, area,
doses and data sizes; no time words (minutes, hours: those are time) and no bare "miles" or
"inches", whose abbreviations ("5 mi", "5 in.") read worse than the words. A unit written as a
symbol (%, °, °F) sticks to the number; an abbreviation follows a space. "10 pounds" and
"70 degrees" come from segmentation ("10" + "pounds"), so they are not repeated here. Singular and
plural units both follow any number ("a five pound bag" -> "a 5 lb bag"). A percentage takes no
pair reading ("twenty five twenty six percent" is two numbers, not 2526%; "two twenty pounds" is
220 lbs). The style's `percent` (grammars.style) is "symbol" (15%) or "word": then no % is
proposed and segmentation writes "15 percent". With "symbol", numerals an engine wrote itself
take the symbol too ("5 percent" -> 5%), as the conventions filter bans keeping the word after a
number (grammars.conventions).
"""

from __future__ import annotations

import functools
from dataclasses import replace

import pynini
from pynini.lib import byte

from grammars import cardinal, decimal, fraction
from grammars.base import delete_space, digit, sigma_star, table, words_of
from grammars.style import Style


@functools.cache
def _unit() -> pynini.Fst:
    """' percent' -> %, ' miles an hour' -> ' mph': the unit after the number's trailing space."""
    units = table("units_of_measure")
    spelled = pynini.compose(units, byte.ALPHA + sigma_star()).optimize()
    symbol = pynini.compose(units, pynini.difference(byte.BYTE, byte.ALPHA) + sigma_star())
    return (delete_space() + symbol | pynini.accep(" ") + spelled).optimize()


@functools.cache
def measure(style: Style | None = None) -> pynini.Fst:
    """Spoken number and unit -> written measure: 'sixty miles an hour' -> 60 mph."""
    # The style's thousands ("2,500 kg"), but a small number in a measure is written ("5%")
    # whatever small_numbers says of a lone one.
    counts = replace(Style.parse(style), small_numbers="either")
    number = (cardinal.cardinal(counts) | decimal.number() | fraction.as_decimal()).optimize()
    # A percentage is never said in pairs: "twenty five twenty six percent" is 25, 26%, not 2526%
    # (while "two twenty pounds" is 220 lbs).
    signs = pynini.closure(words_of("signs") + " ", 0, 1)
    pairs = signs + pynini.project(cardinal.pairs(), "input")
    unpaired = pynini.difference(pynini.project(number, "input"), pairs.optimize())
    percent = pynini.compose(_unit(), pynini.accep("%"))
    other = pynini.compose(_unit(), pynini.difference(sigma_star(), "%").optimize())
    by_percent = pynini.compose(unpaired.optimize(), number) + percent
    if Style.parse(style).percent == "word":
        return (number + other).optimize()
    return (by_percent | _numerals() + percent | number + other).optimize()


@functools.cache
def _numerals() -> pynini.Fst:
    """Numerals an engine wrote itself, kept: '2.5' of '2.5 percent'."""
    d = digit()
    return (d + pynini.closure(d | "," | ".")).optimize()
