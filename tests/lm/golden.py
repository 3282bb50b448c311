"""Loads the golden TSV files in tests/lm/data: `input<TAB>expected`, one case a line.

A malformed line (not two columns, stray whitespace around a column, a duplicate input) fails the
load, so a broken golden file cannot pass silently.
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).parent / "data"


def load(name: str) -> list[tuple[str, str]]:
    """The (input, expected) cases of DATA/NAME."""
    cases: list[tuple[str, str]] = []
    seen: set[str] = set()
    for number, line in enumerate((DATA / name).read_text(encoding="utf-8").splitlines(), 1):
        columns = line.split("\t")
        where = f"{name}:{number}"
        if len(columns) != 2:
            raise ValueError(f"{where}: expected 2 tab-separated columns, got {len(columns)}")
        if any(c != c.strip() or not c for c in columns):
            raise ValueError(f"{where}: empty column or stray whitespace")
        if columns[0] in seen:
            raise ValueError(f"{where}: duplicate input {columns[0]!r}")
        seen.add(columns[0])
        cases.append((columns[0], columns[1]))
    return cases
