"""The dev-set scorers (formatter.evaluate) on hand-made hypotheses with known answers, then each
command once end to end with the real formatter."""

from __future__ import annotations

import doctest
import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from formatter.errors import InputError
from formatter.evaluate import numbers as nm
from formatter.evaluate import punctuation as pm
from formatter.evaluate.__main__ import app
from formatter.evaluate.numbers import CORRECT, INCORRECT, OVER, UNDER, Span
from formatter.transcript import Token
from tests.formatter.conftest import ROOT

runner = CliRunner()


def tok(text: str, *words: int) -> Token:
    """An output token drawing on input WORDS (times do not matter to the scorers)."""
    return Token(text, 0.0, 1.0, 1.0, words)


def score(spoken: str, spans: list[Span], tokens: list[Token], written: str | None = None):
    results, unlocated, blank = nm.score_sentence(spoken.split(), spans, tokens, written)
    return results, unlocated, blank


def one(
    spoken: str, span: Span, tokens: list[Token], written: str | None = None
) -> nm.EntityResult:
    (result,), unlocated, blank = score(spoken, [span], tokens, written)
    assert (unlocated, blank) == (0, 0)
    return result


@pytest.mark.parametrize(
    "module",
    ["align", "conventions", "numbers", "punctuation", "report"],
    ids=lambda m: f"formatter.evaluate.{m}",
)
def test_doctests(module: str) -> None:
    result = doctest.testmod(importlib.import_module(f"formatter.evaluate.{module}"))
    assert result.attempted > 0 and result.failed == 0


# --- Numbers: one entity, each kind of outcome


def test_overformatted_one() -> None:
    r = one(
        "i have one question",
        Span("CARDINAL", "one", "one"),
        [tok("I", 0), tok("have", 1), tok("1", 2), tok("question.", 3)],
    )
    assert (r.reference, r.hypothesis, r.exact, r.nospace) == ("one", "1", OVER, OVER)


def test_underformatted_time() -> None:
    r = one(
        "meet at three thirty",
        Span("TIME", "three thirty", "3:30"),
        [tok("Meet", 0), tok("at", 1), tok("three", 2), tok("thirty.", 3)],
    )
    assert (r.reference, r.hypothesis, r.exact, r.nospace) == ("3:30", "three thirty", UNDER, UNDER)


def test_incorrect_even_ignoring_space() -> None:
    # "3 30" is not "3:30" whatever the spaces: still incorrect formatting.
    r = one(
        "meet at three thirty",
        Span("TIME", "three thirty", "3:30"),
        [tok("Meet", 0), tok("at", 1), tok("3", 2), tok("30.", 3)],
    )
    assert (r.hypothesis, r.exact, r.nospace) == ("3 30", INCORRECT, INCORRECT)


def test_space_only_difference_is_correct_ignoring_space() -> None:
    r = one(
        "it was five million dollars",
        Span("MONEY", "five million dollars", "$5 million"),
        [tok("It", 0), tok("was", 1), tok("$5million.", 2, 3, 4)],
    )
    assert (r.reference, r.hypothesis, r.exact, r.nospace) == (
        "$5 million",
        "$5million",
        INCORRECT,
        CORRECT,
    )


def test_correct_despite_capitals_and_edge_marks() -> None:
    r = one(
        "it costs five dollars",
        Span("MONEY", "five dollars", "$5"),
        [tok("It", 0), tok("costs", 1), tok('"$5,"', 2, 3)],
    )
    assert (r.hypothesis, r.exact, r.nospace) == ("$5", CORRECT, CORRECT)


def test_one_entity_over_several_tokens() -> None:
    # Different token counts: three spoken words, two output tokens, one reference token.
    r = one(
        "eleven hundred dollars",
        Span("MONEY", "eleven hundred dollars", "$1,100"),
        [tok("11", 0), tok("$100.", 1, 2)],
    )
    assert (r.reference, r.hypothesis, r.exact) == ("$1,100", "11 $100", INCORRECT)


