"""Data integrity of every word table: shape, no duplicate keys, no stray whitespace."""

from __future__ import annotations

from pathlib import Path

import pytest

TABLES = sorted((Path(__file__).parents[2] / "grammars" / "data").glob("*.tsv"))


def test_tables_exist() -> None:
    assert len(TABLES) >= 10


@pytest.mark.parametrize("path", TABLES, ids=lambda p: p.name)
def test_table_is_well_formed(path: Path) -> None:
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()]
    assert rows, f"{path.name} is empty"
    widths = {len(row) for row in rows}
    assert len(widths) == 1, f"{path.name}: rows of different widths {widths}"
    assert widths.pop() <= 3, f"{path.name}: at most spoken, written, weight"
    seen: set[tuple[str, ...]] = set()
    for number, row in enumerate(rows, 1):
        for field in row:
            assert field and field == field.strip(), f"{path.name}:{number}: empty or padded field"
            assert "  " not in field, f"{path.name}:{number}: double space"
        assert row[0] == row[0].lower(), f"{path.name}:{number}: spoken side must be lowercase"
        pair = tuple(row[:2])
        assert pair not in seen, f"{path.name}:{number}: duplicate row {pair}"
        seen.add(pair)
