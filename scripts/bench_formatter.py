"""Speed and memory of the full formatter: `python scripts/bench_formatter.py [--transcripts 200]`.

Transcripts are voicemail-length (30-60 words) runs of spoken sentences from
../shared/eval/numbers_earnings_dev.tsv (real speech, many numbers), with synthetic times
(timed_words). Reports
per-transcript median and p90 latency, throughput on one core, cold start (a new process loading
grammars and LM and formatting one short transcript), peak memory, and how cost grows with length.

With `--long N`, it then formats N more such transcripts and reports the resident memory every
tenth of them: a long-lived formatter (a batch worker) must not grow without bound. With
`--vocabularies` as well, each of them brings a vocabulary of its own (formatter.vocabulary: ten
of its words capitalized and a two-word phrase, as a user's contacts would be), so the casings a
formatter keeps for call vocabularies turn over (formatter.casing.KEPT), and it reports the
median time of a transcript with a new vocabulary against one without.
"""

from __future__ import annotations

import argparse
import csv
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPOKEN = ROOT.parent / "shared" / "eval" / "numbers_earnings_dev.tsv"
COLD = (
    "import time; t = time.perf_counter(); from formatter.pipeline import Formatter; "
    "Formatter().format_text('call me at three thirty'); print(time.perf_counter() - t)"
)


def spoken_sentences() -> list[list[str]]:
    with SPOKEN.open(encoding="utf-8") as f:
        rows = csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        return [r["spoken_sentence"].split() for r in rows if r["spoken_sentence"].strip()]


def transcripts(count: int, low: int, high: int, seed: int = 7) -> list[list[str]]:
    """COUNT transcripts of LOW..HIGH words, each a run of consecutive sentences cut to length."""
    rng = random.Random(seed)
    sentences = spoken_sentences()
    out = []
    for _ in range(count):
        target = rng.randint(low, high)
        i = rng.randrange(len(sentences))
        words: list[str] = []
        while len(words) < target:
            words += sentences[i % len(sentences)]
            i += 1
        out.append(words[:target])
    return out


def timed_words(spoken: list[str]):
    """SPOKEN with times as the calls' engines give them: words end to end (0.3 s each), a
    0.12 s pause after every fourth word and 0.4 s after every ninth. (Until the eleventh session
    every gap was 0.05 s; the pause and text model now reads an even spacing as no pause at all,
    which would leave the search's pause evidence out of the figures.)"""
    from formatter.transcript import Word

    words, start = [], 0.0
    for i, w in enumerate(spoken, start=1):
        words.append(Word(w, start, start + 0.3, 0.9))
        start += 0.3 + (0.4 if i % 9 == 0 else 0.12 if i % 4 == 0 else 0.0)
    return words


