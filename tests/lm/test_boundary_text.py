"""The one normalization shared by the boundary model's training and decoding."""

from lm.boundary_text import CASES, MARKS, case_class, feature_token, slots


def test_marks_follow_their_word_and_map_to_the_formatters_set():
    words, marks, _ = slots("Well; I left (early) -- then: home! Why?")
    assert words == ["well", "i", "left", "early", "then", "home", "why"]
    assert [MARKS[m] for m in marks] == [".", "", ",", ",", ".", ".", "?"]


def test_abbreviation_periods_are_not_sentence_ends():
    words, marks, cases = slots("Dr. Smith met Mr. Jones at noon.")
    assert words[:2] == ["dr", "smith"]
    assert [MARKS[m] for m in marks][:-1] == [""] * (len(words) - 1)
    assert CASES[cases[1]] == "first"


def test_case_classes():
    assert [CASES[case_class(w)] for w in ("the", "Paris", "MTN", "iPhone", "McDonald's", "I")] == [
        "lower",
        "first",
        "upper",
        "mixed",
        "mixed",
        "first",
    ]


def test_feature_tokens_share_digit_shapes_and_ignore_case():
    assert feature_token("2020") == feature_token("1999") == "0"
    assert feature_token("3.5%") == "0.0%"
    assert feature_token("Q1") == "q0"
    assert feature_token("It's") == "it's"
