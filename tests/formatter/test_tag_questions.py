"""A request's tag question (formatter.tag_questions), alone and on the real models."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.pipeline import Formatter
from formatter.speakers import closing_ends
from formatter.tag_questions import tag_positions
from formatter.tuning import DEFAULT
from grammars.base import table_words

TAGS = table_words("tags")
VERBS = table_words("requests")
CLOSERS = frozenset({("bye",), ("love", "you"), ("thanks",)})


def _tags(said: str, close: bool = True) -> list[int]:
    words = said.split()
    # As SpeakerCues.closing reads a window the transcript goes on past: nothing closes it.
    ends = closing_ends(words, CLOSERS) if close else [False] * (len(words) + 1)
    return sorted(tag_positions(words, ends, TAGS, VERBS))


def test_a_tag_after_a_request_before_the_close() -> None:
    assert _tags("call me back okay bye") == [3]
    assert _tags("call me back okay " + "bye " * 5000) == [3]  # a long close: no recursion
    assert _tags("just text her okay love you") == [3]
    assert _tags("keep the cat inside okay") == [4]  # the transcript's end
    assert _tags("keep the cat inside okay", close=False) == []  # the turn goes on


@pytest.mark.parametrize(
    "said",
    [
        "it's about the thing we talked about okay bye",  # a statement
        "i wanted to call you back okay bye",  # "to call"
        "you can call me okay bye",  # a modal before the verb
        "call me back okay so about friday",  # no close after it
        "book it for two okay thanks what is their number",  # the close and more: a next turn
        "okay bye",  # nothing before it
    ],
)
def test_no_tag_where_no_request_or_no_close(said: str) -> None:
    assert _tags(said) == []


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("call me back okay bye", "Call me back, okay? Bye."),
        ("hey don't wait up for me okay love you", "don't wait up for me, okay? Love you."),
        ("just text her okay bye", "Just text her, okay? Bye."),
        ("keep the cat inside okay talk later", "Keep the cat inside, okay? Talk later."),
    ],
)
def test_a_requests_tag_is_set_off_and_asks(formatter, spoken, written) -> None:
    # The members end the request and open the close with "Okay" ("Call me back. Okay, bye.").
    assert written in formatter.format_text(spoken)
    untagged = Formatter(tuning=replace(DEFAULT, tag_question_penalty=0.0))
    assert written not in untagged.format_text(spoken)


def test_okay_after_a_statement_opens_the_close(formatter) -> None:
    said = "it's about the thing we talked about okay bye"
    assert formatter.format_text(said).endswith("about. Okay, bye.")


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        (
            "hey it's ben the hike's still on for sunday right what time are we meeting",
            "for Sunday, right? What time",
        ),
        ("split three ways that's not terrible right call me", "not terrible, right? Call me."),
    ],
)
def test_right_asked_alone_tags_the_sentence_before(formatter, spoken, written) -> None:
    # The members end the statement and ask "Right?" as a sentence of its own.
    assert written in formatter.format_text(spoken)
    alone = Formatter(tuning=replace(DEFAULT, lone_tag_penalty=0.0))
    assert written not in alone.format_text(spoken)


def test_yeah_right_stays_a_statement(formatter) -> None:
    assert formatter.format_text("yeah right like that's gonna happen").startswith("Yeah, right.")
