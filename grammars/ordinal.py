"""Ordinal numbers, spoken -> written.

    first                       -> 1st
    second                      -> 2nd
    twenty third                -> 23rd
    eleventh                    -> 11th
    one hundred and first       -> 101st
    two thousandth              -> 2,000th | 2000th

The suffix follows the written number's last two digits (11th-13th, otherwise 1st/2nd/3rd/th).
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import pynutil

from grammars import cardinal
from grammars.base import delete_space, delete_word, digit, optional_word_before, table


@functools.cache
def _ten_to_99() -> pynini.Fst:
    """10th-99th as digits without the suffix: 'twenty third' -> 23, 'fortieth' -> 40."""
    tens_then_unit = table("tens") + delete_space() + table("ordinal_units")
    round_tens = table("ordinal_tens") + pynutil.insert("0")
    return (table("ordinal_teens") | round_tens | tens_then_unit).optimize()


@functools.cache
def _digits() -> pynini.Fst:
    """Any ordinal as a bare digit string: 'one hundred and first' -> 101."""
    units = table("ordinal_units")
    head = (cardinal.below_thousand() | pynini.cross("a", "1")) + delete_space()
    hundredth = head + pynini.cross("hundredth", "00")
    tail = pynutil.insert("0") + units | _ten_to_99()
    over_100 = head + delete_word("hundred") + delete_space() + optional_word_before("and") + tail
    powers = head + (pynini.cross("thousandth", "000") | pynini.cross("millionth", "000000"))
    return (units | _ten_to_99() | hundredth | over_100 | powers).optimize()


@functools.cache
def _suffix() -> pynini.Fst:
    """Digit string -> the same with its ordinal suffix."""
    d = digit()
    lead = pynini.closure(d | ",")
    non_teen = lead + pynini.difference(d, "1") | lead + ","
    non_teen |= pynini.accep("")
    teen = lead + "1" + d + pynutil.insert("th")
    first = non_teen + "1" + pynutil.insert("st")
    second = non_teen + "2" + pynutil.insert("nd")
    third = non_teen + "3" + pynutil.insert("rd")
    other = non_teen + pynini.union(*"0456789") + pynutil.insert("th")
    return (teen | first | second | third | other).optimize()


@functools.cache
def ordinal() -> pynini.Fst:
    """Spoken ordinal -> written ordinal with thousands commas where the number has them."""
    written = pynini.compose(_digits(), cardinal.group_thousands())
    return pynini.compose(written, _suffix()).optimize()
