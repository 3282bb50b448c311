"""Azure Speech: the SDK's detailed result and the batch transcription result.

SDK (OutputFormat.Detailed, word-level timestamps): one phrase, or a list of them.
    {"Channel": 0, "NBest": [{"Confidence": 0.86, "Lexical": "...", "Display": "...",
        "Words": [{"Word": "the", "Offset": 67300000, "Duration": 1900000}]}]}
Batch: {"recognizedPhrases": [{"channel": 0, "speaker": 1, "nBest": [{"confidence": 0.56,
        "words": [{"word": "hello", "offsetInTicks": 7600000.0, "durationInTicks": 7600000.0,
                   "offset": "PT0.76S", "duration": "PT0.76S"}], "displayWords": [...]}]}]}

Azure formats (Display, ITN) but also gives the lexical, spoken form: `Words` / `words` are lexical
and preferred; only when a phrase has none are `DisplayWords` / `displayWords` read, lowercased and
stripped of punctuation. Times: Offset/Duration in 100-ns ticks (SDK, batch *InTicks), else batch
ISO-8601 durations ("PT1M2.5S"); end = offset + duration; offsets are from the start of the audio.
Confidence: the word's when word-level confidence was requested, else the phrase's (the best guess
we have), else 1.0. Only the first of the n-best is read. Phrases whose status is not success are
skipped. Speakers: batch `speaker` -> "spk_N", SDK `SpeakerId` (not "Unknown"). Several channels:
labelled "chN", merged by time. Each phrase starts a run.
"""

from __future__ import annotations

from typing import Any

from formatter.errors import InputError
from formatter.readers import units
from formatter.readers._json import arr, get, obj, opt, string, tag
from formatter.readers._words import Parsed, Run, label

_SUCCESS = ("Success", 0)


def read_azure_sdk(doc: object) -> Parsed:
    """Lexical words of each phrase's best alternative, times from ticks.

    >>> w = {"Word": "the", "Offset": 67300000, "Duration": 1900000}
    >>> phrase = {"NBest": [{"Confidence": 0.9, "Words": [w]}]}
    >>> read_azure_sdk(phrase).runs[0].words[0]
    Word(text='the', start=6.73, end=6.92, confidence=0.9, speaker=None)
    """
    phrases = doc if isinstance(doc, list) else [doc]
    wheres = [f"[{i}]" for i in range(len(phrases))] if isinstance(doc, list) else ["top level"]
    rows = []
    for phrase, where in zip(phrases, wheres, strict=True):
        p = obj(phrase, where)
        if "NBest" not in p and p.get("RecognitionStatus", "Success") not in _SUCCESS:
            continue
        speaker = opt(p, "SpeakerId")
        channel = tag(opt(p, "Channel"), f"{where}.Channel")
        rows.append((p, where, channel, None if speaker == "Unknown" else speaker))
    return _read(rows, nbest="NBest", words=("Words", "DisplayWords"), sdk=True)


def read_azure_batch(doc: object) -> Parsed:
    """Lexical words (else display words) of each recognized phrase.

    >>> w = {"word": "hello", "offset": "PT0.76S", "duration": "PT0.76S"}
    >>> doc = {"recognizedPhrases": [{"channel": 0, "nBest": [{"confidence": 0.5, "words": [w]}]}]}
    >>> read_azure_batch(doc).runs[0].words[0]
    Word(text='hello', start=0.76, end=1.52, confidence=0.5, speaker=None)
    """
    d = obj(doc, "top level")
    rows = []
    for i, phrase in enumerate(
        arr(get(d, "recognizedPhrases", where="top level"), "recognizedPhrases")
    ):
        where = f"recognizedPhrases[{i}]"
        p = obj(phrase, where)
        if p.get("recognitionStatus", "Success") not in _SUCCESS:
            continue
        rows.append((p, where, tag(opt(p, "channel"), f"{where}.channel"), opt(p, "speaker")))
    return _read(rows, nbest="nBest", words=("words", "displayWords"), sdk=False)


def _read(
    rows: list[tuple[dict[str, Any], str, Any, Any]],
    *,
    nbest: str,
    words: tuple[str, str],
    sdk: bool,
) -> Parsed:
    channels = sorted({channel for _, _, channel, _ in rows}, key=str)
    multichannel = len(channels) > 1
    runs = []
    for p, where, channel, speaker in rows:
        alternatives = arr(get(p, nbest, where=where), f"{where}.{nbest}")
        if not alternatives:
            continue
        best = obj(alternatives[0], f"{where}.{nbest}[0]")
        at = f"{where}.{nbest}[0]"
        key = next((k for k in words if best.get(k)), None)
        if key is None:
            raise InputError(f"{at}: no word timings (request word-level timestamps)")
        phrase_conf = units.confidence(opt(best, "Confidence", "confidence"), f"{at}.confidence")
        run = Run(stream=channels.index(channel))
        who = label(channel=channel if multichannel else None, speaker=speaker)
        for j, item in enumerate(arr(best[key], f"{at}.{key}")):
            w = obj(item, f"{at}.{key}[{j}]")
            start, end = _times(w, f"{at}.{key}[{j}]", sdk)
            text_key = ("Word", "DisplayText", "word", "displayText")
            conf = opt(w, "Confidence", "confidence")
            run.add(
                string(get(w, *text_key, where=f"{at}.{key}[{j}]"), f"{at}.{key}[{j}].word"),
                start,
                end,
                phrase_conf
                if conf is None
                else units.confidence(conf, f"{at}.{key}[{j}].confidence"),
                who,
            )
        runs.append(run)
    return Parsed(runs)


def _times(w: dict[str, Any], where: str, sdk: bool) -> tuple[float, float]:
    # Sum in the file's own unit, then convert once: 6.73 s + 0.19 s in floats is 6.920000000000001.
    if sdk or "offsetInTicks" in w:
        names = ("Offset", "Duration") if sdk else ("offsetInTicks", "durationInTicks")
        offset, duration = (units.number(get(w, n, where=where), f"{where}.{n}") for n in names)
        return units.ticks(offset, where), units.ticks(offset + duration, where)
    offset = units.iso8601_duration(get(w, "offset", where=where), f"{where}.offset")
    duration = units.iso8601_duration(get(w, "duration", where=where), f"{where}.duration")
    return offset, round(offset + duration, 7)  # ISO-8601 from Azure has at most 7 decimals (ticks)
