"""Text and pause read together: the boundary model's marks recalibrated by the gap after the word.

    words say  log P = ("" -0.2, "," -2.1, "." -2.9, "?" -5.0),  gap 0.62 s (bucket 4)
    ->         log P(mark | words, gap) = log_softmax(A[4] @ log P + c[4])

The search's other way (lm.pauses) adds the pause table's log-ratios to the model's scores, a
naive-Bayes product: it adds as much for a gap whatever the words say. Where the words are sure
of a sentence end ("thank you") a long gap adds little; where they are not ("and"), much. Here
each gap bucket has a 4 x 4 matrix and a bias over the boundary ensemble's four
log-probabilities, a multinomial logistic regression over the log-probabilities, the bucket and
their products, learned on the timed calls' labelled slots (Kolář & Lamel 2012 and Batista et al.
2008 combine prosody and text in one classifier likewise). One model for the three engines' slots
together, and one per engine from its own slots (lm.pauses.ENGINES), as the pause tables are.

It reads the shipped ensemble's log-probabilities (lm.boundary_ensemble), so it is retrained
with every change of the members (the file names the members it was fit to; formatter.evidence
uses it only with them). Training needs torch (the [train] extra); running it, numpy.

    python -m lm.pause_text train data/lm/pause_text.json ../shared/eval/timed
    python -m lm.pause_text train /tmp/fold.json ../shared/eval/timed --exclude 4320211,4341191
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from lm import slot_tables
from lm.boundary import MARKS, log_softmax
from lm.data_files import data_path
from lm.pauses import EDGES, ENGINES, bucket

DEFAULT_PAUSE_TEXT = data_path("lm", "pause_text.json")
BUCKETS = len(EDGES) + 1
POOLED = "all"  # the key of the model of every engine's slots
# L2 penalty of the regression (the mean cross-entropy's scale): with ten times more, questions
# learned fell below the naive product's (docs/BOUNDARY.md, Weights).
L2 = 1e-4


@dataclass(frozen=True)
class PauseTextModel:
    """Per engine (and POOLED), per gap bucket, a (4, 4) matrix and a bias over log P(MARKS)."""

    matrices: dict[str, np.ndarray]  # engine -> (BUCKETS, 4, 4)
    biases: dict[str, np.ndarray]  # engine -> (BUCKETS, 4)
    members: tuple[str, ...] = ()  # the boundary models' file names it was fit to
    trained_on: tuple[str, ...] = ()

    def scores(self, logp: np.ndarray, gaps: Sequence[float], engine: str | None) -> np.ndarray:
        """(len(gaps), 4) natural-log P(mark | words, gap) for the first len(GAPS) rows of LOGP
        (the words' log P(MARKS)), with ENGINE's model if it has one, else the pooled."""
        key = engine if engine in self.matrices else POOLED
        rows = np.array([bucket(g) for g in gaps], dtype=int)
        a, c = self.matrices[key][rows], self.biases[key][rows]
        logits = np.einsum("nij,nj->ni", a, np.asarray(logp[: len(rows)], dtype=np.float64)) + c
        return log_softmax(logits)

    def save(self, path: Path) -> None:
        doc = {
            "edges": list(EDGES),
            "marks": list(MARKS),
            "members": list(self.members),
            "trained_on": list(self.trained_on),
            "models": {
                key: {
                    "matrices": np.round(self.matrices[key], 5).tolist(),
                    "biases": np.round(self.biases[key], 5).tolist(),
                }
                for key in self.matrices
            },
        }
        path.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: Path = DEFAULT_PAUSE_TEXT) -> PauseTextModel:
        doc = json.loads(path.read_text(encoding="utf-8"))
        if tuple(doc.get("edges", ())) != EDGES or tuple(doc.get("marks", ())) != MARKS:
            raise ValueError(f"{path}: pause buckets or marks differ from this version's")
        models = doc["models"]
        matrices = {k: np.array(v["matrices"], dtype=np.float64) for k, v in models.items()}
        biases = {k: np.array(v["biases"], dtype=np.float64) for k, v in models.items()}
        if POOLED not in matrices or any(
            matrices[k].shape != (BUCKETS, 4, 4) or biases[k].shape != (BUCKETS, 4)
            for k in matrices
        ):
            raise ValueError(f"{path}: no pooled model, or a model of the wrong shape")
        members, trained = tuple(doc.get("members", ())), tuple(doc.get("trained_on", ()))
        return cls(matrices, biases, members, trained)


def labelled_slots(
    timed: Path, engine: str, model, exclude: set[str]
) -> Iterator[tuple[np.ndarray, int, int]]:
    """(the words' log P(MARKS), gap bucket, reference mark) of every labelled slot of ENGINE's
    units in the TIMED folder (its `<engine>.jsonl.xz` and labels), but EXCLUDE's calls."""
    units = timed / f"{engine}.jsonl.xz", timed / f"{engine}.labels.jsonl.xz"
    for unit, label in slot_tables.labelled_units(*units):
        if slot_tables.call_of(unit["id"]) in exclude:
            continue
        logp = model.marks([w["word"].lower() for w in unit["words"]])
        for k, mark, _engine, gap, _filler in label["slots"]:
            yield logp[k], bucket(gap), MARKS.index(slot_tables.reference_mark(mark))


def fit(logp: np.ndarray, buckets: np.ndarray, marks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(matrices, biases) of the regression: a shared matrix over the log-probabilities plus one
    per bucket, a shared bias plus one per bucket, L2-penalized, by L-BFGS (torch)."""
    import torch

    x = torch.tensor(logp, dtype=torch.float64)
    b = torch.tensor(buckets, dtype=torch.long)
    y = torch.tensor(marks, dtype=torch.long)
    shared = torch.zeros((4, 4), dtype=torch.float64, requires_grad=True)
    per_bucket = torch.zeros((BUCKETS, 4, 4), dtype=torch.float64, requires_grad=True)
    bias = torch.zeros(4, dtype=torch.float64, requires_grad=True)
    bucket_bias = torch.zeros((BUCKETS, 4), dtype=torch.float64, requires_grad=True)
    params = [shared, per_bucket, bias, bucket_bias]
    optimizer = torch.optim.LBFGS(params, max_iter=300, line_search_fn="strong_wolfe")

    def logits():
        a = shared + per_bucket[b]  # (n, 4, 4)
        return torch.einsum("nij,nj->ni", a, x) + bias + bucket_bias[b]

    def closure():
        optimizer.zero_grad()
        penalty = sum((p**2).sum() for p in (shared, per_bucket, bucket_bias))
        loss = torch.nn.functional.cross_entropy(logits(), y) + L2 * penalty
        loss.backward()
        return loss

    optimizer.step(closure)
    with torch.no_grad():
        return (shared + per_bucket).numpy().copy(), (bias + bucket_bias).numpy().copy()


def train(timed: Path, exclude: Sequence[str] = (), members: Sequence[Path] | None = None):
    """The pooled model and one per engine, from every engine's labelled slots in TIMED but
    EXCLUDE's calls, over the ensemble of MEMBERS (default: the shipped one)."""
    from lm import boundary_ensemble

    model = boundary_ensemble.load(list(members) if members else None)
    left_out = set(exclude)
    slots = {e: list(labelled_slots(timed, e, model, left_out)) for e in ENGINES}
    matrices, biases = {}, {}
    for key in (POOLED, *ENGINES):
        rows = [s for e in ENGINES for s in slots[e]] if key == POOLED else slots[key]
        logp = np.array([r[0] for r in rows], dtype=np.float64)
        matrices[key], biases[key] = fit(
            logp, np.array([r[1] for r in rows]), np.array([r[2] for r in rows])
        )
    names = tuple(p.name for p in (members or boundary_ensemble.DEFAULT_MEMBERS))
    labels = [timed / f"{e}.labels.jsonl.xz" for e in ENGINES]
    return PauseTextModel(matrices, biases, names, slot_tables.trained_on(labels, left_out))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m lm.pause_text", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    training = commands.add_parser("train", help="learn the model from the timed calls")
    training.add_argument("out", type=Path)
    training.add_argument("timed", type=Path, help="the folder of <engine>.jsonl.xz and labels")
    training.add_argument("--exclude", default="", help="calls to leave out (comma-separated)")
    training.add_argument("--members", default="", help="boundary models (default: shipped)")
    args = parser.parse_args(argv)
    members = [Path(p) for p in args.members.split(",") if p] or None
    model = train(args.timed, [c for c in args.exclude.split(",") if c], members)
    model.save(args.out)
    print(f"{args.out}: models {', '.join(model.matrices)} from {', '.join(model.trained_on)}")


if __name__ == "__main__":
    main()
