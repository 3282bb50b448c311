"""The synchronization contract, as code: word markers and segment closure.

A *segment* reads k >= 1 whole spoken words and writes MARK, then its written form with one EXTRA
written right where each of its words after the first begins to be read (the paper's section 3.3: a
word's label precedes the outputs it produces). A transcript's variants are segments joined by
single spaces, so the output string alone says which input words each written token came from, even
after projection and determinization. Reordering ("five dollars" -> "$5") happens only inside a
segment.

    three thirty -> 330     is written    MARK 3 3 EXTRA 0   (or any placement of EXTRA after MARK)

Counting EXTRA inside a segment, rather than writing k markers up front, keeps one copy of each
grammar: a k-marker prefix needs a copy per phrase length, and composition explores all of them.
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import byte, pynutil

from grammars.base import EXTRA, MARK, word

# Stands for a space inside an already-marked token until the last stage (a phone number's
# "(212) 555-0100" must pass later stages as one word).
HARD_SPACE = "\x02"


def mark(entity: pynini.Fst) -> pynini.Fst:
    """ENTITY as a segment: MARK first, and EXTRA after every input space (each further word)."""
    marked = entity.copy()
    one = pynini.Weight.one(marked.weight_type())
    extra = ord(EXTRA)
    for state in list(marked.states()):
        arcs = list(marked.arcs(state))
        marked.delete_arcs(state)
        for arc in arcs:
            if arc.ilabel == ord(" "):
                between = marked.add_state()
                marked.add_arc(between, pynini.Arc(0, extra, one, arc.nextstate))
                arc = pynini.Arc(arc.ilabel, arc.olabel, arc.weight, between)
            marked.add_arc(state, arc)
    return (pynutil.insert(MARK) + marked).optimize()


@functools.cache
def marked_word() -> pynini.Fst:
    """A spoken word kept as spoken: one marker, then the word."""
    return (pynutil.insert(MARK) + word()).optimize()


@functools.cache
def premarked_token() -> pynini.Fst:
    """A token an earlier stage already marked: passes through unchanged."""
    return (pynini.closure(MARK, 1) + word()).optimize()


def segments(segment: pynini.Fst) -> pynini.Fst:
    """One or more segments separated by single spaces."""
    return (segment + pynini.closure(" " + segment)).optimize()


@functools.cache
def unmark() -> pynini.Fst:
    """Marked strings -> their written text (the FST twin of strip_marks)."""
    keep = pynini.difference(byte.BYTE, pynini.union(MARK, EXTRA, HARD_SPACE))
    dropped = pynutil.delete(pynini.union(MARK, EXTRA))
    return pynini.closure(keep | dropped | pynini.cross(HARD_SPACE, " ")).optimize()


def strip_marks(text: str) -> str:
    """The written text of a marked string: markers removed, hard spaces made plain."""
    return text.replace(MARK, "").replace(EXTRA, "").replace(HARD_SPACE, " ")


def split_marked(text: str) -> list[tuple[int, str]]:
    """Marked string -> [(number of input words, written token)], in order.

    >>> split_marked("\\x01hi \\x013\\x03:30")
    [(1, 'hi'), (2, '3:30')]
    """
    if text and not text.startswith(MARK):
        raise ValueError("a marked string starts with a segment marker")
    out: list[tuple[int, str]] = []
    for piece in text.split(MARK)[1:]:
        if not piece:
            raise ValueError("a segment with no written text")
        out.append((1 + piece.count(EXTRA), strip_marks(piece)))
    for i, (_, token) in enumerate(out[:-1]):
        if not token.endswith(" "):
            raise ValueError(f"segment {i} is not followed by a space")
        out[i] = (out[i][0], token[:-1])
    return out
