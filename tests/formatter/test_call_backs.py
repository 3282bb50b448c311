"""A request to call or text back said as the message closes (formatter.call_backs): where it is,
and the real formatter's marks around it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.call_backs import call_backs
from formatter.pipeline import Formatter
from formatter.speakers import closing_ends
from formatter.tuning import DEFAULT

PHRASES = frozenset(
    {("call", "me"), ("call", "me", "back"), ("text", "me"), ("give", "us", "a", "call")}
)
CLOSING = frozenset({("bye",), ("thanks",), ("talk", "soon")})


def found(said: str) -> tuple[str, str]:
    words = said.split()
    before, last = call_backs(words, closing_ends(words, CLOSING), PHRASES)
    return (
        " ".join(words[i] for i in sorted(before)),
        " ".join(words[i] for i in sorted(last)),
    )


@pytest.mark.parametrize(
    ("said", "before", "last"),
    [
        ("did you get the photos i sent you call me", "you", "me"),
        ("are we still on or should we move it text me", "it", "me"),
        ("your car is ready give us a call thanks bye", "ready", "call"),
        ("it's me call me back talk soon", "me", "back"),
        ("the baby's asleep so i can't talk just text me", "talk", "me"),  # softened
        ("could you please call me back", "", ""),
        ("can you call me back", "", ""),  # "you" the request's subject
        ("when you call me", "", ""),
        ("please call me back", "", ""),
        ("i need you to text me", "", ""),
        ("have him call me", "", ""),
        ("call me back when you land and we'll talk", "", ""),  # not said last
    ],
)
def test_where_a_request_to_call_back_closes_the_message(said, before, last) -> None:
    assert found(said) == (before, last)


def test_nowhere_in_a_window_the_transcript_goes_on_past() -> None:
    words = "did you get the photos i sent you call me".split()
    assert call_backs(words, [False] * (len(words) + 1), PHRASES) == (frozenset(), frozenset())


@pytest.mark.parametrize(
    ("said", "written", "run_on"),
    [
        (
            "hey did you get the photos i sent you call me",
            "Hey, did you get the photos I sent you? Call me.",
            "sent you call me?",
        ),
        (
            "are we still on for friday or should we move it text me back",
            "should we move it? Text me back.",
            "Text me back?",
        ),
    ],
)
def test_the_request_is_no_part_of_the_question_before(formatter, said, written, run_on) -> None:
    assert written in formatter.format_text(said)
    unread = Formatter(
        tuning=replace(DEFAULT, call_back_run_on_penalty=0.0, call_back_question_penalty=0.0)
    )
    assert run_on in unread.format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("can you call me back", "Can you call me back?"),
        ("hey it's me please call me back thanks bye", "Please call me back. Thanks, bye."),
        ("if you're free later give me a call", "If you're free later, give me a call."),
    ],
)
def test_a_request_in_its_clause_keeps_it(formatter, said, written) -> None:
    assert written in formatter.format_text(said)
