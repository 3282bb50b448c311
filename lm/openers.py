"""Which words open sentences that rarely end before a comma: "if", "while", "although".

    opener   ended with no comma  ->  log-ratio to every sentence's share (at most 0)
    if             16%                    log(.16 / .54) = -1.19
    the            51%                    log(.51 / .54) = -0.04
    thanks         82%                    none: 0
    when you       17%                    -1.17 (the word "when" -0.68)
    when do        above every share      0: a question, which needs no comma

A sentence opened by a subordinating word needs its main clause, set off by a comma: "If you have
any questions, call me." A sentence end before that comma leaves a fragment, which the boundary
model writes where its evidence for an end is strong, as after a phone number said as words:
"Please call me back at 555-1234. If you have any questions." The model scores each slot on its
own; whether the sentence has had its comma depends on the path the search took, so this is a
feature of the search (formatter.search), added to a sentence-ending mark while the sentence has
no comma yet, weighted by formatter.tuning.opener_weight.

The table counts, in the training corpora, the sentences each word opens and how many of them end
with no comma inside (lm.boundary_text.slots, as the boundary model reads them). A word's share is
smoothed toward every sentence's (SMOOTHING sentences' worth), and only words that open at least
MIN_SENTENCES sentences and fall below every sentence's share keep a row: the feature only makes
an end dearer, never cheaper.

A word's sentences mix kinds that a second word tells apart: "when you get this" needs its main
clause, "when do you" is a question and needs none. So a pair of opening words with no comma
between them keeps a row of its own where its MIN_PAIR sentences, smoothed toward its first
word's share, put its log-ratio at least PAIR_MARGIN from the word's (both taken at most 0);
the search reads the pair's row, else its first word's (OpenerModel.opening).

    python -m lm.openers train data/lm/openers.json ../shared/corpora/*.train.txt.xz

An openers.json beside another class LM is used instead of the shipped one (beside), as an
acronyms.tsv is: the permissive corpora's own table goes with the permissive LM.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lm.boundary import MARKS
from lm.boundary_text import slots
from lm.corpus import read_lines
from lm.data_files import beside_model, data_path
from lm.licences import corpora_card

DEFAULT_OPENERS = data_path("lm", "openers.json")
SENTENCE_ENDS = (MARKS.index("."), MARKS.index("?"))
COMMA = MARKS.index(",")
MIN_SENTENCES = 200
MIN_PAIR = 50
PAIR_MARGIN = 0.3
SMOOTHING = 20.0
# Lines read from each corpus: enough for every common opener's share to settle (from the six
# corpora, 2.58M sentences in 4 minutes).
LINES = 100_000


@dataclass(frozen=True)
class OpenerModel:
    """Opener (a word, or two space-joined) -> log-ratio (<= 0) of its sentences' share ending
    with no comma, against every sentence's; a word without a row has 0."""

    ratios: Mapping[str, float] = field(default_factory=dict)
    card: Mapping[str, object] = field(default_factory=dict)

    def ratio(self, word: str) -> float:
        return self.ratios.get(word, 0.0)

    def opening(self, words: Sequence[str]) -> float:
        """The log-ratio of a sentence opened by WORDS (its first one or two, no comma between
        them): the pair's row, else the first word's."""
        if len(words) >= 2:
            found = self.ratios.get(f"{words[0]} {words[1]}")
            if found is not None:
                return found
        return self.ratio(words[0]) if words else 0.0

    def __len__(self) -> int:
        return len(self.ratios)

    def save(self, path: Path) -> None:
        rows = dict(sorted(self.ratios.items(), key=lambda item: item[1]))
        path.write_text(json.dumps({**self.card, "ratios": rows}, indent=1) + "\n", "utf-8")

    @classmethod
    def load(cls, path: Path = DEFAULT_OPENERS) -> OpenerModel:
        data = json.loads(Path(path).read_text("utf-8"))
        ratios = {str(word): float(value) for word, value in data.pop("ratios").items()}
        if any(value > 0 for value in ratios.values()):
            raise ValueError(f"{path}: an opener's log-ratio above 0")
        return cls(ratios, data)


def beside(model: Path) -> Path:
    """The opener table for the class LM MODEL: openers.json in its directory if there is one (a
    model trained on other corpora, the permissive ones, brings its own), else the shipped one."""
    return beside_model(model, "openers.json", DEFAULT_OPENERS)


