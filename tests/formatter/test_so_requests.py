"""A request of the listener after "so" (formatter.so_requests): where it is, and the real
formatter's comma before it."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from formatter.pipeline import Formatter
from formatter.so_requests import request_after
from formatter.tuning import DEFAULT


@pytest.mark.parametrize(
    ("said", "before"),
    [
        ("i'm in a meeting so please text me", "meeting"),
        ("we're at the park so let me know when you land", "park"),
        ("it's snowing so make sure you drive slow", "snowing"),
        ("i'm stuck at the airport so can you run the standup", "airport"),
        ("so please call me back", ""),  # "so" opens the transcript
        ("we sold out so we closed early", ""),  # no request
        ("so i think so let me show you", ""),  # "let me" is no request alone
        ("we leave at six sharp so plan your trip", "sharp"),  # an imperative
        ("parking is twenty dollars so bring cash", "dollars"),
        ("the slides are done so let's look at the numbers", ""),  # a talk's "So let's"
    ],
)
def test_where_so_and_a_request_are_said(said, before) -> None:
    words = said.split()
    assert " ".join(words[i] for i in sorted(request_after(words))) == before


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("we're at the park so let me know when you land", "park, so let me know"),
        ("the pipe burst so give us a call", "burst, so give us a call"),
        (
            "we're reading the one about the lighthouse next so grab a copy before tuesday",
            "next, so grab a copy",
        ),
        (
            "hi it's ken i'm stuck at the airport so can you run the standup without me",
            "airport, so can you run the standup without me?",
        ),
    ],
)
def test_a_request_after_so_takes_the_comma(formatter, said, written) -> None:
    # The members and the LM end the sentence before "So" (tuning.so_request_mark_penalty).
    assert written in formatter.format_text(said)
    off = Formatter(tuning=replace(DEFAULT, so_request_mark_penalty=0.0))
    assert written not in off.format_text(said)


def test_so_before_other_words_is_left_to_the_models(formatter) -> None:
    said = "we sold out so we closed early"
    off = Formatter(tuning=replace(DEFAULT, so_request_mark_penalty=0.0))
    assert formatter.format_text(said) == off.format_text(said)


@pytest.mark.parametrize(
    "said",
    [
        "practice got moved to six thirty so can you pick up jake from school around three "
        "fifteen call me back okay",
        "the client moved the meeting so could you update the slides before then",
    ],
)
def test_a_request_that_asks_ends_its_sentence_with_a_question_mark(formatter, said) -> None:
    # After the comma the sentence's opening is read from "so" (so_requests.asking_after):
    # "practice got moved" asks nothing, "so can you" does.
    written = formatter.format_text(said)
    assert re.search(r", so (can|could) you [^.?]*\?", written), written
