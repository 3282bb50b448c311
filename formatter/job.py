"""One job: one transcript (a file, or one line of a JSON-lines stream) formatted to one output.

    >>> job = Job("calls.jsonl", b'{"words": [{"word": "hi", "start": 0, "end": 0.3}]}', line=3)
    >>> job.name, job.stem
    ('calls.jsonl:3', 'calls.3')

`format_job` never raises for a bad transcript: its Outcome carries either the output text or a
one-line error, so a batch can report the job and go on. Jobs and outcomes are plain picklable
data because worker processes run `format_job` (formatter.batch).
"""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from formatter.errors import InputError


def _version() -> str:
    """The installed distribution's version; the checkout's pyproject version otherwise."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("fmt-transcript")
    except PackageNotFoundError:
        return "0.1.0"


VERSION = _version()


class Output(str, enum.Enum):
    text = "text"
    json = "json"
    srt = "srt"
    vtt = "vtt"

    @property
    def suffix(self) -> str:
        """The file suffix of one output of this kind (`--output-dir`)."""
        return ".txt" if self is Output.text else f".{self.value}"


@dataclass(frozen=True)
class Job:
    """SOURCE is the input's name as the user gave it ("stdin" for "-"); LINE its 1-based line in a
    JSON-lines stream. ERROR is a problem found before formatting (an unreadable file). TARGET is
    the file to write the output to, or None to print it."""

    source: str
    data: bytes | str
    line: int | None = None
    input_format: str | None = None
    error: str | None = None
    target: Path | None = None
    # One line of a plain-text source: its output is one line of the source's single output.
    part: bool = False
    # This job's own names and terms (formatter.vocabulary: a Spark row's column), added to
    # the run's; a transcript's own list (the simple format's "vocabulary") over them.
    vocabulary: Any = None

    @property
    def name(self) -> str:
        """How messages name the job: the file, or file:line."""
        return self.source if self.line is None else f"{self.source}:{self.line}"

    @property
    def stem(self) -> str:
        """The output file's name without suffix: the input's stem, plus the line in a stream."""
        stem = Path(self.source).stem or self.source
        return stem if self.line is None or self.part else f"{stem}.{self.line}"


@dataclass(frozen=True)
class Settings:
    """How every job of a run is written. JSON_LINES: one compact JSON object per transcript, with
    its source (and line), instead of one indented document."""

    output: Output = Output.text
    json_lines: bool = False
    # Each transcript is a piece of a longer stream: it may begin and end mid-sentence
    # (Formatter.format's SEGMENT).
    segments: bool = False
    # The recognizer that timed every job's words (lm.pauses.ENGINES), for input whose format
    # does not name it (simple JSON, JSON-lines); it overrides the reader's. None: the reader's,
    # if its format names one.
    engine: str | None = None
    # Leave the hesitations ("um", "uh") out of the text, their time joined to a neighbour's
    # token (Formatter.format's DROP_FILLERS).
    drop_fillers: bool = False
    # Caption layout (SRT, VTT): characters a line holds, lines a cue holds (formatter.captions).
    caption_chars: int = 42
    caption_lines: int = 2


@dataclass(frozen=True)
class Outcome:
    """A job's output text (newline-terminated, ready to print or write) or its one-line error."""

    name: str
    text: str = ""
    error: str | None = None
    warnings: tuple[str, ...] = ()


def format_job(formatter: Any, job: Job, settings: Settings) -> Outcome:
    """JOB read, formatted by FORMATTER and written as SETTINGS say; errors become the Outcome's.

    Anything but an InputError is a bug in the formatter: it is still reported as this job's
    failure (by its type only, since its message could quote the transcript) so the batch goes on.
    """
    if job.error is not None:
        return Outcome(job.name, error=job.error)
    try:
        text, warnings = _format(formatter, job, settings)
    except InputError as error:
        return Outcome(job.name, error=str(error))
    except Exception as error:  # noqa: BLE001 - reported as a failure, never swallowed
        return Outcome(job.name, error=f"internal error ({type(error).__name__}); please report it")
    return Outcome(job.name, text, warnings=warnings)


def is_plain_text(data: bytes | str, input_format: str | None) -> bool:
    """Plain text (one transcript per line) unless it looks like JSON or a JSON format is forced."""
    if input_format is not None:
        return input_format == "text"
    if isinstance(data, bytes):
        data = data[:4096].decode("utf-8-sig", errors="replace")
    return not looks_like_json(data)


