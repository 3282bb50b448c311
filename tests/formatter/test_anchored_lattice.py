"""formatter.lattice.Variants: the lattice read only over the spans grammars.anchors finds gives
the same segments as the lattice over the whole window, on real grammars."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from formatter.lattice import Edge, SegmentDag, Variants, joined, words_dag
from grammars.anchors import DEPENDENT
from grammars.base import table_rows
from tests.formatter.fuzzing import check_readings, readings_text


@pytest.fixture(scope="module")
def variants() -> Variants:
    from grammars import export

    return Variants(export.load())


@pytest.mark.parametrize(
    "spoken",
    [
        "please email john smith jones at example dot org by friday",
        "write to mary dash ann at gmail com or visit travelers com today",
        "go to www acme widgets dot com slash investors slash reports now",
        "it was a half and then a quarter of a billion dollars for the q one plan",
        "we met at noon in the morning and left at three thirty p m on june fifth",
        "my number is five five five eight eight eight eight call me",
        "the covid nineteen rules in apartment five b and doctor smith said no",
        "nothing here holds a number or an address at all",
        # A day period four words past the number: "3:00 PM" (missed before the clock's word
        # anchored a span).
        "call me at three o'clock in the afternoon please",
        "it was five o clock in the evening when we left",
        # A domain with no "dot" four words past "www" (the fuzz run of the sixty-ninth session).
        "www co john john co",
        "www dot co john john co",
    ],
)
def test_the_spans_give_the_whole_lattice(variants: Variants, spoken: str) -> None:
    check_readings(variants, spoken)


@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(spoken=readings_text)
def test_any_mix_of_the_grammars_words_gives_the_whole_lattice(
    variants: Variants, spoken: str
) -> None:
    check_readings(variants, spoken)


# A number, the words a reading goes on with after it, and each phrase of the tables read only
# after a number, whole ("three o'clock | in the afternoon", "twenty | miles per hour"): such a
# sequence is too seldom drawn at random to be tried, and its last word lies farthest from the
# number of any reading's.
_GOING_ON = ((), ("o'clock",), ("oclock",), ("o", "clock"), ("thirty",), ("p", "m"),
             ("point", "five"), ("hundred",), ("and", "a", "half"))  # fmt: skip


@pytest.mark.parametrize("number", ["three", "twelve", "twenty"])
def test_every_phrase_after_a_number_gives_the_whole_lattice(
    variants: Variants, number: str
) -> None:
    for going_on in _GOING_ON:
        for phrase in sorted({row[0] for name in DEPENDENT for row in table_rows(name)}):
            check_readings(variants, " ".join(("call me at", number, *going_on, phrase, "ok")))


def test_words_with_no_anchor_skip_the_lattice(variants: Variants) -> None:
    texts = "call me back when you get home".split()
    assert variants(texts) == words_dag(texts)


def test_joined_runs_pieces_end_to_end() -> None:
    first, second = words_dag(["a", "b"]), words_dag(["c"])
    dag = joined([first, second])
    assert dag == words_dag(["a", "b", "c"])
    two = SegmentDag(edges=((Edge(1, 2, "12"),), ()), final=1, position=(0, 2))
    dag = joined([two, second])
    assert dag.edges[1] == (Edge(2, 1, "c"),)
    assert dag.position == (0, 2, 3)
