"""NVIDIA Riva (RecognizeResponse as JSON) and NeMo ASR hypotheses with word timestamps.

Riva: {"results": [{"channel_tag": 1, "alternatives": [{"words": [
        {"start_time": 100, "end_time": 400, "word": "hi", "confidence": -0.1,
         "speaker_tag": 0}]}]}]}
    Times are integer milliseconds (snake_case or camelCase keys). Word confidence is roughly a
    natural-log probability: mapped with exp and clamped to [0, 1]. (A Riva build that already
    writes 0..1 would read too high, exp(0.9) clamps to 1.0; no such file seen yet.) `speaker_tag`
    0 means no diarization; others -> "spk_N". Several `channel_tag`s: "chN", merged by time. Each
    result starts a run. Only the first alternative is read.
NeMo: {"text": "...", "timestamp": {"word": [{"word": "hi", "start": 0.08, "end": 0.32,
        "start_offset": 1, "end_offset": 4}], "segment": [{"start": 0.08, ...}]}}
    Times in seconds (`start`/`end`); frame offsets alone are rejected, since the frame length
    depends on the model. No confidence -> 1.0. Each timestamp.segment starts a run.
"""

from __future__ import annotations

from formatter.errors import InputError
from formatter.readers import units
from formatter.readers._json import arr, get, obj, opt, string, tag
from formatter.readers._words import Parsed, Run, label


def read_riva(doc: object) -> Parsed:
    """Words of each result's first alternative; confidence from log-probabilities.

    >>> w = {"start_time": 100, "end_time": 400, "word": "hi", "confidence": 0.0}
    >>> read_riva({"results": [{"alternatives": [{"words": [w]}]}]}).runs[0].words[0]
    Word(text='hi', start=0.1, end=0.4, confidence=1.0, speaker=None)
    """
    results = arr(get(obj(doc, "top level"), "results", where="top level"), "results")
    rows = []
    for i, result in enumerate(results):
        where = f"results[{i}]"
        r = obj(result, where)
        alternatives = arr(r.get("alternatives", []), f"{where}.alternatives")
        if alternatives:
            at = f"{where}.alternatives[0]"
            channel = tag(opt(r, "channel_tag", "channelTag"), f"{where}.channel_tag")
            rows.append((channel, obj(alternatives[0], at), at))
    channels = sorted({c for c, _, _ in rows}, key=str)
    runs = []
    for channel, alternative, at in rows:
        run = Run(stream=channels.index(channel))
        for j, item in enumerate(arr(alternative.get("words", []), f"{at}.words")):
            here = f"{at}.words[{j}]"
            w = obj(item, here)
            speaker = tag(opt(w, "speaker_tag", "speakerTag"), f"{here}.speaker_tag")
            run.add(
                string(get(w, "word", where=here), f"{here}.word"),
                units.milliseconds(
                    get(w, "start_time", "startTime", where=here), f"{here}.start_time"
                ),
                units.milliseconds(get(w, "end_time", "endTime", where=here), f"{here}.end_time"),
                units.log_probability(opt(w, "confidence"), f"{here}.confidence"),
                label(channel=channel if len(channels) > 1 else None, speaker=speaker or None),
            )
        runs.append(run)
    return Parsed(runs)


def read_nemo(doc: object) -> Parsed:
    """Words of timestamp.word, a run per timestamp.segment.

    >>> doc = {"timestamp": {"word": [{"word": "hi", "start": 0.08, "end": 0.32}]}}
    >>> read_nemo(doc).runs[0].words[0]
    Word(text='hi', start=0.08, end=0.32, confidence=1.0, speaker=None)
    """
    stamps = obj(get(obj(doc, "top level"), "timestamp", where="top level"), "timestamp")
    items = arr(get(stamps, "word", where="timestamp"), "timestamp.word")
    segment_starts = [
        units.seconds(s["start"], f"timestamp.segment[{k}].start")
        for k, s in enumerate(arr(stamps.get("segment") or [], "timestamp.segment"))
        if isinstance(s, dict) and "start" in s
    ]
    runs = [Run()]
    next_segment = 1  # the first segment starts the first run
    for j, item in enumerate(items):
        where = f"timestamp.word[{j}]"
        w = obj(item, where)
        if "start" not in w and "start_offset" in w:
            raise InputError(
                f"{where}: only frame offsets; NeMo's timestamp post-processing adds seconds"
            )
        start = units.seconds(get(w, "start", where=where), f"{where}.start")
        while next_segment < len(segment_starts) and start >= segment_starts[next_segment]:
            next_segment += 1
            if runs[-1].words:
                runs.append(Run())
        runs[-1].add(
            string(get(w, "word", where=where), f"{where}.word"),
            start,
            units.seconds(get(w, "end", where=where), f"{where}.end"),
            1.0,
            None,
        )
    return Parsed(runs)
