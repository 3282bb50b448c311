"""A request's purpose said last (formatter.purposes): where it is, and the real formatter's
sentence around it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter.pipeline import Formatter
from formatter.purposes import purpose_after
from formatter.speakers import closing_ends
from formatter.tuning import DEFAULT

CLOSING = frozenset({("thanks",), ("bye",)})


@pytest.mark.parametrize(
    ("said", "before"),
    [
        ("please call us back at five five five oh one four two to confirm", "two"),
        ("reply to reschedule thanks bye", "reply"),
        ("call us back to confirm your appointment", "back"),
        ("call us back to confirm your appointment for friday at noon", ""),  # more after it
        ("we wanted to let you know your order shipped today", ""),
        # The condition a request is made on, said last.
        ("we can move it up to friday if that works", "friday"),
        ("call us back if you can thanks bye", "back"),
        ("if i don't answer leave a message", ""),  # a clause follows it
        ("we can meet at noon if not call me", ""),  # "if not" opens one
    ],
)
def test_where_a_purpose_closes_the_message(said, before) -> None:
    words = said.split()
    found = purpose_after(words, closing_ends(words, CLOSING))
    assert " ".join(words[i] for i in sorted(found)) == before


def test_nowhere_in_a_window_the_transcript_goes_on_past() -> None:
    words = "call us at five five five oh one four two to confirm".split()
    assert not purpose_after(words, [False] * (len(words) + 1))


def test_a_purpose_said_last_is_no_sentence_of_its_own(formatter) -> None:
    said = (
        "hi this is the pharmacy your refill is ready please call us at five five five oh one"
        " four two to confirm"
    )
    assert formatter.format_text(said).endswith("Please call us at 555-0142 to confirm.")
    apart = Formatter(tuning=replace(DEFAULT, purpose_period_penalty=0.0))
    assert apart.format_text(said).endswith("555-0142. To confirm.")


def test_a_condition_said_last_is_no_sentence_of_its_own(formatter) -> None:
    said = (
        "hi this is dana from the orthodontist we had a cancellation and can move up jake's"
        " appointment to this friday if that works"
    )
    assert "Friday. If that works." not in formatter.format_text(said)
    apart = Formatter(tuning=replace(DEFAULT, purpose_period_penalty=0.0))
    assert apart.format_text(said).endswith("Friday. If that works.")
