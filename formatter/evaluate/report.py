"""Markdown tables for docs/RESULTS.md."""

from __future__ import annotations

from collections.abc import Sequence


def table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A GitHub markdown table; '|' in cells is escaped.

    >>> print(table(["a", "b"], [[1, "x|y"]]))
    | a | b |
    |---|---|
    | 1 | x\\|y |
    """

    def cell(value: object) -> str:
        return str(value).replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(cell(h) for h in header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines)


def percent(part: int | float, whole: int | float) -> str:
    """'12.34' (percent of WHOLE), or '-' when WHOLE is 0."""
    return f"{100.0 * part / whole:.2f}" if whole else "-"


def ratio(value: float | None) -> str:
    """'0.812' or '-' for an undefined figure."""
    return "-" if value is None else f"{value:.3f}"
