"""The timing x log semiring satisfies the semiring axioms, checked with Hypothesis."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from formatter.timing import ONE, ZERO, TimedWeight, product, word

times = st.one_of(st.floats(0, 1e5, allow_nan=False), st.just(math.inf))
costs = st.one_of(st.floats(0, 50, allow_nan=False), st.just(math.inf))
weights = st.builds(TimedWeight, times, times, costs)


def same(a: TimedWeight, b: TimedWeight) -> bool:
    def close(x: float, y: float) -> bool:
        return x == y or math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-9)

    return close(a.start, b.start) and close(a.end, b.end) and close(a.cost, b.cost)


@given(weights, weights, weights)
def test_plus_is_associative(a: TimedWeight, b: TimedWeight, c: TimedWeight) -> None:
    assert same((a + b) + c, a + (b + c))


@given(weights, weights, weights)
def test_times_is_associative(a: TimedWeight, b: TimedWeight, c: TimedWeight) -> None:
    assert same((a * b) * c, a * (b * c))


@given(weights, weights)
def test_plus_commutes(a: TimedWeight, b: TimedWeight) -> None:
    assert same(a + b, b + a)


@given(weights, weights, weights)
def test_times_distributes_over_plus(a: TimedWeight, b: TimedWeight, c: TimedWeight) -> None:
    assert same(a * (b + c), a * b + a * c)
    assert same((b + c) * a, b * a + c * a)


@given(weights)
def test_identities_and_annihilator(a: TimedWeight) -> None:
    assert same(a + ZERO, a)
    assert same(a * ONE, a)
    assert same(ONE * a, a)
    annihilated = a * ZERO
    # Zero annihilates in the log component; in timing, (0, inf) absorbs any interval.
    assert same(annihilated, ZERO)


def test_token_spans_its_words_and_multiplies_confidences() -> None:
    w = product([word(1.2, 1.4, 0.9), word(1.5, 1.9, 0.8)])
    assert (w.start, w.end) == (1.2, 1.9)
    assert math.isclose(w.confidence, 0.72)


def test_product_of_nothing_is_one() -> None:
    assert product([]) == ONE
