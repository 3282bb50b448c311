"""Money, spoken -> written in house style (symbol first, thousands commas, cents only if spoken).

    five dollars                            -> $5
    a dollar                                -> $1
    two bucks                               -> $2
    a hundred dollars                       -> $100
    eleven hundred dollars                  -> $1,100 (en-US: the style's four_digits)
    five hundred thousand dollars           -> $500,000
    five dollars and twenty five cents      -> $5.25
    five dollars twenty five                -> $5.25
    three dollars and five cents            -> $3.05
    a buck fifty                            -> $1.50
    two point three five dollars            -> $2.35
    two point five dollars                  -> $2.50
    two million dollars                     -> $2 million
    two or three hundred dollars            -> $200 or $300
    one point five million dollars          -> $1.5 million
    negative forty two dollars              -> -$42
    fifty cents                             -> 50¢ (and "50 cents")
    one cent                                -> 1¢
    2.7 million dollars                     -> $2.7 million (an engine's numerals)

An amount is money with a currency word, or, where the style says what an unsaid currency is
(`unsaid_currency`: en-US "dollars"), when it is said as a price is said without one: whole units
then two-digit cents, or whole units of 100-999 said as a pair.

    nine ninety nine                        -> $9.99, $999 (and 999 from the cardinals)
    nine ninety nine dollars                -> $9.99
    two forty nine ninety nine              -> $249.99
    nineteen ninety nine                    -> $19.99 (and the year 1999)

"Five twenty five" is then a time, a price or a count, and the LM decides by what is around it ("on
sale for $9.99", "at 5:25", "in 1999"); a price costs formatter.tuning.unsaid_currency_penalty
beside the readings that write only what was said, and whole dollars said as a pair ("the stroller
is one ninety nine", $199) unsaid_whole_pair_penalty more, as the cents' reading ($1.99) is the one
the words say when nothing around them tells. Currency words are currency.tsv (dollars, bucks -> $)
and currency_minor.tsv (cents -> ¢). "50 cents" comes from segmentation ("50" + "cents"), so it is
not repeated here. Four-digit amounts are written as the style's `four_digits` says: "comma" (en-US
and en-GB) writes "$1,100" and "$1,234.56" whether the amount was said with "thousand" or in
hundreds, since no amount is a year (cardinals keep "1400" for those); left to the LM, "one thousand
two hundred thirty four dollars and fifty six cents" came out "$1234.56". Both numbers dev sets
write every four-digit amount with its comma (12 of 12).
"""

from __future__ import annotations

import functools

import pynini
from pynini.lib import pynutil

from grammars import cardinal, decimal, number_range
from grammars.base import delete_space, digit, optional_word_before, table
from grammars.style import Style


@functools.cache
def _amount(four_digits: str = "either") -> pynini.Fst:
    """Whole units of currency: 'eleven hundred' -> 1,100 (and 1100 unless FOUR_DIGITS is
    "comma": cardinal.group_thousands), 'a' -> 1 ('a buck fifty'). Round millions are written
    '$60 million' (_scaled), never '$60,000,000'."""
    spoken = pynini.difference(
        pynini.project(cardinal.digits(), "input"), cardinal.round_magnitudes()
    )
    written = pynini.compose(spoken.optimize(), cardinal.digits())
    written = pynini.compose(written, cardinal.group_thousands(four_digits))
    return (written | pynini.cross("a", "1")).optimize()


@functools.cache
def _cents() -> pynini.Fst:
    """1-99 as the two digits after the point: 'five' -> 05, 'twenty five' -> 25."""
    return (pynutil.insert("0") + table("units") | cardinal.two_digit()).optimize()


@functools.cache
def _minor_word() -> pynini.Fst:
    """' cents' or ' cent', consumed."""
    words = pynini.project(table("currency_minor"), "input")
    return (delete_space() + pynutil.delete(words)).optimize()


def _symbol_first(amount: pynini.Fst, tail: pynini.Fst) -> pynini.Fst:
    """AMOUNT CURRENCY-WORD TAIL -> SYMBOL AMOUNT TAIL: 'five dollars' -> $5.

    The symbol is written before the amount it follows in speech. A transducer cannot hold the word
    back, so each symbol gets its own branch that inserts it first and later deletes only the words
    written with it; the reordering stays inside this one token (the synchronization contract).
    """
    branches = [pynutil.insert(symbol) + amount + word + tail for symbol, word in _currencies()]
    return pynini.union(*branches).optimize()


@functools.cache
def _currencies() -> tuple[tuple[str, pynini.Fst], ...]:
    """Each currency symbol with a transducer deleting the words written with it (' dollars')."""
    currency = table("currency")
    pairs = []
    for symbol in sorted(set(currency.paths().ostrings())):
        words = pynini.project(pynini.compose(currency, pynini.accep(symbol)), "input")
        pairs.append((symbol, (delete_space() + pynutil.delete(words)).optimize()))
    return tuple(pairs)


