"""Deepgram pre-recorded results.

    {"results": {"channels": [{"alternatives": [{"words": [
        {"word": "we", "punctuated_word": "We,", "start": 0.32, "end": 0.8, "confidence": 0.86,
         "speaker": 0}]}]}]}}

Deepgram formats `punctuated_word` but keeps the spoken form in `word`: `word` is read. Times in
seconds; confidence in [0, 1]. Only the first alternative per channel is read. Speakers (diarize):
`speaker` -> "spk_N". Several channels (multichannel): labelled "chN" and merged by time. The
`utterances` view repeats the channel words and is not read.
"""

from __future__ import annotations

from formatter.readers import units
from formatter.readers._json import arr, get, obj, opt, string
from formatter.readers._words import Parsed, Run, label


def read_deepgram(doc: object) -> Parsed:
    """Words in spoken form, from every channel's first alternative.

    >>> w = {"word": "we", "punctuated_word": "We,", "start": 0.32, "end": 0.8}
    >>> doc = {"results": {"channels": [{"alternatives": [{"words": [w]}]}]}}
    >>> read_deepgram(doc).runs[0].words[0].text
    'we'
    """
    results = obj(get(obj(doc, "top level"), "results", where="top level"), "results")
    channels = arr(get(results, "channels", where="results"), "results.channels")
    runs = []
    for c, channel in enumerate(channels):
        where = f"results.channels[{c}]"
        alternatives = arr(
            get(obj(channel, where), "alternatives", where=where), f"{where}.alternatives"
        )
        if not alternatives:
            continue
        at = f"{where}.alternatives[0]"
        run = Run(stream=c)
        for j, item in enumerate(
            arr(get(obj(alternatives[0], at), "words", where=at), f"{at}.words")
        ):
            w = obj(item, f"{at}.words[{j}]")
            here = f"{at}.words[{j}]"
            run.add(
                string(get(w, "word", where=here), f"{here}.word"),
                units.seconds(get(w, "start", where=here), f"{here}.start"),
                units.seconds(get(w, "end", where=here), f"{here}.end"),
                units.confidence(opt(w, "confidence"), f"{here}.confidence"),
                label(channel=c if len(channels) > 1 else None, speaker=opt(w, "speaker")),
            )
        runs.append(run)
    return Parsed(runs)
