"""Spoken-register training text for the class LM, without the sentences that say a number in words.

    "So we grew. It went up fifty percent. And then it fell."  ->  "So we grew. And then it fell."

The transcribed corpora (TED talks, meetings) carry the punctuation of speech, which the class LM
lacks when it learns from written text alone: with them in its training text its periods and
questions on speech improve. But transcribers spell numbers out ("fifty percent", "two thousand
and nine"), and as LM text those teach it to leave numbers as words (Earnings NEER 9.56 -> 9.76
with both corpora whole). Dropping every paragraph that says a number keeps 30% of TED's words
and loses the periods' gain; dropping only such sentences keeps 89% (docs/LM.md).

A sentence ends at ".", "?" or "!" (or one and a closing quote or bracket) before a capital; a
number word is a cardinal from two up, a magnitude, "percent", a currency word or a large ordinal
("one" and the small ordinals are everyday words: "one of them", "first of all", and house style
writes them as words anyway).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

_NUMBER_WORD = re.compile(
    r"\b(?:zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy"
    r"|eighty|ninety|hundred|thousand|million|billion|trillion|percent|dollars?|cents?"
    r"|twelfth|twentieth|thirtieth|fortieth|fiftieth|hundredth|thousandth)\b",
    re.IGNORECASE,
)
_SENTENCE_BREAK = re.compile(r"(?:(?<=[.?!])|(?<=[.?!][\"')\]]))\s+(?=[\"'(\[]?[A-Z])")


def without_number_sentences(line: str) -> str:
    """LINE without its sentences that say a number in words ('' if none is left).

    >>> without_number_sentences("So we grew. It went up fifty percent. And then? It fell.")
    'So we grew. And then? It fell.'
    >>> without_number_sentences("One of them said 50%. Twenty did.")
    'One of them said 50%.'
    """
    sentences = _SENTENCE_BREAK.split(line.strip())
    return " ".join(s for s in sentences if not _NUMBER_WORD.search(s))


def filtered(lines: Iterable[str]) -> Iterator[str]:
    """LINES through without_number_sentences, the emptied ones left out."""
    for line in lines:
        if kept := without_number_sentences(line):
            yield kept
