"""Which style a reference sentence is written in, and whether an error is a convention.

    >>> reference_style("Born on 16 August 1987 in Leeds.")
    'en-GB'
    >>> reference_style("Signed on August 16, 1987."), reference_style("As of June 30th, we ...")
    ('en-US,ordinal_day=plain', 'en-US')
    >>> reference_style("It rose 15 percent."), reference_style("No dates here.")
    ('en-US,percent=word', 'en-US')
    >>> reference_style("It seats 9392, more."), reference_style("In 1917 it seated 1,400, more.")
    ('en-US,four_digits=plain', 'en-US')
    >>> reference_style("She had 3 sons."), reference_style("By 2:30 on 3 May it ran 5 km.")
    ('en-US,small_numbers=digits', 'en-GB')

A style is told from the conventions a reference visibly uses (grammars.style): a day written before
its month is en-GB, after it en-US; a day number after a month without a suffix where some days
are said as ordinals ("August 16") is ordinal_day=plain; "15 percent" (and no "%") is
percent=word, a 12-hour time ("5:30 PM") or a 24-hour one ("17:30") sets the clock, a
four-digit count without its comma ("9392", not a year) is four_digits=plain, and a count from two
to nine in digits ("3 sons", not a date's day, a time or a unit's number) is small_numbers=digits.
Whatever the reference does not show stays the default's.

An error is a *convention* when the output and the reference write the same reading in different
forms (`same_reading`: order of words, "the" and "of" in a date, thousands commas, ordinal
suffixes, trailing decimal zeros, "percent" for "%", "minus" for "-", the currency word or symbol,
spaces inside a code); otherwise it is a wrong reading.
"""

from __future__ import annotations

import re

_MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
_DAY_FIRST = re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)? (?:{_MONTHS})\b", re.IGNORECASE)
_MONTH_DAY = re.compile(rf"\b(?:{_MONTHS})\.? (\d{{1,2}})(st|nd|rd|th)?\b(?!,\d|\d)", re.IGNORECASE)
_PERCENT_WORD = re.compile(r"\d (?:percent|per cent)\b", re.IGNORECASE)
_TWELVE_HOUR = re.compile(r"\b\d{1,2}(?::\d\d)? ?(?:[ap]\.?m\b\.?)", re.IGNORECASE)
_TWENTY_FOUR = re.compile(r"\b(?:[01]\d|2[0-3]):[0-5]\d\b(?! ?[ap]\.?m)", re.IGNORECASE)
# A four-digit number with or without its thousands comma (not money, a decimal or a longer run).
_FOUR_COMMA = re.compile(r"(?<![\d,.$])\d,\d{3}(?!\d|[,.]\d)")
_FOUR_PLAIN = re.compile(r"(?<![\d,.$])([1-9]\d{3})(?!\d|[,.]\d)")
# A lone 2..9 before a word of three letters or more that is no month: a count ("3 sons"), not a
# day ("May 3", "3 May"), a time, a decimal, an amount or a unit's number ("5 km"; measures keep
# their own choice). "1" tells nothing: small_numbers=digits leaves "one" free ("no one").
_SMALL_DIGIT = re.compile(
    rf"(?:^|(?<![.,:$£€/-])\b(\w+) |(?<![\w.,:$£€/-]))[2-9] (?!(?:{_MONTHS})\b)[a-z]{{3,}}",
    re.IGNORECASE,
)
_MONTH = re.compile(rf"(?:{_MONTHS})$", re.IGNORECASE)


def reference_style(written: str, default: str = "en-US") -> str:
    """The style spec (grammars.style) whose conventions WRITTEN shows; DEFAULT where none."""
    day_first = _DAY_FIRST.search(written)
    month_day = _MONTH_DAY.search(written)
    base = "en-GB" if day_first and not month_day else default
    options: list[str] = []
    if base != "en-GB" and month_day:
        suffixed = any(m.group(2) for m in _MONTH_DAY.finditer(written))
        if not suffixed:
            options.append("ordinal_day=plain")
    if _PERCENT_WORD.search(written) and "%" not in written:
        options.append("percent=word")
    if _TWELVE_HOUR.search(written) and base == "en-GB":
        options.append("clock=12")
    elif _TWENTY_FOUR.search(written) and base != "en-GB":
        options.append("clock=24")
    if _plain_four_digits(written):
        options.append("four_digits=plain")
    if any(not _MONTH.match(m.group(1) or "") for m in _SMALL_DIGIT.finditer(written)):
        options.append("small_numbers=digits")
    return ",".join([base, *options])


def _plain_four_digits(written: str) -> bool:
    """Whether WRITTEN writes a four-digit count without its comma ("9392 people") and none with
    it. A number from 1000 to 2099 tells nothing: every style writes a year so."""
    if _FOUR_COMMA.search(written):
        return False
    return any(not 1000 <= int(m.group(1)) <= 2099 for m in _FOUR_PLAIN.finditer(written))


def _canonical(text: str) -> list[str]:
    text = text.lower()
    text = re.sub(r"(?<=\d),(?=\d\d\d)", "", text)
    text = re.sub(r"(?<=\d)(?:st|nd|rd|th)\b", "", text)
    text = re.sub(r"(\.\d*?)0+\b", r"\1", text)
    text = re.sub(r"(?<=\d)\.(?!\d)", "", text)
    text = re.sub(r"\b(?:percent|per cent)\b", "%", text)
    text = re.sub(r"\bminus ", "-", text)
    text = re.sub(r"\b(?:dollars?|bucks?)\b|\$", "", text)
    text = text.replace("%", " % ").replace("-", " - ")
    # "the 3rd of may" and "3 may" are one date: the words a date may keep are no reading.
    return sorted(w for w in text.split() if w not in ("the", "of"))


def same_reading(reference: str, hypothesis: str) -> bool:
    """Whether HYPOTHESIS writes REFERENCE's reading in another convention (normalized inputs).

    >>> same_reading("22 september 2015", "september 22 2015"), same_reading("1,289", "1289")
    (True, True)
    >>> same_reading("3 may 2010", "the 3rd of may 2010")
    True
    >>> same_reading("7.40%", "7.4%"), same_reading("$13 billion", "13 billion dollars")
    (True, True)
    >>> same_reading("afm13", "a f m13"), same_reading("202", "2020")
    (True, False)
    """
    ref, hyp = _canonical(reference), _canonical(hypothesis)
    return ref == hyp or "".join(reference.split()) == "".join(hypothesis.split())
