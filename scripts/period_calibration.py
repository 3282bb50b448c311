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

--before and,but,so: for each of these words, the slots before it where the reference writes a
period or a comma, and how well the members tell the two apart there: their mean share of the
period in P(period) + P(comma) at each, and its AUC (the chance that a period's slot gets the
higher share than a comma's; .5 is a coin). TED's transcribers write ". And" where written text
writes ", and" (docs/BOUNDARY.md, "Where it stands").
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
COMMA = MARKS.index(",")
BANDS = 10  # tenths of P(period)


def auc(positive: list[float], negative: list[float]) -> float:
    """P(a POSITIVE value > a NEGATIVE one), ties counted half (the Mann-Whitney U over both)."""
    values = np.array(positive + negative)
    order = values.argsort(kind="stable")
    ranks = np.empty(len(values))
    ranks[order] = np.arange(1, len(values) + 1)
    for value in np.unique(values):  # ties share their mean rank
        tied = values == value
        ranks[tied] = ranks[tied].mean()
    n, m = len(positive), len(negative)
    return float((ranks[:n].sum() - n * (n + 1) / 2) / (n * m)) if n and m else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--lines", type=int, default=None, help="the first LINES of each file")
    parser.add_argument(
        "--before", default="", help="words (comma-separated): period against comma before each"
    )
    args = parser.parse_args()
    before = {word: ([], []) for word in args.before.split(",") if word}
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
            shares = before.get(reference.words[i + 1])
            if shares is not None and reference.marks[i] in (pm.PERIOD, pm.COMMA):
                share = float(p[PERIOD] / (p[PERIOD] + p[COMMA]))
                shares[reference.marks[i] == pm.COMMA].append(share)
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
    if before:
        print("\n| before | periods | commas | mean share at periods | at commas | AUC |")
        print("|---|---|---|---|---|---|")
    for word, (periods, commas) in before.items():
        means = [f"{np.mean(s):.2f}" if s else "-" for s in (periods, commas)]
        print(
            f"| {word} | {len(periods):,} | {len(commas):,} | {means[0]} | {means[1]} "
            f"| {auc(periods, commas):.3f} |"
        )


if __name__ == "__main__":
    main()
