"""Questions said without their auxiliary: "you coming tonight", "you seen my keys".

Casual speech drops the "are" or "have" of a question to the listener, and a voicemail does so
often: about one casual line in seven of our own probe lines asks "You coming to the game
tonight?" or "You been to that new place yet?". The boundary members, trained on written text
where the auxiliary is there, end such a sentence with a period; the members retrained on text
with the auxiliary dropped learned "you" opening a sentence, not what follows it
(docs/BOUNDARY_LOG.md, fifty-seventh session). What tells the question is the shape of the
opening: "you" and a participle, or a word that says how or where the listener is, with no
auxiliary before it, which written English never opens a statement with ("You coming
tonight." is no sentence). The search (formatter.search) reads it only where a sentence ends:
there "?" takes the members' evidence for "." and a small bonus
(tuning.unsaid_auxiliary_evidence, unsaid_auxiliary_question_bonus), so the members still
decide where the sentence ends, and the mark it ends with is a question's.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

# Past participles that are no past tense, so that "you" and one of them lacks its "have":
# "you been to", "you seen my", "you done yet" ("you heard", "you got" are statements too).
_BARE_PARTICIPLES = frozenset({"been", "seen", "done", "gone", "eaten", "taken", "gotten"})
# Words that say how or where the listener is, which follow "you" only with "are" between in a
# statement: "You free Saturday?", "You up for a run?", "You home yet?" (not "still": "You
# still owe me").
_PREDICATIVES = frozenset(
    {"free", "awake", "around", "home", "ready", "up", "busy", "okay", "ok", "there", "sure"}
)
# Verbs of two letters whose participle is read by its stem ("going", "doing"); shorter stems
# are no verbs ("thing": "th", "bring": "br", which the LM's vocabulary holds as fragments).
_SHORT_VERBS = frozenset({"go", "do"})
# A stem is a verb only if the LM's text says it often (unigram log-probability, natural log):
# "come" -8.2, "watch" -9.6, "eat" -9.9; fragments "noth" -15.6, "someth" -14.0, "morn" -13.3.
COMMON_LOGPROB = -11.0


def _stems(word: str) -> tuple[str, ...]:
    """The verbs WORD may be the present participle of: "coming" -> come, "watching" -> watch,
    "getting" -> get, "going" -> go."""
    if not word.endswith("ing"):
        return ()
    stem = word[:-3]
    if stem in _SHORT_VERBS:
        return (stem,)
    found = (stem, stem + "e") if len(stem) >= 3 else ()
    doubled = (stem[:-1],) if len(stem) >= 4 and stem[-1] == stem[-2] else ()
    return (*found, *doubled)


def unsaid_auxiliary(unigram: Callable[[str], float]) -> Callable[[tuple[str, ...]], bool]:
    """Whether a sentence's opening (its first two words, as said) is "you" and a participle or
    a predicative with no auxiliary: "you coming", "you seen", "you free". A word in "-ing" is
    a participle where its verb is a common word by UNIGRAM (the class LM's log-probability):
    "coming", not "something" or "bring". "evening" passes ("even"), but no sentence opens "you
    evening"."""

    # Bounded: the words said after "you" are the input's, any number of them.
    @functools.lru_cache(maxsize=4096)
    def participle(word: str) -> bool:
        return word in _BARE_PARTICIPLES or word in _PREDICATIVES or any(
            unigram(s) >= COMMON_LOGPROB for s in _stems(word)
        )

    def asks(opening: tuple[str, ...]) -> bool:
        return len(opening) == 2 and opening[0] == "you" and participle(opening[1])

    return asks
