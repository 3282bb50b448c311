"""What a request is for, said last: "Please call us back at (312) 555-0187 to confirm."

A message from a business often closes a request with its purpose, "to" and a verb or two: "call
us back at five five five oh one eight seven to confirm", "reply to reschedule". After a phone
number the members and the LM end the sentence, as written text ends one after a number more
often than not, and the purpose is left a sentence of its own: "(312) 555-0187. To confirm."
No editor writes such a fragment: where "to" and at most REACH more words close the transcript
(alone or before farewells and sign-offs), no sentence ends before "to"
(tuning.purpose_period_penalty). Nor before what a message tells something for, "just so you know",
said last: "dinner got moved to 6:30, just so you know." (the probe editors' comma in all four
of their lines that close so; the members ended the sentence before "just" in three). Nor before
the condition it is made on, said last: "we can move up Jake's appointment to this Friday, if
that works." (was "Friday. If that works.", a fragment no editor writes): "if" and at most
CONDITION_REACH more words opened by a subject's word ("that", "you", "it"...).
"""

from __future__ import annotations

from collections.abc import Sequence

# How many words after "to" a purpose said last may have: "to confirm", "to confirm your
# appointment".
REACH = 3
# What a message tells something for, said last ("so you know" alone is as often a filler:
# "so, you know").
_SO_YOU_KNOW = ("just", "so", "you", "know")
# How many words after "if" a condition said last may have: "if that works", "if that doesn't
# work"; four would take "if you can call me", whose "call me" is a sentence of its own.
CONDITION_REACH = 3
# What a condition said last opens with after "if" (not "not" or "so", which a clause follows:
# "If not, call me.").
_CONDITIONED = frozenset(
    {"that", "that's", "you", "you're", "you'd", "it", "it's", "we", "i", "possible", "needed"}
)


def purpose_after(texts: Sequence[str], ends: Sequence[bool]) -> frozenset[int]:
    """The positions of TEXTS after which "to" and at most REACH more words close the
    transcript, alone or before farewells and sign-offs (ENDS, formatter.speakers.closing_ends:
    all False where the transcript goes on past the window).

    >>> said = "call us at five five five oh one eight seven to confirm thanks".split()
    >>> ends = [False] * 12 + [True, True]
    >>> sorted(purpose_after(said, ends))
    [9]
    >>> said = "call us back to confirm your appointment for friday at noon".split()
    >>> sorted(purpose_after(said, [False] * 11 + [True]))
    []
    >>> said = "dinner got moved to six thirty just so you know".split()
    >>> sorted(purpose_after(said, [False] * 10 + [True]))
    [5]
    >>> said = "we could move you up to this friday if that works".split()
    >>> sorted(purpose_after(said, [False] * 11 + [True]))
    [7]
    """
    if not ends[len(texts)]:
        return frozenset()  # the transcript goes on past the window: nothing is said last
    found = set()
    for at in range(1, len(texts)):
        if tuple(texts[at : at + len(_SO_YOU_KNOW)]) == _SO_YOU_KNOW:
            said_last = ends[at + len(_SO_YOU_KNOW)]
        elif texts[at] == "if" and at + 1 < len(texts) and texts[at + 1] in _CONDITIONED:
            # The condition it is made on: "if" and a subject's word (_CONDITIONED).
            said_last = _closes_within(ends, at, CONDITION_REACH)
        elif texts[at] == "to":
            said_last = _closes_within(ends, at, REACH)
        else:
            continue
        if said_last:
            found.add(at - 1)
    return frozenset(found)


def _closes_within(ends: Sequence[bool], at: int, reach: int) -> bool:
    """Whether the transcript closes (ENDS) after the word at AT and one to REACH more."""
    return any(ends[at + k] for k in range(2, reach + 2) if at + k < len(ends))


__all__ = ["CONDITION_REACH", "REACH", "purpose_after"]
