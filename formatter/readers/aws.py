"""AWS Transcribe batch output.

    {"results": {"items": [
        {"type": "pronunciation", "start_time": "0.75", "end_time": "1.289",
         "alternatives": [{"confidence": "0.999", "content": "Hi"}]},
        {"type": "punctuation", "alternatives": [{"confidence": "0.0", "content": ","}]}]}}

AWS formats its output. Punctuation items carry no time and are dropped; pronunciation items keep
their times (strings of seconds) and confidence (a string in [0, 1]). An item that spans several
spoken words ("1970") stays one Word, lowercased: the formatter reads digits as written already.

Speakers: an item's `speaker_label` ("spk_0", kept verbatim), or the item's time looked up in
results.speaker_labels.segments[].items[]. Channels: with channel identification the words are read
from results.channel_labels.channels[] (labelled by `channel_label`, "ch_0") and merged by time,
since the top-level items repeat them. Only the first alternative is read.
"""

from __future__ import annotations

from typing import Any

from formatter.readers import units
from formatter.readers._json import arr, get, obj, opt, string
from formatter.readers._words import Parsed, Run, label


def read_aws(doc: object) -> Parsed:
    """Pronunciation items as words, punctuation dropped.

    >>> item = {"type": "pronunciation", "start_time": "0.75", "end_time": "1.289",
    ...         "alternatives": [{"confidence": "0.999", "content": "Hi"}]}
    >>> read_aws({"results": {"items": [item]}}).runs[0].words[0]
    Word(text='hi', start=0.75, end=1.289, confidence=0.999, speaker=None)
    """
    results = obj(get(obj(doc, "top level"), "results", where="top level"), "results")
    speakers = _speaker_map(results)
    channel_labels = opt(results, "channel_labels") or {}
    channels = arr(
        obj(channel_labels, "results.channel_labels").get("channels", []),
        "results.channel_labels.channels",
    )
    if channels:
        runs = []
        for n, channel in enumerate(channels):
            where = f"results.channel_labels.channels[{n}]"
            c = obj(channel, where)
            name = string(get(c, "channel_label", where=where), f"{where}.channel_label")
            items = arr(get(c, "items", where=where), f"{where}.items")
            runs.append(_run(items, f"{where}.items", speakers, n, name))
        return Parsed(runs)
    items = arr(get(results, "items", where="results"), "results.items")
    return Parsed([_run(items, "results.items", speakers, 0, None)])


def _speaker_map(results: dict[str, Any]) -> dict[str, str]:
    """start_time string -> speaker label, from the older speaker_labels.segments layout."""
    mapping: dict[str, str] = {}
    labels = results.get("speaker_labels")
    if not isinstance(labels, dict):
        return mapping
    for segment in arr(labels.get("segments", []), "results.speaker_labels.segments"):
        if not isinstance(segment, dict):
            continue
        for item in segment.get("items", []):
            if isinstance(item, dict) and "start_time" in item and "speaker_label" in item:
                mapping[str(item["start_time"])] = str(item["speaker_label"])
    return mapping


def _run(
    items: list[Any], where: str, speakers: dict[str, str], stream: int, channel: str | None
) -> Run:
    run = Run(stream=stream)
    for j, item in enumerate(items):
        at = f"{where}[{j}]"
        it = obj(item, at)
        if get(it, "type", where=at) != "pronunciation":
            run.skip()  # punctuation: no time, and the formatter adds its own
            continue
        alternatives = arr(get(it, "alternatives", where=at), f"{at}.alternatives")
        best = obj(alternatives[0] if alternatives else None, f"{at}.alternatives[0]")
        start = get(it, "start_time", where=at)
        speaker = opt(it, "speaker_label")
        if speaker is not None:
            speaker = label(speaker=speaker, where=f"{at}.speaker_label")
        speaker = speaker or speakers.get(str(start)) or None
        run.add(
            string(
                get(best, "content", where=f"{at}.alternatives[0]"), f"{at}.alternatives[0].content"
            ),
            units.seconds(start, f"{at}.start_time", strings=True),
            units.seconds(get(it, "end_time", where=at), f"{at}.end_time", strings=True),
            units.confidence(
                opt(best, "confidence"), f"{at}.alternatives[0].confidence", strings=True
            ),
            "/".join(s for s in (channel, speaker) if s) or None,
        )
    return run
