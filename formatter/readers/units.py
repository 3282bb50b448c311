"""Time and confidence units as vendors write them, converted to float seconds and [0, 1].

    >>> iso8601_duration("PT1M2.5S", "o"), ticks(12_300_000, "o"), google_duration("1.300s", "t")
    (62.5, 1.23, 1.3)
    >>> milliseconds(1300, "start"), log_probability(0.0, "confidence")
    (1.3, 1.0)

Every converter takes `where`, the field's path, so an error names the field and never its value:
values can be transcript text when a file's fields are mixed up, and transcripts are personal data.
"""

from __future__ import annotations

import math
import re

from formatter.errors import InputError
from formatter.readers._json import kind

# Engines round or add noise around the ends of [0, 1] (PocketSphinx writes 1.0001): clamp within
# this margin, reject beyond it, since a value far outside is a different unit (a log-probability
# read as linear) and clamping it would hide the mistake.
CONFIDENCE_TOLERANCE = 0.01

TICKS_PER_SECOND = 10_000_000  # Azure: 100-ns ticks
MS_PER_SECOND = 1000

_LONGEST_NUMBER = 400  # characters of a numeric string parsed (longer ones are out of range anyway)
_GOOGLE_DURATION = re.compile(r"(-?\d+(?:\.\d*)?)s")
_NUM = r"(\d+(?:\.\d+)?)"
# Azure writes day-time durations only; years and months have no fixed length, so they are rejected.
_ISO8601_DURATION = re.compile(rf"P(?:{_NUM}D)?(?:T(?:{_NUM}H)?(?:{_NUM}M)?(?:{_NUM}S)?)?")


def number(value: object, where: str, *, strings: bool = False) -> float:
    """VALUE as a finite float; with STRINGS, numeric strings too (AWS writes "0.75").

    >>> number("0.75", "start_time", strings=True)
    0.75
    """
    given = value
    if strings and isinstance(value, str):
        try:
            value = float(value) if len(value) <= _LONGEST_NUMBER else math.inf
        except ValueError:
            raise InputError(f"{where}: expected a number, got {kind(given, show=True)}") from None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InputError(f"{where}: expected a number, got {kind(given, show=True)}")
    try:
        value = float(value)
    except OverflowError:  # an integer beyond float range
        value = math.inf
    if not math.isfinite(value):
        raise InputError(f"{where}: must be a finite number, got {kind(given, show=True)}")
    return value


def seconds(value: object, where: str, *, strings: bool = False) -> float:
    """Seconds as a number (Whisper, Vosk, Deepgram, Rev.ai, NeMo) or a numeric string (AWS).

    >>> seconds(1.3, "start")
    1.3
    """
    return number(value, where, strings=strings)


def milliseconds(value: object, where: str) -> float:
    """Integer milliseconds (AssemblyAI, Riva) to seconds.

    >>> milliseconds(1437, "start")
    1.437
    """
    return number(value, where) / MS_PER_SECOND


def ticks(value: object, where: str) -> float:
    """Azure's 100-ns ticks to seconds (batch files write them as floats, "7600000.0").

    >>> ticks(7600000.0, "offsetInTicks")
    0.76
    """
    return number(value, where) / TICKS_PER_SECOND


def google_duration(value: object, where: str) -> float:
    """A protobuf Duration in JSON ("1.300s") or as a dict ({"seconds": "1", "nanos": 300000000}).

    >>> google_duration("1.300s", "startTime"), google_duration({"nanos": 500000000}, "startTime")
    (1.3, 0.5)
    """
    if isinstance(value, str):
        match = _GOOGLE_DURATION.fullmatch(value.strip())
        if match is None:
            raise InputError(f'{where}: expected a duration like "1.300s"')
        return float(match.group(1))
    if isinstance(value, dict):
        # proto3 omits zero fields, so a missing part is 0.
        whole = number(value.get("seconds", 0), f"{where}.seconds", strings=True)
        nanos = number(value.get("nanos", 0), f"{where}.nanos", strings=True)
        return whole + nanos / 1e9
    raise InputError(f'{where}: expected a duration like "1.300s"')


def iso8601_duration(value: object, where: str) -> float:
    """An ISO-8601 day-time duration (Azure batch "PT0.76S", "PT1M2.5S", "P1DT2H") to seconds.

    >>> iso8601_duration("PT0.76S", "offset")
    0.76
    """
    if not isinstance(value, str):
        raise InputError(f'{where}: expected an ISO-8601 duration like "PT1.5S"')
    match = _ISO8601_DURATION.fullmatch(value.strip())
    if match is None or value.strip() in ("P", "PT") or value.strip().endswith("T"):
        raise InputError(f'{where}: expected an ISO-8601 duration like "PT1.5S"')
    days, hours, minutes, secs = (float(g) if g else 0.0 for g in match.groups())
    return ((days * 24 + hours) * 60 + minutes) * 60 + secs


def confidence(
    value: object, where: str, *, strings: bool = False, zero_is_unset: bool = False
) -> float:
    """A 0..1 confidence; missing (None) means the engine did not say, which we read as 1.0.

    ZERO_IS_UNSET: Google writes 0.0 for "not computed" (proto3 default), not for "certainly wrong".

    >>> confidence(None, "c"), confidence(1.0001, "c"), confidence(0.0, "c", zero_is_unset=True)
    (1.0, 1.0, 1.0)
    """
    if value is None:
        return 1.0
    p = number(value, where, strings=strings)
    if zero_is_unset and p == 0.0:
        return 1.0
    if not -CONFIDENCE_TOLERANCE <= p <= 1 + CONFIDENCE_TOLERANCE:
        raise InputError(
            f"{where}: confidence must be between 0 and 1 (is this the right input format?)"
        )
    return min(1.0, max(0.0, p))


def log_probability(value: object, where: str) -> float:
    """A natural-log probability (Riva) to [0, 1]: exp, clamped, since Riva's scores are only
    roughly log-probabilities and can be slightly positive.

    >>> round(log_probability(-0.1, "confidence"), 4), log_probability(0.3, "confidence")
    (0.9048, 1.0)
    """
    if value is None:
        return 1.0
    # min() first: exp of a large positive score would overflow, and it clamps to 1.0 anyway.
    return max(0.0, math.exp(min(number(value, where), 0.0)))
