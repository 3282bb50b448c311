"""Interstate highways said as the letter and the number (formatter.highways), on the real
grammars, LM and weights."""

from __future__ import annotations

import doctest
from dataclasses import replace

import pytest

from formatter import highways
from formatter.pipeline import Formatter
from formatter.transcript import Word
from formatter.tuning import DEFAULT


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("take i ninety five north to exit twelve", "Take I-95 north to exit 12"),
        ("i'm stuck on i five southbound", "stuck on I-5 southbound"),
        ("traffic on i four oh five is terrible", "Traffic on I-405 is terrible"),
        ("we took i ten all the way", "We took I-10 all the way"),
    ],
)
def test_an_interstate_is_written_where_a_road_is_spoken_of(formatter, said, written) -> None:
    assert written in formatter.format_text(said)


def test_the_bonus_tells_the_highway_from_the_pronoun_and_a_number(formatter) -> None:
    # The LM reads "I-10" as "I 10": only tuning.highway_bonus writes the highway.
    said = "we took i ten all the way"
    assert "I-10" in formatter.format_text(said)
    assert "I-10" not in Formatter(tuning=replace(DEFAULT, highway_bonus=0.0)).format_text(said)


@pytest.mark.parametrize(
    "said",
    [
        "i one hundred percent agree",  # the pronoun
        "i ninety five is closed",  # nothing of a road said around it
        "kerr i twenty fourteen",  # an initial before a year
    ],
)
def test_no_interstate_where_no_road_is_spoken_of(formatter, said) -> None:
    assert "I-" not in formatter.format_text(said)


def test_the_highway_keeps_its_words_times(formatter) -> None:
    words = [Word(w, float(i), i + 0.5) for i, w in enumerate("take i ninety five".split())]
    highway = next(t for t in formatter.format(words).tokens if t.text.startswith("I-"))
    assert (highway.text.rstrip("."), highway.words, highway.start, highway.end) == (
        "I-95", (1, 2, 3), 1.0, 3.5
    )


def test_doctests() -> None:
    result = doctest.testmod(highways)
    assert result.attempted and not result.failed
