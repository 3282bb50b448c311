"""Text and pause read together: the boundary model's marks recalibrated by the gap after the word.

    words say  log P = ("" -0.2, "," -2.1, "." -2.9, "?" -5.0),  gap 0.62 s (bucket 4)
    ->         log P(mark | words, gap) = log_softmax(A[4] @ log P + c[4] + s * log(0.62 + 0.02)
                                                  + tanh(f @ W1 + b1) @ W2)
               f = (log P, log(0.62 + 0.02), bucket 4 one-hot)

The search's other way (lm.pauses) adds the pause table's log-ratios to the model's scores, a
naive-Bayes product: it adds as much for a gap whatever the words say. Where the words are sure of
a sentence end ("thank you") a long gap adds little; where they are not ("and"), much. Here each
gap bucket has a 4 x 4 matrix and a bias over the boundary ensemble's four log-probabilities, a
multinomial logistic regression over the log-probabilities, the bucket and their products, plus a
slope per mark on the log of the gap itself (the buckets are coarse: a gap of 0.01 s and one of
0.04 s share the first), plus a hidden layer of 16 tanh units over the log-probabilities, the log
gap and the bucket, added to the logits (what the two say together beyond one matrix per bucket),
learned on the timed calls' labelled slots (Kolář & Lamel 2012 and Batista et al. 2008 combine
prosody and text in one classifier likewise). Last, a weight per mark for the word before the slot
and one for the word after it, for the WORDS most frequent of each in the training slots (any
other word shares one row): the calls' habits with their commonest words, which the boundary
models learned from other text (the references put a comma before "and" less often than the
models do). One model for the three engines' slots together, and one per engine from its own
slots (lm.pauses.ENGINES), as the pause tables are. Each gap is read
beyond its transcript's typical gap (beyond_typical), in training as at run time.

It reads the shipped ensemble's log-probabilities (lm.boundary_ensemble), so it is retrained
with every change of the members (the file names the members it was fit to; formatter.evidence
uses it only with them). Training needs torch (the [train] extra); running it, numpy.

    python -m lm.pause_text train data/lm/pause_text.json ../shared/eval/timed
    python -m lm.pause_text train /tmp/fold.json ../shared/eval/timed --exclude 4320211,4341191
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

import numpy as np

from lm import slot_tables
from lm.boundary import MARKS, log_softmax
from lm.boundary_text import per_word
from lm.data_files import data_path
from lm.pauses import EDGES, ENGINES

DEFAULT_PAUSE_TEXT = data_path("lm", "pause_text.json")
BUCKETS = len(EDGES) + 1
FEATURES = len(MARKS) + 1 + BUCKETS
POOLED = "all"  # the key of the model of every engine's slots
# L2 penalty of the regression (the mean cross-entropy's scale): with ten times more, questions
# learned fell below the naive product's (docs/BOUNDARY.md, Weights).
L2 = 1e-4
# The gap in seconds as the slope reads it: log(gap + FLOOR), at most CEILING (7.4 s); an engine's
# zero gap is log(FLOOR), and a gap of a minute says no more than one of several seconds.
FLOOR, CEILING = 0.02, 2.0
# The most a transcript's typical gap takes off each gap (beyond_typical): a frame aligner's
# spacing is a few hundredths of a second; EDGES' first bucket ends here.
TYPICAL_MAX = 0.05
HIDDEN = 16  # units of the hidden layer (docs/BOUNDARY.md, The gap itself and a hidden layer)
# The words before and after a slot given weights of their own, the commonest of each in the
# training slots, and the L2 penalty of those weights (docs/BOUNDARY.md, The words beside a slot).
WORDS = 100
WORD_L2 = 1e-3
OTHER = 0  # the row of every word outside the lists
ITERATIONS = 500  # L-BFGS steps of a fit


class Fitted(NamedTuple):
    """One engine's fitted parameters (PauseTextModel's fields hold them by engine)."""

    matrices: np.ndarray
    biases: np.ndarray
    slopes: np.ndarray
    hidden: tuple[np.ndarray, np.ndarray, np.ndarray] | None
    lexical: tuple[np.ndarray, np.ndarray] | None = None  # (before, after): (len(words) + 1, 4)


def log_gaps(gaps: Sequence[float]) -> np.ndarray:
    """The slope's reading of GAPS (seconds; a negative gap, overlapping times, counts as 0)."""
    return np.minimum(np.log(np.maximum(np.asarray(gaps, dtype=np.float64), 0.0) + FLOOR), CEILING)


