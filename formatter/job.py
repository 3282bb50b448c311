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

VERSION = "0.1.0"


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

    @property
    def name(self) -> str:
        """How messages name the job: the file, or file:line."""
        return self.source if self.line is None else f"{self.source}:{self.line}"

    @property
    def stem(self) -> str:
        """The output file's name without suffix: the input's stem, plus the line in a stream."""
        stem = Path(self.source).stem or self.source
        return stem if self.line is None else f"{stem}.{self.line}"


@dataclass(frozen=True)
class Settings:
    """How every job of a run is written. JSON_LINES: one compact JSON object per transcript, with
    its source (and line), instead of one indented document."""

    output: Output = Output.text
    json_lines: bool = False


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
        return data.removeprefix(b"\xef\xbb\xbf").lstrip()[:1] not in (b"{", b"[")
    return not data.removeprefix("\ufeff").lstrip().startswith(("{", "["))


def _format(formatter: Any, job: Job, settings: Settings) -> tuple[str, tuple[str, ...]]:
    from formatter import writers
    from formatter.readers import read_transcript

    output = settings.output
    if is_plain_text(job.data, job.input_format):
        if output is not Output.text:
            raise InputError("plain-text input has no timings: use --output text")
        try:
            text = job.data if isinstance(job.data, str) else job.data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise InputError("not UTF-8 text") from None
        lines = [formatter.format_text(line) if line.strip() else "" for line in text.splitlines()]
        return "".join(f"{line}\n" for line in lines), ()
    read = read_transcript(job.data, job.input_format)
    result = formatter.format(read.words, read.boundaries)
    if output is Output.json:
        doc = writers.to_json(result, input_format=read.format, version=VERSION)
        if settings.json_lines:
            where: dict[str, Any] = {"source": job.source}
            if job.line is not None:
                where["line"] = job.line
            compact = json.dumps({**where, **doc}, ensure_ascii=False, separators=(",", ":"))
            return compact + "\n", read.warnings
        return json.dumps(doc, ensure_ascii=False, indent=2) + "\n", read.warnings
    if output is Output.srt:
        return writers.to_srt(result), read.warnings
    if output is Output.vtt:
        return writers.to_vtt(result), read.warnings
    return writers.to_text(result) + "\n", read.warnings
