"""Writers: a FormattedTranscript out as plain text, JSON, SRT or WebVTT.

    >>> ft = FormattedTranscript("Hi Bill.", (Token("Hi", 0.0, 0.3, 0.9, (0,)),
    ...                                        Token("Bill.", 0.3, 1.2, 0.8, (1,))))
    >>> print(to_srt(ft))
    1
    00:00:00,000 --> 00:00:01,200
    Hi Bill.
    <BLANKLINE>

Captions are cut into cues by formatter.captions; tokens are joined with single spaces: the
formatter attaches punctuation to its tokens ("Bill.").
"""

from __future__ import annotations

from typing import Any

from formatter.captions import Cue, cues
from formatter.normalize import clean_label
from formatter.transcript import FormattedTranscript, Token

# The cues are cut in formatter.captions and still reachable here; Token is for the doctests.
__all__ = ["to_text", "to_json", "to_srt", "to_vtt", "timestamp", "cues", "Cue", "Token"]


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

    >>> print(to_vtt(FormattedTranscript("A&B", (Token("A&B", 1.0, 2.5, 1.0, (0,), "spk_0"),))))
    WEBVTT
    <BLANKLINE>
    00:00:01.000 --> 00:00:02.500
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


def _srt_safe(text: str) -> str:
    # An SRT reader takes any line holding "-->" for a cue's timing line.
    while "-->" in text:
        text = text.replace("-->", "->")
    return text


def _vtt_escape(text: str) -> str:
    # WebVTT cue text is markup: a bare "&" or "<" would start an entity or a tag.
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