def beyond_typical(gaps: Sequence[float]) -> np.ndarray:
    """A transcript's GAPS less its typical gap (at least 0; a negative gap, overlapping times,
    is 0).

    Engines that align words to audio frames leave a few hundredths of a second between all
    words (whisperX 0.02-0.04 s, AssemblyAI 0.03 s in ../shared/asr_formats): that is no pause,
    but the slope reads it against the calls' engines' 0.00, which put most words end to end (a
    unit's median gap is 0 for all but 0.6% of Amazon's labelled slots and 0.8% of
    Speechmatics', in short units, and none of Google's)."""
    g = np.maximum(np.asarray(gaps, dtype=np.float64), 0.0)
    return np.maximum(g - typical_gap(g), 0.0)


def typical_gap(gaps: Sequence[float]) -> float:
    """The median of GAPS (seconds, a negative one counted as 0; 0 for none), at most
    TYPICAL_MAX: in a transcript of a few words the median may be a real pause."""
    return min(float(np.median(np.maximum(gaps, 0.0))), TYPICAL_MAX) if len(gaps) else 0.0


def unit_typical_gap(starts: Sequence[float], ends: Sequence[float]) -> float:
    """typical_gap of a unit whose words start at STARTS and end at ENDS (next start minus end)."""
    return typical_gap([s - e for e, s in zip(ends, starts[1:], strict=False)])


def buckets_of(gaps: Sequence[float]) -> np.ndarray:
    """lm.pauses.bucket of each of GAPS, at once (the search calls this once per transcript)."""
    return np.searchsorted(EDGES, np.maximum(np.asarray(gaps, dtype=np.float64), 0.0), "right")


def features(logp: np.ndarray, log_gap: np.ndarray, buckets: np.ndarray) -> np.ndarray:
    """What the hidden layer reads of each slot: the words' log P(MARKS), the log gap (log_gaps)
    and the gap's bucket (buckets_of), one-hot ((n, FEATURES))."""
    one_hot = np.eye(BUCKETS)[buckets]
    return np.hstack([np.asarray(logp, dtype=np.float64), log_gap[:, None], one_hot])