@functools.cache
def _ranged(four_digits: str = "either") -> pynini.Fst:
    """'two or three hundred dollars' -> $200 or $300: the symbol on both ends of a range said
    with one magnitude (grammars.number_range), as "$200 or 300 dollars" is no written form."""
    branches = [number_range.ranges(four_digits, symbol) + word for symbol, word in _currencies()]
    return pynini.union(*branches).optimize()


@functools.cache
def _dollars(four_digits: str = "either") -> pynini.Fst:
    """'five dollars' -> $5, 'five dollars [and] twenty five [cents]' -> $5.25."""
    cents = delete_space() + optional_word_before("and") + pynutil.insert(".") + _cents()
    return _symbol_first(
        _amount(four_digits), pynini.closure(cents + pynini.closure(_minor_word(), 0, 1), 0, 1)
    )


@functools.cache
def _decimal_dollars() -> pynini.Fst:
    """'two point three five dollars' -> $2.35 (per-share prices are read this way), 'two
    point five dollars' -> $2.50: an amount is written with its cents in full."""
    d = digit()
    whole = pynini.closure(d | ",")
    cents = whole + "." + d + pynutil.insert("0") | whole + "." + d + d.plus
    amount = pynini.compose(decimal.unsigned(), cents.optimize())
    return _symbol_first(amount.optimize(), pynini.accep(""))


@functools.cache
def _short_price() -> pynini.Fst:
    """A price's short form: 'nine ninety nine' -> 9.99, 'two forty nine ninety nine' -> 249.99,
    'three hundred twelve sixty' -> 312.60. Whole units of 1-99, or of 100-999 said as a pair
    ('two forty nine') or with "hundred" and more after it; cents of 10-99 said as one number
    ('oh five' is a clock's: 9:05). Not a round hundred: "three hundred fifty" is 350, never
    $300.50."""
    pair = cardinal.pairs()
    three = digit() ** 3
    not_round = pynini.difference(three, digit() + "00")
    said_hundreds = pynini.compose(cardinal.hundreds(), not_round)
    whole = cardinal.one_to_99() | pynini.compose(pair, three) | said_hundreds
    cents = cardinal.two_digit()
    return (whole + delete_space() + pynutil.insert(".") + cents).optimize()


@functools.cache
def _unsaid_price() -> pynini.Fst:
    """A price said without its currency word: 'nine ninety nine' -> $9.99, and whole units of
    100-999 said as a pair: 'four ninety nine' -> $499."""
    # Not with "oh" between ("nine oh five", a clock's or a flight's, never $905).
    tens = pynini.difference(digit(), "0")
    whole = pynini.compose(cardinal.pairs(), tens + tens + digit())
    return (pynutil.insert("$") + (_short_price() | whole)).optimize()


@functools.cache
def _short_price_said() -> pynini.Fst:
    """The short form with its currency word after it: 'nine ninety nine dollars' -> $9.99.
    Without it the search wrote the short form as a price said without one and the word again
    after it ('$9.99 dollars')."""
    return _symbol_first(_short_price(), pynini.accep(""))


@functools.cache
def _scaled() -> pynini.Fst:
    """'two million dollars' -> $2 million, 'one point five million dollars' -> $1.5 million."""
    number = cardinal.below_thousand() | pynini.cross("a", "1") | decimal.unsigned()
    return _symbol_first(number + pynini.accep(" ") + table("magnitudes"), pynini.accep(""))


@functools.cache
def _numerals() -> pynini.Fst:
    """Numerals an engine wrote itself: '5 dollars' -> $5, '2.7 million dollars' -> $2.7 million.
    Any run of digits, commas and points, as the conventions filter bans keeping the word after."""
    d = digit()
    numeral = d + pynini.closure(d | "," | ".")
    magnitude = pynini.closure(pynini.accep(" ") + table("magnitudes"), 0, 1)
    return _symbol_first(numeral + magnitude, pynini.accep(""))


@functools.cache
def _only_cents() -> pynini.Fst:
    """'fifty cents' -> 50¢, 'one cent' -> 1¢ (and '50 cents' by segmentation).

    Not '$0.50': an amount said in cents is written in cents. Offered, the LM took '$0.56' over
    '56 cents' where the Earnings references write the latter (NEER 12.69 -> 12.28 without it).
    """
    return (cardinal.one_to_99() + delete_space() + table("currency_minor")).optimize()


@functools.cache
def money(style: Style | None = None) -> pynini.Fst:
    """Spoken amount of money -> written forms: 'eleven hundred dollars' -> $1,100 (and $1100
    without a STYLE, or with four_digits "plain" or "either")."""
    four = style.four_digits if style is not None else "either"
    amounts = _dollars(four) | _decimal_dollars() | _scaled() | _short_price_said() | _ranged(four)
    if style is not None and style.unsaid_currency == "dollars":
        amounts |= _unsaid_price()
    # A sign goes before the symbol: 'negative forty two dollars' -> -$42.
    signed = table("signs") + delete_space() + amounts
    return (amounts | signed | _numerals() | _only_cents()).optimize()
