"""A caller's own vocabulary (formatter.vocabulary): how a file is read, and what the real
formatter writes with it: rare words as given wherever said, common ones where a name stands,
phrases where said whole; the tokens' times as without it."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from formatter.casing import KEPT, Casings
from formatter.cli import app
from formatter.errors import InputError
from formatter.pipeline import Formatter
from formatter.transcript import Word
from formatter.vocabulary import MAX_ENTRY_WORDS, Vocabulary

ENTRIES = ["QuickBooks", "Will", "Summit Ridge", "Bank of America", "IT"]


@pytest.fixture(scope="module")
def custom() -> Formatter:
    return Formatter(vocabulary=Vocabulary.parse(ENTRIES))


def test_a_file_is_read_as_written_entries(tmp_path) -> None:
    path = tmp_path / "names.txt"
    path.write_text("# our clients\nQuickBooks\n\n  Summit  Ridge \nMcDonald\u2019s\n")
    read = Vocabulary.load(path)
    assert read.words == {"quickbooks": "QuickBooks", "mcdonald's": "McDonald's"}
    assert read.readings == {("summit", "ridge"): "Summit Ridge"}


def test_a_term_heard_as_other_words_is_one_token_of_them_all(formatter) -> None:
    said = "we met at mc donalds and paid with my a t and t card"
    words = [Word(w, i * 0.5, i * 0.5 + 0.4) for i, w in enumerate(said.split())]
    plain = formatter.format(words)
    assert "McDonald's" not in plain.text and "AT&T" not in plain.text
    own = Vocabulary.parse(["McDonald's\tmc donalds", "AT&T\ta t and t"])
    written = formatter.format(words, vocabulary=own)
    tokens = {t.text.rstrip(".,"): t for t in written.tokens}
    assert tokens["McDonald's"].words == (3, 4), written.text
    assert (tokens["McDonald's"].start, tokens["McDonald's"].end) == (1.5, 2.4)
    assert tokens["AT&T"].words == (9, 10, 11, 12), written.text
    assert sorted(i for t in written.tokens for i in t.words) == list(range(len(words)))


def test_an_empty_spoken_form_is_the_written_ones(formatter) -> None:
    # scripts/fuzz.py found "A<TAB>" read as a term heard as no words at all: a reading of none.
    own = Vocabulary.parse(["A\t", "Siobhan\t "])
    assert own.words == {"a": "A", "siobhan": "Siobhan"} and not own.readings
    words = [Word("zero", 0, 1)]
    assert formatter.format(words, vocabulary=own) == formatter.format(words)


def test_an_entry_may_say_how_the_recognizer_writes_it(formatter) -> None:
    said = "hi it's shivon from summit ridge"
    assert "Siobhan" not in formatter.format_text(said)
    own = Vocabulary.parse(["Siobhan\tshivon", "Summit Ridge"])
    words = [Word(w, i * 0.5, i * 0.5 + 0.4) for i, w in enumerate(said.split())]
    written = formatter.format(words, vocabulary=own)
    assert "it's Siobhan from Summit Ridge" in written.text, written.text
    assert [t.words for t in written.tokens] == [(0,), (1,), (2,), (3,), (4, 5)]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("QuickBooks\n2024\n", "line 2: every word of an entry needs a letter"),
        ("McDonald's\t" + " ".join(["mc"] * (MAX_ENTRY_WORDS + 1)), "line 1: a spoken form of"),
        ("\tshivon\n", "line 1: a spoken form with no written one"),
        (" ".join(["word"] * (MAX_ENTRY_WORDS + 1)), "line 1: an entry of more than"),
    ],
)
def test_an_entry_that_cannot_be_one_is_named_by_its_line(tmp_path, text, says) -> None:
    path = tmp_path / "names.txt"
    path.write_text(text)
    with pytest.raises(InputError, match=f"^{path}, {says}"):
        Vocabulary.load(path)


def test_a_file_that_is_not_text_is_an_input_error(tmp_path) -> None:
    path = tmp_path / "names.txt"
    path.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(InputError, match="not UTF-8"):
        Vocabulary.load(path)
    with pytest.raises(InputError, match="No such file"):
        Formatter(vocabulary=tmp_path / "missing.txt")


def test_a_rare_word_is_written_as_given_wherever_said(formatter, custom) -> None:
    said = "mr nguyen sent the quickbooks invoice quickbooks is slow today"
    assert "QuickBooks" not in formatter.format_text(said)
    written = custom.format_text(said)
    assert written.count("QuickBooks") == 2, written
    assert "QuickBooks's" in custom.format_text("the quickbooks's export failed")


def test_a_rare_word_is_written_as_given_over_the_recognizers_capitals(formatter, custom):
    words = [Word(w, i, i + 0.5) for i, w in enumerate("the Quickbooks file is ready".split())]
    assert "Quickbooks" in formatter.format(words).text
    assert "QuickBooks" in custom.format(words).text


def test_a_common_word_is_the_callers_only_where_a_name_stands(custom) -> None:
    written = custom.format_text("hey it's will i will call you back later")
    assert "it's Will" in written and "I will call" in written, written
    assert "IT" not in custom.format_text("i left it on the table")


def test_a_phrase_is_written_whole_and_its_words_alone_are_not(formatter, custom) -> None:
    said = "joaquin said the summit ridge project is delayed we hiked to the ridge"
    assert "Summit Ridge" not in formatter.format_text(said)
    written = custom.format_text(said)
    assert "Summit Ridge project" in written and "to the ridge" in written, written
    assert "Bank of America" in custom.format_text("this is dana from bank of america")


def test_the_tokens_keep_their_words_times(formatter, custom) -> None:
    said = "the summit ridge quickbooks file is ready".split()
    words = [Word(w, i * 0.5, i * 0.5 + 0.4) for i, w in enumerate(said)]
    plain, own = formatter.format(words), custom.format(words)
    assert own.text != plain.text
    # A term of several words is one token of them all; the others are as without it.
    spans = [(t.text, t.start, t.end, t.words) for t in own.tokens]
    assert spans[1] == ("Summit Ridge", 0.5, 1.4, (1, 2)), spans
    alone = [(t.start, t.end, t.words) for t in plain.tokens if t.words not in ((1,), (2,))]
    assert [s[1:] for s in spans if s[3] != (1, 2)] == alone


def test_a_term_of_several_words_is_read_over_the_grammars_readings(formatter) -> None:
    said = "we stayed at the four seasons and booked with one medical at seven eleven"
    words = [Word(w, i * 0.5, i * 0.5 + 0.4) for i, w in enumerate(said.split())]
    own = Vocabulary.parse(["Four Seasons", "One Medical", "Seven Eleven"])
    written = formatter.format(words, vocabulary=own).text
    assert "the Four Seasons" in written and "with One Medical at Seven Eleven" in written, written


def test_the_command_line_reads_a_vocabulary_and_names_a_bad_one(tmp_path) -> None:
    path = tmp_path / "names.txt"
    path.write_text("QuickBooks\nSummit Ridge\n")
    said = "the summit ridge quickbooks file is ready\n"
    result = CliRunner().invoke(app, ["--vocabulary", str(path), "-o", "json", "-"], input=said)
    assert result.exit_code == 0, result.output
    assert "Summit Ridge QuickBooks" in json.loads(result.stdout)["text"]
    path.write_text("QuickBooks\n$$$\n")
    refused = CliRunner().invoke(app, ["--vocabulary", str(path), "-"], input=said)
    assert refused.exit_code == 1
    assert refused.stderr.strip() == (
        f"fmt-transcript: {path}, line 2: every word of an entry needs a letter"
    )
    assert not refused.stdout


def _said(text: str) -> list[Word]:
    return [Word(w, i * 0.5, i * 0.5 + 0.4) for i, w in enumerate(text.split())]


def test_a_call_brings_its_own_vocabulary_added_to_the_formatters(formatter, custom) -> None:
    words = _said("the summit ridge quickbooks file is ready for siobhan")
    contacts = Vocabulary.parse(["Siobhan", "QUICKBOOKS"])
    assert "Siobhan" in formatter.format(words, vocabulary=contacts).text
    # Added to the Formatter's own, the call's form where both have the word.
    both = custom.format(words, vocabulary=contacts).text
    assert "Summit Ridge QUICKBOOKS" in both and "Siobhan" in both, both
    # Nothing stays behind for the next call.
    assert custom.format(words).text == custom.format(words, vocabulary=Vocabulary()).text
    assert "QuickBooks" in custom.format(words).text


def test_the_casings_of_call_vocabularies_are_bounded() -> None:
    built: list[Vocabulary] = []

    def build(vocabulary: Vocabulary, loaded):
        assert (loaded is None) == (not built)  # a call's casing is built beside the loaded one
        built.append(vocabulary)
        return vocabulary.digest

    casings = Casings(build, Vocabulary.parse(["Acme"]))
    assert casings.get(None) == casings.loaded == casings.get(Vocabulary())
    calls = [Vocabulary.parse([f"Name{chr(97 + i)}"]) for i in range(KEPT + 2)]
    for vocabulary in calls:
        casings.get(vocabulary)
    assert len(built) == KEPT + 3  # the loaded one and each call's, built once
    casings.get(calls[-1])  # kept: not built again
    assert len(built) == KEPT + 3
    casings.get(calls[0])  # dropped as the oldest: built again
    assert len(built) == KEPT + 4 and built[-1].words == {"acme": "Acme", "namea": "Namea"}


def _simple(text: str, vocabulary: object = None) -> str:
    doc: dict[str, object] = {
        "words": [{"word": w, "start": i * 0.5, "end": i * 0.5 + 0.4}
                  for i, w in enumerate(text.split())]
    }  # fmt: skip
    if vocabulary is not None:
        doc["vocabulary"] = vocabulary
    return json.dumps(doc)


def test_each_transcript_of_a_stream_brings_its_own_and_a_bad_one_fails_alone(tmp_path) -> None:
    said = "hi it's siobhan the quickbooks file is ready"
    stream = tmp_path / "calls.jsonl"
    stream.write_text(
        "\n".join([
            _simple(said, ["QUICKBOOKS"]),
            _simple(said),
            _simple(said, ["QuickBooks", "2024"]),
            _simple(said, "QuickBooks"),
        ]) + "\n",
        encoding="utf-8",
    )  # fmt: skip
    result = CliRunner().invoke(app, ["-o", "json", str(stream)])
    assert result.exit_code == 1
    texts = [json.loads(line).get("text") for line in result.stdout.splitlines()]
    assert len(texts) == 2 and "QUICKBOOKS" in texts[0] and "QUICKBOOKS" not in texts[1]
    assert result.stderr.splitlines() == [
        f"fmt-transcript: {stream}:3: vocabulary[1]: every word of an entry needs a letter",
        f"fmt-transcript: {stream}:4: vocabulary: expected a list, got a string (read as simple)",
    ]


def test_threads_sharing_a_formatter_turn_its_casings_over_safely() -> None:
    from concurrent.futures import ThreadPoolExecutor

    casings = Casings(lambda vocabulary, loaded: vocabulary.digest, Vocabulary())
    calls = [Vocabulary.parse([f"Name{i}x"]) for i in range(4 * KEPT)] * 8
    with ThreadPoolExecutor(8) as pool:
        got = list(pool.map(casings.get, calls))
    assert got == [vocabulary.digest for vocabulary in calls]
    assert len(casings._kept) == KEPT
