""""okay" said of how someone or something is or went (formatter.okay_said): where it is, and
the real formatter's marks around it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.okay_said import okay_said_after, okay_said_goes_on
from formatter.pipeline import Formatter
from formatter.tuning import DEFAULT


@pytest.mark.parametrize(
    ("said", "before"),
    [
        ("is that still okay for you", "still"),
        ("you got home okay from the airport", "home"),
        ("everything okay out there", "everything"),
        ("the surgery went okay", "went"),
        ("i fixed it okay so", ""),  # a discourse word after a clause
        ("that's fine okay bye", ""),
    ],
)
def test_where_okay_is_said_of_how_something_is(said, before) -> None:
    words = said.split()
    found = okay_said_after(words, [False] * (len(words) + 1))
    assert " ".join(words[i] for i in sorted(found)) == before


def test_not_before_the_messages_close() -> None:
    # Said last it is a request's tag: "Text me when you get home, okay? Bye."
    words = "text me when you get home okay bye".split()
    closing = [False] * 7 + [True, True]
    assert not okay_said_after(words, closing)


def test_where_its_sentence_goes_on() -> None:
    words = "you got home okay last night".split()
    assert okay_said_goes_on(frozenset({2}), words) == {3}
    assert not okay_said_goes_on(frozenset({2}), "is that okay we'll bring it".split())


@pytest.mark.parametrize(
    ("said", "written", "marked"),
    [
        (
            "we're coming by around six is that still okay we'll bring dessert",
            "still okay",
            "still? Okay",
        ),
        (
            "just checking that you got home okay last night call me",
            "got home okay last night.",
            "home. Okay, last night",
        ),
        (
            "hey saw the news everything okay out there give me a call",
            "everything okay out there",
            "everything. Okay, out there",
        ),
    ],
)
def test_no_mark_parts_okay_from_what_it_is_said_of(formatter, said, written, marked) -> None:
    assert written in formatter.format_text(said)
    unread = Formatter(
        tuning=replace(DEFAULT, okay_said_mark_penalty=0.0, okay_said_run_on_penalty=0.0)
    )
    assert marked in unread.format_text(said)


def test_a_tag_before_the_close_keeps_its_marks(formatter) -> None:
    assert formatter.format_text("text me when you get home okay bye") == (
        "Text me when you get home, okay? Bye."
    )
