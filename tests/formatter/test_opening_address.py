"""Whom a message addresses as its first word (formatter.speakers.SpeakerCues.opening_address):
where it is, and the real formatter's comma after it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.pipeline import Formatter
from formatter.tuning import DEFAULT


@pytest.mark.parametrize(
    ("said", "addressed"),
    [
        ("mom can you call me back", [0]),
        ("um babe did you feed the dog", [1]),  # past a hesitation
        ("guys i'm running late", [0]),
        ("there is a leak in the kitchen", []),  # "there" opens its own sentences
        ("hi mom it's me", []),  # a greeting first: its own rules
        ("mom", []),  # nothing said after it
        ("can you call me back mom", []),  # not the first word
    ],
)
def test_where_a_message_opens_by_addressing_the_listener(formatter, said, addressed) -> None:
    speakers = formatter._speakers
    assert sorted(speakers.opening_address(said.split())) == addressed


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("mom can you call me back when you get this", "Mom, can you call me back"),
        ("babe did you see my text", "Babe, did you see my text?"),
        ("sis i'm running late", "Sis, I'm running late."),
    ],
)
def test_the_address_opening_a_message_ends_no_sentence(formatter, said, written) -> None:
    # The members ended a sentence there: "Mom. Can you", "Babe. Did you", "Sis. I'm".
    assert written in formatter.format_text(said)
    blind = Formatter(tuning=replace(DEFAULT, opening_address_penalty=0.0))
    assert written not in blind.format_text(said)


@pytest.mark.parametrize(
    "said", ["everyone is invited to the party", "there is a leak in the kitchen"]
)
def test_a_word_of_the_table_that_is_the_subject_runs_on(formatter, said) -> None:
    assert "," not in formatter.format_text(said)
