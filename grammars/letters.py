"""Spelled-out letters written as an acronym, spoken -> written.

    p m           -> PM
    n a s a       -> NASA
    u s a         -> USA
    f b i         -> FBI

Two or more single-letter words make an acronym; a lone letter ("a", "i") stays a word.
Whether "a m" is "AM" or the words "a m" is the language model's call.
"""

from __future__ import annotations

import functools

import pynini

from grammars.base import delete_space, table


@functools.cache
def letters() -> pynini.Fst:
    letter = table("letters")
    return (letter + pynini.closure(delete_space() + letter, 1)).optimize()
