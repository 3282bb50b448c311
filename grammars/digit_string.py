"""Digit-by-digit strings (account numbers, zip codes, room numbers), spoken -> written.

    five five five          -> 555
    oh two one three nine   -> 02139
    double five             -> 55
    triple seven            -> 777
    one double oh seven     -> 1007
    one two three dash four five six -> 123-456

A single plain digit word is not a digit string ("five" is a cardinal); a lone "double five" is.
Groups said with "dash" between them are joined by a hyphen, as reference and case numbers are
written: without it the words stayed apart ("123 dash 456"), and the search put a period after
"dash" (the boundary model never met the word said for the mark).
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import pynutil

from grammars.base import delete_space, table


@functools.cache
def digit() -> pynini.Fst:
    """One spoken digit, 'oh' included: 'oh' -> 0."""
    return table("digit_words")


@functools.cache
def repeated_digit() -> pynini.Fst:
    """'double five' -> 55, 'triple oh' -> 000."""
    d = digit()
    double = pynutil.delete("double") + delete_space() + d
    triple = pynutil.delete("triple") + delete_space() + d
    # The digit is read once and written n times: copy it through a per-digit table.
    doubled = pynini.compose(double, pynini.union(*(pynini.cross(c, c * 2) for c in "0123456789")))
    tripled = pynini.compose(triple, pynini.union(*(pynini.cross(c, c * 3) for c in "0123456789")))
    return (doubled | tripled).optimize()


@functools.cache
def digit_token() -> pynini.Fst:
    """A digit or a repeated digit: the unit of spoken digit strings."""
    return (digit() | repeated_digit()).optimize()


@functools.cache
def digit_group() -> pynini.Fst:
    """One or more digit tokens said in a row -> their digits: a group of a dashed string, here
    and in grammars.alphanumeric's dashed codes."""
    t = digit_token()
    return (t + pynini.closure(delete_space() + t)).optimize()


def dash_joined(group: pynini.Fst) -> pynini.Fst:
    """GROUP, then one or more GROUPs each said after "dash" -> the groups joined by "-"."""
    return group + pynini.closure(pynini.cross(" dash ", "-") + group, 1)


@functools.cache
def digit_string() -> pynini.Fst:
    """Two or more spoken digits, or one repeated digit -> the digit string; groups of digits
    said with "dash" between them -> the groups joined by "-"."""
    t = digit_token()
    several = t + pynini.closure(delete_space() + t, 1)
    return (several | repeated_digit() | dash_joined(digit_group())).optimize()
