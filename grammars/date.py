"""Dates and decades, spoken -> written (month names lowercase: capitalization is its own layer).

    december first                          -> december 1
    december the first                      -> december 1 | december 1st
    the first of december                   -> december 1 | december 1st
    december first two thousand nine        -> december 1, 2009 | december 1st, 2009
    december one nineteen ninety nine       -> december 1, 1999
    the first of december two thousand nine -> december 1, 2009 | december 1st, 2009
    monday december first                   -> monday, december 1 | monday, december 1st
    friday the twelfth                      -> friday, the 12th
    twelve slash one                        -> 12/1
    twelve slash one slash oh nine          -> 12/1/09
    twelve slash one slash two thousand nine -> 12/1/2009
    nineties                                -> 90s | '90s
    nineteen nineties                       -> 1990s
    twenty tens                             -> 2010s
    two thousands                           -> 2000s
    nineteen hundreds                       -> 1900s

Only readings of the whole phrase as one token. Segmentation already gives every shorter reading, so
these are not repeated here: "december 1st" and "december 1" for "december first" / "december one"
(month word + ordinal or cardinal), "december 2009" (month word + cardinal year), "the 1st of
december", "the '90s" and "the 1990s" ("the" + decade). Years are the four-digit cardinal readings
("nineteen ninety nine", "twenty twenty", "two thousand and nine"); a year alone is a cardinal. A
day is 1-31, said as a cardinal or an ordinal, and is not checked against its month ("february
thirty first" passes); a slash date's month is 1-12.

The style (grammars.style) decides two conventions, and only its forms are proposed:

    date_order   month-day: as above; "the first of december" -> december 1
                 day-month: december first [two thousand nine] -> 1 december [2009],
                 the first of december -> 1 december, monday december first -> monday 1 december
    ordinal_day  as-said: a day said as an ordinal keeps its suffix and its words (december 1st,
                 december the 1st), one said as a number has none (december 1); plain: never a
                 suffix (december 1); either: both

Tables (spoken, written): months.tsv (lowercase names), weekdays.tsv (lowercase names), decades.tsv
("nineties" -> the tens digit 9).
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import pynutil

from grammars import cardinal, ordinal
from grammars.base import delete_space, delete_word, digit, oh, table, written_range
from grammars.style import Style


@functools.cache
def _suffix() -> pynini.Fst:
    return pynini.union("st", "nd", "rd", "th").optimize()


@functools.cache
def _digits() -> pynini.Fst:
    """A written number without an ordinal suffix."""
    return pynini.closure(digit(), 1).optimize()


@functools.cache
def _day_cardinal() -> pynini.Fst:
    """'twenty one' -> 21: a day of the month said as a cardinal."""
    return pynini.compose(cardinal.one_to_99(), written_range(1, 31)).optimize()


@functools.cache
def _day_ordinal(ordinal_day: str = "either") -> pynini.Fst:
    """'twenty first' -> 21 | 21st: a day of the month said as an ordinal (ORDINAL_DAY: which)."""
    suffix = {"as-said": _suffix(), "plain": pynutil.delete(_suffix())}.get(
        ordinal_day, pynutil.delete(_suffix()) | _suffix()
    )
    day = written_range(1, 31) + suffix
    return pynini.compose(ordinal.ordinal(), day).optimize()


@functools.cache
def _year() -> pynini.Fst:
    """'nineteen ninety nine' -> 1999, 'two thousand nine' -> 2009: four-digit cardinal readings."""
    d = digit()
    return pynini.compose(cardinal.digits(), pynini.union("1", "2") + d + d + d).optimize()


@functools.cache
def _month_names() -> tuple[tuple[str, str], ...]:
    """(spoken, written) rows of months.tsv."""
    rows = table("months").paths().items()
    return tuple(sorted((spoken, written) for spoken, written, _ in rows))


@functools.cache
def _month_day(ordinal_day: str) -> pynini.Fst:
    """Month and day alone, written month first: 'december 1' or 'december 1st'.

    As said (ordinal_day as-said), the day keeps its suffix and the words their order: "december
    the first" -> december the 1st, and "the first of december" is left to segmentation ("the 1st
    of december"). Otherwise the day loses "the" and the month comes first (december 1).
    """
    month = table("months") + pynini.accep(" ")
    the = pynutil.delete("the ")
    day = _day_ordinal(ordinal_day)
    if ordinal_day == "as-said":
        return (month + pynini.closure(pynini.accep("the "), 0, 1) + day).optimize()
    # "the first of december": the month is said last but written first, so each month is a branch.
    # "the" is required: "first of december" alone would add "the december 1" to "the first of ...".
    branches = [month + pynini.closure(the, 0, 1) + day]
    branches += [
        pynutil.insert(pynini.escape(written + " "))
        + the
        + day
        + pynutil.delete(pynini.escape(" of " + spoken))
        for spoken, written in _month_names()
    ]
    return pynini.union(*branches).optimize()


@functools.cache
def _month_day_any(ordinal_day: str) -> pynini.Fst:
    """Every month-first reading, segmentation's own included: the head of a longer date."""
    month = table("months") + pynini.accep(" ")
    said = month + _day_cardinal() | month + _day_ordinal(ordinal_day)
    return (_month_day(ordinal_day) | said).optimize()


