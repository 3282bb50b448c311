"""Which mark the formatter writes at each slot against the reference's, and the words after the
periods it misses and adds: `python scripts/mark_confusion.py --lines 4000
../shared/eval/punct_ted_dev2012_lowercased.txt` (several files are read as one set; a file whose
name says "lowercased", as TED's does, is cleaned as the evaluation cleans a lowercased set: its
"it 's" is one word, as a recognizer writes it).

On the evaluation's own units (formatter.evaluate.punctuation.units; a unit's last slot is not
scored, as the scorer does), every slot counted by (reference mark, ours), "" for none; then
the words most often after a reference period we write otherwise, and after a period of ours
the reference does not have. What it tells: which confusion a set's period F1 loses most to
(on TED's, period against comma), and whether a word opens those sentences ("and").
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from formatter.evaluate import punctuation as pm  # noqa: E402
from formatter.evaluate.align import run  # noqa: E402
from formatter.pipeline import Formatter  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--lines", type=int, default=None, help="the first LINES of each file")
    parser.add_argument("--top", type=int, default=15, help="words listed for each kind")
    args = parser.parse_args()
    formatter = Formatter(numbers=False)  # as the punctuation evaluation runs
    pairs: Counter[tuple[str, str]] = Counter()
    missed: Counter[str] = Counter()
    added: Counter[str] = Counter()
    lowercased = any("lowercased" in p.name for p in args.files)
    for reference in pm.read_units(args.files, args.lines, lowercased=lowercased):
        marks, _ = pm.hypothesis_slots(run(formatter, reference.words), len(reference.words))
        for i in range(len(reference.words) - 1):
            theirs, ours = reference.marks[i] or "", marks[i] or ""
            pairs[theirs, ours] += 1
            if theirs == "." and ours != ".":
                missed[reference.words[i + 1]] += 1
            elif ours == "." and theirs != ".":
                added[reference.words[i + 1]] += 1
    print("| reference | ours | slots |\n|---|---|---|")
    for (theirs, ours), n in pairs.most_common():
        print(f"| {theirs or 'none'} | {ours or 'none'} | {n:,} |")
    for kind, counted in (("missed", missed), ("added", added)):
        top = ", ".join(f"{w} {n}" for w, n in counted.most_common(args.top))
        print(f"\nafter a period {kind}: {top}")


if __name__ == "__main__":
    main()
