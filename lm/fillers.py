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
import lzma
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

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
        rows = ",\n  ".join(json.dumps(row) for row in self.table)
        path.write_text(
            f'{{"positions": {json.dumps(POSITIONS)},\n "marks": {json.dumps(MARKS)},\n'
            f' "fillers": {json.dumps(sorted(FILLERS))},\n'
            f' "trained_on": {json.dumps(self.trained_on)},\n "table": [\n  {rows}\n ]}}\n',
            encoding="utf-8",
        )

    @classmethod
    def load(cls, path: Path = DEFAULT_FILLERS) -> FillerModel:
        data = json.loads(path.read_text(encoding="utf-8"))
        if tuple(data["positions"]) != POSITIONS or tuple(data["marks"]) != MARKS:
            raise ValueError(f"{path}: filler positions or marks differ from this version's")
        return cls(tuple(tuple(row) for row in data["table"]), tuple(data.get("trained_on", ())))


def fit(slots: Iterable[tuple[str, str | None]]) -> tuple[tuple[float, ...], ...]:
    """The log-ratio table from (reference mark, position) pairs of every labelled slot."""
    places = (*POSITIONS, None)
    counts = [[SMOOTHING] * len(MARKS) for _ in places]
    for mark, where in slots:
        counts[places.index(where)][MARKS.index(mark)] += 1
    total = sum(map(sum, counts))
    per_mark = [sum(row[m] for row in counts) for m in range(len(MARKS))]
    table = []
    for row in counts[: len(POSITIONS)]:
        share = sum(row) / total
        table.append(tuple(round(math.log(row[m] / per_mark[m] / share), 4) for m in range(4)))
    return tuple(table)


def _open(path: Path):
    return lzma.open(path, "rt", encoding="utf-8") if path.suffix == ".xz" else open(path)


def labelled_slots(
    labels: Path, exclude: set[str] = frozenset()
) -> Iterable[tuple[str, str | None]]:
    """(reference mark, position) of every labelled slot, but EXCLUDE's calls; the words come
    from the units file beside LABELS."""
    units = labels.parent / labels.name.replace(".labels", "")
    with _open(units) as unit_lines, _open(labels) as label_lines:
        for unit_line, label_line in zip(unit_lines, label_lines, strict=True):
            unit, label = json.loads(unit_line), json.loads(label_line)
            if label["id"].split("_", 1)[0] in exclude:
                continue
            words = [w["word"] for w in unit["words"]]
            for k, mark, _engine, _gap, _filler in label["slots"]:
                yield ("." if mark == "!" else mark), position(words[k], words[k + 1])


def train(labels: Sequence[Path], exclude: Sequence[str] = ()) -> FillerModel:
    left_out = set(exclude)
    slots = (s for path in labels for s in labelled_slots(path, left_out))
    names = tuple(p.name for p in labels) + tuple(f"without call {c}" for c in sorted(left_out))
    return FillerModel(fit(slots), names)


def main(argv: Sequence[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m lm.fillers", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    training = commands.add_parser("train", help="learn the table from timed labels files")
    training.add_argument("out", type=Path)
    training.add_argument("labels", type=Path, nargs="+")
    training.add_argument("--exclude", default="", help="calls to leave out (comma-separated)")
    args = parser.parse_args(argv)
    model = train(args.labels, [c for c in args.exclude.split(",") if c])
    model.save(args.out)
    print(f"{args.out}: {len(model.table)} positions from {', '.join(model.trained_on)}")


if __name__ == "__main__":
    main()
