"""Memory and time figures behind docs/ROBUSTNESS.md (never run by the tests: they take minutes).

    PYTHONPATH=$PWD nice -n 5 python scripts/measure_robustness.py            # everything
    PYTHONPATH=$PWD nice -n 5 python scripts/measure_robustness.py --only scaling

stream:  peak RSS of `fmt-transcript -` formatting a plain-text stream piped in as it is made:
         SPEECH_MB of spoken sentences (every word through grammars, search and LM: about 10 kB
         a second on one core), and a LARGE_MB stream of 1 kB lines with nothing spoken in them
         ("....."), which measures the streaming layer alone (reading, a job per line, writing)
         at a size the formatter's speed would not allow.
scaling: CPU time of one transcript and of ten times its length, in one process with the formatter
         loaded: a single long word (refused past the word-length limit), repeated digit words,
         spelled letters, letters and digit words (codes). Linear time means a ratio near 10.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import subprocess
import sys
import threading
import time

REPEATS = 7
SPEECH_MB = 10
LARGE_MB = 1000
VOCABULARY = (
    "i will call you at three thirty about the apartment for five hundred dollars ok hi bill it's "
    "tracy meet me tomorrow on main street my number is five five five one two one two thanks bye"
).split()


def speech_lines(megabytes: float):
    rng = random.Random(12)
    size = 0
    while size < megabytes * 1e6:
        line = " ".join(rng.choice(VOCABULARY) for _ in range(rng.randint(5, 25))) + "\n"
        size += len(line)
        yield line.encode()


def silent_lines(megabytes: float):
    line = ("." * 999 + "\n").encode()
    for _ in range(int(megabytes * 1e6 / len(line))):
        yield line


def stream(name: str, lines, megabytes: float) -> None:
    """Pipe LINES into the CLI while it runs; report its peak RSS, time and first output."""
    started = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-m", "formatter.cli", "-"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=os.environ,
    )  # fmt: skip
    first_output: list[float] = []
    counted = [0, 0]

    def read() -> None:
        assert child.stdout is not None
        for line in child.stdout:
            if not first_output:
                first_output.append(time.perf_counter() - started)
            counted[0] += 1
            counted[1] += len(line)

    peak = [0]

    def watch() -> None:  # VmHWM: the child's own peak RSS, read until it exits
        while child.poll() is None:
            try:
                with open(f"/proc/{child.pid}/status") as status:
                    for row in status:
                        if row.startswith("VmHWM:"):
                            peak[0] = max(peak[0], int(row.split()[1]))
            except OSError:
                break
            time.sleep(0.2)

    reader = threading.Thread(target=read)
    reader.start()
    watcher = threading.Thread(target=watch)
    watcher.start()
    assert child.stdin is not None
    fed = 0
    for line in lines:
        child.stdin.write(line)
        fed += len(line)
    fed_at = time.perf_counter() - started
    child.stdin.close()
    reader.join()
    child.wait()
    watcher.join()
    elapsed = time.perf_counter() - started
    print(
        f"stream {name}: {fed / 1e6:.1f} MB in, {counted[0]} lines out, exit {child.returncode}, "
        f"{elapsed:.0f} s, first output at {first_output[0] if first_output else -1:.1f} s "
        f"(input all written at {fed_at:.0f} s), peak RSS {peak[0] / 1024:.0f} MiB",
        flush=True,
    )


def scaling(words_only: bool = False) -> None:
    from formatter.errors import InputError
    from formatter.pipeline import Formatter
    from formatter.transcript import Word

    formatter = Formatter()
    formatter.format_text("warm up the caches")

    def timed(words: list[str]) -> float:
        best = float("inf")
        for _ in range(REPEATS if len(words) == 1 else 1):  # the long word: ms, so best of a few
            started = time.process_time()  # CPU time: wall time on a shared machine is noise
            try:
                formatter.format([Word(w, float(i), i + 0.5) for i, w in enumerate(words)])
            except InputError:
                pass  # the long word: refused, and the figure is the time to refuse it
            best = min(best, time.process_time() - started)
        return best

    cases = {
        "one word of 200 kB vs 2 MB (no spaces)": lambda n: ["x" * n],
        "500 vs 5,000 repeated digit words": lambda n: ["five"] * n,
        "1,000 vs 10,000 spelled letters": lambda n: ["b"] * n,
        # Every run of four to twelve of them is a code reading (grammars.alphanumeric._spelled).
        "1,000 vs 10,000 letters and digit words": lambda n: ["b", "four", "x", "seven"] * (n // 4),
    }
    sizes = {0: (200_000, 2_000_000), 1: (500, 5000), 2: (1000, 10_000), 3: (1000, 10_000)}
    for k, (label, make) in enumerate(cases.items()):
        if words_only and k:
            break
        small, large = sizes[k]
        t_small, t_large = timed(make(small)), timed(make(large))
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        per = f"{t_small / small * 1e9:.1f} vs {t_large / large * 1e9:.1f} ns per char or word"
        print(
            f"scaling {label}: {t_small:.3f} s vs {t_large:.3f} s, ratio {t_large / t_small:.1f}"
            f" ({per}; process peak RSS so far {rss:.0f} MiB)",
            flush=True,
        )
    if words_only:  # one more step up: the per-character cost levels off once out of the caches
        t_huge = timed(["x" * 20_000_000])
        print(f"scaling one word of 20 MB: {t_huge:.3f} s ({t_huge / 2e7 * 1e9:.1f} ns per char)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=["stream", "scaling", "word"])
    parser.add_argument("--speech-mb", type=float, default=SPEECH_MB)
    parser.add_argument("--large-mb", type=float, default=LARGE_MB)
    parser.add_argument(
        "--streams", choices=["speech", "silent", "both"], default="both",
        help="which streams to run (each at a tenth or hundredth of its size first)",
    )
    parser.add_argument("--no-small", action="store_true", help="skip the smaller first runs")
    args = parser.parse_args()
    if args.only in (None, "scaling", "word"):
        scaling(words_only=args.only == "word")
    if args.only in (None, "stream"):
        if args.streams in ("speech", "both"):
            if not args.no_small:
                stream("speech", speech_lines(args.speech_mb / 10), args.speech_mb / 10)
            stream("speech", speech_lines(args.speech_mb), args.speech_mb)
        if args.streams in ("silent", "both"):
            if not args.no_small:
                stream("silent", silent_lines(args.large_mb / 100), args.large_mb / 100)
            stream("silent", silent_lines(args.large_mb), args.large_mb)


if __name__ == "__main__":
    main()
