"""Caption cues cut from a formatted transcript's timed tokens (for SRT and WebVTT).

    >>> ft = FormattedTranscript("", (Token("Yes.", 0.0, 0.4, 1.0, (0,), "a"),
    ...                               Token("No.", 0.4, 0.8, 1.0, (1,), "b")))
    >>> [(c.start_ms, c.end_ms, c.lines) for c in cues(ft)]
    [(0, 400, ('Yes.',)), (400, 1400, ('No.',))]

Hard limits: a cue is never cut inside a token, always at a change of speaker or a long pause,
holds at most MAX_LINES lines of MAX_LINE_CHARS and spans at most MAX_CUE_SECONDS of speech.
Within them the cut points are chosen together, as the cheapest path through the transcript
(`_best_cuts`), not one cue at a time: a cut after a sentence end is free, after a clause mark
cheap, inside a phrase dear, and dearer after a word that binds to the next; each cue costs a
little (fewer, fuller cues), and so does a cue that runs on into a new sentence once it holds
half a line, and much more one that would be on screen less than MIN_CUE_SECONDS. Cut one at a
time, the last words of a long sentence were often left to flash alone ("startup." for 0.16 s)
after a cue that ended mid-phrase anyway (docs/results/caption_cuts.txt). A short cue that
cannot be avoided stays on screen MIN_CUE_SECONDS, into the silence after it.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from formatter.transcript import FormattedTranscript, Token
from lm.normalize import without_title_periods

# Caption layout, with the reason for each number.
MAX_LINE_CHARS = 42  # the common broadcast/Netflix limit for Latin-script subtitles
MAX_LINES = 2  # more hides the picture and cannot be read in a cue's time
MAX_CUE_SECONDS = 6.0  # longer cues drift from the speech; readers re-read stale text
MAX_PAUSE_SECONDS = 1.5  # a longer silence ends the cue rather than showing text over it
# About the shortest time a short line can be read: subtitling guides ask for 5/6 s to 1 s.
MIN_CUE_SECONDS = 1.0
SENTENCE_CUE_MIN_CHARS = 24  # a cue holding about half a line ends with its sentence

# The costs of a cut (what the cue before it ends with) and of a cue, in one unit: a cut inside
# a phrase costs as much as three cues, so a cue is added to avoid one only where a clause
# mark or a sentence end is at hand; a cue shorter than MIN_CUE_SECONDS costs more than a cut
# inside a phrase, so a long sentence's last words are not left to flash alone.
CUT_COST = {"sentence": 0.0, "clause": 1.0, "phrase": 3.0, "bound": 5.0}
# Words that bind to the word after them: a cue should not end on one ("...how to recruit a" /
# "co-founder"), as subtitling guides ask (BBC: not after an article, a preposition, a
# conjunction or a possessive). A cut after one is "bound", the dearest kind.
BINDING_WORDS = frozenset(
    "a an the this that these those my your his her its our their "
    "to of in on at for with from by about into onto over under through between "
    "and or but nor so if than".split()
)
CUE_COST = 1.0
RUN_ON_COST = 1.5  # more than a cue: past half a line, a new sentence starts a new cue
SHORT_CUE_COST = 4.0
_SENTENCE_END = (".", "?", "!", "…", '."', '?"', '!"')
_CLAUSE_END = (",", ";", ":", "—")


@dataclass(frozen=True)
class Cue:
    """One caption: times in integer ms (rounding cannot reorder cues), its lines, its tokens."""

    start_ms: int
    end_ms: int
    lines: tuple[str, ...]
    tokens: tuple[int, ...]
    speaker: str | None = None


@dataclass(frozen=True)
class Layout:
    max_chars: int = MAX_LINE_CHARS
    max_lines: int = MAX_LINES
    max_seconds: float = MAX_CUE_SECONDS


def cues(
    ft: FormattedTranscript,
    *,
    max_chars: int = MAX_LINE_CHARS,
    max_lines: int = MAX_LINES,
    max_seconds: float = MAX_CUE_SECONDS,
) -> list[Cue]:
    """FT's tokens cut into caption cues, in order, each token in exactly one cue.

    A cue is shown from its first token's start to its latest token end, or MIN_CUE_SECONDS if
    that is longer, and never past the next cue's start."""
    layout = Layout(max_chars, max_lines, max_seconds)
    tokens = ft.tokens
    groups: list[list[int]] = []
    begin = 0
    for i in range(1, len(tokens) + 1):
        if i == len(tokens) or _hard_break(tokens[i - 1], tokens[i]):
            groups += _best_cuts(tokens, begin, i, layout)
            begin = i
    return _timed(groups, tokens, layout)


def _hard_break(previous: Token, token: Token) -> bool:
    return token.speaker != previous.speaker or token.start - previous.end > MAX_PAUSE_SECONDS


