"""House numbers before a street's name (formatter.streets): the words that say one, and the
digits' reading the pipeline takes there on the real formatter."""

from __future__ import annotations

from dataclasses import replace

import pytest

from formatter import pipeline
from formatter.pipeline import Formatter
from formatter.streets import numbered_streets, street_after, street_names
from formatter.tuning import DEFAULT

_SUFFIXES = {"avenue", "lane", "drive", "boulevard"}
_STOPS = {"the", "down", "twelve", "hundred", "miles", "at"}


@pytest.mark.parametrize(
    ("said", "at", "names"),
    [
        ("twelve hundred oak avenue", 2, True),
        ("twelve hundred harbor view lane", 2, True),
        ("twelve hundred martin luther king boulevard", 2, True),  # three words of name
        ("twelve hundred one two three four drive", 2, False),  # four: no street's name
        ("twelve hundred miles down the drive", 2, False),  # "miles", "down", "the" stop it
        ("twelve hundred avenue", 2, False),  # a suffix alone names no street
        ("twelve hundred oak", 2, False),  # the words end before a suffix
    ],
)
def test_the_words_that_name_a_street(said, at, names) -> None:
    assert street_after(said.split(), _SUFFIXES, _STOPS)(at) is names


@pytest.mark.parametrize(
    ("said", "written", "unread"),
    [
        ("meet me at the office on twenty two hundred oak avenue", "2200 Oak Avenue", "2,200 Oak"),
        ("drop off a check at nineteen fifty park lane", "at 1950 Park Lane", "19, 50 Park"),
    ],
)
def test_a_number_before_a_street_is_a_house_number(formatter, said, written, unread) -> None:
    assert written in formatter.format_text(said)
    assert unread in Formatter(tuning=replace(DEFAULT, street_number_bonus=0.0)).format_text(said)


def test_a_pair_before_a_street_is_no_clock_where_a_time_is_said_too(formatter) -> None:
    # "at four twenty two" reads as a clock, and more so where the window says a time with its
    # day's half (tuning.clock_company_bonus); the street's name after it says a house number.
    said = "the showing at four twenty two maple avenue is set for saturday at eleven a m"
    written = formatter.format_text(said)
    assert "at 422 Maple Avenue" in written
    assert "11 AM" in written
    # Without the street the same pair is the clock the company of "eleven a m" says it is.
    assert "at 4:22" in formatter.format_text(
        "the showing at four twenty two is set for saturday at eleven a m"
    )


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("we drove twelve hundred miles down the road", "1,200 miles"),
        ("the house is twelve hundred square feet on elm street", "1,200 square feet"),
    ],
)
def test_a_count_before_other_words_keeps_its_comma(formatter, said, written) -> None:
    assert written in formatter.format_text(said)


_NUMBERS = {"six", "eighteen", "twelve", "hundred", "three", "forty", "five"}
_SMALL = {"six", "three", "five"}


@pytest.mark.parametrize(
    ("said", "named"),
    [
        ("at six eighteen maple drive your", "maple drive"),
        ("the house at forty five old mill lane is", "old mill lane"),
        ("twelve hundred oak avenue", "oak avenue"),  # first in the window
        ("at 618 maple drive", "maple drive"),  # an engine's digits
        ("we have three new court dates", ""),  # one small word: a count
        ("at six maple drive", ""),
        ("we have twelve new drive belts", ""),  # after a verb: a count
        ("at 6 maple drive", ""),  # one digit
        ("at six eighteen the drive", ""),  # a stop before the suffix
    ],
)
def test_the_words_that_name_a_street_after_its_number(said, named) -> None:
    words = said.split()
    found = street_names(words, _SUFFIXES | {"court"}, _STOPS | _NUMBERS, _NUMBERS, _SMALL)
    assert " ".join(words[i] for i in sorted(found)) == named


@pytest.mark.parametrize(
    ("said", "written"),
    [
        (
            "hi it's george at six eighteen maple drive your sprinklers have been running since"
            " five a m and there's water all over the sidewalk",
            "at 618 Maple Drive",
        ),
        (
            "hey it's nate i'm at twelve forty five maple drive not maple court so you need to"
            " turn left after the second light it's the house with the red door",
            "at 1245 Maple Drive",
        ),
        # Nor is the number parted from its street ("at 909. Cedar Court").
        (
            "hi this is the county clerk's office your property tax of three thousand two hundred"
            " forty dollars for the parcel at nine oh nine cedar court is due april tenth",
            "at 909 Cedar Court is due",
        ),
    ],
)
def test_a_street_after_its_house_number_is_capitalized(
    formatter, monkeypatch, said, written
) -> None:
    # The case model reads "maple" as the tree in a long message; the street's words are a
    # name's after a house number.
    assert written in formatter.format_text(said)
    monkeypatch.setattr(pipeline, "street_names", lambda *tables: frozenset())
    assert written not in Formatter().format_text(said)


