"""Score the mark that ends each unit of the text dev sets, which the evaluation leaves out.

    python scripts/last_slot.py --lines 2000 "" "mark_penalty.?=-2"

formatter.evaluate.punctuation scores every slot but a unit's last, yet that is where a voicemail's
last sentence ends, and a transcript must end with "." or "?" there. Each unit of the dev sets ends
at a reference sentence end, so its last mark is "." or "?" ("!" is normalized to "."). Per
setting (tune_search's syntax) and set: "?" F1 at the last slot (true / false / missed) and the
share of last slots whose mark is the reference's. Number grammars off, as the punctuation rows.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import tune_search  # noqa: E402

from formatter.evaluate.align import run  # noqa: E402
from formatter.evaluate.punctuation import hypothesis_slots  # noqa: E402
from formatter.pipeline import Formatter  # noqa: E402


def last_marks(formatter: Formatter, units: list) -> collections.Counter:
    """(reference mark, our mark) of each unit's last slot."""
    pairs: collections.Counter = collections.Counter()
    for unit in units:
        marks, _ = hypothesis_slots(run(formatter, unit.words), len(unit.words))
        wanted = "?" if unit.marks[-1] == "?" else "."
        pairs[(wanted, marks[-1])] += 1
    return pairs


def describe(pairs: collections.Counter) -> str:
    true = pairs[("?", "?")]
    false = sum(n for (wanted, got), n in pairs.items() if got == "?" and wanted != "?")
    missed = sum(n for (wanted, got), n in pairs.items() if wanted == "?" and got != "?")
    f1 = 2 * true / (2 * true + false + missed) if true else 0.0
    right = sum(n for (wanted, got), n in pairs.items() if wanted == got) / sum(pairs.values())
    return f'"?" F1 {f1:.3f} ({true} / {false} / {missed}), right {right:.3f}'


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("settings", nargs="+", help='tune_search settings ("" is the shipped one)')
    parser.add_argument("--lines", type=int, default=2000, help="first lines of each set")
    parser.add_argument("--shared", type=Path, default=tune_search.ROOT.parent / "shared")
    args = parser.parse_args()
    sets = tune_search.references(args.shared, args.lines)
    for setting in args.settings:
        formatter = Formatter(numbers=False, tuning=tune_search.parse(setting))
        rows = [
            f"{name}: {describe(last_marks(formatter, units))}" for name, (units, _) in sets.items()
        ]
        print(f"{setting or 'shipped'} | " + " | ".join(rows), flush=True)


if __name__ == "__main__":
    main()