def test_token_drawing_on_outside_words_grows_the_range() -> None:
    tokens = [tok("Call", 0), tok("ext. 4", 1, 2), tok("now.", 3)]
    r = one("call extension four now", Span("CARDINAL", "four", "4"), tokens)
    # Scored over "extension four": the reference keeps the spoken word outside the entity.
    assert (r.spoken, r.reference, r.hypothesis, r.exact) == (
        "extension four",
        "extension 4",
        "ext 4",
        INCORRECT,
    )
    tokens = [tok("At", 0), tok("3:30 PM.", 1, 2, 3)]
    r = one("at three thirty pm", Span("TIME", "three thirty", "3:30"), tokens)
    assert (r.spoken, r.reference, r.hypothesis, r.exact) == (
        "three thirty pm",
        "3:30 pm",
        "3:30 pm",
        CORRECT,
    )
    assert r.written == "3:30"


def test_a_number_joined_to_the_noun_it_modifies_reads_as_the_reference_writes_it() -> None:
    # The grown range's reference is the entity's form and the spoken word beside it, which can
    # hold no hyphen ("86 - minute" in Wikipedia's reference, "12 month" in Earnings-21's).
    tokens = [tok("The", 0), tok("86-minute", 1, 2, 3), tok("film.", 4)]
    r = one("the eighty six minute film", Span("CARDINAL", "eighty six", "86"), tokens)
    assert (r.reference, r.hypothesis, r.exact) == ("86 minute", "86 minute", CORRECT)
    said = "five five five oh one oh oh"
    tokens = [tok("At", 0), tok("555-0100.", *range(1, 8))]
    r = one("at " + said, Span("TELEPHONE", said, "555-0100"), tokens)
    assert (r.hypothesis, r.exact) == ("555-0100", CORRECT)  # a hyphen between digits stays


def test_two_entities_merged_into_one_token() -> None:
    spans = [Span("CARDINAL", "two", "2"), Span("CARDINAL", "three", "3")]
    results, unlocated, _ = score("two three", spans, [tok("23.", 0, 1)])
    assert unlocated == 0 and len(results) == 2
    for r in results:  # both scored over the merged range, both wrong, both right but for space
        assert (r.reference, r.hypothesis, r.exact, r.nospace) == ("2 3", "23", INCORRECT, CORRECT)
    assert [r.written for r in results] == ["2", "3"]


def test_entities_at_first_and_last_word() -> None:
    spans = [Span("CARDINAL", "five", "5"), Span("CARDINAL", "nine", "9")]
    tokens = [tok("Five", 0), tok("came", 1), tok("at", 2), tok("9.", 3)]
    results, _, _ = score("five came at nine", spans, tokens)
    assert [(r.hypothesis, r.exact) for r in results] == [("five", UNDER), ("9", CORRECT)]


def test_decimal_at_sentence_end() -> None:
    span = Span("DECIMAL", "one point five", "1.5")
    tokens = [tok("It", 0), tok("is", 1), tok("1.5.", 2, 3, 4)]
    assert one("it is one point five", span, tokens).exact == CORRECT
    # A reference written with the sentence's period inside the span: the same entity.
    assert (
        one("it is one point five", Span("DECIMAL", "one point five", "1.5."), tokens).exact
        == CORRECT
    )


def test_leading_decimal_point_is_kept() -> None:
    span = Span("DECIMAL", "point two five", ".25")
    tokens = [tok("A", 0), tok("gain", 1), tok("of", 2), tok(".25.", 3, 4, 5)]
    assert one("a gain of point two five", span, tokens).exact == CORRECT
    tokens = [tok("A", 0), tok("gain", 1), tok("of", 2), tok("25.", 3, 4, 5)]
    assert one("a gain of point two five", span, tokens).exact == INCORRECT


