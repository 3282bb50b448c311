"""A count under ten before the things it counts (formatter.quantities): which words are counted,
and the real formatter's words there."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.pipeline import Formatter
from formatter.quantities import CountedNouns
from formatter.tuning import DEFAULT


@pytest.mark.parametrize(
    ("word", "counted"),
    [
        ("digits", True),
        ("guests", True),
        ("boxes", True),
        ("people", True),  # a plural of no "s"
        ("class", False),
        ("bonus", False),
        ("basis", False),
        ("mom's", False),
        ("thanks", False),  # listed: names nothing counted
        ("pm", False),
        (None, False),  # the window's end
    ],
)
def test_a_plural_nouns_shape_is_counted(word, counted) -> None:
    assert CountedNouns(frozenset({"thanks"}))(word) is counted


def test_the_units_a_measure_abbreviates_are_not_counted(formatter) -> None:
    # "seven pounds": the count's cost would tip "7" into "7 lb", not into words.
    assert not formatter._counted("pounds")
    assert formatter._counted("boxes")


@pytest.mark.parametrize(
    ("said", "written", "lm_alone"),
    [
        (
            "please confirm the last four digits of the account",
            "the last four digits",
            "the last 4 digits",
        ),
        ("we need a table for six guests tonight", "for six guests", "for 6 guests"),
        ("they have two dogs and three cats", "two dogs", "2 dogs"),
    ],
)
def test_a_count_before_what_it_counts_is_spelled_out(formatter, said, written, lm_alone) -> None:
    # tuning.counted_noun_penalty: the LM writes task dialogue's digits there.
    assert written in formatter.format_text(said)
    uncounted = Formatter(tuning=replace(DEFAULT, counted_noun_penalty=0.0))
    assert lm_alone in uncounted.format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("i'll call you at four thanks", "at 4."),  # a bare hour: no plural noun after it
        ("please go to room four", "room 4."),  # a label's number
    ],
)
def test_no_plural_noun_no_count(formatter, said, written) -> None:
    assert written in formatter.format_text(said)
