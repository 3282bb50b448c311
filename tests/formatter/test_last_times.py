"""A day or a near time said last (formatter.last_times): where it is, and the real formatter's
sentence around it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.last_times import time_said_last
from formatter.pipeline import Formatter
from formatter.speakers import closing_ends
from formatter.tuning import DEFAULT

CLOSING = frozenset({("thanks",), ("bye",), ("talk", "soon")})


@pytest.mark.parametrize(
    ("said", "before"),
    [
        ("i'll bring it back sunday", "back"),
        ("see everyone wednesday talk soon bye", "everyone"),
        ("we can do it tomorrow night thanks", "it"),
        ("i'll call you tonight", "you"),
        ("sunday works for me", ""),  # said first
        ("see you friday at noon", ""),  # more after it
        ("it was tuesday or wednesday i forget", ""),
    ],
)
def test_where_a_time_closes_the_message(said, before) -> None:
    words = said.split()
    found = time_said_last(words, closing_ends(words, CLOSING))
    assert " ".join(words[i] for i in sorted(found)) == before


def test_nowhere_in_a_window_the_transcript_goes_on_past() -> None:
    words = "i'll bring it back sunday".split()
    assert not time_said_last(words, [False] * (len(words) + 1))


@pytest.mark.parametrize(
    ("said", "written", "apart"),
    [
        (
            "hey it's jack i borrowed your ladder hope that's okay i'll bring it back sunday",
            "I'll bring it back Sunday.",
            "back. Sunday.",
        ),
        (
            "practice is canceled tonight because of the storm see everyone wednesday",
            "See everyone Wednesday.",
            "everyone. Wednesday.",
        ),
    ],
)
def test_a_time_said_last_is_no_sentence_of_its_own(formatter, said, written, apart) -> None:
    assert formatter.format_text(said).endswith(written)
    off = Formatter(tuning=replace(DEFAULT, last_time_period_penalty=0.0))
    assert off.format_text(said).endswith(apart)
