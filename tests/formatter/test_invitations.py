"""An invitation or a request to call said right after a statement (formatter.invitations):
where it opens, and the real formatter's marks before it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.invitations import invitation_after
from formatter.pipeline import Formatter
from formatter.tuning import DEFAULT


def opened_after(said: str) -> str:
    words = said.split()
    return " ".join(words[i] for i in sorted(invitation_after(words)))


@pytest.mark.parametrize(
    ("said", "before"),
    [
        ("the door's locked come down and let me in", "locked"),
        ("i left it with the front desk come by anytime", "desk"),
        ("it's due friday call us at five five five", "friday"),
        ("the puppy's here just come over and meet her", "here"),  # softened
        ("we're at the back table come find us", "table"),
        ("did the plumber come by today", ""),  # a bare verb after "did"
        ("let the dog come in", ""),
        ("have dad call me", ""),
        ("the kids come over every sunday", ""),  # a plural subject
        ("my parents call me every night", ""),
        ("people come in all day", ""),
        ("they'll come by later", ""),  # a subject
        ("can you come over", ""),
        ("when you come by bring it", ""),
        ("i want to come over", ""),
        ("how come you didn't call", ""),
        ("the time has come for us", ""),  # "come" with no word of where or why
        ("come over tonight", ""),  # nothing before it
    ],
)
def test_where_an_invitation_opens(said, before) -> None:
    assert opened_after(said) == before


@pytest.mark.parametrize(
    ("said", "written", "run_on"),
    [
        (
            "hey it's malik i'm outside in the gray honda come on down whenever you're ready",
            "in the gray Honda. Come on down",
            "Honda come on down",
        ),
        (
            "the balance is due three days before call us at six one seven five five five zero"
            " one five five",
            "due three days before. Call us at",
            "before call us",
        ),
    ],
)
def test_the_statement_does_not_run_on_into_the_invitation(
    formatter, said, written, run_on
) -> None:
    assert written in formatter.format_text(said)
    unread = Formatter(tuning=replace(DEFAULT, invitation_run_on_penalty=0.0))
    assert run_on in unread.format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("did the plumber come by today", "Did the plumber come by today?"),
        ("the kids come over every sunday", "The kids come over every Sunday."),
        ("when you come by bring the charger", "When you come by, bring the charger."),
    ],
)
def test_a_verb_in_its_clause_keeps_it(formatter, said, written) -> None:
    assert formatter.format_text(said) == written
