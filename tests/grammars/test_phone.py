"""The phone stage is deterministic: exactly one output, phone-shaped maximal runs decided."""

from __future__ import annotations

from pathlib import Path

import pynini
import pytest
from pynini.lib import rewrite

from grammars.marking import split_marked, strip_marks

CASES = Path(__file__).parent / "phone_cases.tsv"


def load() -> list[tuple[str, str]]:
    rows = []
    for line in CASES.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            spoken, written = line.split("\t")
            rows.append((spoken, written))
    return rows


@pytest.mark.parametrize(("spoken", "written"), load())
def test_phone_stage_decides_one_output(
    compiled: dict[str, pynini.Fst], spoken: str, written: str
) -> None:
    out = rewrite.one_top_rewrite(spoken, compiled["PHONE"])
    assert strip_marks(out) == written


def test_phone_segment_covers_every_word_it_read(compiled: dict[str, pynini.Fst]) -> None:
    said = "call two one two five five five oh one hundred"
    out = rewrite.one_top_rewrite(said, compiled["PHONE"])
    # The phone number's nine words stand behind nine markers; "call" was left for the next stage.
    assert out.startswith("call ")
    assert split_marked(out[len("call ") :]) == [(9, "(212) 555-0100")]
