"""How written text writes a number from two to nine, by the word that follows it.

    next word    in words / in digits (Wikipedia)   log-odds, centred on all of them
    years            3,354 / 359                        +0.91
    year             1,020 / 155                        +0.55   ("five-year", "5-year" too)
    children           523 / 7                          +2.81
    km                   4 / 244                        -4.80
    november             0 / 304                        -5.77

House style spells out a quantity under ten ("two kids", "five years") and writes digits before
a unit, a month or a magnitude ("5 km", "5 November", "5 million"). The class LM cannot tell the
two apart: its digit token stands for every number from two to nine at once, and task dialogue,
whose templates write "I have 3 restaurants", gives that token most of its weight after
everyday words. A flat cost on a lone digit (formatter.tuning.small_digit_penalty) moves the
quantities the LM is least sure of; this table tells the search how much more a digit costs
before each word, learned from text that keeps the house rule.

Which text: Wikipedia's Manual of Style is the same rule (zero to nine in words, figures before
units), and its articles keep it. Task dialogue writes digits everywhere, transcripts words
everywhere, blogs and e-mail either: counting those would learn their habits, not the style.

A number counts where it stands alone, in lowercase, not after a capitalized word or another
number (labels and lists: "Apollo 5 was", "2, 5 and 7", which the search exempts too), with a
word or a sentence's end after it. A word's log-odds are smoothed towards those of its shape
(ends in "s", or not; a sentence's end has its own) and kept where it follows at least
MIN_COUNT of the numbers; every value is centred on the log-odds of all of them, so the table
says what a word adds to the flat cost.

    python -m lm.small_quantities train data/lm/small_quantities.json \
        ../shared/corpora/wikipedia.train.txt.xz
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lm.corpus import read_lines
from lm.data_files import beside_model, data_path
from lm.licences import corpora_card
from lm.openers import train_main

DEFAULT_SMALL_QUANTITIES = data_path("lm", "small_quantities.json")
LINES = 2_000_000
# A word is kept when it follows at least this many of the numbers counted; below it, its shape.
MIN_COUNT = 5
# Pseudo-counts of the shape's share added to a word's own (additive smoothing).
SMOOTHING = 5.0
END = "."  # the key of a sentence's end after the number

_SPELLED = {w: str(n) for n, w in enumerate("two three four five six seven eight nine".split(), 2)}
_WORDS = {digit: word for word, digit in _SPELLED.items()}
# A number standing alone: no digit, "$", decimal point, time's colon, fraction or range beside
# it; then a word or an end of sentence. The word before it is read for the exemptions. A word
# joined by a hyphen counts as one after a space: a compound is where a spoken "two bedroom"
# or "five year old" meets the style (in the 2M lines read: "five-year" 1,085 to 147 in digits,
# "three-story" 47 to 1, "two-bedroom" 8 to 0, but "8-bit" 311 to 52 in words), and our output
# writes the space the speaker's words give.
_NUMBER = re.compile(
    r"(?:(?P<before>\S+)\s+)?"
    r"(?<![\w$#.,:/\-])(?P<number>two|three|four|five|six|seven|eight|nine|[2-9])"
    r"(?:(?P<join>\s+|-)(?P<word>[A-Za-z][A-Za-z']*)|(?P<end>[.!?])(?:\s|$))"
)


def _shape(word: str) -> str:
    return END if word == END else "s" if word.endswith("s") else "other"


def _labels_or_lists(before: str) -> bool:
    """Whether the word BEFORE a number makes it a label's or a list's: a capitalized word
    ("Apollo 5"), or another number, with its list's comma or without ("12, 3", "two 3")."""
    word = before.rstrip(",")
    return word[:1].isupper() or word[-1:].isdigit() or word.lower() in _SPELLED


def count(lines: Iterable[str], number: re.Pattern[str] | None = None) -> dict[str, list[int]]:
    """Next word (lowercased, or END) -> [times after a number in words, in digits]. NUMBER:
    what a number is, as _NUMBER's groups name it (lm.small_ordinals counts ordinals so)."""
    counts: dict[str, list[int]] = {}
    for line in lines:
        for found in (number or _NUMBER).finditer(line):
            if _labels_or_lists(found.group("before") or ""):
                continue
            said = found.group("number")
            word = (found.group("word") or END).lower()
            counts.setdefault(word, [0, 0])[said[:1].isdigit()] += 1
    return counts


def _log_odds(words: float, digits: float) -> float:
    return math.log(words / digits)


