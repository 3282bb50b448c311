"""Text and pause evidence combined two ways, on the timed calls' labelled slots, by call held out.

The search adds the boundary model's log-probabilities and the pause table's log-ratios, each with
one weight (a naive-Bayes product: formatter.evidence). Is a learned combination worth a model of
its own? Per labelled slot of ../shared/eval/timed (all three engines), the features are the
shipped ensemble's log P(mark | words) on the unit's words, the gap bucket (lm.pauses) and whether
a filler is beside the slot. Two slot classifiers, each trained on one fold of calls (timed_cv's
folds) and scored on the other, argmax, no LM and no search:

    naive Bayes  score(m) = a log P(m | words) + b pause ratio(m) + c filler ratio(m) + bias(m)
    learned      a multinomial logistic regression over the log-probabilities, the bucket, the
                 bucket times each log-probability, and the filler flag
    lm.pause_text, as the search reads it (one model per engine, no filler flag):
    no hidden    its regression: a matrix and a bias per bucket and a slope on the log gap
    hidden 16    the same with its hidden layer of 16 units (the shipped form)

Each cell gives the F1 and, for lm.pause_text's forms, the held-out cross-entropy in nats per
slot (ll: lower is better; the search reads the log-probabilities, not the argmax).

    PYTHONPATH=$PWD python scripts/compare_pause_combiners.py      # torch: the [train] extra
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from timed_cv import ENGINES, folds  # noqa: E402

from formatter.evaluate.timed import read_units  # noqa: E402
from lm import boundary_ensemble, pause_text, pauses, slot_tables  # noqa: E402

MARKS = pauses.MARKS
BUCKETS = len(pauses.EDGES) + 1


def slots(timed: Path) -> dict[str, np.ndarray]:
    """Per labelled slot: the ensemble's log-probabilities, gap (beyond its unit's typical one),
    bucket (of the gap as it is), filler, mark, call, engine."""
    model = boundary_ensemble.load()
    keys = ("logp", "gap", "bucket", "filler", "mark", "call", "engine")
    rows: dict[str, list] = {k: [] for k in keys}
    for e, engine in enumerate(ENGINES):
        units = read_units(timed / f"{engine}.jsonl.xz", timed / f"{engine}.labels.jsonl.xz")
        for unit in units:
            logp = model.marks([w.text.lower() for w in unit.words])
            # As lm.pause_text reads gaps: beyond the unit's typical gap (the bucket as before).
            typical = pause_text.unit_typical_gap(
                [w.start for w in unit.words], [w.end for w in unit.words]
            )
            for k, mark, _own, gap, filler in unit.slots:
                rows["logp"].append(logp[k])
                rows["gap"].append(max(0.0, gap - typical))
                rows["bucket"].append(pauses.bucket(gap))
                rows["filler"].append(int(filler))
                rows["mark"].append(MARKS.index(slot_tables.reference_mark(mark)))
                rows["call"].append(unit.call)
                rows["engine"].append(e)
    return {k: np.array(v) for k, v in rows.items()}


def ratios(keys: np.ndarray, marks: np.ndarray, size: int) -> np.ndarray:
    """log P(key | mark) - log P(key) per key (a row) and mark, smoothed as lm.pauses' table."""
    counts = np.full((size, len(MARKS)), pauses.SMOOTHING)
    np.add.at(counts, (keys, marks), 1)
    return np.array(slot_tables.log_ratios(counts.tolist()))


def fit(features: np.ndarray, marks: np.ndarray, shared: bool):
    """Scores of the marks: SHARED, one weight per feature family (FEATURES is (n, k, 4)) and a
    bias per mark, as the search combines; else a weight per feature and mark."""
    import torch

    x, y = torch.tensor(features), torch.tensor(marks)
    shape = (x.shape[1],) if shared else (x.shape[1], len(MARKS))
    w = torch.zeros(shape, dtype=torch.float64, requires_grad=True)
    bias = torch.zeros(len(MARKS), dtype=torch.float64, requires_grad=True)

    def score(x):
        return (x * w[None, :, None]).sum(1) + bias if shared else x @ w + bias

    optimizer = torch.optim.LBFGS([w, bias], max_iter=300, line_search_fn="strong_wolfe")

    def closure():
        optimizer.zero_grad()
        loss = torch.nn.functional.cross_entropy(score(x), y) + 1e-4 * (w**2).sum()
        loss.backward()
        return loss

    optimizer.step(closure)
    return lambda z: score(torch.tensor(z)).detach().numpy()


