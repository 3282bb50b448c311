"""Clock times, spoken -> written in house style (12-hour clock, "AM"/"PM").

    three thirty                    -> 3:30
    three oh five                   -> 3:05
    three o'clock                   -> (none: "3 o'clock" from segmentation; 3:00 PM with its half)
    three p m / three pm            -> 3 PM
    three thirty a m                -> 3:30 AM
    a quarter past three            -> 3:15
    half past three                 -> 3:30
    quarter to four / quarter of four -> 3:45
    ten past three                  -> 3:10
    twenty to four                  -> 3:40
    five to one                     -> 12:55
    three minutes to nine           -> 8:57
    noon / twelve noon              -> (none: "noon", "12 noon"; 12:00 on the 24-hour clock)
    midnight / twelve midnight      -> (none: "midnight", "12 midnight"; 00:00 on the 24-hour clock)
    nine fifteen in the morning     -> 9:15 AM
    nine in the morning             -> 9 AM
    nine at night                   -> 9 PM
    fifteen hundred hours           -> 1500 hours | 15:00
    oh nine hundred                 -> 0900 | 09:00
    seventeen thirty                -> (none: a year or a number, on the 12-hour clock)

The style's clock (grammars.style) decides how a time of day is written, and only that form is
proposed: on the 12-hour clock as above; on the 24-hour clock every reading that knows its half of
the day is written HH:MM ("three thirty p m" -> 15:30, "noon" -> 12:00, "seventeen thirty" ->
17:30, "fifteen hundred hours" -> 15:00), and a time without one stays as said ("three thirty" ->
3:30). "seventeen thirty" -> 17:30 only there.

Only readings of the whole phrase as one token. Segmentation already gives every word as spoken and
every shorter reading, so these are not repeated here: "3 o'clock" ("3" + "o'clock"), "noon",
"12 noon", "9:15 in the morning", "3 30". A bare hour ("three") is a cardinal, not a time.

Tables (spoken, written): am_pm.tsv ("p m" -> PM), day_periods.tsv ("in the morning" -> AM),
midday.tsv ("noon" -> 12 PM, read on the 24-hour clock only), clock_fractions.tsv ("a quarter" ->
15, "half" -> 30), clock_minutes.tsv (the counts said bare before "past"/"to": five, ten, twenty,
twenty five; any other count needs "minutes": "three minutes to nine" -> 8:57, but "one to ten" is
no time). Hours are 1-12 and minutes 00-59; a 24-hour clock only in military style, with "hours"
or a leading "oh".
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import pynutil

from grammars import cardinal
from grammars.base import (
    delete_space,
    delete_words,
    digit,
    oh,
    sigma_star,
    table,
    words_of,
    written_range,
)
from grammars.style import Style

# Words that join the minutes to the hour they count from or towards ("ten past three").
_PAST = ("past", "after")
_TO = ("to", "of", "till", "til", "before")
# How ASR engines spell the word after a round hour (formatter.search and formatter.pipeline
# read it too).
OCLOCK = ("o'clock", "oclock", "o clock")
_MINUTE_WORDS = ("minute", "minutes")
# "at night" fits evening hours only: "two at night" is 2 AM, which the table's PM would get wrong,
# so those hours get no "at night" reading at all (segmentation still keeps the words).
_NIGHT = "at night"
_NIGHT_HOURS = range(5, 12)


@functools.cache
def _hour() -> pynini.Fst:
    """'three' -> 3, 'twelve' -> 12: a 12-hour clock hour."""
    return pynini.compose(cardinal.one_to_99(), written_range(1, 12)).optimize()


@functools.cache
def _minute() -> pynini.Fst:
    """The two minute digits after the hour: 'oh five' -> 05, 'thirty' -> 30."""
    zero_units = oh() + delete_space() + table("units")
    return (zero_units | pynini.compose(cardinal.two_digit(), written_range(10, 59))).optimize()


@functools.cache
def _relative() -> pynini.Fst:
    """'ten past three' -> 3:10, 'a quarter to four' -> 3:45, 'half past twelve' -> 12:30.

    The minutes are said before the hour but written after it, so each minute count is its own
    branch (the reordering stays inside the token).
    """
    # Any count goes with "minutes" ("three minutes to nine"); said bare, only the round counts
    # people use: "one to ten" and "sixteen to nine" are ranges and scores, not 9:59 and 8:44.
    counted = pynini.compose(cardinal.one_to_99(), written_range(1, 29))
    counted += delete_space() + delete_words(*_MINUTE_WORDS)
    minutes = (counted | table("clock_minutes") | table("clock_fractions")).optimize()
    previous = pynini.string_map((str(h), str(h - 1 or 12)) for h in range(1, 13))
    hour_before = pynini.compose(_hour(), previous)
    past = delete_space() + delete_words(*_PAST) + delete_space()
    to = delete_space() + delete_words(*_TO) + delete_space()
    branches = []
    for m in range(1, 31):
        spoken = pynini.project(pynini.compose(minutes, pynini.accep(str(m))), "input")
        if spoken.num_states() == 0:
            continue
        spoken = pynutil.delete(spoken.optimize())
        branches.append(spoken + past + _hour() + pynutil.insert(f":{m:02d}"))
        if m < 30:  # "half to four" is not said; "thirty to four" neither
            branches.append(spoken + to + hour_before + pynutil.insert(f":{60 - m:02d}"))
    return pynini.union(*branches).optimize()


@functools.cache
def _hour_minute() -> pynini.Fst:
    """The readings a day's half may follow, written H:MM: 'three thirty', 'three o'clock',
    'ten past three' (_with_period)."""
    oclock = _hour() + delete_space() + delete_words(*OCLOCK) + pynutil.insert(":00")
    return (_said_minutes() | oclock | _relative()).optimize()


@functools.cache
def _said_minutes() -> pynini.Fst:
    """'three thirty' -> 3:30."""
    return (_hour() + pynutil.insert(":") + delete_space() + _minute()).optimize()


@functools.cache
def _clock() -> pynini.Fst:
    """A time said without its half of the day, written H:MM ("three thirty" -> 3:30), but not
    an hour said with "o'clock": that keeps its word as AP style and editors write it ("your 2
    o'clock canceled", "at 4 o'clock"), which segmentation gives ("2" + "o'clock"); with its
    half it is H:MM ("three o'clock p m" -> 3:00 PM, in _with_period)."""
    return (_said_minutes() | _relative()).optimize()


@functools.cache
def _with_period() -> pynini.Fst:
    """A clock time and its AM/PM: 'three p m' -> 3 PM, 'nine fifteen in the morning' -> 9:15 AM."""
    clock = (_hour() | _hour_minute()).optimize()
    am_pm = clock + pynini.accep(" ") + table("am_pm")
    # A day period is read only for hours 1-11: "twelve in the morning" may mean noon or midnight.
    d = digit()
    minutes = pynini.closure(":" + d + d, 0, 1)
    day_hours = written_range(1, 11) + minutes
    night_hours = written_range(_NIGHT_HOURS.start, _NIGHT_HOURS.stop - 1) + minutes
    periods = table("day_periods")
    night = pynini.compose(pynini.accep(_NIGHT), periods)
    daytime = pynini.compose(pynini.difference(words_of("day_periods"), _NIGHT), periods)
    by_day = pynini.compose(clock, day_hours) + pynini.accep(" ") + daytime
    by_night = pynini.compose(clock, night_hours) + pynini.accep(" ") + night
    return (am_pm | by_day | by_night).optimize()


@functools.cache
def _midday() -> pynini.Fst:
    """'noon' -> 12 PM, 'twelve midnight' -> 12 AM ('12 noon' itself comes from segmentation)."""
    twelve = pynini.closure(pynutil.delete("twelve "), 0, 1)
    return (twelve + table("midday")).optimize()


@functools.cache
def _military() -> pynini.Fst:
    """'fifteen hundred hours' -> 1500 hours | 15:00, 'oh nine hundred' -> 0900 | 09:00."""
    units = table("units")
    hour = (
        oh() + delete_space() + units
        | pynutil.insert("0") + units
        | pynini.compose(cardinal.two_digit(), written_range(10, 23))
    )
    digits = hour + delete_space() + (pynini.cross("hundred", "00") | _minute())
    d = digit()
    colon = pynini.compose(digits, d + d + pynutil.insert(":") + d + d)
    hours = pynini.accep(" hours")
    with_hours = digits + hours | colon + pynutil.delete(" hours")
    # Without "hours", only a leading "oh" says "clock" rather than "number" ("oh nine hundred").
    oh_first = pynini.compose(pynini.accep("oh ") + sigma_star(), digits | colon)
    return (with_hours | oh_first).optimize()


# Hours said on a 24-hour clock without "hours" that are read as times: not 20-23, since "twenty
# twenty one" is the year 2021 far more often than 20:21 ("twenty one hundred hours" still is).
_AFTERNOON_HOURS = range(13, 20)


@functools.cache
def _afternoon() -> pynini.Fst:
    """'seventeen thirty' -> 17:30: an hour only a 24-hour clock has. Not 'seventeen hundred'
    without 'hours' (military, above): that is far more often the number 1,700."""
    hours = written_range(_AFTERNOON_HOURS.start, _AFTERNOON_HOURS.stop - 1)
    hour = pynini.compose(cardinal.two_digit(), hours)
    return (hour + pynutil.insert(":") + delete_space() + _minute()).optimize()


@functools.cache
def _to_24() -> pynini.Fst:
    """Written 12-hour time -> 24-hour: '3:30 PM' -> 15:30, '9 AM' -> 09:00, '12 AM' -> 00:00."""
    d = digit()
    minutes = pynini.accep(":") + d + d | pynutil.insert(":00")
    branches = []
    for hour in range(1, 13):
        for period, shift in (("AM", 0), ("PM", 12)):
            written = f"{hour % 12 + shift:02d}"
            branches.append(
                pynini.cross(str(hour), written) + minutes + pynutil.delete(" " + period)
            )
    return pynini.union(*branches).optimize()


@functools.cache
def time(style: Style | None = None) -> pynini.Fst:
    """Spoken clock time -> its written forms in STYLE: 'three thirty p m' -> 3:30 PM | 15:30."""
    if Style.parse(style).clock == "24":
        by_period = pynini.compose(_with_period() | _midday(), _to_24())
        military = pynini.compose(_military(), pynini.closure(pynini.union(*"0123456789:"), 5, 5))
        return (_clock() | by_period | _afternoon() | military).optimize()
    # On the 12-hour clock a time said "seventeen thirty" is not proposed: it is a year (1730) far
    # more often, and en-US writes times of day with AM/PM; the number readings stay. Nor is
    # "noon" -> "12 PM" or "midnight" -> "12 AM": style guides (AP, Chicago) write the words,
    # because readers disagree on which of the two 12 PM is, and the class LM, which prices "12
    # AM" as any hour, wrote "The store closes at 12 AM."
    return (_clock() | _with_period() | _military()).optimize()
