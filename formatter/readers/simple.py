"""Our own format, which PocketSphinx scripts and hand-written tests also use.

    {"words": [{"word": "hi", "start": 0.0, "end": 0.31, "confidence": 0.93, "speaker": "spk_0"}],
     "vocabulary": ["Siobhan", "Summit Ridge"]}

Times in seconds. `confidence` is optional (missing: 1.0) and clamped to [0, 1] within a small
margin (PocketSphinx posteriors reach 1.0001). `speaker` is an optional string, kept verbatim.
Words are lowercased and edge punctuation is stripped like every other reader's, so a hand-typed
"Hello," works.
Times are not repaired: wrong order is an error, since this format is ours to get right.
`vocabulary`, optional, lists names and terms as they are to be written in this transcript
(formatter.vocabulary: a caller's contacts, a call's agent and customer), added to the run's own.
"""

from __future__ import annotations

from formatter.readers import units
from formatter.readers._json import arr, get, obj, opt, string, words
from formatter.readers._words import Parsed, Run


def read_simple(doc: object) -> Parsed:
    """Words from our own format.

    >>> read_simple({"words": [{"word": "Hi", "start": 0, "end": 0.3}]}).runs[0].words[0].text
    'hi'
    """
    run = Run()
    top = obj(doc, "top level")
    listed = opt(top, "vocabulary")
    vocabulary = tuple(
        string(entry, f"vocabulary[{i}]") for i, entry in enumerate(arr(listed, "vocabulary"))
    ) if listed is not None else ()
    for i, item in enumerate(words(top, "words", "words")):
        where = f"words[{i}]"
        w = obj(item, where)
        text = string(get(w, "word", where=where), f"{where}.word")
        speaker = opt(w, "speaker")
        if speaker is not None:
            speaker = string(speaker, f"{where}.speaker")  # ours: kept verbatim
        run.add(
            text,
            units.seconds(get(w, "start", where=where), f"{where}.start"),
            units.seconds(get(w, "end", where=where), f"{where}.end"),
            units.confidence(opt(w, "confidence"), f"{where}.confidence"),
            speaker,
        )
    return Parsed([run], vocabulary=vocabulary)
