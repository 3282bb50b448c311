"""A day or a near time said last belongs to the sentence before: "I'll bring it back Sunday."

A message often closes its last request or promise with when: "i'll bring it back sunday", "see
everyone wednesday", "drinks are on me friday". The LM, trained on written text, ends sentences
after "back", "there" and "everyone" far more often than it opens one with a day's name, and the
members' period there is not small either (.25 before "friday" in "to the concert friday"), so
the day was left a sentence of its own: "I'll bring it back. Sunday." No editor writes such a
fragment: where a weekday or "tomorrow", "tonight", "today", with at most a part of the day
after it ("sunday morning"), closes the transcript (alone or before farewells and sign-offs), no
mark sets it apart (tuning.last_time_period_penalty: charged on the period alone, the search
wrote "I'll be there, Sunday." instead).
"""

from __future__ import annotations

from collections.abc import Sequence

from grammars.base import table_words

# Near times that, said last, tell when as a day's name does.
_NEAR = frozenset({"tomorrow", "tonight", "today"})
_DAYS = table_words("weekdays") | _NEAR
# A part of the day that may follow them: "sunday morning", "tomorrow night" (and a clock's
# near day: formatter.pipeline._part_of_day_at).
DAY_PARTS = frozenset({"morning", "afternoon", "evening", "night"})


def time_said_last(texts: Sequence[str], ends: Sequence[bool]) -> frozenset[int]:
    """The positions of TEXTS after which a day's name or a near time, and at most a part of
    the day, close the transcript, alone or before farewells and sign-offs (ENDS,
    formatter.speakers.closing_ends: all False where the transcript goes on past the window).

    >>> said = "i'll bring it back sunday thanks".split()
    >>> sorted(time_said_last(said, [False] * 5 + [True, True]))
    [3]
    >>> said = "see you tomorrow morning".split()
    >>> sorted(time_said_last(said, [False] * 4 + [True]))
    [1]
    >>> said = "sunday works for me".split()
    >>> sorted(time_said_last(said, [False] * 4 + [True]))
    []
    """
    if not ends[len(texts)]:
        return frozenset()  # the transcript goes on past the window: nothing is said last
    found = set()
    for at in range(1, len(texts)):
        if texts[at] not in _DAYS:
            continue
        part = at + 1 < len(texts) and texts[at + 1] in DAY_PARTS
        if ends[at + 1] or (part and ends[at + 2]):
            found.add(at - 1)
    return frozenset(found)


__all__ = ["DAY_PARTS", "time_said_last"]
