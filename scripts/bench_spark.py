"""Spark speed: `PYTHONPATH=. python scripts/bench_spark.py [--rows 5000] [--masters local[1] ...]`.

Builds ROWS transcripts from the repo's samples and the vendor fixtures in ../shared/asr_formats
(each vendor file as it is, cycling through the 16 formats; and simple-format calls of one to three
sample voicemail lines with jittered times, confidences and, for some, two speakers), as a
JSON-lines table with an `id` and a `transcript` (JSON string) column. Times `fmt-transcript-spark`
on each master (--partitions 8, Parquet out) after a 10-row warm-up that starts the session and
the Python workers, then the CLI on the same transcripts (`-o json`, --jobs 1 and 2), each
--repeat times in alternation, the best time counting (the machine is shared); checks that
Spark's text equals the CLI's for every row. Writes docs/results/bench_spark.txt.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT.parent / "shared" / "asr_formats"
SAMPLES = ROOT / "data" / "samples"
RESULT = ROOT / "docs" / "results" / "bench_spark.txt"


def transcripts(rows: int, seed: int = 13) -> list[str]:
    rng = random.Random(seed)
    vendors = [json.dumps(json.loads(p.read_text())) for p in sorted(FIXTURES.glob("*.json"))]
    lines = (SAMPLES / "voicemails.txt").read_text().splitlines()
    lines.append(
        " ".join(w["word"] for w in json.loads((SAMPLES / "voicemail.json").read_text())["words"])
    )
    out = []
    for n in range(rows):
        if n % 4 == 0:
            out.append(vendors[(n // 4) % len(vendors)])
            continue
        chosen = rng.sample(lines, rng.randint(1, 3))
        words, t = [], rng.uniform(0.0, 2.0)
        two_speakers = rng.random() < 0.3
        for k, line in enumerate(chosen):
            for word in line.split():
                length = rng.uniform(0.12, 0.6)
                item = {
                    "word": word,
                    "start": round(t, 3),
                    "end": round(t + length, 3),
                    "confidence": round(rng.uniform(0.55, 1.0), 4),
                }
                if two_speakers:
                    item["speaker"] = f"spk_{k % 2}"
                words.append(item)
                t += length + rng.choice([0.0, 0.02, 0.1])
            t += rng.uniform(0.3, 1.5)
        out.append(json.dumps({"words": words}))
    return out


def timed(command: list[str], env: dict[str, str], stdout=subprocess.DEVNULL) -> float:
    started = time.perf_counter()
    done = subprocess.run(command, env=env, stdout=stdout, stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{done.stderr}")
    return time.perf_counter() - started


def tree_cpu() -> float:
    """CPU seconds (user + system) of this process and every live descendant (the JVM, PySpark's
    daemon and its Python workers); /proc only."""
    parents, cpu = {}, {}
    tick = os.sysconf("SC_CLK_TCK")
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # ended meanwhile
        pid = int(stat.parent.name)
        parents[pid] = int(fields[1])
        cpu[pid] = (int(fields[11]) + int(fields[12])) / tick
    mine, total = {os.getpid()}, 0.0
    grew = True
    while grew:
        grew = False
        for pid, parent in parents.items():
            if parent in mine and pid not in mine:
                mine.add(pid)
                grew = True
    for pid in mine:
        total += cpu.get(pid, 0.0)
    return total


def run_spark(
    master: str, partitions: int, table: Path, small: Path, root: Path
) -> tuple[float, float]:
    """One master in this process: session start, a 10-row warm-up (Python workers start and load
    their Formatter), then the whole table through the command's own code; its wall and CPU
    seconds (measured before the session stops, while the Python workers still live)."""
    from formatter.spark import cli

    def command(source: Path, out: Path) -> float:
        started = time.perf_counter()
        args = [str(source), str(out), "--partitions", str(partitions), "--overwrite"]
        cli.app(args, standalone_mode=False)
        return time.perf_counter() - started

    spark = cli._session(master)
    try:
        command(small, root / "small.parquet")
        cpu = tree_cpu()
        seconds = command(table, root / f"out-{master}.parquet")
        return seconds, tree_cpu() - cpu
    finally:
        spark.stop()


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=5000)
    parser.add_argument("--masters", nargs="+", default=["local[1]", "local[2]"])
    parser.add_argument("--partitions", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=2, help="rounds; the best time counts")
    args = parser.parse_args()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    cli = [sys.executable, "-m", "formatter.cli"]
    vendor_rows, vendor_files = len(range(0, args.rows, 4)), len(list(FIXTURES.glob("*.json")))
    report = [
        f"{args.rows} transcripts: {vendor_rows} vendor files (cycling through {vendor_files}),"
        " the rest simple-format calls of 1-3 sample lines; a 10-row warm-up first (Spark's"
        " Python workers start and load the model); best of"
        f" {args.repeat} rounds on {os.cpu_count()} shared cores (load average before each run"
        " in brackets: other jobs were running). CPU seconds: every process of the run (for Spark"
        " the JVM and the Python workers), the least of the rounds: what the work costs,"
        " whatever else ran."
    ]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        texts = transcripts(args.rows)
        table = root / "calls.jsonl"
        table.write_text(
            "".join(
                json.dumps({"id": f"t{n:05d}", "transcript": t}) + "\n" for n, t in enumerate(texts)
            )
        )
        small = root / "small.jsonl"
        small.write_text("".join(table.read_text().splitlines(keepends=True)[:10]))
        stream = root / "stream.jsonl"
        stream.write_text("".join(t + "\n" for t in texts))
        words = sum(len(json.loads(t).get("words", [])) for t in texts[1::4])
        report.append(f"simple-format calls: {words / len(texts[1::4]):.0f} words on average")

        runs: dict[str, list[tuple[float, float, float]]] = {}
        for _ in range(args.repeat):
            for master in args.masters:
                load = os.getloadavg()[0]
                seconds, cpu = run_spark(master, args.partitions, table, small, root)
                name = f"fmt-transcript-spark --master {master} --partitions {args.partitions}"
                runs.setdefault(name, []).append((seconds, cpu, load))
            for jobs in (1, 2):
                lines = root / f"cli{jobs}.jsonl"
                load, cpu = os.getloadavg()[0], children_cpu()
                with lines.open("w") as f:
                    seconds = timed([*cli, "-o", "json", "-j", str(jobs), str(stream)], env, f)
                name = f"fmt-transcript -o json --jobs {jobs} (no Spark)"
                runs.setdefault(name, []).append((seconds, children_cpu() - cpu, load))
        for name, times in runs.items():
            best = min(seconds for seconds, _, _ in times)
            cpu = min(cpu for _, cpu, _ in times)
            each = ", ".join(f"{s:.1f} s [{load:.1f}]" for s, _, load in times)
            report.append(
                f"{name}: {args.rows / best:.1f} transcripts/s ({each});"
                f" {cpu:.1f} CPU s = {args.rows / cpu:.1f} transcripts per CPU second"
            )

        import pandas as pd

        out = root / f"out-{args.masters[-1]}.parquet"
        spark_text = pd.read_parquet(out).set_index("id")["formatted"]
        docs = [json.loads(line) for line in (root / "cli1.jsonl").read_text().splitlines()]
        same = len(docs) == args.rows and all(
            spark_text[f"t{doc['line'] - 1:05d}"] == doc["text"] for doc in docs
        )
        report.append(f"Spark's text equals the CLI's for every row: {same}")
    text = "\n".join(report) + "\n"
    print(text, end="")
    RESULT.write_text(text)


if __name__ == "__main__":
    main()
