"""CPU time per word of one source tree's formatter: `python scripts/bench_cpu.py [TREE]`.

Formats bench_formatter's 200 timed transcripts three times in one process and prints the best
pass's CPU time (time.process_time) per word. CPU time, not wall time: on this shared 2-core
machine wall time is noise. The transcripts are always this tree's. To compare two commits, give
each a worktree and alternate runs:

    git worktree add /work/bench_base <commit>
    for i in 1 2 3; do
        python scripts/bench_cpu.py /work/bench_base; python scripts/bench_cpu.py
    done
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("tree", nargs="?", type=Path, default=HERE, help="a source tree")
    parser.add_argument("--transcripts", type=int, default=200)
    parser.add_argument("--passes", type=int, default=3)
    args = parser.parse_args()
    tree = args.tree.resolve()
    # The tree's own packages, not whatever is installed; this tree's transcripts, so that a
    # commit from before bench_formatter timed its words (9c22b88, issue 11's start) reads the
    # same input.
    sys.path[:0] = [str(tree), str(HERE / "scripts")]
    import bench_formatter

    import formatter
    from formatter.pipeline import Formatter

    if not Path(formatter.__file__).resolve().is_relative_to(tree):
        sys.exit(f"formatter imported from {formatter.__file__}, not from {tree}")
    batch = [
        bench_formatter.timed_words(t)
        for t in bench_formatter.transcripts(args.transcripts, 30, 60)
    ]
    words = sum(len(t) for t in batch)
    instance = Formatter()
    instance.format(batch[0])  # warm the LM's pages
    best = float("inf")
    for _ in range(args.passes):
        started = time.process_time()
        for transcript in batch:
            instance.format(transcript)
        best = min(best, time.process_time() - started)
    print(f"{tree}: {best / words * 1e6:.1f} us/word (CPU, best of {args.passes}, {words} words)")


if __name__ == "__main__":
    main()
