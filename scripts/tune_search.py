"""Try settings of formatter.tuning on slices of the punctuation dev sets; print one row each.

    python scripts/tune_search.py "boundary_weight=1" "boundary_weight=2;case_weight=0.5"
    python scripts/tune_search.py --lines 1500 "mark_penalty.,=-0.5"   # mark_penalty.<mark>=cost
    python scripts/tune_search.py "no_greetings=1"                    # a hand rule switched off
    python scripts/tune_search.py --lines 0 --units 0 --numbers 100000 "no_number_splits=1" ""
    python scripts/tune_search.py --lines 0 --units 0 --numbers 2000 "boundary_weight=2"  # NEER
    python scripts/tune_search.py --model .cache/lm/mix/model.binary ""    # another class LM

Each setting is a ;-separated list of Tuning fields (a mark's penalty as mark_penalty.<mark>).
Sets: TED dev (lowercased), SGD dialogue dev, EWT + GUM dev, the first LINES lines of each; and
the timed calls' first UNITS units of each engine (with pauses). The figures chose the weights in
formatter/tuning.py; the full sets are scored by scripts/results.sh.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from formatter.evaluate import numbers as nm  # noqa: E402
from formatter.evaluate import punctuation as pm  # noqa: E402
from formatter.evaluate import timed  # noqa: E402
from formatter.tuning import DEFAULT, Tuning  # noqa: E402

SETS = {
    "ted": ("eval/punct_ted_dev2012_lowercased.txt", True),
    "sgd": ("corpora/sgd_dialogue.dev.txt.xz", False),
    "ewt+gum": (("eval/punct_ewt_dev.txt", "eval/punct_gum_dev.txt"), False),
}
ENGINES = ("amazon", "google", "speechmatics")
# The numbers dev sets, each in the style of its references (as scripts/results.sh runs them).
NUMBER_SETS = {"earnings": "en-US", "wikipedia": "match"}


# The search's hand rules, each switched off by "no_<rule>=1" to see what it still adds.
RULES = {
    "no_greetings": ("greetings",),
    "no_farewells": ("farewells",),
    "no_interjections": ("interjections",),
    "no_number_splits": (),  # the pipeline's removal of cuts inside one number (number_splits)
}


def parse(setting: str) -> Tuning:
    """'boundary_weight=2;mark_penalty.,=-0.5' -> DEFAULT with those fields changed."""
    changes: dict[str, object] = {}
    penalties = dict(DEFAULT.mark_penalty)
    for part in filter(None, setting.split(";")):
        name, value = part.split("=")
        if name in RULES:
            continue
        if name.startswith("mark_penalty."):
            penalties[name.removeprefix("mark_penalty.")] = float(value)
        else:
            # Each field keeps its type: the beam is a count.
            changes[name] = type(getattr(DEFAULT, name))(float(value))
    return replace(DEFAULT, mark_penalty=penalties, **changes)


def _names(setting: str) -> list[str]:
    """The field or rule names SETTING sets: 'no_greetings=1;boundary_weight=2' -> both names."""
    return [part.split("=")[0] for part in setting.split(";")]


def number_splits(setting: str):
    """formatter.splits.drop_number_splits, or with "no_number_splits" a pass that keeps every
    cut, for the pipeline to use while SETTING is scored."""
    from formatter import splits

    off = "no_number_splits" in _names(setting)
    return (lambda dag, words: dag) if off else splits.drop_number_splits


def without_rules(formatter, setting: str):
    """FORMATTER with the hand rules SETTING switches off (their word lists emptied)."""
    off = [f for name in _names(setting) for f in RULES.get(name, ())]
    if off:
        formatter._layers = replace(formatter._layers, **{f: frozenset() for f in off})
    return formatter


def references(shared: Path, lines: int) -> dict[str, tuple[list, bool]]:
    out = {}
    for name, (files, lowercased) in SETS.items():
        files = (files,) if isinstance(files, str) else files
        out[name] = (pm.read_units([shared / f for f in files], lines, lowercased), lowercased)
    return out


def main() -> None:
    from formatter.pipeline import Formatter

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("settings", nargs="+", help="e.g. boundary_weight=1.5;case_weight=1")
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    parser.add_argument("--lines", type=int, default=1000)
    parser.add_argument("--units", type=int, default=60, help="timed units per engine (0: none)")
    parser.add_argument(
        "--boundary",
        type=lambda text: [Path(p) for p in text.split(",")],
        default=None,
        help="another lm.boundary model, or several averaged (a.npz,b.npz)",
    )
    parser.add_argument(
        "--model", type=Path, default=None, help="another class LM (a KenLM binary with its card)"
    )
    parser.add_argument(
        "--numbers", type=int, default=0, help="also NEER on the first N rows of each numbers set"
    )
    parser.add_argument(
        "--pause-text",
        type=Path,
        default=None,
        help="another pause and text model (lm.pause_text), e.g. one fit to --boundary's models",
    )
    args = parser.parse_args()
    numbers = {
        name: nm.read_rows(args.shared / f"eval/numbers_{name}_dev.tsv", args.numbers)
        for name in NUMBER_SETS
        if args.numbers
    }
    sets = references(args.shared, args.lines) if args.lines else {}
    calls = {
        e: list(
            timed.read_units(
                args.shared / f"eval/timed/{e}.jsonl.xz",
                args.shared / f"eval/timed/{e}.labels.jsonl.xz",
                limit=args.units,
            )
        )
        for e in ENGINES
        if args.units
    }
    keys = (",", ".", "?")
    header = ["setting"] + [f"{s} {k}" for s in sets for k in ("cap", *keys)]
    header += [f"{e[:2]} {k}" for e in calls for k in (*keys, "cap")] + ["mean"]
    header += [f"NEER {name}" for name in numbers]
    print(" | ".join(header))
    from formatter import pipeline

    for setting in args.settings:
        started = time.monotonic()
        tuning = parse(setting)
        pipeline.drop_number_splits = number_splits(setting)
        formatter = without_rules(
            Formatter(tuning=tuning, numbers=False, boundary=args.boundary, model=args.model),
            setting,
        )
        row = [setting]
        for refs, lowercased in sets.values():
            scores = pm.evaluate(formatter, refs, not lowercased)
            row += [_f1(scores, k) for k in ("capital", *keys)]
        with_numbers = (
            without_rules(
                Formatter(
                    tuning=tuning,
                    boundary=args.boundary,
                    model=args.model,
                    pause_text=args.pause_text,
                ),
                setting,
            )
            if calls
            else None
        )
        for units in calls.values():
            scores = timed.evaluate(
                lambda w, turns, engine, f=with_numbers: f.format(
                    w, turns, segment=True, engine=engine
                ).tokens,
                units,
            ).ours
            row += [_f1(scores, k) for k in (*keys, "capital")]
        # One figure to rank settings by: the mean of every F1 in the row.
        figures = [float(x) for x in row[1:] if x != "-"]
        row.append(f"{sum(figures) / len(figures):.3f}" if figures else "-")
        for name, rows in numbers.items():
            row.append(_neer(parse(setting), args.boundary, args.model, rows, NUMBER_SETS[name]))
        print(" | ".join(row) + f"  ({time.monotonic() - started:.0f} s)", flush=True)


def _neer(tuning: Tuning, boundary: Path | None, model: Path | None, rows, style: str) -> str:
    """NEER (exact, %) of ROWS in STYLE ('match': each row in the style its reference shows)."""
    from formatter.pipeline import Formatter

    loaded: dict[str, Formatter] = {}

    def styled(spec: str) -> Formatter:
        if spec not in loaded:
            loaded[spec] = Formatter(tuning=tuning, boundary=boundary, model=model, style=spec)
        return loaded[spec]

    first = styled("en-US")
    summary = nm.evaluate(first, rows, styled=styled if style == "match" else None)
    return f"{summary.total.rates()['NEER']:.2f}"


def _f1(scores: pm.Scores, key: str) -> str:
    f1 = scores.figures(key)["f1"]
    return (
        "-" if f1 is None or (key == "capital" and not scores.reference["capital"]) else f"{f1:.3f}"
    )


if __name__ == "__main__":
    main()
