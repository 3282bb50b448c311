"""Every vendor fixture end to end: it reads, formats, keeps every word and its time range, and its
captions parse back as ordered, non-overlapping cues."""

from __future__ import annotations

from pathlib import Path

import pytest

from formatter import writers
from formatter.job import VERSION
from formatter.readers import read_transcript
from tests.formatter.test_pipeline import check_timings
from tests.formatter.test_readers import CASES, FIXTURES
from tests.formatter.test_writers import parse_srt, parse_vtt

NAMES = [case[0] for case in CASES]


@pytest.fixture(scope="module")
def fixtures() -> Path:
    if not FIXTURES.is_dir():
        pytest.skip(f"vendor fixtures not found at {FIXTURES} (the shared asr_formats directory)")
    return FIXTURES


@pytest.mark.parametrize("name", NAMES)
def test_fixture_formats_keeping_words_and_times(formatter, fixtures: Path, name: str) -> None:
    read = read_transcript((fixtures / name).read_bytes())
    words = list(read.words)
    result = formatter.format(words, read.boundaries)
    check_timings(result, words)
    # Word count: every input word sits in exactly one token.
    assert sorted(i for t in result.tokens for i in t.words) == list(range(len(words)))
    # Time range: the tokens span exactly what the words span.
    assert min(t.start for t in result.tokens) == words[0].start
    assert max(t.end for t in result.tokens) == max(w.end for w in words)
    assert result.text == " ".join(t.text for t in result.tokens)

    doc = writers.to_json(result, input_format=read.format, version=VERSION)
    assert doc["input_format"] == read.format and doc["version"] == VERSION
    assert [i for t in doc["tokens"] for i in t["words"]] == list(range(len(words)))

    srt, vtt = parse_srt(writers.to_srt(result)), parse_vtt(writers.to_vtt(result))
    assert [(s, e) for s, e, _ in srt] == [(s, e) for s, e, _ in vtt]
    for start, end, lines in srt:
        assert start <= end and lines
    for (_, end, _), (start, _, _) in zip(srt, srt[1:], strict=False):
        assert end <= start  # monotone and non-overlapping
    assert srt[0][0] == round(words[0].start * 1000)
