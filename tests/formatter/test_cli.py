"""The command line: exit codes, one-line errors, every output format, --help without heavy imports."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from formatter.cli import app
from tests.formatter.conftest import ROOT

SAMPLE = ROOT / "data" / "samples" / "voicemail.json"
runner = CliRunner()


def test_sample_formats_to_text() -> None:
    result = runner.invoke(app, [str(SAMPLE)])
    assert result.exit_code == 0, result.output
    assert "555-8888" in result.stdout
    assert result.stdout.strip().endswith("Bye.")


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
    for words in ([{"start": 0, "end": 1}], [{"word": "hi", "start": 2, "end": 1}], []):
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
