"""From ASR words to the grammars' spoken units, remembering which word each unit came from.

The grammars read lowercase words separated by single spaces. An ASR word may hold several (a
multi-word token, "new york") or none ("," from an engine that emits punctuation as words); both keep
their time span: a unit records the input words it stands for, and a word with no unit rides along
with its neighbour.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from formatter.errors import InputError
from formatter.transcript import Word

# Punctuation an engine may have glued to a word; the formatter writes its own. "$", "%", "'" and
# digits' inner marks stay: "$200," -> "$200", "3:30." -> "3:30".
_EDGE_PUNCTUATION = ".,?!;:\"“”‘’()[]{}…«»"


@dataclass(frozen=True)
class Unit:
    """One spoken word for the grammars and the input word indices it stands for."""

    text: str
    sources: tuple[int, ...]
    # The word as the input cased it ("Bill"), when that differs from TEXT: a capital the ASR
    # engine or the caller already wrote is kept (formatter.pipeline).
    cased: str | None = None


def spoken_units(words: Sequence[Word]) -> list[Unit]:
    """Split, lowercase and clean WORDS into units (keeping any capitals given); no index is lost.

    >>> [u.text for u in spoken_units([Word("Hello,", 0, 1), Word("new york", 1, 2)])]
    ['hello', 'new', 'york']
    """
    units: list[Unit] = []
    orphans: list[int] = []  # words with no text of their own, waiting for a unit to join
    for i, w in enumerate(words):
        pieces = [_clean(p, i) for p in w.text.split()]
        pieces = [p for p in pieces if p]
        if not pieces:
            if units:
                last = units[-1]
                units[-1] = Unit(last.text, (*last.sources, i), last.cased)
            else:
                orphans.append(i)
            continue
        for piece in pieces:
            lower = piece.lower()
            units.append(Unit(lower, (*orphans, i), piece if piece != lower else None))
            orphans = []
    if not units:
        raise InputError("the transcript has no words, only punctuation")
    return units


def _clean(text: str, index: int) -> str:
    text = unicodedata.normalize("NFKC", text)
    if any(unicodedata.category(c) in ("Cc", "Cf", "Co", "Cs") for c in text):
        raise InputError(f"word {index}: contains control or private-use characters")
    return text.strip(_EDGE_PUNCTUATION)