@dataclass(frozen=True)
class PauseTextModel:
    """Per engine (and POOLED), per gap bucket, a (4, 4) matrix and a bias over log P(MARKS), and
    a slope per mark on the log of the gap (none: zeros, the buckets alone)."""

    matrices: dict[str, np.ndarray]  # engine -> (BUCKETS, 4, 4)
    biases: dict[str, np.ndarray]  # engine -> (BUCKETS, 4)
    members: tuple[str, ...] = ()  # the boundary models' file names it was fit to
    trained_on: tuple[str, ...] = ()
    slopes: dict[str, np.ndarray] = field(default_factory=dict)  # engine -> (4,)
    # engine -> (W1 (FEATURES, H), b1 (H,), W2 (H, 4)): a hidden layer over features() added to
    # the logits, for what the words and the gap say together beyond one matrix per bucket.
    hidden: dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]] = field(default_factory=dict)
    # The words with weights of their own before and after a slot (rows 1..), and per engine
    # those weights: (before (len + 1, 4), after (len + 1, 4)); row OTHER is every other word's.
    words: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    lexical: dict[str, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)

    def scores(
        self,
        logp: np.ndarray,
        gaps: Sequence[float],
        engine: str | None,
        texts: Sequence[str] = (),
    ) -> np.ndarray:
        """(len(gaps), 4) natural-log P(mark | words, gap) for the first len(GAPS) rows of LOGP
        (the words' log P(MARKS)), with ENGINE's model if it has one, else the pooled. GAPS are a
        whole transcript's: each is read beyond their typical gap (beyond_typical). TEXTS, the
        transcript's words, give the weights of the words beside each slot (none: not read)."""
        key = engine if engine in self.matrices else POOLED
        gaps = beyond_typical(gaps)
        rows, log_gap = buckets_of(gaps), log_gaps(gaps)
        logp = np.asarray(logp[: len(rows)], dtype=np.float64)
        a, c = self.matrices[key][rows], self.biases[key][rows]
        logits = np.einsum("nij,nj->ni", a, logp) + c
        if key in self.slopes:
            logits += log_gap[:, None] * self.slopes[key]
        if key in self.hidden:
            w1, b1, w2 = self.hidden[key]
            logits += np.tanh(features(logp, log_gap, rows) @ w1 + b1) @ w2
        if key in self.lexical and texts:
            before, after = word_rows(self.words, texts, len(rows))
            logits += self.lexical[key][0][before] + self.lexical[key][1][after]
        return log_softmax(logits)

    @classmethod
    def of(
        cls,
        fitted: Mapping[str, Fitted],
        members: Sequence[str] = (),
        trained_on: Sequence[str] = (),
        words: tuple[Sequence[str], Sequence[str]] = ((), ()),
    ) -> PauseTextModel:
        """The model of FITTED's parameters (engine, or POOLED, -> one fit), WORDS the lists
        their lexical weights are of."""
        return cls(
            {k: f.matrices for k, f in fitted.items()},
            {k: f.biases for k, f in fitted.items()},
            tuple(members),
            tuple(trained_on),
            {k: f.slopes for k, f in fitted.items()},
            {k: f.hidden for k, f in fitted.items() if f.hidden is not None},
            (tuple(words[0]), tuple(words[1])),
            {k: f.lexical for k, f in fitted.items() if f.lexical is not None},
        )

    def part(self, key: str) -> Fitted:
        """KEY's parameters (an engine's, or POOLED's), as one fit gives them (no slope: zeros)."""
        slopes = self.slopes.get(key, np.zeros(len(MARKS)))
        return Fitted(
            self.matrices[key], self.biases[key], slopes, self.hidden.get(key),
            self.lexical.get(key),
        )  # fmt: skip

    def save(self, path: Path) -> None:
        doc = {
            "edges": list(EDGES),
            "marks": list(MARKS),
            "members": list(self.members),
            "trained_on": list(self.trained_on),
            **({"words": {"before": list(self.words[0]), "after": list(self.words[1])}}
               if self.lexical else {}),  # fmt: skip
            "models": {
                key: {
                    "matrices": np.round(self.matrices[key], 5).tolist(),
                    "biases": np.round(self.biases[key], 5).tolist(),
                    **(
                        {"slopes": np.round(self.slopes[key], 5).tolist()}
                        if key in self.slopes
                        else {}
                    ),
                    **(
                        {"hidden": [np.round(a, 5).tolist() for a in self.hidden[key]]}
                        if key in self.hidden
                        else {}
                    ),
                    **(
                        {"lexical": [np.round(a, 5).tolist() for a in self.lexical[key]]}
                        if key in self.lexical
                        else {}
                    ),
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
        slopes = {
            k: np.array(v["slopes"], dtype=np.float64) for k, v in models.items() if "slopes" in v
        }
        hidden = {
            k: tuple(np.array(a, dtype=np.float64) for a in v["hidden"])
            for k, v in models.items()
            if "hidden" in v
        }
        lexical = {
            k: tuple(np.array(a, dtype=np.float64) for a in v["lexical"])
            for k, v in models.items()
            if "lexical" in v
        }
        listed = doc.get("words", {})
        words = (tuple(listed.get("before", ())), tuple(listed.get("after", ())))
        if (
            POOLED not in matrices
            or any(
                matrices[k].shape != (BUCKETS, 4, 4) or biases[k].shape != (BUCKETS, 4)
                for k in matrices
            )
            or any(v.shape != (4,) for v in slopes.values())
            or not all(_hidden_fits(layer) for layer in hidden.values())
            or not all(_lexical_fits(pair, words) for pair in lexical.values())
        ):
            raise ValueError(f"{path}: no pooled model, or a model of the wrong shape")
        members, trained = tuple(doc.get("members", ())), tuple(doc.get("trained_on", ()))
        return cls(matrices, biases, members, trained, slopes, hidden, words, lexical)


def _hidden_fits(layer: tuple[np.ndarray, ...]) -> bool:
    """Whether LAYER is (W1, b1, W2) of a hidden layer over features() giving the four marks."""
    if len(layer) != 3:
        return False
    w1, b1, w2 = layer
    size = b1.shape[0] if b1.ndim == 1 else -1
    return w1.shape == (FEATURES, size) and w2.shape == (size, len(MARKS))


def _lexical_fits(pair: tuple[np.ndarray, ...], words: tuple[tuple[str, ...], ...]) -> bool:
    """Whether PAIR is (before, after) weights of WORDS' two lists, a row for every other word."""
    return len(pair) == 2 and all(
        w.shape == (len(listed) + 1, len(MARKS)) for w, listed in zip(pair, words, strict=True)
    )


def word_rows(
    words: tuple[Sequence[str], Sequence[str]], texts: Sequence[str], n: int
) -> tuple[np.ndarray, np.ndarray]:
    """The rows of the words before and after each of the first N slots of TEXTS in WORDS' two
    lists (OTHER for a word in neither, and after the last word).

    >>> word_rows((("and", "so"), ("and",)), ["so", "and", "then"], 3)
    (array([2, 1, 0]), array([1, 0, 0]))
    """
    following = [*texts[1 : n + 1], *([""] * n)][:n]
    return rows_in(words[0], texts[:n]), rows_in(words[1], following)


def commonest(slots: Sequence[tuple], k: int = WORDS) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The K words most frequent before and after the labelled SLOTS (labelled_slots' rows),
    each list by count, ties by the word."""
    lists = []
    for column in (3, 4):
        counts: dict[str, int] = {}
        for row in slots:
            counts[row[column]] = counts.get(row[column], 0) + 1
        counts.pop("", None)
        lists.append(tuple(sorted(counts, key=lambda w: (-counts[w], w))[:k]))
    return lists[0], lists[1]


def labelled_slots(
    timed: Path, engine: str, model, exclude: set[str]
) -> Iterator[tuple[np.ndarray, float, int, str, str]]:
    """(the words' log P(MARKS), gap, reference mark, the word before, the word after: "" after
    the last) of every labelled slot of ENGINE's units in the TIMED folder (its
    `<engine>.jsonl.xz` and labels), but EXCLUDE's calls."""
    units = timed / f"{engine}.jsonl.xz", timed / f"{engine}.labels.jsonl.xz"
    for unit, label in slot_tables.labelled_units(*units):
        if slot_tables.call_of(unit["id"]) in exclude:
            continue
        words = unit["words"]
        texts = [w["word"].lower() for w in words]
        logp = per_word(model.marks, texts)
        # The gaps as the search reads them: beyond the unit's typical gap (scores()).
        typical = unit_typical_gap([w["start"] for w in words], [w["end"] for w in words])
        for k, mark, _engine, gap, _filler in label["slots"]:
            reference = MARKS.index(slot_tables.reference_mark(mark))
            after = texts[k + 1] if k + 1 < len(texts) else ""
            yield logp[k], max(0.0, gap - typical), reference, texts[k], after


def fit(
    logp: np.ndarray,
    gaps: np.ndarray,
    marks: np.ndarray,
    hidden: int = HIDDEN,
    rows: tuple[np.ndarray, np.ndarray, int, int] | None = None,
) -> Fitted:
    """The regression: a shared matrix over the log-probabilities plus one per gap bucket, a
    shared bias plus one per bucket, a slope per mark on the log gap, a hidden layer of HIDDEN
    units over features() (0: none), and with ROWS (word_rows' before and after, and the sizes
    of the two lists) a weight per mark for each word before and after, L2-penalized, by L-BFGS
    (torch; the hidden layer's start is drawn from a fixed seed, so a retraining gives the same
    model)."""
    import torch

    x = torch.tensor(logp, dtype=torch.float64)
    buckets, log_gap = buckets_of(gaps), log_gaps(gaps)
    b = torch.tensor(buckets, dtype=torch.long)
    g = torch.tensor(log_gap)[:, None]
    f = torch.tensor(features(logp, log_gap, buckets))
    y = torch.tensor(marks, dtype=torch.long)
    shared = torch.zeros((4, 4), dtype=torch.float64, requires_grad=True)
    per_bucket = torch.zeros((BUCKETS, 4, 4), dtype=torch.float64, requires_grad=True)
    bias = torch.zeros(4, dtype=torch.float64, requires_grad=True)
    bucket_bias = torch.zeros((BUCKETS, 4), dtype=torch.float64, requires_grad=True)
    slope = torch.zeros(4, dtype=torch.float64, requires_grad=True)
    seed = torch.Generator().manual_seed(0)
    w1 = (
        torch.randn((FEATURES, hidden), generator=seed, dtype=torch.float64) * 0.1
    ).requires_grad_()
    b1 = torch.zeros(hidden, dtype=torch.float64, requires_grad=True)
    w2 = (torch.randn((hidden, 4), generator=seed, dtype=torch.float64) * 0.1).requires_grad_()
    penalized = [shared, per_bucket, bucket_bias, slope, w1, w2]
    lexical = []
    if rows is not None:
        before, after = (torch.tensor(r, dtype=torch.long) for r in rows[:2])
        lexical = [
            torch.zeros((n + 1, 4), dtype=torch.float64, requires_grad=True) for n in rows[2:]
        ]
    params = [*penalized, bias, b1, *lexical]
    optimizer = torch.optim.LBFGS(params, max_iter=ITERATIONS, line_search_fn="strong_wolfe")

    def logits():
        a = shared + per_bucket[b]  # (n, 4, 4)
        linear = torch.einsum("nij,nj->ni", a, x) + bias + bucket_bias[b] + g * slope
        if lexical:
            linear = linear + lexical[0][before] + lexical[1][after]
        return linear + torch.tanh(f @ w1 + b1) @ w2

    def closure():
        optimizer.zero_grad()
        penalty = sum((p**2).sum() for p in penalized)
        loss = torch.nn.functional.cross_entropy(logits(), y) + L2 * penalty
        if lexical:
            loss = loss + WORD_L2 * sum((p**2).sum() for p in lexical)
        loss.backward()
        return loss

    optimizer.step(closure)
    with torch.no_grad():
        matrices, biases = (shared + per_bucket).numpy().copy(), (bias + bucket_bias).numpy().copy()
        layer = tuple(p.numpy().copy() for p in (w1, b1, w2)) if hidden else None
        words = (lexical[0].numpy().copy(), lexical[1].numpy().copy()) if lexical else None
        return Fitted(matrices, biases, slope.numpy().copy(), layer, words)


def train(
    timed: Path,
    exclude: Sequence[str] = (),
    members: Sequence[Path] | None = None,
    hidden: int = HIDDEN,
    words: int = WORDS,
) -> PauseTextModel:
    """The pooled model and one per engine, from every engine's labelled slots in TIMED but
    EXCLUDE's calls, over the ensemble of MEMBERS (default: the shipped one), each with a hidden
    layer of HIDDEN units (0: none) and weights for the WORDS commonest words before and after a
    slot (0: none)."""
    from lm import boundary_ensemble

    model = boundary_ensemble.load(list(members) if members else None)
    left_out = set(exclude)
    slots = {e: list(labelled_slots(timed, e, model, left_out)) for e in ENGINES}
    pooled = [s for e in ENGINES for s in slots[e]]
    lists = commonest(pooled, words) if words else ((), ())
    fitted = {}
    for key in (POOLED, *ENGINES):
        rows = pooled if key == POOLED else slots[key]
        logp = np.array([r[0] for r in rows], dtype=np.float64)
        gaps, marks = np.array([r[1] for r in rows]), np.array([r[2] for r in rows])
        lexical = None
        if words:
            before, after = (rows_in(lists[i], [r[3 + i] for r in rows]) for i in (0, 1))
            lexical = (before, after, len(lists[0]), len(lists[1]))
        fitted[key] = fit(logp, gaps, marks, hidden, lexical)
    names = tuple(p.name for p in (members or boundary_ensemble.DEFAULT_MEMBERS))
    labels = [timed / f"{e}.labels.jsonl.xz" for e in ENGINES]
    return PauseTextModel.of(fitted, names, slot_tables.trained_on(labels, left_out), lists)


def rows_in(listed: Sequence[str], texts: Sequence[str]) -> np.ndarray:
    """Each of TEXTS' row in LISTED (1..), OTHER for a word not in it: how fit() and scores()
    index the weights of the words beside a slot."""
    rows = {w: i + 1 for i, w in enumerate(listed)}
    return np.array([rows.get(t, OTHER) for t in texts], dtype=np.int64)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m lm.pause_text", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    training = commands.add_parser("train", help="learn the model from the timed calls")
    training.add_argument("out", type=Path)
    training.add_argument("timed", type=Path, help="the folder of <engine>.jsonl.xz and labels")
    training.add_argument("--exclude", default="", help="calls to leave out (comma-separated)")
    training.add_argument("--members", default="", help="boundary models (default: shipped)")
    training.add_argument("--hidden", type=int, default=HIDDEN, help="hidden units (0: none)")
    training.add_argument(
        "--words", type=int, default=WORDS, help="words with weights before and after (0: none)"
    )
    args = parser.parse_args(argv)
    members = [Path(p) for p in args.members.split(",") if p] or None
    excluded = [c for c in args.exclude.split(",") if c]
    model = train(args.timed, excluded, members, args.hidden, args.words)
    model.save(args.out)
    print(f"{args.out}: models {', '.join(model.matrices)} from {', '.join(model.trained_on)}")


if __name__ == "__main__":
    main()
