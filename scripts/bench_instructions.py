"""Instructions a word of source trees' formatters, counted by valgrind: `python
scripts/bench_instructions.py TREE...` (Debian's valgrind; about three minutes a tree).

bench_cpu.py's CPU time moves by a fifth from run to run on these shared 2-core machines, more
than most changes it is asked to tell apart. Callgrind counts the instructions a process runs,
which the other processes do not change: the same tree gives the same count within about a
hundredth (issue 11's start to four places in two runs; the sixty-sixth session's tree 1.911M
and 1.920M a word in one run from two worktrees: sets of objects hashed by their addresses
iterate in another order when the addresses move). But where a tree stands in the run moves
it: in the sixty-seventh session the tree named first counted 1.836M-1.864M a word in seven
runs and the same trees named second 1.910M-1.981M (one tree alone 2.049M; a run of each
tree in its own cache folder, warmed up outside valgrind, with one BLAS thread, the same), so
run two trees in both orders and compare each in the same place
(docs/results/bench_sixty_seventh.txt). Each tree's formatter runs twice under it,
loading and formatting one transcript, then also N more of bench_formatter's (timed, 30-60
words); the difference over their words is the tree's cost a word, the load left out. Two trees
run at once (one a core).

Instructions are not time: onnxruntime's vector code does more a instruction than the
interpreter, and a cache miss costs no instruction. So this says how much work a change saves or
adds, to about a hundredth; bench_cpu.py says what that is worth in time, roughly.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

# Run under valgrind: load TREE's formatter, format one transcript, then N more; print the words.
_RUN = """
import sys
tree, n = sys.argv[1], int(sys.argv[2])
sys.path[:0] = [tree, {scripts!r}]
import bench_formatter
import formatter
from formatter.pipeline import Formatter
from pathlib import Path
if not Path(formatter.__file__).resolve().is_relative_to(Path(tree).resolve()):
    sys.exit(f"formatter imported from {{formatter.__file__}}, not from {{tree}}")
batch = [bench_formatter.timed_words(t) for t in bench_formatter.transcripts(n + 1, 30, 60)]
instance = Formatter()
instance.format(batch[0])
for transcript in batch[1:]:
    instance.format(transcript)
print(sum(len(t) for t in batch[1:]))
"""


def _count(tree: Path, n: int, work: Path) -> tuple[int, int]:
    """(instructions, words formatted after the first transcript) of one run under callgrind."""
    script = work / "run.py"
    out = work / f"callgrind.{tree.name}.{n}"
    result = subprocess.run(
        [
            "valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
            sys.executable, str(script), str(tree), str(n),
        ],
        capture_output=True, text=True, check=True,
        # The same order of every set and dict each run: the same count.
        env={**os.environ, "PYTHONHASHSEED": "0"},
    )  # fmt: skip
    collected = re.search(r"Collected : (\d+)", result.stderr)
    if collected is None:
        sys.exit(f"{tree}: valgrind printed no count:\n{result.stderr[-2000:]}")
    return int(collected.group(1)), int(result.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("trees", nargs="+", type=Path, help="source trees (worktrees)")
    parser.add_argument("--transcripts", type=int, default=50)
    args = parser.parse_args()
    trees = [t.resolve() for t in args.trees]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "run.py").write_text(_RUN.format(scripts=str(HERE / "scripts")))
        jobs = [(tree, n) for tree in trees for n in (0, args.transcripts)]
        with ThreadPoolExecutor(max_workers=2) as pool:
            counts = dict(zip(jobs, pool.map(lambda job: _count(*job, work), jobs), strict=True))
    per_word = {}
    for tree in trees:
        (load, _), (total, words) = counts[(tree, 0)], counts[(tree, args.transcripts)]
        per_word[tree] = (total - load) / words
        print(
            f"{tree}: {per_word[tree] / 1e6:.4f}M instructions a word ({words} words),"
            f" load {load / 1e9:.3f}G"
        )
    first = trees[0]
    for tree in trees[1:]:
        print(f"{first.name} over {tree.name}: {per_word[first] / per_word[tree]:.3f}")


if __name__ == "__main__":
    main()
