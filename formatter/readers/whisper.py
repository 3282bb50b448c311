"""The Whisper family: openai-whisper, the hosted API's verbose_json, faster-whisper and whisperX.

openai-whisper / faster-whisper (word_timestamps=True):
    {"segments": [{"words": [{"word": " Bill,", "start": 0.3, "end": 0.7, "probability": 0.8}]}]}
hosted verbose_json (timestamp_granularities=["word"]): top-level "words", no probability.
whisperX: segments[].words[] with `score` (an alignment score, used as confidence) and optional
`speaker`; words it could not align (typically numerals, "$200,") have no start/end/score.

Whisper formats: words are lowercased and stripped of the punctuation Whisper merges into them
(" Hello," -> "hello", "$200," -> "$200"); the times are kept. Each Whisper segment starts a run
(a soft segment hint). Missing probability/score -> 1.0. whisperX words without times get times
interpolated evenly between their timed neighbours (or the segment's edges), with a warning.
"""

from __future__ import annotations

from typing import Any

from formatter.errors import InputError
from formatter.readers import units
from formatter.readers._json import arr, get, obj, opt, string
from formatter.readers._words import Parsed, Run, label, seconds_run


def read_whisper(doc: object) -> Parsed:
    """openai-whisper, faster-whisper, or the hosted API's verbose_json.

    >>> w = {"word": " Hi", "start": 0.0, "end": 0.3, "probability": 0.9}
    >>> doc = {"segments": [{"words": [w]}]}
    >>> read_whisper(doc).runs[0].words[0].text
    'hi'
    """
    d = obj(doc, "top level")
    if "words" in d:
        return Parsed([seconds_run(arr(d["words"], "words"), "words", "probability")])
    runs = []
    for i, segment in enumerate(arr(get(d, "segments", where="top level"), "segments")):
        where = f"segments[{i}]"
        s = obj(segment, where)
        if "words" not in s:
            raise InputError(f"{where}: no word timings (transcribe with word_timestamps=True)")
        runs.append(seconds_run(arr(s["words"], f"{where}.words"), f"{where}.words", "probability"))
    return Parsed(runs)


def read_whisperx(doc: object) -> Parsed:
    """whisperX's aligned output: segments[].words[] (or top-level word_segments[]).

    >>> doc = {"segments": [{"start": 1.0, "end": 2.0, "words": [{"word": "$200,"}]}]}
    >>> w = read_whisperx(doc).runs[0].words[0]
    >>> w.text, w.start, w.end
    ('$200', 1.0, 2.0)
    """
    d = obj(doc, "top level")
    parsed = Parsed()
    untimed = 0
    if "segments" in d:
        for i, segment in enumerate(arr(d["segments"], "segments")):
            where = f"segments[{i}]"
            s = obj(segment, where)
            if "words" not in s:
                raise InputError(f"{where}: no word timings (run whisperX alignment)")
            bounds = (_opt_seconds(s, "start", where), _opt_seconds(s, "end", where))
            run, n = _aligned_run(arr(s["words"], f"{where}.words"), f"{where}.words", bounds, s)
            parsed.runs.append(run)
            untimed += n
    else:
        items = arr(get(d, "word_segments", where="top level"), "word_segments")
        run, untimed = _aligned_run(items, "word_segments", (None, None), {})
        parsed.runs.append(run)
    if untimed:
        parsed.warnings.append(
            f"{untimed} word(s) had no time from alignment; times were interpolated"
        )
    return parsed


def _opt_seconds(d: dict[str, Any], key: str, where: str) -> float | None:
    value = d.get(key)
    return None if value is None else units.seconds(value, f"{where}.{key}")


def _aligned_run(
    items: list[Any], where: str, bounds: tuple[float | None, float | None], segment: dict[str, Any]
) -> tuple[Run, int]:
    rows = []
    for j, item in enumerate(items):
        at = f"{where}[{j}]"
        w = obj(item, at)
        speaker = opt(w, "speaker") or opt(segment, "speaker")
        rows.append(
            (
                string(get(w, "word", where=at), f"{at}.word"),
                _opt_seconds(w, "start", at),
                _opt_seconds(w, "end", at),
                units.confidence(opt(w, "score"), f"{at}.score"),
                label(speaker=speaker) if speaker is not None else None,
            )
        )
    times, untimed = _interpolate([(r[1], r[2]) for r in rows], bounds, where)
    run = Run()
    for (text, _, _, conf, speaker), (start, end) in zip(rows, times, strict=True):
        run.add(text, start, end, conf, speaker)
    return run, untimed


def _interpolate(
    times: list[tuple[float | None, float | None]],
    bounds: tuple[float | None, float | None],
    where: str,
) -> tuple[list[tuple[float, float]], int]:
    """Fill words without (start, end) evenly between the previous word's end and the next start."""
    out: list[tuple[float, float]] = []
    i, untimed = 0, 0
    while i < len(times):
        start, end = times[i]
        if start is not None and end is not None:
            out.append((start, end))
            i += 1
            continue
        j = i
        while j < len(times) and (times[j][0] is None or times[j][1] is None):
            j += 1
        left = out[-1][1] if out else bounds[0]
        right = times[j][0] if j < len(times) else bounds[1]
        if left is None or right is None:
            raise InputError(f"{where}[{i}]: no time, and no neighbour to take one from")
        right = max(left, right)
        step = (right - left) / (j - i)
        out.extend((left + k * step, left + (k + 1) * step) for k in range(j - i))
        untimed += j - i
        i = j
    return out, untimed
