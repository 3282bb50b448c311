"""How the members' "?" reads at a sentence's end after a question: `python
scripts/after_question.py FILE[:SKIP[:LINES]] ...` (LINES lines of each corpus file after its
first SKIP; text the members did not read, for a fair reading).

The members read words, not the marks the search writes, so a sentence after a question has the
question's words in their window too ("are you coming tonight | text me"). For every reference
sentence end after another (lm.boundary_text.slots), the members' log-odds of "?" against "."
there, rounded, and how often the reference asks, after a sentence that ended "." and after one
that ended "?"; then a logistic fit of the reference's "?" on those log-odds (lo), the question
openers' log-ratio of the sentence's opening (r, lm.question_openers) and their products with
"after a question" (q): what the search's flat cost of asking twice
(formatter.tuning.question_after_question) stands in for (docs/BOUNDARY_LOG.md, the forty-fourth
session).
"""

from __future__ import annotations

import argparse
import itertools
import math
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lm.boundary import MARKS  # noqa: E402
from lm.boundary_ensemble import BoundaryEnsemble  # noqa: E402
from lm.boundary_text import slots  # noqa: E402
from lm.corpus import read_lines  # noqa: E402
from lm.question_openers import QuestionOpeners  # noqa: E402

QUESTION, PERIOD = MARKS.index("?"), MARKS.index(".")
FEATURES = ("1", "lo", "r", "q", "q*lo", "q*r")
MAX_WORDS = 400  # a longer paragraph is left out (the members' blocks; memory)


def ends(spec: str, members: BoundaryEnsemble, openers: QuestionOpeners):
    """(after a question, members' log-odds, openers' log-ratio, asks) for each sentence end after
    another in SPEC's lines (FILE[:SKIP[:LINES]])."""
    path, skip, lines = (spec.split(":") + ["0", "3000"])[:3]
    for line in itertools.islice(read_lines(Path(path)), int(skip), int(skip) + int(lines)):
        found = slots(line)
        if found is None or not 4 <= len(found[0]) <= MAX_WORDS:
            continue
        words, marks = found[0], found[1]
        logp = members.marks(words)
        before, start = None, 0
        for i, mark in enumerate(marks):
            if mark not in (PERIOD, QUESTION):
                continue
            if before is not None:
                period, question = openers.ratios(words[start : start + 2])
                odds = float(logp[i][QUESTION] - logp[i][PERIOD])
                yield before == QUESTION, odds, question - period, mark == QUESTION
            before, start = mark, i + 1


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Logistic regression by Newton's method (a few features, tens of thousands of rows)."""
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-x @ w))
        hessian = (x * (p * (1 - p))[:, None]).T @ x + 1e-6 * np.eye(len(w))
        w -= np.linalg.solve(hessian, x.T @ (p - y))
    return w


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", help="FILE[:SKIP[:LINES]] (default 0 and 3000)")
    args = parser.parse_args()
    members, openers = BoundaryEnsemble.load(), QuestionOpeners.load()
    rows = [row for spec in args.files for row in ends(spec, members, openers)]
    table: dict[tuple[bool, int], list[int]] = defaultdict(lambda: [0, 0])
    for asked, odds, _, asks in rows:
        cell = table[(asked, max(-6, min(6, round(odds))))]
        cell[0] += 1
        cell[1] += asks
    print(f"{len(rows)} sentence ends after another\n")
    print("| members' log-odds ?:. | their P(?) | after '.': ends, asking | after '?': the same |")
    print("|---|---|---|---|")
    for odds in range(-6, 7):
        cells = [table[(asked, odds)] for asked in (False, True)]
        shares = [f"{n:,}, {q / n:.3f}" if n else "0" for n, q in cells]
        print(f"| {odds} | {1 / (1 + math.exp(-odds)):.3f} | {shares[0]} | {shares[1]} |")
    x = np.array([[1, lo, r, q, q * lo, q * r] for q, lo, r, _ in rows], dtype=float)
    y = np.array([asks for *_, asks in rows], dtype=float)
    weights = fit(x, y)
    terms = zip(weights, FEATURES, strict=True)
    print("\nlogit P(?) = " + " + ".join(f"{w:.3f} {f}" for w, f in terms))


if __name__ == "__main__":
    main()
