"""How many of a caller's terms of several words, or heard as other words, are written at each
value of tuning.heard_reading_bonus: `python scripts/heard_readings.py [BONUS ...]` (default 0
10 15 20 30).

No dev set holds a vocabulary, so the bonus was chosen on these 18 terms of our own, each said
in a sentence as a recognizer would write it: brands and names the LM knows ("McDonald's",
"iPhone") or not ("Zorblax", "Qdoba"), and ones whose words other readings take ("seven
eleven" a clock, "t j" letters, "a t and t" letters and a word, "one medical" a number).
Prints, for each value, how many are written as given and the sentences of the others.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from formatter.pipeline import Formatter  # noqa: E402
from formatter.tuning import DEFAULT  # noqa: E402
from formatter.vocabulary import Vocabulary  # noqa: E402

# (entry: written<TAB>heard, a sentence said with it)
TERMS = (
    ("Zorblax\tzor blacks", "the zor blacks team called"),
    ("Xochitl\tso cheel", "ask so cheel about it"),
    ("Kubernetes\tcoober net ease", "we deploy on coober net ease"),
    ("HubSpot\thub spot", "the hub spot export failed"),
    ("Dr. Nguyen\tdoctor win", "i saw doctor win today"),
    ("Qdoba\tcue doba", "lunch at cue doba"),
    ("PlayStation\tplay station", "i want a play station for christmas"),
    ("R2-D2\tr two d two", "r two d two beeped"),
    ("Wi-Fi\twhy fi", "the why fi is down"),
    ("7-Eleven\tseven eleven", "meet at seven eleven at noon"),
    ("T.J. Maxx\tt j max", "meet at t j max at noon"),
    ("B&H Photo\tb and h photo", "order from b and h photo"),
    ("AT&T\ta t and t", "my a t and t bill"),
    ("McDonald's\tmc donalds", "we met at mc donalds yesterday"),
    ("iPhone\ti phone", "i dropped my i phone in the pool"),
    ("Four Seasons", "we stayed at the four seasons"),
    ("One Medical", "book with one medical today"),
    ("Summit Ridge", "the summit ridge project is late"),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bonus", nargs="*", type=float, default=[0, 10, 15, 20, 30])
    args = parser.parse_args()
    vocabulary = Vocabulary.parse([entry for entry, _ in TERMS])
    for bonus in args.bonus:
        formatter = Formatter(
            vocabulary=vocabulary, tuning=replace(DEFAULT, heard_reading_bonus=bonus)
        )
        missed = []
        for entry, said in TERMS:
            written = formatter.format_text(said)
            if entry.split("\t")[0] not in written:
                missed.append(written)
        print(f"{bonus:g}: {len(TERMS) - len(missed)} of {len(TERMS)} written; not: {missed}")


if __name__ == "__main__":
    main()
