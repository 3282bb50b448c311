"""Vosk with SetWords(True): one final result, a list of them, or the n-best form.

    {"result": [{"conf": 1.0, "start": 1.98, "end": 2.34, "word": "one"}], "text": "one"}
    [{"result": [...], "text": "..."}, {"text": ""}]          (one object per utterance)
    {"alternatives": [{"confidence": 226.6, "result": [...], "text": "..."}]}   (SetMaxAlternatives)

Times in seconds; `conf` in [0, 1]. n-best word entries carry no `conf` and the alternative's
`confidence` is a decoder score, not a probability, so those words get 1.0. Results without
`result` (silence: {"text": ""}) are skipped. Each result starts a run.
"""

from __future__ import annotations

from typing import Any

from formatter.readers import units
from formatter.readers._json import arr, get, obj, opt, string
from formatter.readers._words import Parsed, Run


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
        runs.append(_run(arr(get(r, "result", where=where), f"{where}.result"), f"{where}.result"))
    return Parsed(runs)


def _run(items: list[Any], where: str) -> Run:
    run = Run()
    for j, item in enumerate(items):
        at = f"{where}[{j}]"
        w = obj(item, at)
        run.add(
            string(get(w, "word", where=at), f"{at}.word"),
            units.seconds(get(w, "start", where=at), f"{at}.start"),
            units.seconds(get(w, "end", where=at), f"{at}.end"),
            units.confidence(opt(w, "conf"), f"{at}.conf"),
            None,
        )
    return run
