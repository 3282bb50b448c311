"""Web addresses, spoken -> written.

    yeti com                                   -> yeti.com
    www dot sec dot gov                        -> www.sec.gov
    www adtran com                             -> www.adtran.com
    spire energy com                           -> spireenergy.com | spire energy.com (segmentation)
    corporate dot monro com slash investors    -> corporate.monro.com/investors

A name before the top-level domain (top_level_domains.tsv) may be said as up to three words, written
joined; "dot" between names is a period, and may be left unsaid before a common domain ("yeti com")
or anywhere after "www", as speakers and ASR engines drop it. A path follows "slash". Letters stay
lowercase: the capitalization layer decides the first one.
"""

from __future__ import annotations

import functools

import pynini

from grammars.base import delete_space, words_of

NAME_WORDS = 3
_SPOKEN_MARKS = ("dot", "slash", "www")
# Words that lead up to an address and are no part of its name: "our website at culp com" is
# "our website at culp.com", never "ourwebsiteatculp.com".
NOT_NAMES = (
    *_SPOKEN_MARKS,
    "at",
    "on",
    "to",
    "our",
    "the",
    "visit",
    "website",
    "is",
    "in",
    "of",
    "and",
    "or",
    "for",
    "from",
    "by",
    "with",
    "go",
    "please",
)
COMMON_DOMAINS = ("com", "org", "net", "gov", "edu")
# Spoken words that only shape an address (grammars.email's too): the rest are its named parts,
# "john smith at gmail dot com" names john, smith, gmail and com.
SHAPING = frozenset({"at", "dot", "slash", "www", "w", "underscore", "dash", "hyphen"})



@functools.cache
def website() -> pynini.Fst:
    char = pynini.union(*"abcdefghijklmnopqrstuvwxyz0123456789")
    spoken = pynini.difference(pynini.closure(char, 1), pynini.union(*NOT_NAMES))
    name = spoken + pynini.closure(delete_space() + spoken, 0, NAME_WORDS - 1)
    dot = pynini.cross(" dot ", ".")
    to_domain = dot | pynini.cross(" ", ".")
    www = pynini.accep("www") + to_domain
    domain = words_of("top_level_domains")
    # "dot" may go unsaid before the five common domains, or after "www"; a bare "us" or "co"
    # after any word ("tell us") is no address.
    common = pynini.union(*COMMON_DOMAINS)
    names = pynini.closure(name + dot) + name
    bare = pynini.cross(" ", ".") + common
    host = www + names + to_domain + domain | names + (dot + domain | bare)
    path = pynini.closure(pynini.cross(" slash ", "/") + name)
    return (host + path).optimize()
