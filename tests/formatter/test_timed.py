"""Pause evidence in the formatter and the timed evaluator (formatter.evaluate timed)."""

import json

from formatter.evaluate import timed
from formatter.transcript import Word


def _words(text: str, pause_after: int | None, pause: float = 1.2) -> list[Word]:
    words, t = [], 0.0
    for i, w in enumerate(text.split()):
        words.append(Word(w, t, t + 0.3))
        t += 0.3 + (pause if i == pause_after else 0.0)
    return words


# "see you then | we can ..." or "see you | then we can ...": the words alone lean to the first
# (the shipped models write no sentence end after "you"); a long pause after "you" says the second.
PAUSED = "i will see you then we can go over the numbers"


def test_a_long_pause_ends_a_sentence_that_text_alone_runs_on(formatter):
    words = _words(PAUSED, 3)
    timed_text = formatter.format(words).text
    untimed = formatter.format(words, timed=False).text
    assert "you." in timed_text
    assert "you." not in untimed


def test_an_engines_words_are_read_with_its_own_pause_and_text_model(formatter, tmp_path):
    import numpy as np
    import pytest

    from formatter.errors import InputError
    from formatter.pipeline import Formatter
    from formatter.readers import read_transcript
    from lm.data_files import data_path
    from lm.pause_text import POOLED, PauseTextModel
    from lm.pauses import ENGINES

    words = read_transcript(data_path("samples", "voicemail.json").read_bytes()).words
    shipped = PauseTextModel.load()
    written = {}
    for engine in ENGINES:
        # A model whose only (pooled) model is ENGINE's: what ENGINE's words are read with.
        alone = PauseTextModel.of(
            {POOLED: shipped.part(engine)}, shipped.members, words=shipped.words
        )
        alone.save(tmp_path / f"{engine}.json")
        other = Formatter(pause_text=tmp_path / f"{engine}.json")
        written[engine] = formatter.format(words, engine=engine).text
        assert written[engine] == other.format(words).text
        assert not np.allclose(shipped.matrices[engine], shipped.matrices[POOLED])
    untimed = formatter.format(words, timed=False).text
    assert formatter.format(words, timed=False, engine="amazon").text == untimed
    with pytest.raises(InputError, match="unknown engine 'amazn'"):
        formatter.format(words, engine="amazn")

def test_an_engines_own_pause_model_changes_what_is_written_on_a_real_call(formatter, shared):
    # The first 120 words of a dev call as Google's recognizer gave them, with its word times:
    # read with another engine's pause and text model, some slot is decided otherwise (the
    # engines read their gaps differently).
    import lzma

    from formatter.readers import read_transcript
    from lm.pauses import ENGINES

    with lzma.open(shared / "eval" / "timed" / "google.jsonl.xz") as calls:
        words = read_transcript(calls.readline()).words[:120]
    written = {engine: formatter.format(words, engine=engine).text for engine in ENGINES}
    assert len(set(written.values())) > 1, written



def test_plain_text_times_are_no_pause_evidence(formatter):
    # Synthetic times (word i spans [i, i + 1)) format as untimed text does.
    text = "i will call you later tonight we can talk about the house then"
    synthetic = [Word(w, float(i), float(i + 1)) for i, w in enumerate(text.split())]
    assert formatter.format(synthetic).text == formatter.format_text(text)


def test_no_pause_evidence_keeps_every_word_and_time(formatter):
    words = _words("we closed the deal last week the team did a great job", 5, pause=3.0)
    tokens = formatter.format(words).tokens
    covered = sorted(i for t in tokens for i in t.words)
    assert covered == list(range(len(words)))
    assert tokens[0].start == 0.0 and tokens[-1].end == words[-1].end


def test_a_dropped_filler_keeps_its_time_in_the_token_before_it(formatter):
    # "hi | uh (a second) | this is martin": the filler is left out of the text, its span and
    # confidence taken in by "Hi,", and the second it was said is speech, not a pause.
    said = [("hi", 0.0, 0.3, 0.9), ("uh", 0.4, 1.4, 0.5), ("this", 1.5, 1.7, 1.0),
            ("is", 1.7, 1.8, 1.0), ("martin", 1.8, 2.3, 1.0)]  # fmt: skip
    words = [Word(t, s, e, c) for t, s, e, c in said]
    result = formatter.format(words, drop_fillers=True)
    assert "uh" not in result.text.lower() and "uh" in formatter.format(words).text.lower()
    first = result.tokens[0]
    assert first.words == (0, 1)
    assert (first.start, first.end) == (0.0, 1.4)
    assert abs(first.confidence - 0.45) < 1e-9
    assert sorted(i for t in result.tokens for i in t.words) == list(range(len(words)))


def _write(tmp_path, units, labels):
    u, lab = tmp_path / "e.jsonl", tmp_path / "e.labels.jsonl"
    u.write_text("".join(json.dumps(x) + "\n" for x in units))
    lab.write_text("".join(json.dumps(x) + "\n" for x in labels))
    return u, lab


