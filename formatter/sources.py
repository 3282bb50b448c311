"""Command-line inputs as jobs, read lazily: one per JSON file, one per line of a stream.

    >>> stream = b'{"words": []}\\n\\n{"words": []}\\n'
    >>> [j.name for j in plan_jobs(["-"], read_stdin=lambda: stream)]
    ['stdin:1', 'stdin:3']

A source is one of three kinds, decided from its first non-blank line (or forced):

- a JSON-lines stream (one transcript per line, each in any supported JSON format, detected line by
  line): `--input-format jsonl`, a name ending in .jsonl or .ndjson, or a first line that is a whole
  JSON object or array with more non-blank lines after it. No single JSON document looks like that
  last case, so none is misread. Blank lines are skipped.
- plain text (one transcript per line): a first line that does not open a JSON value
  (`looks_like_json`: "[music] hello" is text), or `--input-format text`. Every line is a job,
  blank ones too (they format to an empty line), so the output keeps the input's lines.
- one JSON document: anything else, or another forced format (which then applies to every line of
  a stream).

Streams and plain text are read one line at a time (`iter_jobs` is a generator), so memory stays
flat however long the input. Lines are cut at "\\n" only ("\\r\\n" too): form feeds, U+0085 and
U+2028 are spaces inside a line. Lines count from 1 as in the file. The limits: a plain-text line
of MAX_LINE_BYTES, a JSON document or JSON line of MAX_TRANSCRIPT_BYTES; a longer one is a failed
job (read past, not kept), and the source goes on.
"""

from __future__ import annotations

import io
import itertools
import json
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import BinaryIO

from formatter.job import Job, looks_like_json

JSON_LINES = "jsonl"
JSON_LINES_SUFFIXES = (".jsonl", ".ndjson")
MAX_LINE_BYTES = 2**20  # one plain-text transcript (about 180,000 words, a day of speech)
MAX_TRANSCRIPT_BYTES = 64 * 2**20  # one JSON transcript (a document or a JSON line)
_OVERLONG = b"\n"  # stands for an over-long first line: read as plain text, where it fails alone
_CHUNK = 2**20  # how much of an over-long line is read at a time while skipping it
NOT_JSON_LINE = "not a JSON object (a JSON-lines stream holds one transcript per line)"


def plan_jobs(
    inputs: Sequence[str],
    input_format: str | None = None,
    read_stdin: Callable[[], bytes] | None = None,
) -> list[Job]:
    """Every job of INPUTS at once (tests and small runs); READ_STDIN stands in for stdin."""
    stdin = io.BytesIO(read_stdin()) if read_stdin is not None else None
    return list(iter_jobs(inputs, input_format, stdin=stdin))


def iter_jobs(
    inputs: Sequence[str], input_format: str | None = None, *, stdin: BinaryIO | None = None
) -> Iterator[Job]:
    """The jobs of INPUTS ("-" is stdin) in order, read as they are needed. A source that cannot
    be opened or read is a job with an error, reported in its place; the others still run."""
    for name in inputs:
        source = "stdin" if name == "-" else name
        try:
            stream = _open(name, stdin)
        except (OSError, ValueError) as error:
            yield Job(source, b"", error=_reason(error))
            continue
        try:
            yield from _jobs(source, name, stream, input_format)
        except (OSError, ValueError) as error:  # a read error mid-stream (EIO, a closed stdin)
            yield Job(source, b"", error=f"cannot read: {_reason(error)}")
        finally:
            if name != "-":
                stream.close()


def peek(jobs: Iterator[Job], count: int) -> tuple[list[Job], Iterator[Job]]:
    """The first COUNT of JOBS (fewer if there are fewer) and an iterator of them all."""
    first = list(itertools.islice(jobs, count))
    return first, itertools.chain(first, jobs)


def with_targets(
    jobs: Iterable[Job], directory: Path, suffix: str, inputs: Sequence[str]
) -> Iterator[Job]:
    """JOBS, each to write DIRECTORY/<stem><SUFFIX>. A job whose file would overwrite one of the
    INPUTS (compared as files: a hard link or symlink under another name counts) or an earlier
    job's output fails instead (same stem from two folders, "a.json" and "a.txt", or text output
    beside a text input). The lines of one plain-text source share their source's target."""
    protected: set[object] = {Path(name).resolve() for name in inputs if name != "-"}
    protected |= {_identity(Path(name)) for name in inputs if name != "-"} - {None}
    taken: dict[Path, str] = {}
    previous: Job | None = None
    for job in jobs:
        target = directory / f"{job.stem}{suffix}"
        key = target.resolve()
        error = job.error
        same_source = previous is not None and previous.part and job.part and (
            previous.source == job.source
        )
        if error is None and not same_source:
            if key in protected or _identity(target) in protected:
                error = f"output {target} would overwrite an input"
            elif key in taken:
                error = f"output {target} is already written for {taken[key]}"
            else:
                taken[key] = job.name if not job.part else job.source
        previous = job
        yield replace(job, target=target, error=error)


def _open(name: str, stdin: BinaryIO | None) -> BinaryIO:
    if name != "-":
        return open(name, "rb")  # noqa: SIM115 - closed by iter_jobs
    if stdin is not None:
        return stdin
    if sys.stdin is None:
        raise OSError("stdin is closed")
    return sys.stdin.buffer


