"""A request to call or text back said as the message closes: "Did you get my text? Call me back."

Voicemails end with such a request more often than with anything else but a farewell: "call me
back", "text me", "give me a call". The members, trained on written text that hardly holds
them, often put no mark before it, and the sentence before runs on into it: "Did you see the
text I sent you call me?", "Do we need milk or eggs or both text me?", "dinner tonight call me
back". Said last (only farewells and sign-offs after it, formatter.speakers.closing_ends), such a
phrase is a sentence of its own or set off by a comma after a clause ("if you're free, call
me"), so no mark before it is charged (tuning.call_back_run_on_penalty); which mark, the members
and the LM choose. It asks nothing: where the members read the question before into it, they
end it with "?" too ("some? Call me back?"), which is charged as well
(tuning.call_back_question_penalty).

A softening word said first ("just", "please") opens the request with it, the mark before it:
"I can't really talk | just text me". Not where the word before makes the phrase a predicate: a
modal, a subject, "to", a conjunction ("can you call me back", "have him call me", "I need you to
text me", "could you please call me back"). "you" is the phrase's subject after a modal or a
conjunction ("could you | call me"), and an object elsewhere ("the text I sent you | call me",
"love you | call me back").
"""

from __future__ import annotations

from collections.abc import Sequence

from formatter.speakers import closing_phrases_at

# What the word before such a phrase may be for the phrase to continue its clause: modals,
# subjects, "to", adverbs that soften a request, conjunctions, and a person the request is made
# through ("have him call me").
CARRIES_ON = frozenset(
    {
        "to", "please", "just", "so", "then", "and", "or", "but", "also", "maybe", "definitely",
        "i", "we", "they", "he", "she", "him", "her", "them", "us", "somebody", "someone",
        "i'll", "you'll", "we'll", "they'll", "he'll", "she'll", "i'd", "you'd", "will", "would",
        "can", "could", "should", "must", "might", "may", "gonna", "wanna", "gotta", "don't",
        "didn't", "won't", "can't", "couldn't", "wouldn't", "never", "always", "still", "ever",
        "let", "let's", "make", "have", "pls", "plz", "kindly",
    }
)
# Words that soften a request said before it, with it: "| just text me", "| please call me".
SOFTENERS = frozenset({"just", "please"})
# What the word before "you" may be for "you" to be the subject of the request: "could you |
# call me", "when you | call me back".
_YOU_SUBJECT = CARRIES_ON | frozenset(
    {"if", "when", "once", "before", "after", "until", "till", "unless", "do", "did", "as"}
)


def call_backs(
    texts: Sequence[str], ends: Sequence[bool], phrases: frozenset[tuple[str, ...]]
) -> tuple[frozenset[int], frozenset[int]]:
    """Where a phrase of PHRASES (call_backs.tsv) closes the transcript as a request of its own:
    the positions of TEXTS after which it is said, and those of its last words. It must be said
    last, alone or before farewells and sign-offs (ENDS, formatter.speakers.closing_ends: all
    False where the transcript goes on past the window), and the word before must not carry its
    clause on into it.

    >>> phrases = frozenset({("call", "me"), ("call", "me", "back")})
    >>> said = "did you see the text i sent you call me bye".split()
    >>> ends = [False] * 10 + [True, True]
    >>> [sorted(found) for found in call_backs(said, ends, phrases)]
    [[7], [9]]
    >>> said = "can you call me back".split()
    >>> call_backs(said, [False] * 5 + [True], phrases)
    (frozenset(), frozenset())
    """
    before: set[int] = set()
    last: set[int] = set()
    # Only a phrase that ends where the close begins or later: none where the transcript goes
    # on past the window, and the window's last words otherwise.
    if not ends[len(texts)]:
        return frozenset(), frozenset()
    first = ends.index(True) - max(map(len, phrases), default=0)
    for start in range(max(first, 1), len(texts)):
        said = closing_phrases_at(texts, ends, start, phrases)
        if not said:
            continue
        # A softening word said first opens the request with it: "i can't really talk | just
        # text me", "| please call me back".
        opens = start - 1 if texts[start - 1] in SOFTENERS else start
        if opens == 0:
            continue
        word = texts[opens - 1]
        if word in CARRIES_ON:
            continue
        if word == "you" and (opens < 2 or texts[opens - 2] in _YOU_SUBJECT):
            continue
        before.add(opens - 1)
        last.update(start + len(p) - 1 for p in said)
    return frozenset(before), frozenset(last)


__all__ = ["call_backs"]
