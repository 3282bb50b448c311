"""Marks and capitals on real engine output with word times, next to the engine's own (eval/timed).

    units   {"id": "4320211_amazon_000", "words": [{"word", "start", "end", "confidence"}, ...]}
    labels  {"id", "n", "slots": [[k, ref_mark, engine_mark, pause_s, next_to_filler], ...],
             "caps": [[k, ref_capital, engine_capital], ...]}

Each unit is formatted from the engine's raw words and times (or, with pauses off, as if it had no
times) and its output mapped to slots through Token.words, as the punctuation scorer does. Only the
labelled slots count: those where both words align with the reference. The engine's own marks on
the same slots are scored beside ours, so the two rows compare like with like; the figures are the
same as ../shared/eval/timed/score_slots.py's.

Calls are named by the unit id's first field; CALLS restricts the run to some of them, which is
how pause weights are cross-validated by call (lm.pauses).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from formatter.evaluate.punctuation import Scores, hypothesis_slots
from formatter.transcript import Word
from lm import slot_tables
from lm.pauses import ENGINES


@dataclass(frozen=True)
class Unit:
    """One labelled unit: the engine's words and the labels of its aligned slots."""

    id: str
    words: tuple[Word, ...]
    slots: tuple[tuple[int, str, str, float, bool], ...]
    caps: tuple[tuple[int, bool, bool], ...]
    turns: tuple[int, ...] = ()  # word indexes where another speaker begins

    @property
    def call(self) -> str:
        return self.id.split("_", 1)[0]

    @property
    def engine(self) -> str | None:
        """The engine whose words these are, as the id names it ('4320211_amazon_000'), if the
        formatter has a pause model of its own for it: the engine a reader would name."""
        parts = self.id.split("_")
        return parts[1] if len(parts) > 1 and parts[1] in ENGINES else None


@dataclass
class TimedScores:
    ours: Scores = field(default_factory=Scores)
    engine: Scores = field(default_factory=Scores)
    skipped_units: int = 0


def read_units(
    units: Path, labels: Path, calls: Sequence[str] = (), limit: int | None = None
) -> Iterator[Unit]:
    """The units of UNITS with their LABELS (same order), only those of CALLS if any are named."""
    wanted = set(calls)
    count = 0
    for doc, label in slot_tables.labelled_units(units, labels):
        unit = Unit(
            doc["id"],
            tuple(
                Word(w["word"], w["start"], w["end"], w.get("confidence", 1.0))
                for w in doc["words"]
            ),
            tuple((k, r, e, p, bool(d)) for k, r, e, p, d in label["slots"]),
            tuple((k, bool(r), bool(e)) for k, r, e in label["caps"]),
        )
        if wanted and unit.call not in wanted:
            continue
        yield unit
        count += 1
        if limit is not None and count >= limit:
            return


# The units are cut at each change of the engine's speaker and where one reaches 250 words, at the
# longest gap among its last 50 (the folder's README): a unit shorter than this ended at a change
# of speaker (or its call's end). A longer one may have too; it counts as cut for length.
CUT_FOR_LENGTH = 200


def whole_calls(units: Sequence[Unit]) -> list[Unit]:
    """Each call's UNITS (in order) joined into one unit, with a turn wherever a unit shorter
    than CUT_FOR_LENGTH ended: a call formatted as one transcript with the engine's speakers."""
    calls: dict[str, list[Unit]] = {}
    for unit in units:
        calls.setdefault(unit.call, []).append(unit)
    joined = []
    for parts in calls.values():
        words: list[Word] = []
        slots: list[tuple[int, str, str, float, bool]] = []
        caps: list[tuple[int, bool, bool]] = []
        turns: list[int] = []
        for n, part in enumerate(parts):
            if n and len(parts[n - 1].words) < CUT_FOR_LENGTH:
                turns.append(len(words))
            slots += [(k + len(words), *rest) for k, *rest in part.slots]
            caps += [(k + len(words), *rest) for k, *rest in part.caps]
            words += part.words
        name = parts[0].id.rsplit("_", 1)[0]  # '4320211_amazon': the call and its engine
        joined.append(Unit(name, tuple(words), tuple(slots), tuple(caps), tuple(turns)))
    return joined


def evaluate(
    format_words: Callable[[Sequence[Word], Sequence[int], str | None], Sequence],
    units: Sequence[Unit],
    skip_fillers: bool = False,
    progress=None,
) -> TimedScores:
    """Score FORMAT_WORDS ((words, turns, engine) -> output tokens) and the engine on every
    labelled slot."""
    from formatter.errors import InputError

    scores = TimedScores()
    for n, unit in enumerate(units, start=1):
        try:
            tokens = format_words(unit.words, unit.turns, unit.engine)
        except InputError:
            scores.skipped_units += 1
            continue
        marks, capitals = hypothesis_slots(tokens, len(unit.words))
        for who in (scores.ours, scores.engine):
            who.units += 1
            who.words += len(unit.words)
        for k, reference, engine, _pause, filler in unit.slots:
            if skip_fillers and filler:
                continue
            scores.ours.add_mark(reference, marks[k])
            scores.engine.add_mark(reference, engine)
        for k, reference_cap, engine_cap in unit.caps:
            scores.ours.add_capital(reference_cap, capitals[k])
            scores.engine.add_capital(reference_cap, engine_cap)
        if progress:
            progress(n, len(units))
    return scores


def render(scores: TimedScores) -> str:
    """F1 and SER of each mark, all marks and capitals: ours beside the engine's."""
    from formatter.evaluate.report import ratio, table

    keys = [",", ".", "?", "all", "capital"]
    names = {
        ",": "comma",
        ".": "period",
        "?": "question",
        "all": "all marks",
        "capital": "capitals",
    }
    rows = []
    for who, counts in (("ours", scores.ours), ("engine", scores.engine)):
        figures = [counts.figures(k) for k in keys]
        rows.append([who, *(f"{ratio(f['f1'])} / {ratio(f['ser'])}" for f in figures)])
    slots = sum(scores.ours.confusion.values())
    header = (
        f"{scores.ours.units} units ({scores.skipped_units} refused), {scores.ours.words} words,"
        f" {slots} labelled slots; each cell is F1 / SER\n"
    )
    return header + "\n" + table(["", *(names[k] for k in keys)], rows)


def to_json(scores: TimedScores) -> dict[str, object]:
    keys = [",", ".", "?", "all", "capital"]
    return {
        "units": scores.ours.units,
        "skipped_units": scores.skipped_units,
        "ours": {k: scores.ours.figures(k) for k in keys},
        "engine": {k: scores.engine.figures(k) for k in keys},
    }
