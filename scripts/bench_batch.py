"""Batch speed with worker processes: `python scripts/bench_batch.py [--jobs 1 2]`.

Builds two batches from the fixtures in ../shared/asr_formats (208 short files: 13 copies of each;
a JSON-lines stream of 40 transcripts of about 660 words), formats each with every --jobs value
given, reports the wall time and checks that the outputs are identical.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1].parent / "shared" / "asr_formats"


def build(root: Path) -> tuple[list[Path], Path]:
    files = root / "files"
    files.mkdir()
    for copy in range(13):
        for fixture in sorted(FIXTURES.glob("*.json")):
            shutil.copy(fixture, files / f"{copy:02d}_{fixture.name}")
    words = json.loads((FIXTURES / "pocketsphinx_forced_alignment_espeak.json").read_text())[
        "words"
    ]
    span = words[-1]["end"] + 1.0
    long = [
        dict(w, start=round(w["start"] + k * span, 3), end=round(w["end"] + k * span, 3))
        for k in range(20)
        for w in words
    ]
    stream = root / "long.jsonl"
    stream.write_text((json.dumps({"words": long}) + "\n") * 40)
    return sorted(files.glob("*.json")), stream


def timed(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        files, stream = build(root)
        outputs = {}
        for jobs in args.jobs:
            out = root / f"srt{jobs}"
            seconds = timed(
                [
                    "fmt-transcript",
                    "-j",
                    str(jobs),
                    "-o",
                    "srt",
                    "--output-dir",
                    str(out),
                    *map(str, files),
                ]
            )
            print(f"{len(files)} files to SRT, --jobs {jobs}: {seconds:.2f} s")
            lines = root / f"long{jobs}.jsonl"
            started = time.perf_counter()
            with lines.open("w") as f:
                subprocess.run(
                    ["fmt-transcript", "-j", str(jobs), "-o", "json", str(stream)],
                    check=True,
                    stdout=f,
                )
            print(
                f"40 transcripts of 660 words, --jobs {jobs}: {time.perf_counter() - started:.2f} s"
            )
            outputs[jobs] = (out, lines)
        first = outputs[args.jobs[0]]
        for jobs, (out, lines) in outputs.items():
            same = not filecmp.dircmp(first[0], out).diff_files and filecmp.cmp(
                first[1], lines, False
            )
            print(f"--jobs {jobs} output identical to --jobs {args.jobs[0]}: {same}")


if __name__ == "__main__":
    main()
