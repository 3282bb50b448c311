"""E-mail addresses, spoken -> written (lowercase, no spaces).

    john smith at gmail dot com                -> johnsmith@gmail.com
    john dot smith at gmail dot com            -> john.smith@gmail.com
    john underscore smith at yahoo dot com     -> john_smith@yahoo.com
    mary dash ann at example dot org           -> mary-ann@example.org
    sales at acme dot co dot uk                -> sales@acme.co.uk
    john at gmail com                          -> john@gmail.com

A local part of one to three words (joined, or with "dot", "underscore", "dash" said between), then
"at", then a domain: names joined by "dot" ending in a top-level domain (top_level_domains.tsv),
or a mail provider (mail_domains.tsv) whose "dot" before com/net may go unsaid. So "at" is read as
"@" only where an address is likely: before a spoken domain. Words that lead up to an address
("email me at", "reach him at") are no part of it (grammars.website.NOT_NAMES plus the pronouns
below). Whether the address or the words win is the language model's call, as for any variant.
"""

from __future__ import annotations

import functools

import pynini

from grammars.base import delete_space, words_of
from grammars.website import NOT_NAMES

_LOCAL_WORDS = 3
# Words before "at" that are the sentence's, not the address's: "email me at ...".
_NOT_LOCAL = (*NOT_NAMES, "me", "him", "her", "us", "them", "you", "it", "email", "mail", "e")
_SEPARATORS = {"dot": ".", "underscore": "_", "dash": "-", "hyphen": "-"}
_BARE_DOMAINS = ("com", "net")


@functools.cache
def email() -> pynini.Fst:
    char = pynini.union(*"abcdefghijklmnopqrstuvwxyz0123456789")
    spelled = pynini.closure(char, 1)
    local_word = pynini.difference(spelled, pynini.union(*_NOT_LOCAL, *_SEPARATORS)).optimize()
    separator = pynini.union(
        *(pynini.cross(f" {spoken} ", written) for spoken, written in _SEPARATORS.items())
    )
    local = local_word + pynini.closure(
        (delete_space() | separator) + local_word, 0, _LOCAL_WORDS - 1
    )
    at = pynini.cross(" at ", "@")
    name = pynini.difference(spelled, pynini.union(*NOT_NAMES, "at")).optimize()
    dot = pynini.cross(" dot ", ".")
    spoken_domain = name + pynini.closure(dot + name) + dot + words_of("top_level_domains")
    provider = words_of("mail_domains") + pynini.cross(" ", ".") + pynini.union(*_BARE_DOMAINS)
    domain = spoken_domain | provider
    return (local + at + domain).optimize()