def test_evaluator_scores_ours_and_the_engine_on_the_labelled_slots(tmp_path):
    words = [{"word": w, "start": i, "end": i + 0.5} for i, w in enumerate("hi bill bye".split())]
    units = [{"id": "123_e_000", "words": words}, {"id": "456_e_000", "words": words}]
    labels = [
        {
            "id": "123_e_000",
            "n": 3,
            "slots": [[0, "", ",", 0.5, 0], [1, ".", ".", 0.5, 0]],
            "caps": [[1, True, False]],
        },
        {"id": "456_e_000", "n": 3, "slots": [[1, ".", "", 0.5, 0]], "caps": []},
    ]
    u, lab = _write(tmp_path, units, labels)
    data = list(timed.read_units(u, lab))
    assert [d.call for d in data] == ["123", "456"]
    assert [d.call for d in timed.read_units(u, lab, calls=["456"])] == ["456"]

    def hand_made_tokens(words, turns, engine):  # "Hi Bill. Bye." as the formatter would map it
        from formatter.transcript import Token

        return [
            Token("Hi", 0, 1, 1, (0,)),
            Token("Bill.", 1, 2, 1, (1,)),
            Token("Bye.", 2, 3, 1, (2,)),
        ]

    scores = timed.evaluate(hand_made_tokens, data)
    ours, engine = scores.ours, scores.engine
    assert ours.figures(".")["f1"] == 1.0  # both periods found
    assert ours.figures("capital")["f1"] == 1.0
    assert engine.figures(".")["correct"] == 1 and engine.figures(",")["output"] == 1
    assert engine.figures("capital")["f1"] == 0.0
    assert "engine" in timed.render(scores) and timed.to_json(scores)["units"] == 2


def test_evaluator_refuses_labels_out_of_step(tmp_path):
    import pytest

    words = [{"word": "hi", "start": 0, "end": 1}]
    u, lab = _write(
        tmp_path,
        [{"id": "1_e_0", "words": words}],
        [{"id": "2_e_0", "n": 1, "slots": [], "caps": []}],
    )
    with pytest.raises(ValueError, match="beside"):
        list(timed.read_units(u, lab))


def test_timed_command_runs_the_real_formatter_with_and_without_pauses(tmp_path):
    from typer.testing import CliRunner

    from formatter.evaluate.__main__ import app

    words = _words(PAUSED, 3)
    doc = [{"word": w.text, "start": w.start, "end": w.end} for w in words]
    slots = [[k, "." if k == 3 else "", "", 0.0, 0] for k in range(len(words) - 1)]
    u, lab = _write(
        tmp_path,
        [{"id": "9_e_0", "words": doc}],
        [{"id": "9_e_0", "n": len(words), "slots": slots, "caps": [[4, True, False]]}],
    )
    figures = {}
    for flag in ("--pauses", "--no-pauses"):
        out = tmp_path / f"{flag}.json"
        result = CliRunner().invoke(app, ["timed", str(u), str(lab), flag, "--json", str(out)])
        assert result.exit_code == 0, result.output
        assert "| ours |" in result.output and "| engine |" in result.output
        figures[flag] = json.loads(out.read_text())["ours"]["."]
    assert figures["--pauses"]["correct"] == 1
    assert figures["--no-pauses"]["correct"] == 0


def test_whole_calls_join_units_with_a_turn_after_each_short_one():
    def unit(call: str, n: int, k: int, length: int) -> timed.Unit:
        words = tuple(Word("w", i, i + 0.5) for i in range(length))
        slots, caps = ((k, ".", "", 0.5, False),), ((k, True, True),)
        return timed.Unit(f"{call}_e_{n:03}", words, slots, caps)

    long = timed.CUT_FOR_LENGTH
    parts = [unit("1", 0, 2, 5), unit("1", 1, 0, long), unit("1", 2, 1, 3), unit("2", 0, 0, 4)]
    first, second = timed.whole_calls(parts)
    assert (first.call, len(first.words), second.call) == ("1", 5 + long + 3, "2")
    assert first.id == "1_e"
    # A turn after the 5-word unit (it ended at a change of speaker), none after the long one.
    assert first.turns == (5,) and second.turns == ()
    assert [s[0] for s in first.slots] == [2, 5, 5 + long + 1]
    assert [c[0] for c in first.caps] == [2, 5, 5 + long + 1]


def test_a_units_engine_is_the_one_its_id_names_if_it_has_a_table():
    words = (Word("hi", 0, 0.3),)
    engines = [timed.Unit(i, words, (), ()).engine for i in ("4320211_google_004", "1_e_000", "7")]
    assert engines == ["google", None, None]
    whole = timed.whole_calls([timed.Unit("4320211_amazon_000", words, (), ())])
    assert whole[0].engine == "amazon"
