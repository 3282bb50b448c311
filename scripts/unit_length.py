"""How a punctuation dev set's period F1 depends on its units' length:
`python scripts/unit_length.py [--lowercased] FILE...` (the TED file with --lowercased).

The scorer (formatter.evaluate.punctuation.units) joins a set's lines into units that close at the
sentence reaching UNIT_WORDS words or the UNIT_SENTENCES-th sentence, and leaves each unit's last
slot unscored. Published TED figures read whole talks as one stream. The same lines are formatted
twice here, in the evaluation's units and in units of --words / --sentences, and the period F1 is
split in two parts:

    same slots     the slots the evaluation scores, as each reading writes them (what the longer
                   context on both sides of a slot is worth), but for the few where a long unit
                   ends (its last mark is always written)
    unit ends      the slots where an evaluation unit ends, scored only in the long units (always
                   a sentence end: which sentence ends the evaluation leaves out)

and the same slots by their distance in words to their unit's end and start.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from formatter.evaluate import punctuation as pm  # noqa: E402
from formatter.evaluate.align import run  # noqa: E402
from formatter.pipeline import Formatter  # noqa: E402

BUCKETS = ((0, "0-4"), (5, "5-9"), (10, "10-19"), (20, "20+"))


def bucket(distance: int) -> str:
    return [name for low, name in BUCKETS if distance >= low][-1]


def period_marks(formatter: Formatter, units: list[pm.Reference]) -> list[str]:
    """The formatter's marks on UNITS, one per word of the set, in order."""
    marks: list[str] = []
    for unit in units:
        written, _ = pm.hypothesis_slots(run(formatter, unit.words), len(unit.words))
        marks.extend(written)
    return marks


def f1(counts: Counter) -> str:
    total = counts["reference"] + counts["output"]
    return f"{2 * counts['right'] / total:.3f}" if total else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--lowercased", action="store_true", help="the IWSLT TED file")
    parser.add_argument("--words", type=int, default=400, help="the long units' words")
    parser.add_argument("--sentences", type=int, default=50, help="the long units' sentences")
    args = parser.parse_args()

    lines = [
        cleaned
        for path in args.files
        for raw in path.read_text(encoding="utf-8").splitlines()
        if raw.strip() and (cleaned := pm.clean_line(raw, args.lowercased))
    ]
    short = list(pm.units(lines))
    long = list(pm.units(lines, max_words=args.words, max_sentences=args.sentences))
    formatter = Formatter(numbers=False)  # as the punctuation evaluation runs
    short_marks, long_marks = period_marks(formatter, short), period_marks(formatter, long)
    reference = [mark for unit in short for mark in unit.marks]
    assert reference == [mark for unit in long for mark in unit.marks], "units lost a word"

    # (part, reading) -> counts; a slot is scored where the reading's unit goes on after it.
    parts: dict[tuple[str, str], Counter] = {}

    def add(part: str, reading: str, slot: int, written: list[str]) -> None:
        counts = parts.setdefault((part, reading), Counter())
        counts["reference"] += reference[slot] == pm.PERIOD
        counts["output"] += written[slot] == pm.PERIOD
        counts["right"] += reference[slot] == written[slot] == pm.PERIOD

    long_ends = set()
    start = 0
    for unit in long:
        start += len(unit.words)
        long_ends.add(start - 1)
    start = 0
    for unit in short:
        n = len(unit.words)
        for k in range(n):
            slot = start + k
            if k < n - 1 and slot not in long_ends:
                for part in ("same slots", f"end {bucket(n - 1 - k)}", f"start {bucket(k)}"):
                    add(part, "evaluation", slot, short_marks)
                    add(part, "long", slot, long_marks)
            elif slot not in long_ends:
                add("unit ends", "long", slot, long_marks)
        start += n

    whole = Counter()
    for part in ("same slots", "unit ends"):
        whole.update(parts[(part, "long")])
    print(
        f"{len(short)} evaluation units, {len(long)} long units ({args.words} words or"
        f" {args.sentences} sentences)\n"
    )
    print("| slots | reference periods | F1, evaluation units | F1, long units |")
    print("|---|---|---|---|")
    names = ["same slots", "unit ends"]
    names += [f"{side} {name}" for side in ("end", "start") for _, name in BUCKETS]
    for name in names:
        counts = parts.get((name, "long"), Counter())
        evaluation = parts.get((name, "evaluation"))
        print(
            f"| {name} | {counts['reference']:,} | {f1(evaluation) if evaluation else '-'}"
            f" | {f1(counts)} |"
        )
    print(f"| all the long units score | {whole['reference']:,} | - | {f1(whole)} |")


if __name__ == "__main__":
    main()
