"""The command line: exit codes, one-line errors, every output, batches, an instant --help."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from formatter.cli import app
from tests.formatter.conftest import ROOT

SAMPLE = ROOT / "data" / "samples" / "voicemail.json"
runner = CliRunner()


def test_sample_formats_to_text() -> None:
    result = runner.invoke(app, [str(SAMPLE)])
    assert result.exit_code == 0, result.output
    assert "555-8888" in result.stdout
    assert result.stdout.strip().lower().endswith("bye.")


def test_json_output_has_timed_tokens() -> None:
    result = runner.invoke(app, ["--output", "json", str(SAMPLE)])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["input_format"] == "simple"
    assert data["text"].startswith("Hi")
    covered = sorted(i for t in data["tokens"] for i in t["words"])
    assert covered == list(range(40))


def test_captions() -> None:
    srt = runner.invoke(app, ["-o", "srt", str(SAMPLE)])
    vtt = runner.invoke(app, ["-o", "vtt", str(SAMPLE)])
    assert srt.exit_code == 0 and "-->" in srt.stdout
    assert vtt.exit_code == 0 and vtt.stdout.startswith("WEBVTT")


def test_caption_layout_options() -> None:
    # CEA-608 broadcast captions: 32 characters; one line a cue.
    args = ["-o", "srt", "--caption-chars", "32", "--caption-lines", "1", str(SAMPLE)]
    srt = runner.invoke(app, args)
    assert srt.exit_code == 0, srt.output
    cues = [block.split("\n")[2:] for block in srt.stdout.strip().split("\n\n")]
    assert all(len(lines) == 1 and len(lines[0]) <= 32 for lines in cues)
    default = runner.invoke(app, ["-o", "srt", str(SAMPLE)]).stdout.strip().split("\n\n")
    assert len(cues) > len(default)
    refused = runner.invoke(app, ["-o", "srt", "--caption-chars", "5", str(SAMPLE)])
    assert refused.exit_code != 0


def test_fillers_are_dropped_when_asked() -> None:
    said = "hi uh this is martin um call me back\num\n"
    kept = runner.invoke(app, ["-"], input=said)
    dropped = runner.invoke(app, ["--drop-fillers", "--output", "json", "-"], input=said)
    assert kept.exit_code == 0 and dropped.exit_code == 0, dropped.output
    assert "uh" in kept.stdout.lower()
    first, alone = (json.loads(line) for line in dropped.stdout.splitlines())
    assert first["text"] == "Hi, this is Martin. Call me back."
    # Every word still in a token, the fillers with the word before them; a line of fillers
    # alone keeps them.
    assert [t["words"] for t in first["tokens"]][:2] == [[0, 1], [2]]
    assert sorted(i for t in first["tokens"] for i in t["words"]) == list(range(9))
    assert alone["text"] == "Um."


def test_plain_text_lines_from_stdin() -> None:
    result = runner.invoke(app, ["-"], input="meet me at three thirty\n\nthank you bye\n")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert len(lines) == 3 and "3:30" in lines[0] and lines[1] == ""


def test_malformed_json_is_one_line_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"words": [', encoding="utf-8")
    result = runner.invoke(app, [str(bad)])
    assert result.exit_code == 1
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.output


def test_missing_field_and_reversed_times(tmp_path: Path) -> None:
    for words in ([{"start": 0, "end": 1}], [{"word": "hi", "start": 2, "end": 1}]):
        path = tmp_path / "t.json"
        path.write_text(json.dumps({"words": words}), encoding="utf-8")
        result = runner.invoke(app, [str(path)])
        assert result.exit_code == 1
        assert result.stderr.startswith("fmt-transcript: ")
        assert "hi" not in result.stderr  # transcript text stays out of messages


def test_missing_file() -> None:
    result = runner.invoke(app, ["no-such-file.json"])
    assert result.exit_code == 1
    assert "no-such-file.json" in result.stderr


def test_help_is_instant_and_imports_no_pynini() -> None:
    code = (
        "import sys; from formatter.cli import app; from typer.testing import CliRunner; "
        "r = CliRunner().invoke(app, ['--help']); "
        "print(r.exit_code, 'pynini' in sys.modules, 'kenlm' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.stdout.split() == ["0", "False", "False"]


# Batches: several files, JSON-lines streams, worker processes, an output directory.


@pytest.fixture
def few(shared: Path) -> list[Path]:
    """Two vendor fixtures from ../shared/asr_formats."""
    return [
        shared / "asr_formats" / name for name in ("vosk_result.json", "aws_transcribe_batch.json")
    ]


def _broken(tmp_path: Path) -> Path:
    path = tmp_path / "broken.json"
    path.write_text('{"words": [', encoding="utf-8")
    return path


def test_a_broken_file_in_the_middle_is_skipped_and_fails_the_run(
    few: list[Path], tmp_path: Path
) -> None:
    broken = _broken(tmp_path)
    result = runner.invoke(app, [str(few[0]), str(broken), str(few[1])])
    assert result.exit_code == 1
    assert len(result.stdout.splitlines()) == 2
    assert result.stderr.splitlines() == [f"fmt-transcript: {broken}: malformed JSON: "
                                          "Expecting value at line 1 column 12"]  # fmt: skip
    alone = runner.invoke(app, [str(few[1])])
    assert result.stdout.splitlines()[1] == alone.stdout.strip()


def test_json_for_several_inputs_is_json_lines(few: list[Path]) -> None:
    result = runner.invoke(app, ["-o", "json", *map(str, few)])
    assert result.exit_code == 0
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(r["source"], r["input_format"]) for r in records] == [
        (str(few[0]), "vosk"), (str(few[1]), "aws")
    ]  # fmt: skip


def test_json_lines_stream_on_stdin_with_a_broken_line(few: list[Path]) -> None:
    docs = [json.dumps(json.loads(path.read_text(encoding="utf-8"))) for path in few]
    stream = f"{docs[0]}\n{{oops\n{docs[1]}\n"
    result = runner.invoke(app, ["-o", "json", "-"], input=stream)
    assert result.exit_code == 1
    assert [json.loads(line)["line"] for line in result.stdout.splitlines()] == [1, 3]
    assert result.stderr.startswith("fmt-transcript: stdin:2: malformed JSON")


def test_captions_of_several_transcripts_need_an_output_dir(few: list[Path]) -> None:
    result = runner.invoke(app, ["-o", "srt", *map(str, few)])
    assert result.exit_code == 1 and result.stdout == ""
    assert "--output-dir" in result.stderr


def test_output_dir_gets_one_caption_file_per_input(few: list[Path], tmp_path: Path) -> None:
    out = tmp_path / "captions"
    broken = _broken(tmp_path)
    result = runner.invoke(app, ["-o", "vtt", "--output-dir", str(out), str(few[0]), str(broken),
                                 str(few[1])])  # fmt: skip
    assert result.exit_code == 1 and result.stdout == ""
    assert sorted(p.name for p in out.iterdir()) == ["aws_transcribe_batch.vtt", "vosk_result.vtt"]
    alone = runner.invoke(app, ["-o", "vtt", str(few[1])])
    assert (out / "aws_transcribe_batch.vtt").read_text(encoding="utf-8") == alone.stdout


def test_two_jobs_print_what_one_job_prints(few: list[Path], tmp_path: Path) -> None:
    inputs = [*map(str, few), str(_broken(tmp_path)), str(SAMPLE)]
    one = runner.invoke(app, ["-o", "json", *inputs])
    two = runner.invoke(app, ["-o", "json", "--jobs", "2", *inputs])
    assert (two.exit_code, two.stdout, two.stderr) == (one.exit_code, one.stdout, one.stderr)
    assert one.exit_code == 1 and len(one.stdout.splitlines()) == 3


def test_unknown_input_format_is_refused_before_loading() -> None:
    result = runner.invoke(app, ["--input-format", "mp3", str(SAMPLE)])
    assert result.exit_code == 1
    assert result.stderr.startswith("fmt-transcript: unknown input format 'mp3'")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_closed_pipe_stops_quietly(tmp_path: Path, jobs: str) -> None:
    # JSON of 100 transcripts is far beyond a pipe's buffer: the writer must hit the closed end,
    # and with workers, the pool must shut down rather than hang.
    stream = tmp_path / "many.jsonl"
    line = json.dumps(json.loads(SAMPLE.read_text(encoding="utf-8")))
    stream.write_text(f"{line}\n" * 100, encoding="utf-8")
    command = [sys.executable, "-m", "formatter.cli", "-j", jobs, "-o", "json", str(stream)]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT) as p:
        assert p.stdout is not None and p.stderr is not None
        assert json.loads(p.stdout.readline())["line"] == 1
        p.stdout.close()  # like `| head -1`
        stderr = p.stderr.read()
    assert p.returncode == 1
    assert stderr == b""


def test_class_set_must_match_the_model() -> None:
    same = runner.invoke(app, ["--class-set", "A", str(SAMPLE)])
    assert same.exit_code == 0 and "555-8888" in same.stdout
    other = runner.invoke(app, ["--class-set", "B", str(SAMPLE)])
    assert other.exit_code == 1
    message = other.stderr.strip()
    assert message.count("\n") == 0 and "Class Set A, not B" in message


def test_sample_voicemails_keep_their_entities() -> None:
    result = runner.invoke(app, [str(ROOT / "data" / "samples" / "voicemails.txt")])
    assert result.exit_code == 0
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 5
    for line, written in zip(
        lines, ["(212) 555-0199", "milk?", "1-800-555-1234", "$42.50", "10:30"], strict=True
    ):
        assert written in line


def _paused_transcript(path: Path) -> Path:
    """'... see you [1.5 s] then we can ...' with real-looking word times (the words alone
    read 'see you then')."""
    words, t = [], 0.0
    for word in "i will see you then we can go over the numbers".split():
        words.append({"word": word, "start": round(t, 2), "end": round(t + 0.3, 2)})
        t += 0.32 + (1.5 if word == "you" else 0.0)
    path.write_text(json.dumps({"words": words}), encoding="utf-8")
    return path


def test_no_pauses_formats_timed_words_as_plain_text(tmp_path: Path) -> None:
    path = _paused_transcript(tmp_path / "paused.json")
    timed = runner.invoke(app, [str(path)])
    untimed = runner.invoke(app, ["--no-pauses", str(path)])
    assert timed.exit_code == untimed.exit_code == 0
    spoken = " ".join(w["word"] for w in json.loads(path.read_text())["words"])
    plain = runner.invoke(app, ["-"], input=spoken)
    assert untimed.stdout == plain.stdout
    assert "you. Then" in timed.stdout and "you. Then" not in untimed.stdout


def test_engine_names_whose_times_the_words_carry(tmp_path: Path) -> None:
    from formatter.pipeline import _default
    from formatter.transcript import Word

    path = _paused_transcript(tmp_path / "paused.json")
    words = [Word(w["word"], w["start"], w["end"]) for w in json.loads(path.read_text())["words"]]
    for engine in ("amazon", "google", "speechmatics"):
        result = runner.invoke(app, ["--engine", engine, str(path)])
        assert result.exit_code == 0
        assert result.stdout == _default().format(words, engine=engine).text + "\n"
    wrong = runner.invoke(app, ["--engine", "amazn", str(path)])
    assert wrong.exit_code == 1 and wrong.stdout == ""
    known = "(known: amazon, google, speechmatics)"
    assert wrong.stderr.strip().endswith(f"unknown engine 'amazn' {known}")
    assert len(wrong.stderr.strip().splitlines()) == 1


def test_another_boundary_model_is_used(tmp_path: Path) -> None:
    permissive = ROOT / "data" / "boundary" / "permissive.npz"
    voicemails = str(ROOT / "data" / "samples" / "voicemails.txt")
    shipped = runner.invoke(app, [voicemails])
    other = runner.invoke(app, ["--boundary-model", str(permissive), voicemails])
    assert shipped.exit_code == other.exit_code == 0
    assert other.stdout != shipped.stdout  # two models trained on other text: some mark differs
    missing = runner.invoke(app, ["--boundary-model", str(tmp_path / "none.npz"), voicemails])
    assert missing.exit_code != 0


def test_version_and_short_help() -> None:
    from formatter.job import VERSION

    assert runner.invoke(app, ["--version"]).stdout == f"fmt-transcript {VERSION}\n"
    short, long = runner.invoke(app, ["-h"]), runner.invoke(app, ["--help"])
    assert short.exit_code == long.exit_code == 0 and short.stdout == long.stdout


def test_help_names_every_input_format_and_shows_no_typer_garbage() -> None:
    from formatter.readers import FORMATS

    result = runner.invoke(app, ["--help"], terminal_width=400)
    assert result.exit_code == 0
    for name in FORMATS:
        assert name in result.stdout
    # typer 0.27+ prints "{inputs}" and "<list[str]>" here (pyproject pins below it)
    assert "INPUTS" in result.stdout and "{inputs}" not in result.stdout
    assert "<list" not in result.stdout and "<bool>" not in result.stdout


def test_python_m_formatter_is_the_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "formatter", "--version"], capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0 and done.stdout.startswith("fmt-transcript ")
    code = "import formatter; print(formatter.__version__)"
    version = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.stdout.split()[1] == version.stdout.strip()


def test_piped_stdin_is_read_when_no_input_is_named() -> None:
    result = runner.invoke(app, [], input="meet me at three thirty\n")
    assert result.exit_code == 0 and "3:30" in result.stdout


def test_no_input_on_a_terminal_is_a_usage_error_not_a_wait() -> None:
    import os
    import pty

    leader, follower = pty.openpty()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "formatter"],
            stdin=follower, capture_output=True, text=True, cwd=ROOT, timeout=60,
        )
    finally:
        os.close(leader)
        os.close(follower)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.startswith("fmt-transcript: no input")


def test_segments_may_begin_mid_sentence() -> None:
    lines = "of their new stores\nhi bill call me\n"
    whole = runner.invoke(app, ["-"], input=lines)
    pieces = runner.invoke(app, ["--segments", "-"], input=lines)
    assert whole.exit_code == pieces.exit_code == 0
    assert whole.output.splitlines()[0].startswith("Of their")
    assert pieces.output.splitlines() == ["of their new stores.", "Hi Bill, call me."]
