"""An audience addressed after what it is thanked for: "Thanks for watching, everyone."

A video, a podcast or a meeting closes by thanking its audience for what they did, then naming
them: "thanks for watching everyone", "thank you so much for listening guys", "thanks for
joining us everybody". The LM and the members read the group as the verb's object ("watching
everyone"), as written text has it after most verbs, and write no comma; every probe editor
sets the address off. Only after verbs that take no person as their object in a thanks
("watching", "listening", "tuning in", "joining us"), so "thanks for helping everyone" and
"thanks for inviting everyone" stay as said, and only where the group is not followed by
what would make it an object ("thanks for watching everyone else", "... everyone who").
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from grammars.base import table_phrases


@functools.cache
def _thanks() -> frozenset[tuple[str, ...]]:
    """What an audience is thanked with, said right before "for": farewells.tsv's thanks
    ("thanks", "thank you so much", "thanks again"), and "thank you all"."""
    said = table_phrases("farewells")
    return frozenset(p for p in said if p[0] in ("thanks", "thank")) | {("thank", "you", "all")}


# What it is thanked for, none of which takes a person as its object there, with the word a
# speaker may say after it.
_DONE = frozenset(
    {
        ("watching",), ("listening",), ("tuning", "in"), ("joining",), ("joining", "us"),
        ("joining", "me"), ("coming",), ("coming", "out"), ("being", "here"), ("stopping", "by"),
        ("hanging", "out"), ("sticking", "around"), ("following", "along"), ("subscribing",),
    }
)
_LONGEST_DONE = max(len(done) for done in _DONE)
# The groups addressed so.
_AUDIENCES = frozenset({"everyone", "everybody", "guys", "folks", "y'all", "friends"})
# Words after the group that make it the verb's object or a noun phrase's start: "everyone
# else", "everyone who", "guys at the front".
_GOES_ON = frozenset({"else", "who", "that", "at", "in", "on", "from", "for", "to", "of", "here"})


def audience_after(texts: Sequence[str]) -> frozenset[int]:
    """The positions of TEXTS after which the audience thanked is addressed.

    >>> sorted(audience_after("thanks for watching everyone".split()))
    [2]
    >>> sorted(audience_after("thank you so much for tuning in guys see you".split()))
    [6]
    >>> sorted(audience_after("thanks for helping everyone".split()))
    []
    >>> sorted(audience_after("thanks for watching everyone else".split()))
    []
    """
    thanks = _thanks()
    longest = max(map(len, thanks))
    found = set()
    for at, word in enumerate(texts):
        if word != "for" or at == 0:
            continue
        before = texts[max(0, at - longest) : at]
        if not any(tuple(before[-n:]) in thanks for n in range(1, len(before) + 1)):
            continue
        for n in range(1, _LONGEST_DONE + 1):
            done, group = tuple(texts[at + 1 : at + 1 + n]), at + 1 + n
            if len(done) == n and done in _DONE and group < len(texts):
                after = texts[group + 1] if group + 1 < len(texts) else None
                if texts[group] in _AUDIENCES and after not in _GOES_ON:
                    found.add(group - 1)
    return frozenset(found)


__all__ = ["audience_after"]
