"""Batches with the real formatter: a broken input in the middle is reported and skipped, outputs
keep input order, worker processes write exactly what one process writes."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from formatter.batch import Loader, run_batch
from formatter.errors import InputError
from formatter.job import Job, Output, Settings, format_job
from formatter.readers import read_transcript
from formatter.sources import plan_jobs
from tests.formatter.test_readers import CASES, FIXTURES

FEW = ["vosk_result.json", "aws_transcribe_batch.json", "google_stt_v1_recognize.json"]


@pytest.fixture(scope="module")
def fixtures() -> Path:
    if not FIXTURES.is_dir():
        pytest.skip(f"vendor fixtures not found at {FIXTURES} (the shared asr_formats directory)")
    return FIXTURES


@pytest.fixture
def broken(tmp_path: Path) -> Path:
    path = tmp_path / "broken.json"
    path.write_text('{"words": [', encoding="utf-8")
    return path


def _run(loader, inputs: list, output: Output = Output.text, *, workers: int = 1, json_lines=None):
    jobs = plan_jobs([str(name) for name in inputs])
    if json_lines is None:
        json_lines = len(jobs) > 1
    out, err = io.StringIO(), io.StringIO()
    failed = run_batch(
        jobs, Settings(output, json_lines), loader, workers=workers, out=out, err=err
    )
    return failed, out.getvalue(), err.getvalue().splitlines()


def _alone(formatter, path: Path, output: Output = Output.text) -> str:
    return format_job(formatter, Job(str(path), path.read_bytes()), Settings(output)).text


def test_broken_and_missing_files_in_the_middle(formatter, fixtures: Path, broken: Path) -> None:
    a, b = fixtures / FEW[0], fixtures / FEW[1]
    missing = broken.parent / "missing.json"
    failed, out, err = _run(lambda: formatter, [a, broken, missing, b])
    assert failed == 2
    assert out == _alone(formatter, a) + _alone(formatter, b)
    assert err == [
        f"fmt-transcript: {broken}: malformed JSON: Expecting value at line 1 column 12",
        f"fmt-transcript: {missing}: No such file or directory",
    ]


def test_every_fixture_in_one_batch_keeps_its_words_and_times(
    formatter, fixtures: Path, broken: Path
) -> None:
    paths = [fixtures / case[0] for case in CASES]
    half = len(paths) // 2
    failed, out, err = _run(lambda: formatter, [*paths[:half], broken, *paths[half:]], Output.json)
    assert failed == 1 and len(err) == 1 and str(broken) in err[0]
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["source"] for r in records] == [str(p) for p in paths]
    for record, (name, fmt, count, first, _) in zip(records, CASES, strict=True):
        assert record["input_format"] == fmt
        # Positions in the engine's own word list: dropped punctuation items keep theirs.
        own = [w.index for w in read_transcript((fixtures / name).read_bytes()).words]
        assert len(own) == count
        assert sorted(i for t in record["tokens"] for i in t["words"]) == own
        assert record["tokens"][0]["start"] == pytest.approx(first[1], abs=5e-4)
        assert max(t["end"] for t in record["tokens"]) == pytest.approx(
            max(w.end for w in read_transcript((fixtures / name).read_bytes()).words), abs=5e-4
        )


def _stream(fixtures: Path, tmp_path: Path) -> Path:
    """A JSON-lines stream: three fixtures, a broken line (3), a blank line, a text line (5)."""
    docs = [json.dumps(json.loads((fixtures / name).read_text(encoding="utf-8"))) for name in FEW]
    lines = [docs[0], docs[1], '{"words": [1, 2', "", "hello there", docs[2]]
    path = tmp_path / "calls.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_json_lines_stream_with_broken_lines(formatter, fixtures: Path, tmp_path: Path) -> None:
    stream = _stream(fixtures, tmp_path)
    failed, out, err = _run(lambda: formatter, [stream], Output.json)
    assert failed == 2
    records = [json.loads(line) for line in out.splitlines()]
    assert [(r["source"], r["line"], r["input_format"]) for r in records] == [
        (str(stream), 1, "vosk"),
        (str(stream), 2, "aws"),
        (str(stream), 6, "google_v1"),
    ]
    assert [line.split(": ")[1] for line in err] == [f"{stream}:3", f"{stream}:5"]
    # Text output: one line per transcript, the same text as each file alone.
    _, text, _ = _run(lambda: formatter, [stream])
    assert text == "".join(_alone(formatter, fixtures / name) for name in FEW)


def test_two_worker_processes_write_what_one_writes(
    formatter, fixtures: Path, tmp_path: Path, broken: Path
) -> None:
    inputs = [
        fixtures / FEW[0],
        broken,
        _stream(fixtures, tmp_path),
        *(fixtures / c[0] for c in CASES),
    ]
    for output in (Output.json, Output.text):
        one = _run(lambda: formatter, inputs, output)
        two = _run(Loader(), inputs, output, workers=2)
        assert two == one
        assert one[0] == 3 and one[1]


def test_a_formatter_that_cannot_load_stops_the_run(fixtures: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.binary"
    bad.write_bytes(b"not a model")
    inputs = [fixtures / FEW[0], fixtures / FEW[1]]
    for workers in (1, 2):
        with pytest.raises(InputError, match="language model .*bad.binary"):
            _run(Loader(model=bad), inputs, workers=workers)


def test_no_formatter_is_loaded_when_no_job_can_run(tmp_path: Path) -> None:
    def refuse():
        raise AssertionError("loaded the formatter for nothing")

    failed, out, err = _run(refuse, [tmp_path / "a.json", tmp_path / "b.json"], workers=2)
    assert (failed, out, len(err)) == (2, "", 2)


class _Buggy:
    """Stands in for a Formatter with a bug: raises with transcript text in its message."""

    def format(self, words, boundaries=(), **options):
        raise KeyError(f"secret {words[0].text}")


def test_a_bug_fails_its_job_without_quoting_the_transcript(fixtures: Path) -> None:
    path = fixtures / FEW[1]
    outcome = format_job(_Buggy(), Job("x.json", path.read_bytes()), Settings())
    assert outcome.error == "internal error (KeyError); please report it"


def test_an_unwritable_target_fails_its_job(formatter, fixtures: Path, tmp_path: Path) -> None:
    path = fixtures / FEW[0]
    jobs = [Job(str(path), path.read_bytes(), target=tmp_path / "no" / "such" / "dir.txt")]
    err = io.StringIO()
    assert run_batch(jobs, Settings(), lambda: formatter, out=io.StringIO(), err=err) == 1
    assert "cannot write" in err.getvalue() and "No such file or directory" in err.getvalue()


def test_reader_warnings_are_reported_without_failing(formatter, tmp_path: Path) -> None:
    words = [
        {"word": " Hi", "start": 0.5, "end": 0.8, "probability": 0.9},
        {"word": " there.", "start": 0.45, "end": 0.9, "probability": 0.9},  # steps back: repaired
    ]
    path = tmp_path / "whisper.json"
    path.write_text(json.dumps({"segments": [{"words": words}]}), encoding="utf-8")
    failed, out, err = _run(lambda: formatter, [path])
    assert failed == 0 and out.strip()
    assert err == [
        f"fmt-transcript: {path}: warning: 1 word time(s) stepped back and were moved forward to "
        "keep order"
    ]


def test_the_formatter_keeps_blas_to_one_thread_unless_told():
    """Workers fill the cores: each process's BLAS gets one thread, unless the user set it."""
    import os
    import subprocess
    import sys

    show = "import formatter, numpy, os; print(os.environ['OPENBLAS_NUM_THREADS'])"
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    default = subprocess.run([sys.executable, "-c", show], env=env, capture_output=True, text=True)
    chosen = subprocess.run(
        [sys.executable, "-c", show], env={**env, "OPENBLAS_NUM_THREADS": "2"},
        capture_output=True, text=True,
    )
    assert (default.stdout.strip(), chosen.stdout.strip()) == ("1", "2")


def test_a_job_reads_the_gaps_as_its_reader_says_unless_the_settings_name_the_engine(
    formatter, amazon_reads_otherwise
) -> None:
    # Words where Amazon's pause and text model writes otherwise than the pooled one, in our
    # simple JSON, and the same words and times as AWS Transcribe writes them: that reader names
    # its engine.
    words = amazon_reads_otherwise
    simple = json.dumps(
        {"words": [{"word": w.text, "start": w.start, "end": w.end} for w in words]}
    )
    items = [
        {"type": "pronunciation", "start_time": f"{w.start}", "end_time": f"{w.end}",
         "alternatives": [{"confidence": "1.0", "content": w.text}]}
        for w in words
    ]  # fmt: skip
    aws = json.dumps({"results": {"items": items}})

    def written(data, settings: Settings | None = None) -> str:
        return format_job(formatter, Job("t.json", data), settings or Settings()).text

    pooled, amazon = (formatter.format(words, engine=e).text + "\n" for e in (None, "amazon"))
    assert pooled != amazon
    assert written(simple) == pooled and written(aws) == amazon
    assert written(simple, Settings(engine="amazon")) == amazon
    google = formatter.format(words, engine="google").text + "\n"
    assert written(aws, Settings(engine="google")) == google
