"""House numbers: a number said before the name of a street ("twenty two hundred oak avenue").

An address's number is written as one string of digits, with no thousands comma and not parted:
"2200 Oak Avenue", "1950 Park Lane". The grammars offer that reading beside the others, but the
class LM reads the words, not the street after them, and the style's count bonus
(tuning.grouped_count_bonus) writes a count said in hundreds with its comma: "the office on
2,200 Oak Avenue", "a check at 19, 50 Park Lane" (the pair read as a year, which the LM parts
before a name). What says a house number is the street that follows: up to MAX_NAME_WORDS words
of its name, then a word of street_suffixes.tsv ("avenue", "lane", "drive"). The pipeline gives
the digits' reading there tuning.street_number_bonus and no count bonus.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

# The most words a street's name takes before its suffix: "martin luther king | boulevard".
MAX_NAME_WORDS = 3


def street_after(
    texts: Sequence[str], suffixes: Collection[str], stops: Collection[str]
) -> Callable[[int], bool]:
    """Whether TEXTS from a position on name a street: one to MAX_NAME_WORDS words, none of
    STOPS (determiners, prepositions, number words: "twelve hundred miles down the road" names
    none), then a word of SUFFIXES.

    >>> words = "at six eighteen maple drive".split()
    >>> after = street_after(words, {"drive"}, {"at", "six", "eighteen"})
    >>> after(3), after(2), after(4)
    (True, False, False)
    """

    def names_street(at: int) -> bool:
        for end in range(at + 1, min(at + MAX_NAME_WORDS, len(texts) - 1) + 1):
            if texts[end - 1] in stops:
                return False
            if texts[end] in suffixes:
                return True
        return False

    return names_street
