"""Pause evidence for the mark after a word, learned from real engine output with word times.

    gap after "results" 0.62 s  ->  "" -1.0   "," +1.2   "." +2.5   "?" +2.0   (log-ratios)

The gap between a word's end and the next word's start is bucketed, and each bucket holds
log P(bucket | mark) - log P(bucket): how much more (or less) likely each mark is after such a gap
than anywhere. The search adds it, weighted, to the marks' scores (formatter.tuning.pause_weight):
a naive-Bayes factor next to the text's evidence, which is why it is a ratio and not P(mark | gap).
Kolář & Lamel (2012) and Batista et al. (2008) found pause length the strongest prosodic cue.

Buckets are absolute seconds, pooled over engines: on the 22 timed dev calls the three engines'
ratios agree to within about 0.3 above 0.15 s. Below that they differ (Google's times come in
tenths of a second), so the small gaps share two wide buckets.

Unknown is not zero. Plain text has no times (its readers give word i the span [i, i + 1)), and
some engines write each word's end as the next one's start: every gap is 0, which says nothing
about pauses, not that there were none. A transcript in which fewer than MIN_PAUSED of the gaps
reach the first bucket edge has no pause evidence at all (`gaps` returns None).

    python -m lm.pauses train data/lm/pauses.json ../shared/eval/timed/*.labels.jsonl.xz
    python -m lm.pauses train /tmp/fold.json LABELS... --exclude 4320211,4341191   # held-out calls
"""

from __future__ import annotations

import bisect
import json
import lzma
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from lm.data_files import data_path

MARKS = ("", ",", ".", "?")
# Upper edges of the gap buckets in seconds; a last bucket holds everything longer.
EDGES = (0.05, 0.15, 0.3, 0.5, 0.8, 1.2, 2.0)
# Share of a transcript's gaps that must reach EDGES[0] for its times to count as pause evidence:
# real speech has a pause somewhere every few dozen words (on the timed calls 3-6% of gaps are
# at least 0.05 s); synthetic or uninformative times have none.
MIN_PAUSED = 0.01
# Add-k smoothing of the bucket counts: the question mark has a few hundred examples in all.
SMOOTHING = 1.0

DEFAULT_PAUSES = data_path("lm", "pauses.json")


def bucket(gap: float) -> int:
    """The bucket of a gap in seconds (negative gaps, overlapping words, count as none)."""
    return bisect.bisect_right(EDGES, max(gap, 0.0))


def gaps(starts: Sequence[float], ends: Sequence[float]) -> list[float] | None:
    """The gap after each word but the last (next start minus this end), or None if uninformative.

    >>> gaps([0.0, 1.0, 2.0], [1.0, 2.0, 3.0]) is None              # plain text's synthetic times
    True
    >>> [round(g, 2) for g in gaps([0.0, 0.5, 1.6], [0.4, 0.9, 2.0])]
    [0.1, 0.7]
    """
    found = [max(start - end, 0.0) for start, end in zip(starts[1:], ends[:-1], strict=True)]
    if not found:
        return None
    paused = sum(g >= EDGES[0] for g in found)
    return found if paused >= MIN_PAUSED * len(found) and paused > 0 else None


@dataclass(frozen=True)
class PauseModel:
    """Per bucket, the log-ratio of each mark (in MARKS order)."""

    table: tuple[tuple[float, ...], ...]
    trained_on: tuple[str, ...] = ()  # the label files and calls, for the card

    def scores(self, gap: float) -> dict[str, float]:
        """Mark -> log-ratio for a gap in seconds."""
        return dict(zip(MARKS, self.table[bucket(gap)], strict=True))

    def save(self, path: Path) -> None:
        rows = ",\n  ".join(json.dumps(row) for row in self.table)
        path.write_text(
            f'{{"edges": {json.dumps(EDGES)},\n "marks": {json.dumps(MARKS)},\n'
            f' "trained_on": {json.dumps(self.trained_on)},\n "table": [\n  {rows}\n ]}}\n',
            encoding="utf-8",
        )

    @classmethod
    def load(cls, path: Path = DEFAULT_PAUSES) -> PauseModel:
        data = json.loads(path.read_text(encoding="utf-8"))
        if tuple(data["edges"]) != EDGES or tuple(data["marks"]) != MARKS:
            raise ValueError(f"{path}: pause buckets or marks differ from this version's")
        return cls(tuple(tuple(row) for row in data["table"]), tuple(data.get("trained_on", ())))


def fit(slots: Iterable[tuple[str, float]]) -> tuple[tuple[float, ...], ...]:
    """The log-ratio table from (reference mark, gap) pairs."""
    counts = [[SMOOTHING] * len(MARKS) for _ in range(len(EDGES) + 1)]
    for mark, gap in slots:
        counts[bucket(gap)][MARKS.index(mark)] += 1
    total = sum(map(sum, counts))
    per_mark = [sum(row[m] for row in counts) for m in range(len(MARKS))]
    table = []
    for row in counts:
        in_bucket = sum(row) / total
        table.append(
            tuple(round(math.log(row[m] / per_mark[m] / in_bucket), 4) for m in range(len(MARKS)))
        )
    return tuple(table)


def labelled_slots(path: Path, exclude: set[str] = frozenset()) -> Iterable[tuple[str, float]]:
    """(reference mark, gap) of every labelled slot of a timed labels file, but EXCLUDE's calls."""
    opener = lzma.open if path.suffix == ".xz" else open
    with opener(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            unit = json.loads(line)
            if unit["id"].split("_", 1)[0] in exclude:
                continue
            for _k, mark, _engine, gap, _filler in unit["slots"]:
                yield ("." if mark == "!" else mark), gap


def train(labels: Sequence[Path], exclude: Sequence[str] = ()) -> PauseModel:
    left_out = set(exclude)
    slots = (s for path in labels for s in labelled_slots(path, left_out))
    names = tuple(p.name for p in labels) + tuple(f"without call {c}" for c in sorted(left_out))
    return PauseModel(fit(slots), names)


def main(argv: Sequence[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m lm.pauses", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    training = commands.add_parser("train", help="learn the table from timed labels files")
    training.add_argument("out", type=Path)
    training.add_argument("labels", type=Path, nargs="+")
    training.add_argument("--exclude", default="", help="calls to leave out (comma-separated)")
    args = parser.parse_args(argv)
    model = train(args.labels, [c for c in args.exclude.split(",") if c])
    model.save(args.out)
    print(f"{args.out}: {len(model.table)} buckets from {', '.join(model.trained_on)}")


if __name__ == "__main__":
    main()
