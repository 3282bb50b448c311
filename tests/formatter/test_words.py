"""ASR words -> grammar units: cleaned, split, and no word index lost."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from formatter.errors import InputError
from formatter.transcript import Word
from formatter.words import spoken_units


def w(text: str) -> Word:
    return Word(text, 0.0, 0.1)


def test_engine_punctuation_and_case_are_removed() -> None:
    units = spoken_units([w("Hello,"), w("Bill."), w("$200,"), w("3:30")])
    assert [u.text for u in units] == ["hello", "bill", "$200", "3:30"]


def test_multi_word_token_becomes_units_of_the_same_word() -> None:
    units = spoken_units([w("in"), w("new york")])
    assert [(u.text, u.sources) for u in units] == [("in", (0,)), ("new", (1,)), ("york", (1,))]


def test_punctuation_only_word_rides_with_its_neighbour() -> None:
    units = spoken_units([w(","), w("hi"), w("."), w("bill")])
    assert [(u.text, u.sources) for u in units] == [("hi", (0, 1, 2)), ("bill", (3,))]


def test_control_and_zero_width_characters_are_deleted() -> None:
    units = spoken_units([w("hi"), w("bi\x01ll"), w("\u200d"), w("so\u00adft\x00")])
    assert [(u.text, u.sources) for u in units] == [("hi", (0,)), ("bill", (1, 2)), ("soft", (3,))]


def test_only_punctuation_has_no_units() -> None:
    assert spoken_units([w(","), w("?")]) == []


def test_a_dropped_word_rides_with_its_neighbour() -> None:
    # The fillers, when they are not written: the word before takes them, or the word after one
    # that opens the list.
    words = [w("Um,"), w("hi"), w("uh"), w("bill"), w("UM")]
    units = spoken_units(words, {"um", "uh"})
    assert [(u.text, u.sources) for u in units] == [("hi", (0, 1, 2)), ("bill", (3, 4))]
    assert [u.text for u in spoken_units(words)] == ["um", "hi", "uh", "bill", "um"]


def test_a_word_past_the_length_limit_is_an_input_error() -> None:
    with pytest.raises(InputError, match="word 1: a word of 1001 characters"):
        spoken_units([w("hi"), w("x" * 1001)])


@given(st.lists(st.sampled_from(["hi", "Bill,", ".", "new york", "three", "?", "$5"]), min_size=1))
def test_every_word_index_is_kept_once(texts: list[str]) -> None:
    words = [w(t) for t in texts]
    units = spoken_units(words)
    if not units:
        assert all(t in ".?," for t in texts)
        return
    covered = sorted({i for u in units for i in u.sources})
    assert covered == list(range(len(words)))
