"""Questions whose auxiliary goes unsaid, added to the boundary model's training text.

Casual speech drops a question's auxiliary ("You coming to the gym tomorrow?", "You free
Saturday?", "You want me to grab anything?"): about one casual voicemail line in fifteen asks so.
Written text almost never does (the six corpora hold 42 such questions in all), so the members
learned "you" opening a statement and ended these with a period. The text they train on has
plenty of the full form, though ("Are you coming tonight?": about 11,400 lines with one), so a
SHARE of those questions here lose their auxiliary: a sentence that opens with one of AUXILIARIES
and "you" and ends with a question mark starts at "you" instead. Only the training text changes;
the words a model sees at run time are the recognizer's.

Only auxiliaries whose loss leaves words no statement has: "are you coming?" -> "you coming?",
"have you been?" -> "you been?". Not "do" or "did", though task dialogue asks with "do you" nine
times as often as with "are you": "do you need a ride?" -> "you need a ride?" reads as a statement
too, and members trained on such text (a share of 0.5, "do" and "did" among the auxiliaries)
turned statements into questions ("You need to bring your ID to the appointment?") and lost the
web text's question F1 .529 -> .493 (docs/BOUNDARY_LOG.md, fifty-seventh session).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from lm.boundary_text import MARKS
from lm.openers import SENTENCE_ENDS

QUESTION = MARKS.index("?")
# The auxiliaries casual speech drops before "you" whose loss leaves no statement's words (above).
# Not "can", "will", "would": "you can call me" is a statement, and what is asked changes.
AUXILIARIES = frozenset({"are", "were", "have"})
SUBJECT = "you"


class DroppedAuxiliaries:
    """Drops the auxiliary of a share of the questions it is given (see the module docstring)."""

    def __init__(self, share: float) -> None:
        if not 0.0 < share <= 1.0:
            raise ValueError(f"share {share}: must be in (0, 1]")
        self.share = share

    def add(
        self,
        words: Sequence[str],
        marks: Sequence[int],
        cases: Sequence[int],
        rng: np.random.Generator,
        ignore: int,
    ) -> tuple[list[str], list[int], list[int]]:
        """WORDS, MARKS and CASES (IGNORE on unknown labels) with the auxiliary dropped from a
        share of the questions "AUX you ...?"; "you" then opens the sentence, its case label
        IGNORE as every sentence start's."""
        out_w: list[str] = []
        out_m: list[int] = []
        out_c: list[int] = []
        drop_next = False
        for j, (word, mark, case) in enumerate(zip(words, marks, cases, strict=True)):
            if drop_next:  # "you" after the dropped auxiliary: a sentence start now
                drop_next = False
                out_w.append(word)
                out_m.append(mark)
                out_c.append(ignore)
                continue
            starts = j == 0 or marks[j - 1] in SENTENCE_ENDS
            if (
                starts
                and word in AUXILIARIES
                and mark == 0
                and j + 1 < len(words)
                and words[j + 1] == SUBJECT
                and _asks(marks, j)
                and rng.random() < self.share
            ):
                drop_next = True
                continue
            out_w.append(word)
            out_m.append(mark)
            out_c.append(case)
        return out_w, out_m, out_c


def _asks(marks: Sequence[int], start: int) -> bool:
    """Whether the sentence opening at START ends with a question mark (one that runs to the end
    of its line unended asks nothing)."""
    for mark in marks[start:]:
        if mark in SENTENCE_ENDS:
            return mark == QUESTION
    return False
