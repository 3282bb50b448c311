"""grammars.anchors: which words may begin a reading, and the spans the lattice is needed over.
That those spans give the whole lattice's readings is tests/formatter/test_anchored_lattice.py's."""

from __future__ import annotations

import re
from pathlib import Path

import pynini
import pytest

from grammars import anchors, union

GRAMMARS = Path(anchors.__file__).parent
_READS = re.compile(r"\b(?:table|words_of|table_rows|table_words)\(([^)]*)\)")


def _number_stage_sources() -> list[Path]:
    """The modules the phone, number and conventions stages are built from."""
    modules = {spec.split(":")[0].split(".")[1] for spec in union.CLASSES.values()}
    modules |= {"union", "phone", "conventions", "title", "cardinal", "base", "marking"}
    return [GRAMMARS / f"{m}.py" for m in sorted(modules)]


def test_every_table_the_number_stage_reads_is_sorted() -> None:
    """A table a grammar starts reading must say whether its words anchor a reading (READ) or
    are read only beside a number (DEPENDENT): one left out of both would leave its readings
    out of the spans the formatter builds the lattice over."""
    read = set()
    for source in _number_stage_sources():
        for call in _READS.findall(source.read_text()):
            read |= set(re.findall(r'"([a-z_]+)"', call))
    assert read, "no table read: the pattern no longer matches the grammars' calls"
    assert read <= set(anchors.READ) | set(anchors.DEPENDENT), read - set(anchors.READ)


def test_read_alone_holds_the_words_with_a_reading_of_their_own(
    compiled: dict[str, pynini.Fst],
) -> None:
    alone = anchors.read_alone(compiled)
    assert {"twenty", "third", "doctor", "mr"} <= alone
    # Read only beside another word: "a half", "q one", "at gmail dot com".
    assert not {"a", "i", "half", "q", "gmail", "the", "may"} & alone


@pytest.mark.parametrize(
    ("spoken", "expected"),
    [
        ("i will call you back later today", []),  # no anchor
        ("see you at twenty past", [(0, 5)]),  # "twenty" read alone, REACH each way
        ("it costs a dollar", [(0, 4)]),  # two table words side by side
        ("email john smith jones at example dot org please", [(1, 9)]),  # "at" before a domain
        ("visit travelers com today", [(0, 4)]),  # a common domain after a name
        ("it was three then we all went home and later it was five", [(0, 6), (9, 13)]),
        ("call 911 now", [(0, 3)]),  # an engine's own digits
    ],
)
def test_spans(spoken: str, expected: list[tuple[int, int]], compiled) -> None:
    assert anchors.REACH == 3  # the cases below count on it
    words = spoken.split()
    assert anchors.spans(words, anchors.read_alone(compiled), anchors.vocabulary()) == expected
