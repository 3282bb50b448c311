"""House numbers: a number said before the name of a street ("twenty two hundred oak avenue").

An address's number is written as one string of digits, with no thousands comma and not parted:
"2200 Oak Avenue", "1950 Park Lane". The grammars offer that reading beside the others, but the
class LM reads the words, not the street after them, and the style's count bonus
(tuning.grouped_count_bonus) writes a count said in hundreds with its comma: "the office on
2,200 Oak Avenue", "a check at 19, 50 Park Lane" (the pair read as a year, which the LM parts
before a name). What says a house number is the street that follows: up to MAX_NAME_WORDS words
of its name, then a word of street_suffixes.tsv ("avenue", "lane", "drive"). The pipeline gives
the digits' reading there tuning.street_number_bonus and no count bonus; and where the number
stands as an address's (street_names), the search writes the street's name as a name, run on
from its number ("at 618 Maple Drive"), and the unit said after it set off by a comma
(address_units: "422 Maple Avenue, Apartment 3B").

A street named by its number under ten is spelled out and capitalized, as AP and Chicago write
it (numbered_streets: "on Fifth Street", where the LM wrote "5th Street";
tuning.street_ordinal_penalty on the figures there).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

# The most words a street's name takes before its suffix: "martin luther king | boulevard".
MAX_NAME_WORDS = 3
# Words said before a house number: "at | 618 Maple Drive", "address is | 45 Old Mill Road",
# "moved to", "lives on", "the house on".
ADDRESS_BEFORE = frozenset(
    {"at", "on", "is", "to", "from", "of", "near", "by", "address", "was", "it's", "and"}
)
# The most words a city's name takes before its state: "salt lake city | utah".
MAX_CITY_WORDS = 3
# Words that name an address's unit after its street: "422 Maple Avenue, | Apartment 3B".
UNIT_WORDS = frozenset({"apartment", "apt", "unit", "suite"})
# Words said before a street named by its number, besides ADDRESS_BEFORE's: "just off | fifth
# street", "head down | third avenue". Not "the": "take the first street on the left" counts.
STREET_BEFORE = ADDRESS_BEFORE | frozenset({"off", "onto", "down", "up", "past", "across"})


def street_after(
    texts: Sequence[str], suffixes: Collection[str], stops: Collection[str]
) -> Callable[[int], bool]:
    """Whether TEXTS from a position on name a street: one to MAX_NAME_WORDS words, none of
    STOPS (determiners, prepositions, number words: "twelve hundred miles down the road" names
    none), then a word of SUFFIXES.

    >>> words = "at six eighteen maple drive".split()
    >>> after = street_after(words, {"drive"}, {"at", "six", "eighteen"})
    >>> after(3), after(2), after(4)
    (True, False, False)
    """

    def names_street(at: int) -> bool:
        return _suffix_at(texts, at, suffixes, stops) is not None

    return names_street


def street_names(
    texts: Sequence[str], suffixes: Collection[str], stops: Collection[str],
    numbers: Collection[str], small: Collection[str],
) -> frozenset[int]:
    """The positions of TEXTS that name a street after its house number, the suffix with them:
    a name's words are written capitalized there ("at six eighteen | maple drive" -> "618 Maple
    Drive"), where the case model, reading "maple" as the tree, wrote "618 maple drive" in a
    long message. A house number is said in two words of NUMBERS or more, or written in two
    digits or more: one word of SMALL alone counts ("three new court dates", "two more drive
    belts"), as a house number seldom is.

    >>> words = "at six eighteen maple drive your".split()
    >>> numbers = {"six", "eighteen"}
    >>> sorted(street_names(words, {"drive"}, {"at", *numbers}, numbers, {"six"}))
    [3, 4]
    >>> sorted(street_names("at six maple drive".split(), {"drive"}, numbers, numbers, {"six"}))
    []
    """
    named: set[int] = set()
    for at in range(1, len(texts)):
        said = texts[at - 1]
        counted = said in small and (at < 2 or texts[at - 2] not in numbers)
        number = (said in numbers and not counted) or (said.isdigit() and len(said) > 1)
        if number and _addressed(texts, at - 1, numbers):
            end = _suffix_at(texts, at, suffixes, stops)
            if end is not None:
                named.update(range(at, end + 1))
    return frozenset(named)


def numbered_streets(
    texts: Sequence[str], suffixes: Collection[str], ordinals: Collection[str],
    numbers: Collection[str], joins: Collection[str],
) -> frozenset[int]:
    """The positions of TEXTS that name a street by an ordinal under ten said in one word, the
    suffix with it: "on | fifth street" is "Fifth Street", as AP and Chicago spell out a
    numbered street from First to Ninth (and write "23rd Street" in figures). Only after a word
    of STREET_BEFORE or a house number (a word of NUMBERS or digits: "six eighteen | fifth
    avenue"), not after one of JOINS that the ordinal ends ("twenty | third street" is 23rd,
    "one hundred and | fifth" 105th), nor after "the" ("the first street on the left" counts).

    >>> words = "the walgreens on fifth street".split()
    >>> sorted(numbered_streets(words, {"street"}, {"fifth"}, set(), set()))
    [3, 4]
    >>> sorted(numbered_streets("on twenty third street".split(), {"street"}, {"third"},
    ...                         {"twenty"}, {"twenty"}))
    []
    """
    named: set[int] = set()
    for at in range(1, len(texts) - 1):
        if texts[at] not in ordinals or texts[at + 1] not in suffixes:
            continue
        said = texts[at - 1]
        joined = said in joins or (said == "and" and at > 1 and texts[at - 2] in joins)
        if not joined and (said in STREET_BEFORE or said in numbers or said.isdigit()):
            named.update((at, at + 1))
    return frozenset(named)


def address_units(texts: Sequence[str], streets: Collection[int]) -> frozenset[int]:
    """The positions of TEXTS holding a word of UNIT_WORDS said right after a street's name
    (STREETS, street_names' positions): the unit of the address, set off from the street by a
    comma and written as postal addresses write it ("at 422 Maple Avenue, Apartment 3B", where
    the members put no mark and the lexicon wrote "apartment").

    >>> words = "at four twenty two maple avenue apartment three b".split()
    >>> sorted(address_units(words, {4, 5}))
    [6]
    >>> sorted(address_units("the maple avenue apartment".split(), set()))
    []
    """
    return frozenset(
        at + 1 for at in streets
        if at + 1 < len(texts) and at + 1 not in streets and texts[at + 1] in UNIT_WORDS
    )


def address_places(
    texts: Sequence[str], streets: Collection[int], states: Collection[tuple[str, ...]],
    numbers: Collection[str], stops: Collection[str],
) -> frozenset[int]:
    """The positions of TEXTS where the city and the state of an address start, said after its
    street's name (STREETS) or the unit after that (UNIT_WORDS and its number or letters): a
    city of one to MAX_CITY_WORDS words, none of STOPS, then a state of STATES (its words).
    Each is set off from what goes before it by a comma and capitalized, as postal addresses
    write them ("1855 Oak Street, San Jose, California 95126", where the members put no mark
    after "street": a street's name runs on into a place's as often as not in written text).

    >>> words = "at eighteen fifty five oak street san jose california".split()
    >>> sorted(address_places(words, {4, 5}, {("california",)}, set(), set()))
    [6, 8]
    >>> words = "at three hundred west fourteenth street suite two hundred new york new york"
    >>> sorted(address_places(words.split(), {3, 4, 5}, {("new", "york")}, {"two", "hundred"}, ()))
    [9, 11]
    >>> sorted(address_places("on oak street in texas".split(), {1, 2}, {("texas",)}, (), {"in"}))
    []
    """
    found: set[int] = set()
    for at in streets:
        start = at + 1
        if start in streets or start >= len(texts):
            continue
        if texts[start] in UNIT_WORDS:  # past the unit: "suite two hundred", "apartment 3 b"
            start += 1
            while start < len(texts) and (texts[start] in numbers or len(texts[start]) == 1):
                start += 1
        for length in range(1, MAX_CITY_WORDS + 1):
            if any(t in stops for t in texts[start : start + length]):
                break
            if _state_at(texts, start + length, states):
                found.update((start, start + length))
                break
    return frozenset(found)


def _state_at(texts: Sequence[str], at: int, states: Collection[tuple[str, ...]]) -> bool:
    """Whether a state of STATES is said from TEXTS[AT] on."""
    return any(tuple(texts[at : at + len(state)]) == state for state in states)


def _addressed(texts: Sequence[str], last: int, numbers: Collection[str]) -> bool:
    """Whether the number said up to TEXTS[LAST] stands where an address does: first in the
    window, or after a word of ADDRESS_BEFORE ("at", "on", "is"), not after a verb or a
    determiner that counts ("we have twelve | new court dates")."""
    first = last
    while first and texts[first - 1] in numbers:
        first -= 1
    return first == 0 or texts[first - 1] in ADDRESS_BEFORE


def _suffix_at(
    texts: Sequence[str], at: int, suffixes: Collection[str], stops: Collection[str]
) -> int | None:
    """The position of the suffix of a street named from AT on, or None."""
    for end in range(at + 1, min(at + MAX_NAME_WORDS, len(texts) - 1) + 1):
        if texts[end - 1] in stops:
            return None
        if texts[end] in suffixes:
            return end
    return None
