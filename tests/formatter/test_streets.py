"""House numbers before a street's name (formatter.streets): the words that say one, and the
digits' reading the pipeline takes there on the real formatter."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.pipeline import Formatter
from formatter.streets import street_after
from formatter.tuning import DEFAULT

_SUFFIXES = {"avenue", "lane", "drive", "boulevard"}
_STOPS = {"the", "down", "twelve", "hundred", "miles", "at"}


@pytest.mark.parametrize(
    ("said", "at", "names"),
    [
        ("twelve hundred oak avenue", 2, True),
        ("twelve hundred harbor view lane", 2, True),
        ("twelve hundred martin luther king boulevard", 2, True),  # three words of name
        ("twelve hundred one two three four drive", 2, False),  # four: no street's name
        ("twelve hundred miles down the drive", 2, False),  # "miles", "down", "the" stop it
        ("twelve hundred avenue", 2, False),  # a suffix alone names no street
        ("twelve hundred oak", 2, False),  # the words end before a suffix
    ],
)
def test_the_words_that_name_a_street(said, at, names) -> None:
    assert street_after(said.split(), _SUFFIXES, _STOPS)(at) is names


@pytest.mark.parametrize(
    ("said", "written", "unread"),
    [
        ("meet me at the office on twenty two hundred oak avenue", "2200 Oak Avenue", "2,200 Oak"),
        ("drop off a check at nineteen fifty park lane", "at 1950 Park Lane", "19, 50 Park"),
    ],
)
def test_a_number_before_a_street_is_a_house_number(formatter, said, written, unread) -> None:
    assert written in formatter.format_text(said)
    assert unread in Formatter(tuning=replace(DEFAULT, street_number_bonus=0.0)).format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("we drove twelve hundred miles down the road", "1,200 miles"),
        ("the house is twelve hundred square feet on elm street", "1,200 square feet"),
    ],
)
def test_a_count_before_other_words_keeps_its_comma(formatter, said, written) -> None:
    assert written in formatter.format_text(said)
