"""Hunt for inputs that crash the formatter, lose a word or change between runs, for N minutes.

    PYTHONPATH=$PWD nice -n 5 python scripts/fuzz.py --minutes 30 --out fuzz-report.json

Runs the properties of tests/formatter/fuzzing.py (the ones the test suite checks on a few dozen
fixed examples) on fresh random examples, in rounds of ROUND examples with a new seed each:
plain text, engine JSON, raw bytes on stdin, mixes of the grammars' words (the lattice over
grammars.anchors' spans against the whole lattice) and text with a call's vocabulary made of its
own words in turn, until the time is up. A failure is
shrunk by Hypothesis to a small example; each distinct one (by error type and message) is
written to --out with the input that shows it. Prints and writes the figures: examples tried,
failures found.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, settings

from formatter.lattice import Variants
from formatter.pipeline import Formatter
from grammars import export
from tests.formatter.fuzzing import (
    check_document,
    check_readings,
    check_stream,
    check_text,
    check_vocabulary,
    documents,
    readings_text,
    seeds,
    streams,
    vocabulary_text,
    words_text,
)

ROUND = 200  # examples per Hypothesis run; a new seed each round


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=1.0)
    parser.add_argument("--out", type=Path, default=Path("fuzz-report.json"))
    args = parser.parse_args()
    formatter = Formatter()
    seed_docs = seeds()
    deadline = time.monotonic() + args.minutes * 60
    variants = Variants(export.load())
    counts = {"text": 0, "document": 0, "stream": 0, "readings": 0, "vocabulary": 0}
    found: dict[str, dict[str, str]] = {}
    last: dict[str, str] = {}

    def run(kind: str, strategy, check, target=formatter) -> None:
        @settings(
            max_examples=ROUND, deadline=None, database=None, derandomize=False,
            phases=[Phase.generate, Phase.shrink],
            suppress_health_check=list(HealthCheck),
        )  # fmt: skip
        @given(strategy)
        def prop(value: str) -> None:
            if time.monotonic() > deadline:
                return
            counts[kind] += 1
            last[kind] = value
            check(target, value)

        try:
            prop()
        except Exception as error:  # noqa: BLE001 - a finding: recorded, and the hunt goes on
            key = f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
            if key not in found:
                found[key] = {
                    "kind": kind,
                    "input": last.get(kind, ""),
                    "traceback": "".join(traceback.format_exception(error))[-3000:],
                }
                print(f"found: {key}", file=sys.stderr, flush=True)

    rounds = 0
    random.seed()
    while time.monotonic() < deadline:
        run("text", words_text, check_text)
        run("document", documents(seed_docs), check_document)
        run("stream", streams, check_stream)
        run("readings", readings_text, check_readings, variants)
        run("vocabulary", vocabulary_text(), lambda f, case: check_vocabulary(f, *case))
        rounds += 1
    report = {
        "minutes": args.minutes,
        "examples": counts,
        "rounds": rounds,
        "failures": found,
    }
    args.out.write_text(json.dumps(report, ensure_ascii=True, indent=2) + "\n", encoding="utf-8")
    print(
        f"{sum(counts.values())} examples ({counts['text']} text, {counts['document']} documents,"
        f" {counts['stream']} streams, {counts['readings']} mixes of the grammars' words,"
        f" {counts['vocabulary']} with a call's vocabulary)"
        f" in {args.minutes} min: {len(found)} distinct failure(s); report in {args.out}"
    )
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
