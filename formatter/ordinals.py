"""An ordinal under ten that ranks the word after it: "the ninth floor", not "the 9th floor".

House style spells out first to ninth where the ordinal modifies a word ("second period", "her
third birthday", "the fourth quarter") and writes figures in dates ("March 9th", "on the 9th at
noon", "by the 1st"). What says which is the word after it: a noun or an adjective the ordinal
modifies, whose log-odds of an ordinal in words Wikipedia's articles give (lm.small_ordinals:
"floor" 98 in words to 8 in figures, "century" 544 to 2,783); or a function word or none, as
after a date's day ("the 9th at noon", "the 1st so", "on the 9th."), where Wikipedia's own
"the first to", "was the first of" say nothing of dates. So only before a word that is none of
_FUNCTION_WORDS does the table's word count (tuning.small_ordinal_weight).
"""

from __future__ import annotations

from collections.abc import Sequence

from lm.small_ordinals import FIGURES

# Words no ordinal modifies: pronouns, prepositions, conjunctions, auxiliaries, determiners and
# the adverbs a date's day is said before ("the 1st instead", "the 9th please").
_FUNCTION_WORDS = frozenset(
    {
        "i", "you", "he", "she", "it", "we", "they", "me", "him", "her", "us", "them",
        "i'll", "i'm", "i've", "i'd", "we'll", "we're", "you'll", "you're", "it's", "that's",
        "there's", "he's", "she's", "they're", "there", "at", "from", "in", "of", "on", "with",
        "about", "for", "to", "by", "through", "thru", "until", "till", "after", "before", "since",
        "into", "onto", "over", "under", "around", "between", "during", "via", "per", "and", "or",
        "but", "so", "because", "if", "when", "while", "then", "than", "as", "that", "which",
        "who", "where", "though", "although", "unless", "is", "was", "are", "were", "be", "been",
        "will", "would", "can", "could", "should", "may", "might", "must", "do", "does", "did",
        "has", "have", "had", "the", "a", "an", "this", "these", "those", "my", "your", "our",
        "his", "their", "please", "instead", "too", "also", "again", "now", "next", "okay",
        "right", "yes", "no", "not", "just", "only", "anyway", "ok", "yeah", "um", "uh",
    }
)


# Words a date's day is said after, "the" between: "due on | the first", "by the first".
_DATE_BEFORE = frozenset(
    {"on", "by", "until", "till", "after", "before", "since", "starting", "from", "through"}
)
_ORDINAL_WORDS = frozenset(FIGURES)


def date_days(texts: Sequence[str]) -> frozenset[int]:
    """The positions of TEXTS that hold a date's day said as an ordinal under ten after "on the",
    "by the" and the like, modifying nothing after it (none of "of": "on the fourth of july" is
    the editors' either way): "rent is due on the | first", "venmo me by the | third".

    >>> sorted(date_days("rent is due on the first".split()))
    [5]
    >>> date_days("it's on the first floor".split()), date_days("on the first of may".split())
    (frozenset(), frozenset())
    """
    found = set()
    for at in range(2, len(texts)):
        if texts[at] not in _ORDINAL_WORDS or texts[at - 1] != "the":
            continue
        after = texts[at + 1] if at + 1 < len(texts) else None
        if texts[at - 2] in _DATE_BEFORE and not modified(after) and after != "of":
            found.add(at)
    return frozenset(found)


def modified(word: str | None) -> bool:
    """Whether an ordinal said before WORD (None: nothing follows) may modify it.

    >>> modified("floor"), modified("at"), modified(None)
    (True, False, False)
    """
    return word is not None and word.isalpha() and word not in _FUNCTION_WORDS


__all__ = ["date_days", "modified"]
