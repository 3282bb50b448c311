"""The phone stage is deterministic: exactly one output, phone-shaped maximal runs decided."""

from __future__ import annotations

from pathlib import Path

import pynini
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from pynini.lib import rewrite

from grammars.base import table_words
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


def test_every_rewritten_case_is_flagged_as_a_possible_phone(
    compiled: dict[str, pynini.Fst],
) -> None:
    """marked_lattice skips the phone stage where may_hold_phone says no: every case the stage
    rewrites must be flagged."""
    from grammars import may_hold_phone

    rewritten = [
        s for s, _ in load() if rewrite.one_top_rewrite(s, compiled["PHONE"]) != s
    ]
    assert rewritten
    assert all(may_hold_phone(s.split()) for s in rewritten)


_RUN_WORDS = sorted(table_words("phone_words") | table_words("phone_neighbours"))
_OTHER_WORDS = ["call", "me", "at", "area", "code", "number", "is", "extension", "my", "pin"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_RUN_WORDS + _OTHER_WORDS), min_size=1, max_size=14))
def test_phone_stage_is_the_identity_where_no_phone_is_flagged(
    compiled: dict[str, pynini.Fst], words: list[str]
) -> None:
    from grammars import may_hold_phone

    assume(not may_hold_phone(words))
    said = " ".join(words)
    assert rewrite.one_top_rewrite(said, compiled["PHONE"]) == said


def test_a_run_of_four_phone_words_is_flagged() -> None:
    from grammars import may_hold_phone

    assert may_hold_phone("call triple five twelve twelve".split())
    assert not may_hold_phone("call triple five twelve dash twelve".split())
