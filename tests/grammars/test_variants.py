"""grammars.variants: exact variant sets of ambiguous phrases, and the paper's Figure 1."""

from __future__ import annotations

from pathlib import Path

import pynini
import pytest

import grammars
from grammars.marking import strip_marks

EXACT = Path(__file__).parent / "variants_exact.tsv"

FIGURE_1 = (
    "hi bill it's tracy at around three thirty p m just got an apartment for one thousand three "
    "thirty one thousand four hundred a month my number is five five five eight eight eight eight "
    "extension is three thirty bye"
)


def exact_cases() -> list[tuple[str, set[str]]]:
    rows = []
    for line in EXACT.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            spoken, *written = line.split("\t")
            rows.append((spoken, set(written)))
    return rows


def test_enough_ambiguous_phrases() -> None:
    assert len(exact_cases()) >= 20


@pytest.mark.parametrize(("spoken", "expected"), exact_cases(), ids=lambda x: str(x)[:30])
def test_exact_variant_set(
    compiled: dict[str, pynini.Fst], spoken: str, expected: set[str]
) -> None:
    got = {strip_marks(v) for v in grammars.marked_variants(spoken, compiled)}
    assert got == expected


def test_three_thirty_has_the_papers_figure_2_forms() -> None:
    assert {"three thirty", "3:30", "330", "3 30", "three 30"} <= grammars.variants("three thirty")


def test_figure_1_has_the_papers_written_forms(compiled: dict[str, pynini.Fst]) -> None:
    written = (
        "hi bill it's tracy at around 3:30 PM just got an apartment for 1,330 1,400 a month "
        "my number is 555-8888 extension is 330 bye"
    )
    assert grammars.has_variant(FIGURE_1, written, compiled)
    # The phone number is decided: the words as said are no variant.
    assert grammars.has_variant(FIGURE_1, FIGURE_1, compiled) is False
    assert not grammars.has_variant(FIGURE_1, written.replace("3:30 PM", "3:31 PM"), compiled)


@pytest.mark.parametrize(
    ("spoken", "kept"),
    [("no one called", "no one called"), ("wait a second", "wait a second"),
     ("i want one", "i want one"), ("a second chance", "a second chance")],
)
def test_words_as_spoken_are_always_a_variant(spoken: str, kept: str) -> None:
    assert kept in grammars.variants(spoken)


def test_whitespace_is_normalized() -> None:
    assert grammars.variants("  three   thirty ") == grammars.variants("three thirty")
