"""Where a punctuation dev set's periods are, and which of them the formatter writes:
`python scripts/period_slots.py ../shared/eval/punct_ewt_dev.txt ../shared/eval/punct_gum_dev.txt`.

Each line of a treebank's dev file is one sentence, and the scorer's normalization (lm.normalize)
ends a line that has no mark of its own (a heading, a signature, a list item) with a period. So
the reference's periods fall in three places, scored apart here on the evaluation's own units
(formatter.evaluate.punctuation.units; unit-final slots excluded, as the scorer does):

    added     the end of a line the source left unpunctuated: the period is the normalizer's
    line end  the end of a line that ends with its own mark
    inside    within a line: a sentence ends mid-line, or (written by us only) none does

For each: the reference's periods, ours, those right, and the capitals after the slot.
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

# What ends a line with its own mark (closing quotes and brackets after one count).
OWN_ENDS = ".?!\"')"
PLACES = ("added", "line end", "inside")


def units_with_line_ends(paths: list[Path]) -> list[tuple[pm.Reference, dict[int, bool]]]:
    """The scorer's units of PATHS, each with its line ends: slot -> whether the source left that
    line unpunctuated. Built as pm.units builds them, line by line."""
    out = []
    unit, ends, sentences = None, {}, 0
    for path in paths:
        for raw in path.read_text(encoding="utf-8").splitlines():
            raw = raw.strip()
            cleaned = pm.clean_line(raw) if raw else None
            if not cleaned:
                continue
            reference = pm.parse(cleaned)
            if not reference.words:
                continue
            unit = reference if unit is None else unit + reference
            ends[len(unit.words) - 1] = raw[-1] not in OWN_ENDS
            sentences += 1
            if len(unit.words) >= pm.UNIT_WORDS or sentences >= pm.UNIT_SENTENCES:
                out.append((unit, ends))
                unit, ends, sentences = None, {}, 0
    if unit is not None:
        out.append((unit, ends))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args()
    formatter = Formatter(numbers=False)  # as the punctuation evaluation runs
    count: Counter[tuple[str, str]] = Counter()
    for reference, ends in units_with_line_ends(args.files):
        marks, capitals = pm.hypothesis_slots(run(formatter, reference.words), len(reference.words))
        for slot in range(len(reference.words) - 1):
            place = PLACES[0] if ends.get(slot) else PLACES[1] if slot in ends else PLACES[2]
            ours, theirs = marks[slot] == ".", reference.marks[slot] == "."
            count[place, "reference"] += theirs
            count[place, "ours"] += ours
            count[place, "right"] += ours and theirs
            count[place, "capitals"] += reference.capitals[slot + 1]
            count[place, "capitals right"] += reference.capitals[slot + 1] and capitals[slot + 1]
    print("| place | reference periods | ours | right | capitals after | right |")
    print("|---|---|---|---|---|---|")
    for place in PLACES:
        row = (count[place, k] for k in ("reference", "ours", "right", "capitals"))
        right = count[place, "capitals right"]
        print(f"| {place} | " + " | ".join(map(str, row)) + f" | {right} |")
    for skip in ((), (PLACES[0],)):
        kept = [p for p in PLACES if p not in skip]
        ref, ours, right = (sum(count[p, k] for p in kept) for k in ("reference", "ours", "right"))
        label = "without the added periods" if skip else "all slots"
        print(f"period F1, {label}: {2 * right / max(ref + ours, 1):.3f}")


if __name__ == "__main__":
    main()
