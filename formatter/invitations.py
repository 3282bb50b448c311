"""An invitation or a request to call said right after a statement: "I'm outside, come on down."

Messages ask the listener to come or to call right after saying why, with no word between:
"the door's locked come down and let me in", "I left it with the front desk come by anytime",
"the balance is due three days before call us at ...". The members, which learned such
imperatives from written text where a mark always stands before them, read the statement on into
them and put no mark: "The door's locked come down and let me in." Unlike a request to call back
said last (formatter.call_backs), these may be said anywhere, so what says the verb opens a
request is the word before it and the clause it is in:

- "come" with a word that says where or why ("come by", "come over", "come find us"), or "call"
  or "text" with "me" or "us" after it;
- no word before it that makes it the verb of its clause: a subject or a modal next to it
  (formatter.call_backs.CARRIES_ON: "they'll come by", "can you call me"), "you" ("when you
  come over"), a plural subject ("the kids come over", "my parents call me"), an adverb of
  frequency ("we usually come by");
- no word among the few before it that takes a bare verb after its subject: "did the plumber
  come by", "let the dog come in", "have Dad call me", "how come".

There a sentence's end or a comma stands before the verb, as the members and the LM choose
(tuning.invitation_run_on_penalty charges no mark).
"""

from __future__ import annotations

from collections.abc import Sequence

from formatter.call_backs import CARRIES_ON, SOFTENERS

# What "come" is said with where it invites: where to, or what for.
_COME_WITH = frozenset(
    {
        "by", "over", "down", "up", "in", "out", "on", "inside", "outside", "upstairs",
        "downstairs", "home", "find", "see", "get", "meet", "grab", "pick", "join", "say",
        "check", "visit", "hungry", "hang", "help", "eat",
    }
)
# What a request to call or text is said with: whom to call.
_CALLED = frozenset({"me", "us"})
_CALLS = frozenset({"call", "text"})
# Subjects whose verb is bare without being a request: plurals that do not end in "s", relative
# pronouns, and adverbs of frequency said between a subject and its verb.
_SUBJECTS = frozenset(
    {
        "people", "children", "men", "women", "police", "folks", "who", "that", "which",
        "usually", "often", "sometimes", "rarely", "all", "both", "who'll", "who'd",
    }
)
# Words after which, a subject between, the verb is bare: "did | the plumber | come by", "let
# the dog come in", "how come".
_BARE_AFTER = frozenset(
    {
        "did", "do", "does", "didn't", "don't", "doesn't", "will", "would", "can", "could",
        "should", "might", "may", "must", "to", "let", "make", "made", "help", "have", "had",
        "see", "saw", "watch", "hear", "heard", "why", "how", "won't", "can't", "couldn't",
        "wouldn't", "shouldn't", "let's", "gonna", "wanna",
    }
)
# How far back such a word is looked for: "did | your brother ever | come by".
_REACH = 4


def invitation_after(texts: Sequence[str]) -> frozenset[int]:
    """The positions of TEXTS after which an invitation or a request to call opens (the
    softening word before it with it: "| just come by").

    >>> sorted(invitation_after("the door's locked come down and let me in".split()))
    [2]
    >>> sorted(invitation_after("it's due friday call us at five".split()))
    [2]
    >>> invitation_after("did the plumber come by".split())
    frozenset()
    >>> invitation_after("the kids come over every sunday".split())
    frozenset()
    >>> invitation_after("can you call me".split())
    frozenset()
    """
    found = set()
    for at in range(1, len(texts) - 1):
        word, after = texts[at], texts[at + 1]
        if not ((word == "come" and after in _COME_WITH) or (word in _CALLS and after in _CALLED)):
            continue
        opens = at - 1 if texts[at - 1] in SOFTENERS else at
        if opens == 0:
            continue
        before = texts[opens - 1]
        if before in CARRIES_ON or before in _SUBJECTS or before == "you":
            continue
        if before.endswith("s") and not before.endswith("'s"):
            continue
        if any(w in _BARE_AFTER for w in texts[max(opens - _REACH, 0) : opens]):
            continue
        found.add(opens - 1)
    return frozenset(found)


__all__ = ["invitation_after"]
