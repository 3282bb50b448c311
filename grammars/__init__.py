"""Grammars that write every plausible written form of a spoken transcript (paper section 2.2).

Input: lowercase spoken words separated by single spaces. Output: *marked strings*, the written
variants the language model chooses from. Two stages, composed in this order:

    PHONE   deterministic: a maximal run of digit words that spells a US 7/10/11-digit number
            becomes its written phone form, and nothing else ("five five five eight eight eight
            eight" -> 555-8888)
    NUMBER  liberal: every segmentation of the words into class readings (cardinal, ordinal, time,
            money, date, ...) or words kept as spoken; "three thirty" -> three thirty | 3:30 |
            330 | 3 30 | ...

Synchronization contract (section 3.3 of the paper, carried to the output side so that it survives
projection and determinization): every output is a sequence of *segments* joined by single spaces. A
segment reads k >= 1 consecutive whole input words and writes the marker MARK, then its written form
with one EXTRA marker at the point where each of its words after the first starts being read
(grammars.base). So a segment's k is 1 + its EXTRAs, every written token sits between the markers of
exactly the words it came from and the next segment's MARK, and any reordering ("five dollars" ->
"$5") stays inside one token. Timings are restored by reading the markers
(grammars.marking.split_marked); no alignment by diffing strings is ever needed.

Nothing compiles at import time: `grammars.export.load()` builds on a cache miss and loads the FAR.

    >>> sorted(variants("three thirty"))                                     # doctest: +SKIP
    ['3 30', '3 thirty', '3:30', '330', 'three 30', 'three thirty']
"""

from __future__ import annotations

import pynini

from grammars import export as _export

_export.remember_sources()

# The fewest words a phone number is said in. Its 7 digits come from words of
# phone_words.tsv alone (grammars.phone: a run with any other word in it is no phone number),
# and those say at most two digits a word ("twelve" two; "triple five" three in two words,
# "five hundred" three in two, "twelve hundred" four in two), so three words say at most 6.
PHONE_WORDS_AT_LEAST = 4


def may_hold_phone(words: list[str]) -> bool:
    """Whether the phone stage may rewrite WORDS: a run of PHONE_WORDS_AT_LEAST phone words.
    Where none is, the stage is the identity, and its composition (a fifth of the lattice's
    time on bench_formatter's transcripts) is skipped."""
    from grammars.base import table_words  # cached there

    phone_words, run = table_words("phone_words"), 0
    for word in words:
        run = run + 1 if word in phone_words else 0
        if run >= PHONE_WORDS_AT_LEAST:
            return True
    return False


def marked_lattice(spoken: str, fsts: dict[str, pynini.Fst] | None = None) -> pynini.Fst:
    """The optimized acceptor of every marked variant of SPOKEN (the formatter's step 1-2)."""
    from grammars import export
    from grammars.base import MARK

    fsts = fsts or export.load()
    words = spoken.split()
    text = pynini.accep(pynini.escape(" ".join(words)))
    if MARK in spoken or may_hold_phone(words):
        phoned = pynini.shortestpath(pynini.compose(text, fsts["PHONE"]))
        if phoned.num_states() == 0:
            raise ValueError(
                "the phone stage rejected the input: expected lowercase words and single spaces"
            )
        phoned = phoned.project("output").rmepsilon()
    else:
        phoned = text
    lattice = pynini.compose(phoned, fsts["NUMBER"]).project("output").rmepsilon()
    if lattice.num_states() == 0:
        raise ValueError("the number stage rejected the input")
    conventional = pynini.compose(lattice, fsts["CONVENTIONS"])
    # The style's conventions remove readings another reading writes better ("5" + "dollars":
    # "$5"); where none is left (an engine's own numerals the grammars cannot reread), keep all.
    if conventional.num_states() > 0:
        lattice = conventional
    lattice = pynini.determinize(lattice).minimize()
    lattice.topsort()
    return lattice


def marked_variants(spoken: str, fsts: dict[str, pynini.Fst] | None = None) -> set[str]:
    """Every marked variant of SPOKEN under the phone and number grammars."""
    return set(marked_lattice(spoken, fsts).paths().ostrings())


def has_variant(spoken: str, written: str, fsts: dict[str, pynini.Fst] | None = None) -> bool:
    """Whether WRITTEN is among SPOKEN's variants, without listing them (there may be millions).

    >>> has_variant("three thirty", "3:30")                                  # doctest: +SKIP
    True
    """
    from grammars.marking import unmark

    written_side = pynini.compose(marked_lattice(spoken, fsts), unmark())
    found = pynini.compose(written_side, pynini.accep(pynini.escape(written)))
    found.connect()
    return found.num_states() > 0


def variants(spoken: str) -> set[str]:
    """All written variants of SPOKEN (no punctuation or capitalization), markers removed.

    >>> "3:30" in variants("three thirty")                                   # doctest: +SKIP
    True
    """
    from grammars.marking import strip_marks

    return {strip_marks(v) for v in marked_variants(spoken)}
