"""Command-line inputs as jobs: one per file, one per line of a JSON-lines stream.

    >>> stream = b'{"words": []}\\n\\n{"words": []}\\n'
    >>> [j.name for j in plan_jobs(["-"], read_stdin=lambda: stream)]
    ['stdin:1', 'stdin:3']

A source is a JSON-lines stream (one transcript per line, each in any supported JSON format,
detected line by line) when `--input-format jsonl` says so, when its name ends in .jsonl or
.ndjson, or when its first non-blank line is a whole JSON object or array and more non-blank lines
follow. No single JSON document looks like that last case, so none is misread. Blank lines are
skipped and lines are numbered from 1 as they are in the file. Any other source is one job: a JSON
document, or plain text (formatted line by line by `format_job`). Another forced format applies to
every line of a stream.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from formatter.job import Job

JSON_LINES = "jsonl"
JSON_LINES_SUFFIXES = (".jsonl", ".ndjson")


def plan_jobs(
    inputs: Sequence[str],
    input_format: str | None = None,
    read_stdin: Callable[[], bytes] | None = None,
) -> list[Job]:
    """The jobs for INPUTS ("-" is stdin) in order. An unreadable file is a job with an error, so
    that it is reported in its place and the others still run."""
    jobs: list[Job] = []
    for name in inputs:
        source = "stdin" if name == "-" else name
        try:
            if name == "-":
                data = read_stdin() if read_stdin is not None else sys.stdin.buffer.read()
            else:
                data = Path(name).read_bytes()
        except OSError as error:
            jobs.append(Job(source, b"", error=error.strerror or type(error).__name__))
            continue
        if _is_json_lines(name, data, input_format):
            jobs.extend(_records(source, data, input_format))
        else:
            forced = None if input_format == JSON_LINES else input_format
            jobs.append(Job(source, data, input_format=forced))
    return jobs


def with_targets(
    jobs: Sequence[Job], directory: Path, suffix: str, inputs: Sequence[str]
) -> list[Job]:
    """JOBS, each to write DIRECTORY/<stem><SUFFIX>. A job whose file would overwrite one of the
    INPUTS or an earlier job's output fails instead (same stem from two folders, "a.json" and
    "a.txt", or text output beside a text input)."""
    protected = {Path(name).resolve() for name in inputs if name != "-"}
    taken: dict[Path, str] = {}
    planned = []
    for job in jobs:
        target = directory / f"{job.stem}{suffix}"
        key = target.resolve()
        error = job.error
        if error is None:
            if key in protected:
                error = f"output {target} would overwrite an input"
            elif key in taken:
                error = f"output {target} is already written for {taken[key]}"
            else:
                taken[key] = job.name
        planned.append(replace(job, target=target, error=error))
    return planned


def _is_json_lines(name: str, data: bytes, input_format: str | None) -> bool:
    if input_format in (JSON_LINES, "text"):
        return input_format == JSON_LINES
    if name.lower().endswith(JSON_LINES_SUFFIXES):
        return True
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return False  # read_transcript reports it
    first, _, rest = text.lstrip().partition("\n")
    if not first.startswith(("{", "[")) or not rest.strip():
        return False
    try:
        return isinstance(json.loads(first), (dict, list))
    except (ValueError, RecursionError):
        return False


def _records(source: str, data: bytes, input_format: str | None) -> list[Job]:
    forced = None if input_format == JSON_LINES else input_format
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return [Job(source, b"", error="not UTF-8 text")]
    jobs = []
    # Split on "\n" only: str.splitlines would also cut at U+2028, which JSON strings may hold raw.
    for n, line in enumerate(text.split("\n"), start=1):
        line = line.rstrip("\r")
        if not line.strip():
            continue
        error = None
        if not line.lstrip().startswith(("{", "[")):
            error = "not a JSON object (a JSON-lines stream holds one transcript per line)"
        jobs.append(Job(source, line, line=n, input_format=forced, error=error))
    if not jobs:
        return [Job(source, b"", error="empty JSON-lines stream")]
    return jobs
