"""How often the sentences that open with a word or two end with a question mark.

    opening     its sentences' share ending "?"   log-ratios (".", "?") to every end's (.07)
    is there          .959                          (-3.12, +2.62)
    what              .694                          (-1.11, +2.29)
    what i            .056                          (+0.02, -0.22)
    so i              .034                          (+0.04, -0.71)

Whether a sentence asks is decided at its end, but said at its start: "is there", "how many",
"what do" open questions, "what i", "so i", "which means" statements. The boundary model reads
32 words each side of a slot, yet it cannot know where the search began the sentence the slot
would end; the search does. So, as lm.openers' comma debt, this is a feature of the search
(formatter.search): a sentence-ending mark adds the log-ratio of its share after the sentence's
opening to its share among every sentence end, weighted by formatter.tuning.question_opener_weight.
Read as a Bayes update of the boundary model's evidence by what the opening says.

Two words where the pair has SMOOTHING-smoothed counts that say something its first word does
not (MIN_PAIR sentences, a log-odds at least PAIR_MARGIN from the word's), else the first word
(MIN_SENTENCES), else nothing. Counted on sentences as lm.boundary_text.slots reads them.

    python -m lm.question_openers train data/lm/question_openers.json \
        ../shared/corpora/*.train.txt.xz
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lm.boundary import MARKS
from lm.data_files import beside_model, data_path
from lm.licences import corpora_card
from lm.openers import LINES, SENTENCE_ENDS, corpus_lines, train_main

DEFAULT_QUESTION_OPENERS = data_path("lm", "question_openers.json")
QUESTION = MARKS.index("?")
MIN_SENTENCES = 200
MIN_PAIR = 50
SMOOTHING = 20.0
PAIR_MARGIN = 0.5
# Conjunctions that open a sentence without saying whether it asks: "And would I lose the
# files?". Where the pair has no row of its own (too rare, or no different from the
# conjunction's), the pair after the conjunction is read in its place if it has one ("would i"
# .92): the conjunction alone says only how often any sentence it opens asks ("and" .07). Not
# the word after it alone where that pair has no row either: "so" asks at .10, above every
# end's .07, which charges the period of a sentence it opens, and "just", read in its place
# (.05), took that charge off ("on the way home. So just text me"); TED's question .641 -> .638
# so (seventy-fourth session; docs/BOUNDARY_LOG.md).
JOINING = frozenset({"and", "but", "or", "so"})


def _logit(p: float) -> float:
    return math.log(p / (1 - p))


@dataclass(frozen=True)
class QuestionOpeners:
    """Opening (one or two words, space-joined) -> the share of its sentences ending "?"."""

    shares: Mapping[str, float] = field(default_factory=dict)
    overall: float = 0.07  # every sentence end's share of "?"
    card: Mapping[str, object] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.shares)

    def share(self, opening: Sequence[str]) -> float | None:
        """The "?" share of sentences opened by OPENING's words (two, then one), or None; after
        a conjunction of JOINING whose pair has no row, the pair after it where that has one.

        >>> table = QuestionOpeners({"and": 0.07, "would i": 0.92, "would": 0.6}, 0.07)
        >>> table.share(["and", "would", "i"]), table.share(["and", "the"])
        (0.92, 0.07)
        """
        if len(opening) > 2 and opening[0] in JOINING and " ".join(opening[:2]) not in self.shares:
            after = self.shares.get(" ".join(opening[1:3]))
            if after is not None:
                return after
        for n in (2, 1):
            if len(opening) >= n:
                found = self.shares.get(" ".join(opening[:n]))
                if found is not None:
                    return found
        return None

    def ratios(self, opening: Sequence[str]) -> tuple[float, float]:
        """(period, question): the log-ratios of each end's share after OPENING to its share of
        every sentence end; (0, 0) for an opening without a row."""
        share = self.share(opening)
        if share is None:
            return 0.0, 0.0
        return (
            math.log((1 - share) / (1 - self.overall)),
            math.log(share / self.overall),
        )

    def save(self, path: Path) -> None:
        rows = dict(sorted(self.shares.items()))
        data = {**self.card, "overall": self.overall, "shares": rows}
        path.write_text(json.dumps(data, indent=1) + "\n", "utf-8")

    @classmethod
    def load(cls, path: Path = DEFAULT_QUESTION_OPENERS) -> QuestionOpeners:
        data = json.loads(Path(path).read_text("utf-8"))
        shares = {str(key): float(value) for key, value in data.pop("shares").items()}
        overall = float(data.pop("overall"))
        if not all(0 < value < 1 for value in [overall, *shares.values()]):
            raise ValueError(f"{path}: a share outside (0, 1)")
        return cls(shares, overall, data)


def beside(model: Path) -> Path:
    """The table for the class LM MODEL: question_openers.json in its directory if there is one,
    else the shipped one (as lm.openers.beside)."""
    return beside_model(model, "question_openers.json", DEFAULT_QUESTION_OPENERS)


def count(sentences: Iterable[tuple[list[str], list[int]]]) -> tuple[Counter, Counter]:
    """Per opening of one and of two words, the sentences it opens and those ending "?", from
    (words, marks) lines (lm.boundary_text.slots)."""
    opened: Counter[str] = Counter()
    asked: Counter[str] = Counter()
    for words, marks in sentences:
        start = 0
        for i, mark in enumerate(marks):
            if mark in SENTENCE_ENDS:
                keys = [words[start]]
                if i > start:
                    keys.append(f"{words[start]} {words[start + 1]}")
                for key in keys:
                    opened[key] += 1
                    asked[key] += mark == QUESTION
                start = i + 1
    return opened, asked


def fit(opened: Counter, asked: Counter) -> tuple[dict[str, float], float]:
    """The rows (see the module docstring) and every sentence's share, from count()'s counters."""
    total = sum(n for key, n in opened.items() if " " not in key)
    if not total:
        return {}, 0.07
    overall = sum(n for key, n in asked.items() if " " not in key) / total
    words = {
        key: (asked[key] + SMOOTHING * overall) / (n + SMOOTHING)
        for key, n in opened.items()
        if " " not in key and n >= MIN_SENTENCES
    }
    shares = {key: round(share, 4) for key, share in words.items()}
    for key, n in opened.items():
        if " " not in key or n < MIN_PAIR:
            continue
        parent = words.get(key.split(" ", 1)[0], overall)
        share = (asked[key] + SMOOTHING * parent) / (n + SMOOTHING)
        if abs(_logit(share) - _logit(parent)) >= PAIR_MARGIN:
            shares[key] = round(share, 4)
    return shares, round(overall, 4)


def train(paths: Sequence[Path], lines: int = LINES) -> QuestionOpeners:
    opened, asked = count(corpus_lines(paths, lines))
    shares, overall = fit(opened, asked)
    names = [p.name for p in paths]
    card = {
        "what": "share of sentences ending '?' per opening word or pair (lm/question_openers.py)",
        "lines_per_corpus": lines,
        "sentences": sum(n for key, n in opened.items() if " " not in key),
        "min_sentences": MIN_SENTENCES,
        "min_pair": MIN_PAIR,
        "pair_margin": PAIR_MARGIN,
        "smoothing": SMOOTHING,
        **corpora_card(names),
    }
    return QuestionOpeners(shares, overall, card)


if __name__ == "__main__":
    train_main("python -m lm.question_openers", __doc__, "openings", train)
