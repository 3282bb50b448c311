"""Where a punctuation dev set's capital errors are: `python scripts/capital_slots.py --lines 2000
../shared/corpora/sgd_dialogue.dev.txt.xz` (several files are read as one set).

Capitals F1 scores every word but a unit's first, sentence starts included, so a period we do not
write costs a capital too, and one we write where none is adds one. The errors are counted by
place, on the evaluation's own units (formatter.evaluate.punctuation.units), with the words most
often wrong in the middle of a sentence:

    start, missed   a reference sentence's first word, lowercase in ours (no period before it)
    middle, missed  a word inside a reference sentence the reference capitalizes and we do not
    middle, extra   one we capitalize and it does not: after a period of ours, or not

The middle's errors, but those after a period of ours, are then split by the case lexicon (its
counts of each form mid-sentence in the LM's training text; --lexicon): a word the reference
writes against the corpora's commoner form ("a Psychologist named", "on march 3rd", "i think") is
one a model learned from that text gets wrong unless the context tells it otherwise. The last line
is the F1 now and with every period right, the middle as it is: how much of what is missing is the
periods'.
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
from grammars.capitalization import CaseLexicon  # noqa: E402

ENDS = (".", "?")


def f1(right: int, extra: int, missed: int) -> float:
    return 2 * right / (2 * right + extra + missed) if right else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--lines", type=int, default=None, help="the first LINES of each file")
    parser.add_argument("--top", type=int, default=20, help="words listed for each kind")
    parser.add_argument(
        "--lexicon", type=Path, default=None, help="a case lexicon (TSV; default the LM's own)"
    )
    args = parser.parse_args()
    formatter = Formatter(numbers=False)  # as the punctuation evaluation runs
    lexicon = CaseLexicon.load(args.lexicon or formatter.lm.case_lexicon)
    count: Counter[str] = Counter()
    words: dict[str, Counter[str]] = {"missed": Counter(), "extra": Counter()}
    for reference in pm.read_units(args.files, args.lines):
        marks, capitals = pm.hypothesis_slots(run(formatter, reference.words), len(reference.words))
        for i in range(1, len(reference.words)):
            theirs, ours = reference.capitals[i], capitals[i]
            if reference.marks[i - 1] in ENDS:
                kind = "right" if ours == theirs else "missed" if theirs else "extra"
                count[f"start, {kind}"] += 1
                continue
            if ours == theirs:
                count["middle, right"] += theirs
                continue
            kind = "missed" if theirs else "extra"
            after = ", after our period" if kind == "extra" and marks[i - 1] in ENDS else ""
            count[f"middle, {kind}{after}"] += 1
            words[kind][reference.words[i]] += 1
            if not after:
                word = reference.words[i]
                against = theirs != (lexicon.dominant(word) != word)
                count[f"middle, {kind}, {'against' if against else 'with'} the corpora"] += 1
    print("| place | words |\n|---|---|")
    for key, n in sorted(count.items()):
        print(f"| {key} | {n:,} |")
    for kind, counted in words.items():
        top = ", ".join(f"{w} {n}" for w, n in counted.most_common(args.top))
        print(f"\nmiddle, {kind}: {top}")
    right = count["start, right"] + count["middle, right"]
    theirs = right + count["start, missed"] + count["middle, missed"]
    now = f1(
        right,
        count["start, extra"] + count["middle, extra"] + count["middle, extra, after our period"],
        theirs - right,
    )
    # Every period right: no sentence start missed, no capital after a period of ours that the
    # reference does not end; the middle's errors as they are.
    periods = f1(
        theirs - count["middle, missed"],
        count["start, extra"] + count["middle, extra"],
        count["middle, missed"],
    )
    print(f"\ncapitals F1 {now:.3f}; with every period right {periods:.3f}")


if __name__ == "__main__":
    main()
