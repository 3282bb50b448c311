"""Standalone figures of a boundary model (argmax of its marks and cases, no LM) on the dev sets.

    PYTHONPATH=$PWD python scripts/eval_boundary.py [--model data/boundary/model.npz] [--card]
    PYTHONPATH=$PWD python scripts/eval_boundary.py --model M --unknown   # beside unknown words

Units as formatter.evaluate.punctuation builds them (clean_line, then UNIT_WORDS / UNIT_SENTENCES);
the last slot of a unit is not scored. Marks: F1 of comma, period, question mark per slot. Case:
F1 of "written with a capital" (any class but lower) over words that are not the unit's first and
do not follow a reference sentence end (the search capitalizes those itself).
"""

from __future__ import annotations

import argparse
import json
import lzma
import sys
from pathlib import Path

import numpy as np

from formatter.evaluate.punctuation import clean_line, units
from lm.boundary import DEFAULT_BOUNDARY_MODEL, BoundaryModel
from lm.boundary_text import feature_token

EVAL = Path(__file__).resolve().parent.parent.parent / "shared" / "eval"
SETS = {
    "ted": ([EVAL / "punct_ted_dev2012_lowercased.txt"], True),
    "sgd": ([EVAL.parent / "corpora" / "sgd_dialogue.dev.txt.xz"], False),
    "ewt+gum": ([EVAL / "punct_ewt_dev.txt", EVAL / "punct_gum_dev.txt"], False),
}
MARK_INDEX = {"": 0, ",": 1, ".": 2, "?": 3}


def read(path: Path) -> list[str]:
    opener = lzma.open if path.suffix == ".xz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        return f.read().splitlines()


def f1(correct: int, ref: int, hyp: int) -> float:
    return 2 * correct / (ref + hyp) if ref + hyp else 0.0


def unknown_words(model: BoundaryModel, words: list[str]) -> np.ndarray:
    """Per word, whether it is outside MODEL's vocabulary."""
    return np.array([feature_token(w) not in model.ids for w in words], dtype=bool)


def beside_unknown(unknown: np.ndarray) -> np.ndarray:
    """Per slot, whether the word before it or one of the two after it is UNKNOWN (also
    scripts/compare_text_combiners.py's count)."""
    padded = np.r_[unknown, False, False]
    return padded[:-2] | padded[1:-1] | padded[2:]


def score(
    model: BoundaryModel, paths: list[Path], lowercased: bool, unknown_only: bool = False
) -> dict[str, float]:
    """F1 of each mark and of capitals; UNKNOWN_ONLY: only the slots beside a word outside the
    vocabulary and only such words' capitals."""
    counts = np.zeros((3, 4), dtype=np.int64)  # per mark (1..3): correct, ref, hyp
    caps = np.zeros(3, dtype=np.int64)
    lines: list[str] = []
    for path in paths:
        lines += [c for c in (clean_line(x, lowercased=lowercased) for x in read(path)) if c]
    for unit in units(lines):
        words = list(unit.words)
        marks = np.array([MARK_INDEX[m] for m in unit.marks])
        unknown = unknown_words(model, words) if unknown_only else True
        kept = beside_unknown(unknown)[:-1] if unknown_only else slice(None)
        ref = marks[:-1][kept]
        hyp = model.marks(words).argmax(1)[:-1][kept]
        for k in (1, 2, 3):
            counts[k - 1, :3] += ((ref == k) & (hyp == k)).sum(), (ref == k).sum(), (hyp == k).sum()
        if not lowercased:
            after_end = np.r_[True, np.isin(marks, (2, 3))]
            scored = ~after_end[: len(words)] & unknown
            ref_cap = np.array(unit.capitals)[scored]
            hyp_cap = (model.cases(words).argmax(1) != 0)[scored]
            caps += (ref_cap & hyp_cap).sum(), ref_cap.sum(), hyp_cap.sum()
    out = {name: f1(*counts[i, :3]) for i, name in enumerate(("comma", "period", "question"))}
    if not lowercased:
        out = {"caps": f1(*caps), **out}
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument(
        "--card", action="store_true", help="write the figures into the model's .card.json"
    )
    parser.add_argument(
        "--unknown",
        action="store_true",
        help="score only the slots beside a word outside the model's vocabulary, and such words",
    )
    args = parser.parse_args()
    if args.card and args.unknown:
        parser.error("--card writes the figures on every slot: not with --unknown")
    model = BoundaryModel.load(args.model)
    found = {}
    for name in args.sets.split(","):
        figures = score(model, *SETS[name], unknown_only=args.unknown)
        found[name] = {k: round(v, 3) for k, v in figures.items()}
        print(f"{name:8s} " + "  ".join(f"{k} {v:.3f}" for k, v in figures.items()), flush=True)
    if args.card:
        path = (args.model or DEFAULT_BOUNDARY_MODEL).with_suffix(".card.json")
        card = json.loads(path.read_text())
        card["figures_standalone_argmax"] = {**found, "see": "docs/BOUNDARY.md"}
        path.write_text(json.dumps(card, indent=2) + "\n")


if __name__ == "__main__":
    sys.exit(main())
