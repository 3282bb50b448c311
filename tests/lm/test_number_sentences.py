"""lm.number_sentences: the spoken corpora's sentences that say a number in words, left out."""

from __future__ import annotations

from lm.number_sentences import filtered, without_number_sentences


def test_a_sentence_with_a_number_word_goes_and_its_neighbours_stay() -> None:
    line = "We started in two thousand nine. Nobody came! Why? Then 40% came back."
    assert without_number_sentences(line) == "Nobody came! Why? Then 40% came back."


def test_everyday_words_that_are_numbers_stay() -> None:
    line = "One of them went first. The second time, it was better. Done."
    assert without_number_sentences(line) == line


def test_a_sentence_ends_at_a_mark_before_a_capital() -> None:
    # "e.g. twenty" is no sentence end: the whole line says a number and goes.
    assert without_number_sentences("Some, e.g. twenty of them, came.") == ""
    # A closing quote may stand between the mark and the next sentence.
    assert without_number_sentences('He said. "Ninety." Then left.') == "He said. Then left."


def test_emptied_lines_are_left_out() -> None:
    lines = ["Fifty percent.", "", "Hello there.", "A hundred. Okay."]
    assert list(filtered(lines)) == ["Hello there.", "Okay."]
