"""The progress line: drawn in place on a terminal, absent on a pipe and for a single job."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest

from formatter.progress import Progress
from tests.formatter.conftest import ROOT


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_counts_in_place_and_ends_the_line() -> None:
    stream = _Terminal()
    progress = Progress(3, stream)
    for done in (1, 2, 3):
        progress.update(done)
    progress.finish()
    text = stream.getvalue()
    assert text.startswith("\r  1/3 transcripts  0.")
    assert text.endswith(" s\n") and "\r  3/3 transcripts  " in text
    assert text.count("3/3") == 1  # finish does not draw the final count twice


def test_clear_blanks_the_line_before_a_message() -> None:
    stream = _Terminal()
    progress = Progress(2, stream)
    progress.update(1)
    drawn = len(stream.getvalue()) - 1
    progress.clear()
    assert stream.getvalue().endswith("\r" + " " * drawn + "\r")


@pytest.mark.parametrize("stream, total", [(io.StringIO(), 5), (_Terminal(), 1)])
def test_silent_on_a_pipe_or_for_one_job(stream: io.StringIO, total: int) -> None:
    progress = Progress(total, stream)
    progress.update(1)
    progress.clear()
    progress.finish()
    assert stream.getvalue() == ""


SAMPLE = str(ROOT / "data" / "samples" / "voicemail.json")


def _command(*args: str, stderr) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "formatter.cli", *args],
        stdout=subprocess.PIPE,
        stderr=stderr,
        cwd=ROOT,
        timeout=120,
    )


def test_command_is_quiet_when_stderr_is_piped(tmp_path) -> None:
    missing = str(tmp_path / "missing.json")
    done = _command(SAMPLE, missing, SAMPLE, stderr=subprocess.PIPE)
    assert done.returncode == 1
    assert done.stderr.decode() == f"fmt-transcript: {missing}: No such file or directory\n"
    assert len(done.stdout.decode().splitlines()) == 2


def test_command_shows_progress_on_a_terminal(tmp_path) -> None:
    pty = pytest.importorskip("pty")
    leader, follower = pty.openpty()
    done = _command(
        "--output-dir", str(tmp_path), SAMPLE, str(tmp_path / "x.json"), stderr=follower
    )
    os.close(follower)
    seen = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the terminal closed: everything has been read
            break
        if not chunk:
            break
        seen += chunk
    os.close(leader)
    assert done.returncode == 1 and done.stdout == b""
    text = seen.decode()
    assert "x.json: No such file or directory" in text
    assert "\r  2 transcripts  " in text and text.endswith(" s\r\n")
    assert (tmp_path / "voicemail.txt").read_text().strip().lower().endswith("bye.")
