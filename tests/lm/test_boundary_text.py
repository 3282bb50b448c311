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


def test_character_grams_are_the_same_ids_everywhere_and_pad_with_zero():
    from lm.boundary_text import MAX_GRAMS, char_grams

    grams = char_grams("zorblax", 64)  # "<zorblax>": 7 of three letters, 6 of four, 5 of five
    assert grams == char_grams("zorblax", 64)  # crc32, not the per-process hash()
    assert len(grams) == 7 + 6 + 5 and all(1 <= g < 64 for g in grams)
    assert char_grams("quintessa", 64) != grams
    assert len(char_grams("pneumonoultramicroscopic", 1 << 14)) == MAX_GRAMS
    assert char_grams("", 64) == []  # "<>" is shorter than every n-gram
