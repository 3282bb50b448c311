"""A data file parsed once: its parsed form kept in a folder of the cache (fmt_transcript_cache),
keyed on the file's bytes and the code that parses it.

The case lexicon (77,000 rows) took a third of a second to parse at every start, a third of the
formatter's cold start; marshal reads its parsed form in a few hundredths
(docs/results/bench_onnx.txt). The LM's reading of sentence starts (lm.sentence_starts) parses
the same file another way, which had cost the cold start 70-110 ms again. As with the FARs, a
cache that cannot be read is parsed again and one that cannot be written costs the parse, never
a failure; parses no run has read for a month are removed when another is written. It sits
below grammars/ and lm/, which both read through it, as fmt_transcript_cache does.

Each parsed value holds its equal strings as one object (a word and its lowercase form, a key and
its value), which marshal keeps so as it writes and reads them: about 2 MB of the case lexicon's
parses. Not sys.intern's table, which would share them across the parses too (7 MB more) but
cost the cold start 30 ms (docs/results/memory_fifty_ninth.txt).
"""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import fmt_transcript_cache

T = TypeVar("T")
VERSION = b"3"  # of this file's format (3: equal strings one object)


def parsed(
    path: Path, parse: Callable[[str], T], check: Callable[[object], bool], folder: str
) -> T:
    """PARSE(PATH's text), from the cache's FOLDER ("grammars", "lm": the package's own) when it
    holds a value CHECK accepts. The value must be of marshal's types (dicts, tuples, strings,
    numbers)."""
    data = path.read_bytes()
    key = hashlib.sha256(VERSION)
    key.update(Path(sys.modules[parse.__module__].__file__ or "").read_bytes())
    key.update(parse.__qualname__.encode())
    key.update(data)
    name = f"parsed-{path.stem}-{key.hexdigest()[:16]}.marshal"
    cached = fmt_transcript_cache.root() / folder / name
    try:
        value = marshal.loads(cached.read_bytes())
        if check(value):
            fmt_transcript_cache.used(cached)
            return value
    except (OSError, EOFError, ValueError, TypeError):  # none yet, or not marshal's
        pass
    value = shared(parse(data.decode("utf-8")))
    _write(cached, marshal.dumps(value))
    return value


def shared(value: T, strings: dict[str, str] | None = None) -> T:
    """VALUE (marshal's types) with each of its equal strings one object (STRINGS: the table of
    those kept so far).

    >>> a = shared({"word": ("word", "Word"), "other": ("wo" + "rd",)})
    >>> a["word"][0] is a["other"][0] is next(iter(a))
    True
    """
    strings = {} if strings is None else strings
    if isinstance(value, str):
        return strings.setdefault(value, value)  # type: ignore[return-value]
    if isinstance(value, tuple):
        return tuple(shared(v, strings) for v in value)  # type: ignore[return-value]
    if isinstance(value, list):
        return [shared(v, strings) for v in value]  # type: ignore[return-value]
    if isinstance(value, dict):
        return {  # type: ignore[return-value]
            shared(k, strings): shared(v, strings) for k, v in value.items()
        }
    if isinstance(value, frozenset):
        return frozenset(shared(v, strings) for v in value)  # type: ignore[return-value]
    return value


def _write(path: Path, data: bytes) -> None:
    """DATA to PATH whole or not at all (a temporary file renamed), silently not where the
    folder cannot be written."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as f:
                f.write(data)
            os.replace(temporary, path)
        finally:
            if os.path.exists(temporary):
                os.unlink(temporary)
    except OSError:
        return
    fmt_transcript_cache.prune(path.parent, "parsed-*.marshal", keep=path)
