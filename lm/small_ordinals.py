"""How written text writes an ordinal from first to ninth, by the word that follows it.

    next word    in words / in figures (Wikipedia, 2M lines)   log-odds
    floor               98 / 8                                  +2.4
    period              77 / 9                                  +2.1
    time             1,814 / 1                                  +6.9
    century            544 / 2,783                              -1.6
    street               4 / 26                                 -1.7

House style spells out an ordinal under ten where it ranks or orders ("the ninth floor",
"second period", "her third birthday") and writes figures in dates ("March 9th", "on the 9th")
and numbered streets past Ninth. The class LM, whose number classes stand for every ordinal in
figures at once and whose task dialogue writes "the 2nd" everywhere, wrote "the 9th floor" and
"2nd period". Wikipedia's Manual of Style keeps the same rule, so its articles say, word by
word, how much more an ordinal in figures costs before each word (the search's
tuning.small_ordinal_weight). The counting and the table are lm.small_quantities' (the same
exemptions: labels and lists), over ordinals in place of cardinals.

    python -m lm.small_ordinals train data/lm/small_ordinals.json \
        ../shared/corpora/wikipedia.train.txt.xz
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from lm.data_files import beside_model, data_path
from lm.openers import train_main
from lm.small_quantities import LINES, SmallQuantities, train_counted

DEFAULT_SMALL_ORDINALS = data_path("lm", "small_ordinals.json")
# Each ordinal under ten in words and in figures: what the table counts, and what the search's
# rules (formatter.ordinals) and scripts/small_numbers.py --ordinals read as one.
FIGURES = dict(
    zip(
        "first second third fourth fifth sixth seventh eighth ninth".split(),
        "1st 2nd 3rd 4th 5th 6th 7th 8th 9th".split(),
        strict=True,
    )
)
_IN_FIGURES = frozenset(FIGURES.values())
# An ordinal standing alone, as lm.small_quantities reads a number: nothing joined before it,
# then a word (with a space or a hyphen: "third-floor") or a sentence's end.
_ORDINAL = re.compile(
    r"(?:(?P<before>\S+)\s+)?"
    rf"(?<![\w$#.,:/\-])(?P<number>{'|'.join([*FIGURES, *FIGURES.values()])})"
    r"(?:(?P<join>\s+|-)(?P<word>[A-Za-z][A-Za-z']*)|(?P<end>[.!?])(?:\s|$))"
)


def figures(text: str) -> bool:
    """Whether TEXT is an ordinal under ten in figures, as the table counts them.

    >>> figures("9th"), figures("19th"), figures("ninth")
    (True, False, False)
    """
    return text in _IN_FIGURES


def beside(model: Path) -> Path:
    """The table for the class LM MODEL: small_ordinals.json in its directory if there is one,
    else the shipped one (as lm.small_quantities.beside)."""
    return beside_model(model, "small_ordinals.json", DEFAULT_SMALL_ORDINALS)


def train(paths: Sequence[Path], lines: int = LINES) -> SmallQuantities:
    return train_counted(
        paths, lines, _ORDINAL,
        "log-odds of an ordinal from first to ninth in words by the word after it"
        " (lm/small_ordinals.py)",
    )


def main() -> None:
    train_main("python -m lm.small_ordinals", __doc__, "words", train, LINES, "numbers")


if __name__ == "__main__":
    main()