def test_abbreviation_and_parentheses() -> None:
    span = Span("TELEPHONE", "two one two five five five oh one hundred", "(212) 555-0100")
    spoken = "call two one two five five five oh one hundred"
    tokens = [tok("Call", 0), tok("(212)", 1, 2, 3), tok("555-0100.", 4, 5, 6, 7, 8, 9)]
    assert one(spoken, span, tokens).exact == CORRECT
    tokens = [tok("Call", 0), tok("212-555-0100.", *range(1, 10))]
    assert one(spoken, span, tokens).exact == INCORRECT
    assert [nm.normalize_token(t) for t in ["Ext.", "(212)", "(roughly", "4)", "1.5."]] == [
        "ext",
        "(212)",
        "roughly",
        "4",
        "1.5",
    ]


def test_span_not_in_spoken_sentence_is_counted() -> None:
    spans = [Span("CARDINAL", "seven", "7"), Span("CARDINAL", "two", "2")]
    results, unlocated, blank = score("two cats", spans, [tok("2", 0), tok("cats.", 1)])
    assert (unlocated, blank) == (1, 0)
    assert [(r.cls, r.exact) for r in results] == [("CARDINAL", CORRECT)]


def test_span_with_empty_written_form_is_counted_not_scored() -> None:
    spans = [Span("CARDINAL", "one", ""), Span("CARDINAL", "two", "2")]
    results, unlocated, blank = score("two one", spans, [tok("2", 0), tok("1.", 1)])
    assert (unlocated, blank, len(results)) == (0, 1, 1)


def test_spoken_form_twice_the_written_sentence_tells_which() -> None:
    span = Span("CARDINAL", "five", "5")
    tokens = [tok("Five", 0), tok("stores", 1), tok("sold", 2), tok("5.", 3)]
    r = one("five stores sold five", span, tokens, written="Five stores sold 5.")
    assert (r.hypothesis, r.exact) == ("5", CORRECT)
    # Without the written sentence the first occurrence is taken.
    assert one("five stores sold five", span, tokens).exact == UNDER


def test_same_spoken_form_in_two_spans_takes_two_places() -> None:
    spans = [Span("CARDINAL", "one", "1"), Span("CARDINAL", "one", "1")]
    assert nm.locate("one and one".split(), spans, "1 and 1") == [(0, 1), (2, 3)]
    # A third "one" span has nowhere left to go.
    assert nm.locate("one and one".split(), [*spans, spans[0]]) == [(0, 1), (2, 3), None]


def test_out_of_order_span_is_still_found() -> None:
    spans = [Span("CARDINAL", "nine", "9"), Span("CARDINAL", "two", "2")]
    assert nm.locate("two and nine".split(), spans) == [(2, 3), (0, 1)]


def test_empty_and_wordless_tokens() -> None:
    span = Span("TIME", "three thirty", "3:30")
    # A token with no source words is nobody's hypothesis; one with no text is an empty one.
    r = one(
        "at three thirty",
        span,
        [
            tok("At", 0),
            tok(
                "uh",
            ),
            tok("", 1, 2),
        ],
    )
    assert (r.hypothesis, r.exact) == ("", INCORRECT)
    r = one("at one", Span("CARDINAL", "one", "one"), [tok("At", 0), tok("", 1)])
    assert r.exact == OVER


def test_classify() -> None:
    assert nm.classify("3:30", "3:30", "three thirty") == CORRECT
    assert nm.classify("one", "1", "one") == OVER
    assert nm.classify("3:30", "three thirty", "three thirty") == UNDER
    assert nm.classify("3:30", "330", "three thirty") == INCORRECT


# --- Numbers: totals


def result(cls: str, written: str, exact: str, nospace: str | None = None) -> nm.EntityResult:
    return nm.EntityResult(cls, "", "", "", exact, nospace or exact, written)