def _best_cuts(tokens: Sequence[Token], begin: int, end: int, layout: Layout) -> list[list[int]]:
    """TOKENS[BEGIN:END] cut into the cues of least total cost (the module's docstring).

    best[i] is the least cost of cutting the first i tokens; a cue [j, i) is tried for each j
    back from i while it still fits, which bounds the work by the tokens a cue can hold."""
    n = end - begin
    texts = [tokens[begin + k].text for k in range(n)]
    sentence = [_ends_sentence(t) for t in texts]
    # Characters before token k when the cue starts at token 0; the last sentence end at or
    # before k.
    offset = [0] * (n + 1)
    last_end = [-1] * n
    for k, text in enumerate(texts):
        offset[k + 1] = offset[k] + len(text) + 1
        last_end[k] = k if sentence[k] else (last_end[k - 1] if k else -1)
    best = [0.0] + [float("inf")] * n
    back = [0] * (n + 1)
    for i in range(1, n + 1):
        cut = 0.0 if i == n else CUT_COST[_cut_kind(texts[i - 1], sentence[i - 1])]
        inner = last_end[i - 2] if i >= 2 else -1  # the cue's last sentence end before its end
        lines = _LinePacker(layout.max_chars)
        latest = float("-inf")
        for j in range(i - 1, -1, -1):
            lines.prepend(texts[j])
            latest = max(latest, tokens[begin + j].end)
            span = latest - tokens[begin + j].start
            if j < i - 1 and (lines.count > layout.max_lines or span > layout.max_seconds):
                break  # a cue starting earlier only holds more
            cost = best[j] + CUE_COST + cut
            if inner >= j and offset[inner + 1] - offset[j] - 1 >= SENTENCE_CUE_MIN_CHARS:
                cost += RUN_ON_COST
            if span < MIN_CUE_SECONDS and n > 1:
                cost += SHORT_CUE_COST
            if cost < best[i]:
                best[i], back[i] = cost, j
    groups = []
    i = n
    while i > 0:
        groups.append(list(range(begin + back[i], begin + i)))
        i = back[i]
    return groups[::-1]


class _LinePacker:
    """The fewest lines of at most WIDTH characters that words prepended one at a time fill, in
    order; a word longer than WIDTH takes a line of its own (as `_wrap` places it). Packing
    greedily from the end is optimal, and one word at a time is what `_best_cuts` needs."""

    def __init__(self, width: int) -> None:
        self.width = width
        self.count = 0
        self.current = -1  # characters on the first line; -1: it takes no more words

    def prepend(self, text: str) -> None:
        if self.current >= 0 and self.current + 1 + len(text) <= self.width:
            self.current += 1 + len(text)
            return
        self.count += 1
        self.current = len(text) if len(text) <= self.width else -1


def _cut_kind(text: str, ends_sentence: bool) -> str:
    if ends_sentence:
        return "sentence"
    if without_title_periods(text).endswith(_CLAUSE_END):
        return "clause"
    last = text.rsplit(" ", 1)[-1]  # of a token, or of a line of them
    return "bound" if last.lower() in BINDING_WORDS else "phrase"


def _ends_sentence(text: str) -> bool:
    """Whether a token ends a sentence: "Dr." does not (its period is the title's)."""
    return without_title_periods(text).endswith(_SENTENCE_END)


def _wrap(texts: Sequence[str], width: int, max_lines: int) -> list[str] | None:
    """TEXTS in at most MAX_LINES lines of at most WIDTH chars (a lone longer token gets its own
    line), balanced, the shorter line on top; None if they do not fit.

    >>> _wrap(["a", "bb", "ccc"], 5, 2), _wrap(["a", "bb", "ccc"], 2, 2)
    (['a bb', 'ccc'], None)
    """

    # The best lines of each rest of TEXTS, once each: tried afresh for every head, four lines
    # of 200 characters of short tokens took 26 s for 2,000 tokens.
    @functools.cache
    def best_from(start: int, lines_left: int) -> list[str] | None:
        joined = " ".join(texts[start:])
        if len(joined) <= width or len(texts) - start == 1:
            return [joined]
        if lines_left <= 1:
            return None
        best: list[str] | None = None
        for k in range(start + 1, len(texts)):
            head = " ".join(texts[start:k])
            if len(head) > width and k > start + 1:
                break  # heads only grow from here
            rest = best_from(k, lines_left - 1)
            if rest is None:
                continue
            candidate = [head, *rest]
            if best is None or _balance(candidate) < _balance(best):
                best = candidate
        return best

    return best_from(0, max_lines)


def _balance(lines: list[str]) -> tuple[int, float, int, int]:
    # Fewest lines, then line breaks where a cue's cut would be cheapest (not after "the"),
    # then the longest line shortest, then a shorter top line (bottom-heavy).
    breaks = sum(CUT_COST[_cut_kind(line, _ends_sentence(line))] for line in lines[:-1])
    return len(lines), breaks, max(map(len, lines)), len(lines[0])


def _timed(groups: list[list[int]], tokens: Sequence[Token], layout: Layout) -> list[Cue]:
    starts: list[int] = []
    for group in groups:
        start = round(tokens[group[0]].start * 1000)
        starts.append(max(start, starts[-1]) if starts else start)
    out = []
    for n, group in enumerate(groups):
        end = max(round(tokens[i].end * 1000) for i in group)
        end = max(end, starts[n] + round(MIN_CUE_SECONDS * 1000))
        if n + 1 < len(starts):
            end = min(end, starts[n + 1])
        lines = _wrap([tokens[i].text for i in group], layout.max_chars, layout.max_lines)
        assert lines is not None  # every group fits: _LinePacker counts as _wrap places
        out.append(
            Cue(
                starts[n], max(end, starts[n]), tuple(lines), tuple(group), tokens[group[0]].speaker
            )
        )
    return out


__all__ = ["Cue", "cues", "MAX_LINE_CHARS", "MAX_LINES", "MAX_CUE_SECONDS"]
