"""scripts/last_slot.py: the mark that ends each unit, scored on its own."""

from __future__ import annotations

import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

import last_slot  # noqa: E402

from formatter.evaluate.punctuation import parse  # noqa: E402


def test_describe_counts_question_marks_at_the_last_slot() -> None:
    pairs = collections.Counter({("?", "?"): 2, (".", "?"): 1, ("?", "."): 1, (".", "."): 6})
    assert last_slot.describe(pairs) == '"?" F1 0.667 (2 / 1 / 1), right 0.800'


def test_last_marks_reads_the_formatters_last_mark(formatter) -> None:
    units = [parse("Are you coming tonight?"), parse("We are coming to the party tonight.")]
    assert last_slot.last_marks(formatter, units) == collections.Counter(
        {("?", "?"): 1, (".", "."): 1}
    )