@pytest.mark.parametrize(
    "said", ["we have three new court dates next month", "we have twelve new court dates"]
)
def test_a_count_before_a_street_word_is_no_address(formatter, said) -> None:
    assert "court" in formatter.format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        (
            "my new address is four twelve elm street apartment three b the gate code is four"
            " four two one",
            "412 Elm Street, Apartment 3B.",
        ),
        ("the package is at twenty two hundred oak avenue unit fourteen b", "Avenue, Unit 14B"),
        ("our office is at nine hundred west broad street suite two hundred", "Street, Suite 200"),
    ],
)
def test_an_addresss_unit_is_set_off_from_its_street(
    formatter, monkeypatch, said, written
) -> None:
    # formatter.streets.address_units, tuning.address_unit_comma_penalty: the members put no
    # mark there and the lexicon writes "apartment".
    assert written in formatter.format_text(said)
    monkeypatch.setattr(pipeline, "address_units", lambda *args: frozenset())
    assert written not in Formatter().format_text(said)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        (
            "my new address is eighteen fifty five oak street san jose california nine five"
            " one two six",
            "1855 Oak Street, San Jose, California 95126",
        ),
        (
            "ship it to four twenty two maple avenue apartment three b austin texas",
            "422 Maple Avenue, Apartment 3B, Austin, Texas",
        ),
    ],
)
def test_an_addresss_city_and_state_are_set_off(formatter, monkeypatch, said, written) -> None:
    # formatter.streets.address_places: the members run the street on into the city.
    assert written in formatter.format_text(said)
    monkeypatch.setattr(pipeline, "address_places", lambda *args: frozenset())
    assert written not in Formatter().format_text(said)


@pytest.mark.parametrize(
    "said",
    [
        "we live at twelve elm street in dallas texas",  # a preposition: no city of the address
        "meet me at four twenty two maple avenue at eleven a m",  # no state
        "take oak street to the highway then drive to texas",
    ],
)
def test_no_city_is_read_where_no_state_follows_it_at_once(said) -> None:
    words = said.split()
    formatter = Formatter()
    streets = pipeline.street_names(
        words, formatter._street_suffixes, formatter._street_stops, formatter._run_words,
        formatter._single_digits,
    )
    found = pipeline.address_places(
        words, streets, formatter._states, formatter._run_words, formatter._street_stops
    )
    assert found == frozenset()


def test_a_unit_word_elsewhere_keeps_its_case(formatter) -> None:
    assert "in the apartment" in formatter.format_text("we live on maple street in the apartment")


_ORDINALS = {"first", "third", "fifth"}
_JOINS = {"twenty", "hundred"}


@pytest.mark.parametrize(
    ("said", "named"),
    [
        ("the store on fifth street", "fifth street"),
        ("at first avenue and third street", "first avenue third street"),
        ("at six eighteen fifth avenue", "fifth avenue"),  # after a house number
        ("at 618 fifth avenue", "fifth avenue"),
        ("take the first street on the left", ""),  # a count
        ("on twenty third street", ""),  # 23rd
        ("on one hundred and fifth street", ""),  # 105th
        ("on fifth", ""),  # no suffix
    ],
)
def test_the_words_that_name_a_numbered_street(said, named) -> None:
    words = said.split()
    found = numbered_streets(
        words, _SUFFIXES | {"street"}, _ORDINALS, _NUMBERS | _JOINS | {"twenty"}, _JOINS
    )
    assert " ".join(words[i] for i in sorted(found)) == named


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("your prescription is ready at the walgreens on fifth street", "on Fifth Street"),
        ("meet me at first avenue and ninth street", "First Avenue and Ninth Street"),
        ("drop it at six eighteen fifth avenue", "at 618 Fifth Avenue"),
        ("the office is on twenty third street", "23rd Street"),
        ("take the first street on the left", "the first street on the left"),
    ],
)
def test_a_numbered_street_under_ten_is_spelled_out(formatter, said, written) -> None:
    assert written in formatter.format_text(said)


def test_the_numbered_streets_spelling_is_the_weights() -> None:
    said = "your prescription is ready at the walgreens on fifth street"
    figures = Formatter(tuning=replace(DEFAULT, street_ordinal_penalty=0.0)).format_text(said)
    assert "5th Street" in figures, figures
