"""A number said before a singular noun it makes a modifier with, written as one hyphenated word.

    four day work week          -> four-day
    thirty day free trial       -> 30-day
    twenty four hour pharmacy   -> 24-hour
    the three digit code        -> three-digit
    my five year old            -> five-year-old
    the two pack                -> two-pack

After a number from two up a singular noun says the two are one modifier ("a four day week"; the
count itself would take the plural, "four days"), which written English joins with a hyphen:
Earnings-21's references write "three-year" and "12-month", Wikipedia "four-day" and "30-day".
The nouns are compound_nouns.tsv's: units of time, rooms, pages, measures a modifier is made of
("a 10-inch skillet", "a 350-degree oven") and the like; not "pound" or "foot", which speakers
say for the plural too ("I lost ten pound", "six foot two"), nor "point" ("three point two" is
3.2). "second" is one ("a 60-second plank", "a five-second break"), though "twenty second" is
the 22nd too: the pipeline drops the joined reading where an ordinal's words stand
(formatter.pipeline: a round ten or "hundred" before it but after "a", or a number said
before it). "one" makes none: "one day", "one year ago"
are no modifiers. The number is written as the style writes a lone one: two .. nine in words
unless small_numbers is "digits" (house style spells a quantity under ten out), digits from ten
("30-day"), with a count's thousands comma ("1,000-page"). The reading is offered beside the
words apart. The LM, whose text had its hyphens made spaces (lm.normalize), reads the two
alike, and a bonus for the joined form decides (tuning.compound_bonus). The style's `compounds`
"apart" offers none.
"""

from __future__ import annotations

import functools

import pynini

from grammars import cardinal
from grammars.base import table_rows, words_of
from grammars.style import Style


@functools.cache
def _nouns() -> pynini.Fst:
    """' day' -> '-day', ' year old' -> '-year-old': the noun after the number's space."""
    nouns = (row[0] for row in table_rows("compound_nouns"))
    return pynini.union(
        *(pynini.cross(" " + noun, "-" + noun.replace(" ", "-")) for noun in nouns)
    ).optimize()


@functools.cache
def compound(style: Style | None = None) -> pynini.Fst:
    """Spoken number and singular noun -> one hyphenated modifier: 'thirty day' -> 30-day."""
    chosen = Style.parse(style)
    if chosen.compounds == "apart":
        return pynini.Fst()  # no reading: the words stay apart
    small = pynini.difference(words_of("units"), "one").optimize()
    if chosen.small_numbers == "digits":
        small = pynini.compose(small, cardinal.digits())
    spoken = pynini.project(cardinal.digits(), "input")
    # Ten and up, said as a count: not a pair ("twenty twenty" is a year's), not "zero", nor a
    # round number of millions, which keeps its word ("a 10 million year history").
    plain = pynini.union(
        words_of("units"),
        "zero",
        pynini.project(cardinal.pairs(), "input"),
        cardinal.round_magnitudes(),
    )
    counted = pynini.difference(spoken, plain.optimize()).optimize()
    large = pynini.compose(
        pynini.compose(counted, cardinal.digits()), cardinal.group_thousands("comma")
    )
    return ((small | large) + _nouns()).optimize()
