"""Readers: each vendor fixture gives the words it holds; units convert; errors are one line."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from formatter.errors import InputError
from formatter.readers import FORMATS, detect_format, read_text_lines, read_transcript, units
from formatter.transcript import validate

FIXTURES = Path(__file__).resolve().parents[2] / ".." / "shared" / "asr_formats"


@pytest.fixture(scope="module")
def fixtures() -> Path:
    if not FIXTURES.is_dir():
        pytest.skip(f"vendor fixtures not found at {FIXTURES} (the shared asr_formats directory)")
    return FIXTURES


# file, detected format, word count, first (text, start, end), last (text, start, end): values read
# off the fixture JSON by hand (AWS: pronunciation items only; Rev.ai: text elements only).
CASES = [
    ("openai_whisper_word_timestamps.schema_example.json", "whisper", 4,
     ("hi", 0.0, 0.3), ("tracy", 1.0, 1.6)),
    ("faster_whisper.schema_example.json", "faster_whisper", 2,
     ("hi", 0.0, 0.3), ("bill", 0.3, 0.7)),
    ("whisperx_output.excerpt.json", "whisperx", 20,
     ("hey", 3.828, 4.068), ("right", 37.197, 37.858)),
    ("vosk_result.json", "vosk", 3, ("one", 1.98, 2.34), ("three", 3.09, 3.6)),
    ("google_stt_v1_recognize.json", "google_v1", 11, ("play", 1.3, 1.8), ("good", 4.8, 5.1)),
    ("google_stt_v2_recognize.schema_example.json", "google_v2", 2,
     ("hi", 0.1, 0.4), ("bill", 0.4, 0.7)),
    ("aws_transcribe_batch.json", "aws", 22, ("hi", 0.75, 1.289), ("you", 10.369, 10.76)),
    ("azure_batch_transcription_result.json", "azure_batch", 2,
     ("hello", 0.76, 1.52), ("world", 1.52, 2.08)),
    ("azure_speech_sdk_detailed.excerpt.json", "azure_sdk", 15,
     ("the", 6.73, 6.92), ("three", 11.19, 11.59)),
    ("deepgram_prerecorded_nova3.json", "deepgram", 52,
     ("we", 0.32, 0.79999995), ("america", 18.192875, 18.592875)),
    ("assemblyai_transcript_v2.json", "assemblyai", 10,
     ("this", 1.437, 1.597), ("calvin", 4.555, 4.887)),
    ("revai_transcript.excerpt.json", "revai", 22, ("hi", 0.3, 0.52), ("startup", 5.6, 5.76)),
    ("nvidia_riva_recognize.schema_example.json", "riva", 2, ("hi", 0.1, 0.4), ("bill", 0.4, 0.7)),
    ("nemo_asr_hypothesis_timestamps.schema_example.json", "nemo", 2,
     ("hi", 0.08, 0.32), ("bill", 0.4, 0.72)),
    ("pocketsphinx_forced_alignment_espeak.json", "simple", 33,
     ("hi", 0.0, 0.31), ("bye", 11.4, 11.87)),
    ("pocketsphinx_domainLM_espeak.json", "simple", 31, ("hi", 0.03, 0.31), ("bye", 11.4, 11.87)),
]  # fmt: skip


def _read(fixtures: Path, name: str, input_format: str | None = None):
    return read_transcript((fixtures / name).read_bytes(), input_format)


def _texts(result) -> list[str]:
    return [w.text for w in result.words]


@pytest.mark.parametrize("name, fmt, count, first, last", CASES, ids=[c[0] for c in CASES])
def test_fixture(fixtures: Path, name, fmt, count, first, last) -> None:
    result = _read(fixtures, name)
    assert result.format == fmt
    assert len(result.words) == count
    for word, (text, start, end) in ((result.words[0], first), (result.words[-1], last)):
        assert (word.text, word.start, word.end) == (text, pytest.approx(start), pytest.approx(end))
    validate(result.words)
    # Forcing the detected format reads the same words.
    assert _read(fixtures, name, fmt).words == result.words


def test_every_fixture_is_covered(fixtures: Path) -> None:
    assert {p.name for p in fixtures.glob("*.json")} == {c[0] for c in CASES}


def test_every_format_is_exercised() -> None:
    tested = {c[1] for c in CASES} | {"text", "pocketsphinx", "speechmatics"}
    assert tested == set(FORMATS)


# Speechmatics has no file in ../shared/asr_formats: ours follows its documented json-v2 schema
# with invented values (a schema example, as some of those are), entities enabled.
SPEECHMATICS = Path(__file__).parent / "data" / "speechmatics_json_v2.schema_example.json"


def test_speechmatics_reads_words_and_an_entitys_spoken_words() -> None:
    result = read_transcript(SPEECHMATICS.read_bytes())
    assert (result.format, result.engine) == ("speechmatics", "speechmatics")
    assert " ".join(_texts(result)) == (
        "hi bill it's tracy the rent is now one thousand three hundred thirty dollars okay thanks"
        " bye"
    )
    assert (result.words[0].start, result.words[0].end, result.words[0].confidence) == (
        0.51, 0.74, 0.98
    )
    assert result.words[8].start == 3.62 and result.words[13].end == 5.52  # "one" ... "dollars"
    # "S2" takes over at "okay"; "UU" (unknown) is no speaker.
    assert [w.speaker for w in result.words[13:]] == ["spk_S1", "spk_S2", "spk_S2", None]
    assert result.boundaries == (14, 16)
    validate(result.words)
    assert read_transcript(SPEECHMATICS.read_bytes(), "speechmatics").words == result.words


def test_speechmatics_channels_entities_without_spoken_words_and_bad_results() -> None:
    def word(content, start, channel):
        return {"type": "word", "start_time": start, "end_time": start + 0.3, "channel": channel,
                "alternatives": [{"content": content, "confidence": 0.9}]}  # fmt: skip

    entity = {"type": "entity", "start_time": 0.5, "end_time": 0.9, "channel": "channel_1",
              "alternatives": [{"content": "2024"}]}  # fmt: skip
    doc = {"results": [word("Hello", 0.0, "channel_1"), word("Hi", 0.2, "channel_2"), entity]}
    result = read_transcript(json.dumps(doc), "speechmatics")
    assert [(w.text, w.speaker) for w in result.words] == [
        ("hello", "channel_1"), ("hi", "channel_2"), ("2024", "channel_1")
    ]  # fmt: skip
    bad = {"results": [{"type": "word", "end_time": 1.0, "alternatives": [{"content": "hi"}]}]}
    with pytest.raises(InputError, match=r"results\[0\]: missing field 'start_time'"):
        read_transcript(json.dumps(bad), "speechmatics")


def test_pocketsphinx_is_an_alias_of_simple(fixtures: Path) -> None:
    name = "pocketsphinx_domainLM_espeak.json"
    forced = _read(fixtures, name, "pocketsphinx")
    assert forced.format == "pocketsphinx"
    assert forced.words == _read(fixtures, name).words
    # PocketSphinx posteriors reach 1.0001: clamped, not rejected.
    assert max(w.confidence for w in forced.words) == 1.0


# Engines that format: spoken form preferred, else lowercased and stripped; times kept.


def test_whisper_strips_what_whisper_merges(fixtures: Path) -> None:
    result = _read(fixtures, "openai_whisper_word_timestamps.schema_example.json")
    assert _texts(result) == ["hi", "bill", "it's", "tracy"]
    assert [w.confidence for w in result.words] == [0.9, 0.8, 0.95, 0.7]
    assert result.segments == () and result.boundaries == ()


def test_whisperx_keeps_numerals_and_segments(fixtures: Path) -> None:
    result = _read(fixtures, "whisperx_output.excerpt.json")
    assert "$200" in _texts(result) and "mr" in _texts(result)
    assert result.words[0].confidence == 0.573  # the alignment score
    # Each whisperX segment starts a soft segment; no speakers, so no hard boundaries.
    assert result.segments == (2, 8)
    assert (result.words[2].text, result.words[8].text) == ("hi", "if")
    assert result.boundaries == ()


def test_deepgram_reads_the_spoken_word(fixtures: Path) -> None:
    raw = json.loads((fixtures / "deepgram_prerecorded_nova3.json").read_text())
    spoken = [w["word"] for w in raw["results"]["channels"][0]["alternatives"][0]["words"]]
    assert _texts(_read(fixtures, "deepgram_prerecorded_nova3.json")) == spoken


def test_aws_drops_punctuation_and_keeps_written_numbers(fixtures: Path) -> None:
    result = _read(fixtures, "aws_transcribe_batch.json")
    assert not any(w.text in {",", "."} for w in result.words)
    by_text = {w.text: w for w in result.words}
    assert (by_text["1970"].start, by_text["1970"].end) == (6.13, 7.3)
    assert by_text["20"].confidence == 0.593
    assert by_text["ian"].confidence == 0.403


def test_azure_batch_falls_back_to_display_words_with_phrase_confidence(fixtures: Path) -> None:
    result = _read(fixtures, "azure_batch_transcription_result.json")
    assert _texts(result) == ["hello", "world"]
    assert {w.confidence for w in result.words} == {0.5643338}


def test_azure_sdk_reads_lexical_words(fixtures: Path) -> None:
    result = _read(fixtures, "azure_speech_sdk_detailed.excerpt.json")
    assert _texts(result)[-3:] == ["twenty", "twenty", "three"]
    assert {w.confidence for w in result.words} == {0.8553294}


def test_azure_batch_prefers_lexical_words_over_display_words() -> None:
    phrase = {
        "recognitionStatus": "Success",
        "channel": 0,
        "nBest": [
            {
                "confidence": 0.9,
                "words": [
                    {"word": "twenty", "offset": "PT1S", "duration": "PT0.3S", "confidence": 0.7},
                    {"word": "three", "offset": "PT1.3S", "duration": "PT0.2S"},
                ],
                "displayWords": [{"displayText": "23", "offset": "PT1S", "duration": "PT0.5S"}],
            }
        ],
    }
    result = read_transcript(json.dumps({"recognizedPhrases": [phrase]}))
    assert [(w.text, w.start, w.end, w.confidence) for w in result.words] == [
        ("twenty", 1.0, 1.3, 0.7),
        ("three", 1.3, 1.5, 0.9),
    ]


def test_google_v1_missing_confidence_is_one(fixtures: Path) -> None:
    result = _read(fixtures, "google_stt_v1_recognize.json")
    assert {w.confidence for w in result.words} == {1.0}
    assert "i" in _texts(result) and "stronger" in _texts(result)


def test_google_v2_zero_confidence_means_unset() -> None:
    word = {"startOffset": "0.1s", "endOffset": "0.4s", "word": "hi", "confidence": 0.0}
    doc = {"results": [{"alternatives": [{"words": [word]}]}]}
    assert read_transcript(json.dumps(doc)).words[0].confidence == 1.0


def test_google_omitted_zero_time_and_diarized_repeat() -> None:
    plain = [
        {"endTime": "0.4s", "word": "hi"},
        {"startTime": "0.4s", "endTime": "0.7s", "word": "bill"},
    ]
    tagged = [dict(w, speakerTag=n) for n, w in enumerate(plain, start=1)]
    doc = {"results": [{"alternatives": [{"words": plain}]}, {"alternatives": [{"words": tagged}]}]}
    result = read_transcript(json.dumps(doc))
    # proto3 JSON omits a zero startTime; diarization repeats all words, tagged, in the last result.
    assert [(w.text, w.start, w.speaker) for w in result.words] == [
        ("hi", 0.0, "spk_1"),
        ("bill", 0.4, "spk_2"),
    ]
    assert result.boundaries == (1,)


def test_google_without_time_offsets_is_an_error() -> None:
    doc = {"results": [{"alternatives": [{"words": [{"word": "zanzibar"}]}]}]}
    with pytest.raises(InputError, match="no word times"):
        read_transcript(json.dumps(doc), "google_v1")


def test_riva_log_probabilities(fixtures: Path) -> None:
    result = _read(fixtures, "nvidia_riva_recognize.schema_example.json")
    assert [w.confidence for w in result.words] == [
        pytest.approx(math.exp(-0.1)),
        pytest.approx(math.exp(-0.4)),
    ]
    assert {w.speaker for w in result.words} == {None}  # speaker_tag 0 and a single channel


def test_revai_speakers_and_monologues() -> None:
    def monologue(speaker: int, word: str, t: float) -> dict:
        text = {"type": "text", "value": word, "ts": t, "end_ts": t + 0.2, "confidence": 0.9}
        return {"speaker": speaker, "elements": [text, {"type": "punct", "value": "."}]}

    doc = {"monologues": [monologue(0, "Yes", 0.0), monologue(1, "No", 1.0), monologue(1, "Ok", 2)]}
    result = read_transcript(json.dumps(doc))
    assert [w.speaker for w in result.words] == ["spk_0", "spk_1", "spk_1"]
    assert result.boundaries == (1,)
    assert result.segments == (1, 2)


def test_deepgram_channels_merge_by_time_and_label() -> None:
    def channel(*words: tuple[str, float]) -> dict:
        items = [{"word": w, "start": t, "end": t + 0.5, "confidence": 0.9} for w, t in words]
        return {"alternatives": [{"words": items}]}

    doc = {"results": {"channels": [channel(("hello", 0.0), ("there", 2.0)), channel(("hi", 1.0))]}}
    result = read_transcript(json.dumps(doc))
    assert [(w.text, w.speaker) for w in result.words] == [
        ("hello", "ch0"),
        ("hi", "ch1"),
        ("there", "ch0"),
    ]
    assert result.boundaries == (1, 2)


def test_aws_speaker_labels() -> None:
    def item(word: str, t: float, speaker: str) -> dict:
        alternatives = [{"confidence": "0.9", "content": word}]
        return {"type": "pronunciation", "alternatives": alternatives, "start_time": str(t),
                "end_time": str(t + 0.5), "speaker_label": speaker}  # fmt: skip

    doc = {"results": {"items": [item("Hi", 0, "spk_0"), item("Hello", 1, "spk_1")]}}
    result = read_transcript(json.dumps(doc))
    assert [(w.text, w.speaker) for w in result.words] == [("hi", "spk_0"), ("hello", "spk_1")]
    assert result.boundaries == (1,)


def test_whisperx_interpolates_unaligned_words() -> None:
    words = [
        {"word": "you", "start": 1.0, "end": 1.2, "score": 0.9},
        {"word": "$200,"},
        {"word": "30%"},
        {"word": "right?", "start": 1.8, "end": 2.0, "score": 0.5},
    ]
    doc = {"segments": [{"start": 1.0, "end": 2.0, "words": words}]}
    result = read_transcript(json.dumps(doc), "whisperx")
    assert [(w.text, w.start, w.end) for w in result.words] == [
        ("you", 1.0, 1.2),
        ("$200", 1.2, pytest.approx(1.5)),
        ("30%", pytest.approx(1.5), 1.8),
        ("right", 1.8, 2.0),
    ]
    assert len(result.warnings) == 1 and "interpolated" in result.warnings[0]


def test_engine_time_glitches_are_repaired_but_ours_are_errors() -> None:
    words = [
        {"word": " Hi", "start": 0.5, "end": 0.8, "probability": 0.9},
        {"word": " there.", "start": 0.45, "end": 0.9, "probability": 0.9},
    ]
    result = read_transcript(json.dumps({"segments": [{"words": words}]}))
    assert [w.start for w in result.words] == [0.5, 0.5]
    assert len(result.warnings) == 1
    simple = {
        "words": [{"word": "hi", "start": 0.5, "end": 0.8}, {"word": "x", "start": 0.4, "end": 1}]
    }
    with pytest.raises(InputError, match="time order"):
        read_transcript(json.dumps(simple))


def test_hosted_whisper_verbose_json() -> None:
    doc = {
        "task": "transcribe",
        "text": "Hi.",
        "words": [{"word": "Hi.", "start": 0.0, "end": 0.4}],
    }
    result = read_transcript(json.dumps(doc))
    assert result.format == "whisper"
    assert _texts(result) == ["hi"]


def test_vosk_list_and_alternatives() -> None:
    utterance = {"result": [{"conf": 0.5, "start": 0.0, "end": 0.3, "word": "one"}], "text": "one"}
    later = {"result": [{"conf": 1.0, "start": 1.0, "end": 1.3, "word": "two"}], "text": "two"}
    result = read_transcript(json.dumps([utterance, {"text": ""}, later]))
    assert (result.format, _texts(result), result.segments) == ("vosk", ["one", "two"], (1,))
    nbest = {"alternatives": [{"confidence": 226.6, "result": later["result"], "text": "two"}]}
    result = read_transcript(json.dumps(nbest))
    assert result.words[0].confidence == 1.0  # the alternative's confidence is a decoder score


def test_nemo_frame_offsets_alone_are_rejected() -> None:
    doc = {"timestamp": {"word": [{"word": "hi", "start_offset": 1, "end_offset": 4}]}}
    with pytest.raises(InputError, match="frame offsets"):
        read_transcript(json.dumps(doc))


def test_nemo_segments_become_runs() -> None:
    words = [{"word": w, "start": t, "end": t + 0.2} for w, t in (("a", 0.0), ("b", 0.5), ("c", 2))]
    segments = [{"segment": "a b", "start": 0.0}, {"segment": "c", "start": 1.5}]
    result = read_transcript(json.dumps({"timestamp": {"word": words, "segment": segments}}))
    assert result.segments == (2,)


# Plain text.


def test_text_lines_get_synthetic_times() -> None:
    lines = read_text_lines("Hi Bill,\n\n  it's Tracy.  \n")
    assert [[(w.text, w.start, w.end, w.confidence) for w in line] for line in lines] == [
        [("hi", 0.0, 1.0, 1.0), ("bill", 1.0, 2.0, 1.0)],
        [("it's", 0.0, 1.0, 1.0), ("tracy", 1.0, 2.0, 1.0)],
    ]


def test_text_input_is_detected_and_joined() -> None:
    result = read_transcript(b"hi bill\nbye now\n")
    assert result.format == "text"
    assert [w.start for w in result.words] == [0.0, 1.0, 2.0, 3.0]
    assert result.segments == (2,)
    validate(result.words)


# Errors: one line, naming a field, never the transcript's words.

SECRET = "zanzibar"

BAD_INPUTS = [
    ('{"words": [{"word": "zanzibar", "start": 0', None, "malformed JSON"),
    ('{"words": [{"word": "zanzibar"}]}', None, "missing field 'start'"),
    ('{"words": [{"word": "zanzibar", "start": "soon", "end": 1}]}', None, "expected a number"),
    ('{"words": [{"word": "zanzibar", "start": 0, "end": 1, "confidence": -2.3}]}', None,
     "between 0 and 1"),
    ('{"words": [{"word": 7, "start": 0, "end": 1}]}', None, "expected a string"),
    ('{"zanzibar": 1}', None, "unrecognized input"),
    ('["zanzibar"]', None, "unrecognized input"),
    ('{"results": {"items": "zanzibar"}}', None, "expected a list"),
    ('{"words": [{"word": "zanzibar", "start": 0, "end": 1}]}', "aws", "missing field 'results'"),
    ('{"words": [{"word": "zanzibar", "start": 0, "end": 1}]}', "klingon", "unknown input format"),
    ('{"recognizedPhrases": [{"nBest": [{"words": [{"word": "zanzibar", "offset": "PT1Y",'
     ' "duration": "PT1S"}]}]}]}', None, "ISO-8601"),
    ('{"segments": [{"text": "zanzibar"}]}', None, "word_timestamps=True"),
    ('{"words": [{"word": "zanzibar", "start": 2, "end": 1}]}', None, "ends before it starts"),
]  # fmt: skip


@pytest.mark.parametrize("data, input_format, message", BAD_INPUTS)
def test_errors_are_one_clear_line(data: str, input_format: str | None, message: str) -> None:
    with pytest.raises(InputError) as caught:
        read_transcript(data, input_format)
    text = str(caught.value)
    assert message in text
    assert "\n" not in text and SECRET not in text


def test_non_utf8_input_is_an_error() -> None:
    with pytest.raises(InputError, match="not UTF-8"):
        read_transcript(b'{"words": "\xff"}')


def test_reader_errors_name_the_format() -> None:
    expected = r"^results\.items\[0\]: missing field 'type' \(read as aws\)$"
    with pytest.raises(InputError, match=expected):
        read_transcript('{"results": {"items": [{}]}}')


def test_detection_on_json_shapes() -> None:
    assert detect_format({"results": {"channels": []}}) == "deepgram"
    riva = {"results": [{"alternatives": [{"words": [{"startTime": 100}]}]}]}
    assert detect_format(riva) == "riva"
    google = {"results": [{"alternatives": [{"words": [{"start_time": "1s"}]}]}]}
    assert detect_format(google) == "google_v1"
    assert detect_format({"segments": [], "info": {}}) == "faster_whisper"
    assert detect_format({"word_segments": []}) == "whisperx"
    assert detect_format([{"NBest": []}]) == "azure_sdk"


# Units: explicit tables, then round trips.


@pytest.mark.parametrize(
    "text, expected",
    [("PT0.76S", 0.76), ("PT1M2.5S", 62.5), ("PT1H", 3600.0), ("P1DT2H", 93600.0), ("PT0S", 0.0),
     ("PT2.58S", 2.58)],
)  # fmt: skip
def test_iso8601_duration(text: str, expected: float) -> None:
    assert units.iso8601_duration(text, "offset") == pytest.approx(expected)


@pytest.mark.parametrize("text", ["P1Y", "PT", "P", "1.5", "PT1.5", "-PT1S", "PT1S2M"])
def test_iso8601_duration_rejects(text: str) -> None:
    with pytest.raises(InputError, match="ISO-8601"):
        units.iso8601_duration(text, "offset")


def test_unit_table() -> None:
    assert units.ticks(12_300_000, "Offset") == 1.23
    assert units.ticks(7_600_000.0, "offsetInTicks") == 0.76
    assert units.google_duration("1.300s", "startTime") == 1.3
    assert units.google_duration({"seconds": "1", "nanos": 300_000_000}, "startTime") == 1.3
    assert units.google_duration("3s", "startTime") == 3.0
    assert units.milliseconds(1300, "start") == 1.3
    assert units.seconds("0.75", "start_time", strings=True) == 0.75
    assert units.confidence(None, "c") == 1.0
    assert units.confidence("0.999", "c", strings=True) == 0.999
    assert units.log_probability(0.0, "c") == 1.0
    assert units.log_probability(2.0, "c") == 1.0


def test_numbers_are_strict_unless_the_vendor_writes_strings() -> None:
    for bad in ("0.75", True, None, [1], float("nan")):
        with pytest.raises(InputError):
            units.seconds(bad, "start")
    with pytest.raises(InputError, match="expected a number"):
        units.seconds("soon", "start_time", strings=True)


MS = st.integers(min_value=0, max_value=10**9)


@given(MS)
def test_milliseconds_round_trip(ms: int) -> None:
    assert units.milliseconds(ms, "start") == ms / 1000


@given(MS)
def test_ticks_round_trip(ms: int) -> None:
    assert units.ticks(ms * 10_000, "Offset") == pytest.approx(ms / 1000, abs=1e-9)


@given(MS)
def test_google_duration_round_trip(ms: int) -> None:
    text = f"{ms // 1000}.{ms % 1000:03d}s"
    assert units.google_duration(text, "startTime") == pytest.approx(ms / 1000, abs=1e-9)
    as_dict = {"seconds": str(ms // 1000), "nanos": (ms % 1000) * 1_000_000}
    assert units.google_duration(as_dict, "startTime") == pytest.approx(ms / 1000, abs=1e-9)


@given(st.integers(0, 99), st.integers(0, 59), MS.map(lambda ms: ms % 60_000))
def test_iso8601_round_trip(hours: int, minutes: int, ms: int) -> None:
    text = f"PT{hours}H{minutes}M{ms // 1000}.{ms % 1000:03d}S"
    expected = hours * 3600 + minutes * 60 + ms / 1000
    assert units.iso8601_duration(text, "offset") == pytest.approx(expected, abs=1e-9)


@given(st.floats(min_value=-50.0, max_value=5.0))
def test_log_probability_is_a_clamped_exp(x: float) -> None:
    p = units.log_probability(x, "confidence")
    assert 0.0 <= p <= 1.0
    assert p == pytest.approx(min(1.0, math.exp(x)))


def test_the_services_with_a_pause_table_of_their_own_name_their_engine(fixtures: Path) -> None:
    from lm.pauses import ENGINES

    named = {case[0]: _read(fixtures, case[0]).engine for case in CASES}
    assert named["aws_transcribe_batch.json"] == "amazon"
    assert named["google_stt_v1_recognize.json"] == "google"
    assert named["google_stt_v2_recognize.schema_example.json"] == "google"
    assert named["vosk_result.json"] is None and named["deepgram_prerecorded_nova3.json"] is None
    assert {engine for engine in named.values() if engine} <= set(ENGINES)
