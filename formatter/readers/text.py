"""Plain text: one transcript per line, words separated by whitespace, no times.

Words get synthetic times so they pass `validate` and keep their order: word i of a line spans
[i, i + 1) seconds, confidence 1.0. They mean nothing; do not write captions from them.
`read_text_lines` keeps lines apart (the CLI formats each line as its own transcript);
`read_text` (format "text") joins them, with times running on and a boundary at every line.
Blank lines are skipped; words are lowercased and stripped of edge punctuation like every reader's.
"""

from __future__ import annotations

from formatter.readers._words import Parsed, Run
from formatter.transcript import Word


def read_text_lines(text: str) -> list[list[Word]]:
    """One word list per non-blank line.

    >>> lines = read_text_lines("Hi Bill,\\n\\nbye\\n")
    >>> [[(w.text, w.start, w.end) for w in line] for line in lines]
    [[('hi', 0.0, 1.0), ('bill', 1.0, 2.0)], [('bye', 0.0, 1.0)]]
    """
    lines = []
    for line in text.splitlines():
        run = Run()
        for token in line.split():
            n = float(len(run.words))
            run.add(token, n, n + 1, 1.0, None)
        if run.words:
            lines.append(run.words)
    return lines


def read_text(text: str) -> Parsed:
    """All lines as one transcript: a run per line, times running on across lines.

    >>> [[w.start for w in run.words] for run in read_text("a b\\nc").runs]
    [[0.0, 1.0], [2.0]]
    """
    runs, offset = [], 0.0
    for line in read_text_lines(text):
        runs.append(Run(words=[Word(w.text, w.start + offset, w.end + offset) for w in line]))
        offset += len(line)
    return Parsed(runs)
