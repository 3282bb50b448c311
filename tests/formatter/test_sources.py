"""Inputs as jobs: which sources are JSON-lines streams, how lines count, where outputs go."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from formatter.job import Job, is_plain_text
from formatter.sources import plan_jobs, with_targets

DOC = json.dumps({"words": [{"word": "hi", "start": 0.0, "end": 0.3}]})
PRETTY = json.dumps(json.loads(DOC), indent=2)


def _plan(data: str, name: str = "-", input_format: str | None = None) -> list[Job]:
    if name == "-":
        return plan_jobs(["-"], input_format, read_stdin=lambda: data.encode("utf-8"))
    path = Path(name)
    path.write_text(data, encoding="utf-8")
    return plan_jobs([str(path)], input_format)


@pytest.mark.parametrize(
    "data, input_format, names",
    [
        (f"{DOC}\n{DOC}\n", None, ["stdin:1", "stdin:2"]),  # detected by shape
        (f"\n{DOC}\n\n{DOC}", None, ["stdin:2", "stdin:4"]),  # physical line numbers
        (f"{DOC}\r\n{DOC}\r\n", None, ["stdin:1", "stdin:2"]),
        (f"{DOC}\n", None, ["stdin"]),  # one compact document
        (f"{DOC}\n", "jsonl", ["stdin:1"]),  # ... unless the stream is forced
        (PRETTY, None, ["stdin"]),  # an indented document: its first line is no JSON value
        (f"[{DOC}]\n[{DOC}]\n", None, ["stdin:1", "stdin:2"]),  # arrays (Vosk, Azure SDK)
        ("hi bill\n\nbye\n", None, ["stdin:1", "stdin:2", "stdin:3"]),  # plain text: every line
        ("[music] hi\n", None, ["stdin:1"]),  # "[" opening no JSON value: plain text
        (f"{DOC}\n{DOC}\n", "text", ["stdin:1", "stdin:2"]),  # forced text: lines of text
        (f"{DOC}\n{DOC}\n", "simple", ["stdin:1", "stdin:2"]),  # another forced format: per line
    ],
)
def test_json_lines_detection(data: str, input_format: str | None, names: list[str]) -> None:
    assert [job.name for job in _plan(data, input_format=input_format)] == names


def test_forced_format_applies_to_each_line() -> None:
    assert {job.input_format for job in _plan(f"{DOC}\n{DOC}\n", input_format="simple")} == {
        "simple"
    }
    assert {job.input_format for job in _plan(f"{DOC}\n{DOC}\n", input_format="jsonl")} == {None}


def test_jsonl_suffix_makes_a_stream(tmp_path: Path) -> None:
    jobs = _plan(f"{DOC}\n", str(tmp_path / "one.jsonl"))
    assert [job.name.rsplit("/", 1)[-1] for job in jobs] == ["one.jsonl:1"]
    assert [job.stem for job in jobs] == ["one.1"]


def test_bad_lines_are_failed_jobs_in_place(tmp_path: Path) -> None:
    jobs = _plan(f"{DOC}\nhello\n{DOC}\n", str(tmp_path / "s.ndjson"))
    assert [(job.line, job.error) for job in jobs] == [
        (1, None),
        (2, "not a JSON object (a JSON-lines stream holds one transcript per line)"),
        (3, None),
    ]
    assert [job.error for job in _plan("\n\n", str(tmp_path / "e.jsonl"))] == [
        "empty JSON-lines stream"
    ]


def test_a_line_separator_inside_a_json_string_does_not_split_the_line() -> None:
    doc = json.dumps({"words": [{"word": "a\u2028b", "start": 0, "end": 1}]}, ensure_ascii=False)
    jobs = _plan(f"{doc}\n{doc}\n")
    assert [job.data for job in jobs] == [doc, doc]


def test_unreadable_files_are_failed_jobs(tmp_path: Path) -> None:
    jobs = plan_jobs([str(tmp_path / "missing.json"), str(tmp_path)])
    assert [job.error for job in jobs] == ["No such file or directory", "Is a directory"]


def test_targets_never_overwrite_an_input_or_each_other(tmp_path: Path) -> None:
    (tmp_path / "x").mkdir()
    inputs = [str(tmp_path / "a.json"), str(tmp_path / "x" / "a.json"), str(tmp_path / "b.txt")]
    jobs = [Job(name, b"") for name in inputs] + [Job("s.jsonl", "", line=4)]
    planned = list(with_targets(jobs, tmp_path, ".txt", inputs))
    assert [job.target for job in planned] == [
        tmp_path / "a.txt", tmp_path / "a.txt", tmp_path / "b.txt", tmp_path / "s.4.txt"
    ]  # fmt: skip
    assert [job.error for job in planned] == [
        None,
        f"output {tmp_path / 'a.txt'} is already written for {inputs[0]}",
        f"output {tmp_path / 'b.txt'} would overwrite an input",
        None,
    ]


@pytest.mark.parametrize(
    "data, input_format, expected",
    [
        (b'  {"words": []}', None, False),
        (b'\xef\xbb\xbf[{"result": []}]', None, False),  # a byte-order mark before JSON
        ("\ufeff{}", None, False),
        (b"meet me at three", None, True),
        (b"{}", "text", True),
        (b"meet me", "simple", False),
    ],
)
def test_plain_text_or_json(data: bytes | str, input_format: str | None, expected: bool) -> None:
    assert is_plain_text(data, input_format) is expected
