"""A request made of what was just said, after "so": "I'm in a meeting, so please text me."

A message states something and asks the listener to act on it with "so" between: "the office
is closed Monday, so please don't come in", "I'm stuck at the office, so text me if you can't".
The members and the LM end the sentence before "so", as the talks and the earnings calls they
learned from do before most of their "So ..." sentences ("So I think", "So let me show you").
Before a request of the listener the references hardly ever do: of the sentences opened by "so"
and "please", "don't", "let me know", "give", "call", "go ahead" or "make sure", TED dev holds
one and Earnings-21 two, where the probe editors wrote ", so" before such a request 57 times
and ". So" twice. So no sentence ends there, nor does the request run on without its comma
(tuning.so_request_mark_penalty). "just", "we'll" and "if you" open as many of the calls'
sentences after "So" (Earnings-21: "So just to give you some color", 21 to 6): not here. "can
you" and "could you" are (seventy-seventh session): inside its lines Earnings-21 writes ", so
can you" where it writes either, its eight "So can you" opening a line, a turn of the call, and
the probe editors write ", so can you" 11 times to 1. And imperatives (seventy-ninth session):
"so" and "bring", "save", "come", "go", "plan", "grab", "keep", "send", "share", "clean" or "wear"
open no sentence of TED dev's or Earnings-21's, where the probe editors write ", so" before them
35 times and ". So" never; "so let's" opens eight of TED's sentences and four of the calls'
("So let's move to slide nine"), "so take" and "so be" two of TED's each: not here.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet

# What a request of the listener opens with after "so".
_REQUESTS = frozenset(
    {
        ("please",), ("don't",), ("do", "not"), ("let", "me", "know"), ("let", "us", "know"),
        ("give",), ("call",), ("text",), ("feel", "free"), ("make", "sure"), ("go", "ahead"),
        ("be", "sure"), ("stop", "by"), ("come", "by"), ("swing", "by"), ("can", "you"),
        ("could", "you"),
        # Imperatives (seventy-ninth session): "we leave at 6, so plan your trip", "so bring a
        # jacket", "so save the date".
        ("bring",), ("save",), ("come",), ("go",), ("plan",), ("grab",), ("keep",), ("send",),
        ("share",), ("clean",), ("wear",),
    }
)
_LONGEST = max(len(request) for request in _REQUESTS)
# Requests' words that open no request: "two handfuls, so call it a dozen" (the dev calls' one
# "so call" is this).
_NO_REQUEST = frozenset({("call", "it")})


def request_after(texts: Sequence[str]) -> frozenset[int]:
    """The positions of TEXTS after which "so" and a request of the listener are said (not at
    the transcript's start, where "so" opens it).

    >>> said = "i'm in a meeting so please text me".split()
    >>> sorted(request_after(said))
    [3]
    >>> sorted(request_after("so please call me back".split()))
    []
    >>> sorted(request_after("we sold out so we closed early".split()))
    []
    >>> sorted(request_after("maybe two handfuls so call it a dozen".split()))
    []
    """
    found = set()
    for at in range(1, len(texts) - 1):
        if texts[at] != "so":
            continue
        after = texts[at + 1 : at + 1 + _LONGEST]
        if tuple(after[:2]) in _NO_REQUEST:
            continue
        if any(tuple(after[:n]) in _REQUESTS for n in range(1, len(after) + 1)):
            found.add(at - 1)
    return frozenset(found)


# Requests that ask: the sentence they are said in ends with "?" ("I'm stuck at the airport, so
# can you run the standup?"), which its opening ("I'm stuck") no longer tells the search.
_ASKING = frozenset({("can", "you"), ("could", "you")})


def asking_after(texts: Sequence[str], requested: AbstractSet[int]) -> frozenset[int]:
    """The positions of REQUESTED (request_after's of TEXTS) where the request asks ("so can
    you", "so could you"): the search reads the sentence's opening from "so" on for whether it
    asks.

    >>> said = "i'm at the airport so can you run it".split()
    >>> sorted(asking_after(said, request_after(said)))
    [3]
    >>> said = "i'm at the airport so please run it".split()
    >>> sorted(asking_after(said, request_after(said)))
    []
    """
    return frozenset(at for at in requested if tuple(texts[at + 2 : at + 4]) in _ASKING)


__all__ = ["asking_after", "request_after"]