def count(sentences: Iterable[tuple[list[str], list[int]]]) -> tuple[Counter, Counter]:
    """Per opener (a word; two space-joined where no mark parts them), the sentences it opens
    and those that end with no comma inside, from (words, marks) lines
    (lm.boundary_text.slots): a line's words after its last sentence end are no sentence."""
    opened: Counter[str] = Counter()
    no_comma: Counter[str] = Counter()
    for words, marks in sentences:
        start, comma = 0, False
        for i, mark in enumerate(marks):
            if mark in SENTENCE_ENDS:
                keys = [words[start]]
                if i > start and marks[start] != COMMA:
                    keys.append(f"{words[start]} {words[start + 1]}")
                for key in keys:
                    opened[key] += 1
                    no_comma[key] += not comma
                start, comma = i + 1, False
            elif mark == COMMA:
                comma = True
    return opened, no_comma


def _sentences(counter: Counter) -> int:
    """COUNTER's sentences, each counted once: by its first word, not again by its pair."""
    return sum(n for key, n in counter.items() if " " not in key)


def fit(opened: Counter, no_comma: Counter) -> dict[str, float]:
    """The rows (see the module docstring) from count()'s two counters."""
    total = _sentences(opened)
    if not total:
        return {}
    share = _sentences(no_comma) / total
    ratios, shares = {}, {}
    for word, n in opened.items():
        if " " in word or n < MIN_SENTENCES:
            continue
        shares[word] = (no_comma[word] + SMOOTHING * share) / (n + SMOOTHING)
        ratio = math.log(shares[word] / share)
        if ratio < 0:
            ratios[word] = round(ratio, 4)
    for pair, n in opened.items():
        if " " not in pair or n < MIN_PAIR:
            continue
        word = pair.split(" ", 1)[0]
        parent = shares.get(word, share)
        own = (no_comma[pair] + SMOOTHING * parent) / (n + SMOOTHING)
        ratio = min(math.log(own / share), 0.0)
        if abs(ratio - ratios.get(word, 0.0)) >= PAIR_MARGIN:
            ratios[pair] = round(ratio, 4)
    return ratios


def corpus_lines(paths: Sequence[Path], lines: int) -> Iterable[tuple[list[str], list[int]]]:
    for path in paths:
        for line in itertools.islice(read_lines(path), lines):
            found = slots(line)
            if found is not None:
                yield found[0], found[1]


def train(paths: Sequence[Path], lines: int = LINES) -> OpenerModel:
    opened, no_comma = count(corpus_lines(paths, lines))
    names = [p.name for p in paths]
    sentences = _sentences(opened)
    card = {
        "what": "sentence openers that rarely end before a comma (lm/openers.py)",
        "lines_per_corpus": lines,
        "sentences": sentences,
        "no_comma_share": round(_sentences(no_comma) / max(sentences, 1), 4),
        "min_sentences": MIN_SENTENCES,
        "min_pair": MIN_PAIR,
        "pair_margin": PAIR_MARGIN,
        "smoothing": SMOOTHING,
        **corpora_card(names),
    }
    return OpenerModel(fit(opened, no_comma), card)


def train_main(
    prog: str,
    doc: str | None,
    what: str,
    train_table: Callable,
    lines: int = LINES,
    unit: str = "sentences",
) -> None:
    """The `train OUT CORPORA... [--lines N]` command of a table counted on corpora (this one,
    lm.question_openers, lm.sentence_lengths, lm.small_quantities): TRAIN_TABLE(corpora, lines),
    saved to OUT; the table's card holds how many UNIT it counted."""
    parser = argparse.ArgumentParser(prog=prog, description=doc)
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("train", help=f"count the {what} in corpora and write the table")
    run.add_argument("out", type=Path)
    run.add_argument("corpora", nargs="+", type=Path)
    run.add_argument("--lines", type=int, default=lines, help="lines read from each corpus")
    args = parser.parse_args()
    try:
        model = train_table(args.corpora, args.lines)
    except (ValueError, OSError) as error:  # too few counts, or a corpus it cannot read
        parser.exit(1, f"{prog}: {error}\n")
    model.save(args.out)
    print(f"wrote {args.out}: {len(model)} {what} from {model.card[unit]:,} {unit}")


if __name__ == "__main__":
    train_main("python -m lm.openers", __doc__, "openers", train)
