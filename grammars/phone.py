"""US phone numbers, spoken -> written, decided deterministically (the paper's G_phone).

    five five five eight eight eight eight                 -> 555-8888
    two one two five five five oh one hundred              -> (212) 555-0100
    one eight hundred five five five oh one hundred        -> 1-800-555-0100
    five five five twelve thirty four                      -> 555-1234
    double five five one two one two                       -> 555-1212
    extension three thirty                                 -> ext. 330   (a variant, not a decision)

A maximal run of digit-like words that spells a valid North American number is a phone number and
nothing else: Jansche and Abney found such rules reliable in voicemail. Any other run passes through
unchanged for the liberal number grammar. What makes a spelling valid:

  * 7 digits (exchange + line), 10 (area code + exchange + line) or 11 (1 + area + exchange + line);
  * area code and exchange follow the NANP's NXX shape: first digit 2-9, and not N11 (211 .. 911 are
    service codes). So "one two three four five six seven" (exchange 123), "one hundred ten forty
    nine nineteen" ((100) ...) and "nine one one five five five one two" stay words;
  * a tens word is read alone only when no units word follows it: inside a phone number "twenty
    three" is always 23, never 2 0 3, so "nineteen seventy nine thirty three" is not 197-9303.

A run is maximal over phone words *and* the words of phone_neighbours.tsv (thousand, million,
billion, trillion, point): a phone number never stands next to a magnitude word or after a decimal
point, so "one thousand nine hundred ninety two ninety three" is one number-shaped run, not
"1,000" and 900-9293. Within a run, fewer spoken tokens win ("twenty one hundred" is 2100): see
weights.py.
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import pynutil

from grammars import cardinal, digit_string
from grammars.base import delete_space, delete_word, sigma_star, word, words_of
from grammars.marking import HARD_SPACE, mark
from grammars.weights import PHONE_TOKEN


@functools.cache
def _token() -> pynini.Fst:
    """One spoken unit of a phone number -> its digits, each costing PHONE_TOKEN."""
    hundred = cardinal.one_to_99() + delete_space() + delete_word("hundred") + pynutil.insert("00")
    unit = digit_string.digit_token() | cardinal.two_digit() | hundred
    return pynutil.add_weight(unit, PHONE_TOKEN).optimize()


@functools.cache
def _spoken_digits() -> pynini.Fst:
    """Phone tokens separated by spaces, a bare tens word never followed by a units word.

    Cut the sequence after each token that is not a bare tens word. Each piece is then a token that
    starts with a units word, alone, or bare tens words followed by a token that does not; only the
    last piece may end in bare tens words.
    """
    t = _token()
    units_first = words_of("units") + pynini.closure(" " + sigma_star(), 0, 1)
    starts_with_unit = pynini.compose(units_first, t)
    bare_tens = pynini.compose(words_of("tens"), t)
    neither = pynini.difference(sigma_star(), units_first.optimize() | words_of("tens"))
    other = pynini.compose(neither.optimize(), t)
    block = starts_with_unit | pynini.closure(bare_tens + delete_space()) + other
    tens_tail = bare_tens + pynini.closure(delete_space() + bare_tens)
    blocks = block + pynini.closure(delete_space() + block)
    return (blocks + pynini.closure(delete_space() + tens_tail, 0, 1) | tens_tail).optimize()


@functools.cache
def _code() -> pynini.Fst:
    """An area code or exchange: NXX with N = 2-9, except the N11 service codes."""
    d = pynini.union(*"0123456789")
    nxx = pynini.union(*"23456789") + d + d
    return pynini.difference(nxx, pynini.union(*(f"{n}11" for n in range(2, 10)))).optimize()


@functools.cache
def _layout() -> pynini.Fst:
    """A 7-, 10- or 11-digit NANP string -> its written phone form."""
    d = pynini.union(*"0123456789")
    code = _code()
    local = code + pynutil.insert("-") + d**4
    area = pynutil.insert("(") + code + pynutil.insert(")" + HARD_SPACE)
    toll = pynini.accep("1") + pynutil.insert("-") + code + pynutil.insert("-") + code
    toll += pynutil.insert("-") + d**4
    return (local | area + local | toll).optimize()


@functools.cache
def phone() -> pynini.Fst:
    """Spoken phone-shaped run -> its one written form (weighted: take the shortest path)."""
    return pynini.compose(_spoken_digits(), _layout()).optimize()


@functools.cache
def extension() -> pynini.Fst:
    """'extension three thirty' -> 'ext. 330'; 'extension' itself stays a word in other variants."""
    number = digit_string.digit_string() | cardinal.digits()
    return (pynini.cross("extension", "ext.") + pynini.accep(" ") + number).optimize()


@functools.cache
def phone_stage() -> pynini.Fst:
    """Transcript -> transcript with every phone-shaped maximal run replaced by its marked segment.

    Runs of phone words (and their neighbours) alternate with runs of other words, so every run is
    maximal by construction.
    """
    run_word = words_of("phone_words") | words_of("phone_neighbours")
    other_word = pynini.difference(word(), run_word)
    run = run_word + pynini.closure(" " + run_word)
    others = (other_word + pynini.closure(" " + other_word)).optimize()
    phone_run = mark(phone())
    domain = pynini.arcmap(pynini.project(phone_run, "input"), map_type="rmweight")
    domain = pynini.determinize(domain.rmepsilon()).minimize()
    plain_run = pynini.difference(run.optimize(), domain)
    a = phone_run | plain_run
    b = others
    alternating = a + pynini.closure(" " + b + " " + a) + pynini.closure(" " + b, 0, 1)
    alternating |= b + pynini.closure(" " + a + " " + b) + pynini.closure(" " + a, 0, 1)
    return alternating.optimize()
