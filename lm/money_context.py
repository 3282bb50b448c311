"""How often a number is an amount of money, by the two words said before it.

    word right before   money / other numbers (SGD, Wikipedia, meetings)   log-odds, centred
    costs                    1,595 / 13                                       +6.9
    is                       3,196 / 5,869                                    +2.4
    at                         498 / 12,289                                   -0.2
    in                          31 / 80,830                                   -4.8

A price is often said without its currency word ("the copay is twenty five fifty", "it's only
four ninety five"), and its pair reads as a count or a time too (grammars.money offers "$25.50"
beside "2550", "$4.95" beside "495" and "4:95"). The class LM sees the words before the number,
but through its classes: a 4-digit token after "is" is common, and it prefers "2550" there by a
nat or more. The words before the number tell a price from the rest far better than the number
does: "costs", "balance", "pay" before a price, "in", "number", "me" before a year, a label or
a time. The search weighs the price's reading by this table's log-odds of the two words said
before it where they speak for a price (formatter.tuning.money_context_weight), one more
log-linear feature beside the LM.
A price said shortly before is evidence too: written text names several amounts together ("$45
for the room and $12 for parking"), so a number within PRICED_REACH words after money is money
far more often than numbers are (the three corpora: log-odds -0.65 against -3.15 for the rest).
The table keeps that lift, centred as the words' are (`priced_before`); the search adds it where
a currency word was said within as many words before the number.
Not for a pair that reads as a year too ("nineteen ninety nine": year_shaped), whose words
before say which corpus it came from more than which reading it is.

Counted on written text: every numeral, money where a currency sign stands before it ("$45",
"£3.50") or a currency word after it ("45 dollars"); the word right before it and the one
before that, each in a table of its own (a word says more at one place than at the other: "in"
before the number is a year's, two words before it hardly). Words go lowercase; a mark of a
sentence's or a clause's end stops the reach (". In 1999" gives no "in"), and a number or a
number word before it makes a list's or a range's item, which is not counted. A word's log-odds
are smoothed towards all numbers' share (SMOOTHING pseudo-counts), kept where it stands before
at least MIN_COUNT numbers, and centred on that share, so the table says what a word adds.

Which text: the permissively licensed corpora, so the table may ship for commercial use; task
dialogue (SGD) holds most of their prices ("It costs $376", "The total is $45").

    python -m lm.money_context train data/lm/money_context.json \
        ../shared/corpora/sgd_dialogue.train.txt.xz ../shared/corpora/wikipedia.train.txt.xz \
        ../shared/corpora/meetings.train.txt.xz
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lm.corpus import read_lines
from lm.data_files import beside_model, data_path
from lm.licences import corpora_card
from lm.openers import train_main

DEFAULT_MONEY_CONTEXT = data_path("lm", "money_context.json")
LINES = 1_000_000
MIN_COUNT = 5
SMOOTHING = 20.0
REACH = 2  # words read before the number
# Words read after it, as one key ("a month") and the first alone ("each"): the table after the
# REACH tables before it. Only keys that say much either way are kept (AFTER_FLOOR): a function
# word's weak lean ("in" +1.2, "a" +2.7, "for" +1.8) wrote "ADX $21.91 in PVRL" for "ADX 2191",
# "$8.45 a m" for a time. Nor are a magnitude's words counted: written text's "$3.8 million"
# is money, but a pair said before "million" is a count ("four forty five million": 445).
AFTER = 2
AFTER_FLOOR = 3.0
# Tokens read back for an amount of money said before the number: a price's neighbours (blogs,
# Wikipedia and meetings lift a number's log-odds of money by 3.2, 3.7 and 2.5 within 20 tokens,
# by 3.2, 3.6 and 2.7 within 10, less at 40: the reach of one sentence or two).
PRICED_REACH = 20
_MAGNITUDES = frozenset({"hundred", "thousand", "million", "billion", "trillion"})
# A numeral in written text, money where a currency sign stands before it ("$45", "£3.50") or a
# currency word after it ("45 dollars").
_NUMERAL = re.compile(r"^(?P<sign>US\$|C\$|A\$|\$|£|€)?\d[\d,]*(?:\.\d+)?$")
_CURRENCY_WORDS = frozenset({"dollars", "dollar", "cents", "bucks", "pounds", "euros"})
_PRICE = re.compile(r"^\$(?P<whole>\d{1,3})\.\d\d$")
_WORD = re.compile(r"^[a-z][a-z']*$")
_STOPS = frozenset('.?!:;,()"')
_NUMBER_WORDS = frozenset(
    "zero oh one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
    " fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy"
    " eighty ninety hundred thousand million".split()
)


def year_shaped(price: str) -> bool:
    """Whether PRICE ("$19.99") is a pair that reads as a year too ("nineteen ninety nine"):
    a whole part of 11 to 20. The corpora's prices are mostly task dialogue's and their years
    Wikipedia's, so the words before them tell the register apart, not the reading: with them
    "versus 2019" and "for 1858" went to "$20.19" and "$18.58" on the numbers dev sets.

    >>> year_shaped("$19.99"), year_shaped("$11.50"), year_shaped("$25.50"), year_shaped("$9.99")
    (True, True, False, False)
    """
    price = _PRICE.match(price)
    return bool(price) and 11 <= int(price.group("whole")) <= 20


def _unread(nearest: Sequence[str], price: str) -> bool:
    """Whether a number written as PRICE takes no evidence (MoneyContext.money, .priced): said
    right after a number word (NEAREST, the word before it or none), a list's or a range's
    item, or a pair that reads as a year too (year_shaped)."""
    return year_shaped(price) or bool(nearest) and nearest[0] in _NUMBER_WORDS


def _before(tokens: Sequence[str], at: int) -> list[str] | None:
    """The words before TOKENS[at], nearest first, at most REACH, lowercased, none past a mark
    that ends a sentence or a clause; None where a number or a number word is the nearest (a
    list's or a range's item)."""
    if at and tokens[at - 1].rstrip(",")[-1:].isdigit():
        return None
    out: list[str] = []
    for token in reversed(tokens[max(at - REACH, 0) : at]):
        if token[-1:] in _STOPS:
            break
        word = token.lower()
        if not _WORD.match(word):
            break
        out.append(word)
    return None if out[:1] and out[0] in _NUMBER_WORDS else out


def _after(tokens: Sequence[str], at: int) -> list[str]:
    """The words after TOKENS[at], at most AFTER, lowercased, none past a mark that ends a
    sentence or a clause (the number's own mark included)."""
    out: list[str] = []
    if tokens[at][-1:] in _STOPS:
        return out
    for token in tokens[at + 1 : at + 1 + AFTER]:
        word = token.lower().rstrip(".,;:?!)")
        if not _WORD.match(word):
            break
        out.append(word)
        if token[-1:] in _STOPS:
            break
    return out


def _after_keys(words: Sequence[str]) -> list[str]:
    """The keys of the table after a number for the words said after it: the first alone and,
    where there are two, both ("a month")."""
    return [*words[:1], *([" ".join(words[:AFTER])] if len(words) >= AFTER else [])]


def count(
    lines: Iterable[str],
) -> tuple[list[dict[str, list[int]]], list[int], list[int]]:
    """(for each place before a number, nearest first, then the place after it: word or words
    -> [money, other numbers]; the totals [money, other] of every number counted; the same
    totals of the numbers with money within PRICED_REACH tokens before them in their line). A
    currency word after a number makes it money, so the words after such a number are not
    counted."""
    places: list[dict[str, list[int]]] = [{} for _ in range(REACH + 1)]
    totals = [0, 0]
    priced = [0, 0]
    for line in lines:
        tokens = line.split()
        last_money = None
        for at, token in enumerate(tokens):
            found = _NUMERAL.match(token.rstrip(".,;:?!)"))
            if not found:
                continue
            words = _before(tokens, at)
            if words is None:
                continue
            following = tokens[at + 1].lower().strip(".,;:?!") if at + 1 < len(tokens) else ""
            other = not (found.group("sign") or following in _CURRENCY_WORDS)
            totals[other] += 1
            if last_money is not None and at - last_money <= PRICED_REACH:
                priced[other] += 1
            if not other:
                last_money = at
            for place, word in zip(places, words, strict=False):
                place.setdefault(word, [0, 0])[other] += 1
            if following not in _CURRENCY_WORDS and following not in _MAGNITUDES:
                for key in _after_keys(_after(tokens, at)):
                    places[REACH].setdefault(key, [0, 0])[other] += 1
    return places, totals, priced


def fit(
    places: Sequence[Mapping[str, Sequence[int]]], totals: Sequence[int]
) -> tuple[list[dict[str, float]], float]:
    """(for each place, word -> log-odds of money centred on all numbers'; the centre)."""
    money, other = totals
    if not money or not other:
        raise ValueError("too few numbers: none written as money or none as anything else")
    share = money / (money + other)
    centre = math.log(money / other)
    tables = []
    for place in places:
        table = {}
        for word, (m, o) in place.items():
            if m + o < MIN_COUNT:
                continue
            m_s, o_s = m + SMOOTHING * share, o + SMOOTHING * (1 - share)
            table[word] = round(math.log(m_s / o_s) - centre, 3)
        tables.append(dict(sorted(table.items())))
    return tables, round(centre, 4)


@dataclass(frozen=True)
class MoneyContext:
    """For each place before a number (nearest first), word -> what it says of the number being
    money, as log-odds centred on all numbers: above 0 a price's word ("costs"), below a year's,
    a label's or a time's ("in", "number", "at"); then, if the table has it, the place after the
    number, a word or two ("a month" +4.8, "each" +3.8, "percent" -5.3)."""

    places: Sequence[Mapping[str, float]] = field(default_factory=list)
    card: dict[str, object] = field(default_factory=dict)
    # The log-odds a number gains with money said within PRICED_REACH words before it, centred
    # on all numbers' (count's third part).
    priced_before: float = 0.0

    def __len__(self) -> int:
        return sum(len(p) for p in self.places)

    def money(self, before: Sequence[str], price: str, after: Sequence[str] = ()) -> float:
        """The summed log-odds of the words BEFORE (in the order said, the nearest last) a
        number written as PRICE ("$25.50") and of those AFTER it (two as one key where the
        table has them, else the first): 0 where none is known, after a number word (a list's
        item) and for a price that reads as a year too (year_shaped)."""
        # A contraction the table lacks is its word and "is": "the total's" as "the total is".
        nearest = self.places[0] if self.places else {}
        said = [
            part
            for word in before
            for part in (
                (word[:-2], "is") if word.endswith("'s") and word not in nearest else (word,)
            )
        ]
        nearest_first = list(reversed(said))[:REACH]
        if _unread(nearest_first[:1], price):
            return 0.0
        total = sum(p.get(w, 0.0) for p, w in zip(self.places, nearest_first, strict=False))
        if len(self.places) > REACH and after:
            table = self.places[REACH]
            keys = _after_keys(after)
            total += table.get(keys[-1], table.get(keys[0], 0.0))
        return total

    def priced(self, before: Sequence[str], price: str) -> float:
        """priced_before for a number written as PRICE after the words BEFORE, with money said
        within PRICED_REACH words before it; 0 where money() reads nothing (a list's item, a
        price that reads as a year too)."""
        return 0.0 if _unread(before[-1:], price) else self.priced_before

    def save(self, path: Path) -> None:
        data = {
            **self.card,
            "priced_before": self.priced_before,
            "places": [dict(p) for p in self.places],
        }
        path.write_text(json.dumps(data, indent=0) + "\n", "utf-8")

    @classmethod
    def load(cls, path: Path = DEFAULT_MONEY_CONTEXT) -> MoneyContext:
        data = json.loads(Path(path).read_text("utf-8"))
        places = data.pop("places")
        priced_before = data.pop("priced_before", 0.0)
        if not isinstance(places, list) or not all(isinstance(p, dict) for p in places):
            raise ValueError(f"{path}: 'places' is not a list of tables")
        values = [v for p in places for v in p.values()]
        if not all(
            isinstance(v, (int, float)) and math.isfinite(v) for v in [*values, priced_before]
        ):
            raise ValueError(f"{path}: a log-odds that is not a finite number")
        places = [{str(k): float(v) for k, v in p.items()} for p in places]
        return cls(places, data, float(priced_before))


def beside(model: Path) -> Path:
    """The table for the class LM MODEL: money_context.json in its directory if there is one,
    else the shipped one (as lm.openers.beside)."""
    return beside_model(model, "money_context.json", DEFAULT_MONEY_CONTEXT)


def train(paths: Sequence[Path], lines: int = LINES) -> MoneyContext:
    places, totals, priced = count(
        itertools.chain.from_iterable(itertools.islice(read_lines(p), lines) for p in paths)
    )
    tables, centre = fit(places, totals)
    tables[REACH] = {k: v for k, v in tables[REACH].items() if abs(v) >= AFTER_FLOOR}
    # Smoothed as a word's are, though with thousands of numbers it hardly moves.
    money, other = totals
    share = money / (money + other)
    lift = math.log(
        (priced[0] + SMOOTHING * share) / (priced[1] + SMOOTHING * (1 - share))
    ) - centre
    card = {
        "what": "log-odds that a number is money by the words before it, nearest first, then"
        " by the word or two after it, and with money said shortly before it"
        " (lm/money_context.py)",
        "lines_per_corpus": lines,
        "numbers": sum(totals),
        "money": totals[0],
        "centre": centre,
        "min_count": MIN_COUNT,
        "smoothing": SMOOTHING,
        "after_floor": AFTER_FLOOR,
        "priced_reach": PRICED_REACH,
        "priced_numbers": sum(priced),
        **corpora_card([p.name for p in paths]),
    }
    return MoneyContext(tables, card, round(lift, 3))


def main() -> None:
    train_main("python -m lm.money_context", __doc__, "words", train, LINES, "numbers")


if __name__ == "__main__":
    main()
