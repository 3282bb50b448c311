"""Issue 12's defects, one regression test each: hostile or unusual input formats or fails alone
with a one-line message naming its unit, and never loses the other units' output."""

from __future__ import annotations

import functools
import io
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from typer.testing import CliRunner

from formatter import pipeline
from formatter.batch import DIED, Loader, run_batch
from formatter.cli import app
from formatter.errors import InputError
from formatter.job import Job, Settings
from formatter.lattice import MAX_SEGMENT_WORDS, segment_dag
from formatter.normalize import MAX_WORD_CHARS
from formatter.readers import read_transcript
from formatter.sources import iter_jobs, with_targets
from formatter.transcript import MAX_SECONDS, FormattedTranscript, Token, Word
from formatter.writers import to_srt, to_vtt
from tests.formatter.conftest import ROOT

runner = CliRunner()
SAMPLE = ROOT / "data" / "samples" / "voicemail.json"


def _simple(*words: tuple[object, object, object]) -> str:
    return json.dumps({"words": [{"word": w, "start": s, "end": e} for w, s, e in words]})


def _covered(result: FormattedTranscript, count: int) -> list[int]:
    return sorted(i for t in result.tokens for i in t.words) if count else []


# Crashes inside the formatter.

SPACING_ACCENTS = "\u00b4\u00a8\u00af\u00b8\u02d8\u02d9\u02da\u02db\u02dc\u02dd\u0384\u1fbd"


@pytest.mark.parametrize(
    "text",
    [
        f"caf{SPACING_ACCENTS[0]}e at three",  # NFKC: space + combining acute (was IndexError)
        " ".join(SPACING_ACCENTS) + " five",
        "x\u00afy three thirty",
        "hello \U0001f468\u200d\U0001f469 ok",  # zero-width joiner inside an emoji sequence
        "hi\u200cthere so\u00adft nul\x00x",  # zero-width non-joiner, soft hyphen, NUL
        "...",
        "\u200d",
    ],
)
def test_odd_characters_format_and_keep_every_word(formatter, text: str) -> None:
    words = [Word(w, float(i), i + 1.0) for i, w in enumerate(text.split())]
    result = formatter.format(words)
    spoken = [w for w in words if any(c.isalnum() for c in w.text)]
    if spoken:
        assert _covered(result, len(words)) == list(range(len(words)))
    assert "\u200d" not in result.text and "\x00" not in result.text


@pytest.mark.parametrize("digits", [400, 5000])
def test_huge_integers_in_time_fields_are_input_errors(digits: int) -> None:
    data = _simple(("hi", 0, 1)).replace('"end": 1', '"end": 1' + "0" * digits)
    with pytest.raises(InputError, match=r"^words\[0\]\.end: must be a finite number"):
        read_transcript(data)


def test_times_past_the_limit_are_refused_and_captions_print_the_limit(formatter) -> None:
    with pytest.raises(InputError, match="word 0: time past"):
        formatter.format([Word("hi", 0.0, 1e306)])
    late = FormattedTranscript("Hi.", (Token("Hi.", MAX_SECONDS - 1, MAX_SECONDS, 1.0, (0,)),))
    assert "277777:46:40,000" in to_srt(late) and "277777:46:40.000" in to_vtt(late)


WORD = {"word": "hi", "startTime": "0s", "endTime": "1s"}
WRONG_TYPES = [
    ({"segments": [{"words": 5}]}, r"segments\[0\]\.words: expected a list, got a number"),
    ({"results": [{"alternatives": 3}]}, r"results\[0\]\.alternatives: expected a list"),
    ({"results": [{"alternatives": [{"words": [WORD]}], "channelTag": [1]}]},
     r"results\[0\]\.channelTag: expected a whole number or a string, got a list"),
    ({"results": [{"alternatives": [{"words": [WORD]}], "channelTag": {}}]},
     r"results\[0\]\.channelTag: .* got an object"),
    ({"results": [{"alternatives": [{"words": [{**WORD, "speakerLabel": [2]}]}]}]},
     r"results\[0\]\.alternatives\[0\]\.words\[0\]\.speakerLabel: expected a string"),
]  # fmt: skip


@pytest.mark.parametrize("doc, message", WRONG_TYPES)
def test_wrong_typed_vendor_fields_are_named(doc: dict, message: str) -> None:
    with pytest.raises(InputError, match=message):
        read_transcript(json.dumps(doc))


