"""Questions said without their auxiliary ("you coming tonight"): the opening that tells them,
and the search's "?" at their end on the real formatter."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.pipeline import Formatter
from formatter.tuning import DEFAULT
from formatter.unsaid_questions import unsaid_auxiliary

# Unigram log-probabilities: common verbs, and fragments the LM's vocabulary holds too.
_UNIGRAMS = {"come": -8.2, "watch": -9.6, "get": -8.3, "go": -8.2, "the": -5.7, "br": -10.5}


@pytest.mark.parametrize(
    ("opening", "asks"),
    [
        (("you", "coming"), True),  # come + ing, the "e" dropped
        (("you", "watching"), True),
        (("you", "getting"), True),  # the consonant doubled
        (("you", "going"), True),
        (("you", "seen"), True),  # a participle that is no past tense
        (("you", "been"), True),
        (("you", "free"), True),  # how or where the listener is
        (("you", "awake"), True),
        (("you", "still"), False),  # "You still owe me $40."
        (("you", "got"), False),  # a past tense too: "You got a package."
        (("you", "left"), False),
        (("you", "something"), False),  # no verb "someth"
        (("you", "thing"), False),  # nor "th", "the"
        (("you", "bring"), False),  # nor "br", which is common enough
        (("we", "coming"), False),  # only the listener is asked so
        (("you",), False),
        (("you", "coming", "home"), False),  # an opening is at most two words
    ],
)
def test_the_opening_of_a_question_without_its_auxiliary(opening, asks) -> None:
    assert unsaid_auxiliary(lambda w: _UNIGRAMS.get(w, -20.0))(opening) is asks


_OFF = replace(DEFAULT, unsaid_auxiliary_question_bonus=0.0, unsaid_auxiliary_evidence=0.0)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("hey it's nora you coming to the barbecue on sunday let me know", "on Sunday? Let"),
        ("hey it's tom you going to the meeting tomorrow i need a ride", "tomorrow? I need"),
        ("hi it's lee you been to the new bakery yet it's really good", "yet? It's"),
        ("hey it's jo you free for dinner on friday let me know", "on Friday? Let"),
        ("hi it's gus you awake i need a favor", "awake? I need"),
        # After a greeting and its comma the words that follow open the sentence as the
        # question is read (formatter.search: greeted).
        ("hey man you coming to the game tonight", "Hey man, you coming to the game tonight?"),
        ("hi mom you home yet i forgot my key", "Hi Mom, you home yet? I"),
    ],
)
def test_a_question_without_its_auxiliary_ends_with_a_question_mark(
    formatter, said, written
) -> None:
    assert written in formatter.format_text(said)
    assert written not in Formatter(tuning=_OFF).format_text(said)


@pytest.mark.parametrize(
    "said",
    [
        "hi it's kim you left your umbrella at my place",
        "hey it's sam you can keep the ladder until friday",
        "we are coming to the barbecue on sunday let me know",
    ],
)
def test_a_statement_keeps_its_period(formatter, said) -> None:
    assert "?" not in formatter.format_text(said)