def test_neer_rates_and_table5() -> None:
    summary = nm.Summary()
    summary.add([result("TIME", "3:30", CORRECT), result("MONEY", "$1,100", INCORRECT, CORRECT)])
    summary.add([result("CARDINAL", "one", OVER), result("DECIMAL", "1.5", UNDER)], unlocated=1)
    assert (summary.rows, summary.total.entities, summary.unlocated) == (2, 4, 1)
    assert summary.total.rates("exact") == {"NEER": 75.0, INCORRECT: 25.0, OVER: 25.0, UNDER: 25.0}
    assert summary.total.rates("nospace") == {"NEER": 50.0, INCORRECT: 0.0, OVER: 25.0, UNDER: 25.0}
    assert summary.per_class["MONEY"].rates("nospace")["NEER"] == 0.0
    # Table 5: [entities containing the character, of which exactly right]
    assert summary.table5 == {":": [1, 1], "$": [1, 0], ",": [1, 0], ".": [1, 0]}
    report = nm.render(summary)
    assert "| exact | 75.00 | 25.00 | 25.00 | 25.00 |" in report
    assert "| correct | 1 | 1 | 0 | 0 | 0 |" in report
    data = summary.to_json()
    assert data["table5"][":"] == {"entities": 1, "correct": 1} and len(data["errors"]) == 3


def test_no_entities_gives_no_rates() -> None:
    summary = nm.Summary()
    assert summary.total.rates()["NEER"] is None
    assert "| exact | - | - | - | - |" in nm.render(summary)


def test_read_rows(tmp_path: Path) -> None:
    path = tmp_path / "n.tsv"
    span = json.dumps([{"class": "TIME", "spoken": "three thirty", "written": "3:30"}])
    path.write_text(
        f"spoken_sentence\twritten_sentence\tspans\nat three thirty\tAt 3:30.\t{span}\n\n"
        "hi\tHi.\t[]\n",
        encoding="utf-8",
    )
    rows = nm.read_rows(path)
    assert rows[0].spans == (Span("TIME", "three thirty", "3:30"),) and rows[1].spans == ()
    assert len(nm.read_rows(path, limit=1)) == 1
    for bad in (
        'at three\tAt 3.\t[{"class": "TIME", "spoken": "three", "written": 3}]',
        "at three\tAt 3.",
        'a\tb\t{"not": "a list"',
    ):
        path.write_text(f"spoken_sentence\twritten_sentence\tspans\n{bad}\n", encoding="utf-8")
        with pytest.raises(InputError, match=":2:"):
            nm.read_rows(path)


# --- Punctuation and capitals


def slots(text: str, tokens: list[Token]) -> pm.Scores:
    reference = pm.parse(text)
    scores = pm.Scores()
    scores.add(reference, *pm.hypothesis_slots(tokens, len(reference.words)))
    return scores


def output(text: str) -> list[Token]:
    """Tokens for an output that keeps every input word as one token."""
    return [tok(w, i) for i, w in enumerate(text.split())]


def test_substituted_comma_counts_once_overall() -> None:
    scores = slots("Hi Bill, it's me. Bye now.", output("Hi Bill. It's me. Bye now."))
    comma, period, overall = scores.figures(","), scores.figures("."), scores.figures("all")
    assert (comma["reference"], comma["output"], comma["correct"]) == (1, 0, 0)
    assert (comma["precision"], comma["recall"], comma["f1"], comma["ser"]) == (None, 0.0, 0.0, 1.0)
    assert (period["reference"], period["output"], period["correct"]) == (1, 2, 1)
    assert period["ser"] == 1.0 and period["f1"] == pytest.approx(2 / 3)
    # S + D + I over reference marks: one substitution, nothing else.
    assert overall["ser"] == 0.5 and scores.confusion[",", "."] == 1


def test_inserted_period_and_capital() -> None:
    scores = slots("Well, hi Bill it's me.", output("Well, hi Bill. It's me."))
    period, overall, capital = scores.figures("."), scores.figures("all"), scores.figures("capital")
    assert (period["reference"], period["output"], period["precision"], period["ser"]) == (
        0,
        1,
        0.0,
        None,
    )
    assert (overall["reference"], overall["output"], overall["correct"], overall["ser"]) == (
        1,
        2,
        1,
        1.0,
    )
    # Reference capital: Bill; output: Bill and It's. "Well" starts the unit: not scored.
    assert (capital["reference"], capital["output"], capital["correct"]) == (1, 2, 1)
    assert (capital["precision"], capital["recall"], capital["ser"]) == (0.5, 1.0, 1.0)


