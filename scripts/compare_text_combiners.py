"""The ensemble's members combined as shipped or by a learned model, on the text dev sets' slots.

Where the input has no times the search reads the boundary ensemble's mean of log-probabilities
(lm.boundary_ensemble), with one weight. On calls, a learned combination of that mean with the gap
(lm.pause_text) gained; does a learned combination of the members gain on text? Per slot of the
text dev sets (scripts/tune_search.py's TED, SGD and EWT+GUM, in formatter.evaluate.punctuation's
units; a unit's last slot is not scored, as there), the features are the three members' log
P(mark | words), each read on the whole unit.
Each combiner is trained on the units of one parity (all three sets pooled) and scored on the
other, argmax, no LM and no search:

    mean            the shipped combination, nothing learned
    mean, fitted    one weight on the mean's log-probabilities and a bias per mark: the search's
                    form (boundary_weight and mark_penalty), fitted to these slots
    members         a multinomial logistic regression over the members' 12 log-probabilities
    hidden 16       the same with a hidden layer of 16 tanh units (as lm.pause_text has)

Cells: F1 of the comma / period / question mark, and the held-out cross-entropy in nats per slot
(ll: lower is better; the search reads the log-probabilities). Then, for the shipped mean, how
many of its period errors stand beside a word outside the members' vocabulary (the word before
or after the slot, or the one after that): what a member reading such words better could gain.

    PYTHONPATH=$PWD python scripts/compare_text_combiners.py      # torch: the [train] extra
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from compare_pause_combiners import f1, fit  # noqa: E402
from eval_boundary import beside_unknown  # noqa: E402
from tune_search import references  # noqa: E402

from lm import boundary_ensemble  # noqa: E402
from lm.boundary import MARKS, log_softmax, logits_together  # noqa: E402
from lm.boundary_text import feature_token  # noqa: E402

HIDDEN = 16


def slots(shared: Path) -> dict[str, tuple[np.ndarray, ...]]:
    """Per set: (the members' log-probabilities (n, members, 4), reference mark, unit number,
    whether a word beside the slot is outside every member's vocabulary)."""
    ensemble = boundary_ensemble.load()
    out = {}
    for name, (units, _lowercased) in references(shared, 10**6).items():
        logps, marks, unit_of, unknown = [], [], [], []
        for number, unit in enumerate(units):
            words = list(unit.words)
            logits_together(ensemble.members, words)
            members = np.stack([m.marks(words) for m in ensemble.members], axis=1)
            logps.append(members[:-1])  # the unit's last slot is not scored
            marks += [MARKS.index(m) for m in unit.marks[:-1]]
            unit_of += [number] * (len(words) - 1)
            outside = [all(feature_token(w) not in m.ids for m in ensemble.members) for w in words]
            unknown += list(beside_unknown(np.array(outside))[:-1])
        out[name] = tuple(np.array(a) for a in (np.concatenate(logps), marks, unit_of, unknown))
    return out


def fit_hidden(x: np.ndarray, marks: np.ndarray, hidden: int = HIDDEN):
    """Log P of the marks from a regression on X plus a hidden layer of HIDDEN tanh units."""
    import torch

    torch.manual_seed(0)
    x_, y = torch.tensor(x, dtype=torch.float64), torch.tensor(marks)
    linear = torch.nn.Linear(x.shape[1], len(MARKS)).double()
    inner = torch.nn.Linear(x.shape[1], hidden).double()
    outer = torch.nn.Linear(hidden, len(MARKS), bias=False).double()
    params = [p for layer in (linear, inner, outer) for p in layer.parameters()]

    def score(z):
        return linear(z) + outer(torch.tanh(inner(z)))

    optimizer = torch.optim.LBFGS(params, max_iter=300, line_search_fn="strong_wolfe")

    def closure():
        optimizer.zero_grad()
        loss = torch.nn.functional.cross_entropy(score(x_), y)
        loss.backward()
        return loss

    optimizer.step(closure)
    return lambda z: score(torch.tensor(z, dtype=torch.float64)).detach().numpy()


def features(kind: str, logp: np.ndarray) -> np.ndarray:
    """Features of KIND: the mean (n, 1, 4) for "mean, fitted", else the members' (n, 12)."""
    logp = logp.astype(np.float64)
    if kind == "mean, fitted":
        return log_softmax(logp.mean(axis=1)).astype(np.float64)[:, None, :]
    return logp.reshape(len(logp), -1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    args = parser.parse_args()
    data = slots(args.shared)
    kinds = ("mean", "mean, fitted", "members", f"hidden {HIDDEN}")
    scored = {n: {k: np.zeros((len(d[1]), len(MARKS))) for k in kinds} for n, d in data.items()}
    for parity in (0, 1):
        train = {name: (d[2] % 2) != parity for name, d in data.items()}
        x_train = np.concatenate([d[0][train[name]] for name, d in data.items()])
        y_train = np.concatenate([d[1][train[name]] for name, d in data.items()])
        for kind in kinds[1:]:
            x = features(kind, x_train)
            if kind == "mean, fitted":
                score = fit(x, y_train, shared=True)
            elif kind == "members":
                score = fit(x, y_train, shared=False)
            else:
                score = fit_hidden(x, y_train)
            for name, (logp, _marks, units, _unknown) in data.items():
                rows = (units % 2) == parity
                got = score(features(kind, logp[rows]))
                scored[name][kind][rows] = log_softmax(got.reshape(len(got), -1))
        for name, (logp, _marks, units, _unknown) in data.items():
            rows = (units % 2) == parity
            scored[name]["mean"][rows] = log_softmax(logp[rows].mean(axis=1))
    print("| set | " + " | ".join(kinds) + " |")
    print("|---" * (len(kinds) + 1) + "|")
    for name, (_logp, marks, _units, _unknown) in data.items():
        cells = []
        for kind in kinds:
            logp = scored[name][kind]
            loss = -logp[np.arange(len(marks)), marks].mean()
            comma, period, question, _all = f1(logp.argmax(1), marks)
            cells.append(f"{comma:.3f} / {period:.3f} / {question:.3f} (ll {loss:.4f})")
        print(f"| {name} | " + " | ".join(cells) + " |")
    print(
        "\n| set | slots beside an unknown word | period errors there | error rate there / else |"
    )
    print("|---|---|---|---|")
    for name, (_logp, marks, _units, unknown) in data.items():
        wrong = (scored[name]["mean"].argmax(1) == 2) != (marks == 2)
        share = wrong[unknown].sum() / wrong.sum()
        rates = f"{wrong[unknown].mean():.3f} / {wrong[~unknown].mean():.3f}"
        print(f"| {name} | {unknown.mean():.3f} | {share:.3f} | {rates} |")


if __name__ == "__main__":
    main()
