"""The grammars' examples in their docstrings run as written."""

import doctest
import importlib

import pytest


@pytest.mark.parametrize(
    "module", ["capitalization", "cardinal", "marking", "punctuation", "style", "title"]
)
def test_docstring_examples(module) -> None:
    result = doctest.testmod(importlib.import_module(f"grammars.{module}"))
    assert result.attempted > 0 and result.failed == 0
