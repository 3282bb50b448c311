"""Which words a count under ten counts: a plural noun's shape after it.

House style spells out a quantity under ten ("the last four digits", "a table for six people",
"about two hours"). The class LM writes such a count in digits wherever task dialogue's templates
did ("a reservation for 6 people"), and lm.small_quantities' table, learned from Wikipedia, leans
to figures before durations and measures ("2 hours", "6 inches"), which its articles write so.
Before the things a number counts the style's words win (tuning.counted_noun_penalty).

No tagger is at hand, so a plural noun is read off its shape: a word of more than three letters
ending in "s", but not "ss" ("class"), "us" ("bonus"), "is" ("basis") or a possessive's "'s";
the words of that shape that name nothing counted ("thanks", "always", "does") are listed in
grammars/data/not_counted.tsv. The units a measure's reading abbreviates ("pounds": "7 lb") are
left to the table too (formatter.pipeline): there the count's cost would tip the figure into the
abbreviation, not into words.

The plurals of no such shape are named: "people", "children", "men", "women", "fish".

    >>> counted = CountedNouns(frozenset({"thanks"}))
    >>> [counted(w) for w in ("digits", "people", "hours", "thanks", "class", "pm", None)]
    [True, True, True, False, False, False, False]
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass

# Plurals not made with "s", of the things a voicemail counts.
_IRREGULAR = frozenset({"people", "children", "men", "women", "fish", "sheep", "deer", "teeth"})


@dataclass(frozen=True)
class CountedNouns:
    """Whether a word is shaped as the plural noun a number counts; NOT_COUNTED are exceptions."""

    not_counted: AbstractSet[str]

    def __call__(self, word: str | None) -> bool:
        return word in _IRREGULAR or (
            word is not None
            and len(word) > 3
            and word.endswith("s")
            and not word.endswith(("ss", "us", "is", "'s"))
            and word not in self.not_counted
        )
