"""Titles before a name, as display text writes them: 'doctor' / 'dr' -> 'Dr.', 'mister' -> 'Mr.'.

    doctor      -> Dr.     (a variant: "I need to see a doctor" keeps the word; the LM decides)
    mr          -> Mr.     (the only reading: recognizers give the abbreviation as "mr")

The LM was trained on text whose title periods were dropped ("Dr. Smith" -> "Dr Smith":
lm.normalize), and scores "Dr." as "Dr" (lm.scorer.Scorer.pieces), so the period is no sentence end
to it. The abbreviations themselves ("mr", "mrs", "dr") are not kept as words (grammars.union): a
title written as it is spoken would tie with the same title with its period, except "ms": a
recognizer's "ms" is as often "MS" (Microsoft, multiple sclerosis), so the word stays a path
beside the title and the LM chooses between "Ms." and "MS" (the formatter drops the lexicon's
"Ms", which would tie with "Ms.").
"""

from __future__ import annotations

import functools

import pynini

from grammars.base import table, table_rows, table_words


@functools.cache
def title() -> pynini.Fst:
    """A spoken title -> its abbreviation (titles.tsv)."""
    return table("titles")


# Abbreviations that are words too ("MS"): kept as words beside the title.
_ALSO_WORDS = frozenset({"ms"})


def abbreviated() -> frozenset[str]:
    """The spoken forms that are abbreviations already ("mr"), never kept as words.

    >>> sorted(abbreviated())
    ['dr', 'mr', 'mrs']
    """
    rows = table_rows("titles")
    return frozenset(
        spoken for spoken, written in rows
        if spoken == written.lower().rstrip(".") and spoken not in _ALSO_WORDS
    )


def written() -> frozenset[str]:
    """The titles as written ("Dr."): the word after one is a name.

    >>> sorted(written())
    ['Dr.', 'Mr.', 'Mrs.', 'Ms.']
    """
    return frozenset(written for spoken, written in table_rows("titles"))


def said() -> frozenset[str]:
    """The titles as said in full and kept as words besides their abbreviation ("mister").

    >>> sorted(said())
    ['doctor', 'missus', 'mister', 'ms']
    """
    return table_words("titles") - abbreviated()
