"""Every command the README shows runs as written (issue 13), from a directory laid out like the
checkout (data/ and ../shared beside it), and its Python example executes.

Run: the indented lines that start with `fmt-transcript`, `$ fmt-transcript`, `echo ... |`,
`python -m formatter` or a `FMT_TRANSCRIPT_*=` setting. Not run: the set-up line (it creates a
virtual environment and installs; `.ci/run` installs the built wheel the same way), training
commands (`python -m lm.*`: an hour each) and lines that use what they write (`models/`), and
Spark cluster commands (`spark-submit`, docs/SPARK.md). A command exits 0 unless the README shows it
failing: an error line (`fmt-transcript: NAME: reason`) printed under it or "exit code 1" in its
comment.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
RUN = re.compile(
    r"^(\$ )?(fmt-transcript(?!:)\b|echo .*\| *fmt-transcript|python -m formatter"
    r"|FMT_TRANSCRIPT_\w+=)"
)
# Prose that says what a command prints: "and what `fmt-transcript FILE` prints for them:".
SAID = re.compile(r"`(fmt-transcript [^`]+)` prints")
SKIP = ("python -m lm.", "models/", "spark-submit", "-m venv", ".ci/run")


def _shown_under(lines: list[str], i: int) -> list[str]:
    """The indented lines under README line I, up to the next `$ ` command: what it prints."""
    shown = []
    for after in lines[i + 1 :]:
        if not after.startswith("    ") or after[4:].startswith("$ "):
            break
        shown.append(after[4:])
    return shown


def examples() -> list[tuple[str, int]]:
    """(command, expected exit code) for each runnable README line."""
    lines = README.read_text(encoding="utf-8").splitlines()
    found = []
    for i, line in enumerate(lines):
        if not line.startswith("    "):
            continue
        command = line[4:]
        if not RUN.match(command) or any(s in command for s in SKIP):
            continue
        shown = _shown_under(lines, i)
        fails = any("fmt-transcript: " in s for s in shown) or "exit code 1" in command
        found.append((command.removeprefix("$ "), 1 if fails else 0))
    return found


def _run(command: str, cwd: Path) -> subprocess.CompletedProcess:
    """COMMAND in bash from CWD, with this Python's scripts (fmt-transcript) first on PATH."""
    bin_dir = str(Path(sys.executable).parent)
    env = {**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", "")}
    return subprocess.run(
        ["bash", "-c", command], cwd=cwd, env=env, capture_output=True, text=True, timeout=600
    )


def test_the_readme_has_examples_to_run():
    commands = [c for c, _ in examples()]
    assert len(commands) >= 10
    assert any(c.startswith("fmt-transcript data/samples/voicemail.json") for c in commands) or any(
        "voicemail.json" in c for c in commands
    )


@pytest.mark.parametrize(("command", "expected"), examples())
def test_readme_example_runs_as_written(command: str, expected: int, tmp_path: Path) -> None:
    work = tmp_path / "checkout"
    work.mkdir()
    (work / "data").symlink_to(ROOT / "data")
    (tmp_path / "shared").symlink_to(ROOT.parent / "shared")
    done = _run(command, work)
    assert done.returncode == expected, done.stderr
    assert "No such file" not in done.stderr and "Traceback" not in done.stderr


def test_readme_python_examples_run():
    text = README.read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})


def shown_outputs() -> list[tuple[str, list[str]]]:
    """(command, the lines the README shows it printing): a `$ ` command's lines under it, and
    the block after prose that says what "`COMMAND` prints"."""
    lines = README.read_text(encoding="utf-8").splitlines()
    found = []
    for i, line in enumerate(lines):
        if line.startswith("    $ ") and RUN.match(line[4:]):
            if shown := _shown_under(lines, i):
                found.append((line[6:], shown))
        elif not line.startswith("    ") and (said := SAID.search(line)):
            block = []
            for after in lines[i + 1 :]:
                if after.startswith("    "):
                    block.append(after[4:])
                elif block:
                    break
            found.append((said.group(1), block))
    return found


def test_the_readme_shows_printed_output():
    assert any("voicemails.txt" in command for command, _ in shown_outputs())


@pytest.mark.parametrize(("command", "shown"), shown_outputs())
def test_readme_shows_what_its_commands_print(command: str, shown: list[str]) -> None:
    # The README's sample outputs are what the shipped models write now: a change of model or
    # weights that changes them must show the new text (or the README would sell the old).
    done = _run(command, ROOT)
    printed = done.stdout.splitlines() + done.stderr.splitlines()
    assert [line for line in shown if line not in printed] == []
