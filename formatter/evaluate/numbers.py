"""Numeric Entity Error Rate (paper section 4.1, Tables 4 and 5) on spoken/written sentence pairs.

    spoken   for six people at five five thirty cost is eleven hundred dollars
    spans    CARDINAL six -> six, TIME five five thirty -> 5 5:30,
             MONEY eleven hundred dollars -> $1,100
    output   For 6 people at 5 5:30, cost is 11 $100.
    scored   six: over (6 for six), five five thirty: correct, eleven hundred dollars: incorrect

How an entity is scored. Each span's spoken form is located in the spoken sentence (spans in order;
where it occurs more than once, the occurrence the written sentence does not copy verbatim),
giving an input word range. The formatter runs on the spoken words with synthetic times, and each
output token names the input words it came from (Token.words, the timing contract), so the
hypothesis for an entity is the output tokens drawing on its words: no string alignment, even when
"eleven hundred dollars" became one token. A token may also draw on words outside the entity
("extension four" -> "ext. 4"): the range then grows to the tokens' words, and to any other entity
it touches, until stable, and the reference for the grown range is the spoken words outside the
entities plus the entities' written forms. Hypothesis and reference are normalized alike
(`normalize`: lowercase, no marks at token edges, token-internal ones kept: "3:30", "$5.25",
"1,200", "555-8888", "(212)") and compared exactly, and again with whitespace removed.

Each entity is also counted under the style its row was formatted in (`--style match`: the style
the reference shows, formatter.evaluate.conventions), and each error as a *convention* (the same
reading written another way) or a wrong reading.

An error is incorrect formatting when the reference formats the entity (written differs from
spoken) and so does the hypothesis, overformatting when the reference keeps the spoken words and
the hypothesis does not, underformatting when the reference formats and the hypothesis keeps the
spoken words.

Not scored, and counted: spans whose spoken form is not in the spoken sentence, spans with an
empty written form (two Earnings-21 rows write "Ballot Measure ." for "ballot measure one"), and
sentences the formatter refuses.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, astuple, dataclass, field, replace
from pathlib import Path

from formatter.errors import InputError
from formatter.evaluate.align import HasWords, copied, covering, occurrences
from formatter.evaluate.conventions import reference_style, same_reading
from formatter.evaluate.report import percent, table

CORRECT, INCORRECT, OVER, UNDER = "correct", "incorrect", "over", "under"
ERRORS = (INCORRECT, OVER, UNDER)
# Table 5: formatting characters whose entities are counted separately.
TABLE5_CHARS = (":", ".", "$", ",")
# Marks removed at token edges (inter-word punctuation); inside a token they stay.
# A hyphen between a letter or digit and a letter: "86-minute", "x-ray"; not "COVID-19",
# "555-0100" or "-5" (normalize).
_WORD_HYPHEN = re.compile(r"(?<=[^\W_])-(?=[^\W\d_])")
_EDGE = ",.?!;:\"'`“”‘’«»[]{}…"


@dataclass(frozen=True)
class Span:
    """One reference entity: its class, spoken form and written form."""

    cls: str
    spoken: str
    written: str


@dataclass(frozen=True)
class Row:
    spoken: str
    written: str
    spans: tuple[Span, ...]


@dataclass(frozen=True)
class EntityResult:
    """One scored entity; text fields are normalized, over the (possibly grown) scored range."""

    cls: str
    spoken: str  # the spoken words of the scored range
    reference: str
    hypothesis: str
    exact: str  # correct / incorrect / over / under
    nospace: str  # the same with whitespace ignored
    written: str  # the span's own written form, normalized (Table 5)
    style: str = ""  # the style the row was formatted in


def read_rows(path: Path, limit: int | None = None) -> list[Row]:
    """Rows of a numbers TSV (header; spoken_sentence, written_sentence, spans as JSON)."""
    rows: list[Row] = []
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        if header[:3] != ["spoken_sentence", "written_sentence", "spans"]:
            raise InputError(
                f"{path}: expected the header spoken_sentence, written_sentence, spans"
            )
        for number, line in enumerate(f, start=2):
            if limit is not None and len(rows) >= limit:
                break
            if not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 3:
                raise InputError(f"{path}:{number}: expected 3 tab-separated fields")
            try:
                spans = tuple(
                    Span(s["class"], s["spoken"], s["written"]) for s in json.loads(fields[2])
                )
                if not all(isinstance(v, str) for span in spans for v in astuple(span)):
                    raise TypeError
            except (ValueError, KeyError, TypeError):
                raise InputError(
                    f"{path}:{number}: spans is not a JSON list of"
                    " {class, spoken, written} strings"
                ) from None
            rows.append(Row(fields[0], fields[1], spans))
    return rows


def normalize_token(token: str) -> str:
    """TOKEN lowercased without inter-word marks at its edges; parentheses only when unbalanced.
    A leading point before a digit is a decimal point, not punctuation.

    >>> [normalize_token(t) for t in ["3:30.", "$5.25,", "(212)", "(roughly", "ext.", '"1,200"']]
    ['3:30', '$5.25', '(212)', 'roughly', 'ext', '1,200']
    >>> normalize_token(".25."), normalize_token('".5')
    ('.25', '.5')
    """
    token = token.lower()
    previous = None
    while token != previous:
        previous = token
        token = token.rstrip(_EDGE)
        start = 0
        while start < len(token) and token[start] in _EDGE and not _decimal_point(token, start):
            start += 1
        token = token[start:]
        if token.startswith("(") and ")" not in token:
            token = token[1:]
        if token.endswith(")") and "(" not in token:
            token = token[:-1]
    return token


def _decimal_point(token: str, i: int) -> bool:
    return token[i] == "." and token[i + 1 : i + 2].isdigit()


def normalize(text: str) -> str:
    """TEXT without capitals and inter-word punctuation: 'At (212) 555-0100, ext. 4.' ->
    'at (212) 555-0100 ext 4'. A hyphen before a letter parts words as a space does ('86-minute'
    -> '86 minute'): the reference of a range grown past its entity is the entity's written form
    and the spoken words beside it, which hold no hyphen, so a number joined to the noun it
    modifies (grammars.compound) could never match it, where the references write both ("86 -
    minute" in Wikipedia's, "12 month" in Earnings-21's)."""
    words = _WORD_HYPHEN.sub(" ", text).split()
    return " ".join(t for t in (normalize_token(w) for w in words) if t)


def classify(reference: str, hypothesis: str, spoken: str) -> str:
    """correct, or which kind of error (paper 4.1): normalized strings in, one category out.

    >>> classify("one", "1", "one"), classify("3:30", "three thirty", "three thirty")
    ('over', 'under')
    """
    if hypothesis == reference:
        return CORRECT
    if reference == spoken:
        return OVER
    if hypothesis == spoken:
        return UNDER
    return INCORRECT


def locate(
    spoken: Sequence[str], spans: Sequence[Span], written: str | None = None
) -> list[tuple[int, int] | None]:
    """Input word range of each span's spoken form, or None when it is not there (or taken).

    Spans come in order but without offsets, and a spoken form may occur more than once. Among the
    occurrences no earlier span took, the first at or after the previous span wins; but when the
    span rewrites its words, an occurrence the WRITTEN sentence copies verbatim is the wrong one
    (there the reference kept the words), so an occurrence it rewrote is preferred.

    >>> five = [Span("CARDINAL", "five", "5")]
    >>> locate("five stores sold five".split(), five, "Five stores sold 5."), locate(["one"], five)
    ([(3, 4)], [None])
    """
    words = [normalize_token(w) for w in spoken]
    kept = copied(words, normalize(written).split()) if written is not None else set()
    free = [True] * len(words)
    ranges: list[tuple[int, int] | None] = []
    cursor = 0
    for span in spans:
        phrase = [t for t in (normalize_token(w) for w in span.spoken.split()) if t]
        n = len(phrase)
        found = [i for i in occurrences(words, phrase) if all(free[i : i + n])]
        # Spans slightly out of order in the data are still found, after the in-order ones.
        found = [i for i in found if i >= cursor] + [i for i in found if i < cursor]
        if normalize(span.written) != " ".join(phrase):
            found = [i for i in found if not kept.issuperset(range(i, i + n))] or found
        if not found:
            ranges.append(None)
            continue
        at = found[0]
        free[at : at + n] = [False] * n
        ranges.append((at, at + n))
        cursor = at + n
    return ranges


def score_sentence(
    spoken: Sequence[str],
    spans: Sequence[Span],
    tokens: Sequence[HasWords],
    written: str | None = None,
) -> tuple[list[EntityResult], int, int]:
    """Score every span of one sentence against the output TOKENS; also how many spans were not
    located and how many have an empty written form (neither is scored). WRITTEN, the reference
    sentence, only helps to locate a spoken form that occurs twice.

    >>> from formatter.transcript import Token
    >>> out = [Token("At", 0, 1, 1, (0,)), Token("3:30.", 1, 3, 1, (1, 2))]
    >>> [r.exact for r in score_sentence("at three thirty".split(),
    ...                                  [Span("TIME", "three thirty", "3:30")], out)[0]]
    ['correct']
    """
    blank = [s for s in spans if not normalize(s.written)]
    spans = [s for s in spans if normalize(s.written)]
    ranges = locate(spoken, spans, written)
    located = [(r, s) for r, s in zip(ranges, spans, strict=True) if r is not None]
    results = []
    for (begin, end), span in located:
        chosen: list[int] = []
        while True:
            b, e, chosen = covering(tokens, begin, end)
            for (eb, ee), _ in located:
                if eb < e and ee > b:
                    b, e = min(b, eb), max(e, ee)
            if (b, e) == (begin, end):
                break
            begin, end = b, e
        starts = {eb: (ee, s) for (eb, ee), s in located}
        pieces, p = [], begin
        while p < end:
            if p in starts:
                ee, other = starts[p]
                pieces.append(other.written)
                p = ee
            else:
                pieces.append(spoken[p])
                p += 1
        reference = normalize(" ".join(pieces))
        hypothesis = normalize(" ".join(tokens[k].text for k in chosen))
        said = normalize(" ".join(spoken[begin:end]))
        results.append(
            EntityResult(
                cls=span.cls,
                spoken=said,
                reference=reference,
                hypothesis=hypothesis,
                exact=classify(reference, hypothesis, said),
                nospace=classify(*(s.replace(" ", "") for s in (reference, hypothesis, said))),
                written=normalize(span.written),
            )
        )
    return results, len(spans) - len(located), len(blank)


@dataclass
class Counts:
    entities: int = 0
    exact: Counter[str] = field(default_factory=Counter)
    nospace: Counter[str] = field(default_factory=Counter)

    def add(self, result: EntityResult) -> None:
        self.entities += 1
        self.exact[result.exact] += 1
        self.nospace[result.nospace] += 1

    def rates(self, which: str = "exact") -> dict[str, float | None]:
        """NEER and its split, in % of entities; None (not 0) when there are no entities."""
        counter = self.exact if which == "exact" else self.nospace
        wrong = sum(counter[e] for e in ERRORS)
        n = self.entities
        return {
            "NEER": 100 * wrong / n if n else None,
            **{e: 100 * counter[e] / n if n else None for e in ERRORS},
        }


@dataclass
class Summary:
    """Everything the numbers report prints, accumulated row by row."""

    rows: int = 0
    skipped_rows: int = 0  # the formatter refused the input (InputError)
    unlocated: int = 0  # spans whose spoken form is not in the spoken sentence
    blank: int = 0  # spans with an empty written form (errors in the data)
    total: Counts = field(default_factory=Counts)
    per_class: dict[str, Counts] = field(default_factory=dict)
    per_style: dict[str, Counts] = field(default_factory=dict)
    conventions: int = 0  # errors that write the reference's reading in another form
    table5: dict[str, list[int]] = field(default_factory=dict)  # char -> [entities, correct]
    results: list[EntityResult] = field(default_factory=list)

    def add(self, results: Sequence[EntityResult], unlocated: int = 0, blank: int = 0) -> None:
        self.rows += 1
        self.unlocated += unlocated
        self.blank += blank
        for r in results:
            self.total.add(r)
            self.per_class.setdefault(r.cls, Counts()).add(r)
            self.per_style.setdefault(r.style, Counts()).add(r)
            if r.exact != CORRECT and same_reading(r.reference, r.hypothesis):
                self.conventions += 1
            for char in TABLE5_CHARS:
                if char in r.written:
                    entry = self.table5.setdefault(char, [0, 0])
                    entry[0] += 1
                    entry[1] += r.exact == CORRECT
            self.results.append(r)

    def errors(self) -> list[EntityResult]:
        return [r for r in self.results if r.exact != CORRECT]

    def to_json(self) -> dict[str, object]:
        return {
            "rows": self.rows,
            "skipped_rows": self.skipped_rows,
            "unlocated_spans": self.unlocated,
            "blank_spans": self.blank,
            "entities": self.total.entities,
            "exact": self.total.rates("exact"),
            "ignore_space": self.total.rates("nospace"),
            "per_class": {
                c: {
                    "entities": n.entities,
                    "exact": n.rates("exact"),
                    "ignore_space": n.rates("nospace"),
                }
                for c, n in sorted(self.per_class.items())
            },
            "per_style": {
                s: {"entities": n.entities, "exact": n.rates("exact")}
                for s, n in sorted(self.per_style.items())
            },
            "errors_conventions": self.conventions,
            "errors_readings": len(self.errors()) - self.conventions,
            "table5": {c: {"entities": n, "correct": k} for c, (n, k) in self.table5.items()},
            "errors": [asdict(r) for r in self.errors()],
        }


def evaluate(formatter, rows: Sequence[Row], progress=None, styled=None) -> Summary:
    """Run FORMATTER on every row's spoken side and score its entities. With STYLED (a style spec
    -> formatter), each row runs in the style its reference shows (conventions.reference_style)."""
    from formatter.evaluate.align import run

    summary = Summary()
    default = getattr(getattr(formatter, "style", None), "name", "")
    for n, row in enumerate(rows, start=1):
        spoken = row.spoken.lower().split()
        style, chosen = default, formatter
        if styled is not None:
            style = reference_style(row.written, default or "en-US")
            chosen = styled(style)
        try:
            tokens = run(chosen, spoken)
        except InputError:
            summary.skipped_rows += 1
        else:
            results, unlocated, blank = score_sentence(spoken, row.spans, tokens, row.written)
            summary.add([replace(r, style=style) for r in results], unlocated, blank)
        if progress:
            progress(n, len(rows))
    return summary


def shape(text: str) -> str:
    """An error's shape, for grouping: digits -> 9, word runs -> w.

    >>> shape("$1,100"), shape("eleven hundred dollars"), shape("11 $100")
    ('$9,999', 'w', '99 $999')
    """
    text = re.sub(r"\d", "9", text)
    text = re.sub(r"[^\W\d_]+(?:'[^\W\d_]+)?", "w", text)
    return re.sub(r"w(?: w)+", "w", text)


def _rate(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def render(summary: Summary, worst: int = 20) -> str:
    """The markdown report: Table 4, per class, Table 5, the most frequent errors and shapes."""
    out: list[str] = []
    total = summary.total
    out.append(
        f"{summary.rows} sentences, {total.entities} entities"
        f" ({summary.unlocated} spans not found in the spoken sentence and {summary.blank} with an"
        f" empty written form, not scored; {summary.skipped_rows} sentences refused by the"
        " formatter)\n"
    )
    rows: list[list[object]] = []
    for label, which in (("exact", "exact"), ("ignore space", "nospace")):
        r = total.rates(which)
        rows.append([label, *(_rate(r[k]) for k in ("NEER", INCORRECT, OVER, UNDER))])
    out.append("Table 4 style (% of entities)\n")
    out.append(table(["", "NEER", "IFR", "OFR", "UFR"], rows))
    out.append("\nPer class (exact; NEER ignoring space in the last column)\n")
    rows = []
    for cls, counts in sorted(summary.per_class.items(), key=lambda kv: -kv[1].entities):
        r, s = counts.rates("exact"), counts.rates("nospace")
        rows.append(
            [
                cls,
                counts.entities,
                *(_rate(r[k]) for k in ("NEER", INCORRECT, OVER, UNDER)),
                _rate(s["NEER"]),
            ]
        )
    out.append(table(["class", "entities", "NEER", "IFR", "OFR", "UFR", "NEER ign. space"], rows))
    out.append("\nPer style the rows were formatted in (exact)\n")
    rows = []
    for style, counts in sorted(summary.per_style.items(), key=lambda kv: -kv[1].entities):
        r = counts.rates("exact")
        rows.append(
            [
                style or "-",
                counts.entities,
                *(_rate(r[k]) for k in ("NEER", INCORRECT, OVER, UNDER)),
            ]
        )
    out.append(table(["style", "entities", "NEER", "IFR", "OFR", "UFR"], rows))
    wrong = len(summary.errors())
    out.append(
        f"\nOf {wrong} errors, {summary.conventions} ({percent(summary.conventions, wrong)}) are"
        " conventions (the reference's reading written another way: word order, commas, suffixes,"
        f" trailing zeros, % or percent, spaces) and {wrong - summary.conventions}"
        f" ({percent(wrong - summary.conventions, wrong)}) wrong readings.\n"
    )
    out.append("\nTable 5 style: reference entities containing a formatting character\n")
    header = ["", "entities", *(f"`{c}`" for c in TABLE5_CHARS)]
    correct = total.exact[CORRECT]
    out.append(
        table(
            header,
            [
                [
                    "reference",
                    total.entities,
                    *(summary.table5.get(c, [0, 0])[0] for c in TABLE5_CHARS),
                ],
                ["correct", correct, *(summary.table5.get(c, [0, 0])[1] for c in TABLE5_CHARS)],
                [
                    "% correct",
                    percent(correct, total.entities),
                    *(percent(*reversed(summary.table5.get(c, [0, 0]))) for c in TABLE5_CHARS),
                ],
            ],
        )
    )
    errors = summary.errors()
    if worst and errors:
        out.append(f"\n{worst} most frequent errors (normalized: no capitals, no edge marks)\n")
        frequent = Counter((e.cls, e.exact, e.spoken, e.reference, e.hypothesis) for e in errors)
        out.append(
            table(
                ["count", "class", "error", "spoken", "reference", "output"],
                [[n, *key] for key, n in frequent.most_common(worst)],
            )
        )
        out.append(f"\n{worst} most frequent error shapes (digits -> 9, words -> w)\n")
        shapes: Counter[tuple[str, str, str, str]] = Counter()
        example: dict[tuple[str, str, str, str], EntityResult] = {}
        for e in errors:
            key = (e.cls, e.exact, shape(e.reference), shape(e.hypothesis))
            shapes[key] += 1
            example.setdefault(key, e)
        out.append(
            table(
                [
                    "count",
                    "class",
                    "error",
                    "reference",
                    "output",
                    "example: spoken -> output (reference)",
                ],
                [
                    [
                        n,
                        *key,
                        f"{example[key].spoken} -> {example[key].hypothesis}"
                        f" ({example[key].reference})",
                    ]
                    for key, n in shapes.most_common(worst)
                ],
            )
        )
    return "\n".join(out)
