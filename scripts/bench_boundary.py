"""Cost of BoundaryModel.marks() + cases() per word on 50-word transcripts (the run-time budget is
about 30 us/word).

    PYTHONPATH=$PWD python scripts/bench_boundary.py [--model PATH] [--words 50]
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from lm.boundary import BoundaryModel


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--words", type=int, default=50)
    parser.add_argument("--transcripts", type=int, default=400)
    args = parser.parse_args()
    started = time.perf_counter()
    model = BoundaryModel.load(args.model)
    load = time.perf_counter() - started
    vocab = [w for w in model.ids if not w.startswith("<")][:5000]
    rng = random.Random(0)
    transcripts = [[rng.choice(vocab) for _ in range(args.words)] for _ in range(args.transcripts)]
    started = time.perf_counter()
    for words in transcripts:
        model.marks(words)
        model.cases(words)
    seconds = time.perf_counter() - started
    per_word = 1e6 * seconds / (args.words * args.transcripts)
    size = (args.model or __import__("lm.boundary").boundary.DEFAULT_BOUNDARY_MODEL).stat().st_size
    print(
        f"{model.family}: {per_word:.1f} us/word (marks+cases, {args.words}-word transcripts), "
        f"load {1000 * load:.0f} ms, file {size / 1e6:.1f} MB"
    )


if __name__ == "__main__":
    main()
