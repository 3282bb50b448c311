"""Where in a transcript the grammars can read anything but the words as spoken.

Most words of a transcript have one reading, themselves: the number stage's lattice over them is
a chain, and composing, determinizing and reading it costs as much as a window full of numbers
(a third of the lattice's time on bench_formatter's transcripts went to such words). Every other
reading holds an *anchor*, a word that says a reading may be there:

    - a word with a reading of its own ("twenty" -> 20, "third" -> 3rd, "doctor" -> Dr.), found
      by reading each word of the grammars' tables alone (`read_alone`);
    - two words of those tables side by side, neither read alone ("a half" -> 1/2, "a dollar" ->
      $1, "q" "one" -> Q1, "at gmail");
    - a word that shapes an address around names of no table ("dot", "www", "slash", a common
      domain after a name: "travelers com" -> travelers.com), and "at" before a spoken domain;
    - a clock's word ("o'clock"), which a day period may follow;
    - a word that is no plain lowercase word (an engine's own "3:30", "$5").

and every word of such a reading lies within REACH words of one of its anchors: an address's
names are the only words of no table a reading holds that no number word stands beside, and
there are at most that many of them before its "at" or "dot"; a day period, as many after a
clock's word. ("Three o'clock in the afternoon", with the clock's word no anchor, was read
without its 3:00 PM: the property test had not drawn it, a hand-made case found it.) So the
lattice is needed only over the spans within REACH of an anchor; elsewhere the words stay as
spoken (formatter.lattice.Variants). tests/formatter/test_anchored_lattice.py holds the two to
the whole lattice.

Tables whose words are read only beside a number (DEPENDENT: "in the morning", "day" in
"four-day", "percent") anchor nothing themselves: the number beside them does.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

import pynini

from grammars import email, export, marked_lattice, website
from grammars.base import MARK, table_rows, table_words
from grammars.style import Style

# Every table the number, phone and conventions stages read, in any style (the test reads the
# grammars' sources for the names).
READ = (
    "am_pm", "calling_codes", "clock_fractions", "clock_minutes", "code_words", "currency",
    "currency_minor", "decades", "digit_words", "fraction_decimals", "fraction_denominators",
    "fraction_denominators_plural", "letters", "magnitudes", "mail_domains", "midday", "months",
    "number_idioms", "ordinal_teens", "ordinal_tens", "ordinal_units", "phone_neighbours",
    "phone_words", "signs", "teens", "tens", "titles", "top_level_domains", "units", "weekdays",
)  # fmt: skip
# Tables read only after a number in the same reading.
DEPENDENT = ("code_labels", "compound_nouns", "day_periods", "number_labels", "units_of_measure")
# Words the grammars' code reads besides their tables that join a word of them with no number
# said: "a hundred" -> 100, "at gmail com".
_LITERALS = ("hundred", "thousand", "at")
# Words that shape an address of names no table holds (grammars.website, grammars.email), and
# a clock's word, which a day period may follow: "three o'clock in the afternoon" -> 3:00 PM,
# four words from the number (and "five o clock in the evening" five).
_SHAPING = (
    "www", "dot", "slash", "underscore", "dash", "hyphen", *website.COMMON_DOMAINS,
    "o'clock", "oclock", "clock",
)  # fmt: skip
# Most words of a reading from its nearest anchor: an address's names before its "at" or "dot",
# a day period's words after a clock's ("in the afternoon").
REACH = max(
    email.LOCAL_WORDS,
    website.NAME_WORDS,
    *(len(row[0].split()) for row in table_rows("day_periods")),
)

# Anchors after which an address's names run on to a domain said with no "dot" before it, one
# word more than REACH: "www | co john john | co" -> www.cojohnjohn.co, "www dot | co john john |
# co" (the property test drew the first: the domain lay outside the anchor's span).
_NAMES_AHEAD = frozenset({"www", "dot"})
_PLAIN = re.compile(r"[a-z']+")


def vocabulary() -> frozenset[str]:
    """The words of the tables anchors are read from, with the literals."""
    return table_words(*READ) | frozenset(_LITERALS)


def read_alone(fsts: dict[str, pynini.Fst]) -> frozenset[str]:
    """The vocabulary's words that the grammars in FSTS read as more than themselves, alone
    (about 20 ms: a few hundred one-word lattices)."""
    return frozenset(
        w
        for w in vocabulary()
        if set(marked_lattice(w, fsts).paths().ostrings()) != {MARK + w}
    )


@functools.cache
def read_alone_in(style: Style) -> frozenset[str]:
    """read_alone of STYLE's transducers (grammars.export.load), once a process: every
    Formatter of one style shares them."""
    return read_alone(export.load(style))


def anchors(words: Sequence[str], alone: frozenset[str], known: frozenset[str]) -> list[int]:
    """The positions of WORDS that anchor a reading (ALONE: read_alone's; KNOWN: vocabulary())."""
    found = []
    last = len(words) - 1
    for i, word in enumerate(words):
        if (
            word in alone
            or word in _SHAPING
            or not _PLAIN.fullmatch(word)
            # Two table words side by side ("a half"), neither read alone.
            or (
                word in known
                and ((i > 0 and words[i - 1] in known) or (i < last and words[i + 1] in known))
            )
            # "at" before a spoken domain ("at example dot org").
            or (word == "at" and "dot" in words[i + 1 : i + website.NAME_WORDS + 2])
        ):
            found.append(i)
    return found


def spans(
    words: Sequence[str], alone: frozenset[str], known: frozenset[str]
) -> list[tuple[int, int]]:
    """The [begin, end) runs of WORDS within REACH of an anchor, in order, apart."""
    out: list[tuple[int, int]] = []
    for i in anchors(words, alone, known):
        ahead = REACH + 1 if words[i] in _NAMES_AHEAD else REACH
        begin, end = max(0, i - REACH), min(len(words), i + ahead + 1)
        if out and begin <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((begin, end))
    return out
