"""Which engine wrote this JSON? Decided by shape alone, most specific shapes first.

    >>> detect_format({"results": {"items": []}}), detect_format({"words": [{"text": "hi"}]})
    ('aws', 'assemblyai')

Ambiguities, decided on purpose: a "results" list of typed items ({"type": "word", ...}) is
Speechmatics'; top-level "words" of {"word", "start", "end"} is our "simple"
format (PocketSphinx files too) unless it is Whisper's hosted verbose_json ("task" at the top, or
"probability" on words). Google and Riva share results[].alternatives[].words[]: startOffset means
Google v2, a time that is a number means Riva (milliseconds), a "1.300s" string Google v1.
"""

from __future__ import annotations

from typing import Any

from formatter.errors import InputError


def detect_format(doc: object) -> str:
    """The name of the format DOC looks like; InputError when it looks like none."""
    if isinstance(doc, list):
        first = next((x for x in doc if isinstance(x, dict)), {})
        if "NBest" in first or "RecognitionStatus" in first:
            return "azure_sdk"
        if "result" in first or "text" in first or "alternatives" in first:
            return "vosk"
    elif isinstance(doc, dict):
        name = _detect_object(doc)
        if name is not None:
            return name
    raise InputError(
        "unrecognized input: not a JSON shape of any known engine (set the input format)"
    )


def _detect_object(d: dict[str, Any]) -> str | None:
    results = d.get("results")
    if isinstance(results, dict):
        if "channels" in results:
            return "deepgram"
        if "items" in results or "channel_labels" in results:
            return "aws"
    if isinstance(results, list):
        return "speechmatics" if _speechmatics(results) else _google_or_riva(results)
    for key, name in (
        ("recognizedPhrases", "azure_batch"),
        ("NBest", "azure_sdk"),
        ("monologues", "revai"),
        ("timestamp", "nemo"),
        ("result", "vosk"),
    ):
        if key in d:
            return name
    if isinstance(d.get("alternatives"), list):
        return "vosk"
    if "word_segments" in d:
        return "whisperx"
    if isinstance(d.get("segments"), list):
        words = [w for s in d["segments"] if isinstance(s, dict) for w in _list(s.get("words"))]
        if any(isinstance(w, dict) and "score" in w for w in words):
            return "whisperx"
        return "faster_whisper" if "info" in d else "whisper"
    if isinstance(d.get("words"), list):
        first = next((w for w in d["words"] if isinstance(w, dict)), {})
        if "text" in first:
            return "assemblyai"
        if "task" in d or "probability" in first:
            return "whisper"
        return "simple"
    return None


def _speechmatics(results: list[Any]) -> bool:
    """Speechmatics' results are typed items ("word", "punctuation") with their times at the top;
    Google's and Riva's are utterances holding a words list."""
    first = next((r for r in results if isinstance(r, dict)), {})
    return isinstance(first.get("type"), str)


def _google_or_riva(results: list[Any]) -> str:
    for r in results:
        if not isinstance(r, dict):
            continue
        if "audio_processed" in r:  # Riva's; channel_tag is not (Google's snake_case has it too)
            return "riva"
        for a in _list(r.get("alternatives")):
            for w in _list(a.get("words")) if isinstance(a, dict) else []:
                if not isinstance(w, dict):
                    continue
                if "startOffset" in w or "endOffset" in w or "start_offset" in w:
                    return "google_v2"
                for key in ("startTime", "start_time", "endTime", "end_time"):
                    if key in w:
                        value = w[key]
                        is_number = isinstance(value, (int, float)) and not isinstance(value, bool)
                        return "riva" if is_number else "google_v1"
    return "google_v1"


def _list(value: object) -> list[Any]:
    """VALUE if it is a list, else empty: detection looks at shapes and never fails on a wrong
    type (the reader then names the field)."""
    return value if isinstance(value, list) else []
