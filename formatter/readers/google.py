"""Google Speech-to-Text v1 and v2 (recognize / longrunningrecognize / batch JSON).

    v1: {"results": [{"alternatives": [{"words": [
            {"startTime": "1.300s", "endTime": "1.800s", "word": "play", "confidence": 0.9}]}]}]}
    v2: the same with startOffset / endOffset and speakerLabel.

Both camelCase (REST, gcloud) and snake_case (Python `to_dict`) keys are read. Times are protobuf
Durations ("1.300s" or {"seconds", "nanos"}); proto3 JSON omits zero values, so a missing time is 0
(but a file with no times at all is rejected: word time offsets were not enabled). Confidence: only
the first alternative is read; per-word confidence exists only with enableWordConfidence, and 0.0 is
proto3's "not set", so both missing and 0.0 become 1.0 (documented for v1 and v2 alike).

Speakers: v1 `speakerTag` (0 = not set) or `speakerLabel` -> "spk_N". With diarization Google
repeats every word of the file, tagged, in the last result: then only that result is read. Channels:
`channelTag` on each result; with several channels words are labelled "chN" and merged by time.
Each result starts a run (Google ends a result at a pause).
"""

from __future__ import annotations

from typing import Any

from formatter.errors import InputError
from formatter.readers import units
from formatter.readers._json import arr, get, kind, obj, opt, string
from formatter.readers._words import Parsed, Run, label

_V1_TIMES = (("startTime", "start_time"), ("endTime", "end_time"))
_V2_TIMES = (("startOffset", "start_offset"), ("endOffset", "end_offset"))


def read_google_v1(doc: object) -> Parsed:
    """Words of the first alternative of each result.

    >>> w = {"startTime": "1.300s", "endTime": "1.800s", "word": "Play"}
    >>> doc = {"results": [{"alternatives": [{"words": [w]}]}]}
    >>> read_google_v1(doc).runs[0].words[0]
    Word(text='play', start=1.3, end=1.8, confidence=1.0, speaker=None)
    """
    return _read(doc, _V1_TIMES)


def read_google_v2(doc: object) -> Parsed:
    """Words of the first alternative of each result.

    >>> w = {"startOffset": "0.1s", "endOffset": "0.4s", "word": "hi", "confidence": 0.95}
    >>> doc = {"results": [{"alternatives": [{"words": [w]}]}]}
    >>> read_google_v2(doc).runs[0].words[0].confidence
    0.95
    """
    return _read(doc, _V2_TIMES)


def _read(doc: object, keys: tuple[tuple[str, str], tuple[str, str]]) -> Parsed:
    results = []
    for i, result in enumerate(
        arr(get(obj(doc, "top level"), "results", where="top level"), "results")
    ):
        where = f"results[{i}]"
        r = obj(result, where)
        alternatives = arr(r.get("alternatives", []), f"{where}.alternatives")
        if not alternatives:
            continue  # an empty result (silence at the end of a stream)
        a = obj(alternatives[0], f"{where}.alternatives[0]")
        items = arr(a.get("words", []), f"{where}.alternatives[0].words")
        channel = opt(r, "channelTag", "channel_tag")
        if isinstance(channel, bool) or not isinstance(channel, (str, int, type(None))):
            raise InputError(
                f"{where}.channelTag: expected a whole number or a string, got {kind(channel)}"
            )
        results.append(
            (
                channel,
                [obj(w, f"{where}.alternatives[0].words[{j}]") for j, w in enumerate(items)],
                where,
            )
        )
    skipped = 0
    if _repeats_all(results):
        skipped = sum(len(ws) for _, ws, _ in results[:-1])
        results = results[-1:]
    channels = {channel for channel, _, _ in results}
    multichannel = len(channels) > 1
    stream_of = {c: n for n, c in enumerate(sorted(channels, key=lambda c: (c is None, str(c))))}
    runs, timed = [], False
    for channel, items, where in results:
        run = Run(stream=stream_of[channel])
        run.skip(skipped)  # the repeated words keep their positions in the file
        skipped = 0
        for j, w in enumerate(items):
            at = f"{where}.alternatives[0].words[{j}]"
            times = [opt(w, *names) for names in keys]
            timed = timed or any(t is not None for t in times)
            start, end = (
                0.0 if t is None else units.google_duration(t, f"{at}.{names[0]}")
                for t, names in zip(times, keys, strict=True)
            )
            speaker = _speaker(w)
            run.add(
                string(get(w, "word", where=at), f"{at}.word"),
                start,
                end,
                units.confidence(opt(w, "confidence"), f"{at}.confidence", zero_is_unset=True),
                label(
                    channel=channel if multichannel else None,
                    speaker=speaker,
                    where=f"{at}.speakerLabel",
                ),
            )
        runs.append(run)
    if runs and any(run.words for run in runs) and not timed:
        raise InputError("no word times in this file (enable word time offsets)")
    return Parsed(runs)


def _repeats_all(results: list[tuple[object, list[dict[str, Any]], str]]) -> bool:
    """Whether the last result is Google's diarization summary: tagged with speakers, and
    repeating every word of the results before it, in order (then those are read from it). A
    last result that is only tagged, as every result is in some diarized output, is not one."""
    if len(results) < 2 or not any(_speaker(w) is not None for w in results[-1][1]):
        return False
    earlier = [w.get("word") for _, ws, _ in results[:-1] for w in ws]
    last = [w.get("word") for w in results[-1][1]]
    return len(last) >= len(earlier) and last[: len(earlier)] == earlier


def _speaker(w: dict[str, Any]) -> object:
    tag = opt(w, "speakerLabel", "speaker_label", "speakerTag", "speaker_tag")
    return None if tag in (0, "", "0") else tag
