"""How the search's periods follow the boundary model's: `python scripts/period_calibration.py
[--lines N] FILE...` (several files are read as one set; a file whose name says "lowercased",
as TED's does, is cleaned as the evaluation cleans a lowercased set).

For every scored slot of the evaluation's units (formatter.evaluate.punctuation; a unit's last slot
is not scored), the shipped members' mean P(period) there (lm.boundary_ensemble, the words alone)
and whether the reference and the formatter write a period. Printed: period F1 of the formatter and
of the members' argmax, and by tenths of P(period) the reference's periods, ours, those right,
missed and false. Where the formatter's column follows the members' and the right ones thin out
at the same P on both sides, the search is at the members' threshold and only better members
move the figure (docs/BOUNDARY.md, "Where it stands").
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from formatter.evaluate import punctuation as pm  # noqa: E402
from formatter.evaluate.align import run  # noqa: E402
from formatter.pipeline import Formatter  # noqa: E402
from lm.boundary import MARKS  # noqa: E402
from lm.boundary_ensemble import BoundaryEnsemble  # noqa: E402

PERIOD = MARKS.index(".")
BANDS = 10  # tenths of P(period)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--lines", type=int, default=None, help="the first LINES of each file")
    args = parser.parse_args()
    formatter = Formatter(numbers=False)  # as the punctuation evaluation runs
    members = BoundaryEnsemble.load()
    lowercased = any("lowercased" in p.name for p in args.files)
    # The evaluation's own slot counts: the formatter's, the members' argmax, and the
    # formatter's by the members' P(period).
    ours, argmax = pm.Scores(), pm.Scores()
    bands = [pm.Scores() for _ in range(BANDS)]
    for reference in pm.read_units(args.files, args.lines, lowercased=lowercased):
        n = len(reference.words)
        marks, _ = pm.hypothesis_slots(run(formatter, reference.words), n)
        probabilities = np.exp(members.marks(list(reference.words)))
        for i in range(n - 1):
            p = probabilities[i]
            ours.add_mark(reference.marks[i], marks[i])
            argmax.add_mark(reference.marks[i], MARKS[int(p.argmax())])
            bands[min(int(p[PERIOD] * BANDS), BANDS - 1)].add_mark(reference.marks[i], marks[i])
    for name, scores in (("formatter", ours), ("members' argmax", argmax)):
        f = scores.figures(".")
        print(
            f"period F1, {name}: {f['f1'] or 0.0:.3f} ({f['correct']} right of {f['output']} "
            f"ours, {f['reference']} theirs)"
        )
    print("\n| P(period) | slots | reference | ours | right | missed | false |")
    print("|---|---|---|---|---|---|---|")
    for tenth, band in enumerate(bands):
        f = band.figures(".")
        right = f["correct"]
        print(
            f"| {tenth / BANDS:.1f}-{(tenth + 1) / BANDS:.1f} | {sum(band.confusion.values()):,} "
            f"| {f['reference']:,} | {f['output']:,} | {right:,} | {f['reference'] - right:,} "
            f"| {f['output'] - right:,} |"
        )


if __name__ == "__main__":
    main()