def test_a_numeric_aws_speaker_label_is_a_label() -> None:
    item = {"type": "pronunciation", "start_time": "0", "end_time": "1", "speaker_label": 3,
            "alternatives": [{"content": "hi"}]}  # fmt: skip
    assert read_transcript(json.dumps({"results": {"items": [item]}})).words[0].speaker == "spk_3"


# One bad transcript takes no other down.


def _cli(tmp_path: Path, name: str, text: str, *args: str):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return runner.invoke(app, [*args, str(path)]), path


def test_a_bad_plain_text_line_fails_alone_with_its_line_number(formatter, tmp_path: Path) -> None:
    result, path = _cli(tmp_path, "notes.txt", f"hello\n{'x' * 500_000}\n...\nthree thirty\n")
    assert result.exit_code == 1
    assert result.stderr == (
        f"fmt-transcript: {path}:2: word 0: a word of 500000 characters (the limit is "
        f"{MAX_WORD_CHARS})\n"
    )
    good = [formatter.format_text("hello"), formatter.format_text("three thirty")]
    assert result.stdout.split("\n") == [good[0], "", "", good[1], ""]


def test_json_lines_errors_name_line_and_field_path(tmp_path: Path) -> None:
    good = _simple(("hi", 0, 1))
    bad = _simple(("a", 0, 1), ("b", 1, 2), ("c", 2, 3), ("d", "abc", 4))
    result, path = _cli(tmp_path, "calls.jsonl", "\n".join([good] * 6 + [bad, good]) + "\n")
    assert result.exit_code == 1
    assert result.stderr == (
        f'fmt-transcript: {path}:7: words[3].start: expected a number, got "abc" (read as simple)\n'
    )
    assert len(result.stdout.splitlines()) == 7


class _DiesOn:
    """Loads the real formatter, whose worker process then dies on a transcript saying "die" (as a
    crash in native code or the kernel's OOM killer would end it)."""

    def __call__(self):
        real = Loader()()

        class Dying:
            def format(self, words, boundaries=(), **options):
                if words and words[0].text == "die":
                    os._exit(9)
                return real.format(words, boundaries, **options)

        return Dying()


def test_a_dying_worker_fails_only_its_job(formatter) -> None:
    texts = ["hello there", "three thirty", "die now", "five dollars", "ok bye"]
    jobs = [
        Job("in.txt", t, line=n, input_format="text", part=True) for n, t in enumerate(texts, 1)
    ]
    out, err = io.StringIO(), io.StringIO()
    failed = run_batch(jobs, Settings(), _DiesOn(), workers=2, out=out, err=err)
    assert failed == 1
    assert err.getvalue() == f"fmt-transcript: in.txt:3: {DIED}\n"
    expected = [formatter.format_text(t) for t in texts]
    expected[2] = ""
    assert out.getvalue().split("\n")[:-1] == expected


def test_jobs_beyond_the_cpu_count_are_capped(formatter) -> None:
    jobs = [Job("a.txt", "hi", line=1, input_format="text", part=True)]
    out, err = io.StringIO(), io.StringIO()
    assert run_batch(jobs, Settings(), lambda: formatter, workers=10**6, out=out, err=err) == 0
    assert out.getvalue() == "Hi.\n"


# Bounded work: streams are read as they are formatted; no grammar step grows quadratically.


def test_units_past_the_size_limits_fail_alone(monkeypatch) -> None:
    from formatter import sources

    monkeypatch.setattr(sources, "MAX_LINE_BYTES", 100)
    monkeypatch.setattr(sources, "MAX_TRANSCRIPT_BYTES", 1000)
    text = b"hello\n" + b"word " * 100 + b"\nbye\n"
    jobs = list(iter_jobs(["-"], stdin=io.BytesIO(text)))
    assert [(j.name, j.data, j.error) for j in jobs] == [
        ("stdin:1", "hello", None),
        ("stdin:2", "", "a line longer than 100 bytes (the limit; see the README's limits)"),
        ("stdin:3", "bye", None),
    ]
    document = _simple(*((f"w{i}", i, i + 1) for i in range(40))).encode()
    jobs = list(iter_jobs(["-"], stdin=io.BytesIO(document)))
    assert [(j.name, j.error) for j in jobs] == [
        ("stdin", "a JSON document longer than 1000 bytes (the limit; see the README's limits)")
    ]