# What may follow the "[" opening a JSON array: a value, or "]" (Vosk and Azure write arrays of
# objects). "[music] hello" or "[laughs]" opens plain text.
_ARRAY_STARTS = tuple('{["-0123456789]')


def looks_like_json(text: str) -> bool:
    """Whether TEXT opens a JSON document: "{", or "[" followed by a JSON value or "]".

    >>> looks_like_json('[{"result": []}]'), looks_like_json("[music] hello"), looks_like_json("{")
    (True, False, True)
    """
    text = text.removeprefix("\ufeff").lstrip()
    if text.startswith("{"):
        return True
    if not text.startswith("["):
        return False
    rest = text[1:].lstrip()
    return not rest or rest.startswith(_ARRAY_STARTS)


def _format_line(formatter: Any, line: str, settings: Settings, vocabulary: Any = None) -> Any:
    from formatter.transcript import Word

    words = [Word(w, float(i), float(i + 1)) for i, w in enumerate(line.split())]
    return formatter.format(
        words, segment=settings.segments, drop_fillers=settings.drop_fillers,
        vocabulary=vocabulary,
    )


def _own_vocabulary(given: Any, listed: tuple[str, ...]) -> Any:
    """The job's GIVEN vocabulary (a Vocabulary or None) with the transcript's own LISTED
    entries over it; None if neither has any."""
    from formatter.vocabulary import Vocabulary

    if not listed:
        return given
    own = Vocabulary.listed(listed)
    return given.merged(own) if given is not None else own


def _json_line(doc: dict[str, Any], job: Job) -> str:
    where: dict[str, Any] = {"source": job.source}
    if job.line is not None:
        where["line"] = job.line
    return json.dumps({**where, **doc}, ensure_ascii=False, separators=(",", ":")) + "\n"


def _input_indices(result: Any, words: Any) -> Any:
    """RESULT with each token's `words` as positions in the input's own word list (`Word.index`:
    an engine's punctuation items count), not in the list the reader kept."""
    from dataclasses import replace

    if all(w.index is None or w.index == i for i, w in enumerate(words)):
        return result
    tokens = tuple(
        replace(t, words=tuple(i if words[i].index is None else words[i].index for i in t.words))
        for t in result.tokens
    )
    return replace(result, tokens=tokens)


def _format(formatter: Any, job: Job, settings: Settings) -> tuple[str, tuple[str, ...]]:
    from formatter import writers
    from formatter.readers import read_transcript

    output = settings.output
    if is_plain_text(job.data, job.input_format):
        if output in (Output.srt, Output.vtt):
            raise InputError("plain-text input has no timings: use --output text or json")
        try:
            text = job.data if isinstance(job.data, str) else job.data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise InputError("not UTF-8 text") from None
        lines = text.split("\n")  # "\n" only: U+2028, U+0085 and form feeds are spaces in a line
        results = [
            _format_line(formatter, line.rstrip("\r"), settings, job.vocabulary)
            for line in lines
        ]
        if text.endswith("\n"):
            results.pop()  # the newline ends the last line; it does not start another
        if output is Output.json:
            docs = [writers.to_json(r, input_format="text", version=VERSION, timed=False)
                    for r in results]
            return "".join(_json_line(doc, job) for doc in docs), ()
        return "".join(f"{writers.to_text(r)}\n" for r in results), ()
    read = read_transcript(job.data, job.input_format)
    engine = settings.engine or read.engine
    result = formatter.format(
        read.words, read.boundaries, segment=settings.segments, engine=engine,
        drop_fillers=settings.drop_fillers,
        vocabulary=_own_vocabulary(job.vocabulary, read.vocabulary),
    )
    result = _input_indices(result, read.words)
    if output is Output.json:
        doc = writers.to_json(result, input_format=read.format, version=VERSION)
        if settings.json_lines:
            where: dict[str, Any] = {"source": job.source}
            if job.line is not None:
                where["line"] = job.line
            compact = json.dumps({**where, **doc}, ensure_ascii=False, separators=(",", ":"))
            return compact + "\n", read.warnings
        return json.dumps(doc, ensure_ascii=False, indent=2) + "\n", read.warnings
    layout = {"max_chars": settings.caption_chars, "max_lines": settings.caption_lines}
    if output is Output.srt:
        return writers.to_srt(result, **layout), read.warnings
    if output is Output.vtt:
        return writers.to_vtt(result, **layout), read.warnings
    return writers.to_text(result) + "\n", read.warnings
