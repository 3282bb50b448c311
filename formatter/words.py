"""From ASR words to the grammars' spoken units, remembering which word each unit came from.

The grammars read lowercase words separated by single spaces. An ASR word may hold several (a
multi-word token, "new york") or none ("," from an engine that emits punctuation as words); both
keep their time span: a unit records the input words it stands for, and a word with no unit rides
along with its neighbour.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from formatter.normalize import check_length, clean_text
from formatter.transcript import Word


@dataclass(frozen=True)
class Unit:
    """One spoken word for the grammars and the input word indices it stands for."""

    text: str
    sources: tuple[int, ...]
    # The word as the input cased it ("Bill"), when that differs from TEXT: a capital the ASR
    # engine or the caller already wrote is kept (formatter.pipeline).
    cased: str | None = None


def spoken_units(words: Sequence[Word], dropped: AbstractSet[str] = frozenset()) -> list[Unit]:
    """Split, lowercase and clean WORDS into units (keeping any capitals given); no index is lost.

    Cleaning is formatter.normalize's policy. A word with nothing spoken in it ("...", a lone
    zero-width joiner) joins its neighbour's unit, the one before it if there is one; so does a
    word whose every piece is in DROPPED, lowercase (the fillers, when they are not written: its
    time is then its neighbour's). A transcript with no spoken word has no units.

    >>> [u.text for u in spoken_units([Word("Hello,", 0, 1), Word("new york", 1, 2)])]
    ['hello', 'new', 'york']
    >>> spoken_units([Word("so", 0, 1), Word("Um,", 1, 2), Word("we", 2, 3)], {"um"})[0].sources
    (0, 1)
    """
    units: list[Unit] = []
    orphans: list[int] = []  # words with no text of their own, waiting for a unit to join
    for i, w in enumerate(words):
        pieces = clean_text(w.text).split()
        for piece in pieces:
            check_length(piece, f"word {i if w.index is None else w.index}")
        if dropped:
            pieces = [p for p in pieces if p.lower() not in dropped]
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
    return units
