"""The small-quantities table: how written text writes a number from two to nine before a word."""

import json
import math

import pytest

from lm import small_quantities as sq
from lm.small_quantities import DEFAULT_SMALL_QUANTITIES, SmallQuantities, count, fit, train


def test_count_reads_numbers_standing_alone_by_the_word_after_them():
    counts = count([
        "They had two children and 3 children later.",  # words, digits
        "It is 5 km away, and it took five years.",
        "He ran for 4. She stayed for six.",  # before a sentence's end
    ])
    assert counts["children"] == [1, 1]
    assert counts["km"] == [0, 1]
    assert counts["years"] == [1, 0]
    assert counts[sq.END] == [1, 1]


def test_count_reads_a_compound_joined_by_a_hyphen_as_the_number_and_its_word():
    # How written text writes what a speaker says as two words: "a two bedroom apartment".
    counts = count(["They rented a two-bedroom flat, then a 3-bedroom house.",
                    "It was a five-year-old car with an 8-bit radio."])  # fmt: skip
    assert counts["bedroom"] == [1, 1]
    assert counts["year"] == [1, 0]
    assert counts["bit"] == [0, 1]


@pytest.mark.parametrize(
    "line",
    [
        "It cost $5 more.",  # money
        "We left at 5:30 today.",  # a time
        "It grew 2.5 times.",  # a decimal
        "Apollo 5 was launched.",  # after a capitalized word: a label's number
        "Rooms 12, 3 were empty.",  # after another number: a list
        "Sections 2-3 apply.",  # a range
        "Five days passed.",  # a sentence's first word: spelled out whatever the style
        "It took 25 years.",  # not a small number
    ],
)
def test_count_leaves_out_numbers_that_are_no_lone_quantity(line):
    assert count([line]) == {}


def test_fit_smooths_a_word_towards_its_shape_and_centres_every_value():
    counts = {"years": [90, 10], "km": [0, 20], "days": [2, 0], "of": [10, 10], sq.END: [1, 9]}
    words, shapes, centre = fit(counts)
    assert "days" not in words  # fewer than MIN_COUNT numbers: its shape speaks for it
    assert words["years"] > words["of"] > words["km"]
    # Centred on all the numbers' log-odds (103 in words, 49 in digits).
    assert centre == pytest.approx(math.log(103 / 49), abs=1e-4)
    share_s = (92 + 1) / (102 + 2)  # "years" and "days" end in "s"
    spelled = 90 + sq.SMOOTHING * share_s
    assert words["years"] == pytest.approx(math.log(spelled / (105 - spelled)) - centre, abs=1e-3)
    assert shapes[sq.END] < 0
    with pytest.raises(ValueError, match="too few numbers"):
        fit({"years": [4, 0]})


def test_spelled_falls_back_to_the_shape_of_a_word_it_does_not_hold():
    table = SmallQuantities({"years": 1.0}, {"s": 0.5, "other": -0.2, sq.END: -1.5})
    assert table.spelled("Years") == 1.0
    assert table.spelled("kids") == 0.5
    assert table.spelled("tomorrow") == -0.2
    assert table.spelled(None) == -1.5
    assert SmallQuantities().spelled("kids") == 0.0


def test_train_saves_and_loads_the_table_with_its_corpora(tmp_path):
    corpus = tmp_path / "wikipedia.train.txt"
    corpus.write_text(
        "They had two children.\n" * 6 + "It is 5 km away.\n" * 6 + "He was 3.\n", "utf-8"
    )
    table = train([corpus])
    path = tmp_path / "small_quantities.json"
    table.save(path)
    loaded = SmallQuantities.load(path)
    assert loaded.spelled("children") > 0 > loaded.spelled("km")
    assert loaded.card["numbers"] == 13
    assert loaded.card["corpora"][0]["name"] == "wikipedia.train.txt"


def test_load_refuses_a_log_odds_that_is_no_number(tmp_path):
    path = tmp_path / "small_quantities.json"
    path.write_text(json.dumps({"words": {"years": "NaN"}, "shapes": {}}), "utf-8")
    with pytest.raises(ValueError, match="finite"):
        SmallQuantities.load(path)


def test_the_shipped_table_spells_out_counts_and_keeps_units_in_digits():
    table = SmallQuantities.load(DEFAULT_SMALL_QUANTITIES)
    assert table.spelled("children") > 0 > table.spelled("km")
    assert table.card["licence_note"]


@pytest.mark.parametrize("content", [None, "We went home now.\n"])
def test_the_command_says_in_one_line_why_it_wrote_no_table(tmp_path, refused_table, content):
    corpus = tmp_path / "wikipedia.train.txt"
    if content is not None:  # None: the corpus is missing
        corpus.write_text(content, "utf-8")
    said = refused_table(sq.main, tmp_path / "small_quantities.json", corpus)
    assert len(said) == 1
    assert said[0].startswith("python -m lm.small_quantities: ")


def test_in_house_style_spells_out_a_digit_where_the_table_says_words():
    # Log-odds centred on 1.0: "people" +1.5 (words), "pm" -3 (digits), other words -1 (even).
    table = SmallQuantities(
        {"people": 0.5, "pm": -4.0}, {"s": 0.0, "other": -1.0, sq.END: -2.0}, {"centre": 1.0}
    )
    written = table.in_house_style("A table for 2 people at 5 pm.")
    assert written == "A table for two people at 5 pm."
    assert table.in_house_style("We found 3 options.") == "We found three options."  # its shape
    assert table.in_house_style("We need 2.") == "We need 2."
    # A compound as the count reads it: "a 2-people team" is "a two-people team".
    assert table.in_house_style("a 2-people team") == "a two-people team"
    # A label's, a list's, a sentence's first number stay; so does any other number.
    kept_as_they_are = ["Apollo 5 people", "Rooms 12, 3 people", "rooms two 3 people",
                        "Done. 3 people", "3 people", "from 3 people 5 days"]  # fmt: skip
    for kept in [*kept_as_they_are, "25 people"]:
        assert table.in_house_style(kept) == kept
