"""A request's tag question: "Call me back, okay? Bye."

A voicemail often ends a request by asking the listener to agree, with a word of tags.tsv
("okay", "alright") said after it as the message closes, alone or before farewells and
sign-offs: "call me back okay bye", "wear something nice okay". Editors write it as a tag, a
comma before and a question mark after ("Call me back, okay? Bye."), where the members,
trained on written text that hardly holds such tags, end the request and write "Okay" as the
next sentence's interjection ("Call me back. Okay, bye."). Only after a request: a verb of
requests.tsv said at most REACH words before the tag, not after a word that makes it no command
("I wanted to call you back", "you can call me", "we'll send it"); after a statement "okay"
opens the close ("It's about the thing we talked about. Okay, bye."). The words alone decide
it, not where the search ends the sentence before, so no reading may escape the rule's cost by
running the request on into the sentence before it (tuning.tag_question_penalty).
"""

from __future__ import annotations

from collections.abc import Sequence

# How many words before a tag its request's verb may be said: "keep the cat inside | okay",
# "call me when you get this | okay".
REACH = 8
# Words after which a verb of requests.tsv commands no one: "to", a subject, an auxiliary or a
# modal ("i wanted to call you back", "you can call me", "we'll send it", "i'll text her").
_NO_COMMAND = frozenset(
    {
        "to", "i", "you", "we", "they", "he", "she", "it", "i'll", "you'll", "we'll", "they'll",
        "he'll", "she'll", "i'd", "you'd", "we'd", "will", "would", "can", "could", "should",
        "must", "might", "may", "gonna", "wanna", "gotta", "did", "didn't", "do", "does",
        "let's", "let", "i'm", "you're", "we're", "not", "never", "and", "or", "but",
    }
)


def tag_positions(
    texts: Sequence[str],
    ends: Sequence[bool],
    tags: frozenset[str],
    verbs: frozenset[str],
) -> frozenset[int]:
    """The positions in TEXTS of a word of TAGS said after a request (a word of VERBS at most
    REACH words before it, not after a word of _NO_COMMAND), after which the transcript closes
    with farewells and sign-offs or nothing (ENDS, formatter.speakers.closing_ends: none where
    it goes on past the window): "call me back | okay | bye". Not a close and more ("okay
    thanks what is their number": task dialogue's next turn)."""
    found = set()
    for at, word in enumerate(texts):
        if word not in tags or at == 0 or not ends[at + 1]:
            continue
        if any(
            texts[v] in verbs and (v == 0 or texts[v - 1] not in _NO_COMMAND)
            for v in range(max(at - REACH, 0), at)
        ):
            found.add(at)
    return frozenset(found)


__all__ = ["REACH", "tag_positions"]
