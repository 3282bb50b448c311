"""Synchronization: every marked variant is segments, each a reading of exactly its words."""

from __future__ import annotations

import functools

import pynini
import pytest
from pynini.lib import rewrite

import grammars
from grammars import phone, union
from grammars.base import EXTRA, MARK
from grammars.marking import split_marked, strip_marks

TRANSCRIPTS = [
    "hi bill it's tracy at around three thirty p m just got an apartment for one thousand three "
    "thirty one thousand four hundred a month my number is five five five eight eight eight eight "
    "extension is three thirty bye",
    "for six people at five five thirty cost is eleven hundred dollars",
    "call me at two one two five five five oh one hundred extension forty two",
    "no one called about the twenty first of december",
    "wait a second",
]


@functools.cache
def readings(words: str) -> frozenset[str]:
    found: set[str] = set()
    for fst in (union.entity(), phone.phone()):
        try:
            found |= {strip_marks(r) for r in rewrite.rewrites(words, fst)}
        except rewrite.Error:
            pass
    return frozenset(found)


@pytest.mark.parametrize("spoken", TRANSCRIPTS, ids=lambda s: s[:30])
def test_every_segment_is_a_reading_of_its_own_words(
    compiled: dict[str, pynini.Fst], spoken: str
) -> None:
    words = spoken.split()
    marked = grammars.marked_variants(spoken, compiled)
    assert marked
    for variant in marked:
        position = 0
        for count, token in split_marked(variant):
            source = " ".join(words[position : position + count])
            assert token == source or token in readings(source), (source, token)
            position += count
        assert position == len(words), "every input word has exactly one marker"


def test_every_word_is_marked_once(compiled: dict[str, pynini.Fst]) -> None:
    for variant in grammars.marked_variants("three thirty", compiled):
        assert variant.startswith(MARK)
        assert variant.count(MARK) + variant.count(EXTRA) == 2


def test_split_marked_rejects_unmarked_text() -> None:
    with pytest.raises(ValueError):
        split_marked("hello")
