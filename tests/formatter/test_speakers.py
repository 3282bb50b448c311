"""Speakers and channels end to end: labels reach every output token, no token spans a change
of speaker or channel, and a change is evidence for a sentence end, not a wall: a new channel
after a long silence starts a sentence, a new speaker in mid-phrase (as diarization often
writes) continues it. Built from real fixtures split into two speakers or channels."""

from __future__ import annotations

import copy
import json

import pytest

from formatter.job import Job, Output, Settings, format_job
from tests.formatter.test_readers import FIXTURES

SENTENCE_END = (".", "?", "!")


def _load(name: str) -> dict:
    path = FIXTURES / name
    if not path.is_file():
        pytest.skip(f"vendor fixture {path} not found")
    return json.loads(path.read_text(encoding="utf-8"))


def _json_tokens(formatter, doc: dict) -> list[dict]:
    outcome = format_job(formatter, Job("t.json", json.dumps(doc)), Settings(Output.json))
    assert outcome.error is None, outcome.error
    return json.loads(outcome.text)["tokens"]


def _assert_turn_starts_a_sentence(tokens: list[dict], first_word: int) -> None:
    after = next(k for k, t in enumerate(tokens) if first_word in t["words"])
    assert tokens[after]["words"][0] == first_word  # no token straddles the change
    assert tokens[after - 1]["text"].endswith(SENTENCE_END)
    assert tokens[after]["text"][0].isupper()


def _revai_two_speakers() -> dict:
    """Rev.ai's excerpt is one speaker; "be talking about..." (word 8) goes to a second one, where
    no sentence would end on its own: "I'm gonna | be talking"."""
    doc = _load("revai_transcript.excerpt.json")
    elements = doc["monologues"][0]["elements"]
    cut = [i for i, e in enumerate(elements) if e["type"] == "text"][8]
    assert elements[cut]["value"] == "be"
    doc["monologues"] = [
        {"speaker": 0, "elements": elements[:cut]},
        {"speaker": 1, "elements": elements[cut:]},
    ]
    return doc


def test_revai_second_speaker_mid_sentence(formatter) -> None:
    tokens = _json_tokens(formatter, _revai_two_speakers())
    assert [t["speaker"] for t in tokens] == ["spk_0"] * 8 + ["spk_1"] * (len(tokens) - 8)
    after = next(k for k, t in enumerate(tokens) if 8 in t["words"])
    assert tokens[after]["words"][0] == 8  # no token straddles the change
    # "I'm gonna | be talking about": the sentence goes on across the change.
    assert not tokens[after - 1]["text"].endswith(SENTENCE_END), tokens[after - 1]["text"]
    assert tokens[after]["text"] == "be"


def test_deepgram_second_channel_after_the_first(formatter) -> None:
    # Two channels: the fixture's words, then the same words 30 s later on channel 1.
    doc = _load("deepgram_prerecorded_nova3.json")
    channel = doc["results"]["channels"][0]
    later = copy.deepcopy(channel)
    for word in later["alternatives"][0]["words"]:
        word["start"] += 30.0
        word["end"] += 30.0
    doc["results"]["channels"] = [channel, later]
    count = len(channel["alternatives"][0]["words"])
    tokens = _json_tokens(formatter, doc)
    assert {t["speaker"] for t in tokens if t["words"][0] < count} == {"ch0"}
    assert {t["speaker"] for t in tokens if t["words"][0] >= count} == {"ch1"}
    assert sorted(i for t in tokens for i in t["words"]) == list(range(2 * count))
    _assert_turn_starts_a_sentence(tokens, count)


def test_captions_tag_each_speaker(formatter) -> None:
    job = Job("t.json", json.dumps(_revai_two_speakers()))
    outcome = format_job(formatter, job, Settings(Output.vtt))
    voices = [line.split(">")[0] for line in outcome.text.splitlines() if line.startswith("<v ")]
    assert voices[0] == "<v spk_0" and voices[-1] == "<v spk_1"
    assert "<v spk_0" not in voices[voices.index("<v spk_1") :]
