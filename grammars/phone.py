"""US phone numbers, spoken -> written, decided deterministically (the paper's G_phone).

    five five five eight eight eight eight                 -> 555-8888
    two one two five five five oh one hundred              -> (212) 555-0100
    one eight hundred five five five oh one hundred        -> 1-800-555-0100
    five five five twelve thirty four                      -> 555-1234
    double five five one two one two                       -> 555-1212
    plus one three one zero five five five oh one hundred  -> +1 310-555-0100
    plus four four two oh seven nine four six oh nine five eight -> +44 2079460958
    area code two one two five five five oh one hundred     -> area code (212) 555-0100 (one token)
    extension three thirty                                 -> ext. 330   (a variant, not a decision)

The style's `phone` (grammars.style) writes a 10-digit number "(212) 555-0100" (parentheses) or
"212-555-0100" (dashes). With a country code ("plus one ...") the number is international: "+1 " and
the NANP number with dashes, or for any other code "+", the code, a space and the national number
unbroken (8-15 digits in all, E.164). Country codes are prefix-free, so where the code ends can be
read off the digits: the one- and two-digit codes are calling_codes.tsv, every other code has three
digits (ITU-T E.164 assigns them so). The national number stays unbroken: its grouping is each
country's own ("+44 20 7946 0958", "+33 1 42 68 53 00").

A maximal run of digit-like words that spells a valid North American number is a phone number and
nothing else: Jansche and Abney found such rules reliable in voicemail. Any other run passes through
unchanged for the liberal number grammar. What makes a spelling valid:

  * 7 digits (exchange + line), 10 (area code + exchange + line) or 11 (1 + area + exchange + line);
  * area code and exchange follow the NANP's NXX shape: first digit 2-9, and not N11 (211 .. 911 are
    service codes). So "one two three four five six seven" (exchange 123), "one hundred ten forty
    nine nineteen" ((100) ...) and "nine one one five five five one two" stay words;
  * no token is read apart from a neighbour it would make one number with: a bare tens word is never
    followed by a units word ("twenty three" is 23, never 2 0 3), and "N hundred" never by a tens or
    teens word ("seven hundred forty five" is 745), so "nineteen seventy nine thirty three" is not
    197-9303 and "three hundred ninety nine four hundred eighty six" is not (300) 994-0086.

Nor is a run right after words that name it an identifier ("order number", "prescription number
is", "pin is": a word of number_labels.tsv but "number" and "code", then "number" or "is"),
whatever its length: "your prescription number two four six eight one three five" was 246-8135.

A run is maximal over phone words *and* the words of phone_neighbours.tsv (thousand, million,
billion, trillion, point, dash): a phone number never stands next to a magnitude word or after a
decimal point, so "one thousand nine hundred ninety two ninety three" is one number-shaped run, not
"1,000" and 900-9293; nor inside digits joined by "dash", one string (an order or a social security
number: "one one two dash three four five six seven eight nine dash ..." was "one one two DASH
345-6789 DASH ...", now 112-3456789-...; "five five five dash one two one two" stays 555-1212, which
the number stage writes). Within a run, fewer spoken tokens win ("twenty one hundred" is 2100): see
weights.py.
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import byte, pynutil

from grammars import cardinal, digit_string
from grammars.base import EXTRA, MARK, delete_space, delete_word, digit, sigma_star, word, words_of
from grammars.marking import HARD_SPACE, mark
from grammars.style import Style
from grammars.weights import PHONE_TOKEN


@functools.cache
def _token() -> pynini.Fst:
    """One spoken unit of a phone number -> its digits, each costing PHONE_TOKEN."""
    hundred = cardinal.one_to_99() + delete_space() + delete_word("hundred") + pynutil.insert("00")
    unit = digit_string.digit_token() | cardinal.two_digit() | hundred
    return pynutil.add_weight(unit, PHONE_TOKEN).optimize()


# Tags written around a token's digits and removed again before the layout: how its spoken words
# start (a units word; a tens or teens word) and end (a bare tens word; "hundred").
_UNIT_FIRST, _TENS_FIRST, _BARE_TENS, _HUNDRED = "\x10", "\x11", "\x12", "\x13"
# Neighbours a phone number never has, since a speaker would mean one number: "twenty" then "three"
# is 23, "seven hundred" then "forty five" is 745.
_FORBIDDEN = (_BARE_TENS + _UNIT_FIRST, _HUNDRED + _TENS_FIRST)


@functools.cache
def _tagged_token() -> pynini.Fst:
    """A phone token with its start and end tags: 'twenty' -> TENS_FIRST 20 BARE_TENS."""
    t = _token()
    any_words = pynini.closure(" " + sigma_star(), 0, 1)
    units_first = words_of("units") + any_words
    tens_first = (words_of("teens") | words_of("tens")) + any_words
    starts = [(units_first, _UNIT_FIRST), (tens_first, _TENS_FIRST)]
    starts.append((pynini.difference(sigma_star(), (units_first | tens_first).optimize()), ""))
    ends_hundred = sigma_star() + " hundred"
    ends = [(words_of("tens"), _BARE_TENS), (ends_hundred, _HUNDRED)]
    ends.append((pynini.difference(sigma_star(), (words_of("tens") | ends_hundred).optimize()), ""))
    tagged = []
    for start_words, start_tag in starts:
        for end_words, end_tag in ends:
            spoken = pynini.intersect(start_words.optimize(), end_words.optimize())
            token = pynini.compose(spoken, t)
            tagged.append(pynutil.insert(start_tag) + token + pynutil.insert(end_tag))
    return pynini.union(*tagged).optimize()


@functools.cache
def _spoken_digits() -> pynini.Fst:
    """Phone tokens separated by spaces -> their digits, no two tokens forbidden neighbours."""
    t = _tagged_token()
    tagged = t + pynini.closure(delete_space() + t)
    tags = pynini.union(_UNIT_FIRST, _TENS_FIRST, _BARE_TENS, _HUNDRED)
    d = digit()
    any_tagged = pynini.closure(d | tags)
    forbidden = any_tagged + pynini.union(*_FORBIDDEN) + any_tagged
    allowed = pynini.difference(any_tagged.optimize(), forbidden.optimize())
    untag = pynini.closure(d | pynutil.delete(tags))
    return pynini.compose(tagged, pynini.compose(allowed, untag)).optimize()


@functools.cache
def _code() -> pynini.Fst:
    """An area code or exchange: NXX with N = 2-9, except the N11 service codes."""
    d = digit()
    nxx = pynini.union(*"23456789") + d + d
    return pynini.difference(nxx, pynini.union(*(f"{n}11" for n in range(2, 10)))).optimize()


@functools.cache
def _layout(phone_style: str) -> pynini.Fst:
    """A 7-, 10- or 11-digit NANP string -> its written phone form ('parentheses' or 'dashes')."""
    d = digit()
    code = _code()
    local = code + pynutil.insert("-") + d**4
    if phone_style == "dashes":
        area = code + pynutil.insert("-")
    else:
        area = pynutil.insert("(") + code + pynutil.insert(")" + HARD_SPACE)
    toll = pynini.accep("1") + pynutil.insert("-") + code + pynutil.insert("-") + code
    toll += pynutil.insert("-") + d**4
    return (local | area + local | toll).optimize()


@functools.cache
def _international() -> pynini.Fst:
    """Digits after 'plus' -> '1 310-555-0100' (NANP) or '44 2079460958' (any other code)."""
    d = digit()
    code = _code()
    nanp = pynini.accep("1") + pynutil.insert(HARD_SPACE) + code + pynutil.insert("-") + code
    nanp += pynutil.insert("-") + d**4
    short = words_of("calling_codes")  # the first column: "1", "7", "20" .. "98"
    longer = pynini.difference(pynini.union(*"23456789") + d + d, short + pynini.closure(d))
    country = pynini.difference(short | longer, "1")
    split = country + pynutil.insert(HARD_SPACE) + pynini.closure(d, 1)
    digits = pynini.union(*"23456789") + pynini.closure(d, 7, 14)
    return (nanp | pynini.compose(digits, split)).optimize()


@functools.cache
def phone(style: Style | None = None) -> pynini.Fst:
    """Spoken phone-shaped run -> its one written form (weighted: take the shortest path)."""
    national = pynini.compose(_spoken_digits(), _layout(Style.parse(style).phone))
    plus = pynini.cross("plus", "+") + delete_space()
    international = plus + pynini.compose(_spoken_digits(), _international())
    return (national | international).optimize()


# Labels the style writes in full before their number, where the class LM learned them
# abbreviated: e-mail signatures write "ext. 214" (Enron 66 "ext." and 18 "Ext." to 18
# "extension" before a number), a transcript of speech "extension 214", as every editor of the
# voicemail probes did (9 of 9). The reading keeps the abbreviation, which the LM reads; the
# search writes the label in full (formatter.search). Read as "extension" instead, the LM broke
# the reading apart ("555-0199 extension. 412."; docs/BOUNDARY_LOG.md, seventy-second session).
IN_FULL = {"ext.": "extension"}


@functools.cache
def extension() -> pynini.Fst:
    """'extension three thirty' -> 'ext. 330'; 'extension' itself stays a word in other variants."""
    number = digit_string.digit_string() | cardinal.digits()
    return (pynini.cross("extension", "ext.") + pynini.accep(" ") + number).optimize()


@functools.cache
def phone_stage(style: Style | None = None) -> pynini.Fst:
    """Transcript -> transcript with every phone-shaped maximal run replaced by its marked segment.

    Runs of phone words (and their neighbours) alternate with runs of other words, so every run is
    maximal by construction.
    """
    run_word = words_of("phone_words") | words_of("phone_neighbours")
    other_word = pynini.difference(word(), run_word)
    run = (run_word + pynini.closure(" " + run_word)).optimize()
    others = (other_word + pynini.closure(" " + other_word)).optimize()
    phone_run = mark(phone(style))
    domain = pynini.arcmap(pynini.project(phone_run, "input"), map_type="rmweight")
    domain = pynini.determinize(domain.rmepsilon()).minimize()
    plain_run = pynini.difference(run, domain)
    a = phone_run | plain_run
    # Words that end by naming what follows as an identifier ("order number", "prescription
    # number is", "pin is"): the run after them is that number, whatever its length ("your
    # prescription number two four six eight one three five" was 246-8135). Not "number" alone
    # ("my number is ..." is a phone number) nor "code" ("area code ...").
    # The label alone is not enough: "in case five five five ..." is a phone number.
    label = pynini.difference(words_of("number_labels"), pynini.union("number", "code"))
    then = pynini.union(" number", " is", " number is")
    named = (pynini.closure(other_word + " ") + label + then).optimize()
    naming = pynini.intersect(others, named).optimize()
    plain_others = pynini.difference(others, named).optimize()
    # Each stretch of other words with the run after it: a phone number may follow, except after
    # words that name an identifier.
    pair = plain_others + " " + a | naming + " " + run
    alternating = (a | pair) + pynini.closure(" " + pair) + pynini.closure(" " + others, 0, 1)
    alternating |= others
    return pynini.compose(alternating.optimize(), _area_code()).optimize()


@functools.cache
def _area_code() -> pynini.Fst:
    """'area code' right before a phone number joins its token, as the words it reads first:
    apart, the search put a period between them ("Call me at area code. (212) 555-1234.")."""
    joined = MARK + "area" + HARD_SPACE + EXTRA + "code" + HARD_SPACE + EXTRA
    said = pynini.cross("area code " + MARK, joined)
    start = pynini.union("[BOS]", " ")
    return pynini.cdrewrite(said, start, "", pynini.closure(byte.BYTE)).optimize()