def test_missed_question_mark() -> None:
    scores = slots("Are you there? Call me.", output("Are you there. Call me."))
    question = scores.figures("?")
    assert (question["reference"], question["output"], question["recall"], question["f1"]) == (
        1,
        0,
        0.0,
        0.0,
    )
    assert scores.confusion["?", "."] == 1 and scores.figures("all")["ser"] == 1.0


def test_missed_capital() -> None:
    capital = slots("I met Tracy.", output("I met tracy.")).figures("capital")
    assert (capital["reference"], capital["output"], capital["correct"], capital["ser"]) == (
        1,
        0,
        0,
        1.0,
    )


def test_unit_edges_are_not_scored() -> None:
    scores = slots("hi there.", output("Hi there?"))
    assert sum(scores.reference.values()) == sum(scores.hypothesis.values()) == 0
    assert scores.figures("all")["ser"] is None and scores.words == 2


def test_capitals_not_scored_when_lowercased() -> None:
    scores = pm.Scores()
    reference = pm.parse("Hi Bill.")
    scores.add(reference, ["", "."], [True, False], score_capitals=False)
    assert scores.reference["capital"] == 0 and scores.keys(False) == [",", ".", "?", "all"]


def test_merged_number_token_mark_after_last_word() -> None:
    tokens = [tok("It's", 0), tok("$25,", 1, 2, 3), tok("bye.", 4)]
    assert pm.hypothesis_slots(tokens, 5) == (
        ["", "", "", ",", "."],
        [True, False, False, False, False],
    )
    scores = slots("It's twenty five dollars, bye.", tokens)
    assert scores.figures(",")["correct"] == 1 and scores.figures("all")["ser"] == 0.0


def test_a_titles_period_is_no_mark() -> None:
    # As the references' normalization drops it ("Dr. Smith" is no sentence end).
    tokens = [tok("Call", 0), tok("Dr.", 1), tok("Smith.", 2)]
    assert pm.hypothesis_slots(tokens, 3)[0] == ["", "", "."]


def test_parse_slots() -> None:
    reference = pm.parse("Hi , Bill? 1.5.")
    assert reference == pm.Reference(("hi", "bill", "1.5"), (",", "?", "."), (True, True, False))


def test_clean_line_earnings_tags() -> None:
    assert pm.clean_line("<inaudible> Yeah, we're <unk> seeing it.") == "Yeah, we're seeing it."
    assert pm.clean_line("<inaudible>") is None
    assert pm.clean_line("| 1 | 2 |") is None


def test_clean_line_ted() -> None:
    assert (
        pm.clean_line("well , we 're here , is n't it ?", lowercased=True)
        == "Well, we're here, isn't it?"
    )
    assert pm.clean_line("we ca n't and wo n't .", lowercased=True) == "We can't and won't."
    # A title's period is no sentence end, lowercased or not.
    assert pm.clean_line("i met mr. smith today.", lowercased=True) == "I met Mr smith today."
    # UTF-8 read as cp1252: an apostrophe, and a music note whose "?" is no question mark.
    assert pm.clean_line("itâ€™s flattening out.", lowercased=True) == "It's flattening out."
    assert pm.clean_line("â™?â™?and what 's the use â™?", lowercased=True) == "And what's the use."


def test_clean_line_without_questions() -> None:
    assert pm.clean_line("Are you there? Yes.", questions=False) == "Are you there. Yes."


