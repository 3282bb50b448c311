"""An ordinal under ten that ranks the word after it (formatter.ordinals, lm.small_ordinals):
the real formatter's ordinals."""

from dataclasses import replace

import pytest

from formatter.ordinals import date_days, modified
from formatter.pipeline import Formatter
from formatter.tuning import DEFAULT


def test_an_ordinal_modifies_no_function_word():
    assert modified("floor") and modified("birthday")
    assert not any(modified(w) for w in ("at", "and", "so", "i'll", None))


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("the meeting is on the ninth floor", "the ninth floor"),
        ("he missed second period today", "second period"),
    ],
)
def test_an_ordinal_that_ranks_the_word_after_it_is_spelled_out(formatter, said, written):
    assert written in formatter.format_text(said)
    unread = Formatter(tuning=replace(DEFAULT, small_ordinal_weight=0.0))
    assert written not in unread.format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("we'll be off on the ninth at noon", "on the 9th at noon"),
        ("the november first deadline is close", "November 1st deadline"),
        ("it was built in the ninth century", "the 9th century"),
    ],
)
def test_a_dates_day_and_a_century_keep_their_figures(formatter, said, written):
    assert written in formatter.format_text(said)


@pytest.mark.parametrize(
    ("said", "days"),
    [
        ("your rent is due on the first", "first"),
        ("can you venmo me by the third so i can pay", "third"),
        ("the party is on the third and the fourth", "third"),  # the second's "the" after "and"
        ("it's on the first floor", ""),  # the ordinal ranks the floor
        ("we agreed on the first of may", ""),  # "of": either way
        ("she was the first to arrive", ""),  # no date's word before "the"
    ],
)
def test_where_a_dates_day_is_said(said, days):
    words = said.split()
    assert " ".join(words[i] for i in sorted(date_days(words))) == days


def test_a_dates_day_is_written_in_figures(formatter):
    said = "your mailbox renewal is due on the first the annual fee is forty dollars"
    assert "due on the 1st. The annual fee" in formatter.format_text(said)
    unread = Formatter(tuning=replace(DEFAULT, date_day_word_penalty=0.0))
    assert "due on the first." in unread.format_text(said)
