"""Rev.ai transcripts.

    {"monologues": [{"speaker": 0, "elements": [
        {"type": "text", "value": "Hi", "ts": 0.3, "end_ts": 0.52, "confidence": 1.0},
        {"type": "punct", "value": ","}, {"type": "punct", "value": " "}]}]}

Rev.ai formats: `text` elements are lowercased and stripped of punctuation; `punct` elements (which
include the spaces) have no time and are dropped, as are `unknown` elements ("<unknown>": no word).
Times in seconds; missing confidence -> 1.0. Each monologue is a speaker turn: `speaker` -> "spk_N"
and a run; consecutive monologues of the same speaker stay one turn.
"""

from __future__ import annotations

from formatter.readers import units
from formatter.readers._json import arr, get, obj, opt, string
from formatter.readers._words import Parsed, Run, label


def read_revai(doc: object) -> Parsed:
    """Text elements as words, a run per monologue.

    >>> doc = {"monologues": [{"speaker": 0, "elements": [
    ...     {"type": "text", "value": "Hi", "ts": 0.3, "end_ts": 0.52, "confidence": 1.0},
    ...     {"type": "punct", "value": ","}]}]}
    >>> read_revai(doc).runs[0].words
    [Word(text='hi', start=0.3, end=0.52, confidence=1.0, speaker='spk_0')]
    """
    runs = []
    monologues = arr(get(obj(doc, "top level"), "monologues", where="top level"), "monologues")
    for i, monologue in enumerate(monologues):
        where = f"monologues[{i}]"
        m = obj(monologue, where)
        speaker = label(speaker=opt(m, "speaker"))
        run = Run()
        for j, element in enumerate(arr(get(m, "elements", where=where), f"{where}.elements")):
            at = f"{where}.elements[{j}]"
            e = obj(element, at)
            if get(e, "type", where=at) != "text":
                continue
            run.add(
                string(get(e, "value", where=at), f"{at}.value"),
                units.seconds(get(e, "ts", where=at), f"{at}.ts"),
                units.seconds(get(e, "end_ts", where=at), f"{at}.end_ts"),
                units.confidence(opt(e, "confidence"), f"{at}.confidence"),
                speaker,
            )
        runs.append(run)
    return Parsed(runs)
