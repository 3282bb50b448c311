""""okay" said of how someone or something is or went: "you got home okay from the airport".

Voicemails say "okay" most often as a discourse word ("Okay, bye.", "Call me back, okay?"),
and the members put a mark before it wherever it follows a clause: "Is that still? Okay,",
"to see if you got home. Okay, from the airport", "Everything. Okay, out there". After a verb
"to be" or "still" it is what the sentence says of its subject ("Is that still okay?", "it's
okay", "everything okay out there"), and after a verb of how something went or where someone
got to ("got home okay", "you eating okay", "the surgery went okay") it says how: no mark
parts it from the words before (tuning.okay_said_mark_penalty). Where its sentence goes on after
it, where or when, no mark follows it either, which the members write there as after a
discourse word ("got home okay, last night"; tuning.okay_said_run_on_penalty). Only where the
message goes on after it: said last, before its close, it is a tag ("text me when you get home
okay bye", "I don't care how late it is okay love you": "Text me when you get home, okay?
Bye.", formatter.tag_questions).
"""

from __future__ import annotations

from collections.abc import Sequence

_OKAY = frozenset({"okay", "ok", "alright"})
# Words after which "okay" is what is said of the subject ("I am" is said "I'm"; a lone "am"
# may be the clock's "9 am okay").
_BEING = frozenset(
    {
        "is", "was", "are", "were", "be", "been", "being", "it's", "that's", "he's",
        "she's", "i'm", "you're", "we're", "they're", "everything's", "everyone's", "still",
        "everything", "everyone", "everybody",
    }
)
# Words after which "okay" says how something went or got somewhere.
_HOW = frozenset(
    {"home", "doing", "eating", "sleeping", "feeling", "went", "turned", "looks",
     "looked", "seems", "seemed", "sounds", "felt"}
)
# Words after such an "okay" that carry its sentence on, where or when ("got home okay | from
# the airport", "everything okay | out there", "went okay | last night"): a preposition or an
# adverb of place or time, not a new clause ("still okay? | We'll bring").
_GOES_ON = frozenset(
    {"from", "out", "up", "down", "over", "there", "here", "in", "on", "at", "for", "with",
     "after", "last", "yesterday", "today", "tonight", "this"}
)


def okay_said_after(texts: Sequence[str], closing: Sequence[bool]) -> frozenset[int]:
    """The positions of TEXTS after which "okay" is said of how someone or something is or went:
    no mark follows them. CLOSING says, for each position, whether only the message's close is
    said from there on (formatter.speakers.SpeakerCues.closing).

    >>> said = "is that still okay they've had lunch".split()
    >>> sorted(okay_said_after(said, [False] * (len(said) + 1)))
    [2]
    >>> said = "text me when you get home okay bye".split()
    >>> ends = [False] * 7 + [True, True]
    >>> sorted(okay_said_after(said, ends)), sorted(okay_said_after(said, [False] * 9))
    ([], [5])
    """
    found = set()
    for at in range(len(texts) - 1):
        if texts[at + 1] not in _OKAY:
            continue
        if not closing[at + 2] and (texts[at] in _BEING or texts[at] in _HOW):
            found.add(at)
    return frozenset(found)


def okay_said_goes_on(said_after: frozenset[int], texts: Sequence[str]) -> frozenset[int]:
    """The positions of TEXTS that hold such an "okay" (SAID_AFTER: okay_said_after's) where
    its sentence goes on after it, where or when: no mark there ("got home okay | last night";
    tuning.okay_said_run_on_penalty).

    >>> said = "you got home okay last night".split()
    >>> sorted(okay_said_goes_on(frozenset({2}), said))
    [3]
    >>> sorted(okay_said_goes_on(frozenset({2}), "is that okay we'll bring it".split()))
    []
    """
    return frozenset(
        at + 1 for at in said_after if at + 2 < len(texts) and texts[at + 2] in _GOES_ON
    )