def _jobs(source: str, name: str, stream: BinaryIO, input_format: str | None) -> Iterator[Job]:
    lines = _Lines(stream)
    head: list[tuple[int, bytes | None]] = []  # lines read to decide the kind, replayed after
    first = lines.next_nonblank(head)
    stream_forced = input_format == JSON_LINES or (
        input_format != "text" and name.lower().endswith(JSON_LINES_SUFFIXES)
    )
    if not stream_forced and (input_format == "text" or (
        input_format is None
        and (first is None or first is _OVERLONG or not looks_like_json(_text(first)))
    )):
        yield from _plain(source, lines, head)
        return
    forced = None if input_format == JSON_LINES else input_format
    if not stream_forced and first is not None and _is_whole_value(first):
        second = lines.next_nonblank(head)
        stream_forced = second is not None
    if stream_forced:
        yield from _json_lines(source, lines, head, forced)
        return
    # One document: what was read so far and the rest, up to the limit.
    parts = [data for _, data in head if data is not None]
    size = sum(len(p) for p in parts)
    rest = stream.read(MAX_TRANSCRIPT_BYTES - size + 1) if size <= MAX_TRANSCRIPT_BYTES else b""
    if any(data is None for _, data in head) or size + len(rest) > MAX_TRANSCRIPT_BYTES:
        yield Job(source, b"", error=_too_long("a JSON document", MAX_TRANSCRIPT_BYTES))
        return
    yield Job(source, b"".join(parts) + rest, input_format=forced)


def _plain(source: str, lines: _Lines, head: list[tuple[int, bytes | None]]) -> Iterator[Job]:
    for n, data in _replay(lines, head, MAX_LINE_BYTES):
        if data is None:
            error = _too_long("a line", MAX_LINE_BYTES)
            yield Job(source, "", line=n, input_format="text", error=error, part=True)
            continue
        try:
            text = data.decode("utf-8-sig" if n == 1 else "utf-8")
        except UnicodeDecodeError:
            yield Job(source, "", line=n, input_format="text", error="not UTF-8 text", part=True)
            continue
        yield Job(source, text.rstrip("\r\n"), line=n, input_format="text", part=True)


def _json_lines(
    source: str, lines: _Lines, head: list[tuple[int, bytes | None]], forced: str | None
) -> Iterator[Job]:
    count = 0
    for n, data in _replay(lines, head, MAX_TRANSCRIPT_BYTES):
        if data is not None and not data.strip():
            continue
        count += 1
        if data is None:
            yield Job(source, "", line=n, error=_too_long("a JSON line", MAX_TRANSCRIPT_BYTES))
            continue
        try:
            line = data.decode("utf-8-sig" if n == 1 else "utf-8").rstrip("\r\n")
        except UnicodeDecodeError:
            yield Job(source, "", line=n, error="not UTF-8 text")
            continue
        error = None if line.lstrip().startswith(("{", "[")) else NOT_JSON_LINE
        yield Job(source, line, line=n, input_format=forced, error=error)
    if not count:
        yield Job(source, b"", error="empty JSON-lines stream")


class _Lines:
    """A binary stream's lines, numbered from 1; a line longer than the limit is skipped past in
    chunks and given as None, so no line is ever held whole beyond the limit."""

    def __init__(self, stream: BinaryIO) -> None:
        self._stream = stream
        self.number = 0
        self.prefix = b""  # the start of the last over-long line, to tell its kind by

    def next(self, limit: int) -> tuple[int, bytes | None] | None:
        data = self._stream.readline(limit + 1)
        if not data:
            return None
        self.number += 1
        if len(data) > limit and not data.endswith(b"\n"):
            self.prefix = data[:64]
            while data and not data.endswith(b"\n"):
                data = self._stream.readline(_CHUNK)
            return self.number, None
        return self.number, data

    def next_nonblank(self, head: list[tuple[int, bytes | None]]) -> bytes | None:
        """The next line that is not blank (appending every line read to HEAD), or None."""
        while True:
            item = self.next(MAX_TRANSCRIPT_BYTES)
            if item is None:
                return None
            head.append(item)
            if item[1] is None:
                return self.prefix if self.prefix.strip() else _OVERLONG
            if item[1].strip():
                return item[1]


def _replay(
    lines: _Lines, head: list[tuple[int, bytes | None]], limit: int
) -> Iterator[tuple[int, bytes | None]]:
    for n, data in head:
        yield n, (None if data is not None and len(data.rstrip(b"\r\n")) > limit else data)
    while (item := lines.next(limit)) is not None:
        yield item


def _is_whole_value(line: bytes) -> bool:
    try:
        return isinstance(json.loads(line), (dict, list))
    except (ValueError, RecursionError):
        return False


def _text(line: bytes) -> str:
    return line.decode("utf-8-sig", errors="replace")


def _identity(path: Path) -> tuple[int, int] | None:
    """The file PATH names (device, inode), following links; None when there is none."""
    try:
        stat = os.stat(path)
    except (OSError, ValueError):
        return None
    return stat.st_dev, stat.st_ino


def _too_long(what: str, limit: int) -> str:
    size = f"{limit // 2**20} MiB" if limit >= 2**20 else f"{limit} bytes"
    return f"{what} longer than {size} (the limit; see the README's limits)"


def _reason(error: BaseException) -> str:
    if isinstance(error, OSError):
        return error.strerror or str(error) or type(error).__name__
    return str(error) or type(error).__name__
