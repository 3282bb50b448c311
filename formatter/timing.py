"""The timing semiring (paper section 3.2) and its product with the log semiring for confidence.

A weight is a pair (start, end) plus a confidence cost (-ln confidence):

    (s1, e1) + (s2, e2) = (max s, min e)     the largest interval inside both
    (s1, e1) x (s2, e2) = (min s, max e)     the smallest interval holding both
    zero = (0, inf)    one = (inf, 0)

Confidence uses the log semiring: x adds costs (multiplies probabilities), + is -ln(e^-a + e^-b).
An output token's weight is the product of the weights of the input words it came from:

    >>> word(1.2, 1.4, 0.9) * word(1.5, 1.9, 0.8)
    TimedWeight(start=1.2, end=1.9, cost=0.328...)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import reduce


def _log_plus(a: float, b: float) -> float:
    """-ln(e^-a + e^-b), stable for large costs and for infinity (the log semiring's zero)."""
    if a == math.inf:
        return b
    if b == math.inf:
        return a
    low, high = min(a, b), max(a, b)
    return low - math.log1p(math.exp(low - high))


@dataclass(frozen=True)
class TimedWeight:
    """An element of timing x log: (start, end) in seconds and a confidence cost (-ln p)."""

    start: float
    end: float
    cost: float = 0.0

    def __add__(self, other: TimedWeight) -> TimedWeight:
        return TimedWeight(
            max(self.start, other.start), min(self.end, other.end), _log_plus(self.cost, other.cost)
        )

    def __mul__(self, other: TimedWeight) -> TimedWeight:
        return TimedWeight(
            min(self.start, other.start), max(self.end, other.end), self.cost + other.cost
        )

    @property
    def confidence(self) -> float:
        return math.exp(-self.cost)

    def __repr__(self) -> str:
        return f"TimedWeight(start={self.start!r}, end={self.end!r}, cost={self.cost!r})"


ZERO = TimedWeight(0.0, math.inf, math.inf)
ONE = TimedWeight(math.inf, 0.0, 0.0)


def word(start: float, end: float, confidence: float) -> TimedWeight:
    """The weight of one input word; confidence 0 becomes the log semiring's zero cost (inf)."""
    return TimedWeight(start, end, -math.log(confidence) if confidence > 0 else math.inf)


def product(weights: Iterable[TimedWeight]) -> TimedWeight:
    """The semiring product of WEIGHTS (ONE for none): the span and confidence of a token."""
    return reduce(TimedWeight.__mul__, weights, ONE)
