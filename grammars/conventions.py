"""Segment sequences a style rules out, as a filter on the number stage's output.

A class grammar proposes one phrase's readings, but segmentation joins readings of shorter phrases
too, and some joins write what the style forbids: "june" + "30th" is a suffixed day after the
month, which en-GB never writes ("30 June"). This filter removes such joins from the variants, so
the style is applied in the grammars and never left to the language model:

    date_order day-month   no month word followed by a day number ("june" + "30")
    ordinal_day plain      no suffixed day beside a month ("june" + "30th", "30th" + "of" + "june")

Segments are matched as written, markers included (grammars.marking), before capitalization.
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import byte

from grammars.base import MARK, table
from grammars.style import Style


@functools.cache
def _parts() -> tuple[pynini.Fst, pynini.Fst, pynini.Fst]:
    """A month word segment, a day-number segment and a suffixed-day segment."""
    month = MARK + pynini.project(table("months"), "output")
    d = pynini.union(*"0123456789")
    day = MARK + d + pynini.closure(d, 0, 1)
    suffixed = day + pynini.union("st", "nd", "rd", "th")
    return month.optimize(), day.optimize(), suffixed.optimize()


def _joins(style: Style) -> list[pynini.Fst]:
    """The segment sequences STYLE forbids, each ending where a segment ends."""
    month, day, suffixed = _parts()
    joins = []
    if style.date_order == "day-month":
        joins.append(month + " " + day)
    if style.ordinal_day == "plain":
        joins.append(month + " " + suffixed)
        joins.append(suffixed + " " + MARK + "of " + month)
    return joins


@functools.cache
def allowed(style: Style) -> pynini.Fst | None:
    """Acceptor of the number stage's outputs STYLE allows; None when it forbids no join."""
    joins = _joins(style)
    if not joins:
        return None
    anything = pynini.closure(byte.BYTE).optimize()
    # A segment ends at the text's end or where the next one starts (a space, then MARK).
    banned = anything + pynini.union(*joins) + pynini.union("", " " + MARK + anything)
    return pynini.difference(anything, banned.optimize()).optimize()
