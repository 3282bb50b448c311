"""How a numbers dev set's references write a number from two to nine said alone, and how the
formatter does: `python scripts/small_numbers.py ../shared/eval/numbers_earnings_dev.tsv
["small_digit_penalty=2" ...]`.

NEER counts only the reference's entities, the numbers it writes in digits: a "three" the
reference keeps as a word and we write "3" is no error to it, the reverse is. This counts both
sides. For each spoken "two" .. "nine" that the formatter writes as a token of its own, the
reference says words where its text has the word and no entity of it in digits, digits where an
entity says it so (matched by count within the row); the table crosses that with our token.
Each setting is a ;-separated list of formatter.tuning fields, as scripts/tune_search.py takes.
`--ordinals` counts "first" .. "ninth" and their figures ("1st" .. "9th") the same way
(tuning.small_ordinal_weight).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import tune_search  # noqa: E402

from formatter.evaluate import numbers as nm  # noqa: E402
from formatter.pipeline import Formatter  # noqa: E402
from formatter.transcript import Word  # noqa: E402
from lm.small_ordinals import FIGURES  # noqa: E402

SMALL = {w: str(n) for n, w in enumerate("two three four five six seven eight nine".split(), 2)}
ORDINALS = FIGURES


def reference_forms(row: nm.Row, small: dict[str, str] = SMALL) -> dict[str, list[str]]:
    """For each number word of SMALL the row says: how the reference writes each time it is said
    ("words", "digits"), as far as the reference tells (fewer entries than times said if not)."""
    out: dict[str, list[str]] = {}
    said = Counter(w for w in row.spoken.split() if w in small)
    for word, times in said.items():
        digits = sum(1 for s in row.spans if s.spoken == word and s.written == small[word])
        words = len(re.findall(rf"\b{word}\b", row.written, flags=re.IGNORECASE))
        out[word] = ["digits"] * min(digits, times) + ["words"] * min(words, times - digits)
    return out


def tally(
    formatter: Formatter, rows: list[nm.Row], small: dict[str, str] = SMALL
) -> Counter[tuple[str, str]]:
    """(reference, ours) -> count over ROWS, for the number words of SMALL."""
    counts: Counter[tuple[str, str]] = Counter()
    for row in rows:
        forms = reference_forms(row, small)
        if not any(forms.values()):
            continue
        spoken = row.spoken.split()
        words = [Word(w, float(i), float(i) + 0.5) for i, w in enumerate(spoken)]
        tokens = formatter.format(words, timed=False).tokens
        ours: dict[str, list[str]] = {}
        for token in tokens:
            if len(token.words) != 1 or spoken[token.words[0]] not in small:
                continue
            word = spoken[token.words[0]]
            core = token.text.strip(".,?!\"'()").lower()
            kind = "digits" if core == small[word] else "words" if core == word else None
            if kind:
                ours.setdefault(word, []).append(kind)
        for word, reference in forms.items():
            mine, wanted = Counter(ours.get(word, [])), Counter(reference)
            right = {kind: min(wanted[kind], mine[kind]) for kind in ("words", "digits")}
            for kind, other in (("words", "digits"), ("digits", "words")):
                counts[kind, kind] += right[kind]
                # Said as KIND in the reference, left over in ours as the OTHER.
                counts[kind, other] += min(wanted[kind] - right[kind], mine[other] - right[other])
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("settings", nargs="*", default=[""])
    parser.add_argument("--style", default="en-US")
    parser.add_argument("--limit", type=int, default=None, help="only the first N rows")
    parser.add_argument("--ordinals", action="store_true", help="first .. ninth, not two .. nine")
    args = parser.parse_args()
    small = ORDINALS if args.ordinals else SMALL
    rows = nm.read_rows(args.file, args.limit)
    print("setting | reference words: ours words / digits | reference digits: ours digits / words")
    for setting in args.settings or [""]:
        formatter = Formatter(tuning=tune_search.parse(setting), style=args.style)
        c = tally(formatter, rows, small)
        print(
            f"{setting or 'shipped'} | {c['words', 'words']} / {c['words', 'digits']}"
            f" | {c['digits', 'digits']} / {c['digits', 'words']}",
            flush=True,
        )


if __name__ == "__main__":
    main()
