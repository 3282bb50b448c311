"""Vosk with SetWords(True): one final result, a list of them, or the n-best form.

    {"result": [{"conf": 1.0, "start": 1.98, "end": 2.34, "word": "one"}], "text": "one"}
    [{"result": [...], "text": "..."}, {"text": ""}]          (one object per utterance)
    {"alternatives": [{"confidence": 226.6, "result": [...], "text": "..."}]}   (SetMaxAlternatives)

Times in seconds; `conf` in [0, 1]. n-best word entries carry no `conf` and the alternative's
`confidence` is a decoder score, not a probability, so those words get 1.0. Results without
`result` (silence: {"text": ""}) are skipped. Each result starts a run.
"""

from __future__ import annotations

from formatter.readers._json import arr, get, obj
from formatter.readers._words import Parsed, seconds_run


def read_vosk(doc: object) -> Parsed:
    """Words from Vosk results, each result a run.

    >>> read_vosk({"result": [{"word": "one", "start": 1.98, "end": 2.34}]}).runs[0].words[0].end
    2.34
    """
    results = doc if isinstance(doc, list) else [doc]
    runs = []
    for i, result in enumerate(results):
        where = f"[{i}]" if isinstance(doc, list) else "top level"
        r = obj(result, where)
        if "alternatives" in r:
            alternatives = arr(r["alternatives"], f"{where}.alternatives")
            if not alternatives:
                continue
            r = obj(alternatives[0], f"{where}.alternatives[0]")
            where = f"{where}.alternatives[0]"
        if "result" not in r and isinstance(doc, list):
            continue
        result = arr(get(r, "result", where=where), f"{where}.result")
        runs.append(seconds_run(result, f"{where}.result", "conf"))
    return Parsed(runs)

