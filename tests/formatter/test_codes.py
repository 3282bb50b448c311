"""Codes said a character at a time (formatter.codes)."""

import doctest

import formatter.codes
from formatter.codes import SpelledCodes, spelled_code
from formatter.lattice import Edge, SegmentDag


def test_docstring_examples() -> None:
    result = doctest.testmod(formatter.codes)
    assert result.attempted > 0 and result.failed == 0


def test_a_code_has_four_characters_or_more_a_letter_and_two_digits() -> None:
    assert spelled_code("AB74329") == (7, 2) and spelled_code("7ABC123") == (7, 3)
    assert [spelled_code(f) for f in ("Q1", "ABCD", "A123B", "1234", "ab123", "AB-123")] == [
        None, None, (5, 2), None, None, None
    ]
    # Letters then digits have the shape too; whether they were said so is read's to tell.
    assert spelled_code("UA1234") == (6, 2) and spelled_code("KLM552") == (6, 3)


def test_a_code_is_read_only_where_its_whole_run_is_said_a_character_at_a_time() -> None:
    codes = SpelledCodes()
    words = "my order is a b seven four three two nine it was".split()
    assert codes.read("AB74329", words, 3, 7) == 2
    assert codes.read("B74329", words, 4, 6) is None  # "a" before it is a letter of the run
    # Not said a character a word: "c d twenty three" is a letters-then-number code.
    assert codes.read("CD23", "of c d twenty three expression".split(), 1, 4) is None
    # A number word beside it: the digits are the number's ("1980 7PG4").
    year = "in nineteen eighty seven p g four".split()
    assert codes.read("7PG4", year, 3, 4) is None
    # Not a word a character: "u four hundred forty" is U440, a letter and a count.
    assert codes.read("U440", "by u four hundred forty".split(), 1, 4) is None
    # Words the reading does not have (the layers' default, before a window's own texts).
    assert codes.read("AB74329", [], 3, 7) is None
    # After a code "i" is the pronoun.
    assert codes.read("XJ4K9P", "x j four k nine p i think".split(), 0, 6) == 4


def test_crowded_code_readings_leave_the_dag_and_the_words_stay() -> None:
    # node 0 -> 4 the code "7PG4"; 1 -> 4 "PG4"; and the words one by one
    dag = SegmentDag(
        edges=(
            (Edge(1, 1, "7"), Edge(4, 4, "7PG4")),
            (Edge(4, 3, "PG4"), Edge(2, 1, "p")),
            (Edge(3, 1, "g"),),
            (Edge(4, 1, "4"),),
            (),
        ),
        final=4,
        position=(0, 1, 2, 3, 4),
    )
    codes = SpelledCodes()
    alone = codes.drop_crowded(dag, "seven p g four".split())
    assert [e.text for e in alone.edges[0]] == ["7", "7PG4"]
    # "PG4" has three characters: the letters-then-number codes' grammar, not checked here.
    assert [e.text for e in alone.edges[1]] == ["PG4", "p"]
    crowded = codes.drop_crowded(dag, "seven p g four hundred".split())
    assert [e.text for e in crowded.edges[0]] == ["7"]
    assert [e.text for e in crowded.edges[1]] == ["PG4", "p"]
    assert crowded.edges[2:] == dag.edges[2:]