def fit(
    counts: Mapping[str, Sequence[int]],
) -> tuple[dict[str, float], dict[str, float], float]:
    """(word -> centred log-odds, shape -> centred log-odds, the centre: the log-odds of all
    the numbers) from count()'s counts."""
    shapes: dict[str, list[int]] = {}
    for word, (words, digits) in counts.items():
        total = shapes.setdefault(_shape(word), [0, 0])
        total[0] += words
        total[1] += digits
    all_words = sum(w for w, _ in shapes.values())
    all_digits = sum(d for _, d in shapes.values())
    if not all_words or not all_digits:
        raise ValueError("too few numbers: none in words or none in digits")
    centre = _log_odds(all_words, all_digits)
    share = {s: (w + 1) / (w + d + 2) for s, (w, d) in shapes.items()}
    table = {}
    for word, (words, digits) in counts.items():
        if words + digits < MIN_COUNT:
            continue
        p = share[_shape(word)]
        spelled = words + SMOOTHING * p
        table[word] = round(_log_odds(spelled, words + digits + SMOOTHING - spelled) - centre, 3)
    by_shape = {s: round(_log_odds(p, 1 - p) - centre, 3) for s, p in share.items()}
    return table, by_shape, round(centre, 4)


@dataclass(frozen=True)
class SmallQuantities:
    """What the word after a small number says of writing it in words, as log-odds centred on
    all such numbers: above 0 the word is a quantity's ("years"), below a unit's ("km")."""

    words: Mapping[str, float] = field(default_factory=dict)
    shapes: Mapping[str, float] = field(default_factory=dict)
    card: dict[str, object] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.words)

    def spelled(self, after: str | None) -> float:
        """The log-odds for a number followed by the word AFTER (None: nothing follows)."""
        word = END if after is None else after.lower()
        found = self.words.get(word)
        return found if found is not None else self.shapes.get(_shape(word), 0.0)

    def in_house_style(self, line: str) -> str:
        """LINE with each lone digit from 2 to 9 that a quantity's word follows written as a
        word, as house style writes it ("I have 3 restaurants" -> "I have three restaurants"):
        where Wikipedia writes the number before that word in words more often than in digits.
        Not after a capitalized word, a number or a sentence's end (labels, lists, a capital's
        place), as count() reads them, nor before a word and a number (a range's first: "3 to
        5"); a line's first number stays too."""
        centre = float(self.card.get("centre", 0.0))

        def spelled(found: re.Match) -> str:
            before, number = found.group("before"), found.group("number")
            if (
                not before
                or not number.isdigit()
                or _labels_or_lists(before)
                or before[-1:] in ".?!"
                or self.spelled(found.group("word")) + centre <= 0
                # A range's or a list's first number ("3 to 5", "2 or 3"): its mate stays.
                or line[found.end() :].lstrip()[:1].isdigit()
            ):
                return found.group(0)
            start, end = found.span("number")
            return line[found.start() : start] + _WORDS[number] + line[end : found.end()]

        return _NUMBER.sub(spelled, line)

    def save(self, path: Path) -> None:
        data = {**self.card, "shapes": dict(self.shapes), "words": dict(sorted(self.words.items()))}
        path.write_text(json.dumps(data, indent=0) + "\n", "utf-8")

    @classmethod
    def load(cls, path: Path = DEFAULT_SMALL_QUANTITIES) -> SmallQuantities:
        data = json.loads(Path(path).read_text("utf-8"))
        words, shapes = data.pop("words"), data.pop("shapes")
        values = list(words.values()) + list(shapes.values())
        if not all(isinstance(v, (int, float)) and math.isfinite(v) for v in values):
            raise ValueError(f"{path}: a log-odds that is not a finite number")
        return cls({str(k): float(v) for k, v in words.items()}, dict(shapes), data)


def beside(model: Path) -> Path:
    """The table for the class LM MODEL: small_quantities.json in its directory if there is one,
    else the shipped one (as lm.openers.beside)."""
    return beside_model(model, "small_quantities.json", DEFAULT_SMALL_QUANTITIES)


def train(paths: Sequence[Path], lines: int = LINES) -> SmallQuantities:
    return train_counted(
        paths, lines, _NUMBER,
        "log-odds of a number from two to nine in words by the word after it"
        " (lm/small_quantities.py)",
    )


def train_counted(
    paths: Sequence[Path], lines: int, number: re.Pattern[str], what: str
) -> SmallQuantities:
    """The table of the numbers NUMBER finds (count) in the first LINES of each of PATHS, its
    card saying WHAT it is (lm.small_ordinals counts ordinals so)."""
    counts = count(
        itertools.chain.from_iterable(itertools.islice(read_lines(p), lines) for p in paths),
        number,
    )
    words, shapes, centre = fit(counts)
    card = {
        "what": what,
        "lines_per_corpus": lines,
        "numbers": sum(sum(c) for c in counts.values()),
        # The log-odds of all the numbers, which the table's are centred on.
        "centre": centre,
        "min_count": MIN_COUNT,
        "smoothing": SMOOTHING,
        **corpora_card([p.name for p in paths]),
    }
    return SmallQuantities(words, shapes, card)


def main() -> None:
    train_main("python -m lm.small_quantities", __doc__, "words", train, LINES, "numbers")


if __name__ == "__main__":
    main()