@functools.cache
def _with_year(ordinal_day: str) -> pynini.Fst:
    """'december first two thousand nine' -> december 1, 2009 | december 1st, 2009."""
    head = _month_day_any(ordinal_day)
    return (head + pynutil.insert(",") + pynini.accep(" ") + _year()).optimize()


@functools.cache
def _day_first(ordinal_day: str) -> pynini.Fst:
    """Every day-first reading of a day and month: 'december first' | 'the first of december' |
    'december the first' -> 1 december.

    Said month first, the month is written after the day, so each month is its own branch (the
    reordering stays inside this one token).
    """
    day = _day_cardinal() | _day_ordinal(ordinal_day)
    the = pynutil.delete("the ")
    branches = [the + _day_ordinal(ordinal_day) + pynini.cross(" of ", " ") + table("months")]
    for spoken, written in _month_names():
        month = pynutil.delete(pynini.escape(spoken + " "))
        back = pynutil.insert(pynini.escape(" " + written))
        branches.append(month + pynini.closure(the, 0, 1) + day + back)
    return pynini.union(*branches).optimize()


@functools.cache
def _day_month(ordinal_day: str) -> pynini.Fst:
    """'the first of december [two thousand nine]' -> 1 december [2009]; a weekday before it is
    written as said, without a comma ('monday 1 december')."""
    date = _day_first(ordinal_day) + pynini.closure(pynini.accep(" ") + _year(), 0, 1)
    weekday = table("weekdays") + pynini.accep(" ")
    return (pynini.closure(weekday, 0, 1) + date).optimize()


@functools.cache
def _slashed() -> pynini.Fst:
    """'twelve slash one' -> 12/1, 'twelve slash one slash oh nine' -> 12/1/09."""
    units = table("units")
    oh_units = oh() + delete_space() + units
    month = pynini.compose(cardinal.one_to_99(), written_range(1, 12)) | oh_units
    day = _day_cardinal() | oh_units
    short_year = cardinal.two_digit() | oh_units
    slash = delete_space() + delete_word("slash") + delete_space() + pynutil.insert("/")
    return (month + slash + day + pynini.closure(slash + (short_year | _year()), 0, 1)).optimize()


@functools.cache
def _decade() -> pynini.Fst:
    """'nineties' -> 90s | '90s, 'nineteen nineties' -> 1990s, 'two thousands' -> 2000s."""
    decade = table("decades") + pynutil.insert("0s")
    short = pynini.closure(pynutil.insert("'"), 0, 1) + decade
    century = pynini.compose(cardinal.two_digit(), written_range(10, 20))
    tens = pynini.cross("tens", "10s")
    hundreds = pynini.cross("hundreds", "00s")
    full = century + delete_space() + (decade | tens | hundreds)
    # The one decade said as a plural cardinal; "nineteen hundreds" and the like are covered above.
    thousands = pynini.cross("two thousands", "2000s")
    return (short | full | thousands).optimize()


@functools.cache
def _weekday_the_day() -> pynini.Fst:
    """'friday the twelfth' -> friday, the 12th: a day of this month named with its weekday,
    set off by a comma as a weekday before a month is. The day keeps its suffix whatever the
    style's ordinal_day ("the 12" is no English). As one token its words are one reading: the
    boundary model reads "friday | the" as a sentence end (P .59-.69: "on Friday. The ..." is
    common in its text, "Friday the twelfth" rare), and the search wrote "on Friday. The 12th"."""
    weekday = table("weekdays") + pynutil.insert(",") + pynini.accep(" the ")
    return (weekday + _day_ordinal("as-said")).optimize()


@functools.cache
def date(style: Style | None = None) -> pynini.Fst:
    """Spoken date or decade -> written in STYLE: 'december first two thousand nine' ->
    december 1, 2009 (en-US) | 1 december 2009 (en-GB)."""
    style = Style.parse(style)
    others = _slashed() | _decade() | _weekday_the_day()
    if style.date_order == "day-month":
        return (_day_month(style.ordinal_day) | others).optimize()
    # After a weekday the comma makes every month-and-day form new ("monday, december 1").
    weekday = table("weekdays") + pynutil.insert(",") + pynini.accep(" ")
    weekday += _month_day_any(style.ordinal_day) | _with_year(style.ordinal_day)
    month_first = _month_day(style.ordinal_day) | _with_year(style.ordinal_day) | weekday
    return (month_first | others).optimize()
