"""Counting said aloud (formatter.counting): which runs of numbers are counts, and the real
formatter's count against the joined readings the grammars also offer."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.counting import count_starts, counts
from formatter.pipeline import Formatter
from formatter.tuning import DEFAULT


@pytest.mark.parametrize(
    ("said", "numbers"),
    [
        ("are you ready one two three four five great job", ["one two three four five"]),
        ("five four three two one blast off", ["five four three two one"]),
        ("count by twos two four six eight ten", ["two four six eight ten"]),
        ("seventy eighty ninety one hundred", ["seventy eighty ninety one hundred"]),
        ("six seven eight nine ten", ["six seven eight nine ten"]),  # five, from no "one"
        ("four five six seven", []),  # four by one, from no "one": a code may be said so
        ("one two three", []),  # three numbers are too few
        ("your pin is one two three four", []),  # a label says a code follows
        ("room one two three four", []),
        ("call five five five one two three four", []),  # more digit words: a phone number
        ("my flight is u a one two three four", []),  # letters before it: a code
        ("two dash three four five six seven dash one", []),  # a code's joints
        ("nineteen twenty twenty one", []),  # years
    ],
)
def test_which_runs_of_numbers_are_counts(said, numbers) -> None:
    words = said.split()
    found = counts(words)
    assert [" ".join(words[c[0][0] : c[-1][0] + c[-1][1]]) for c in found] == numbers
    assert len(count_starts(found)) == sum(len(c) - 1 for c in found)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("are you ready one two three four five great job", "One, two, three, four, five."),
        (
            "now count by tens seventy eighty ninety one hundred",
            "70, 80, 90, 100.",  # not "80, 9,100"
        ),
        ("okay five four three two one go", "five, four, three, two, one"),
    ],
)
def test_a_count_is_written_apart(formatter, said, written) -> None:
    assert written.lower() in formatter.format_text(said).lower()


def test_a_count_takes_its_commas(formatter) -> None:
    said = "are you ready one two three four five great job"
    assert "One, two, three, four, five." in formatter.format_text(said)
    off = Formatter(tuning=replace(DEFAULT, count_mark_penalty=0.0))
    assert "One, two" not in off.format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("your pin is one two three four don't share it", "1234"),
        ("call me at five five five one two three four", "555-1234"),
    ],
)
def test_a_code_said_in_order_stays_a_code(formatter, said, written) -> None:
    assert written in formatter.format_text(said)


def test_a_style_that_writes_small_numbers_in_digits_counts_in_digits() -> None:
    # small_numbers=digits (the numbers dev sets' "match" picks it where a reference writes "3
    # sons"): the count's numbers under ten keep their digits, only the joins go.
    said = "are you ready one two three four five great job"
    assert "1, 2, 3, 4, 5." in Formatter(style="en-US,small_numbers=digits").format_text(said)
