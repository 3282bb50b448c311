"""Speechmatics batch transcripts (the json-v2 format).

    {"format": "2.9", "metadata": {...}, "results": [
        {"type": "word", "start_time": 0.51, "end_time": 0.87,
         "alternatives": [{"content": "Hi", "confidence": 0.99, "speaker": "S1"}]},
        {"type": "punctuation", "start_time": 0.87, "end_time": 0.87, "attaches_to": "previous",
         "is_eos": false, "alternatives": [{"content": ",", "confidence": 1.0}]}]}

Speechmatics formats its output. `word` results are words (times in seconds, confidence in [0, 1]);
`punctuation` results are dropped: the formatter adds its own. A word written as digits ("2024")
stays one Word, lowercased, as with AWS. With entities enabled an `entity` result stands for
several words: its `spoken_form` results are read in its place, each counted as one of the
input's items (`Word.index`), so the JSON output's word positions after an entity run on from its
spoken words, not from `results`. Only the first alternative is read.

Speakers: the alternative's `speaker` ("S1"; "UU", unknown, is none). Channels: a result's
`channel` ("channel_1") puts its words on that channel's stream, merged by time.
"""

from __future__ import annotations

from typing import Any

from formatter.readers import units
from formatter.readers._json import arr, get, obj, opt, string
from formatter.readers._words import Parsed, Run, label

UNKNOWN_SPEAKER = "UU"


def read_speechmatics(doc: object) -> Parsed:
    """Word results as words, punctuation dropped, a run per channel.

    >>> result = {"type": "word", "start_time": 0.51, "end_time": 0.87,
    ...           "alternatives": [{"content": "Hi", "confidence": 0.99, "speaker": "S1"}]}
    >>> read_speechmatics({"format": "2.9", "results": [result]}).runs[0].words
    [Word(text='hi', start=0.51, end=0.87, confidence=0.99, speaker='spk_S1')]
    """
    results = arr(get(obj(doc, "top level"), "results", where="top level"), "results")
    runs: dict[str | None, Run] = {}
    for j, result in enumerate(results):
        _read(obj(result, f"results[{j}]"), f"results[{j}]", runs)
    return Parsed(list(runs.values()))


def _read(result: dict[str, Any], at: str, runs: dict[str | None, Run]) -> None:
    kind = get(result, "type", where=at)
    channel = opt(result, "channel")
    if channel is not None:
        channel = string(channel, f"{at}.channel")
    run = runs.setdefault(channel, Run(stream=len(runs)))
    if kind == "word":
        _word(result, at, run, channel)
    elif kind == "entity" and opt(result, "spoken_form") is None:
        _word(result, at, run, channel)  # no spoken words: the written form is the word
    elif kind == "entity":
        spoken = arr(get(result, "spoken_form", where=at), f"{at}.spoken_form")
        for k, part in enumerate(spoken):
            where = f"{at}.spoken_form[{k}]"
            _word(obj(part, where), where, run, channel)
    else:
        run.skip()  # punctuation (and any other result): the formatter writes its own


def _word(result: dict[str, Any], at: str, run: Run, channel: str | None) -> None:
    alternatives = arr(get(result, "alternatives", where=at), f"{at}.alternatives")
    best = obj(alternatives[0] if alternatives else None, f"{at}.alternatives[0]")
    speaker = opt(best, "speaker")
    if speaker == UNKNOWN_SPEAKER:
        speaker = None
    who = label(speaker=speaker, where=f"{at}.alternatives[0].speaker")
    run.add(
        string(
            get(best, "content", where=f"{at}.alternatives[0]"), f"{at}.alternatives[0].content"
        ),
        units.seconds(get(result, "start_time", where=at), f"{at}.start_time"),
        units.seconds(get(result, "end_time", where=at), f"{at}.end_time"),
        units.confidence(opt(best, "confidence"), f"{at}.alternatives[0].confidence"),
        "/".join(s for s in (channel, who) if s) or None,
    )
