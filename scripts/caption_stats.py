"""How the captions of real timed transcripts are cut: `python scripts/caption_stats.py
../shared/eval/timed/speechmatics.jsonl.xz [--units N] [--tree DIR]`.

Formats the first N units (whole speaker turns of an earnings call, with the engine's word
times) and cuts each into caption cues (formatter.writers.cues). Prints, over all cues: how many,
their median characters and seconds on screen, the share shorter than a second on screen and of
speech, of a single token, and where they end (a sentence end, a clause mark, mid-phrase, after
a word that binds to the next: formatter.captions.BINDING_WORDS, or a unit's end), and the time
the cutting took.
TREE is a source tree whose formatter.writers cuts the cues (another commit's worktree), with
this tree's formatter writing the tokens, so that two layouts are compared on the same tokens.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import lzma
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE))

from formatter import captions  # noqa: E402
from formatter.pipeline import Formatter  # noqa: E402
from formatter.transcript import Word  # noqa: E402
from formatter.writers import cues as our_cues  # noqa: E402


def _cues_of(tree: Path | None):
    if tree is None:
        return our_cues
    spec = importlib.util.spec_from_file_location("other_writers", tree / "formatter/writers.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module.cues


# What ends a cue, as formatter.captions classes its cuts (for both trees' cues alike).
PLACES = {
    "sentence": "sentence end",
    "clause": "clause mark",
    "phrase": "mid-phrase",
    "bound": "binding word",
}


def _ending(text: str, last: bool) -> str:
    if last:
        return "unit end"
    return PLACES[captions._cut_kind(text, captions._ends_sentence(text))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("path", type=Path, help="a timed JSON-lines file (eval/timed)")
    parser.add_argument("--units", type=int, default=200, help="units to format")
    parser.add_argument("--tree", type=Path, help="a source tree whose writers cut the cues")
    args = parser.parse_args()
    cues = _cues_of(args.tree)
    formatter = Formatter()
    chars, seconds, ends = [], [], Counter()
    short = single = brief = tokens = 0
    cutting = 0.0
    with lzma.open(args.path, "rt", encoding="utf-8") as lines:
        for n, line in enumerate(lines):
            if n >= args.units:
                break
            unit = json.loads(line)
            words = [Word(w["word"], w["start"], w["end"]) for w in unit["words"]]
            ft = formatter.format(words)
            started = time.perf_counter()
            found = cues(ft)
            cutting += time.perf_counter() - started
            tokens += len(ft.tokens)
            for k, cue in enumerate(found):
                text = " ".join(cue.lines)
                chars.append(len(text))
                seconds.append((cue.end_ms - cue.start_ms) / 1000)
                short += cue.end_ms - cue.start_ms < 1000
                spoken = [ft.tokens[i] for i in cue.tokens]
                brief += max(t.end for t in spoken) - spoken[0].start < 1.0
                single += len(cue.tokens) == 1
                ends[_ending(ft.tokens[cue.tokens[-1]].text, k == len(found) - 1)] += 1
    total = len(chars)
    print(f"{args.path.name}, {min(n + 1, args.units)} units: {total} cues")
    print(f"  median {statistics.median(chars):.0f} chars, {statistics.median(seconds):.2f} s")
    print(f"  under 1 s on screen: {short / total:.1%}; of speech: {brief / total:.1%}")
    print(f"  a single token: {single / total:.1%}")
    for place in ("sentence end", "clause mark", "mid-phrase", "binding word", "unit end"):
        print(f"  ending at a {place}: {ends[place] / total:.1%} ({ends[place]})")
    print(f"  cutting: {cutting:.2f} s for {tokens} tokens ({cutting / tokens * 1e6:.0f} us each)")


if __name__ == "__main__":
    main()
