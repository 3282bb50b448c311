"""Writers: a FormattedTranscript out as plain text, JSON, SRT or WebVTT.

    >>> ft = FormattedTranscript("Hi Bill.", (Token("Hi", 0.0, 0.3, 0.9, (0,)),
    ...                                        Token("Bill.", 0.3, 0.7, 0.8, (1,))))
    >>> print(to_srt(ft))
    1
    00:00:00,000 --> 00:00:00,700
    Hi Bill.
    <BLANKLINE>

Captions are cut from the timed tokens (`cues`): never inside a token, at a speaker change, after a
long pause, before a line would pass MAX_LINE_CHARS or a cue MAX_LINES / MAX_CUE_SECONDS, preferring
to cut after a sentence end, then after a clause mark. Tokens are joined with single spaces: the
formatter attaches punctuation to its tokens ("Bill.").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from formatter.normalize import clean_label
from formatter.transcript import FormattedTranscript, Token
from lm.normalize import without_title_periods

# Caption layout, with the reason for each number.
MAX_LINE_CHARS = 42  # the common broadcast/Netflix limit for Latin-script subtitles
MAX_LINES = 2  # more hides the picture and cannot be read in a cue's time
MAX_CUE_SECONDS = 6.0  # longer cues drift from the speech; readers re-read stale text
MAX_PAUSE_SECONDS = 1.5  # a longer silence ends the cue rather than showing text over it
SENTENCE_CUE_MIN_CHARS = 24  # after a sentence end, cut once the cue holds about half a line
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


def to_text(ft: FormattedTranscript) -> str:
    """The formatted text as the formatter wrote it (no trailing newline: the caller adds one).

    >>> to_text(FormattedTranscript("Hi Bill."))
    'Hi Bill.'
    """
    return ft.text


def to_json(
    ft: FormattedTranscript, *, input_format: str | None, version: str, timed: bool = True
) -> dict[str, Any]:
    """A JSON-ready dict; times rounded to ms and confidence to 4 places (finer is noise). Not
    TIMED (plain-text input, whose times are made up): every start and end is null.

    >>> ft = FormattedTranscript("Hi", (Token("Hi", 0.0, 0.3, 0.9, (0,)),))
    >>> to_json(ft, input_format="simple", version="0.1.0")["tokens"]
    [{'text': 'Hi', 'start': 0.0, 'end': 0.3, 'confidence': 0.9, 'words': [0]}]
    """
    tokens = []
    for t in ft.tokens:
        item: dict[str, Any] = {
            "text": t.text,
            "start": round(t.start, 3) if timed else None,
            "end": round(t.end, 3) if timed else None,
            "confidence": round(t.confidence, 4),
            "words": list(t.words),
        }
        if t.speaker is not None:
            item["speaker"] = t.speaker
        tokens.append(item)
    return {"version": version, "input_format": input_format, "text": ft.text, "tokens": tokens}


def to_srt(ft: FormattedTranscript, **layout: Any) -> str:
    """SubRip captions: numbered cues, "HH:MM:SS,mmm" times. LAYOUT as for `cues`."""
    blocks = []
    for n, cue in enumerate(cues(ft, **layout), start=1):
        times = f"{timestamp(cue.start_ms, ',')} --> {timestamp(cue.end_ms, ',')}"
        lines = [_srt_safe(line) for line in cue.lines]
        blocks.append(f"{n}\n{times}\n" + "\n".join(lines) + "\n")
    return "\n".join(blocks)


def to_vtt(ft: FormattedTranscript, **layout: Any) -> str:
    """WebVTT captions: "WEBVTT" header, "HH:MM:SS.mmm" times, a voice tag per speaker.

    >>> print(to_vtt(FormattedTranscript("A&B", (Token("A&B", 1.0, 1.5, 1.0, (0,), "spk_0"),))))
    WEBVTT
    <BLANKLINE>
    00:00:01.000 --> 00:00:01.500
    <v spk_0>A&amp;B
    <BLANKLINE>
    """
    blocks = ["WEBVTT\n"]
    for cue in cues(ft, **layout):
        lines = [_vtt_escape(line) for line in cue.lines]
        speaker = clean_label(cue.speaker)  # one line, or a newline would end the cue
        if speaker is not None:
            lines[0] = f"<v {_vtt_escape(speaker)}>{lines[0]}"
        times = f"{timestamp(cue.start_ms, '.')} --> {timestamp(cue.end_ms, '.')}"
        blocks.append(f"{times}\n" + "\n".join(lines) + "\n")
    return "\n".join(blocks)


def timestamp(ms: int, separator: str) -> str:
    """HH:MM:SS plus SEPARATOR and milliseconds; hours grow past two digits if they must.

    >>> timestamp(3_723_004, ","), timestamp(1_234, ".")
    ('01:02:03,004', '00:00:01.234')
    """
    hours, rest = divmod(ms, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    seconds, millis = divmod(rest, 1000)
    return f"{hours:02d}:{minutes:02d}:{seconds:02d}{separator}{millis:03d}"


def cues(
    ft: FormattedTranscript,
    *,
    max_chars: int = MAX_LINE_CHARS,
    max_lines: int = MAX_LINES,
    max_seconds: float = MAX_CUE_SECONDS,
) -> list[Cue]:
    """FT's tokens cut into caption cues, in order, each token in exactly one cue.

    A cue runs from its first token's start to its latest token end, clamped so that cues never
    overlap: an end past the next cue's start is cut back to it.

    >>> ft = FormattedTranscript("", (Token("Yes.", 0.0, 0.4, 1.0, (0,), "a"),
    ...                               Token("No.", 0.4, 0.8, 1.0, (1,), "b")))
    >>> [(c.start_ms, c.end_ms, c.lines) for c in cues(ft)]
    [(0, 400, ('Yes.',)), (400, 800, ('No.',))]
    """
    tokens = ft.tokens

    def fits(group: list[int]) -> bool:
        if len(group) == 1:
            return True  # a lone overlong token still has to be shown somewhere
        span = tokens[group[-1]].end - tokens[group[0]].start
        texts = [tokens[i].text for i in group]
        return span <= max_seconds and _wrap(texts, max_chars, max_lines) is not None

    groups: list[list[int]] = []
    current: list[int] = []
    for i, token in enumerate(tokens):
        if current and _hard_break(tokens[current[-1]], token):
            groups.append(current)
            current = []
        elif current and not fits([*current, i]):
            head, current = _split(current, tokens)
            groups.append(head)
            if current and not fits([*current, i]):
                groups.append(current)
                current = []
        current.append(i)
        text_length = len(" ".join(tokens[j].text for j in current))
        if _ends_sentence(token.text) and text_length >= SENTENCE_CUE_MIN_CHARS:
            groups.append(current)
            current = []
    if current:
        groups.append(current)
    return _timed(groups, tokens, max_chars, max_lines)


def _hard_break(previous: Token, token: Token) -> bool:
    return token.speaker != previous.speaker or token.start - previous.end > MAX_PAUSE_SECONDS


def _split(group: list[int], tokens: Sequence[Token]) -> tuple[list[int], list[int]]:
    """Cut GROUP after its last sentence end, else its last clause mark, else keep it whole."""
    for marks in (_SENTENCE_END, _CLAUSE_END):
        for k in range(len(group) - 1, 0, -1):
            if without_title_periods(tokens[group[k - 1]].text).endswith(marks):
                return group[:k], group[k:]
    return group, []


def _ends_sentence(text: str) -> bool:
    """Whether a token ends a sentence: "Dr." does not (its period is the title's)."""
    return without_title_periods(text).endswith(_SENTENCE_END)


def _wrap(texts: Sequence[str], width: int, max_lines: int) -> list[str] | None:
    """TEXTS in at most MAX_LINES lines of at most WIDTH chars (a lone longer token gets its own
    line), balanced, the shorter line on top; None if they do not fit.

    >>> _wrap(["a", "bb", "ccc"], 5, 2), _wrap(["a", "bb", "ccc"], 2, 2)
    (['a bb', 'ccc'], None)
    """
    joined = " ".join(texts)
    if len(joined) <= width or len(texts) == 1:
        return [joined]
    if max_lines <= 1:
        return None
    best: list[str] | None = None
    for k in range(1, len(texts)):
        head = " ".join(texts[:k])
        if len(head) > width and k > 1:
            break  # heads only grow from here
        rest = _wrap(texts[k:], width, max_lines - 1)
        if rest is None:
            continue
        candidate = [head, *rest]
        if best is None or _balance(candidate) < _balance(best):
            best = candidate
    return best


def _balance(lines: list[str]) -> tuple[int, int, int]:
    # Fewest lines, then the longest line shortest, then a shorter top line (bottom-heavy).
    return len(lines), max(map(len, lines)), len(lines[0])


def _timed(
    groups: list[list[int]], tokens: Sequence[Token], max_chars: int, max_lines: int
) -> list[Cue]:
    starts: list[int] = []
    for group in groups:
        start = round(tokens[group[0]].start * 1000)
        starts.append(max(start, starts[-1]) if starts else start)
    out = []
    for n, group in enumerate(groups):
        end = max(round(tokens[i].end * 1000) for i in group)
        if n + 1 < len(starts):
            end = min(end, starts[n + 1])
        lines = _wrap([tokens[i].text for i in group], max_chars, max_lines)
        assert lines is not None  # every group was checked by fits()
        out.append(
            Cue(
                starts[n], max(end, starts[n]), tuple(lines), tuple(group), tokens[group[0]].speaker
            )
        )
    return out


def _srt_safe(text: str) -> str:
    # An SRT reader takes any line holding "-->" for a cue's timing line.
    while "-->" in text:
        text = text.replace("-->", "->")
    return text


def _vtt_escape(text: str) -> str:
    # WebVTT cue text is markup: a bare "&" or "<" would start an entity or a tag.
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
