"""The audience thanked, then addressed (formatter.audiences): where it is, and the real
formatter's comma before it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.audiences import audience_after
from formatter.pipeline import Formatter
from formatter.tuning import DEFAULT


@pytest.mark.parametrize(
    ("said", "before"),
    [
        ("thanks for watching everyone", "watching"),
        ("thank you so much for tuning in guys see you next week", "in"),
        ("thanks again for joining us everybody", "us"),
        ("thanks for helping everyone", ""),  # a person may be what is helped
        ("thanks for watching everyone else", ""),  # the group goes on as an object
        ("thanks for watching everyone who subscribed", ""),
        ("for watching everyone", ""),  # no thanks before it
        ("i was watching everyone", ""),
    ],
)
def test_where_the_audience_thanked_is_addressed(said, before) -> None:
    words = said.split()
    assert " ".join(words[i] for i in sorted(audience_after(words))) == before


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("thanks for watching everyone", "Thanks for watching, everyone."),
        ("thanks so much for listening guys see you next week", "listening, guys"),
        (
            "alright that's it for this review thanks for watching everyone and i'll see you "
            "in the next one",
            "Thanks for watching, everyone,",
        ),
    ],
)
def test_the_audience_thanked_is_set_off(formatter, said, written) -> None:
    # The LM and the members read "watching everyone" as a verb and its object
    # (tuning.audience_mark_penalty).
    assert written in formatter.format_text(said)
    off = Formatter(tuning=replace(DEFAULT, audience_mark_penalty=0.0))
    assert written not in off.format_text(said)


def test_a_person_helped_is_left_to_the_models(formatter) -> None:
    said = "thanks for helping everyone get home safe"
    off = Formatter(tuning=replace(DEFAULT, audience_mark_penalty=0.0))
    assert formatter.format_text(said) == off.format_text(said)
