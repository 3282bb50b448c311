"""Where our commas and an engine's own differ on the timed calls, by the word after the slot.

Formats each unit of an engine's words as `python -m formatter.evaluate timed` does (pauses on,
each unit a segment), then, over the labelled slots, gives the comma's precision and recall for
ours and for the engine's own marks, and for the words after the slot where we write the most
commas the reference does not have: how many such slots there are, how many have a comma in the
reference, and how many commas each side writes there (right ones in brackets).

    PYTHONPATH=$PWD python scripts/timed_comma_errors.py speechmatics [--units 300] [--rows 10]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from formatter.evaluate.punctuation import Scores, hypothesis_slots  # noqa: E402
from formatter.evaluate.timed import read_units  # noqa: E402
from formatter.pipeline import Formatter  # noqa: E402
from lm.slot_tables import reference_mark  # noqa: E402


def slots(timed: Path, engine: str, units: int | None) -> list[tuple[str, str, str, str]]:
    """(reference mark, the engine's, ours, the word after the slot) of every labelled slot."""
    formatter = Formatter()
    out = []
    for unit in read_units(
        timed / f"{engine}.jsonl.xz", timed / f"{engine}.labels.jsonl.xz", (), units
    ):
        tokens = formatter.format(unit.words, unit.turns, segment=True, engine=unit.engine).tokens
        ours, _capitals = hypothesis_slots(tokens, len(unit.words))
        for k, reference, own, _gap, _filler in unit.slots:
            out.append(
                (reference_mark(reference), reference_mark(own), ours[k], unit.words[k + 1].text)
            )
    return out


def precision_recall(rows, side: int) -> str:
    """The comma's figures for column SIDE of ROWS (2: ours, 1: the engine's), as the scorer
    gives them."""
    scores = Scores()
    for row in rows:
        scores.add_mark(row[0], row[side])
    comma = scores.figures(",")
    p, r, f1 = comma["precision"] or 0.0, comma["recall"] or 0.0, comma["f1"] or 0.0
    return f"P {p:.3f} R {r:.3f} F1 {f1:.3f} ({comma['output']:,} written)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("engine", choices=("amazon", "google", "speechmatics"))
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    parser.add_argument("--units", type=int, default=None, help="the first N units only")
    parser.add_argument("--rows", type=int, default=10)
    args = parser.parse_args()
    rows = slots(args.shared / "eval" / "timed", args.engine, args.units)
    print(f"{len(rows):,} labelled slots; commas: ours {precision_recall(rows, 2)},")
    print(f"the engine's own {precision_recall(rows, 1)}\n")
    false = Counter(r[3] for r in rows if r[2] == "," and r[0] != ",")
    print("| next word | slots | reference commas | ours (right) | the engine's (right) |")
    print("|---|---|---|---|---|")
    for word, _count in false.most_common(args.rows):
        there = [r for r in rows if r[3] == word]
        cells = [str(len(there)), str(sum(r[0] == "," for r in there))]
        for side in (2, 1):
            written = sum(r[side] == "," for r in there)
            right = sum(r[side] == "," and r[0] == "," for r in there)
            cells.append(f"{written} ({right})")
        print(f"| {word} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
