"""What a speaker lets the listener know: "calling to let you know a technician is scheduled".

A voicemail says why it calls with "letting you know" or "to let you know" and the news after
it, which is the phrase's object: editors write no mark between ("This is Comcast calling to let
you know a technician is scheduled", "Just letting you know the boys are home"), where the
members, reading the phrase as a lead-in like "Just a reminder,", set the news off with a comma
or end the sentence ("to let you know, a technician", "Just wanted to let you know. We saw a
coyote"). Not where the words after it open no news: a hesitation, a conjunction that joins
another clause, "if", or the message's close ("to let you know. And also", "letting you know.
Thanks").
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

# The phrases, said in full: "| letting you know", "calling | to let you know".
_PHRASES = (("letting", "you", "know"), ("to", "let", "you", "know"))
# Words after the phrase that open no news of its: "let you know | and also", "| if you need".
_NOT_NEWS = frozenset({"and", "but", "so", "or", "though", "if", "that"})


def told_clause_ends(
    texts: Sequence[str], fillers: Collection[str], closing: Sequence[bool]
) -> frozenset[int]:
    """The positions of TEXTS where such a phrase ends before its news: no mark follows them.
    CLOSING says, for each position, whether only the message's close is said from there on
    (formatter.speakers.SpeakerCues.closing).

    >>> said = "calling to let you know a technician is scheduled".split()
    >>> sorted(told_clause_ends(said, {"um"}, [False] * (len(said) + 1)))
    [4]
    >>> said = "just wanted to let you know and also".split()
    >>> sorted(told_clause_ends(said, {"um"}, [False] * (len(said) + 1)))
    []
    """
    found = set()
    for phrase in _PHRASES:
        size = len(phrase)
        for start in range(len(texts) - size):
            end = start + size - 1
            after = texts[end + 1]
            if (
                tuple(texts[start : end + 1]) == phrase
                and after not in _NOT_NEWS and after not in fillers and not closing[end + 1]
            ):
                found.add(end)
    return frozenset(found)
