"""An ordinal under ten that ranks the word after it (formatter.ordinals, lm.small_ordinals):
the real formatter's ordinals."""

from dataclasses import replace

import pytest

from formatter.ordinals import modified
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
