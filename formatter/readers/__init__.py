"""Readers: vendor ASR output (or plain text) in, time-ordered spoken-form words out.

    >>> result = read_transcript('{"words": [{"word": "Hi", "start": 0.0, "end": 0.3}]}')
    >>> result.format, result.words
    ('simple', (Word(text='hi', start=0.0, end=0.3, confidence=1.0, speaker=None),))

The format is detected from the JSON's shape (see `detect`) unless forced with INPUT_FORMAT. Input
that does not start with "{" or "[" is plain text (one transcript per line). Every problem is an
InputError with a one-line message naming a field, never the transcript's words.

Each vendor module documents its units and choices. Shared across all of them: words are lowercased
and stripped of edge punctuation (engines that format, like Whisper, attach it to words), and
punctuation-only words are dropped; missing confidence is 1.0; speaker/channel labels are strings
("spk_0", "ch1", or the engine's own such as "SPEAKER_00").
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from formatter.errors import InputError
from formatter.readers._words import Parsed, assemble
from formatter.readers.assemblyai import read_assemblyai
from formatter.readers.aws import read_aws
from formatter.readers.azure import read_azure_batch, read_azure_sdk
from formatter.readers.deepgram import read_deepgram
from formatter.readers.detect import detect_format
from formatter.readers.google import read_google_v1, read_google_v2
from formatter.readers.nvidia import read_nemo, read_riva
from formatter.readers.revai import read_revai
from formatter.readers.simple import read_simple
from formatter.readers.speechmatics import read_speechmatics
from formatter.readers.text import read_text, read_text_lines
from formatter.readers.vosk import read_vosk
from formatter.readers.whisper import read_whisper, read_whisperx
from formatter.transcript import Word, validate

__all__ = [
    "FORMATS",
    "Format",
    "ReadResult",
    "detect_format",
    "read_text_lines",
    "read_transcript",
]


@dataclass(frozen=True)
class Format:
    """One input format: its reader, and whether engine time glitches are repaired (`assemble`)."""

    read: Callable[[Any], Parsed]
    repair: bool = True
    json: bool = True
    # The recognizer behind the format, where it has a pause model of its own (lm.pauses.ENGINES):
    # its gaps are read with that model. One reader per service, so the format names it.
    engine: str | None = None


@dataclass(frozen=True)
class ReadResult:
    """What a reader gives the formatter.

    `boundaries`: indices of words that start a new speaker turn or channel (for the formatter,
    evidence of a sentence end, and a cut no token spans). `segments`: those plus every engine
    segment start (Whisper segment, Google result, Azure phrase...), a softer hint. Both sorted,
    without 0. `warnings`: one-line notes about repairs (interpolated or reordered times), for the
    CLI to show.
    """

    format: str
    words: tuple[Word, ...]
    boundaries: tuple[int, ...] = ()
    segments: tuple[int, ...] = ()
    warnings: tuple[str, ...] = ()
    # The transcript's own names and terms as they are to be written (formatter.vocabulary):
    # our simple format's "vocabulary" list, for the words of this transcript alone.
    vocabulary: tuple[str, ...] = ()

    @property
    def engine(self) -> str | None:
        """The recognizer the format names (Format.engine), whose pause model reads the gaps."""
        return FORMATS[self.format].engine


FORMATS: dict[str, Format] = {
    "simple": Format(read_simple, repair=False),
    "pocketsphinx": Format(read_simple, repair=False),  # our PocketSphinx scripts write "simple"
    "whisper": Format(read_whisper),
    "faster_whisper": Format(read_whisper),  # same word layout as openai-whisper
    "whisperx": Format(read_whisperx),
    "vosk": Format(read_vosk),
    "google_v1": Format(read_google_v1, engine="google"),
    "google_v2": Format(read_google_v2, engine="google"),
    "aws": Format(read_aws, engine="amazon"),
    "azure_sdk": Format(read_azure_sdk),
    "azure_batch": Format(read_azure_batch),
    "deepgram": Format(read_deepgram),
    "assemblyai": Format(read_assemblyai),
    "revai": Format(read_revai),
    "speechmatics": Format(read_speechmatics, engine="speechmatics"),
    "riva": Format(read_riva),
    "nemo": Format(read_nemo),
    "text": Format(read_text, repair=False, json=False),
}


def read_transcript(data: bytes | str, input_format: str | None = None) -> ReadResult:
    """Read DATA (a vendor's JSON or plain text) as INPUT_FORMAT, or the detected format.

    >>> result = read_transcript(b"hi bill\\nbye")
    >>> result.format, result.boundaries, result.segments
    ('text', (), (2,))
    """
    if input_format is not None and input_format not in FORMATS:
        raise InputError(f"unknown input format '{input_format}' (known: {', '.join(FORMATS)})")
    text = _decode(data)
    if input_format is None and not text.lstrip().startswith(("{", "[")):
        input_format = "text"
    fmt = FORMATS[input_format] if input_format is not None else None
    doc: object = text
    if fmt is None or fmt.json:
        doc = _parse_json(text)
    name = input_format if input_format is not None else detect_format(doc)
    fmt = FORMATS[name]
    try:
        parsed = fmt.read(doc)
    except InputError as e:
        raise InputError(f"{e} (read as {name})") from None
    result = assemble(parsed, repair=fmt.repair)
    validate(result.words)
    return ReadResult(
        name, result.words, result.boundaries, result.segments, result.warnings,
        parsed.vocabulary,
    )


def _decode(data: bytes | str) -> str:
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InputError("input is not UTF-8 text") from None


def _parse_int(digits: str) -> int | float:
    """A JSON integer; a long one as a float (inf past float range), so that no integer can hit
    Python's 4,300-digit conversion limit and every time field meets one range check."""
    return int(digits) if len(digits) <= 18 else float(digits)


def _parse_json(text: str) -> object:
    try:
        return json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as e:
        # e.msg and the position only: str(e) is fine today, but never risk echoing the document.
        raise InputError(f"malformed JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except RecursionError:
        raise InputError("malformed JSON: nested too deeply") from None
