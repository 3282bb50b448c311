"""Filler evidence for the mark beside a hesitation ("uh", "um"), learned from real engine output.

    "so um we grew"   slot after "so" (before a filler):  "" -2.9  "," +1.9  "." +1.5  "?" +0.9
                      slot after "um" (after a filler):   "" -3.5  "," +2.4  "." -1.5  "?" -1.0

Transcription styles set fillers off with commas ("So, um, we grew"); some engines write the
fillers out (on the timed dev calls Amazon does, about 2,200 slots beside one; Google and
Speechmatics drop them). The text corpora the boundary model learns from hardly have fillers,
so it writes the comma after "um" most of the time and the one before it about half the time.
This table says how much more (or less) likely each mark is beside a filler than anywhere:
log P(position | mark) - log P(position), the same naive-Bayes factor as the pauses (lm.pauses),
added to the marks' scores with formatter.tuning.filler_weight. Unlike pauses it needs no times:
the fillers are words, so plain text gets it too.

    python -m lm.fillers train data/lm/fillers.json ../shared/eval/timed/*.labels.jsonl.xz
    python -m lm.fillers train /tmp/fold.json LABELS... --exclude 4320211,4341191  # held-out calls

Each labels file is read with its units file beside it (amazon.labels.jsonl.xz with
amazon.jsonl.xz), where the words are.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from lm import slot_tables
from lm.data_files import data_path

MARKS = ("", ",", ".", "?")
# Hesitation words as English recognizers write them; a closed class, like the titles.
FILLERS = frozenset({"uh", "um", "er", "erm", "ah", "eh", "hmm", "mm", "uhm", "umm", "uhh"})
# Where a slot is: before a filler, after one, between two ("um uh"). Other slots get nothing.
POSITIONS = ("before", "after", "between")
SMOOTHING = 1.0

DEFAULT_FILLERS = data_path("lm", "fillers.json")


def position(word: str, following: str) -> str | None:
    """Where the slot between WORD and FOLLOWING is relative to fillers (None: beside none).

    >>> position("so", "um"), position("um", "we"), position("um", "uh"), position("so", "we")
    ('before', 'after', 'between', None)
    """
    before, after = following in FILLERS, word in FILLERS
    if before and after:
        return "between"
    return "before" if before else "after" if after else None


@dataclass(frozen=True)
class FillerModel:
    """Per position (POSITIONS order), the log-ratio of each mark (MARKS order)."""

    table: tuple[tuple[float, ...], ...]
    trained_on: tuple[str, ...] = ()

    def scores(self, words: Sequence[str]) -> list[dict[str, float]]:
        """Mark -> log-ratio for each slot after WORDS[i] ({} for the last word and for slots
        beside no filler)."""
        found: list[dict[str, float]] = []
        for word, following in zip(words, words[1:], strict=False):
            where = position(word, following)
            row = self.table[POSITIONS.index(where)] if where else None
            found.append(dict(zip(MARKS, row, strict=True)) if row else {})
        return [*found, {}] if words else []

    def save(self, path: Path) -> None:
        keys = {"positions": POSITIONS, "marks": MARKS, "fillers": sorted(FILLERS)}
        slot_tables.save(path, keys, self.trained_on, self.table)

    @classmethod
    def load(cls, path: Path = DEFAULT_FILLERS) -> FillerModel:
        keys = {"positions": POSITIONS, "marks": MARKS}
        return cls(*slot_tables.load(path, keys, "filler positions or marks"))


def fit(slots: Iterable[tuple[str, str | None]]) -> tuple[tuple[float, ...], ...]:
    """The log-ratio table from (reference mark, position) pairs of every labelled slot."""
    places = (*POSITIONS, None)
    counts = [[SMOOTHING] * len(MARKS) for _ in places]
    for mark, where in slots:
        counts[places.index(where)][MARKS.index(mark)] += 1
    # The last row (beside no filler) counts toward P(position) but is not kept: no evidence there.
    return slot_tables.log_ratios(counts)[: len(POSITIONS)]


def labelled_slots(
    labels: Path, exclude: set[str] = frozenset()
) -> Iterable[tuple[str, str | None]]:
    """(reference mark, position) of every labelled slot, but EXCLUDE's calls; the words come
    from the units file beside LABELS."""
    units = labels.parent / labels.name.replace(".labels", "")
    with slot_tables.open_text(units) as unit_lines, slot_tables.open_text(labels) as label_lines:
        for unit_line, label_line in zip(unit_lines, label_lines, strict=True):
            unit, label = json.loads(unit_line), json.loads(label_line)
            if slot_tables.call_of(label["id"]) in exclude:
                continue
            words = [w["word"] for w in unit["words"]]
            for k, mark, _engine, _gap, _filler in label["slots"]:
                yield slot_tables.reference_mark(mark), position(words[k], words[k + 1])


def train(labels: Sequence[Path], exclude: Sequence[str] = ()) -> FillerModel:
    left_out = set(exclude)
    slots = (s for path in labels for s in labelled_slots(path, left_out))
    return FillerModel(fit(slots), slot_tables.trained_on(labels, left_out))


if __name__ == "__main__":
    slot_tables.main("python -m lm.fillers", __doc__, train)
