"""Compile and load times of the grammar FAR, and its size: `python scripts/bench_grammars.py`.

Builds into a fresh temporary cache (the compile time a first user pays), then loads it in new
processes (what every later start pays) and reports the median of several loads.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

LOAD = (
    "import time; t = time.perf_counter(); from grammars import export; export.load(); "
    "print(time.perf_counter() - t)"
)


def main() -> None:
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, FMT_TRANSCRIPT_CACHE=cache)
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "grammars.export"], env=env, check=True)
        compile_s = time.perf_counter() - started
        loads = [
            float(subprocess.run([sys.executable, "-c", LOAD], env=env, check=True,
                                 capture_output=True, text=True).stdout)
            for _ in range(5)
        ]
        far = next(p for p in (os.path.join(cache, "grammars", f) for f in
                               os.listdir(os.path.join(cache, "grammars"))) if p.endswith(".far"))
        print(f"compile (new process, cold cache): {compile_s:.2f} s")
        print(f"load from cache (median of 5, imports included): {statistics.median(loads):.3f} s")
        print(f"FAR size: {os.path.getsize(far) / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
