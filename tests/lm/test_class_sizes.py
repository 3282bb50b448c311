"""Class sizes price one member of a number class: every class token of both sets is counted."""

from __future__ import annotations

import doctest
import math

import pytest

from lm import class_sizes
from lm.tokens import number_class


def test_doctests() -> None:
    assert doctest.testmod(class_sizes).failed == 0


@pytest.mark.parametrize("class_set", ["A", "B"])
def test_every_class_token_has_a_size_and_literals_cost_nothing(class_set) -> None:
    samples = ["0", "1", "7", "11", "20", "45", "07", "75", "330", "1999", "1330", "54321"]
    samples.append("1234567")
    for digits in samples:
        token = number_class(digits, class_set)
        size = class_sizes.members(token)
        if token in ("0", "1"):
            assert size == 1 and class_sizes.member_cost(token) == 0.0
        else:
            assert size > 1, token
            assert class_sizes.member_cost(token) == pytest.approx(math.log(size))


def test_set_a_ranges_count_their_values() -> None:
    members = {d: class_sizes.members(number_class(str(d), "A")) for d in (5, 11, 20, 45, 2000)}
    assert members == {5: 8, 11: 3, 20: 19, 45: 28, 2000: 200}
