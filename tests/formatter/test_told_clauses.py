"""What a speaker lets the listener know (formatter.told_clauses): where the phrase ends before
its news, and the real formatter's marks there."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.pipeline import Formatter
from formatter.told_clauses import told_clause_ends
from formatter.tuning import DEFAULT


@pytest.mark.parametrize(
    ("said", "ends"),
    [
        ("calling to let you know a technician is scheduled", "know"),
        ("just letting you know the boys are home", "know"),
        ("just wanted to let you know and also the kids", ""),  # another clause joined
        ("just letting you know um the boys are home", ""),  # a hesitation after it
        ("just letting you know if you need anything", ""),
        ("i'll let you know tomorrow", ""),  # no "to": the speaker will tell later
        ("thanks for letting you know", ""),  # the phrase ends the words
    ],
)
def test_where_the_phrase_ends_before_its_news(said, ends) -> None:
    words = said.split()
    found = told_clause_ends(words, {"um"}, [False] * (len(words) + 1))
    assert " ".join(words[i] for i in sorted(found)) == ends


def test_not_before_the_messages_close() -> None:
    words = "just letting you know thanks bye".split()
    closing = [False] * 4 + [True, True, True]
    assert not told_clause_ends(words, {"um"}, closing)


@pytest.mark.parametrize(
    ("said", "written", "marked"),
    [
        (
            "this is comcast calling to let you know a technician is scheduled for tomorrow",
            "to let you know a technician",
            "to let you know, a technician",
        ),
        (
            "hi mom just letting you know i made it to campus safe",
            "just letting you know I made it",
            "just letting you know, I made it",
        ),
    ],
)
def test_the_news_runs_on_from_the_phrase(formatter, said, written, marked) -> None:
    # tuning.told_clause_mark_penalty: the members set the news off with a comma.
    assert written in formatter.format_text(said)
    unread = Formatter(tuning=replace(DEFAULT, told_clause_mark_penalty=0.0))
    assert marked in unread.format_text(said)
