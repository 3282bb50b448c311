"""How likely a sentence is to end at its L-th word, given it has not ended before.

    length   its sentences ending there   log-ratios (end, go on) to every slot's share (.071)
    2              .035                       (-0.70, +0.04)
    9              .071                       (+0.00, -0.00)
    30             .104                       (+0.39, -0.04)

The boundary model reads 32 words each side of a slot, without marks: it cannot know where the
sentence the slot would end began. The search does, so, as lm.openers' comma debt and
lm.question_openers' openings, the sentence's length is a feature of the search
(formatter.search): a sentence-ending mark after the L-th word adds log(h(L) / h), any other slot
log((1 - h(L)) / (1 - h)), where h(L) is the share of sentences still open at L words that end
there (the hazard) and h a sentence end's share of every slot. Read as a Bayes update of the
boundary model's evidence by how long the sentence already is. The long side (h(L) > h) and the
short side are weighted apart (formatter.tuning).

One row per length up to MAX_LENGTH - 1 and one for every longer sentence (its ends over its
slots), counted on sentences as lm.boundary_text.slots reads them.

    python -m lm.sentence_lengths train data/lm/sentence_lengths.json \
        ../shared/corpora/*.train.txt.xz
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lm.data_files import beside_model, data_path
from lm.licences import corpora_card
from lm.openers import LINES, SENTENCE_ENDS, corpus_lines, train_main

DEFAULT_SENTENCE_LENGTHS = data_path("lm", "sentence_lengths.json")
# Lengths from here on share a row: 0.6% of the sentences, too few per length to settle apart.
MAX_LENGTH = 48


@dataclass(frozen=True)
class SentenceLengths:
    """Row L - 1: the log-ratios (end, go on) of a sentence at its L-th word; the last row
    stands for every longer one."""

    rows: Sequence[tuple[float, float]] = ((0.0, 0.0),)
    card: dict[str, object] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.rows)

    def ratios(self, length: int) -> tuple[float, float]:
        """(end, go on) for a sentence of LENGTH words (at least 1) at its last word."""
        return self.rows[min(length, len(self.rows)) - 1]

    def save(self, path: Path) -> None:
        data = {**self.card, "rows": [list(row) for row in self.rows]}
        path.write_text(json.dumps(data, indent=1) + "\n", "utf-8")

    @classmethod
    def load(cls, path: Path = DEFAULT_SENTENCE_LENGTHS) -> SentenceLengths:
        data = json.loads(Path(path).read_text("utf-8"))
        rows = tuple((float(end), float(go)) for end, go in data.pop("rows"))
        if not rows or any(not (math.isfinite(end) and math.isfinite(go)) for end, go in rows):
            raise ValueError(f"{path}: no rows, or a ratio that is not a finite number")
        return cls(rows, data)


def beside(model: Path) -> Path:
    """The table for the class LM MODEL: sentence_lengths.json in its directory if there is one,
    else the shipped one (as lm.openers.beside)."""
    return beside_model(model, "sentence_lengths.json", DEFAULT_SENTENCE_LENGTHS)


def count(sentences: Iterable[tuple[list[str], list[int]]]) -> tuple[Counter, int]:
    """Sentences per length (MAX_LENGTH: every longer one), and the slots of those longer ones
    from their MAX_LENGTH-th word on, from (words, marks) lines (lm.boundary_text.slots): a
    line's words after its last sentence end are no sentence."""
    ended: Counter[int] = Counter()
    long_slots = 0
    for _, marks in sentences:
        start = 0
        for i, mark in enumerate(marks):
            if mark in SENTENCE_ENDS:
                length = i + 1 - start
                ended[min(length, MAX_LENGTH)] += 1
                long_slots += max(0, length - MAX_LENGTH + 1)
                start = i + 1
    return ended, long_slots


def fit(ended: Counter, long_slots: int) -> tuple[tuple[float, float], ...]:
    """The rows (see SentenceLengths) from count()'s counts; () if some length is unseen or
    ends every sentence still open there (a log-ratio of going on would be infinite)."""
    total = sum(ended.values())
    slots = sum(min(n, MAX_LENGTH - 1) * k for n, k in ended.items()) + long_slots
    if not total or not long_slots:
        return ()
    share = total / slots
    hazards, alive = [], total
    for length in range(1, MAX_LENGTH):
        if not ended[length]:
            return ()
        hazards.append(ended[length] / alive)
        alive -= ended[length]
    hazards.append(ended[MAX_LENGTH] / long_slots)
    if max(hazards) >= 1:
        return ()
    return tuple(
        (round(math.log(h / share), 4), round(math.log((1 - h) / (1 - share)), 4))
        for h in hazards
    )


def train(paths: Sequence[Path], lines: int = LINES) -> SentenceLengths:
    ended, long_slots = count(corpus_lines(paths, lines))
    rows = fit(ended, long_slots)
    if not rows:
        raise ValueError("too few sentences: some length up to MAX_LENGTH is never seen")
    names = [p.name for p in paths]
    card = {
        "what": "sentence ends' share at each sentence length (lm/sentence_lengths.py)",
        "lines_per_corpus": lines,
        "sentences": sum(ended.values()),
        "max_length": MAX_LENGTH,
        **corpora_card(names),
    }
    return SentenceLengths(rows, card)


if __name__ == "__main__":
    train_main("python -m lm.sentence_lengths", __doc__, "lengths", train)
