"""A sentence's first word as the LM reads it: in the case it has mid-sentence ("You" -> "you").

Written text capitalizes every sentence's first word, so a cased n-gram model keeps two copies of
each context: "you left your" (mid-sentence, common) and "You left your" (after a period, rarer,
and pruned where its count is low). The second backs off: on the shipped model before this,
ln P(your | ". You left") was 4 nats below ln P(your | ", you left"), and that price, paid by the
words after every sentence end the search considered, argued for the comma. Folding the first
word into its mid-sentence case gives both one context; the capital itself is the formatter's
to write (grammars.capitalization), not the LM's to predict.

A first word folds when it is capitalized only at its first letter ("You", "Bill", "A") and
the case lexicon (lm.lexicon, counted mid-sentence) has its lowercase form as the likeliest, or
has no row for it (a word never seen capitalized mid-sentence). Names ("Tracy"), "I" and "I'm"
keep their capital. Training (lm.train --fold-starts) and decoding (lm.scorer) read the same
lexicon, the one written with the model.

    >>> fold = StartFolder({"bill": "bill", "tracy": "Tracy", "i": "I"})
    >>> fold.first(("You", "left")), fold.first(("Tracy",)), fold.first(("I",))
    (('you', 'left'), ('Tracy',), ('I',))
    >>> fold.line("Hi Bill . Tracy left ? You know")
    'hi Bill . Tracy left ? you know'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from fmt_transcript_parsed import parsed
from lm.tokens import SPACE

# The LM tokens after which a sentence starts (lm.normalize maps "!" ";" ":" to ".").
SENTENCE_ENDS = frozenset({".", "?"})
# A word capitalized at its first letter only: what folding may lower.
_FIRST = re.compile(r"[A-Z][a-z']*")


def _first_forms(rows: Iterable[tuple[str, str, int]]) -> dict[str, str]:
    """Each word's first form in ROWS, lm.lexicon's (lowercase, form, count) with a word's forms
    most frequent first."""
    likeliest: dict[str, str] = {}
    for lower, form, _ in rows:
        likeliest.setdefault(lower, form)
    return likeliest


def _likeliest(text: str) -> dict[str, str]:
    """_first_forms of a lexicon file's TEXT; a line that is not three fields, the last a count,
    raises ValueError."""
    rows = (line.split("\t") for line in text.splitlines())
    return _first_forms((lower, form, int(count)) for lower, form, count in rows)


def _is_likeliest(value: object) -> bool:
    """Whether a cached VALUE is what _likeliest returns (a dict of strings)."""
    return isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, str) for k, v in value.items()
    )


class StartFolder:
    """Folds a sentence's first LM token by a case lexicon's likeliest mid-sentence forms."""

    def __init__(self, likeliest: Mapping[str, str]):
        self._likeliest = likeliest

    @classmethod
    def from_lexicon(cls, path: Path) -> StartFolder:
        """The likeliest form of each word of a case lexicon file (lm.lexicon), parsed once and
        then read from the cache (fmt_transcript_parsed)."""
        return cls(parsed(path, _likeliest, _is_likeliest, "lm"))

    @classmethod
    def from_rows(cls, rows: Iterable[tuple[str, str, int]]) -> StartFolder:
        """The first form of each word in ROWS (CaseCounter.rows(): _first_forms)."""
        return cls(_first_forms(rows))

    def word(self, token: str) -> str:
        """TOKEN as the LM reads it first in a sentence."""
        if not _FIRST.fullmatch(token):
            return token
        lower = token.lower()
        return lower if self._likeliest.get(lower, lower) == lower else token

    def first(self, pieces: tuple[str, ...]) -> tuple[str, ...]:
        """PIECES (a sentence's first written form) with their first token folded."""
        if not pieces:
            return pieces
        folded = self.word(pieces[0])
        return pieces if folded == pieces[0] else (folded, *pieces[1:])

    def tokens(self, tokens: Sequence[str]) -> tuple[str, ...]:
        """A line's LM TOKENS with each sentence's first token folded."""
        out = list(tokens)
        start = True
        for i, token in enumerate(out):
            if token == SPACE:
                continue
            if start:
                out[i] = self.word(token)
            start = token in SENTENCE_ENDS
        return tuple(out)

    def line(self, tokens: str) -> str:
        """The same for a line of space-joined tokens, as lmplz reads them."""
        return " ".join(self.tokens(tokens.split(" ")))