def features(kind: str, data: dict[str, np.ndarray], train: np.ndarray, rows: np.ndarray):
    logp, bucket, filler = data["logp"][rows], data["bucket"][rows], data["filler"][rows]
    if kind == "naive Bayes":
        pause = ratios(data["bucket"][train], data["mark"][train], BUCKETS)[bucket]
        fill = ratios(data["filler"][train], data["mark"][train], 2)[filler]
        return np.stack([logp, pause, fill], axis=1)
    one_hot = np.eye(BUCKETS)[bucket]
    crossed = (one_hot[:, :, None] * logp[:, None, :]).reshape(len(rows), -1)
    return np.hstack([logp, one_hot, crossed, filler[:, None]])


def f1(predicted: np.ndarray, marks: np.ndarray) -> list[float]:
    """F1 of the comma, period, question mark and of all marks (a mark right where one is)."""
    out = []
    for m in range(1, len(MARKS)):
        right = ((predicted == m) & (marks == m)).sum()
        out.append(2 * right / ((predicted == m).sum() + (marks == m).sum()))
    right = ((predicted == marks) & (marks > 0)).sum()
    return out + [2 * right / ((predicted > 0).sum() + (marks > 0).sum())]


def per_engine(data: dict[str, np.ndarray], train: np.ndarray, test: np.ndarray, hidden: int):
    """log P of TEST's slots from lm.pause_text's fit to TRAIN's, one model per engine."""
    out = np.zeros((len(test), len(MARKS)))
    for e in range(len(ENGINES)):
        fit_rows, rows = train[data["engine"][train] == e], data["engine"][test] == e
        fitted = pause_text.fit(
            data["logp"][fit_rows], data["gap"][fit_rows], data["mark"][fit_rows], hidden
        )
        model = pause_text.PauseTextModel.of({pause_text.POOLED: fitted})
        out[rows] = model.scores(data["logp"][test[rows]], data["gap"][test[rows]], None)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    args = parser.parse_args()
    timed = args.shared / "eval" / "timed"
    data = slots(timed)
    first, _ = folds([timed / f"{e}.labels.jsonl.xz" for e in ENGINES])
    in_first = np.isin(data["call"], first)
    marks = data["mark"]
    print(f"{len(marks):,} labelled slots; F1 comma / period / question / all marks")
    kinds = {"naive Bayes": None, "learned": None, "no hidden": 0, "hidden 16": 16}
    print("| words from | " + " | ".join(kinds) + " |\n|---|---|---|---|---|")
    predicted, logp = {}, {}
    for kind, hidden in kinds.items():
        predicted[kind] = np.zeros(len(marks), dtype=int)
        logp[kind] = np.zeros((len(marks), len(MARKS)))
        for held_out in (in_first, ~in_first):
            train, test = np.flatnonzero(~held_out), np.flatnonzero(held_out)
            if hidden is None:
                score = fit(features(kind, data, train, train), marks[train], kind == "naive Bayes")
                predicted[kind][test] = score(features(kind, data, train, test)).argmax(1)
            else:
                logp[kind][test] = per_engine(data, train, test, hidden)
                predicted[kind][test] = logp[kind][test].argmax(1)
    for e, engine in enumerate(ENGINES):
        rows = data["engine"] == e
        cells = []
        for kind, hidden in kinds.items():
            cell = " / ".join(f"{x:.3f}" for x in f1(predicted[kind][rows], marks[rows]))
            if hidden is not None:
                loss = -logp[kind][rows][np.arange(rows.sum()), marks[rows]].mean()
                cell += f" (ll {loss:.4f})"
            cells.append(cell)
        print(f"| {engine} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
