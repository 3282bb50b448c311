"""Typed access to parsed JSON, with errors that name the field's path and what was found there.

A wrong value is shown by its JSON type, and in a number or time field also by its first few
characters (`words[3].start: expected a number, got "abc"`): enough to see the mix-up, never the
text of a word field (transcripts are personal data and messages end up in logs).

>>> doc = {"results": [{"words": []}]}
>>> words(doc, "results", "results")
[{'words': []}]
"""

from __future__ import annotations

from typing import Any

from formatter.errors import InputError

_MISSING = object()
_SHOWN_CHARS = 12  # of a wrong string or number in a message


def kind(value: object, *, show: bool = False) -> str:
    """VALUE for an error message: its JSON type; with SHOW (a field meant for a number or time,
    never for words) a short excerpt of a string or number too.

    >>> kind("abc"), kind("abc", show=True), kind(None), kind([1]), kind("x" * 30, show=True)
    ('a string', '"abc"', 'null', 'a list', '"xxxxxxxxxxxx..." (30 characters)')
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (str, int, float)) and not show:
        return "a string" if isinstance(value, str) else "a number"
    if isinstance(value, str):
        shown = value[:_SHOWN_CHARS].translate(_ONE_LINE)
        if len(value) <= _SHOWN_CHARS:
            return f'"{shown}"'
        return f'"{shown}..." ({len(value)} characters)'
    if isinstance(value, (int, float)):
        huge = isinstance(value, int) and value.bit_length() >= 64
        text = "a huge integer" if huge else repr(value)
        return text if len(text) <= 24 else "a huge number"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


_ONE_LINE = {c: " " for c in range(32)} | {0x7F: " ", 0x85: " ", 0x2028: " ", 0x2029: " "}


def obj(value: object, where: str) -> dict[str, Any]:
    """VALUE if it is a JSON object."""
    if not isinstance(value, dict):
        raise InputError(f"{where}: expected a JSON object, got {kind(value)}")
    return value


def arr(value: object, where: str) -> list[Any]:
    """VALUE if it is a JSON array."""
    if not isinstance(value, list):
        raise InputError(f"{where}: expected a list, got {kind(value)}")
    return value


def get(d: dict[str, Any], *keys: str, where: str) -> Any:
    """The first of KEYS present in D (engines mix camelCase and snake_case); error if none."""
    for key in keys:
        value = d.get(key, _MISSING)
        if value is not _MISSING:
            return value
    raise InputError(f"{where}: missing field '{keys[0]}'")


def opt(d: dict[str, Any], *keys: str) -> Any:
    """The first of KEYS present in D and not null, else None."""
    for key in keys:
        value = d.get(key)
        if value is not None:
            return value
    return None


def tag(value: object, where: str) -> str | int | None:
    """VALUE if it can name a channel or speaker (a string or a whole number) or is missing.

    >>> tag(1, "channel"), tag(None, "channel")
    (1, None)
    """
    if value is None or (isinstance(value, (str, int)) and not isinstance(value, bool)):
        return value
    raise InputError(f"{where}: expected a whole number or a string, got {kind(value)}")


def string(value: object, where: str) -> str:
    """VALUE if it is a JSON string."""
    if not isinstance(value, str):
        raise InputError(f"{where}: expected a string, got {kind(value)}")
    return value


def words(d: dict[str, Any], key: str, where: str) -> list[Any]:
    """D[KEY] as a list, with a missing-field error naming WHERE."""
    return arr(get(d, key, where=where), where)
