"""How many digit strings each number-class token stands for, to price one member of a class.

    >>> members("<A:13-31>"), members("<A:3D>"), members("<B:2D>"), members("1")
    (19, 1000, 100, 1)

The LM predicts a class token, not the digits: P("330") = P(<A:3D>) although <A:3D> stands for a
thousand strings, while "3:30" pays for two narrow classes. Scored as is, wide classes win ties they
should not ("at 330" over "at 3:30", "5,000,000" over "5 million"). A class-based LM proper
multiplies by P(member | class): lm.class_members learns it from the LM's training text, and falls
back to these sizes (members uniform: -ln(members)) for a class it has no counts of, or when a model
comes without its counts. The search weighs that term (formatter.tuning.Tuning.class_member_weight).

The address classes (<EMAIL>, <URL>) stand for every address: the words an address reading could
have left in the sentence are priced by `address_part_cost`, each drawn uniformly from the LM's
vocabulary, so that a reading which folds ordinary words into an address ("he works at amazon dot
com" -> "heworks@amazon.com") pays for each word it takes (formatter.pipeline says which).

Kept apart from lm.tokens so that this table can change without changing the tokenizer's hash.
"""

from __future__ import annotations

import functools
import math
import re

# Class Set A (lm.tokens): the ranges count their values; an "other n-digit" class counts every
# n-digit run (leading zeros included) outside the ranges.
_SET_A = {
    "<A:2-9>": 8,
    "<A:10-12>": 3,
    "<A:13-31>": 19,
    "<A:32-59>": 28,
    "<A:1900-2099>": 200,
    "<A:2D>": 100 - 50,  # 00-09 and 60-99
    "<A:3D>": 1000,
    "<A:4D>": 10_000 - 200,
    "<A:5D>": 100_000,
    "<A:6D+>": 1_000_000,  # unbounded; priced as the 6-digit runs it mostly holds
}
_SET_B = re.compile(r"<B:(\d+)D\+?>")


def members(token: str) -> int:
    """Digit strings TOKEN stands for: 1 for an ordinary token (or the literal "0" and "1")."""
    if token in _SET_A:
        return _SET_A[token]
    match = _SET_B.fullmatch(token)
    return 10 ** int(match.group(1)) if match else 1


@functools.cache
def member_cost(token: str) -> float:
    """-ln P(member | class) under a uniform member distribution: 0.0 for ordinary tokens."""
    return math.log(members(token))


def address_part_cost(vocabulary_size: int) -> float:
    """-ln P(part) of one named part of an address, each of VOCABULARY_SIZE words with equal chance:
    with 500,000 words, 13.1 (the local part of 'johnsmith@gmail.com', john and smith, 26.2)."""
    return math.log(max(vocabulary_size, 1))
