"""Cost of BoundaryModel.marks() + cases() per word on 50-word transcripts (the run-time budget is
about 30 us/word a model).

    PYTHONPATH=$PWD python scripts/bench_boundary.py [--model PATH] [--words 50]
    PYTHONPATH=$PWD python scripts/bench_boundary.py --ensemble     # the shipped members together
    PYTHONPATH=$PWD python scripts/bench_boundary.py --numpy        # the network in numpy,
                                                                    # not lm.boundary_session
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from lm.boundary import DEFAULT_BOUNDARY_MODEL, BoundaryModel
from lm.boundary_ensemble import DEFAULT_MEMBERS, BoundaryEnsemble


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--words", type=int, default=50)
    parser.add_argument("--transcripts", type=int, default=400)
    parser.add_argument(
        "--ensemble", action="store_true", help="the shipped ensemble (lm.boundary_ensemble)"
    )
    parser.add_argument("--numpy", action="store_true", help="no onnxruntime: numpy's path")
    args = parser.parse_args()
    started = time.perf_counter()
    onnx = not args.numpy
    if args.ensemble:
        model = BoundaryEnsemble.load(onnx=onnx)
    else:
        model = BoundaryModel.load(args.model, onnx=onnx)
    load = time.perf_counter() - started
    first = model.members[0] if args.ensemble else model
    vocab = [w for w in first.ids if not w.startswith("<")][:5000]
    rng = random.Random(0)
    transcripts = [[rng.choice(vocab) for _ in range(args.words)] for _ in range(args.transcripts)]
    started = time.perf_counter()
    for words in transcripts:
        model.marks(words)
        model.cases(words)
    seconds = time.perf_counter() - started
    per_word = 1e6 * seconds / (args.words * args.transcripts)
    paths = DEFAULT_MEMBERS if args.ensemble else [args.model or DEFAULT_BOUNDARY_MODEL]
    size = sum(path.stat().st_size for path in paths)
    name = f"ensemble of {len(paths)}" if args.ensemble else model.family
    name += ", numpy" if args.numpy else ", onnxruntime where exported"
    print(
        f"{name}: {per_word:.1f} us/word (marks+cases, {args.words}-word transcripts), "
        f"load {1000 * load:.0f} ms, file {size / 1e6:.1f} MB"
    )


if __name__ == "__main__":
    main()