class _WatchedStream(io.BytesIO):
    """A stream that checks, on reading its last line, that the first ones were already written."""

    def __init__(self, lines: list[bytes], out: io.StringIO) -> None:
        super().__init__(b"".join(lines))
        self.count, self.total, self.out = 0, len(lines), out
        self.seen_before_last = ""

    def readline(self, size: int | None = -1) -> bytes:
        self.count += 1
        if self.count == self.total:
            self.seen_before_last = self.out.getvalue()
        return super().readline(size)


def test_plain_text_streams_its_output_before_the_input_ends(formatter) -> None:
    out = io.StringIO()
    stream = _WatchedStream([b"hello there\n", b"three thirty\n", b"ok bye\n"], out)
    jobs = iter_jobs(["-"], stdin=stream)
    assert run_batch(jobs, Settings(), lambda: formatter, out=out, err=io.StringIO()) == 0
    first = [formatter.format_text(t) for t in ("hello there", "three thirty")]
    assert stream.seen_before_last == f"{first[0]}\n{first[1]}\n"


@pytest.mark.parametrize("word", ["five", "b"])
def test_long_runs_of_digits_and_letters_keep_segments_short(formatter, word: str) -> None:
    from grammars import marked_lattice

    dag = segment_dag(marked_lattice(" ".join([word] * 60), formatter._fsts))
    assert max(e.words for out in dag.edges for e in out) == MAX_SEGMENT_WORDS
    words = [Word(word, float(i), i + 0.5) for i in range(450)]
    assert _covered(formatter.format(words), 450) == list(range(450))


@pytest.mark.parametrize(
    "said",
    [
        "two dash three four five six seven eight nine",
        # An order number as said on a support call: "no path through the segment lattice".
        "the order number is one one two dash three four five six seven eight nine dash one two "
        "three four five six seven and it still hasn't arrived",
    ],
)
def test_a_phone_run_inside_a_dashed_string_formats_and_keeps_every_word(formatter, said) -> None:
    words = [Word(w, float(i), i + 0.5) for i, w in enumerate(said.split())]
    assert _covered(formatter.format(words), len(words)) == list(range(len(words)))


def test_a_long_run_of_letters_and_digits_is_read_as_codes_of_bounded_length(formatter) -> None:
    from grammars.alphanumeric import SPELLED_MAX

    said = ["b", "four", "x", "seven"] * 100
    result = formatter.format([Word(w, float(i), i + 0.5) for i, w in enumerate(said)])
    assert _covered(result, len(said)) == list(range(len(said)))
    assert max(len(t.words) for t in result.tokens) <= SPELLED_MAX


# Environment faults.


