"""Writers: JSON and text shapes; captions readable, ordered, complete, and syntactically valid."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from formatter import captions, writers
from formatter.transcript import FormattedTranscript, Token


def _ft(*items: tuple) -> FormattedTranscript:
    """Tokens from (text, start, end[, speaker]); one source word each."""
    tokens = tuple(
        Token(text, start, end, 0.9, (i,), *rest)
        for i, (text, start, end, *rest) in enumerate(items)
    )
    return FormattedTranscript(" ".join(t.text for t in tokens), tokens)


def _evenly(text: str, step: float = 0.3, speaker: str | None = None) -> FormattedTranscript:
    return _ft(*((w, i * step, (i + 1) * step, speaker) for i, w in enumerate(text.split())))


# Text and JSON.


def test_to_text_is_the_formatted_text() -> None:
    assert writers.to_text(_evenly("Hi Bill, it's Tracy.")) == "Hi Bill, it's Tracy."


def test_to_json_shape() -> None:
    ft = _ft(("$5", 0.10000004, 0.6, "spk_0"), ("ok.", 0.7, 0.9))
    out = writers.to_json(ft, input_format="deepgram", version="0.1.0")
    assert out == {
        "version": "0.1.0",
        "input_format": "deepgram",
        "text": "$5 ok.",
        "tokens": [
            {"text": "$5", "start": 0.1, "end": 0.6, "confidence": 0.9, "words": [0],
             "speaker": "spk_0"},
            {"text": "ok.", "start": 0.7, "end": 0.9, "confidence": 0.9, "words": [1]},
        ],
    }  # fmt: skip


# Caption layout.


def test_prefers_cutting_after_a_sentence_end() -> None:
    ft = _evenly(
        "We met at the station this morning. Then we took the long road home past the lake"
    )
    first, *_ = writers.cues(ft)
    assert " ".join(first.lines).endswith("morning.")


def test_a_titles_period_ends_no_cue() -> None:
    ft = _evenly("We met at the station this morning with Dr. Smith and then we all went home")
    assert not any(" ".join(cue.lines).endswith("Dr.") for cue in writers.cues(ft))


def test_the_last_words_of_a_long_sentence_are_not_left_to_flash_alone() -> None:
    # Cut one cue at a time, "startup." was shown alone for 0.2 s after a cue that ended on
    # "your"; chosen together, both cues are readable and none ends on "a" or "your".
    text = "Hi, my name's Jack Resinger, and I'm gonna be talking about how to recruit a"
    ft = _evenly(text + " co-founder and a team for your startup.", step=0.2)
    found = writers.cues(ft)
    assert len(found) == 2
    assert all(c.end_ms - c.start_ms >= 1000 and len(c.tokens) > 1 for c in found)
    ends = [ft.tokens[c.tokens[-1]].text for c in found]
    assert not set(ends) & captions.BINDING_WORDS


def test_a_short_sentence_shares_a_cue_rather_than_flashing_alone() -> None:
    # "Yes." alone would be on screen 0.2 s; the long sentence after it needs a cut anyway.
    text = "Yes. I think we should walk to the station and take the long road home after the rain"
    ft = _evenly(text + " stopped", step=0.2)  # 93 chars: more than two lines of 42
    first, second = writers.cues(ft)
    assert first.lines[0].startswith("Yes. I think")
    assert second.end_ms - second.start_ms >= 1000


def test_line_breaks_avoid_a_word_that_binds_to_the_next() -> None:
    (cue,) = writers.cues(_evenly("we should all walk over to the station after the long day"))
    assert not cue.lines[0].endswith((" to", " the", " over"))


def test_cuts_at_a_clause_mark_when_a_cue_overflows() -> None:
    words = "one two three four five six seven eight nine, ten eleven twelve thirteen fourteen"
    ft = _evenly(words + " fifteen sixteen", step=0.2)  # 97 chars: more than two lines of 42
    first, second = writers.cues(ft)
    assert " ".join(first.lines).endswith("nine,")
    assert " ".join(second.lines) == "ten eleven twelve thirteen fourteen fifteen sixteen"


def test_speaker_change_starts_a_cue() -> None:
    ft = _ft(
        ("Hi", 0.0, 0.2, "spk_0"), ("there.", 0.2, 0.4, "spk_0"), ("Hello.", 0.5, 0.9, "spk_1")
    )
    assert [(c.lines, c.speaker) for c in writers.cues(ft)] == [
        (("Hi there.",), "spk_0"),
        (("Hello.",), "spk_1"),
    ]


def test_long_pause_starts_a_cue() -> None:
    assert len(writers.cues(_ft(("so", 0.0, 0.2), ("anyway", 5.0, 5.4)))) == 2


def test_cue_duration_is_bounded() -> None:
    cues = writers.cues(_evenly("a b c d e f g h i j k l", step=1.0))
    assert all(c.end_ms - c.start_ms <= 6000 for c in cues)


def test_overlapping_end_is_clamped_to_the_next_start() -> None:
    ft = _ft(("Yes.", 0.0, 1.4, "a"), ("No.", 1.0, 2.5, "b"))
    assert [(c.start_ms, c.end_ms) for c in writers.cues(ft)] == [(0, 1000), (1000, 2500)]


def test_a_short_cue_stays_on_screen_a_second_but_not_over_the_next() -> None:
    # 0.2 s cannot be read; the second's extension is cut back to the third cue's start.
    ft = _ft(("Yes.", 0.0, 0.2, "a"), ("No.", 3.0, 3.2, "b"), ("Maybe.", 3.6, 4.8, "a"))
    assert [(c.start_ms, c.end_ms) for c in writers.cues(ft)] == [
        (0, 1000),
        (3000, 3600),
        (3600, 4800),
    ]


def test_overlong_token_gets_a_line_of_its_own() -> None:
    long = "https://example.com/a/very/long/path/that/cannot/be/broken"
    cues = writers.cues(_ft(("see", 0.0, 0.3), (long, 0.3, 1.5), ("now.", 1.5, 1.8)))
    assert long in [line for c in cues for line in c.lines]
    assert [i for c in cues for i in c.tokens] == [0, 1, 2]


def test_balanced_two_lines() -> None:
    (cue,) = writers.cues(_evenly("this sentence is long enough to need two lines on screen"))
    assert cue.lines == ("this sentence is long enough", "to need two lines on screen")


def test_empty_transcript() -> None:
    assert writers.to_srt(FormattedTranscript("")) == ""
    assert writers.to_vtt(FormattedTranscript("")) == "WEBVTT\n"


# Properties over random transcripts.

_WORD = st.text(alphabet="abcdefghij", min_size=1, max_size=12)
_TOKEN = st.tuples(
    st.one_of(_WORD, _WORD.map(lambda w: w + "."), _WORD.map(lambda w: w + ","),
              st.text(alphabet="xyz", min_size=43, max_size=60)),
    st.floats(0.0, 3.0),  # gap before the token
    st.floats(0.0, 2.0),  # duration
    st.sampled_from([None, "spk_0", "spk_1"]),
)  # fmt: skip


@st.composite
def transcripts(draw: st.DrawFn) -> FormattedTranscript:
    items, t = [], 0.0
    for text, gap, duration, speaker in draw(st.lists(_TOKEN, max_size=40)):
        start = t + gap
        # Merged channels can overlap: an end may run past the next token's start.
        end = start + duration
        items.append((text, start, end, speaker))
        t = start + draw(st.floats(0.0, 1.0)) * duration
    return _ft(*items)


@given(transcripts())
def test_cue_properties(ft: FormattedTranscript) -> None:
    cues = writers.cues(ft)
    assert [i for c in cues for i in c.tokens] == list(range(len(ft.tokens)))
    for cue in cues:
        texts = [ft.tokens[i].text for i in cue.tokens]
        assert " ".join(cue.lines) == " ".join(texts)
        assert 1 <= len(cue.lines) <= 2
        assert all(len(line) <= 42 or line in texts for line in cue.lines)
        span = ft.tokens[cue.tokens[-1]].end - ft.tokens[cue.tokens[0]].start
        assert span <= 6.0 or len(cue.tokens) == 1
        assert len({ft.tokens[i].speaker for i in cue.tokens}) == 1
        assert cue.start_ms <= cue.end_ms
    for a, b in zip(cues, cues[1:], strict=False):
        assert a.start_ms <= b.start_ms and a.end_ms <= b.start_ms


# Syntax: parse the files back.

_SRT_TIME = r"(\d\d+):(\d\d):(\d\d),(\d\d\d)"
_VTT_TIME = _SRT_TIME.replace(",", r"\.")


def _ms(h: str, m: str, s: str, ms: str) -> int:
    return ((int(h) * 60 + int(m)) * 60 + int(s)) * 1000 + int(ms)


def parse_srt(text: str) -> list[tuple[int, int, list[str]]]:
    out = []
    for n, block in enumerate(text.split("\n\n"), start=1):
        index, times, *lines = block.strip("\n").split("\n")
        assert index == str(n)
        match = re.fullmatch(f"{_SRT_TIME} --> {_SRT_TIME}", times)
        assert match, times
        out.append((_ms(*match.groups()[:4]), _ms(*match.groups()[4:]), lines))
    return out


def parse_vtt(text: str) -> list[tuple[int, int, list[str]]]:
    header, *blocks = text.split("\n\n")
    assert header == "WEBVTT"
    out = []
    for block in blocks:
        times, *lines = block.strip("\n").split("\n")
        match = re.fullmatch(f"{_VTT_TIME} --> {_VTT_TIME}", times)
        assert match, times
        out.append((_ms(*match.groups()[:4]), _ms(*match.groups()[4:]), lines))
    return out


@given(transcripts().filter(lambda ft: ft.tokens))
def test_srt_and_vtt_parse_back_to_the_cues(ft: FormattedTranscript) -> None:
    cues = writers.cues(ft)
    srt = writers.to_srt(ft)
    assert srt.endswith("\n") and not srt.endswith("\n\n")
    assert parse_srt(srt) == [(c.start_ms, c.end_ms, list(c.lines)) for c in cues]
    vtt = [(s, e, [re.sub(r"^<v [^>]*>", "", line) for line in lines])
           for s, e, lines in parse_vtt(writers.to_vtt(ft))]  # fmt: skip
    assert vtt == [(c.start_ms, c.end_ms, list(c.lines)) for c in cues]


def test_srt_example() -> None:
    ft = _ft(("Hi", 3661.2344, 3661.5), ("Bill.", 3661.5, 3662.4))
    assert writers.to_srt(ft) == "1\n01:01:01,234 --> 01:01:02,400\nHi Bill.\n"


def test_vtt_escapes_markup_and_tags_voices() -> None:
    ft = _ft(("R&D", 0.0, 0.4, "spk_0"), ("<3", 0.4, 0.6, "spk_0"), ("ok", 1.0, 1.2, "spk_1"))
    assert writers.to_vtt(ft) == (
        "WEBVTT\n\n"
        "00:00:00.000 --> 00:00:01.000\n<v spk_0>R&amp;D &lt;3\n\n"
        "00:00:01.000 --> 00:00:02.000\n<v spk_1>ok\n"
    )


# The caption cuts are the cheapest the costs allow: checked against every way of cutting.

_CAPTION_WORD = st.one_of(
    st.sampled_from(["the", "to", "and", "your"]),
    st.tuples(st.integers(1, 46), st.sampled_from(["", ".", ",", "?"])).map(
        lambda n_mark: "w" * n_mark[0] + n_mark[1]
    ),
)


@st.composite
def _one_run(draw: st.DrawFn) -> FormattedTranscript:
    """A run that no hard break cuts: one speaker, gaps under MAX_PAUSE_SECONDS."""
    items, t = [], 0.0
    for text in draw(st.lists(_CAPTION_WORD, min_size=1, max_size=9)):
        start = t + draw(st.floats(0.0, 1.0))
        t = start + draw(st.floats(0.05, 1.5))
        items.append((text, start, t))
    return _ft(*items)


def _cost(ft: FormattedTranscript, groups: list[list[int]]) -> float | None:
    """The cost of cutting FT into GROUPS as formatter.captions prices it, computed again here
    from its constants; None if a group breaks a hard limit."""
    total, n = 0.0, len(ft.tokens)
    for group in groups:
        texts = [ft.tokens[i].text for i in group]
        span = max(ft.tokens[i].end for i in group) - ft.tokens[group[0]].start
        if len(group) > 1 and (captions._wrap(texts, 42, 2) is None or span > 6.0):
            return None
        total += captions.CUE_COST
        if group[-1] < n - 1:
            total += captions.CUT_COST[captions._cut_kind(texts[-1], texts[-1][-1] in ".?")]
        ends = [k for k in range(len(texts) - 1) if texts[k][-1] in ".?"]
        if ends and len(" ".join(texts[: ends[-1] + 1])) >= captions.SENTENCE_CUE_MIN_CHARS:
            total += captions.RUN_ON_COST
        if span < captions.MIN_CUE_SECONDS and n > 1:
            total += captions.SHORT_CUE_COST
    return total


@given(_one_run())
def test_caption_cuts_cost_no_more_than_any_other_way_of_cutting(ft: FormattedTranscript) -> None:
    import itertools

    n = len(ft.tokens)
    costs = []
    for cuts in itertools.product((False, True), repeat=n - 1):
        groups, current = [], [0]
        for i, cut in enumerate(cuts, start=1):
            if cut:
                groups.append(current)
                current = []
            current.append(i)
        groups.append(current)
        cost = _cost(ft, groups)
        if cost is not None:
            costs.append(cost)
    chosen = _cost(ft, [list(c.tokens) for c in writers.cues(ft)])
    assert chosen is not None and abs(chosen - min(costs)) < 1e-9
