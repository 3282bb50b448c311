"""Alphabets and tiny helpers shared by every grammar class.

Grammars read lowercase spoken words separated by single spaces and write written forms. Nothing
here compiles at import time: every builder is a function, called on an explicit export or a cache
miss.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pynini
from pynini.lib import byte, pynutil

DATA = Path(__file__).parent / "data"

# Start a segment on the output side, and mark each further input word inside one (see the package
# docstring: the synchronization contract).
MARK = "\x01"
EXTRA = "\x03"


@functools.cache
def sigma() -> pynini.Fst:
    """Any byte except the segment marker: the alphabet of spoken and written text."""
    return pynini.difference(byte.BYTE, MARK).optimize()


@functools.cache
def digit() -> pynini.Fst:
    """One written digit, 0-9."""
    return pynini.union(*"0123456789").optimize()


@functools.cache
def sigma_star() -> pynini.Fst:
    return pynini.closure(sigma()).optimize()


@functools.cache
def word() -> pynini.Fst:
    """One spoken word: a non-empty run of non-space, non-marker bytes."""
    return pynini.closure(pynini.difference(sigma(), " "), 1).optimize()


def table(name: str) -> pynini.Fst:
    """The word table grammars/data/NAME.tsv as a transducer (spoken -> written)."""
    return pynini.string_file(str(DATA / f"{name}.tsv")).optimize()


def words_of(name: str) -> pynini.Fst:
    """The spoken column of a word table as an acceptor."""
    return pynini.project(table(name), "input").optimize()


def accep(text: str) -> pynini.Fst:
    return pynini.accep(pynini.escape(text))


def delete_space() -> pynini.Fst:
    """Consume the single space between two spoken words."""
    return pynutil.delete(" ")


def delete_word(text: str) -> pynini.Fst:
    return pynutil.delete(pynini.escape(text))


def delete_words(*texts: str) -> pynini.Fst:
    """Consume one of several spoken words (e.g. 'a' or 'one' before 'hundred')."""
    return pynutil.delete(pynini.union(*(pynini.escape(t) for t in texts)))


def optional_word_before(text: str) -> pynini.Fst:
    """An optional spoken word plus its trailing space, deleted ('and' in 'hundred and five')."""
    return pynini.closure(pynutil.delete(pynini.escape(text) + " "), 0, 1)


@functools.cache
def table_rows(name: str) -> tuple[tuple[str, ...], ...]:
    """The rows of a word table, each its tab-separated columns: spoken, written, weight."""
    lines = (DATA / f"{name}.tsv").read_text(encoding="utf-8").splitlines()
    return tuple(tuple(line.split("\t")) for line in lines)


@functools.cache
def table_phrases(name: str) -> frozenset[tuple[str, ...]]:
    """The spoken column of a word table, each row as its words: "thank you" -> ("thank", "you")."""
    return frozenset(tuple(row[0].split()) for row in table_rows(name))


@functools.cache
def table_words(*names: str) -> frozenset[str]:
    """Every spoken word of the named tables: table_words("teens") holds 'ten' .. 'nineteen'."""
    return frozenset(word for name in names for row in table_rows(name) for word in row[0].split())


@functools.cache
def written_range(lo: int, hi: int) -> pynini.Fst:
    """Acceptor of the written numbers LO..HI: written_range(1, 12) accepts '1' .. '12'."""
    return pynini.union(*(str(n) for n in range(lo, hi + 1))).optimize()


@functools.cache
def oh() -> pynini.Fst:
    """Zero said as a letter: "oh" -> 0, or "o" as ASR engines write it ("nineteen o four")."""
    return pynini.cross(pynini.union("oh", "o"), "0").optimize()
