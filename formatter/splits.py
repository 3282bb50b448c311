"""Readings that cut one spoken number in two, removed from the segment DAG.

    forty nine percent          "40" + "9%"            (one number: 49%)
    one hundred five            "100" + "5"            (one number: 105)
    four point seven million    "4" + ".7 million"     (one number: 4.7 million)

The number grammar is liberal on purpose: "three thirty" may be "3 30", two numbers. But some cuts
are never how a speaker means it: a tens word written alone and followed by a units word is one
number ("forty nine" is 49, never 40 then 9; but "three thirty" + "one thousand" is a fair cut, so
only the lone tens word is checked; "thirty first" likewise is 31st), "hundred" followed by a units,
teens or tens word continues the number (unless those words reach "hundred" again or a magnitude
the number has said: "eight hundred | eight hundred seventy two", "one thousand two hundred | one
thousand five hundred" are two amounts each), "point" after a number word belongs to that number,
and a run of digit words that opens with a zero ("oh two one eight eight") is one string of digits
(02188), and so is a run of digit groups said with "dash" between them ("one two three dash four
five", 123-45: cut, it came out "12, 3-4, 5"). A string of several digits said digit by digit
ends only where its digit words do ("four eight two nine one five" is 482915 or a list of six
digits, never "482 915"; Wikipedia's list "gates one three five six seven eight" is now 135678,
its NEER 13.31 -> 13.32, earnings unchanged); nor does a code said with "dash" end inside
its digits ("p o l dash one two three four five six" is POL-123456, never "POL-1" and 2, 3...).
None of these strings has a number begin inside
it either, after its first words as spoken: "case number two zero two three dash zero four five
one" was "two, 023-0451", the LM being fond of "number two" (NEER 9.32 / 13.89 -> 9.30 / 13.88,
`scripts/tune_search.py --lines 0 --units 0 --numbers 100000`). The LM, seeing class tokens
only, cannot always tell ("<32-59> <2-9> %" is a fine string), so the cut edges go before the
search. Only such cuts are dropped; the reading of the whole number, and the words as spoken,
stay. Where the phone stage left a cut reading as the only one (a run of seven digit words is a
phone number and nothing else), it stays too (formatter.lattice.without).

Still needed beside the boundary model (2026-11-26; `scripts/tune_search.py --lines 0 --units 0
--numbers 100000 "no_number_splits=1" ""`): without it NEER earnings 9.60 -> 12.50, Wikipedia
13.34 -> 12.99, and "It was 30. First of May", "Gates. 135, 678". Each cut alone, switched off
(a measurement, not kept): "point" 12.53 / 12.91 (Wikipedia's 69 gains are references that keep
the word, "16 point 4%", where we write "16.4%"); the lone tens word 9.60 / 13.40 ("30. First");
"hundred" 9.56 / 13.35 (five right, among them "800 872" for "eight hundred eight hundred
seventy two", then "808 hundred 72"; three wrong, "100 3065"); the zero-led, dashed and
digit-by-digit strings change no dev-set entity and keep their tested lines (tests/formatter/
test_splits.py).

Measured again in the forty-ninth session, with the cut below: without the module NEER 9.29 /
13.65 -> 9.35 / 13.70, far less than before (the members and the LM now part most numbers
themselves), but still worse on both sets: it stays.

Where the words after "hundred" cannot go on with the number (forty-ninth session), the cut stays:
NEER earnings / Wikipedia 9.36 / 13.66 -> 9.29 / 13.65; of the earnings rows with such a run,
four changed, each to its reference's amounts ("808 hundred 72" -> "800, 872", "three hundred
$325 million" -> "300 $325 million", "one hundred, 138%" -> "100, 138%").
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet

from formatter.lattice import Edge, SegmentDag, without
from grammars.base import table_words

# Marks a written number may hold besides digits: a decimal point, thousands commas.
_INSIDE_NUMBER = frozenset({".", ","})


def drop_number_splits(
    dag: SegmentDag, words: Sequence[str], counted: AbstractSet[int] = frozenset()
) -> SegmentDag:
    """DAG without edges that end a written number inside a spoken one (see the module doc).
    Where a count's next number starts (COUNTED, formatter.counting) one does end: "eighty
    ninety | one hundred"."""
    units, tens = table_words("units"), table_words("tens")
    # "thirty first" is one ordinal (31st), never 30 then "first".
    units_after_tens = units | table_words("ordinal_units")
    continues_hundred = units | table_words("teens") | tens
    digits = table_words("digit_words")
    zeros = digits - units  # "zero", "oh", "o"
    number_words = continues_hundred | digits | {"hundred", "thousand"}
    joined = _joined(words, digits, zeros)

    def cut(start: int, edge: Edge) -> bool:
        end = dag.position[edge.target]
        # Several digit words, said digit by digit (a list says one digit at a time).
        run = edge.words > 1 and all(w in digits for w in words[start:end])
        if point_after_number(start, edge) or opens_inside(start, edge, run):
            return True
        # Nor does a code said with "dash" end inside the digits it reads one at a time: "p o l
        # dash one | two three" (grammars.alphanumeric) came out "P O L-1, 2, 3".
        if 0 < end < len(words) and "dash" in words[start:end]:
            if words[end - 1] in digits and words[end] in digits:
                return True
        if end >= len(words) or not _is_number(edge.text) or end in counted:
            return False
        last, following = words[end - 1], words[end]
        if edge.words == 1 and last in tens and following in units_after_tens:
            return True
        if joined[end]:
            return True
        # "four eight two | nine one five": a string said digit by digit ends only where its
        # digit words do ("482 915" was a code cut in two).
        if run and following in digits:
            return True
        return (
            last == "hundred" and following in continues_hundred
            and not _starts_another(words[start:end], words[end:], continues_hundred)
        )

    def opens_inside(start: int, edge: Edge, run: bool) -> bool:
        # The same strings seen from their other side: a written number does not begin inside
        # one either. "case number two | zero two three dash zero four five one" came out "two,
        # 023-0451": the word "two" as spoken (kept, as every word is) then a number.
        if start == 0 or not edge.text[:1].isdigit():
            return False
        return joined[start] or (run and words[start - 1] in digits)

    def point_after_number(start: int, edge: Edge) -> bool:
        return (
            words[start] == "point" and edge.text.startswith((".", "0.")) and start > 0
            and words[start - 1] in number_words
        )

    return without(dag, lambda node, edge: cut(dag.position[node], edge))