def test_units_join_lines_by_sentences_and_words() -> None:
    lines = [f"Line {i}." for i in range(pm.UNIT_SENTENCES + 2)]
    units = list(pm.units(lines))
    assert [len(u.words) for u in units] == [2 * pm.UNIT_SENTENCES, 4]
    # Sentence ends inside a unit are slots to find.
    assert units[0].marks[:4] == ("", ".", "", ".") and units[0].capitals[:3] == (True, False, True)
    long = " ".join(["word"] * (pm.UNIT_WORDS // 2 + 1)) + "."
    assert [len(u.words) for u in pm.units([long, long, long])] == [
        pm.UNIT_WORDS + 2,
        pm.UNIT_WORDS // 2 + 1,
    ]
    assert list(pm.units(["", ". ,"])) == []


def test_units_of_other_sizes() -> None:
    lines = [f"Line {i} here." for i in range(7)]
    # Three words a line: a unit closes at the sentence that reaches the words' or sentences' cap.
    assert [len(u.words) for u in pm.units(lines, max_words=7, max_sentences=50)] == [9, 9, 3]
    assert [len(u.words) for u in pm.units(lines, max_words=400, max_sentences=2)] == [6, 6, 6, 3]
    assert [len(u.words) for u in pm.units(lines, max_words=400, max_sentences=50)] == [21]


def test_read_units_reads_the_first_lines_of_each_file_as_one_set(tmp_path) -> None:
    import lzma

    plain = tmp_path / "a.txt"
    plain.write_text("Hi Bill.\n\n<inaudible>\nSee you -- bye!\nNot read.\n", encoding="utf-8")
    packed = tmp_path / "b.txt.xz"
    with lzma.open(packed, "wt", encoding="utf-8") as f:
        f.write("well , it 's me .\n\n\n\nNot read either.\n")
    # The first four lines of each file; a blank line and a tag alone are no prose.
    units = pm.read_units([plain, packed], lines=4, lowercased=True)
    assert units == list(pm.units(["Hi Bill.", "See you, bye.", "Well, it's me."]))
    assert pm.read_units([plain], lines=1) == list(pm.units(["Hi Bill."]))


def test_unit_the_formatter_refuses_is_skipped(formatter) -> None:
    # A word past the length limit: the formatter's own input check refuses the words.
    refused = pm.Reference(("hi", "x" * 1001), ("", "."), (True, False))
    scores = pm.evaluate(formatter, [refused, pm.parse("Hi Bill.")])
    assert (scores.units, scores.skipped_units, scores.words) == (1, 1, 2)


# --- Commands end to end, real formatter


NUMBERS_TSV = [
    ("meet me at three thirty", "Meet me at 3:30.", "TIME", "three thirty", "3:30"),
    ("it costs twenty five dollars", "It costs $25.", "MONEY", "twenty five dollars", "$25"),
    ("i have one question", "I have one question.", "CARDINAL", "one", "one"),
]


def test_numbers_command(tmp_path: Path) -> None:
    path, out = tmp_path / "numbers.tsv", tmp_path / "numbers.json"
    lines = ["spoken_sentence\twritten_sentence\tspans"]
    for spoken, written, cls, phrase, form in NUMBERS_TSV:
        span = json.dumps([{"class": cls, "spoken": phrase, "written": form}])
        lines.append(f"{spoken}\t{written}\t{span}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = runner.invoke(app, ["numbers", str(path), "--json", str(out)])
    assert result.exit_code == 0, result.output
    for heading in ("Table 4 style", "Per class", "Table 5 style", "space token"):
        assert heading in result.stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert {
        "rows",
        "entities",
        "exact",
        "ignore_space",
        "per_class",
        "table5",
        "errors",
        "model",
    } <= set(data)
    assert (data["rows"], data["entities"], data["unlocated_spans"], data["skipped_rows"]) == (
        3,
        3,
        0,
        0,
    )
    assert set(data["per_class"]) == {"TIME", "MONEY", "CARDINAL"}
    assert data["table5"][":"]["entities"] == 1 and data["table5"]["$"]["entities"] == 1
    assert set(data["model"]) == {"path", "class_set", "order", "space_token"}
    # The shipped formatter writes these three as the references do.
    assert data["exact"]["NEER"] == 0.0 and data["errors"] == []


def test_punctuation_command(tmp_path: Path) -> None:
    path, out = tmp_path / "punct.txt", tmp_path / "punct.json"
    path.write_text(
        "Hi Bill, it's Tracy.\nAre you there?\n\nCall me at home.\nThanks, bye.\n", encoding="utf-8"
    )
    result = runner.invoke(app, ["punctuation", str(path), "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "| capitals |" in result.stdout and "| all marks |" in result.stdout
    assert "number grammars off" in result.stdout and "reference \\ output" in result.stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert {
        "units",
        "words",
        "lines",
        "capital",
        ",",
        ".",
        "?",
        "all",
        "confusion",
        "model",
    } <= set(data)
    assert (data["lines"], data["units"], data["words"], data["numbers"]) == (4, 1, 13, False)
    # Commas after Bill and Thanks; periods after Tracy and home (the unit's last "bye." is not a
    # slot); one question; capitals Bill, Tracy, Are, Call, Thanks ("Hi" starts the unit).
    assert [data[k]["reference"] for k in (",", ".", "?", "capital")] == [2, 2, 1, 5]

    result = runner.invoke(
        app, ["punctuation", str(path), "--no-questions", "--numbers", "--json", str(out)]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    assert (data["questions"], data["numbers"]) == (False, True)
    # Without questions the reference's "?" is a "." and no "?" is scored.
    assert "?" not in data and data["."]["reference"] == 3 and data["marks"] == [",", "."]

    # Units of one sentence: no sentence end inside a unit is left to score.
    result = runner.invoke(
        app, ["punctuation", str(path), "--unit-sentences", "1", "--json", str(out)]
    )
    assert result.exit_code == 0, result.output
    assert "units of 40 words or 1 sentences" in result.stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert (data["units"], data["unit_sentences"], data["unit_words"]) == (4, 1, 40)
    assert data["."]["reference"] == 0 and data["?"]["reference"] == 0


def test_commands_fail_in_one_line(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("*** END ***\n\n", encoding="utf-8")
    result = runner.invoke(app, ["punctuation", str(empty)])
    assert result.exit_code == 1 and "no prose lines" in result.stderr
    lowercased = tmp_path / "ted.txt"
    lowercased.write_text("well, we 're here.\n", encoding="utf-8")
    result = runner.invoke(app, ["punctuation", str(lowercased)])
    assert result.exit_code == 1 and "--lowercased" in result.stderr
    result = runner.invoke(app, ["numbers", str(empty)])
    assert result.exit_code == 1 and "expected the header" in result.stderr


def test_help_is_instant() -> None:
    code = (
        "import sys; from formatter.evaluate.__main__ import app;"
        " print('pynini' in sys.modules or 'kenlm' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "False"


def test_numbers_command_in_each_rows_style(tmp_path: Path) -> None:
    path, out = tmp_path / "numbers.tsv", tmp_path / "numbers.json"
    rows = [
        (
            "he died on the fifth of june nineteen ninety",
            "He died on 5 June 1990.",
            "DATE",
            "the fifth of june nineteen ninety",
            "5 June 1990",
        ),
        ("it rose on june thirtieth", "It rose on June 30th.", "ORDINAL", "thirtieth", "30th"),
    ]
    lines = ["spoken_sentence\twritten_sentence\tspans"]
    for spoken, written, cls, phrase, form in rows:
        span = json.dumps([{"class": cls, "spoken": phrase, "written": form}])
        lines.append(f"{spoken}\t{written}\t{span}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = runner.invoke(app, ["numbers", str(path), "--style", "match", "--json", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    assert set(data["per_style"]) == {"en-GB", "en-US"}
    assert data["exact"]["NEER"] == 0.0
    assert data["errors_conventions"] == data["errors_readings"] == 0
    # The same rows all in en-US: the day-first date is a convention error, not a wrong reading.
    result = runner.invoke(app, ["numbers", str(path), "--json", str(out)])
    data = json.loads(out.read_text(encoding="utf-8"))
    assert set(data["per_style"]) == {"en-US"}
    assert (data["errors_conventions"], data["errors_readings"]) == (1, 0)
