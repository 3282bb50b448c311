"""Pause evidence cross-validated by call on the timed earnings calls (../shared/eval/timed).

The 22 dev calls are split in two folds (alternate calls in sorted order). For each fold the pause
and text model (lm.pause_text) and the pause and filler tables (lm.pauses, lm.fillers) are
trained on the other fold's calls, as the shipped ones are on all 22: the pooled ones on all three
engines' calls, and each engine's own on its calls alone, which the formatter uses for that
engine's units (`--pooled`: the pooled ones for every engine; `--pause-text 0`: the pause tables
read the gaps, as before the pause and text model). The formatter, with those, formats the fold's
units; counts are summed over both folds, so every figure is on calls whose pauses and fillers
the models never saw. Rows: without pauses (plain-text behaviour), then each pause weight (and
filler weight) asked for, beside the engine's own marks.

    python scripts/timed_cv.py --weights 3 > docs/results/timed_cv_pause_text.md   # as shipped
    python scripts/timed_cv.py --weights 0.5,1,1.5 --limit 100      # quicker, for tuning
    python scripts/timed_cv.py --weights 3 --fillers 0,1,2 --engines amazon   # filler weights
    python scripts/timed_cv.py --weights 3 --pooled      # one pause and text model for all
    python scripts/timed_cv.py --weights 3 --pause-hidden 0   # its regression, no hidden layer
    python scripts/timed_cv.py --weights 3 --pause-words 0    # no weights for the words beside
    # The permissive boundary model, with a pause and text model fit to it, then with the tables:
    python scripts/timed_cv.py --weights 3 --no-baseline --boundary data/boundary/permissive.npz
    python scripts/timed_cv.py --weights 3 --boundary data/boundary/permissive.npz --pause-text 0
    # The pause tables reading the gaps (docs/results/timed_cv_engine_tables.md; with --pooled,
    # timed_cv_boundary35.md), the others' slots at 0.3, and the fillers per engine too
    # (timed_cv_per_engine.md):
    python scripts/timed_cv.py --weights 3 --pause-text 0
    python scripts/timed_cv.py --weights 3 --pause-text 0 --others 0.3 --no-baseline
    python scripts/timed_cv.py --weights 3 --pause-text 0 --per-engine --no-baseline
    # Another ensemble (each fold's pause and text model fit to it):
    python scripts/timed_cv.py --weights 3 --boundary a.npz,b.npz,c.npz
"""

from __future__ import annotations

import argparse
import json
import lzma
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from formatter.evaluate.punctuation import Scores  # noqa: E402
from formatter.evaluate.report import ratio, table  # noqa: E402
from formatter.evaluate.timed import TimedScores, evaluate, read_units  # noqa: E402
from formatter.tuning import DEFAULT  # noqa: E402
from lm import fillers, pause_text, pauses  # noqa: E402

ENGINES = ("amazon", "google", "speechmatics")
KEYS = (",", ".", "?", "all", "capital")


def folds(labels: list[Path]) -> tuple[list[str], list[str]]:
    """Alternate calls in sorted order: two folds of whole calls."""
    calls = set()
    for path in labels:
        with lzma.open(path, "rt", encoding="utf-8") as lines:
            calls.update(json.loads(line)["id"].split("_", 1)[0] for line in lines)
    ordered = sorted(calls)
    return ordered[0::2], ordered[1::2]


def _pair(labels: Path) -> tuple[Path, Path]:
    return labels.parent / labels.name.replace(".labels", ""), labels


def merge(into: Scores, other: Scores) -> None:
    for name in ("reference", "hypothesis", "correct", "confusion"):
        getattr(into, name).update(getattr(other, name))
    into.units += other.units
    into.words += other.words