def resident_mb() -> float:
    """This process's resident memory now (Linux's /proc; the peak is getrusage's)."""
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--transcripts", type=int, default=200)
    parser.add_argument("--long", type=int, default=0, help="transcripts formatted after")
    parser.add_argument(
        "--vocabularies", action="store_true", help="each of the --long ones with its own"
    )
    args = parser.parse_args()

    cold = [
        float(subprocess.run([sys.executable, "-c", COLD], check=True, capture_output=True,
                             text=True, cwd=ROOT).stdout)
        for _ in range(3)
    ]
    # The tree this script is in, not the installed package: a worktree's run measures its own
    # code (an editable install points elsewhere, and the worktrees' runs had all measured it).
    # Here, not at import: scripts/bench_cpu imports this file to time another tree's code.
    sys.path.insert(0, str(ROOT))
    from formatter.pipeline import Formatter

    formatter = Formatter()
    batch = [timed_words(t) for t in transcripts(args.transcripts, 30, 60)]
    formatter.format(batch[0])  # warm the LM's pages; cold start is measured above
    # What a voicemail worker holds once it has started: mapped model pages no transcript has
    # touched are not resident (lm.array_cache).
    settled_mb = resident_mb()
    latencies = []
    words = 0
    started = time.perf_counter()
    for t in batch:
        t0 = time.perf_counter()
        formatter.format(t)
        latencies.append(time.perf_counter() - t0)
        words += len(t)
    total = time.perf_counter() - started
    latencies.sort()
    print(f"transcripts: {len(batch)} of 30-60 words ({words} words)")
    print(f"median latency: {statistics.median(latencies) * 1000:.1f} ms")
    print(f"p90 latency: {latencies[int(0.9 * len(latencies))] * 1000:.1f} ms")
    rate = f"{len(batch) / total:.1f} transcripts/s, {words / total:.0f} words/s"
    print(f"throughput: {rate} (one core)")
    cold_start = statistics.median(cold)
    print(f"cold start (new process, load + first transcript, median of 3): {cold_start:.2f} s")

    print("scaling (median of 10 transcripts each):")
    for length in (10, 40, 160, 640):
        runs = []
        for t in transcripts(10, length, length, seed=length):
            t0 = time.perf_counter()
            formatter.format(timed_words(t))
            runs.append(time.perf_counter() - t0)
        median = statistics.median(runs)
        per_word = f"{median / length * 1e6:.0f} us/word"
        print(f"  {length:4d} words: {median * 1000:8.1f} ms  ({per_word})")
    # Diarized calls change speaker often: each change is a cut of the search's windows, so the
    # cost per word should not grow with the number of turns.
    print("speaker turns (640 words, median of 5 transcripts each):")
    for every in (0, 40, 8):
        runs = []
        for t in transcripts(5, 640, 640, seed=every + 1):
            turns = list(range(every, len(t), every)) if every else []
            t0 = time.perf_counter()
            formatter.format(timed_words(t), turns)
            runs.append(time.perf_counter() - t0)
        median = statistics.median(runs)
        label = f"a change every {every} words" if every else "one speaker"
        print(f"  {label:>26}: {median * 1000:8.1f} ms  ({median / 640 * 1e6:.0f} us/word)")
    print(f"resident memory after the first transcript: {settled_mb:.0f} MB")
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak memory (max RSS of this process): {peak_kb / 1024:.0f} MB")
    if args.long:
        own = " each with its own vocabulary" if args.vocabularies else ""
        print(f"a long run ({args.long} more transcripts of 30-60 words{own}): resident memory")
        step = max(args.long // 10, 1)
        plain, called = [], []
        for done, t in enumerate(transcripts(args.long, 30, 60, seed=11), start=1):
            words = timed_words(t)
            vocabulary = _vocabulary(t, done) if args.vocabularies else None
            began = time.process_time()
            formatter.format(words, vocabulary=vocabulary)
            (called if vocabulary else plain).append(time.process_time() - began)
            if vocabulary and done % 5 == 0:  # the same words without one, to compare
                began = time.process_time()
                formatter.format(words)
                plain.append(time.process_time() - began)
            if done % step == 0:
                print(f"  after {done:6d}: {resident_mb():.0f} MB")
        if called and plain:
            with_one, without = statistics.median(called), statistics.median(plain)
            print(
                f"median CPU time a transcript: {with_one * 1000:.1f} ms with a new vocabulary,"
                f" {without * 1000:.1f} ms without"
            )


def _vocabulary(spoken: list[str], seed: int):
    """Ten of SPOKEN's words capitalized and a phrase of two: a vocabulary no call shares."""
    from formatter.vocabulary import Vocabulary

    rng = random.Random(seed)
    words = sorted({w for w in spoken if w.isalpha()})
    names = [w.capitalize() for w in rng.sample(words, min(10, len(words)))]
    pairs = [spoken[i : i + 2] for i in range(len(spoken) - 1)]
    pairs = [p for p in pairs if all(w.isalpha() for w in p)]
    phrase = [" ".join(w.capitalize() for w in rng.choice(pairs))] if pairs else []
    return Vocabulary.parse([*names, *phrase])


if __name__ == "__main__":
    main()
