"""The one place that unions the classes into the variants transducers.

    PHONE  : transcript -> transcript with phone numbers decided (weighted; take the shortest path)
    NUMBER : PHONE's output -> every liberal segmentation into marked segments, each segment one class
             reading of a run of words or a word kept as spoken

The formatter composes S o PHONE, takes the shortest path, then composes with NUMBER (and later with
punctuation and capitalization). Every output is a marked string (see grammars.marking).
"""

from __future__ import annotations

import functools
import importlib

import pynini
from pynini.lib import byte

from grammars import phone
from grammars.base import MARK
from grammars.marking import HARD_SPACE, mark, marked_word, premarked_token, segments

# Every class grammar: name -> "module:builder" of (complete spoken phrase -> written forms).
CLASSES: dict[str, str] = {
    "cardinal": "grammars.cardinal:cardinal",
    "digit_string": "grammars.digit_string:digit_string",
    "ordinal": "grammars.ordinal:ordinal",
    "letters": "grammars.letters:letters",
    "alphanumeric": "grammars.alphanumeric:alphanumeric",
    "extension": "grammars.phone:extension",
    "decimal": "grammars.decimal:decimal",
    "fraction": "grammars.fraction:fraction",
    "measure": "grammars.measure:measure",
    "money": "grammars.money:money",
    "time": "grammars.time:time",
    "date": "grammars.date:date",
    "website": "grammars.website:website",
}


def class_grammar(name: str) -> pynini.Fst:
    """The builder registered under NAME, called: 'cardinal' -> the cardinal grammar."""
    module, builder = CLASSES[name].split(":")
    return getattr(importlib.import_module(module), builder)()


@functools.cache
def entity() -> pynini.Fst:
    """Union of every class reading of a complete spoken phrase."""
    return pynini.union(*(class_grammar(name) for name in CLASSES)).optimize()


@functools.cache
def _unhard_space() -> pynini.Fst:
    keep = pynini.difference(byte.BYTE, HARD_SPACE)
    return pynini.closure(keep | pynini.cross(HARD_SPACE, " ")).optimize()


@functools.cache
def number_stage() -> pynini.Fst:
    """Liberal segmentation of a phone-stage output into marked segments."""
    segment = mark(entity()) | marked_word() | premarked_token()
    return pynini.compose(segments(segment), _unhard_space()).optimize()


def phone_stage() -> pynini.Fst:
    return phone.phone_stage()


__all__ = ["CLASSES", "MARK", "class_grammar", "entity", "number_stage", "phone_stage"]
