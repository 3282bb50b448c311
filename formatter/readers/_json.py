"""Typed access to parsed JSON, with errors that name the field's path and never its value.

>>> doc = {"results": [{"words": []}]}
>>> words(doc, "results", "results")
[{'words': []}]
"""

from __future__ import annotations

from typing import Any

from formatter.errors import InputError

_MISSING = object()


def obj(value: object, where: str) -> dict[str, Any]:
    """VALUE if it is a JSON object."""
    if not isinstance(value, dict):
        raise InputError(f"{where}: expected a JSON object")
    return value


def arr(value: object, where: str) -> list[Any]:
    """VALUE if it is a JSON array."""
    if not isinstance(value, list):
        raise InputError(f"{where}: expected a list")
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


def string(value: object, where: str) -> str:
    """VALUE if it is a JSON string."""
    if not isinstance(value, str):
        raise InputError(f"{where}: expected a string")
    return value


def words(d: dict[str, Any], key: str, where: str) -> list[Any]:
    """D[KEY] as a list, with a missing-field error naming WHERE."""
    return arr(get(d, key, where=where), where)