def run(
    shared: Path,
    weights: list[float],
    limit: int | None,
    with_times: bool,
    filler_weights: Sequence[float] = (DEFAULT.filler_weight,),
    engines: Sequence[str] = ENGINES,
    per_engine: bool = False,
    others: float = 0.0,
    pooled: bool = False,
    text_weight: float = DEFAULT.pause_text_weight,
    boundary: Sequence[Path] | None = None,
    hidden: int = pause_text.HIDDEN,
    words: int = pause_text.WORDS,
) -> str:
    from formatter.pipeline import Formatter

    timed = shared / "eval" / "timed"
    labels = [timed / f"{e}.labels.jsonl.xz" for e in ENGINES]
    fold_calls = folds(labels)
    # Each fold's pause and text model, learned from the other fold's calls of all three engines.
    models = tempfile.TemporaryDirectory()
    text_models = {}
    for k, held_out in enumerate(fold_calls if text_weight else ()):
        text_models[k] = Path(models.name) / f"pause_text_{k}.json"
        members = list(boundary) if boundary else None
        model = pause_text.train(timed, held_out, members, hidden, words)
        model.save(text_models[k])
    settings = [
        (_name(pause, filler, len(filler_weights) > 1), pause, filler)
        for pause in [0.0] * (not with_times) + weights
        for filler in filler_weights
    ]
    rows, started = [], time.monotonic()
    for engine in engines:
        label_path = timed / f"{engine}.labels.jsonl.xz"
        totals = {name: TimedScores() for name, _, _ in settings}
        for k, held_out in enumerate(fold_calls):
            train_on = fold_calls[1 - k]
            with tempfile.TemporaryDirectory() as tmp:
                tables = {name: Path(tmp) / f"{name}.json" for name in ("pooled", "own", "fill")}
                own = [label_path] if per_engine else labels
                pauses.train(labels, exclude=held_out).save(tables["pooled"])
                # The scored engine's table: its own slots, the others' weighing OTHERS.
                first = [label_path, *(p for p in labels if p != label_path)]
                pauses.train(first, exclude=held_out, others=others).save(tables["own"])
                fillers.train(own, exclude=held_out).save(tables["fill"])
                units = list(read_units(*_pair(label_path), held_out, limit))
                for name, weight, filler in settings:
                    formatter = Formatter(
                        pauses=tables["pooled"],
                        fillers=tables["fill"],
                        engine_pauses={} if pooled else {engine: tables["own"]},
                        pause_text=text_models.get(k),
                        boundary=boundary,
                        tuning=replace(
                            DEFAULT,
                            pause_weight=weight,
                            filler_weight=filler,
                            pause_text_weight=text_weight,
                        ),
                    )
                    scores = evaluate(
                        lambda words, turns, e, f=formatter, w=weight: f.format(
                            words, turns, timed=w > 0, segment=True, engine=None if pooled else e
                        ).tokens,
                        units,
                    )
                    merge(totals[name].ours, scores.ours)
                    merge(totals[name].engine, scores.engine)
            assert set(held_out).isdisjoint(train_on)
        for name, _, _ in settings:
            figures = [totals[name].ours.figures(k) for k in KEYS]
            rows.append([engine, name, *(f"{ratio(f['f1'])} / {ratio(f['ser'])}" for f in figures)])
        engine_figures = [totals[settings[0][0]].engine.figures(k) for k in KEYS]
        rows.append(
            [
                engine,
                "engine's own",
                *(f"{ratio(f['f1'])} / {ratio(f['ser'])}" for f in engine_figures),
            ]
        )
    header = ["words from", "formatter", "comma", "period", "question", "all marks", "capitals"]
    scope = f"first {limit} units per engine and fold" if limit else "all units"
    folds_text = f"{len(fold_calls[0])} + {len(fold_calls[1])} calls"
    note = (
        f"`python scripts/timed_cv.py {' '.join(sys.argv[1:])}`\n\n"
        f"2 folds by call ({folds_text}); each cell is F1 / SER on held-out calls; {scope};"
        f" {time.monotonic() - started:.0f} s\n\n"
    )
    return note + table(header, rows)


def _name(pause: float, filler: float, show_filler: bool) -> str:
    name = f"pauses x{pause:g}" if pause else "no pauses"
    return f"{name}, fillers x{filler:g}" if show_filler else name


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    parser.add_argument("--weights", default="1", help="pause weights to try, comma-separated")
    parser.add_argument(
        "--fillers",
        default=f"{DEFAULT.filler_weight:g}",
        help="filler weights to try, comma-separated",
    )
    parser.add_argument("--engines", default=",".join(ENGINES), help="engines to score")
    parser.add_argument("--limit", type=int, default=None, help="units per engine and fold")
    parser.add_argument("--no-baseline", action="store_true", help="skip the no-pauses row")
    parser.add_argument(
        "--per-engine", action="store_true", help="the filler table of the engine's calls only"
    )
    parser.add_argument(
        "--pooled", action="store_true", help="no pause table or pause and text model per engine"
    )
    parser.add_argument(
        "--pause-text",
        type=float,
        default=DEFAULT.pause_text_weight,
        help="weight of the pause and text model (lm.pause_text; 0: the pause tables instead)",
    )
    parser.add_argument(
        "--pause-hidden",
        type=int,
        default=pause_text.HIDDEN,
        help="hidden units of the pause and text model (0: its regression alone)",
    )
    parser.add_argument(
        "--pause-words",
        type=int,
        default=pause_text.WORDS,
        help="words with weights of their own before and after a slot in that model (0: none)",
    )
    parser.add_argument(
        "--boundary",
        type=lambda text: [Path(p) for p in text.split(",")],
        default=None,
        help="another boundary model, or several averaged (a.npz,b.npz)",
    )
    parser.add_argument(
        "--others",
        type=float,
        default=0.0,
        help="in an engine's own pause table, the other engines' slots weigh this",
    )
    args = parser.parse_args()
    weights = [float(w) for w in args.weights.split(",") if w]
    filler_weights = [float(w) for w in args.fillers.split(",") if w]
    engines = [e for e in args.engines.split(",") if e]
    print(
        run(args.shared, weights, args.limit, args.no_baseline, filler_weights, engines,
            args.per_engine, args.others, args.pooled, args.pause_text, args.boundary,
            args.pause_hidden, args.pause_words)
    )  # fmt: skip


if __name__ == "__main__":
    main()
