"""Cuts inside one spoken number leave the segment DAG; whole readings and words as spoken stay."""

from __future__ import annotations

import pytest

from formatter.lattice import Edge, SegmentDag, segment_dag, without
from formatter.splits import drop_number_splits
from grammars import marked_lattice


def texts_after_cut(spoken: str) -> tuple[set[str], set[str]]:
    """Edge texts of SPOKEN's DAG before and after dropping the cuts."""
    dag = segment_dag(marked_lattice(spoken))
    kept = drop_number_splits(dag, spoken.split())
    return {e.text for out in dag.edges for e in out}, {e.text for out in kept.edges for e in out}


@pytest.mark.parametrize(
    ("spoken", "dropped", "kept"),
    [
        ("forty nine percent", "40", "49%"),
        ("one hundred five people", "100", "105"),
        ("four point seven million", ".7 million", "4.7 million"),
        ("four point five", "0.5", "4.5"),
        # A run of digit words that opens with a zero is one string (a zip code, an account).
        ("the zip is oh two one eight eight", "02", "02188"),
        # So is a run of digit groups said with "dash" between them.
        ("my social is one two three dash four five dash six seven", "12", "123-45-67"),
        # Nor does a number begin inside such a string, after its first word as spoken.
        ("case number two zero two three dash zero four five one", "023-0451", "2023-0451"),
        ("the zip is five oh two one eight", "0218", "50218"),
        ("the code is four eight two nine one five", "82915", "482915"),
        # Nor does a code said with "dash" end inside its digits: "P O L-1, 2, 3, 4, 5, 6."
        ("the policy is p o l dash one two three four five six", "POL-12", "POL-123456"),
    ],
)
def test_a_cut_inside_a_number_is_dropped_and_the_whole_number_kept(spoken, dropped, kept) -> None:
    before, after = texts_after_cut(spoken)
    assert dropped in before and dropped not in after
    assert kept in after
    assert set(spoken.split()) <= after  # the words as spoken stay


def test_a_cut_between_a_pair_and_a_new_number_stays() -> None:
    # Figure 1: "one thousand three thirty" + "one thousand four hundred".
    _, after = texts_after_cut("one thousand three thirty one thousand four hundred")
    assert {"1,330", "1,400"} <= after


@pytest.mark.parametrize(
    ("spoken", "parts"),
    [
        # "hundred" then a units word goes on ("one hundred five" is 105), unless what follows
        # says "hundred" again or a magnitude the number has said: two amounts, not "808 hundred".
        ("around eight hundred eight hundred seventy two million", {"800", "872"}),
        ("one thousand two hundred one thousand five hundred", {"1,200", "1,500"}),
        ("three hundred twenty five hundred", {"300", "2,500"}),
    ],
)
def test_a_number_ends_at_hundred_where_the_next_cannot_go_on_with_it(spoken, parts) -> None:
    _, after = texts_after_cut(spoken)
    assert parts <= after


def test_a_number_goes_on_past_hundred_into_a_larger_magnitude() -> None:
    # "three hundred four thousand" is 304,000: nothing ends at "hundred" there.
    _, after = texts_after_cut("three hundred four thousand")
    assert "304,000" in after and "300" not in after
    _, after = texts_after_cut("one million two hundred five thousand")
    assert "1,205,000" in after and "1,000,200" not in after


def test_point_after_a_word_that_is_no_number_stays_a_decimal() -> None:
    _, after = texts_after_cut("the point five")
    assert any(t.startswith(".5") or t == "0.5" for t in after)


def test_a_run_of_digits_without_a_leading_zero_may_still_be_cut() -> None:
    # "chapters one three and five" is a list, and a zero inside a run opens nothing.
    _, after = texts_after_cut("chapters one three and five")
    assert {"1", "3"} <= after
    _, after = texts_after_cut("room one oh four")
    assert "1" in after


def _has_path(dag: SegmentDag) -> bool:
    reached = {0}
    for node in range(dag.final):
        if node in reached:
            reached |= {e.target for e in dag.edges[node]}
    return dag.final in reached


def test_a_cut_that_is_the_only_reading_stays() -> None:
    # The phone stage writes seven digit words as a phone number and nothing else; before "dash"
    # was one of its neighbours this was the lattice of "two dash three four five six seven eight
    # nine", and 345-6789 begins inside a dashed string: cut, it left no path ("no path through
    # the segment lattice", an internal error).
    spoken = "two dash three four five six seven eight nine".split()
    phone = Edge(3, 7, "345-6789")
    lead = ((Edge(1, 1, "2"), Edge(1, 1, "two")), (Edge(2, 1, "dash"),))
    dag = SegmentDag(edges=(*lead, (phone,), ()), final=3, position=(0, 1, 2, 9))
    kept = drop_number_splits(dag, spoken)
    assert _has_path(kept) and kept.edges[2] == (phone,)
    # Where the words as spoken are there too, the cut reading still goes.
    said = [(Edge(i + 1, 1, w),) for i, w in enumerate(spoken)]
    wider = SegmentDag(
        edges=(*lead, (Edge(9, 7, "345-6789"), *said[2]), *said[3:], ()),
        final=9,
        position=tuple(range(10)),
    )
    kept = drop_number_splits(wider, spoken)
    assert _has_path(kept) and [e.text for e in kept.edges[2]] == ["three"]


def test_without_drops_what_leaves_a_path_and_keeps_what_does_not() -> None:
    # 0 -a-> 1 -b-> 2, and 0 -ab-> 2: dropping "b" leaves node 1 no way on, so "b" stays;
    # dropping "ab" too keeps the path through node 1.
    a, b, ab = Edge(1, 1, "a"), Edge(2, 1, "b"), Edge(2, 2, "ab")
    dag = SegmentDag(edges=((a, ab), (b,), ()), final=2, position=(0, 1, 2))
    assert without(dag, lambda node, edge: edge.text == "ab").edges == ((a,), (b,), ())
    assert without(dag, lambda node, edge: edge.text == "b").edges == ((a, ab), (b,), ())
    assert without(dag, lambda node, edge: True).edges == ((a, ab), (b,), ())