def test_threads_share_one_default_formatter(monkeypatch) -> None:
    monkeypatch.setattr(pipeline, "_DEFAULT", None)
    made = []
    threads = [threading.Thread(target=lambda: made.append(pipeline._default())) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len({id(f) for f in made}) == 1


def _build_cache(monkeypatch, root: Path) -> dict:
    from grammars import export

    monkeypatch.setenv("FMT_TRANSCRIPT_CACHE", str(root))
    return export._load.__wrapped__(export.Style.parse(None))


def test_a_corrupt_grammar_cache_is_rebuilt(monkeypatch, tmp_path: Path) -> None:
    from grammars import export

    monkeypatch.setenv("FMT_TRANSCRIPT_CACHE", str(tmp_path))
    export.far_path().parent.mkdir(parents=True)
    export.far_path().write_bytes(b"not a far" * 100)
    assert set(_build_cache(monkeypatch, tmp_path)) == set(export.FST_NAMES)
    assert export.far_path().stat().st_size > 10_000


def test_an_unwritable_grammar_cache_still_loads(monkeypatch, tmp_path: Path) -> None:
    from grammars import export

    blocker = tmp_path / "a-file"
    blocker.write_text("a file where the cache folder would be")
    assert set(_build_cache(monkeypatch, blocker)) == set(export.FST_NAMES)


@pytest.mark.parametrize("closed", ["<&-", ">&-"])
def test_a_closed_stdin_or_stdout_is_one_line_not_a_traceback(closed: str) -> None:
    command = f"echo hi | {sys.executable} -m formatter.cli - {closed}"
    if closed == "<&-":
        command = f"{sys.executable} -m formatter.cli - {closed}"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(["bash", "-c", command], capture_output=True, env=env, timeout=120)
    assert done.returncode == 1
    assert b"Traceback" not in done.stderr
    assert len(done.stderr.decode().strip().splitlines()) == 1, done.stderr


def test_ctrl_c_stops_a_pooled_run_without_waiting_or_a_traceback(tmp_path: Path) -> None:
    import signal

    path = tmp_path / "long.txt"
    path.write_text("meet me at three thirty about the five hundred dollars\n" * 5000)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    # Ctrl-C at a terminal reaches a process whose SIGINT is not ignored; a test run started in the
    # background (`.ci/run &`) ignores it, and a child would inherit that and never see the signal.
    child = subprocess.Popen(
        [sys.executable, "-m", "formatter.cli", "--jobs", "2", str(path)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )  # fmt: skip
    assert child.stdout is not None and child.stdout.readline()  # formatting has begun
    child.send_signal(signal.SIGINT)
    _, stderr = child.communicate(timeout=60)  # the whole input would take minutes
    assert child.returncode != 0 and b"Traceback" not in stderr


# Data safety.


def test_a_hard_linked_input_is_never_overwritten(tmp_path: Path) -> None:
    source = tmp_path / "in.json"
    source.write_text(_simple(("hi", 0, 1)))
    out = tmp_path / "out"
    out.mkdir()
    os.link(source, out / "call.json")
    jobs = list(with_targets([Job("elsewhere/call.json", b"")], out, ".json", [str(source)]))
    assert jobs[0].error == f"output {out / 'call.json'} would overwrite an input"


def test_a_failed_rerun_removes_its_stale_output(tmp_path: Path) -> None:
    path = tmp_path / "call.json"
    path.write_text(_simple(("hi", 0, 1)))
    out = tmp_path / "out"
    assert runner.invoke(app, ["--output-dir", str(out), str(path)]).exit_code == 0
    assert (out / "call.txt").read_text() == "Hi.\n"
    path.write_text('{"words": [')
    result = runner.invoke(app, ["--output-dir", str(out), str(path)])
    assert result.exit_code == 1
    assert f"its old output {out / 'call.txt'} was removed" in result.stderr
    assert not (out / "call.txt").exists()


def test_a_dangling_symlink_in_the_output_dir_is_replaced_not_followed(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    elsewhere = tmp_path / "elsewhere.txt"
    (out / "voicemail.txt").symlink_to(elsewhere)
    assert runner.invoke(app, ["--output-dir", str(out), str(SAMPLE)]).exit_code == 0
    assert not elsewhere.exists()
    assert not (out / "voicemail.txt").is_symlink()
    assert (out / "voicemail.txt").read_text().startswith("Hi")
    assert [p.name for p in out.iterdir()] == ["voicemail.txt"]  # no temporary file left


# Wrong output, silently.


def test_google_results_each_tagged_with_speakers_are_all_read() -> None:
    def result(word: str, start: int, speaker: int) -> dict:
        w = {"word": word, "startTime": f"{start}s", "endTime": f"{start + 1}s",
             "speakerTag": speaker}  # fmt: skip
        return {"alternatives": [{"words": [w]}]}

    tagged = {"results": [result("hello", 0, 1), result("there", 1, 1), result("bye", 2, 2)]}
    assert [w.text for w in read_transcript(json.dumps(tagged)).words] == ["hello", "there", "bye"]
    summary = {"results": [*(r | {} for r in tagged["results"][:2]),
                           {"alternatives": [{"words": [
                               {"word": "hello", "startTime": "0s", "endTime": "1s",
                                "speakerTag": 1},
                               {"word": "there", "startTime": "1s", "endTime": "2s",
                                "speakerTag": 2},
                           ]}]}]}  # fmt: skip
    summary["results"][0]["alternatives"][0]["words"][0].pop("speakerTag")
    summary["results"][1]["alternatives"][0]["words"][0].pop("speakerTag")
    words = read_transcript(json.dumps(summary)).words
    assert [(w.text, w.speaker, w.index) for w in words] == [
        ("hello", "spk_1", 2), ("there", "spk_2", 3)
    ]  # fmt: skip


def test_speaker_labels_cannot_break_a_webvtt_cue() -> None:
    tokens = (
        Token("Hi.", 0.0, 0.5, 1.0, (0,), "Ann\n\nBob"), Token("Yes.", 1.0, 1.5, 1.0, (1,), "")
    )
    vtt = to_vtt(FormattedTranscript("Hi. Yes.", tokens))
    assert "<v Ann Bob>Hi." in vtt and "<v >" not in vtt and "\nYes." in vtt


def test_an_arrow_in_text_cannot_start_an_srt_timing_line() -> None:
    srt = to_srt(FormattedTranscript("a-->b", (Token("a-->b", 0.0, 0.5, 1.0, (0,)),)))
    assert srt.count("-->") == 1


def test_plain_text_opening_with_a_bracket_is_text(formatter, tmp_path: Path) -> None:
    result, _ = _cli(tmp_path, "n.txt", "[music] hello there\n")
    assert result.exit_code == 0
    assert result.stdout == formatter.format_text("[music] hello there") + "\n"


def test_only_newlines_end_plain_text_lines(tmp_path: Path) -> None:
    result, _ = _cli(tmp_path, "n.txt", "hello\fthere\u2028ok\x85bye\nthree\n")
    assert result.exit_code == 0 and len(result.stdout.splitlines()) == 2


def test_json_word_indices_are_the_engines_own_positions() -> None:
    items = [
        {"type": "pronunciation", "start_time": "0", "end_time": "0.4",
         "alternatives": [{"content": "Hi"}]},
        {"type": "punctuation", "alternatives": [{"content": ","}]},
        {"type": "pronunciation", "start_time": "0.5", "end_time": "0.9",
         "alternatives": [{"content": "Bill"}]},
    ]  # fmt: skip
    data = json.dumps({"results": {"items": items}})
    result = runner.invoke(app, ["-o", "json", "-"], input=data)
    tokens = json.loads(result.stdout)["tokens"]
    assert sorted(i for t in tokens for i in t["words"]) == [0, 2]


def test_a_multi_word_item_is_in_exactly_one_token(formatter) -> None:
    words = [Word("i", 0.0, 0.2), Word("love new york", 0.2, 1.5), Word("city", 1.5, 2.0)]
    result = formatter.format(words)
    indices = [i for t in result.tokens for i in t.words]
    assert sorted(indices) == [0, 1, 2] and len(indices) == len(set(indices))


# Issue 13: empty transcripts, and plain text as JSON.


@pytest.mark.parametrize("text, output", [('{"words": []}', ""), ("\n", "\n"), ("...", "\n")])
def test_an_empty_transcript_formats_to_nothing(tmp_path: Path, text: str, output: str) -> None:
    result, _ = _cli(tmp_path, "e.txt", text)
    assert (result.exit_code, result.stdout, result.stderr) == (0, output or "\n", "")


def test_plain_text_as_json_has_tokens_without_times(formatter, tmp_path: Path) -> None:
    line = "meet me at three thirty"
    result, path = _cli(tmp_path, "n.txt", f"{line}\n", "-o", "json")
    record = json.loads(result.stdout)
    assert (record["source"], record["line"]) == (str(path), 1)
    assert record["text"] == formatter.format_text(line)
    assert {(t["start"], t["end"]) for t in record["tokens"]} == {(None, None)}
    assert sorted(i for t in record["tokens"] for i in t["words"]) == [0, 1, 2, 3, 4]


# Engines that write numerals themselves ("5 dollars", "june 30") give words the grammars keep as
# they are; a style convention banning a kept join must never leave such a text without a reading.
@pytest.mark.parametrize("style", ["en-US", "en-GB"])
@pytest.mark.parametrize(
    "text",
    ["sales of 2.7 million dollars", "on june 30 and june 30th", "1 dollar", "on march 16 00",
     "go to www adtran.com", "at 3:30 pm"],
)  # fmt: skip
def test_an_engines_own_numerals_always_have_a_reading(text: str, style: str) -> None:
    written = _styled(style).format_text(text)
    digits = [c for c in text if c.isdigit()]
    assert [c for c in written if c.isdigit()] == digits


@functools.cache
def _styled(style: str):
    from formatter.pipeline import Formatter

    return Formatter(style=style)
