"""The one place that unions the classes into the variants transducers.

    PHONE  : transcript -> transcript with phone numbers decided (weighted; take the shortest path)
    NUMBER : PHONE's output -> every liberal segmentation into marked segments, each segment one
             class reading of a run of words or a word kept as spoken

The formatter composes S o PHONE, takes the shortest path, then composes with NUMBER (and later with
punctuation and capitalization). Every output is a marked string (see grammars.marking).
"""

from __future__ import annotations

import functools
import importlib
import inspect

import pynini
from pynini.lib import byte

from grammars import conventions, phone, title
from grammars.base import MARK, words_of
from grammars.marking import HARD_SPACE, mark, marked_word, premarked_token, segments
from grammars.style import Style

# Every class grammar: name -> "module:builder" of (complete spoken phrase -> written forms).
CLASSES: dict[str, str] = {
    "cardinal": "grammars.cardinal:cardinal",
    "number_range": "grammars.number_range:number_range",
    "digit_string": "grammars.digit_string:digit_string",
    "ordinal": "grammars.ordinal:ordinal",
    "letters": "grammars.letters:letters",
    "alphanumeric": "grammars.alphanumeric:alphanumeric",
    "extension": "grammars.phone:extension",
    "title": "grammars.title:title",
    "decimal": "grammars.decimal:decimal",
    "fraction": "grammars.fraction:fraction",
    "measure": "grammars.measure:measure",
    "compound": "grammars.compound:compound",
    "money": "grammars.money:money",
    "time": "grammars.time:time",
    "date": "grammars.date:date",
    "website": "grammars.website:website",
    "email": "grammars.email:email",
}


def class_grammar(name: str, style: Style | None = None) -> pynini.Fst:
    """The builder registered under NAME, called: 'cardinal' -> the cardinal grammar.

    Builders that take a `style` (grammars.style) get it: they propose only its chosen forms.
    """
    module, builder = CLASSES[name].split(":")
    build = getattr(importlib.import_module(module), builder)
    if "style" in inspect.signature(build).parameters:
        return build(Style.parse(style))
    return build()


@functools.cache
def entity(style: Style | None = None) -> pynini.Fst:
    """Union of every class reading of a complete spoken phrase, in STYLE (default en-US)."""
    return pynini.union(*(class_grammar(name, style) for name in CLASSES)).optimize()


@functools.cache
def _unhard_space() -> pynini.Fst:
    keep = pynini.difference(byte.BYTE, HARD_SPACE)
    return pynini.closure(keep | pynini.cross(HARD_SPACE, " ")).optimize()


@functools.cache
def number_stage(style: Style | None = None) -> pynini.Fst:
    """Liberal segmentation of a phone-stage output into marked segments."""
    kept = marked_word()
    # A title said as its abbreviation ("mr") is written only as one ("Mr."; grammars.title).
    banned = pynini.union(*sorted(title.abbreviated()))
    if Style.parse(style).small_numbers == "digits":
        # Two .. nine are written in digits; "one" stays free ("no one", "one of them").
        banned |= pynini.difference(words_of("units"), "one")
    kept = pynini.compose(
        kept, pynini.difference(kept.copy().project("output"), MARK + banned.optimize()).optimize()
    )
    segment = mark(entity(style)) | kept | premarked_token()
    return pynini.compose(segments(segment), _unhard_space()).optimize()


def conventions_stage(style: Style | None = None) -> pynini.Fst:
    """Acceptor of the number stage's outputs STYLE allows (grammars.conventions): composed at
    run time, so a text whose every reading breaks a convention keeps its readings instead of
    having none (numerals an engine wrote itself: '5 dollars', 'june 30' in en-GB)."""
    return conventions.allowed(Style.parse(style))


def phone_stage(style: Style | None = None) -> pynini.Fst:
    return phone.phone_stage(Style.parse(style))


__all__ = [
    "CLASSES", "MARK", "class_grammar", "entity", "conventions_stage", "number_stage", "phone_stage"
]
