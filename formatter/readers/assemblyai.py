"""AssemblyAI transcripts (v2 API).

    {"text": "...", "words": [{"text": "Calvin.", "start": 4555, "end": 4887, "confidence": 0.99,
                               "speaker": "A", "channel": "1"}]}

AssemblyAI formats its words ("Calvin."): they are lowercased and stripped of punctuation, times
kept. Times are integer milliseconds; confidence in [0, 1]. `speaker` (speaker_labels) -> "spk_A";
`channel` (multichannel) -> "chN", channels merged by time.
"""

from __future__ import annotations

from formatter.readers import units
from formatter.readers._json import get, obj, opt, string, words
from formatter.readers._words import Parsed, Run, label


def read_assemblyai(doc: object) -> Parsed:
    """Words, lowercased, from millisecond times.

    >>> doc = {"words": [{"text": "Calvin.", "start": 4555, "end": 4887, "confidence": 0.99}]}
    >>> read_assemblyai(doc).runs[0].words[0]
    Word(text='calvin', start=4.555, end=4.887, confidence=0.99, speaker=None)
    """
    items = [
        obj(w, f"words[{i}]") for i, w in enumerate(words(obj(doc, "top level"), "words", "words"))
    ]
    channels = sorted({str(c) for w in items if (c := opt(w, "channel")) is not None})
    runs: dict[str, Run] = {}
    for i, w in enumerate(items):
        where = f"words[{i}]"
        channel = opt(w, "channel")
        channel = None if channel is None else str(channel)
        run = runs.setdefault(str(channel), Run(stream=channels.index(channel) if channel else 0))
        run.add(
            string(get(w, "text", where=where), f"{where}.text"),
            units.milliseconds(get(w, "start", where=where), f"{where}.start"),
            units.milliseconds(get(w, "end", where=where), f"{where}.end"),
            units.confidence(opt(w, "confidence"), f"{where}.confidence"),
            label(channel=channel if len(channels) > 1 else None, speaker=opt(w, "speaker")),
        )
    return Parsed(list(runs.values()))
