"""US phone numbers, spoken -> written, decided deterministically (the paper's G_phone).

    five five five eight eight eight eight                 -> 555-8888
    two one two five five five oh one hundred              -> (212) 555-0100
    one eight hundred five five five oh one hundred        -> 1-800-555-0100
    five five five twelve thirty four                      -> 555-1234
    double five five one two one two                       -> 555-1212
    extension three thirty                                 -> ext. 330   (a variant, not a decision)

A maximal run of digit-like words that spells exactly 7 or 10 digits (or 11 starting with 1) is a phone
number and nothing else: Jansche and Abney found such rules reliable in voicemail. Any other run passes
through unchanged for the liberal number grammar. Within a run, fewer spoken tokens win ("twenty one" is
21, not 2 then 01): see weights.py.
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import pynutil

from grammars import cardinal, digit_string
from grammars.base import delete_space, delete_word, word, words_of
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
    t = _token()
    return (t + pynini.closure(delete_space() + t)).optimize()


@functools.cache
def _layout() -> pynini.Fst:
    """A 7-, 10- or 11-digit string -> its written phone form."""
    d = pynini.union(*"0123456789")
    local = d**3 + pynutil.insert("-") + d**4
    area = pynutil.insert("(") + d**3 + pynutil.insert(")" + HARD_SPACE)
    toll = pynini.accep("1") + pynutil.insert("-") + d**3 + pynutil.insert("-") + d**3
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

    Runs of phone words alternate with runs of other words, so every run is maximal by construction.
    """
    phone_word = words_of("phone_words")
    other_word = pynini.difference(word(), phone_word)
    run = phone_word + pynini.closure(" " + phone_word)
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
