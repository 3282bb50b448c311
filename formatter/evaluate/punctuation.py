"""Punctuation and capitalization scores (paper section 4.3; Gravano et al. 2009) on written text.

    reference  Hi Bill, it's Tracy. Are you there?
    input      hi bill it's tracy are you there
    output     Hi Bill, it's Tracy, are you there?
    scored     capitals: Hi (not scored, unit start) Bill Tracy Are(missed);
               commas: 1 right, 1 inserted; periods: 1 missed;
               question marks: the unit-final one is not scored

The reference is one sentence per line. Each line is put in the formatter's conventions with
lm.normalize.normalize, the function that prepares the LM's training text: ! ; : become periods,
brackets and dashes commas (Gravano et al. Table 1(a), question marks kept), abbreviation periods
go ("Dr. Smith" -> "Dr Smith"), quotes and hyphens go, number-internal marks stay ("3:30", "$5.25").
So the reference asks only for what the formatter can write: with question marks off, "?" becomes
"." too. Lines it rejects as not prose are dropped and counted. `<inaudible>`-style tags
(Earnings-21) are removed first.

Consecutive lines are joined into units of whole sentences (until UNIT_WORDS words or
UNIT_SENTENCES sentences), so sentence boundaries must be found, not given. The input is each
unit's words lowercased without marks at their edges.

Slots. Every input word has a capital slot (is its first character uppercase) and a mark slot
(the mark after it: none, comma, period, question). The hypothesis is mapped to slots through
Token.words (the timing contract): a token's trailing mark goes to the slot after its last source
word, its capital to its first source word; words merged into a token (numbers: "twenty five" ->
"25") have no mark and no capital of their own. The first word's capital and the last word's mark
of a unit are always written by both and are not scored.

Figures per mark: precision, recall, F1, and slot error rate (FN + FP) / reference count, where a
substituted mark is a miss of one and a false alarm of the other. Overall: (S + D + I) / reference
marks, a substitution counted once. F1 is 2 correct / (reference + output): 0, not undefined, when
nothing is right. A unit the formatter refuses (InputError) is skipped and counted.

Lowercased input (the IWSLT TED set): capitals are not scored, and clitics split by the tokenizer
are joined back ("we 're" -> "we're", "is n't" -> "isn't") because the grammars and the LM know
the joined forms; no mark ever sits between a word and its clitic, so no slot is lost. Titles get
their capital back before normalizing ("mr. smith" -> "Mr. smith"), else their period would count
as a sentence end. The TED file also holds UTF-8 read as cp1252: "â€™" is an apostrophe, and
"â™?" a music note whose "?" is no question mark; both are repaired first.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from formatter.evaluate.align import HasWords
from formatter.evaluate.report import ratio, table
from lm.corpus import read_lines
from lm.normalize import without_title_periods

COMMA, PERIOD, QUESTION = ",", ".", "?"
MARKS = (COMMA, PERIOD, QUESTION)
MARK_NAMES = {COMMA: "comma", PERIOD: "period", QUESTION: "question"}
SENTENCE_MARKS = frozenset({PERIOD, QUESTION})
MISSED_TOP = 10  # rows of the missed sentence ends' table
# A unit closes once it has this many words or sentences: several sentence boundaries per unit.
UNIT_WORDS = 40
UNIT_SENTENCES = 5

_TAG = re.compile(r"<[a-z_]+>", re.IGNORECASE)
_CLITIC = re.compile(r"\s+('(?:s|re|ve|ll|d|m)|n't)\b", re.IGNORECASE)
_LOWER_ABBREVIATION = re.compile(r"\b([a-z]+)\.(?=\s)")
# UTF-8 decoded as cp1252 in the TED file ("?" where cp1252 has no character for a byte).
_MOJIBAKE = {"\u00e2\u20ac\u2122": "'", "\u00e2\u2122?": " ", "\u00e2\u20ac?": '"'}


@dataclass(frozen=True)
class Reference:
    """A unit of reference text as slots: input words, the mark after each, its capital."""

    words: tuple[str, ...]
    marks: tuple[str, ...]
    capitals: tuple[bool, ...]

    def __add__(self, other: Reference) -> Reference:
        return Reference(
            self.words + other.words, self.marks + other.marks, self.capitals + other.capitals
        )


def clean_line(line: str, lowercased: bool = False, questions: bool = True) -> str | None:
    """LINE in the formatter's conventions, or None if it is not prose (see the module docstring).

    >>> clean_line("Great job -- see you at 3:30 p.m.! <inaudible>")
    'Great job, see you at 3:30 PM.'
    >>> clean_line("well , we 're here with mr. smith, is n't it ?", lowercased=True)
    "Well, we're here with Mr smith, isn't it?"
    >>> clean_line("Is it? Yes.", questions=False)
    'Is it. Yes.'
    """
    from lm.normalize import _TITLES, NormalizeConfig, normalize

    for broken, repaired in _MOJIBAKE.items():
        line = line.replace(broken, repaired)
    line = _TAG.sub(" ", line)
    if lowercased:
        line = _CLITIC.sub(r"\1", line)
        # normalize knows titles by their capital: "mr." would otherwise end a sentence.
        line = _LOWER_ABBREVIATION.sub(
            lambda m: m.group(0).capitalize() if m.group(1).capitalize() in _TITLES else m.group(0),
            line,
        )
    if not line.strip():
        return None
    return normalize(line, NormalizeConfig(keep_questions=questions))


def parse(text: str) -> Reference:
    """Slots of normalized TEXT (marks attached to the word before them, as normalize writes them).

    >>> parse("Hi Bill, it's $5.")  # doctest: +NORMALIZE_WHITESPACE
    Reference(words=('hi', 'bill', "it's", '$5'), marks=('', ',', '', '.'),
              capitals=(True, True, False, False))
    """
    words, marks, capitals = [], [], []
    for token in text.split():
        mark = token[-1] if len(token) > 1 and token[-1] in MARKS else ""
        word = token[:-1] if mark else token
        if word.strip(".,?"):
            words.append(word.lower())
            marks.append(mark)
            capitals.append(word[:1].isupper())
        elif marks:  # a lone mark: it belongs to the word before
            marks[-1] = marks[-1] or token[0]
    return Reference(tuple(words), tuple(marks), tuple(capitals))


def units(
    lines: Iterable[str],
    per_line: bool = False,
    max_words: int = UNIT_WORDS,
    max_sentences: int = UNIT_SENTENCES,
) -> Iterator[Reference]:
    """Consecutive normalized LINES joined into units of whole sentences (deterministic), each
    closed once it has MAX_WORDS words or MAX_SENTENCES sentences (larger ones: a stream read as
    the literature's TED figures are, whole talks at a time). PER_LINE makes each line a unit of
    its own: sentences given, as Cyberpunc's commas mode."""
    unit: Reference | None = None
    sentences = 0
    for line in lines:
        reference = parse(line)
        if not reference.words:
            continue
        unit = reference if unit is None else unit + reference
        sentences += 1
        if per_line or len(unit.words) >= max_words or sentences >= max_sentences:
            yield unit
            unit, sentences = None, 0
    if unit is not None:
        yield unit


def read_units(
    paths: Sequence[Path], lines: int | None = None, lowercased: bool = False
) -> list[Reference]:
    """The units of the first LINES lines of each of PATHS (plain or xz), read as one set: each
    line cleaned (clean_line; LOWERCASED for a lowercased file), those not prose left out."""
    raw = (line for path in paths for line in itertools.islice(read_lines(path), lines))
    cleaned = (clean_line(line, lowercased) for line in raw if line.strip())
    return list(units(c for c in cleaned if c))


def hypothesis_slots(tokens: Sequence[HasWords], n: int) -> tuple[list[str], list[bool]]:
    """Marks and capitals of N input words, read off output TOKENS through their source words.

    A word's capital is that of the first token drawing on it, the mark after it that of the last
    one ending on it: one ASR word may give several tokens ("new york" -> "New", "York").
    A token without text or source words sets nothing.

    >>> from formatter.transcript import Token
    >>> hypothesis_slots([Token("It's", 0, 1, 1, (0,)), Token("$25.", 1, 4, 1, (1, 2, 3))], 4)
    (['', '', '', '.'], [True, False, False, False])
    >>> hypothesis_slots([Token("New,", 0, 1, 1, (0,)), Token("York", 0, 1, 1, (0,))], 1)
    ([''], [True])
    """
    marks, capitals = [""] * n, [False] * n
    seen: set[int] = set()
    for token in tokens:
        if not token.words or not token.text:
            continue
        first, last = min(token.words), max(token.words)
        # A title's period is no mark ("Dr."), as the references' normalization has it.
        text = without_title_periods(token.text)
        marks[last] = text[-1] if text[-1] in MARKS else ""
        if first not in seen:
            capitals[first] = token.text[0].isupper()
        seen.update(token.words)
    return marks, capitals


@dataclass
class Scores:
    """Slot counts over all units."""

    units: int = 0
    skipped_units: int = 0  # the formatter refused the words (InputError): not scored
    words: int = 0
    lines: int = 0
    dropped_lines: int = 0  # not prose per lm.normalize, or empty after removing tags
    merged_words: int = 0  # input words inside a multi-word output token (numbers formatted)
    reference: Counter[str] = field(default_factory=Counter)  # mark or "capital" -> count
    hypothesis: Counter[str] = field(default_factory=Counter)
    correct: Counter[str] = field(default_factory=Counter)
    confusion: Counter[tuple[str, str]] = field(default_factory=Counter)  # (reference, output)
    # Marks scored: a reference or output mark outside them counts as none (--marks comma).
    marks: frozenset[str] = frozenset(MARKS)
    units_right: int = 0  # units whose every scored mark slot is right (sentence accuracy)
    # Reference sentence ends the output did not end there, by the word after the slot and what
    # the output wrote instead: where the sentence ends are lost (TED's ". And" as ", and").
    missed_ends: Counter[tuple[str, str]] = field(default_factory=Counter)

    def add(
        self,
        reference: Reference,
        marks: Sequence[str],
        capitals: Sequence[bool],
        score_capitals: bool = True,
    ) -> None:
        """Score one unit's hypothesis MARKS and CAPITALS against REFERENCE."""
        n = len(reference.words)
        self.units += 1
        self.words += n
        right = True
        for i in range(n - 1):  # the unit-final mark is always there
            right &= self.add_mark(reference.marks[i], marks[i])
            self.add_end(reference.marks[i], marks[i], reference.words[i + 1])
        self.units_right += right
        if score_capitals:
            for i in range(1, n):  # the unit-initial capital is always there
                self.add_capital(reference.capitals[i], capitals[i])

    def add_mark(self, r: str, h: str) -> bool:
        """One mark slot: reference mark R, output mark H ("" for none); whether they agree."""
        r, h = (r if r in self.marks else ""), (h if h in self.marks else "")
        self.confusion[r, h] += 1
        if r:
            self.reference[r] += 1
        if h:
            self.hypothesis[h] += 1
        if r and r == h:
            self.correct[r] += 1
        return r == h

    def add_end(self, r: str, h: str, following: str) -> None:
        """Count a reference sentence end R that the output wrote as H, before word FOLLOWING."""
        h = h if h in self.marks else ""
        if r in self.marks and r in SENTENCE_MARKS and h not in SENTENCE_MARKS:
            self.missed_ends[h, following] += 1

    def add_capital(self, r: bool, h: bool) -> None:
        """One capital slot: whether the reference and the output capitalize the word."""
        self.reference["capital"] += r
        self.hypothesis["capital"] += h
        self.correct["capital"] += r and h

    def figures(self, key: str) -> dict[str, float | int | None]:
        """Counts, precision, recall, F1, slot error rate of KEY (a mark, 'capital', or 'all')."""
        if key == "all":
            ref = sum(self.reference[m] for m in MARKS)
            hyp = sum(self.hypothesis[m] for m in MARKS)
            ok = sum(self.correct[m] for m in MARKS)
            substituted = sum(n for (r, h), n in self.confusion.items() if r and h and r != h)
            errors = (ref - ok - substituted) + (hyp - ok - substituted) + substituted
        else:
            ref, hyp, ok = self.reference[key], self.hypothesis[key], self.correct[key]
            errors = (ref - ok) + (hyp - ok)
        precision = ok / hyp if hyp else None
        recall = ok / ref if ref else None
        # The harmonic mean of precision and recall, also where one of them is undefined.
        f1 = 2 * ok / (ref + hyp) if ref + hyp else None
        return {
            "reference": ref,
            "output": hyp,
            "correct": ok,
            "precision": precision,
            "recall": recall,
            "f1": f1,
            "ser": errors / ref if ref else None,
        }

    def keys(self, score_capitals: bool) -> list[str]:
        scored = [m for m in MARKS if m in self.marks]
        return (["capital"] if score_capitals else []) + scored + ["all"]

    @property
    def unit_accuracy(self) -> float | None:
        """Share of units with every scored mark right (Cyberpunc's sentence accuracy)."""
        return self.units_right / self.units if self.units else None

    def to_json(self, score_capitals: bool) -> dict[str, object]:
        return {
            "units": self.units,
            "skipped_units": self.skipped_units,
            "words": self.words,
            "lines": self.lines,
            "dropped_lines": self.dropped_lines,
            "merged_words": self.merged_words,
            "marks": sorted(self.marks),
            "unit_accuracy": self.unit_accuracy,
            **{k: self.figures(k) for k in self.keys(score_capitals)},
            "confusion": {
                f"{r or '-'} -> {h or '-'}": n for (r, h), n in sorted(self.confusion.items())
            },
            "missed_ends": {
                f"{h or '-'} {word}": n for (h, word), n in self.missed_ends.most_common(MISSED_TOP)
            },
        }


def evaluate(
    formatter,
    references: Sequence[Reference],
    score_capitals: bool = True,
    progress=None,
    marks: frozenset[str] = frozenset(MARKS),
) -> Scores:
    """Run FORMATTER on each unit's lowercase words and score capitals and MARKS."""
    from formatter.errors import InputError
    from formatter.evaluate.align import run

    scores = Scores(marks=marks)
    for n, reference in enumerate(references, start=1):
        try:
            tokens = run(formatter, reference.words)
        except InputError:
            scores.skipped_units += 1
        else:
            marks, capitals = hypothesis_slots(tokens, len(reference.words))
            scores.merged_words += sum(len(t.words) for t in tokens if len(t.words) > 1)
            scores.add(reference, marks, capitals, score_capitals)
        if progress:
            progress(n, len(references))
    return scores


def render(scores: Scores, score_capitals: bool = True, numbers: bool = False) -> str:
    """The markdown report: P/R/F1/SER per mark and overall, and the mark confusion matrix.
    NUMBERS says whether the formatter ran with its number grammars."""
    names = {"capital": "capitals", **MARK_NAMES, "all": "all marks"}
    rows = []
    for key in scores.keys(score_capitals):
        f = scores.figures(key)
        rows.append(
            [
                names[key],
                f["reference"],
                f["output"],
                f["correct"],
                ratio(f["precision"]),
                ratio(f["recall"]),
                ratio(f["f1"]),
                ratio(f["ser"]),
            ]
        )
    merged = (
        f"; {scores.merged_words} input words were merged into multi-word tokens by the number"
        " grammars (such a token has one capital and one mark slot)"
        if numbers
        else ""
    )
    skipped = (
        f" ({scores.skipped_units} refused by the formatter, not scored)"
        if scores.skipped_units
        else ""
    )
    out = [
        f"{scores.lines} lines ({scores.dropped_lines} dropped as not prose) in"
        f" {scores.units + scores.skipped_units} units{skipped}, {scores.words} words{merged}\n",
        table(["", "reference", "output", "correct", "precision", "recall", "F1", "SER"], rows),
        "\nMarks: reference (rows) against output (columns), unit-final slots excluded\n",
    ]
    out.insert(
        2,
        f"\nunits with every mark right: {ratio(scores.unit_accuracy)}"
        " (sentence accuracy where each unit is one sentence)\n",
    )
    labels = ["", *(m for m in MARKS if m in scores.marks)]
    out.append(
        table(
            ["reference \\ output", *(MARK_NAMES.get(h, "none") for h in labels)],
            [
                [MARK_NAMES.get(r, "none"), *(scores.confusion[r, h] for h in labels)]
                for r in labels
            ],
        )
    )
    missed = sum(scores.missed_ends.values())
    if missed:
        out.append(
            f"\nSentence ends missed ({missed}), by the word after the slot and what was written"
            f" there (the {MISSED_TOP} most frequent)\n"
        )
        out.append(
            table(
                ["next word", "written", "count", "share"],
                [
                    [word, MARK_NAMES.get(h, "none"), n, ratio(n / missed)]
                    for (h, word), n in scores.missed_ends.most_common(MISSED_TOP)
                ],
            )
        )
    return "\n".join(out)
