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


def f1(right: int, ours: int, theirs: int) -> float:
    return 2 * right / (ours + theirs) if ours + theirs else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--lines", type=int, default=None, help="the first LINES of each file")
    args = parser.parse_args()
    formatter = Formatter(numbers=False)  # as the punctuation evaluation runs
    members = BoundaryEnsemble.load()
    lowercased = any("lowercased" in p.name for p in args.files)
    rows = []  # (P(period), reference writes one, we write one, the members' argmax is one)
    for reference in pm.read_units(args.files, args.lines, lowercased=lowercased):
        n = len(reference.words)
        marks, _ = pm.hypothesis_slots(run(formatter, reference.words), n)
        probabilities = np.exp(members.marks(list(reference.words)))
        for i in range(n - 1):
            p = probabilities[i]
            argmax = p.argmax() == PERIOD
            rows.append((p[PERIOD], reference.marks[i] == ".", marks[i] == ".", argmax))
    theirs = sum(r[1] for r in rows)
    for name, column in (("formatter", 2), ("members' argmax", 3)):
        ours = sum(r[column] for r in rows)
        right = sum(r[1] and r[column] for r in rows)
        figure = f1(right, ours, theirs)
        print(f"period F1, {name}: {figure:.3f} ({right} right of {ours} ours, {theirs} theirs)")
    print("\n| P(period) | slots | reference | ours | right | missed | false |")
    print("|---|---|---|---|---|---|---|")
    for tenth in range(10):
        low, high = tenth / 10, (tenth + 1) / 10 if tenth < 9 else 1.01
        band = [r for r in rows if low <= r[0] < high]
        reference = sum(r[1] for r in band)
        ours = sum(r[2] for r in band)
        right = sum(r[1] and r[2] for r in band)
        print(
            f"| {low:.1f}-{min(high, 1.0):.1f} | {len(band):,} | {reference:,} | {ours:,} "
            f"| {right:,} | {reference - right:,} | {ours - right:,} |"
        )


if __name__ == "__main__":
    main()
