"""The seed systems' mark sets: --marks comma (Cyberpunc), comma,period (Gravano), the default."""

import pytest
from typer.testing import CliRunner

from formatter.cli import app
from formatter.evaluate import punctuation as pm
from formatter.pipeline import Formatter
from grammars.punctuation import MARK_SETS, Punctuation, parse_marks

TEXT = "hi bill it's tracy how are you doing i wanted to ask you something about the house"


def test_parse_marks_by_name_in_any_order():
    assert parse_marks("question,comma,period") == MARK_SETS["comma,period,question"]
    for bad in ("", "semicolon", "comma,colon"):
        with pytest.raises(ValueError, match="unknown marks"):
            parse_marks(bad)


def test_layer_offers_only_the_chosen_marks_and_always_ends_a_transcript():
    comma = Punctuation(MARK_SETS["comma"])
    assert comma.between == ("", ",") and comma.final == (".",)
    two = Punctuation(MARK_SETS["comma,period"])
    assert two.between == ("", ",", ".") and two.final == (".",)


@pytest.fixture(scope="module")
def by_mode():
    return {name: Formatter(marks=marks) for name, marks in MARK_SETS.items()}


def test_each_mode_writes_only_its_marks(by_mode):
    for name, formatter in by_mode.items():
        tokens = formatter.format_text(TEXT).split()
        inner = {t[-1] for t in tokens[:-1] if t[-1] in ",.?"}
        assert inner <= MARK_SETS[name], name
        assert tokens[-1][-1] in ".?"
    comma_only = by_mode["comma"].format_text(TEXT)
    assert comma_only.count(".") == 1 and comma_only.endswith(".")


def test_cli_marks_option_and_its_error(tmp_path):
    path = tmp_path / "lines.txt"
    path.write_text(TEXT + "\n" + TEXT + "\n")
    result = CliRunner().invoke(app, ["--marks", "comma", str(path)])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert len(lines) == 2 and all(line.count(".") == 1 for line in lines)
    bad = CliRunner().invoke(app, ["--marks", "colon", str(path)])
    assert bad.exit_code == 1 and "unknown marks" in bad.output


def test_scorer_counts_only_the_chosen_marks_and_sentence_accuracy():
    reference = pm.parse("Yes, I know. Right.")
    scores = pm.Scores(marks=MARK_SETS["comma"])
    scores.add(reference, [",", "", "", "."], [True, False, False, True])
    # The period after "know" is outside the comma mode: neither missed nor scored.
    assert scores.figures(",")["f1"] == 1.0 and scores.reference["."] == 0
    assert scores.unit_accuracy == 1.0
    scores.add(reference, ["", "", "", "."], [True] * 4)
    assert scores.unit_accuracy == 0.5
    assert scores.keys(False) == [",", "all"]


def test_units_per_line_keep_each_sentence_apart():
    lines = ["One, two.", "Three four."]
    assert len(list(pm.units(lines, per_line=True))) == 2
    assert len(list(pm.units(lines))) == 1


def test_missed_sentence_ends_are_counted_by_the_word_after_them():
    """A reference period written as a comma (or nothing) is counted with the word after it and
    the mark written there; a period written where one was meant, or in a mode without periods,
    is not."""
    reference = pm.parse("We won. And then, we left? So it goes. Fine.")
    scores = pm.Scores()
    scores.add(reference, ["", ",", "", ",", "", "", "", "", ".", "."], [True] * 10)
    assert scores.missed_ends == {(",", "and"): 1, ("", "so"): 1}
    assert scores.to_json(True)["missed_ends"] == {", and": 1, "- so": 1}
    assert "| and | comma | 1 |" in pm.render(scores)
    comma_only = pm.Scores(marks=MARK_SETS["comma"])
    comma_only.add(reference, ["", ",", "", ",", "", "", "", "", "", "."], [True] * 10)
    assert not comma_only.missed_ends
