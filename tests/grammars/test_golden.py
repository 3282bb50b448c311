"""Every golden case file drives its class grammar: tests/grammars/golden/<class>.tsv."""

from __future__ import annotations

import functools

import pynini
import pytest
from pynini.lib import rewrite

from grammars import union
from grammars.marking import HARD_SPACE
from grammars.style import Style
from tests.grammars.golden import Case, golden_files, load_cases, styled_golden_files

CLASS_FILES = [p for p in golden_files() if p.stem in union.CLASSES]
STYLED_FILES = [p for p in styled_golden_files() if p.stem in union.CLASSES]
CASES = [case for path in CLASS_FILES + STYLED_FILES for case in load_cases(path)]
# Where each case's file sits: its class and style ("en-GB/date.tsv:3" -> date in en-GB).


@functools.cache
def grammar(name: str, style: str | None = None) -> pynini.Fst:
    return union.class_grammar(name, Style.parse(style))


def readings(case: Case) -> set[str]:
    where = case.where.split(".tsv")[0]
    style, _, name = where.rpartition("/")
    fst = grammar(name, style or None)
    try:
        # A space inside one written token ("300 or 400") is written as the hard space.
        return {w.replace(HARD_SPACE, " ") for w in rewrite.rewrites(case.spoken, fst)}
    except rewrite.Error:
        return set()


def test_every_class_has_a_golden_file_of_thirty_cases() -> None:
    for name in union.CLASSES:
        path = next((p for p in golden_files() if p.stem == name), None)
        assert path is not None, f"no golden file for class {name}"
        assert len(load_cases(path)) >= 30, f"{path.name} has fewer than 30 cases"


@pytest.mark.parametrize("case", CASES, ids=str)
def test_golden_case(case: Case) -> None:
    got = readings(case)
    if case.rejected:
        assert not got, f"{case}: expected no reading, got {sorted(got)}"
        return
    for written in case.produced:
        assert written in got, f"{case}: {written!r} missing from {sorted(got)}"
    for written in case.not_produced:
        assert written not in got, f"{case}: {written!r} must not be produced"
