"""Written numerals as a speaker says them, for training the boundary model on spoken input.

The corpora write "$5", "3.5%", "2020", "3:30", "21st"; speech recognizers give the boundary model
"five dollars", "three point five percent", "twenty twenty", "three thirty", "twenty first". A model
trained on the written forms sees a shape token ("0") where the recognizer gives words, so training
text is put in spoken form first (lm.boundary_train --spoken).

    >>> say("$1,250")
    ['one', 'thousand', 'two', 'hundred', 'fifty', 'dollars']
    >>> say("3.5%"), say("1990")
    (['three', 'point', 'five', 'percent'], ['nineteen', 'ninety'])
    >>> say("3:30"), say("21st")
    (['three', 'thirty'], ['twenty', 'first'])
    >>> say("covid-19") is None
    True

Digit strings that are no amount are said digit by digit, as recognizers give account numbers, zip
codes and phone numbers: a leading zero, five digits or more without a comma, a phone number.

    >>> say("02188"), say("408-971-8523", zero="oh")[-4:]
    (['zero', 'two', 'one', 'eight', 'eight'], ['eight', 'five', 'two', 'three'])
"""

from __future__ import annotations

import re

UNITS = "zero one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
SCALES = ((10**9, "billion"), (10**6, "million"), (1000, "thousand"))
ORDINAL = {
    "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
    "nine": "ninth", "twelve": "twelfth",
}  # fmt: skip

# Titles as said: the corpora write "Dr. Smith" (normalized to "dr smith"), recognizers give
# "doctor smith"; a model that never saw "doctor" before a name ends a sentence there.
TITLES = {"dr": "doctor", "mr": "mister", "mrs": "missus", "prof": "professor"}


_NUMERAL = re.compile(
    r"(?P<cur>[$£€])?(?P<int>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?P<frac>\d+))?"
    r"(?P<suffix>%|st|nd|rd|th|s)?"
)
_TIME = re.compile(r"(\d{1,2}):(\d{2})")
# Said digit by digit: a leading zero ("02188"), five digits or more ("94005", "5551234"), and
# phone numbers ("555-0100", "408-971-8523"). Written counts of five digits take a comma.
_DIGIT_STRING = re.compile(r"0\d+|\d{5,}|(?:\d{3}-)?\d{3}-\d{4}")
_CURRENCY = {"$": "dollars", "£": "pounds", "€": "euros"}


def cardinal(n: int) -> list[str]:
    """N in words: 1250 -> one thousand two hundred fifty."""
    if n < 10:
        return [UNITS[n]]
    if n < 20:
        return [TEENS[n - 10]]
    if n < 100:
        return [TENS[n // 10]] + ([UNITS[n % 10]] if n % 10 else [])
    if n < 1000:
        return [UNITS[n // 100], "hundred"] + (cardinal(n % 100) if n % 100 else [])
    for size, name in SCALES:
        if n >= size:
            rest = n % size
            return cardinal(n // size) + [name] + (cardinal(rest) if rest else [])
    return [UNITS[int(d)] for d in str(n)]


def year(n: int) -> list[str]:
    """A year as said: 1990 -> nineteen ninety, 2005 -> two thousand five, 2020 -> twenty twenty."""
    high, low = divmod(n, 100)
    if 2000 <= n < 2010 or low == 0 and n % 1000 == 0:
        return cardinal(n)
    if low == 0:
        return cardinal(high) + ["hundred"]
    return cardinal(high) + (["oh", UNITS[low]] if low < 10 else cardinal(low))


def ordinal(words: list[str]) -> list[str]:
    """twenty one -> twenty first."""
    last = words[-1]
    if last in ORDINAL:
        return words[:-1] + [ORDINAL[last]]
    return words[:-1] + [(last[:-1] + "ieth") if last.endswith("y") else last + "th"]


def _year(digits: str) -> bool:
    """Whether a plain run of DIGITS is said as a year ("1990" -> nineteen ninety)."""
    return len(digits) == 4 and 1100 <= int(digits) < 2100


def say(token: str, zero: str = "zero", by_digit: bool = False) -> list[str] | None:
    """TOKEN (lowercased, edge punctuation stripped) in spoken words, None if it is no numeral;
    ZERO is the word for 0 in a string said digit by digit ("zero" or "oh"); BY_DIGIT says a
    plain run of three or four digits so too ("extension four five six", "room one oh four"),
    but not a year ("1990" is "nineteen ninety")."""
    short = by_digit and re.fullmatch(r"\d{3,4}", token) and not _year(token)
    if _DIGIT_STRING.fullmatch(token) or short:
        return [zero if d == "0" else UNITS[int(d)] for d in token if d != "-"]
    time = _TIME.fullmatch(token)
    if time:
        hours, minutes = int(time[1]), int(time[2])
        if hours > 24 or minutes > 59:
            return None
        if minutes == 0:
            tail = []
        else:
            tail = ["oh", UNITS[minutes]] if minutes < 10 else cardinal(minutes)
        return cardinal(hours) + (tail or ["o'clock"])
    match = _NUMERAL.fullmatch(token)
    if match is None or len(match["int"].replace(",", "")) > 12:
        return None
    n = int(match["int"].replace(",", ""))
    suffix, frac = match["suffix"], match["frac"]
    plain = "," not in match["int"] and not frac and not match["cur"]
    if plain and _year(match["int"]) and suffix in (None, "s"):
        words = year(n)
    else:
        words = cardinal(n)
    if frac:
        words += ["point"] + [UNITS[int(d)] for d in frac]
    if suffix in ("st", "nd", "rd", "th"):
        words = ordinal(words)
    elif suffix == "s":  # "1990s" -> nineteen nineties, "1800s" -> eighteen hundreds
        last = words[-1]
        words[-1] = last[:-1] + "ies" if last.endswith("y") else last + "s"
    elif suffix == "%":
        words.append("percent")
    if match["cur"]:
        words.append(_CURRENCY[match["cur"]])
    return words
