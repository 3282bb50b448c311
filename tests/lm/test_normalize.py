"""Training-text normalization against golden files."""

from __future__ import annotations

import pytest

from lm.normalize import NormalizeConfig, is_prose, normalize
from tests.lm.golden import load

DROPPED = "<dropped>"


@pytest.mark.parametrize(("raw", "expected"), load("normalize.tsv"))
def test_normalize_golden(raw: str, expected: str) -> None:
    result = normalize(raw)
    assert (result if result is not None else DROPPED) == expected


@pytest.mark.parametrize(("raw", "expected"), load("normalize_no_questions.tsv"))
def test_question_marks_become_periods_when_not_kept(raw: str, expected: str) -> None:
    assert normalize(raw, NormalizeConfig(keep_questions=False)) == expected


@pytest.mark.parametrize(("raw", "expected"), load("normalize.tsv"))
def test_normalization_is_idempotent(raw: str, expected: str) -> None:
    if expected != DROPPED:
        assert normalize(expected) == expected


def test_output_uses_only_the_formatter_marks() -> None:
    for raw, expected in load("normalize.tsv"):
        if expected == DROPPED:
            continue
        assert expected[-1] in ".?", raw
        stray = set(expected) - set(".,?'$%:/-()°") - {" "}
        assert all(c.isalnum() for c in stray), (raw, stray)


def test_is_prose_keeps_short_number_answers() -> None:
    assert is_prose("5:30 pm.")
    assert is_prose("No, 2015.")
    assert not is_prose("4 5 6 7 8")


@pytest.mark.parametrize(("raw", "expected"), load("normalize_addresses.tsv"))
def test_addresses_kept_in_their_written_form(raw: str, expected: str) -> None:
    # As the grammars write them (lowercase, no scheme), so the tokenizer gives them their class;
    # an address with a query or inside markup still drops the line.
    result = normalize(raw, NormalizeConfig(keep_addresses=True))
    assert (result if result is not None else DROPPED) == expected
    if result is not None:
        assert normalize(result, NormalizeConfig(keep_addresses=True)) == result


def test_addresses_drop_their_line_by_default() -> None:
    assert normalize("Visit http://www.example.com/ for details!") is None
