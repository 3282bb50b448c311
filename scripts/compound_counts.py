"""How a numbers dev set's references join a number and the singular noun it modifies ("three-year",
"12-month"; grammars.compound), and how the formatter does: `python scripts/compound_counts.py
../shared/eval/numbers_earnings_dev.tsv ["compound_bonus=0" ...]`.

NEER does not see this: a reference's "three-year" is no entity, and its "12-month" is one only
where the spoken side already says "12-month". For each row whose spoken side says a number word
before a noun of compound_nouns.tsv, the joined forms (a number in digits or words, a hyphen, the
noun) are counted in the reference and in our output: the ones both write, those only the
reference writes (missed) and those only ours does (extra). Each setting is a ;-separated list of
formatter.tuning fields, as scripts/tune_search.py takes.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import tune_search  # noqa: E402

from formatter.evaluate import numbers as nm  # noqa: E402
from formatter.pipeline import Formatter  # noqa: E402
from formatter.transcript import Word  # noqa: E402
from grammars.base import table_rows, table_words  # noqa: E402

NUMBER_WORDS = table_words("units", "teens", "tens") | {"hundred", "thousand"}


def _nouns() -> list[str]:
    return [row[0] for row in table_rows("compound_nouns")]


def _said(spoken: str, nouns: list[str]) -> bool:
    """Whether SPOKEN says a number word right before one of NOUNS."""
    words = spoken.split()
    text = " " + spoken + " "
    return any(
        f" {number} {noun} " in text for number in set(words) & NUMBER_WORDS for noun in nouns
    )


def _joined(text: str, nouns: list[str]) -> int:
    """How many number-noun compounds TEXT writes: '30-day', 'three-year', 'five-year-old', or
    tokenized, '86 - minute'."""
    number = r"(?:\d[\d,]*|" + "|".join(sorted(NUMBER_WORDS)) + ")"
    noun = "|".join(re.escape(n.replace(" ", "-")) for n in sorted(nouns, key=len, reverse=True))
    # Wikipedia's references are tokenized: "86 - minute".
    noun = noun.replace("-", " ?- ?")
    return len(re.findall(rf"\b{number} ?- ?(?:{noun})\b", text, flags=re.IGNORECASE))


def tally(formatter: Formatter, rows: list[nm.Row]) -> tuple[int, int, int, int]:
    """(rows read, compounds both write, only the reference, only ours) over ROWS."""
    nouns = _nouns()
    read = both = missed = extra = 0
    for row in rows:
        if not _said(row.spoken, nouns):
            continue
        read += 1
        spoken = row.spoken.split()
        words = [Word(w, float(i), float(i) + 0.5) for i, w in enumerate(spoken)]
        ours = _joined(formatter.format(words, timed=False).text, nouns)
        theirs = _joined(row.written, nouns)
        both += min(ours, theirs)
        missed += max(theirs - ours, 0)
        extra += max(ours - theirs, 0)
    return read, both, missed, extra


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dev", type=Path, help="a numbers dev set (spoken, written, spans)")
    parser.add_argument("settings", nargs="*", default=[""], help="tuning fields, as tune_search")
    parser.add_argument("--style", default="en-US")
    args = parser.parse_args(argv)
    rows = nm.read_rows(args.dev)
    print("| setting | rows | both | only the reference | only ours |")
    print("|---|---|---|---|---|")
    for setting in args.settings or [""]:
        formatter = Formatter(tuning=tune_search.parse(setting), style=args.style)
        read, both, missed, extra = tally(formatter, rows)
        print(f"| {setting or 'shipped'} | {read} | {both} | {missed} | {extra} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
