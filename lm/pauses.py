"""Pause evidence for the mark after a word, learned from real engine output with word times.

    gap after "results" 0.62 s  ->  "" -1.0   "," +1.2   "." +2.5   "?" +2.0   (log-ratios)

The gap between a word's end and the next word's start is bucketed, and each bucket holds
log P(bucket | mark) - log P(bucket): how much more (or less) likely each mark is after such a gap
than anywhere. The search adds it, weighted, to the marks' scores (formatter.tuning.pause_weight):
a naive-Bayes factor next to the text's evidence, which is why it is a ratio and not P(mark | gap).
With the shipped boundary models lm.pause_text reads the gap and the words together instead;
these tables serve other boundary models (the permissive one).
Kolář & Lamel (2012) and Batista et al. (2008) found pause length the strongest prosodic cue.

Buckets are absolute seconds: on the 22 timed dev calls the three engines' ratios agree to within
about 0.3 above 0.15 s. Below that they differ (Google's times come in tenths of a second), so the
small gaps share two wide buckets. Each engine of the timed calls also has a table of its own
(ENGINES), learned from its own slots only, which a reader that knows its engine uses; the table of
all three serves every other engine. On held-out calls (scripts/timed_cv.py, two folds by call)
the engine's own table against the pooled one: Speechmatics' question F1 .590 -> .598 and every
slot error rate lower, Google's question .539 -> .547, Amazon's period .709 -> .716 but comma .649
-> .647. The others' slots counted at 0.3 (`--others`) scored between the two
(docs/results/timed_cv_engine_tables*.md).

Unknown is not zero. Plain text has no times (its readers give word i the span [i, i + 1)), and
some engines write each word's end as the next one's start: every gap is 0, which says nothing
about pauses, not that there were none. A transcript in which fewer than MIN_PAUSED of the gaps
reach the first bucket edge has no pause evidence at all (`gaps` returns None).

    python -m lm.pauses train data/lm/pauses.json ../shared/eval/timed/*.labels.jsonl.xz
    python -m lm.pauses train data/lm/pauses_google.json ../shared/eval/timed/google.labels.jsonl.xz
    python -m lm.pauses train /tmp/fold.json LABELS... --exclude 4320211,4341191   # held-out calls
"""

from __future__ import annotations

import bisect
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from lm import slot_tables
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
# Engines with a table of their own (data/lm/pauses_<engine>.json), learned from their own timed
# calls: their times differ (Google's come in tenths of a second; after Amazon's long gaps a mark
# is likelier), so a reader that knows the engine uses its table.
ENGINES = ("amazon", "google", "speechmatics")


def engine_pauses(engine: str) -> Path:
    """The shipped pause table of ENGINE (one of ENGINES)."""
    return data_path("lm", f"pauses_{engine}.json")


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
        slot_tables.save(path, {"edges": EDGES, "marks": MARKS}, self.trained_on, self.table)

    @classmethod
    def load(cls, path: Path = DEFAULT_PAUSES) -> PauseModel:
        keys = {"edges": EDGES, "marks": MARKS}
        return cls(*slot_tables.load(path, keys, "pause buckets or marks"))


def fit(slots: Iterable[tuple[str, float, float]]) -> tuple[tuple[float, ...], ...]:
    """The log-ratio table from (reference mark, gap, weight) triples: each slot counts WEIGHT."""
    counts = [[SMOOTHING] * len(MARKS) for _ in range(len(EDGES) + 1)]
    for mark, gap, weight in slots:
        counts[bucket(gap)][MARKS.index(mark)] += weight
    return slot_tables.log_ratios(counts)


def labelled_slots(path: Path, exclude: set[str] = frozenset()) -> Iterable[tuple[str, float]]:
    """(reference mark, gap) of every labelled slot of a timed labels file, but EXCLUDE's calls."""
    with slot_tables.open_text(path) as lines:
        for line in lines:
            unit = json.loads(line)
            if slot_tables.call_of(unit["id"]) in exclude:
                continue
            for _k, mark, _engine, gap, _filler in unit["slots"]:
                yield slot_tables.reference_mark(mark), gap


def train(labels: Sequence[Path], exclude: Sequence[str] = (), others: float = 1.0) -> PauseModel:
    """The table of LABELS' slots but EXCLUDE's calls. OTHERS < 1 makes it one engine's: the
    first file's slots count 1 and the other files' OTHERS each, so the engine's own gaps lead
    and the rest fill in where its own slots are few (a bucket holds a few dozen questions)."""
    left_out = set(exclude)
    slots = (
        (mark, gap, 1.0 if k == 0 else others)
        for k, path in enumerate(labels)
        for mark, gap in labelled_slots(path, left_out)
    )
    trained = slot_tables.trained_on(labels, left_out)
    if others != 1.0 and len(labels) > 1:
        trained += (f"slots after the first file's weighing {others:g}",)
    return PauseModel(fit(slots), trained)


if __name__ == "__main__":
    slot_tables.main("python -m lm.pauses", __doc__, train, weighs_others=True)
