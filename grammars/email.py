"""E-mail addresses, spoken -> written (lowercase, no spaces).

    john smith at gmail dot com                -> johnsmith@gmail.com
    john dot smith at gmail dot com            -> john.smith@gmail.com
    john underscore smith at yahoo dot com     -> john_smith@yahoo.com
    mary dash ann at example dot org           -> mary-ann@example.org
    sales at acme dot co dot uk                -> sales@acme.co.uk
    john at gmail com                          -> john@gmail.com
    j smith eighty eight at yahoo dot com      -> jsmith88@yahoo.com

A local part of one to three words or numbers (joined, or with "dot", "underscore", "dash" said
between; a number in digits, after a word), then "at", then a domain: names joined by "dot" ending
in a top-level domain (top_level_domains.tsv), or a mail provider (mail_domains.tsv) whose "dot"
before com/net may go unsaid. So "at" is read as "@" only where an address is likely: before a
spoken domain. Words that lead up to an address ("email me at", "reach him at") are no part of it
(grammars.website.NOT_NAMES plus the pronouns below). Whether the address or the words win is the
language model's call, as for any variant.
"""

from __future__ import annotations

import functools

import pynini

from grammars import cardinal, digit_string
from grammars.base import delete_space, words_of
from grammars.website import NOT_NAMES

LOCAL_WORDS = 3
# Words before "at" that are the sentence's, not the address's: "email me at ...".
_NOT_LOCAL = (*NOT_NAMES, "me", "him", "her", "us", "them", "you", "it", "email", "mail", "e")
_SEPARATORS = {"dot": ".", "underscore": "_", "dash": "-", "hyphen": "-"}
_BARE_DOMAINS = ("com", "net")


@functools.cache
def _local_number() -> pynini.Fst:
    """A number in a local part, in digits as addresses write them: 'eighty eight' -> 88,
    'nineteen eighty five' -> 1985, 'one two three' -> 123. Said as words, "jsmitheightyeight"
    was the only reading, and the search wrote the words with a comma instead ("J Smith, 88")."""
    return (cardinal.one_to_99() | cardinal.pairs() | digit_string.digit_string()).optimize()


def _local_part(word: pynini.Fst, number: pynini.Fst, separator: pynini.Fst) -> pynini.Fst:
    """One to LOCAL_WORDS parts, each a WORD or a NUMBER, joined or with a SEPARATOR between;
    two numbers only with a separator ("eighty eight" is 88, never 80 and 8: 808). A word comes
    first: "we had eighty eight at gmail dot com" keeps its count."""
    joined = delete_space() | separator
    ends = {"word": word, "number": number}
    # The local parts of each length, by the kind of their last part.
    found = {"word": word}
    every = [word]
    for _ in range(LOCAL_WORDS - 1):
        found = {
            kind: pynini.union(
                *(
                    before + (separator if kind == last == "number" else joined) + part
                    for last, before in found.items()
                )
            ).optimize()
            for kind, part in ends.items()
        }
        every.extend(found.values())
    return pynini.union(*every).optimize()


@functools.cache
def email() -> pynini.Fst:
    char = pynini.union(*"abcdefghijklmnopqrstuvwxyz0123456789")
    spelled = pynini.closure(char, 1)
    said = words_of("digit_words") | words_of("teens") | words_of("tens")
    local_word = pynini.difference(
        spelled, pynini.union(*_NOT_LOCAL, *_SEPARATORS) | said
    ).optimize()
    number = _local_number()
    separator = pynini.union(
        *(pynini.cross(f" {spoken} ", written) for spoken, written in _SEPARATORS.items())
    )
    local = _local_part(local_word, number, separator)
    at = pynini.cross(" at ", "@")
    name = pynini.difference(spelled, pynini.union(*NOT_NAMES, "at")).optimize()
    dot = pynini.cross(" dot ", ".")
    spoken_domain = name + pynini.closure(dot + name) + dot + words_of("top_level_domains")
    provider = words_of("mail_domains") + pynini.cross(" ", ".") + pynini.union(*_BARE_DOMAINS)
    domain = spoken_domain | provider
    return (local + at + domain).optimize()