def _joined(words: Sequence[str], digits: frozenset[str], zeros: frozenset[str]) -> list[bool]:
    """For each of WORDS, whether it and the word before it are inside one string of digits,
    zero-led or dashed (below): a written number neither ends nor begins between them."""
    zero_led, dashed = _zero_led(words, digits, zeros), _dashed(words, digits)
    return [
        i > 0 and ((zero_led[i - 1] and word in digits) or (dashed[i - 1] and dashed[i]))
        for i, word in enumerate(words)
    ]


def _zero_led(words: Sequence[str], digits: frozenset[str], zeros: frozenset[str]) -> list[bool]:
    """For each of WORDS, whether it is in a run of DIGITS words that begins with one of ZEROS
    ("oh two one eight eight"): no count or list is said so, it is one string of digits (a zip
    code, an account). One pass, so each edge asks in constant time."""
    led: list[bool] = []
    for i, word in enumerate(words):
        if word not in digits:
            led.append(False)
        else:
            led.append(led[i - 1] if i and words[i - 1] in digits else word in zeros)
    return led


def _dashed(words: Sequence[str], digits: frozenset[str]) -> list[bool]:
    """For each of WORDS, whether it is in a run of DIGITS words and "dash" words, each dash
    between two digit words, with at least one dash ("one two dash three"): one dashed string."""
    joins = [
        word == "dash" and 0 < i < len(words) - 1
        and words[i - 1] in digits and words[i + 1] in digits
        for i, word in enumerate(words)
    ]
    inside = [word in digits or joined for word, joined in zip(words, joins, strict=True)]
    dashed = [False] * len(words)
    start = 0
    for i in range(len(words) + 1):
        if i == len(words) or not inside[i]:
            if any(joins[start:i]):
                dashed[start:i] = [True] * (i - start)
            start = i + 1
    return dashed


# The magnitudes by rank. A number says those from "thousand" up in falling order, each at most
# once ("two million three hundred thousand"), and "hundred" at most once before each of them.
_MAGNITUDES = ("hundred", "thousand", "million", "billion", "trillion")


def _starts_another(said: Sequence[str], rest: Sequence[str], small: frozenset[str]) -> bool:
    """Whether the number words of REST, after a number SAID up to "hundred", cannot go on with it:
    their first magnitude is "hundred" or one SAID has already said or passed ("eight hundred |
    eight hundred seventy two", "one thousand two hundred | one thousand five hundred"). Then the
    number ends at "hundred" after all: two amounts ("800, 872"), not "808 hundred 72"."""
    run = 0
    while run < len(rest) and rest[run] in small:
        run += 1
    if run == len(rest) or rest[run] not in _MAGNITUDES:
        return False
    rank = _MAGNITUDES.index(rest[run])
    return rank == 0 or any(_MAGNITUDES.index(w) >= rank for w in said if w in _MAGNITUDES[1:])


def _is_number(text: str) -> bool:
    """Written digits, possibly with thousands commas: '40', '1,100' (not '3:30' or '$5')."""
    body = text.rstrip(".,")
    return (
        bool(body) and body[0].isdigit() and all(c.isdigit() or c in _INSIDE_NUMBER for c in body)
    )
