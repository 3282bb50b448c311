"""What the pause and filler tables (lm.pauses, lm.fillers) share: a naive-Bayes table of
log P(row | mark) - log P(row) learned from the timed calls' labelled slots, and its command.

Each table's rows are the places a slot can be in (a gap bucket, a position beside a filler);
the search adds a row's log-ratios, weighted, to the marks' scores.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import IO, Protocol

from lm import corpus


def log_ratios(counts: Sequence[Sequence[float]]) -> tuple[tuple[float, ...], ...]:
    """Per row of COUNTS (row x mark, smoothed: no zeros), log P(row | mark) - log P(row).

    >>> log_ratios([[1, 1], [1, 3]])[1]   # the second row is likelier after the second mark
    (-0.2877, 0.1178)
    """
    total = sum(map(sum, counts))
    per_mark = [sum(row[m] for row in counts) for m in range(len(counts[0]))]
    return tuple(
        tuple(
            round(math.log(row[m] / per_mark[m] / (sum(row) / total)), 4) for m in range(len(row))
        )
        for row in counts
    )


def open_text(path: Path) -> IO[str]:
    """A timed file as text, xz-compressed or not; bad UTF-8 is an error, not replaced."""
    return corpus.open_text(path, errors="strict")


def labelled_units(units: Path, labels: Path) -> Iterator[tuple[dict, dict]]:
    """Each unit of a timed UNITS file ({"id", "words"}) with its line of LABELS, read in step;
    ValueError where the two files' ids part."""
    with open_text(units) as words_file, open_text(labels) as labels_file:
        for n, (words_line, labels_line) in enumerate(
            zip(words_file, labels_file, strict=True), start=1
        ):
            unit, label = json.loads(words_line), json.loads(labels_line)
            if unit["id"] != label["id"]:
                raise ValueError(f"{labels}:{n}: unit {label['id']} beside {unit['id']}")
            yield unit, label


def reference_mark(mark: str) -> str:
    """A label's reference mark as the tables count it: "!" ends a sentence like "."."""
    return "." if mark == "!" else mark


def call_of(unit_id: str) -> str:
    """The call a timed unit belongs to: '4320211_amazon_003' -> '4320211'."""
    return unit_id.split("_", 1)[0]


def trained_on(labels: Sequence[Path], left_out: set[str]) -> tuple[str, ...]:
    """The card's record of what a table learned from: the files, and the calls left out."""
    return tuple(p.name for p in labels) + tuple(f"without call {c}" for c in sorted(left_out))


def save(path: Path, keys: dict[str, Sequence], trained: Sequence[str], table: Sequence) -> None:
    """Write a table as JSON: KEYS (what its rows and columns are), then where it was trained
    and its rows, one per line."""
    head = "".join(f" {json.dumps(k)}: {json.dumps(list(v))},\n" for k, v in keys.items())
    rows = ",\n  ".join(json.dumps(list(row)) for row in table)
    text = f'{{{head[1:]} "trained_on": {json.dumps(list(trained))},\n "table": [\n  {rows}\n ]}}\n'
    path.write_text(text, encoding="utf-8")


def load(
    path: Path, keys: dict[str, Sequence], what: str
) -> tuple[tuple[tuple[float, ...], ...], tuple[str, ...]]:
    """(table, trained_on) of a saved table whose KEYS match this version's, else ValueError
    naming WHAT differs."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if any(tuple(data.get(k, ())) != tuple(v) for k, v in keys.items()):
        raise ValueError(f"{path}: {what} differ from this version's")
    return tuple(tuple(row) for row in data["table"]), tuple(data.get("trained_on", ()))


class Table(Protocol):
    table: tuple[tuple[float, ...], ...]
    trained_on: tuple[str, ...]

    def save(self, path: Path) -> None: ...


def main(
    prog: str,
    doc: str | None,
    train: Callable[..., Table],
    argv: Sequence[str] | None = None,
    weighs_others: bool = False,
) -> None:
    """`python -m PROG train OUT LABELS... [--exclude CALLS]`: learn a table and save it. With
    WEIGHS_OTHERS, `--others W` is passed to TRAIN: the weight of every file's slots but the
    first's (a table of the first file's engine)."""
    import argparse

    parser = argparse.ArgumentParser(prog=prog, description=doc)
    commands = parser.add_subparsers(dest="command", required=True)
    training = commands.add_parser("train", help="learn the table from timed labels files")
    training.add_argument("out", type=Path)
    training.add_argument("labels", type=Path, nargs="+")
    training.add_argument("--exclude", default="", help="calls to leave out (comma-separated)")
    if weighs_others:
        training.add_argument("--others", type=float, default=1.0, help="weight of files 2...")
    args = parser.parse_args(argv)
    options = {"others": args.others} if weighs_others else {}
    model = train(args.labels, [c for c in args.exclude.split(",") if c], **options)
    model.save(args.out)
    print(f"{args.out}: {len(model.table)} rows from {', '.join(model.trained_on)}")
